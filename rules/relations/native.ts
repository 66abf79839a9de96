import type { ErrorBodyRow, RelationRow } from './relation';

/** The payloads are not shown (Endpoints › Native API, rule 3): what specs/native.yaml names is ASSUME-NAT-PAYLOADS. */
const NOT_SHOWN = "Native API payloads are not shown: the field is the suite's assumed name (ASSUME-NAT-PAYLOADS)";

/** How every field of the Native API answers relates, as far as the document shows them. */
export const nativeRelations: readonly RelationRow[] = [
  ...(['getNativePrice', 'getNativeQuote'] as const).flatMap((operation): RelationRow[] => [
    ...(['source', 'target', 'amount'] as const).map((field): RelationRow => ({
      operation,
      field: `/${field}`,
      rule: 'NAT-PRICE-AS-ASKED',
      relation: {
        kind: 'tested',
        reason: `${NOT_SHOWN}; which field names the asked pair and amount is the rule's own test's (ASSUMED)`,
      },
    })),
    ...(['price', 'targetAmount'] as const).map((field): RelationRow => ({
      operation,
      field: `/${field}`,
      relation: { kind: 'free', reason: `the service's price; ${NOT_SHOWN}` },
    })),
  ]),
  {
    operation: 'getNativeQuote',
    field: '/quoteId',
    rule: 'NAT-QUOTE-LOCK',
    relation: {
      kind: 'tested',
      reason: 'identifies a locked quote: a ramp made with it is served while the lock lasts',
    },
  },
  {
    operation: 'getNativeQuote',
    field: '/expiresAt',
    rule: 'NAT-QUOTE-EXPIRES',
    relation: { kind: 'tested', reason: `the lock's end, about 3 minutes on; ${NOT_SHOWN}` },
  },
  {
    operation: 'createNativeRamp',
    field: '/id',
    relation: { kind: 'free', reason: `the service's own id of the ramp; ${NOT_SHOWN}` },
  },
  {
    operation: 'createNativeRamp',
    field: '/status',
    relation: { kind: 'free', reason: 'Status values of Native API ramps and Hosted Checkout orders: not shown.' },
  },
  {
    operation: 'createNativeRamp',
    field: '/identityReference',
    relation: { kind: 'free', reason: `the identity the ramp was made for; ${NOT_SHOWN}` },
  },
  {
    operation: 'createNativeRamp',
    field: '/externalCustomerId',
    relation: { kind: 'free', reason: `the customer id sent; ${NOT_SHOWN}` },
  },
  ...(['createNativeIdentity', 'getNativeIdentity'] as const).flatMap((operation): RelationRow[] => [
    {
      operation,
      field: '/identityReference',
      rule: 'NAT-IDENTITY-STABLE',
      relation: {
        kind: 'tested',
        reason: 'stable per user across all requests: the same reference from creation, lookup and fetch',
      },
    },
    {
      operation,
      field: '/paymentReady',
      rule: 'NAT-IDENTITY-PAYMENT-READY-BOOLEAN',
      relation: { kind: 'tested', reason: 'a boolean eligibility flag; false refuses a ramp (NAT-RAMP-PAYMENT-READY)' },
    },
  ]),
  {
    operation: 'getNativeLimits',
    field: '/identityReference',
    rule: 'NAT-LIMITS',
    relation: { kind: 'tested', reason: `the identity asked; ${NOT_SHOWN}` },
  },
  ...(['fiat', 'min', 'max'] as const).map((field): RelationRow => ({
    operation: 'getNativeLimits',
    field: `/limits/*/${field}`,
    rule: 'NAT-LIMITS',
    relation: { kind: 'tested', reason: 'Path and payloads of the transaction limits operation: not shown.' },
  })),
];

/**
 * Native API refusals: "the body carries an error code"; error codes other than 81 and the body's fields are not shown,
 * so where the code sits is ASSUME-NAT-ERROR-CODE.
 */
export const nativeErrorBodies: readonly ErrorBodyRow[] = [
  {
    operation: { surface: 'native' },
    status: 400,
    judge: { kind: 'error-code', where: 'anywhere' },
    rule: 'NAT-ERROR-CODE',
    placed: 'ASSUME-NAT-ERROR-CODE',
  },
  {
    operation: { surface: 'native' },
    status: 422,
    judge: { kind: 'error-code', where: 'anywhere' },
    rule: 'NAT-ERROR-CODE',
    placed: 'ASSUME-NAT-ERROR-CODE',
  },
];
