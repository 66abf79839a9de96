import type { RuleId } from './index';

/** One error the document lists: an HTTP status of Errors › HTTP status, or an application code. */
export interface ListedCode {
  kind: 'http' | 'application';
  /** As the document writes it: "400", "5xx", "4002". */
  code: string;
  meaning: string;
  /** The words the document gives the code (Errors › Application codes, "Message"), where it gives them. */
  message?: string;
  /** Section of reference/service-interface.md that lists it. */
  source: string;
  /** The catalogue rules whose checks show the target answers it as documented. */
  rules: readonly RuleId[];
  /** Why no rule can show it, when none does. */
  unprovable?: string;
}

/**
 * Every error code of the document, for the report's error-code matrix. 401 lists only the MUST rules that expect
 * exactly 401 (HC-PARTNER-REF-BOUND also accepts 403 or 404; NAT-HMAC-STALE assumes the reason for the refusal).
 */
export const listedCodes = [
  {
    kind: 'http',
    code: '400',
    source: 'Errors › HTTP status',
    meaning: 'request failed validation or a required feature is not enabled; the body carries an error code',
    // 4002 comes with 400 or 422 (ASSUME-HC-STATUS); the 4XX rules refuse invalid input with a 4xx, never a 5xx.
    rules: [
      'HC-KYC-SHARE-4005',
      'HC-BUY-EXTERNAL-CUSTOMER-ID',
      'HC-BUY-NULL-4002',
      'LEG-INVALID-PARAM-4XX',
      'HC-INVALID-PARAM-4XX',
      'NAT-INVALID-PARAM-4XX',
      'LEG-422-ERROR-CODE',
      'HC-ERROR-CODE',
      'NAT-ERROR-CODE',
    ],
  },
  {
    kind: 'http',
    code: '401',
    source: 'Errors › HTTP status; Errors › Authentication symptoms',
    meaning: 'authentication failed: wrong key type, wrong environment, or missing HMAC signature',
    rules: [
      'LEG-AUTH-MISSING',
      'LEG-AUTH-WRONG',
      'LEG-ENV-SANDBOX-ON-PRODUCTION',
      'LEG-ENV-PRODUCTION-ON-SANDBOX',
      'HC-AUTH-API-KEY-REQUIRED',
      'HC-AUTH-API-KEY-MALFORMED',
      'HC-ENV-SANDBOX-ON-PRODUCTION',
      'HC-ENV-PRODUCTION-ON-SANDBOX',
      'HC-API-KEY-ON-NATIVE',
      'HC-HMAC-ON-V2',
      'HC-KYC-SHARE-REFUSES-API-KEY',
      'HC-KYC-SHARE-HMAC-REQUIRED',
      'NAT-HMAC-REQUIRED',
      'NAT-HMAC-BODY',
      'NAT-HMAC-PATH',
      'NAT-HMAC-METHOD',
      'NAT-HMAC-SECRET',
      'NAT-ENV-SANDBOX-ON-PRODUCTION',
      'NAT-ENV-PRODUCTION-ON-SANDBOX',
    ],
  },
  {
    kind: 'http',
    code: '422',
    source: 'Errors › HTTP status; Errors › Other',
    meaning: 'request well formed but cannot be processed; the body carries an error code',
    rules: [
      'LEG-ORDER-422-SHAPE',
      'LEG-ORDER-422-WALLET',
      'LEG-ORDER-422-PAYMENT-METHOD',
      'LEG-ORDERS-422-INVALID',
      'LEG-ORDERS-422-SHAPE',
      'NAT-IDENTITY-81',
      'LEG-422-ERROR-CODE',
      'HC-ERROR-CODE',
      'NAT-ERROR-CODE',
    ],
  },
  {
    kind: 'http',
    code: '429',
    source: 'Errors › HTTP status; Limits',
    meaning: 'rate limit exceeded; back off and retry',
    rules: ['HC-RATE-LIMIT-SANDBOX', 'HC-RATE-LIMIT-PRODUCTION', 'LEG-PRICES-RATE-LIMITED'],
  },
  {
    kind: 'http',
    code: '5xx',
    source: 'Errors › HTTP status',
    meaning: 'service-side error; retry with backoff; contact support if persistent',
    rules: [],
    unprovable:
      'no request can provoke a service-side error from a faithful target; the 4XX rules check that invalid ' +
      'input never gets one',
  },
  {
    kind: 'application',
    code: '4002',
    message: 'Validation error',
    source: 'Errors › Application codes (Hosted Checkout)',
    meaning: 'Validation error: a payload field failed validation (commonly null in address or identity fields)',
    rules: ['HC-BUY-EXTERNAL-CUSTOMER-ID', 'HC-BUY-NULL-4002', 'HC-ERROR-WORDS'],
  },
  {
    kind: 'application',
    code: '4005',
    message: 'The feature is not enabled',
    source: 'Errors › Application codes (Hosted Checkout)',
    meaning:
      'The feature is not enabled: the endpoint (most commonly KYC sharing) is not enabled for the account in ' +
      'this environment',
    rules: ['HC-KYC-SHARE-4005'],
  },
  {
    kind: 'application',
    code: '5034',
    message: 'Coin restriction',
    source: 'Errors › Application codes (Hosted Checkout)',
    meaning: "Coin restriction: the crypto asset is unavailable for the customer's region",
    rules: ['HC-BUY-5034'],
  },
  {
    kind: 'application',
    code: '81',
    source: 'Errors › Other (Native API)',
    meaning: 'identity creation for an email that already exists (422); fetch the existing identity instead',
    rules: ['NAT-IDENTITY-81'],
  },
] as const satisfies readonly ListedCode[];
