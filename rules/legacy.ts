import type { Rule } from './rule';

/**
 * Every promise of the service document about the paths under /api (definition version 1.3).
 * `source` names the section of ../shared/reference/service-interface.md.
 */
export const legacyRules = [
  // What the service does
  { id: 'LEG-RESPONSE-JSON', level: 'MUST', source: 'What the service does, 8',
    title: 'MUST answer every /api request with a JSON body and a JSON content type' },
  { id: 'LEG-RESPONSE-DATA', level: 'MUST', source: 'What the service does, 8',
    title: 'MUST wrap /api results in a top-level data object' },
  { id: 'LEG-REQUEST-ID-OPTIONAL', level: 'MUST', source: 'What the service does, 7; Endpoints › the service (common headers)',
    title: 'MUST accept /api requests with and without X-Request-Id',
    promises: ['Every request may carry the header X-Request-Id, a correlation ID chosen by the caller (string, optional).'] },
  { id: 'LEG-ACCEPT-DEFAULT', level: 'MUST', source: 'Endpoints › the service (common headers: Accept, default application/json)',
    title: 'MUST answer an /api request without Accept with JSON, its default',
    promises: ['Accept (string, default application/json)'] },

  // Authentication
  { id: 'LEG-AUTH-BEARER', level: 'MUST', source: 'Authentication',
    title: 'MUST accept the partner credential sent as Authorization: Bearer' },
  { id: 'LEG-AUTH-MISSING', level: 'MUST', source: 'Authentication; Errors › HTTP status (401)',
    title: 'MUST refuse a request without Authorization with 401' },
  { id: 'LEG-AUTH-WRONG', level: 'MUST', source: 'Authentication; Errors › HTTP status (401)',
    title: 'MUST refuse an unknown credential, or the credential without the word Bearer, with 401',
    promises: ['header Authorization carrying the word Bearer followed by the partner credential'] },
  { id: 'LEG-ENV-SANDBOX-ON-PRODUCTION', level: 'MUST', source: 'Authentication, rule 2',
    title: 'MUST refuse a sandbox credential in production with 401' },
  { id: 'LEG-ENV-PRODUCTION-ON-SANDBOX', level: 'MUST', source: 'Authentication, rule 2',
    title: 'MUST refuse a production credential in sandbox with 401' },

  // Errors
  { id: 'LEG-INVALID-PARAM-4XX', level: 'MUST', source: 'Errors › HTTP status',
    title: 'MUST refuse a missing, mistyped or invalid parameter with a 4xx, never a 5xx' },

  // Reference data
  { id: 'LEG-FIATS-SHAPE', level: 'MUST', source: 'Resources › Fiat currency; Endpoints › GET /api/fiats/{orderType}',
    title: 'MUST list fiat currencies as data.fiats with fiat_code, fiat_name and fiat_symbol' },
  { id: 'LEG-COINS-SHAPE', level: 'MUST', source: 'Resources › Cryptocurrency; Endpoints › GET /api/coins/{orderType}',
    title: 'MUST list cryptocurrencies as data.coins with their blockchains, min_value and address_tag' },
  { id: 'LEG-LISTINGS-SELL', level: 'MUST', source: 'Endpoints › GET /api/fiats/{orderType} and GET /api/coins/{orderType}',
    title: 'MUST list fiats and coins for orderType sell in the documented shape, the pair quoted for a sell among them' },
  { id: 'LEG-COUNTRIES-SHAPE', level: 'MUST', source: 'Resources › Country and US state; Endpoints › GET /api/countries',
    title: 'MUST list countries as data.countries with country_code and country_name' },
  { id: 'LEG-STATES-SHAPE', level: 'MUST', source: 'Resources › Country and US state; Endpoints › GET /api/countries/us/states',
    title: 'MUST list US states as data.states with state_code and state_name' },
  { id: 'LEG-PAYMENT-METHODS-SHAPE', level: 'MUST', source: 'Resources › Payment method; Endpoints › GET /api/payment-methods',
    title: 'MUST list payment methods as data.payment_methods with the documented fields' },
  { id: 'LEG-PAYMENT-METHODS-ALL', level: 'MUST', source: 'Endpoints › GET /api/payment-methods',
    title: 'MUST return all payment methods when neither source nor target is given' },
  { id: 'LEG-PAYMENT-METHODS-DIRECTION', level: 'MUST', source: 'Endpoints › GET /api/payment-methods',
    title: 'MUST decide buy or sell from which of source and target is fiat when listing payment methods' },

  // Prices
  { id: 'LEG-PRICES-SHAPE', level: 'MUST', source: 'Resources › Price quote; Endpoints › GET /api/prices',
    title: 'MUST quote data.spot_price and data.prices with every amount as a decimal string' },
  { id: 'LEG-PRICES-DIRECTION', level: 'MUST', source: 'Endpoints › GET /api/prices',
    title: 'MUST quote a sell when source is a coin and target a fiat code' },
  { id: 'LEG-PRICES-AMOUNTS-EXCLUSIVE', level: 'MUST', source: 'Endpoints › GET /api/prices',
    title: 'MUST refuse source_amount and target_amount sent together with a 4xx, or price source_amount alone' },
  { id: 'LEG-PRICES-PAYMENT-METHOD', level: 'MUST', source: 'Endpoints › GET /api/prices (payment_method_id restricts to one method)',
    title: 'MUST quote only the payment method that payment_method_id names' },
  { id: 'LEG-PRICES-OPTIONAL-INPUTS', level: 'MUST', source: 'Endpoints › GET /api/prices',
    title: 'MUST quote a price sent with account_reference or blockchain, and with discount_code (beta) quote it or refuse the code with a 4xx' },
  { id: 'LEG-PRICES-RATE-LIMITED', level: 'ASSUMED', assumption: 'ASSUME-PRICES-RATE-LIMIT', source: 'Endpoints › GET /api/prices; Limits',
    title: 'ASSUMED the price endpoint answers 429 within LEGACY_PRICES_RATE_PROBE requests in a minute' },

  // Create order
  { id: 'LEG-ORDER-CREATE-SHAPE', level: 'MUST', source: 'Resources › Order as returned by create; Endpoints › POST /api/orders',
    title: 'MUST return the created order as data.order with the documented fields, created_at as DD-Mon-YYYY HH:MM:SS' },
  { id: 'LEG-ORDER-REQUIRED-FIELDS', level: 'MUST', source: 'Endpoints › POST /api/orders',
    title: 'MUST refuse an order without account_reference, source, target or return_url_on_success with a 4xx' },
  { id: 'LEG-ORDER-OPTIONAL-FIELDS', level: 'MUST', source: 'Endpoints › POST /api/orders',
    title: 'MUST create an order sent with its optional fields: return URLs, email and mobile on a buy, source_address on a sell (its address tags: created, or refused with a 4xx)' },
  { id: 'LEG-ORDER-DIRECTION', level: 'MUST', source: 'Endpoints › POST /api/orders (source determines buy or sell)',
    title: 'MUST type an order CRYPTO-BUY when source is fiat and target a coin, and not when selling' },
  { id: 'LEG-ORDER-422-SHAPE', level: 'MUST', source: 'Endpoints › POST /api/orders; Errors › Other',
    title: 'MUST shape a create-order 422 as an errors object with integer status, integer code and title' },
  { id: 'LEG-ORDER-422-WALLET', level: 'MUST', source: 'Endpoints › POST /api/orders',
    title: 'MUST refuse an invalid wallet address with 422 "invalid wallet address entered"' },
  { id: 'LEG-ORDER-422-PAYMENT-METHOD', level: 'MUST', source: 'Endpoints › POST /api/orders',
    title: 'MUST refuse an unknown payment_method_id with 422 "invalid payment method ID"' },
  { id: 'LEG-ORDER-ADDRESS-TAG', level: 'ASSUMED', assumption: 'ASSUME-ADDRESS-TAG-REFUSAL', source: 'Resources › Cryptocurrency (address_tag); Endpoints › POST /api/orders',
    title: 'ASSUMED a buy order without wallet_address_tag on a network whose address_tag.required is true is refused with a 4xx' },
  { id: 'LEG-ORDER-NETWORK-MINIMUM', level: 'ASSUMED', assumption: 'ASSUME-NETWORK-MINIMUM-REFUSAL', source: 'Resources › Cryptocurrency (min_value); Limits',
    title: "ASSUMED a buy order whose target_amount is below the network's min_value is refused with a 4xx" },

  // Checkout URL
  { id: 'LEG-CHECKOUT-URL-UNIQUE', level: 'MUST', source: 'Resources › Order as returned by create (checkout_url)',
    title: 'MUST give every order its own checkout_url' },
  { id: 'LEG-CHECKOUT-URL-VALID-WINDOW', level: 'MUST', source: 'States and transitions (checkout URL validity); Limits',
    title: 'MUST load a checkout URL first opened within 1 minute of order creation' },
  { id: 'LEG-CHECKOUT-URL-EXPIRES', level: 'MUST', source: 'States and transitions (checkout URL validity); Errors › Checkout symptoms',
    title: 'MUST stop loading a checkout URL that was not loaded within 1 minute of creation' },
  { id: 'LEG-CHECKOUT-URL-LOADED-STAYS', level: 'MUST', source: 'States and transitions (checkout URL validity)',
    title: 'MUST keep loading a checkout URL after the minute once it was loaded in time' },

  // Bulk list
  { id: 'LEG-ORDERS-LIST-SHAPE', level: 'MUST', source: 'Resources › Order as returned by bulk list; Endpoints › GET /api/orders',
    title: 'MUST list orders as data.orders with the documented fields, created_at as YYYY-MM-DD HH:MM:SS, and integer meta' },
  { id: 'LEG-ORDERS-PER-PAGE-DEFAULT', level: 'MUST', source: 'Endpoints › GET /api/orders; Limits',
    title: 'MUST page the bulk list by 100 when per_page is not given' },
  { id: 'LEG-ORDERS-PER-PAGE-MAX', level: 'MUST', source: 'Endpoints › GET /api/orders; Limits',
    title: 'MUST never return more than 200 orders on one page (per_page above 200 refused or capped)' },
  { id: 'LEG-ORDERS-META-CONSISTENT', level: 'MUST', source: 'Resources › Order as returned by bulk list (meta)',
    title: 'MUST keep meta consistent with the orders on every page' },
  { id: 'LEG-ORDERS-NO-DUPLICATES', level: 'MUST', source: 'Endpoints › GET /api/orders (page)',
    title: 'MUST not list one order on two pages' },
  { id: 'LEG-ORDERS-PAST-LAST-PAGE', level: 'MUST', source: 'Endpoints › GET /api/orders (page, meta.last_page)',
    title: 'MUST return no orders for a page past meta.last_page (an empty page or a 4xx)' },
  { id: 'LEG-ORDERS-STATUS-FILTER', level: 'MUST', source: 'Endpoints › GET /api/orders; States and transitions',
    title: 'MUST return only orders in the statuses of a comma-separated status filter' },
  { id: 'LEG-ORDERS-ACCOUNT-FILTER', level: 'MUST', source: 'Endpoints › GET /api/orders',
    title: 'MUST return only the orders of account_reference when it is given' },
  { id: 'LEG-ORDERS-DATE-RANGE', level: 'MUST', source: 'Endpoints › GET /api/orders',
    title: 'MUST return only orders created between start_date and end_date' },
  { id: 'LEG-ORDERS-META-DATA', level: 'MUST', source: 'Endpoints › POST /api/orders (meta_data); Resources › Order as returned by bulk list',
    title: 'MUST return the meta_data given at creation in the bulk list' },
  { id: 'LEG-ORDERS-422-INVALID', level: 'MUST', source: 'Endpoints › GET /api/orders',
    title: 'MUST answer an invalid status filter with 422' },
  { id: 'LEG-ORDERS-422-SHAPE', level: 'MUST', source: 'Endpoints › GET /api/orders; Errors › Other',
    title: 'MUST shape a bulk-list 422 as an errors array whose items have status, title and detail strings' },

  // Authentication: another surface's credential
  { id: 'LEG-AUTH-WRONG-KIND', level: 'MUST', source: 'Authentication; Errors › HTTP status (401: wrong key type)',
    title: "MUST refuse another surface's credential in place of Bearer (the Hosted Checkout x-api-key, an HMAC signature) with 401",
    promises: ['authentication failed: wrong key type, wrong environment, or missing HMAC signature'] },
] as const satisfies readonly Omit<Rule, 'surface'>[];
