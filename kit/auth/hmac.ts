import { createHmac } from 'node:crypto';
import { resolve } from 'node:path';
import type { HmacScheme } from '../config/target-config';
import type { Authenticator } from '../http/surface-client';

export interface HmacRequest {
  method: string;
  url: string;
  body?: string;
}

export interface HmacCredential {
  key: string;
  secret: string;
}

/** Headers that sign one request. A partner's own module exports `sign` with this signature (HMAC_SIGNER). */
export type HmacSigner = (request: HmacRequest, credential: HmacCredential, scheme: HmacScheme, nowMs: number) => Record<string, string>;

/**
 * The suite's default construction (ASSUME-HMAC-SCHEME; the document does not show it, Authentication rule 5):
 * signature = HMAC-SHA256(secret, timestamp \n METHOD \n path?query \n body), with the key and the timestamp
 * in their own headers.
 */
export const defaultHmacSigner: HmacSigner = (request, credential, scheme, nowMs) => {
  const timestamp = String(Math.floor(nowMs / 1000));
  const url = new URL(request.url);
  const signed = `${timestamp}\n${request.method.toUpperCase()}\n${url.pathname}${url.search}\n${request.body ?? ''}`;
  const signature = createHmac('sha256', credential.secret).update(signed).digest(scheme.encoding);
  return { [scheme.keyHeader]: credential.key, [scheme.timestampHeader]: timestamp, [scheme.signatureHeader]: signature };
};

/** The signer in force: the partner's module when HMAC_SIGNER names one, else the default. */
export function hmacSigner(scheme: HmacScheme): HmacSigner {
  if (!scheme.signerModule) return defaultHmacSigner;
  const loaded = require(resolve(scheme.signerModule)) as { sign?: unknown };
  if (typeof loaded.sign !== 'function') throw new Error(`HMAC_SIGNER ${scheme.signerModule} exports no function named sign`);
  return loaded.sign as HmacSigner;
}

/** Native API and KYC sharing: every call signed (Authentication). */
export function hmac(credential: HmacCredential, scheme: HmacScheme, signer: HmacSigner = hmacSigner(scheme)): Authenticator {
  return { headers: (request) => signer(request, credential, scheme, Date.now()) };
}
