import type { HmacScheme } from '../config/target-config';
import type { Authenticator } from '../http/surface-client';
import type { HmacCredential, HmacRequest, HmacSigner } from './hmac';

/** Ways a signature can be wrong for the request it comes with; each must be refused with 401 (NAT-HMAC-*). */
export type HmacVariant = 'other-body' | 'other-path' | 'other-method' | 'webhook-secret' | 'api-key-secret' | 'stale';

/** Secrets that must never sign a Native API call in place of the HMAC secret. */
export interface OtherSecrets {
  webhookSecret?: string;
  apiKey?: string;
}

const STALE_MS = 10 * 60 * 1000;

/**
 * Signs with the signer in force, fed something other than the request sent: the request itself goes out unchanged.
 * "Another body" is the empty one and "another path" is "/": what a verifier that left that part out would rebuild,
 * so a service that does not sign the part accepts the signature, and one that does refuses it. That the method,
 * the path with its query and the body are all signed is ASSUME-HMAC-SIGNED-PARTS.
 */
export function hmacVariant(
  variant: HmacVariant,
  credential: HmacCredential,
  others: OtherSecrets,
  scheme: HmacScheme,
  signer: HmacSigner,
  clock = Date.now,
): Authenticator {
  return {
    headers: (request) => {
      let signed = request;
      let secret = credential.secret;
      let now = clock();
      if (variant === 'other-body') signed = { ...request, body: '' };
      if (variant === 'other-path') {
        const url = new URL(request.url);
        url.pathname = '/';
        signed = { ...request, url: url.toString() };
      }
      if (variant === 'other-method')
        signed = { ...request, method: request.method.toUpperCase() === 'GET' ? 'POST' : 'GET' };
      if (variant === 'webhook-secret') secret = others.webhookSecret ?? '';
      if (variant === 'api-key-secret') secret = others.apiKey ?? '';
      if (variant === 'stale') now -= STALE_MS;
      return signer(signed, { key: credential.key, secret }, scheme, now);
    },
  };
}

/**
 * Whether the construction in force signs what `variant` changes in `request`: where it does not (HMAC_SIGNED
 * without the body, a signer module that leaves the path out), the variant's signature is the right one and its
 * acceptance proves nothing (ASSUME-HMAC-SIGNED-PARTS). Compared at one instant with a throwaway credential.
 */
export function signsWhatVariantChanges(
  variant: HmacVariant,
  request: HmacRequest,
  scheme: HmacScheme,
  signer: HmacSigner,
): boolean {
  const credential = { key: 'conformance-key', secret: 'conformance-secret' };
  const instant = () => 1_700_000_000_000;
  const right = signer(request, credential, scheme, instant());
  const wrong = hmacVariant(variant, credential, {}, scheme, signer, instant).headers(request);
  return JSON.stringify(right) !== JSON.stringify(wrong);
}
