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

export function hmacSignature(
  secret: string,
  timestamp: string,
  method: string,
  pathWithQuery: string,
  body: Buffer,
): Buffer {
  return createHmac('sha256', secret)
    .update(`${timestamp}\n${method.toUpperCase()}\n${pathWithQuery}\n`)
    .update(body)
    .digest();
}

/**
 * The public SDKs' construction, for /api's signed Bearer token and for the reading ASSUME-HMAC-SCHEME=public-sdk:
 * METHOD \n path?query without its slash \n nonce in ms [\n body].
 */
export function sdkSignature(
  secret: string,
  nonce: string,
  method: string,
  pathWithQuery: string,
  body: Buffer,
): Buffer {
  const hmac = createHmac('sha256', secret).update(
    `${method.toUpperCase()}\n${pathWithQuery.replace(/^\//, '')}\n${nonce}`,
  );
  if (body.length) hmac.update('\n').update(body);
  return hmac.digest();
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * key:signature:nonce of the SDKs' token (after "Bearer "): the key is everything before the first colon, the signature
 * lowercase hex.
 */
export const sdkToken = /^([^:\s]+):([0-9a-f]{64}):(\d{1,16})$/;

/** What a request offers as an HMAC credential in the environment's construction: key, time in seconds, signature. */
interface Offered {
  key?: string;
  seconds: number;
  nonce: string;
  signature: string;
  sign: typeof hmacSignature;
}

function offeredHmac(env: Environment, request: FastifyRequest): Offered | undefined {
  if (env.seams.hmacConstruction === 'public-sdk') {
    const [, key, signature, nonce] =
      sdkToken.exec(/^Bearer (\S+)$/.exec(header(request, 'authorization') ?? '')?.[1] ?? '') ?? [];
    return key ? { key, seconds: Number(nonce) / 1000, nonce, signature, sign: sdkSignature } : undefined;
  }
  const timestamp = header(request, hmacHeaders.timestamp) ?? '';
  const signature = header(request, hmacHeaders.signature) ?? '';
  if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-fA-F]{64}$/.test(signature)) return undefined;
  return {
    key: header(request, hmacHeaders.key),
    seconds: Number(timestamp),
    nonce: timestamp,
    signature,
    sign: hmacSignature,
  };
}

/** The request names this environment's HMAC key, signed or not: it counts against the account's rate limit. */
export function namesHmacKey(env: Environment, request: FastifyRequest): boolean {
  if (env.seams.hmacConstruction === 'public-sdk')
    return (header(request, 'authorization') ?? '').startsWith(`Bearer ${env.partner.hmacKey}:`);
  return header(request, hmacHeaders.key) === env.partner.hmacKey;
}

/** The request names this environment's HMAC key with a signature or timestamp that does not parse: a malformed one. */
export function offersMalformedHmac(env: Environment, request: FastifyRequest): boolean {
  return namesHmacKey(env, request) && offeredHmac(env, request) === undefined;
}

/** The lines of the signed string that name the request: what a verifier may leave unbound (a seam). */
export type SignedPart = 'method' | 'path' | 'body';

/** How a surface checks a signature: whose credentials, which parts it binds, how old it may be. */
export interface HmacVerifier {
  /** Accepted pairs: the X-Hmac-Key sent and a secret its signature may be made with. */
  credentials: readonly { key: string; secret: string }[];
  /** Parts the signature need not cover (a seam): the faithful service binds all three. */
  unboundParts: readonly SignedPart[];
  /** Seconds from real time a timestamp may be, either way; Infinity: any age. */
  toleranceSeconds: number;
}

interface SignedRequest {
  method: string;
  path: string;
  body: Buffer;
}

const httpMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** `?…` of a request target, or nothing. */
const queryOf = (pathWithQuery: string) => {
  const at = pathWithQuery.indexOf('?');
  return at === -1 ? '' : pathWithQuery.slice(at);
};

/**
 * What a verifier that does not bind a part reads in its place. Every method can be tried, so a signature made
 * for any of them passes; a body or a path cannot be guessed, so a signature made without it (the
 * line blank; for the path also the root with the query kept) covers whatever is sent.
 */
const unboundReadings: Record<SignedPart, (sent: SignedRequest) => SignedRequest[]> = {
  method: (sent) => ['', ...httpMethods].map((method) => ({ ...sent, method })),
  path: (sent) => ['', `/${queryOf(sent.path)}`].map((path) => ({ ...sent, path })),
  body: (sent) => [{ ...sent, body: Buffer.alloc(0) }],
};

/** This environment's key and secret, every part bound, 300 s either way. */
export const faithfulVerifier = (env: Environment): HmacVerifier => ({
  credentials: [{ key: env.partner.hmacKey, secret: env.partner.hmacSecret }],
  unboundParts: [],
  toleranceSeconds: hmacToleranceSeconds,
});

/** True when the request carries an accepted key, a matching signature and a timestamp the verifier takes. */
export function hasValidHmac(env: Environment, request: FastifyRequest, verifier = faithfulVerifier(env)): boolean {
  const offered = offeredHmac(env, request);
  if (!offered) return false;
  const { key, nonce, signature, sign } = offered;
  if (Math.abs(offered.seconds - Date.now() / 1000) > verifier.toleranceSeconds) return false;
  const given = Buffer.from(signature, 'hex');
  const sent: SignedRequest = {
    method: request.method,
    path: request.raw.url ?? request.url,
    body: rawBodyOf(request),
  };
  const readings = [sent, ...verifier.unboundParts.flatMap((part) => unboundReadings[part](sent))];
  return verifier.credentials
    .filter((credential) => credential.key === key)
    .some(({ secret }) =>
      readings.some((reading) =>
        timingSafeEqual(sign(secret, nonce, reading.method, reading.path, reading.body), given),
      ),
    );
}

/** The request offers an HMAC credential at all, valid or not (in the construction the environment takes). */
export function offersHmac(env: Environment, request: FastifyRequest): boolean {
  if (env.seams.hmacConstruction === 'public-sdk') return /^Bearer \S+:/.test(header(request, 'authorization') ?? '');
  return Object.values(hmacHeaders).some((name) => request.headers[name] !== undefined);
}
