import { createHmac } from 'node:crypto';
import { resolve } from 'node:path';
import type { HmacScheme, HmacSignedPart } from '../config/target-config';
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
export type HmacSigner = (
  request: HmacRequest,
  credential: HmacCredential,
  scheme: HmacScheme,
  nowMs: number,
) => Record<string, string>;

/**
 * The construction the scheme describes (ASSUME-HMAC-SCHEME; the document does not show it, Authentication rule 5).
 * By default: signature = hex HMAC-SHA256(secret, timestamp \n METHOD \n /path?query \n body), timestamp in
 * seconds, key and timestamp in their own headers. The public SDKs' way for /api reads: Authorization placement,
 * signed method,path,timestamp,body, path without its slash, nonce in milliseconds.
 */
export const defaultHmacSigner: HmacSigner = (request, credential, scheme, nowMs) => {
  const nonce = String(scheme.nonce === 'milliseconds' ? nowMs : Math.floor(nowMs / 1000));
  const url = new URL(request.url);
  const path = `${scheme.path === 'with-slash' ? url.pathname : url.pathname.replace(/^\//, '')}${url.search}`;
  const line: Record<HmacSignedPart, string | undefined> = {
    timestamp: nonce,
    method: request.method.toUpperCase(),
    path,
    // In the Authorization form, as the SDKs sign, a request without a body signs no body line.
    body: scheme.placement === 'authorization' && !request.body ? undefined : (request.body ?? ''),
  };
  const signed = scheme.signed
    .map((part) => line[part])
    .filter((text) => text !== undefined)
    .join('\n');
  const signature = createHmac('sha256', credential.secret).update(signed).digest(scheme.encoding);
  if (scheme.placement === 'authorization')
    return { authorization: `${scheme.authorizationPrefix} ${credential.key}:${signature}:${nonce}` };
  return { [scheme.keyHeader]: credential.key, [scheme.timestampHeader]: nonce, [scheme.signatureHeader]: signature };
};

/** The signer in force: the partner's module when HMAC_SIGNER names one, else the default. */
export function hmacSigner(scheme: HmacScheme): HmacSigner {
  if (!scheme.signerModule) return defaultHmacSigner;
  // A partner's signer module named at run time, loaded synchronously: import() would make every signer async.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a signer module named at run time, loaded at once
  const loaded = require(resolve(scheme.signerModule)) as { sign?: unknown };
  if (typeof loaded.sign !== 'function')
    throw new Error(`HMAC_SIGNER ${scheme.signerModule} exports no function named sign`);
  return loaded.sign as HmacSigner;
}

/** Native API and KYC sharing: every call signed (Authentication). */
export function hmac(
  credential: HmacCredential,
  scheme: HmacScheme,
  signer: HmacSigner = hmacSigner(scheme),
): Authenticator {
  return { headers: (request) => signer(request, credential, scheme, Date.now()) };
}
