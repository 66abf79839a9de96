import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Environment } from './environment';
import { rawBodyOf } from './json-body';

/**
 * HMAC signing of the Native API and KYC sharing. The document does not show the construction
 * (Authentication, rule 5); this is the suite's assumed default:
 *   X-Hmac-Key: <key>   X-Hmac-Timestamp: <unix seconds>
 *   X-Hmac-Signature: hex HMAC-SHA256(secret, timestamp \n METHOD \n path?query \n raw body)
 */
export const hmacHeaders = { key: 'x-hmac-key', timestamp: 'x-hmac-timestamp', signature: 'x-hmac-signature' } as const;

/**
 * How far the signed timestamp may be from real time, either way. Real time, not the mock clock: the control
 * clock moves the service's time for expiry scenarios, not the caller's clock that signs.
 */
export const hmacToleranceSeconds = 300;

export function hmacSignature(secret: string, timestamp: string, method: string, pathWithQuery: string, body: Buffer): Buffer {
  return createHmac('sha256', secret)
    .update(`${timestamp}\n${method.toUpperCase()}\n${pathWithQuery}\n`)
    .update(body)
    .digest();
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** The request names this environment's HMAC key, signed or not: it counts against the account's rate limit. */
export function namesHmacKey(env: Environment, request: FastifyRequest): boolean {
  return header(request, hmacHeaders.key) === env.partner.hmacKey;
}

/** True when the request carries this environment's HMAC key, a matching signature and a fresh timestamp. */
export function hasValidHmac(env: Environment, request: FastifyRequest): boolean {
  const timestamp = header(request, hmacHeaders.timestamp) ?? '';
  const signature = header(request, hmacHeaders.signature) ?? '';
  if (!namesHmacKey(env, request) || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  if (Math.abs(Number(timestamp) - Date.now() / 1000) > hmacToleranceSeconds) return false;
  const expected = hmacSignature(env.partner.hmacSecret, timestamp, request.method, request.raw.url ?? request.url,
    rawBodyOf(request));
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** The request offers an HMAC credential at all, valid or not. */
export function offersHmac(request: FastifyRequest): boolean {
  return Object.values(hmacHeaders).some((name) => request.headers[name] !== undefined);
}
