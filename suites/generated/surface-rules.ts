import type { RuleId } from '../../rules';
import type { SpecAuth } from '../../kit/spec';
import type { TargetConfig } from '../../kit/config/target-config';

/** Which rule each generated check names, per spec: the same checks, each surface's own promises. */
export interface SurfaceRules {
  json: RuleId;
  /** The status a valid request is answered with: /api documents 200; Hosted Checkout shows none (ASSUME-HC-STATUS). */
  accepted: { test: (status: number) => boolean; documented: string };
  /** The legacy surface wraps results in data (What the service does, 8); the others do not. */
  wrapper?: RuleId;
  /** Refused with any 4xx, whose body is not checked (ASSUME-INVALID-INPUT-4XX). */
  invalidInput: RuleId;
  missingBodyField: RuleId;
  /**
   * Request payloads the document does not show (the Native API): a missing or wrong input is judged by this row
   * (served: the row not confirmed), never refused as a MUST, unless the input names the rule that states it
   * (x-conformance-rule) or a finer row decides it. A 5xx still fails invalidInput.
   */
  assumedInputs?: 'ASSUME-NAT-PAYLOADS';
  /** A missing or an unknown credential, per the operation's authentication. */
  credential: Partial<Record<SpecAuth, RuleId>>;
  /**
   * Another surface's credential, or the surface's own malformed, in place of the operation's: the rule that refuses
   * it.
   */
  wrongKinds: Partial<Record<SpecAuth, Partial<Record<WrongKind, RuleId>>>>;
  /** X-Request-Id is optional on every request (What the service does, 7). */
  requestId: RuleId;
  /** Accept is optional with its default application/json (Endpoints › the service, common headers). */
  acceptDefault?: RuleId;
}

/**
 * A credential of another surface (the /api Bearer, the Hosted x-api-key, the Native HMAC), or the operation's own,
 * malformed.
 */
export type WrongKind = SpecAuth | 'malformed';

export const SURFACE_RULES: Record<string, SurfaceRules> = {
  'specs/legacy.yaml': {
    json: 'LEG-RESPONSE-JSON',
    accepted: { test: (status) => status === 200, documented: '200' },
    wrapper: 'LEG-RESPONSE-DATA',
    invalidInput: 'LEG-INVALID-PARAM-4XX',
    missingBodyField: 'LEG-ORDER-REQUIRED-FIELDS',
    credential: { bearer: 'LEG-AUTH-MISSING' },
    wrongKinds: {
      bearer: { 'api-key': 'LEG-AUTH-WRONG-KIND', hmac: 'LEG-AUTH-WRONG-KIND', malformed: 'LEG-AUTH-WRONG' },
    },
    requestId: 'LEG-REQUEST-ID-OPTIONAL',
    acceptDefault: 'LEG-ACCEPT-DEFAULT',
  },
  'specs/hosted-checkout.yaml': {
    json: 'HC-RESPONSE-JSON',
    accepted: { test: (status) => status >= 200 && status < 300, documented: 'a 2xx' },
    invalidInput: 'HC-INVALID-PARAM-4XX',
    missingBodyField: 'HC-BUY-EXTERNAL-CUSTOMER-ID',
    credential: { 'api-key': 'HC-AUTH-API-KEY-REQUIRED', hmac: 'HC-KYC-SHARE-HMAC-REQUIRED' },
    wrongKinds: {
      'api-key': { bearer: 'HC-AUTH-API-KEY-REQUIRED', hmac: 'HC-HMAC-ON-V2', malformed: 'HC-AUTH-API-KEY-MALFORMED' },
      hmac: {
        bearer: 'HC-KYC-SHARE-HMAC-REQUIRED',
        'api-key': 'HC-KYC-SHARE-REFUSES-API-KEY',
        malformed: 'HC-KYC-SHARE-HMAC-REQUIRED',
      },
    },
    requestId: 'HC-REQUEST-ID-OPTIONAL',
  },
  'specs/native.yaml': {
    json: 'NAT-RESPONSE-JSON',
    accepted: { test: (status) => status >= 200 && status < 300, documented: 'a 2xx' },
    invalidInput: 'NAT-INVALID-PARAM-4XX',
    missingBodyField: 'NAT-INVALID-PARAM-4XX',
    // "Native API request and response payloads: not shown."
    assumedInputs: 'ASSUME-NAT-PAYLOADS',
    credential: { hmac: 'NAT-HMAC-REQUIRED' },
    wrongKinds: {
      hmac: { bearer: 'NAT-HMAC-REQUIRED', 'api-key': 'HC-API-KEY-ON-NATIVE', malformed: 'NAT-HMAC-REQUIRED' },
    },
    requestId: 'NAT-REQUEST-ID-OPTIONAL',
  },
};

/**
 * The legacy surface has a rule of its own for an unknown credential (LEG-AUTH-WRONG); elsewhere it is the same rule.
 */
export const UNKNOWN_CREDENTIAL: Partial<Record<SpecAuth, RuleId>> = { bearer: 'LEG-AUTH-WRONG' };

/** Operations that answer a valid request only under a condition of the target: why not, per operation id. */
export const VALID_REQUEST_PRECONDITIONS: Record<string, (target: TargetConfig) => string | undefined> = {
  // KYC sharing must be enabled on the account in this environment (ASSUME-HC-KYC-SHARING).
  shareKycToken: (target) =>
    target.hosted.kycSharingEnabledIn.includes(target.env)
      ? undefined
      : `KYC sharing is not enabled in ${target.env} (HOSTED_KYC_SHARING_ENABLED_IN)`,
};
