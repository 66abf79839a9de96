import type { RuleId } from '../rules';

/** Ways tests/partner-backend.ts breaks one partner rule, each the fault of that rule's check in `proxy`. */
export type ClientFault =
  | 'null-optional'
  | 'both-amounts'
  | 'quote-id-to-price'
  | 'no-external-customer-id'
  | 'email-as-external-customer-id'
  | 'external-customer-id-changes'
  | 'email-as-identity-reference'
  | 'ramp-while-not-ready'
  | 'identity-created-again'
  | 'api-key-to-native'
  | 'no-backoff'
  | 'prices-polled'
  | 'orders-polled'
  | 'orders-form-encoded'
  | 'ramp-without-eligibility'
  | 'xrp-without-tag'
  | 'sell-fields-on-buy'
  | 'crypto-to-crypto';

/** One run of the sample backend through `proxy`: how it is driven, and the rules its traffic must fail. */
export interface ProxyRow {
  name: string;
  fault?: ClientFault;
  integration: 'new' | 'existing';
  /** false: it never calls /api (a new integration's journey). */
  legacy: boolean;
  breaks: RuleId[];
}

const existing = { integration: 'existing', legacy: true } as const;

export const proxyRows: readonly ProxyRow[] = [
  { name: 'the sample backend', ...existing, breaks: [] },
  { name: 'a new integration on the Native API and Hosted Checkout', integration: 'new', legacy: false, breaks: [] },
  { name: 'a new integration that calls /api', integration: 'new', legacy: true, breaks: ['PTR-NO-LEGACY-IN-NEW'] },
  { name: 'sends null in an optional field', fault: 'null-optional', ...existing, breaks: ['PTR-NO-NULL'] },
  { name: 'asks a price for both amounts', fault: 'both-amounts', ...existing, breaks: ['PTR-ONE-AMOUNT'] },
  {
    name: 'sends a quoteId to the indicative price',
    fault: 'quote-id-to-price',
    ...existing,
    breaks: ['PTR-QUOTE-ID-RAMPS-ONLY'],
  },
  {
    name: 'buys with no externalCustomerId',
    fault: 'no-external-customer-id',
    ...existing,
    breaks: ['PTR-EXTERNAL-CUSTOMER-ID'],
  },
  {
    name: 'buys with an email as externalCustomerId',
    fault: 'email-as-external-customer-id',
    ...existing,
    breaks: ['PTR-EXTERNAL-CUSTOMER-ID'],
  },
  {
    name: "changes an identity's externalCustomerId",
    fault: 'external-customer-id-changes',
    ...existing,
    breaks: ['PTR-EXTERNAL-CUSTOMER-ID'],
  },
  {
    name: 'names an identity by its email',
    fault: 'email-as-identity-reference',
    ...existing,
    breaks: ['PTR-IDENTITY-REFERENCE-OPAQUE'],
  },
  {
    name: 'creates a ramp while paymentReady is false',
    fault: 'ramp-while-not-ready',
    ...existing,
    breaks: ['PTR-PAYMENT-READY'],
  },
  {
    name: 'creates the identity again after code 81',
    fault: 'identity-created-again',
    ...existing,
    breaks: ['PTR-CODE-81-FETCH'],
  },
  {
    name: 'sends the x-api-key to the Native API',
    fault: 'api-key-to-native',
    ...existing,
    breaks: ['PTR-SURFACE-CREDENTIALS'],
  },
  { name: 'retries a 503 at once', fault: 'no-backoff', ...existing, breaks: ['PTR-BACKOFF'] },
  { name: 'polls the same price', fault: 'prices-polled', ...existing, breaks: ['PTR-PRICES-ON-REQUEST'] },
  { name: 'polls the order list', fault: 'orders-polled', ...existing, breaks: ['PTR-WEBHOOKS-NOT-POLLING'] },
  { name: 'sends an order as a form', fault: 'orders-form-encoded', ...existing, breaks: ['PTR-ORDERS-JSON'] },
  {
    name: "creates a ramp before reading its identity's eligibility",
    fault: 'ramp-without-eligibility',
    ...existing,
    breaks: ['PTR-ELIGIBILITY-READ'],
  },
  { name: 'buys XRP without its destination tag', fault: 'xrp-without-tag', ...existing, breaks: ['PTR-ADDRESS-TAG'] },
  {
    name: 'sends a sell-only field on a buy order',
    fault: 'sell-fields-on-buy',
    ...existing,
    breaks: ['PTR-ORDER-FIELDS-BY-DIRECTION'],
  },
  { name: 'asks the price of a coin in another coin', fault: 'crypto-to-crypto', ...existing, breaks: ['PTR-NO-SWAP'] },
];
