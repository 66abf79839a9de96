import type { RuleId } from '..';
import type { ErrorBodyRow, RelationRow, RequestField } from './relation';

/** The payloads are not shown (Endpoints › Native API, rule 3): what specs/native.yaml names is ASSUME-NAT-PAYLOADS. */
const NOT_SHOWN = "Native API payloads are not shown: the field is the suite's assumed name (ASSUME-NAT-PAYLOADS)";

/**
 * A currency code answered for the one asked: the same code, case and space aside (NAT-PRICE-AS-ASKED, NAT-LIMITS); as
 * sent or in the upper case the reference lists write codes in ("eur" normalised to "EUR") is a reading the document
 * does not state (NAT-CODES-AS-WRITTEN, ASSUME-NAT-CODE-FORM).
 */
const codeAsked = (operation: string, field: string, of: RequestField, rule: RuleId): RelationRow[] => [
  { operation, field, rule, relation: { kind: 'echo', of, same: 'code' } },
  { operation, field, rule: 'NAT-CODES-AS-WRITTEN', relation: { kind: 'echo', of, same: 'written-code' } },
];

/** The share targetAmount may stray from the amount at the price: the rounding of a fiat to cents is far less. */
const TARGET_AMOUNT_TOLERANCE = 0.01;

/** How every field of the Native API answers relates, as far as the document shows them. */
export const nativeRelations: readonly RelationRow[] = [
  ...(['getNativePrice', 'getNativeQuote'] as const).flatMap((operation): RelationRow[] => [
    ...(['source', 'target'] as const).flatMap((field) =>
      codeAsked(operation, `/${field}`, { query: field }, 'NAT-PRICE-AS-ASKED'),
    ),
    {
      operation,
      field: '/amount',
      rule: 'NAT-PRICE-AS-ASKED',
      relation: { kind: 'echo', of: { query: 'amount' }, same: 'number' },
    },
    // The price moves (indicative, not rate-locked), but a price and a quote of the same pair asked together agree:
    // targetAmount read either way round cannot tell price and targetAmount exchanged (amount / (amount / p) is p).
    {
      operation,
      field: '/price',
      rule: 'NAT-PRICE-QUOTE-CONSISTENT',
      relation: {
        kind: 'tested',
        reason:
          'the indicative price and a locked quote of the same pair, asked one after the other, within ' +
          `NATIVE_PRICE_QUOTE_TOLERANCE of each other; ${NOT_SHOWN}`,
      },
    },
    {
      operation,
      field: '/targetAmount',
      rule: 'NAT-PRICE-TARGET-AMOUNT',
      relation: { kind: 'amount-at-price', amount: '/amount', price: '/price', tolerance: TARGET_AMOUNT_TOLERANCE },
    },
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
  // Against the target's clock, which the control API moves: the run's wall clock is no measure of it.
  {
    operation: 'getNativeQuote',
    field: '/expiresAt',
    rule: 'NAT-QUOTE-EXPIRES',
    relation: { kind: 'tested', reason: `the lock's end, about 3 minutes on; ${NOT_SHOWN}` },
  },
  {
    operation: 'createNativeRamp',
    field: '/id',
    relation: {
      kind: 'free',
      reason:
        "the service's own id of the ramp, shown nowhere else (no ramp is fetched): another item's id, one in " +
        `another case, padded or cut is as opaque an id as the faithful one; ${NOT_SHOWN}`,
    },
  },
  {
    operation: 'createNativeRamp',
    field: '/status',
    relation: {
      kind: 'free',
      reason:
        'Status values of Native API ramps and Hosted Checkout orders: not shown. Any string, in any case, is ' +
        'a status some service may use',
    },
  },
  {
    operation: 'createNativeRamp',
    field: '/identityReference',
    rule: 'NAT-RAMP-AS-SENT',
    relation: { kind: 'echo', of: { body: 'identityReference' }, same: 'exact' },
  },
  {
    operation: 'createNativeRamp',
    field: '/externalCustomerId',
    rule: 'NAT-RAMP-AS-SENT',
    relation: { kind: 'echo', of: { body: 'externalCustomerId' }, same: 'exact' },
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
  // The ready identity fetched before its ramp is created: "A ramp must not be created ... when paymentReady is false".
  {
    operation: 'getNativeIdentity',
    field: '/paymentReady',
    rule: 'NAT-RAMP-PAYMENT-READY',
    relation: {
      kind: 'tested',
      reason: 'the identity NATIVE_READY_IDENTITY fetched just before a ramp for it is created: true, or no ramp',
    },
  },
  // The identity asked for is in the path (ASSUME-NAT-PATHS; a NATIVE_LIMITS_PATH without it: not judged).
  {
    operation: 'getNativeLimits',
    field: '/identityReference',
    rule: 'NAT-LIMITS',
    relation: { kind: 'echo', of: { path: 'identityReference' }, same: 'exact' },
  },
  ...codeAsked('getNativeLimits', '/limits/*/fiat', { body: 'fiat' }, 'NAT-LIMITS'),
  {
    operation: 'getNativeLimits',
    field: '/limits/*/min',
    rule: 'NAT-LIMITS',
    relation: { kind: 'not-above', than: 'max' },
  },
  {
    operation: 'getNativeLimits',
    field: '/limits/*/max',
    rule: 'NAT-LIMITS',
    relation: { kind: 'tested', reason: 'Path and payloads of the transaction limits operation: not shown.' },
  },
  ...(['/limits/*/min', '/limits/*/max'] as const).map((field): RelationRow => ({
    operation: 'getNativeLimits',
    field,
    rule: 'NAT-LIMITS-NOT-NEGATIVE',
    relation: { kind: 'not-negative' },
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
