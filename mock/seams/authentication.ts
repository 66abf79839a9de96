import type { EnvName } from '../environment';
import { hmacToleranceSeconds, type SignedPart } from '../hmac';

/**
 * A credential a surface may take: the HMAC scheme, the Hosted Checkout x-api-key, the /api Bearer, or none at all;
 * 'unknown-x-api-key': an x-api-key nobody issued (a form of a known key is the malformed-key seam's).
 */
export type CredentialKind = 'hmac' | 'x-api-key' | 'unknown-x-api-key' | 'bearer' | 'none';

/**
 * Authentication: which credentials each surface takes, in which forms and environments, and how webhooks are signed.
 */
export interface AuthenticationSeams {
  /** The Authorization scheme /api takes; its 401 names it in WWW-Authenticate. */
  legacyAuthScheme: 'Bearer' | 'Token';
  /** Which forms of Authorization /api takes (ASSUME-LEG-AUTH): the static credential, the SDKs' signed token. */
  legacyAuthForms: readonly ('static' | 'signed')[];
  /** /api serves a request without Authorization. */
  legacyMissingCredentialServed: boolean;
  /** /api serves a credential it never issued (the other environment's stays refused: that is another seam). */
  legacyUnknownCredentialServed: boolean;
  /** The environments whose /api serves the other environment's credential. */
  legacyOtherCredentialServedIn: readonly EnvName[];
  /** Another surface's credential /api serves in place of Authorization: the Hosted x-api-key, an HMAC signature. */
  legacyForeignCredentialsServed: readonly ('x-api-key' | 'hmac')[];
  /** /api serves its credential sent without the word Bearer (a malformed Authorization). */
  legacyBareCredentialServed: boolean;

  /** What /{partnerRef}/v2 takes; 'none' only from a request that offers no credential at all. */
  hostedCredentials: readonly CredentialKind[];
  /** The forms of x-api-key /v2 takes: the key, or the key after "Bearer ". */
  hostedApiKeyForms: readonly ('key' | 'bearer-key')[];
  /** The x-api-key is served only under the partnerRef issued with it. */
  partnerRefBound: boolean;
  /** The environments whose /v2 serves the other environment's x-api-key. */
  hostedOtherKeyServedIn: readonly EnvName[];
  /**
   * What KYC sharing takes; without 'hmac' a valid signature is refused where sharing is enabled (4005 stays
   * elsewhere).
   */
  kycShareCredentials: readonly CredentialKind[];
  /** Pay on a Hosted Checkout page needs the browser session that first loaded it. */
  checkoutPayNeedsLoadingSession: boolean;

  /**
   * How an HMAC signature is carried and built, for /eapi and KYC sharing (ASSUME-HMAC-SCHEME): the suite's default
   * headers, or the public SDKs' `Authorization: Bearer key:signature:nonce` over METHOD, path without its slash, nonce
   * in ms and body.
   */
  hmacConstruction: 'headers' | 'public-sdk';
  /** What /eapi takes; 'none' only from a call that offers no credential at all. */
  nativeCredentials: readonly CredentialKind[];
  /** Parts of the request an /eapi signature need not cover. */
  nativeHmacUnboundParts: readonly SignedPart[];
  /** The secrets an /eapi signature may be made with, under this environment's HMAC key. */
  nativeHmacSecrets: readonly ('hmac-secret' | 'webhook-secret' | 'x-api-key')[];
  /** Seconds an /eapi timestamp may be from real time, either way; Infinity: any age. */
  nativeHmacToleranceSeconds: number;
  /** The environments whose /eapi takes the other environment's HMAC key and secret. */
  nativeOtherHmacServedIn: readonly EnvName[];
  /** Where this environment's HMAC key with a malformed signature is served, as if the key alone authenticated. */
  malformedHmacServedOn: readonly ('native' | 'kyc-share')[];

  /** Webhooks carry a signature. */
  webhooksSigned: boolean;
  /** The secret webhooks are signed with (ASSUME-WEBHOOK-SECRET). */
  webhookSecret: 'webhook-secret' | 'hmac-secret' | 'x-api-key';
}

export const faithfulAuthentication: AuthenticationSeams = {
  legacyAuthScheme: 'Bearer',
  legacyAuthForms: ['static', 'signed'],
  legacyMissingCredentialServed: false,
  legacyUnknownCredentialServed: false,
  legacyOtherCredentialServedIn: [],
  legacyForeignCredentialsServed: [],
  legacyBareCredentialServed: false,
  hostedCredentials: ['x-api-key'],
  hostedApiKeyForms: ['key'],
  partnerRefBound: true,
  hostedOtherKeyServedIn: [],
  kycShareCredentials: ['hmac'],
  checkoutPayNeedsLoadingSession: true,
  hmacConstruction: 'headers',
  nativeCredentials: ['hmac'],
  nativeHmacUnboundParts: [],
  nativeHmacSecrets: ['hmac-secret'],
  nativeHmacToleranceSeconds: hmacToleranceSeconds,
  nativeOtherHmacServedIn: [],
  malformedHmacServedOn: [],
  webhooksSigned: true,
  webhookSecret: 'webhook-secret',
};
