import type { HmacScheme } from '../config/target-config';
import type { Authenticator } from '../http/surface-client';
import { defaultHmacSigner } from './hmac';

/** The /api key (the *_API_CREDENTIAL) and the secret that signs with it (*_API_SECRET). */
export interface SignedBearerCredential {
  key: string;
  secret: string;
}

/**
 * How the public SDKs sign /api (ASSUME-LEG-AUTH, reading signed), as a construction of the one HMAC signer:
 * Authorization: Bearer <key>:<hex HMAC-SHA256(secret, METHOD \n URI \n NONCE [\n BODY])>:<nonce>, URI the path with
 * its query as sent, without the leading slash, the nonce the clock in ms.
 */
export const PUBLIC_SDK_CONSTRUCTION: Pick<
  HmacScheme,
  'placement' | 'authorizationPrefix' | 'signed' | 'path' | 'nonce' | 'encoding'
> = {
  placement: 'authorization',
  authorizationPrefix: 'Bearer',
  signed: ['method', 'path', 'timestamp', 'body'],
  path: 'without-slash',
  nonce: 'milliseconds',
  encoding: 'hex',
};
const scheme: HmacScheme = { ...PUBLIC_SDK_CONSTRUCTION, keyHeader: '', timestampHeader: '', signatureHeader: '' };

export function signedBearer(credential: SignedBearerCredential, clock: () => number = Date.now): Authenticator {
  return { headers: (request) => defaultHmacSigner(request, credential, scheme, Math.floor(clock())) };
}
