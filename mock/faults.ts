import type { RuleId } from '../rules';

/**
 * The fault table: each profile makes the reference mock break exactly one documented promise.
 * Start the mock with `--fault NAME`; the fault matrix in `npm test` proves the suite catches each one
 * on the rule it names.
 */
export interface FaultProfile {
  name: string;
  rule: RuleId;
  description: string;
}

export const faults = [
  { name: 'no-data-wrapper', rule: 'LEG-RESPONSE-DATA', description: '/api results at the top level, not wrapped in data' },
  { name: 'html-content-type', rule: 'LEG-RESPONSE-JSON', description: 'JSON bodies served as text/html' },
  { name: 'request-id-required', rule: 'LEG-REQUEST-ID-OPTIONAL', description: '400 for a request without X-Request-Id' },
  { name: 'bearer-refused', rule: 'LEG-AUTH-BEARER', description: 'only "Token <credential>" accepted; "Bearer <credential>" gets 401' },
  { name: 'missing-auth-accepted', rule: 'LEG-AUTH-MISSING', description: 'a request without Authorization is served' },
  { name: 'any-credential-accepted', rule: 'LEG-AUTH-WRONG', description: 'any Bearer credential is served' },
  { name: 'sandbox-credential-in-production', rule: 'LEG-ENV-SANDBOX-ON-PRODUCTION', description: 'production serves the sandbox credential' },
  { name: 'production-credential-in-sandbox', rule: 'LEG-ENV-PRODUCTION-ON-SANDBOX', description: 'sandbox serves the production credential' },
  { name: 'invalid-param-500', rule: 'LEG-INVALID-PARAM-4XX', description: 'a non-numeric integer or number parameter crashes with 500' },
  { name: 'fiat-symbol-missing', rule: 'LEG-FIATS-SHAPE', description: 'fiat_symbol left out of every fiat currency' },
  { name: 'coin-min-value-string', rule: 'LEG-COINS-SHAPE', description: 'blockchain min_value sent as a string' },
  { name: 'country-name-null', rule: 'LEG-COUNTRIES-SHAPE', description: 'country_name sent as null' },
  { name: 'states-renamed', rule: 'LEG-STATES-SHAPE', description: 'US states listed as data.us_states instead of data.states' },
  { name: 'payment-method-id-string', rule: 'LEG-PAYMENT-METHODS-SHAPE', description: 'payment method id sent as a string' },
  { name: 'payment-methods-buy-only', rule: 'LEG-PAYMENT-METHODS-ALL', description: 'without source and target only buy methods are listed' },
  { name: 'payment-methods-direction-ignored', rule: 'LEG-PAYMENT-METHODS-DIRECTION', description: 'a sell listing (coin to fiat) returns the buy methods' },
  { name: 'decimal-as-number', rule: 'LEG-PRICES-SHAPE', description: 'price amounts sent as JSON numbers instead of decimal strings' },
  { name: 'prices-sell-swapped', rule: 'LEG-PRICES-DIRECTION', description: 'a sell quote reports the coin as fiat_code and the fiat as coin_code' },
  { name: 'prices-both-amounts-accepted', rule: 'LEG-PRICES-AMOUNTS-EXCLUSIVE', description: 'source_amount and target_amount together are served' },
  { name: 'prices-no-rate-limit', rule: 'LEG-PRICES-RATE-LIMITED', description: 'the price endpoint never answers 429' },
  { name: 'create-created-at-iso', rule: 'LEG-ORDER-CREATE-SHAPE', description: 'created order created_at in ISO 8601 instead of DD-Mon-YYYY HH:MM:SS' },
  { name: 'missing-return-url-accepted', rule: 'LEG-ORDER-REQUIRED-FIELDS', description: 'an order without return_url_on_success is created' },
  { name: 'sell-typed-as-buy', rule: 'LEG-ORDER-DIRECTION', description: 'a sell order (coin to fiat) is typed CRYPTO-BUY' },
  { name: 'create-422-errors-array', rule: 'LEG-ORDER-422-SHAPE', description: 'create-order 422 sent as an errors array' },
  { name: 'invalid-wallet-accepted', rule: 'LEG-ORDER-422-WALLET', description: 'an order with an invalid wallet address is created' },
  { name: 'invalid-payment-method-accepted', rule: 'LEG-ORDER-422-PAYMENT-METHOD', description: 'an order with an unknown payment_method_id is created' },
  { name: 'address-tag-not-enforced', rule: 'LEG-ORDER-ADDRESS-TAG', description: 'a buy order without the required wallet_address_tag is created' },
  { name: 'network-minimum-not-enforced', rule: 'LEG-ORDER-NETWORK-MINIMUM', description: "a buy order below the network's min_value is created" },
  { name: 'checkout-url-shared', rule: 'LEG-CHECKOUT-URL-UNIQUE', description: 'consecutive orders share one checkout URL' },
  { name: 'checkout-url-short-window', rule: 'LEG-CHECKOUT-URL-VALID-WINDOW', description: 'a checkout URL expires 30 s after creation' },
  { name: 'checkout-url-never-expires', rule: 'LEG-CHECKOUT-URL-EXPIRES', description: 'a checkout URL never loaded still loads after the minute' },
  { name: 'checkout-url-expires-after-load', rule: 'LEG-CHECKOUT-URL-LOADED-STAYS', description: 'a checkout URL loaded in time expires after the minute all the same' },
  { name: 'meta-as-strings', rule: 'LEG-ORDERS-LIST-SHAPE', description: 'bulk-list meta fields sent as strings' },
  { name: 'per-page-default-50', rule: 'LEG-ORDERS-PER-PAGE-DEFAULT', description: 'the bulk list pages by 50 when per_page is not given' },
  { name: 'per-page-max-ignored', rule: 'LEG-ORDERS-PER-PAGE-MAX', description: 'per_page above 200 is honoured' },
  { name: 'meta-total-off-by-one', rule: 'LEG-ORDERS-META-CONSISTENT', description: 'meta.total counts one order more than exist' },
  { name: 'order-on-two-pages', rule: 'LEG-ORDERS-NO-DUPLICATES', description: 'each page after the first repeats the last order of the page before' },
  { name: 'past-last-page-repeats', rule: 'LEG-ORDERS-PAST-LAST-PAGE', description: 'a page past last_page repeats the last page' },
  { name: 'status-filter-ignored', rule: 'LEG-ORDERS-STATUS-FILTER', description: 'the status filter is ignored' },
  { name: 'account-filter-ignored', rule: 'LEG-ORDERS-ACCOUNT-FILTER', description: 'the account_reference filter is ignored' },
  { name: 'date-range-ignored', rule: 'LEG-ORDERS-DATE-RANGE', description: 'start_date and end_date do not filter' },
  { name: 'meta-data-dropped', rule: 'LEG-ORDERS-META-DATA', description: 'the bulk list sends meta_data as an empty string' },
  { name: 'invalid-status-accepted', rule: 'LEG-ORDERS-422-INVALID', description: 'an unknown status filter is answered 200 with no orders' },
  { name: 'list-422-errors-object', rule: 'LEG-ORDERS-422-SHAPE', description: 'bulk-list 422 sent as an errors object' },
] as const satisfies readonly FaultProfile[];

export type FaultName = (typeof faults)[number]['name'];

export function faultByName(name: string): FaultProfile | undefined {
  return faults.find((fault) => fault.name === name);
}
