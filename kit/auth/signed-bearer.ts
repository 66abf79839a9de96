import { createHmac } from 'node:crypto';
import type { Authenticator } from '../http/surface-client';

/** The /api key (the *_API_CREDENTIAL) and the secret that signs with it (*_API_SECRET). */
export interface SignedBearerCredential {
  key: string;
  secret: string;
}

/**
 * The payload the public SDKs sign (ASSUME-LEG-AUTH, reading signed): METHOD \n URI \n NONCE [\n BODY], where URI is
 * the path with its query as sent, without the leading slash, and BODY the JSON text sent, when there is one.
 */
export function signedBearerPayload(request: { method: string; url: string; body?: string }, nonce: string): string {
  const url = new URL(request.url);
  const uri = `${url.pathname}${url.search}`.replace(/^\//, '');
  const lines = [request.method.toUpperCase(), uri, nonce];
  if (request.body) lines.push(request.body);
  return lines.join('\n');
}

/** Authorization: Bearer <key>:<lowercase hex HMAC-SHA256(secret, payload)>:<nonce, the clock in ms>. */
export function signedBearer(credential: SignedBearerCredential, clock: () => number = Date.now): Authenticator {
  return {
    headers: (request) => {
      const nonce = String(Math.floor(clock()));
      const signature = createHmac('sha256', credential.secret).update(signedBearerPayload(request, nonce)).digest('hex');
      return { authorization: `Bearer ${credential.key}:${signature}:${nonce}` };
    },
  };
}
