import type { Rule } from './rule';

/**
 * Every promise of the service document about the paths under /api (definition version 1.3).
 * `source` names the section of reference/service-interface.md.
 */
export const legacyRules = [
  // What the service does
  {
    id: 'LEG-RESPONSE-JSON',
    level: 'MUST',
    source: 'What the service does, 8',
    promises: ['Responses are JSON.'],
    title: 'MUST answer every /api request with a JSON body and a JSON content type',
  },
  {
    id: 'LEG-RESPONSE-DATA',
    level: 'MUST',
    source: 'What the service does, 8',
    promises: ['Legacy responses wrap results in a top-level data object.'],
    title: 'MUST wrap /api results in a top-level data object',
  },
  {
    id: 'LEG-REQUEST-ID-OPTIONAL',
    level: 'MUST',
    source: 'What the service does, 7; Endpoints › the service (common headers)',
    title: 'MUST accept /api requests with and without X-Request-Id',
    promises: [
      'Every request may carry the header X-Request-Id, a correlation ID chosen by the caller (string, optional).',
    ],
  },
  {
    id: 'LEG-ACCEPT-DEFAULT',
    level: 'MUST',
    source: 'Endpoints › the service (common headers: Accept, default application/json)',
    title: 'MUST answer an /api request without Accept with JSON, its default',
    promises: ['Accept (string, default application/json)'],
  },

  // Authentication
  {
    id: 'LEG-AUTH-BEARER',
    level: 'MUST',
    source: 'Authentication',
    promises: ['header Authorization carrying the word Bearer followed by the partner credential (<API_CREDENTIAL>)'],
    title: 'MUST accept the partner credential sent as Authorization: Bearer',
  },
  {
    id: 'LEG-AUTH-MISSING',
    level: 'MUST',
    source: 'Authentication; Errors › HTTP status (401)',
    promises: ['authentication failed'],
    title: 'MUST refuse a request without Authorization with 401',
  },
  {
    id: 'LEG-AUTH-WRONG',
    level: 'MUST',
    source: 'Authentication; Errors › HTTP status (401)',
    title: 'MUST refuse an unknown credential, or the credential without the word Bearer, with 401',
    promises: [
      'authentication failed',
      'header Authorization carrying the word Bearer followed by the partner credential',
    ],
  },
  {
    id: 'LEG-ENV-SANDBOX-ON-PRODUCTION',
    level: 'MUST',
    source: 'Authentication, rule 2',
    promises: ['sandbox credentials fail against production and the reverse (401)'],
    title: 'MUST refuse a sandbox credential in production with 401',
  },
  {
    id: 'LEG-ENV-PRODUCTION-ON-SANDBOX',
    level: 'MUST',
    source: 'Authentication, rule 2',
    promises: ['sandbox credentials fail against production and the reverse (401)'],
    title: 'MUST refuse a production credential in sandbox with 401',
  },

  // Errors
  {
    id: 'LEG-INVALID-PARAM-4XX',
    level: 'MUST',
    source: 'Errors › HTTP status',
    promises: ['request failed validation or a required feature is not enabled', 'date YYYY-MM-DD'],
    title: 'MUST refuse a missing, mistyped or invalid parameter with a 4xx, never a 5xx',
  },

  // Reference data
  {
    id: 'LEG-FIATS-SHAPE',
    level: 'MUST',
    source: 'Resources › Fiat currency; Endpoints › GET /api/fiats/{orderType}',
    promises: ['200 returns data.fiats (array of fiat currency)'],
    title: 'MUST list fiat currencies as data.fiats with fiat_code, fiat_name and fiat_symbol',
  },
  {
    id: 'LEG-COINS-SHAPE',
    level: 'MUST',
    source: 'Resources › Cryptocurrency; Endpoints › GET /api/coins/{orderType}',
    title: 'MUST list cryptocurrencies as data.coins with their blockchains, min_value and address_tag',
    promises: ['data.coins (array of cryptocurrency)', 'present only for token networks'],
  },
  {
    id: 'LEG-LISTINGS-SELL',
    level: 'MUST',
    source: 'Endpoints › GET /api/fiats/{orderType} and GET /api/coins/{orderType}',
    promises: ['values buy or sell; selects availability for buy or sell orders'],
    title:
      'MUST list fiats and coins for orderType sell in the documented shape, the pair quoted for a sell among them',
  },
  {
    id: 'LEG-COUNTRIES-SHAPE',
    level: 'MUST',
    source: 'Resources › Country and US state; Endpoints › GET /api/countries',
    promises: ['GET /api/countries returns data.countries (array of country)'],
    title: 'MUST list countries as data.countries with country_code and country_name',
  },
  {
    id: 'LEG-STATES-SHAPE',
    level: 'MUST',
    source: 'Resources › Country and US state; Endpoints › GET /api/countries/us/states',
    promises: ['GET /api/countries/us/states returns data.states (array of state)'],
    title: 'MUST list US states as data.states with state_code and state_name',
  },
  {
    id: 'LEG-PAYMENT-METHODS-SHAPE',
    level: 'MUST',
    source: 'Resources › Payment method; Endpoints › GET /api/payment-methods',
    promises: ['200 returns data.payment_methods (array of payment method)'],
    title: 'MUST list payment methods as data.payment_methods with the documented fields',
  },
  {
    id: 'LEG-PAYMENT-METHODS-ALL',
    level: 'MUST',
    source: 'Endpoints › GET /api/payment-methods',
    promises: ['With neither, all payment methods are returned.'],
    title: 'MUST return all payment methods when neither source nor target is given',
  },
  {
    id: 'LEG-PAYMENT-METHODS-DIRECTION',
    level: 'MUST',
    source: 'Endpoints › GET /api/payment-methods',
    promises: ['The exchange type (buy or sell) follows from which of the two is fiat and which is crypto.'],
    title: 'MUST decide buy or sell from which of source and target is fiat when listing payment methods',
  },

  // Prices
  {
    id: 'LEG-PRICES-SHAPE',
    level: 'MUST',
    source: 'Resources › Price quote; Endpoints › GET /api/prices',
    promises: ['200 returns data.spot_price and data.prices (array of price quote)'],
    title: 'MUST quote data.spot_price and data.prices with every amount as a decimal string',
  },
  {
    id: 'LEG-PRICES-DIRECTION',
    level: 'MUST',
    source: 'Endpoints › GET /api/prices',
    promises: ['source (string, required, fiat code for buy, coin code for sell)'],
    title: 'MUST quote a sell when source is a coin and target a fiat code',
  },
  {
    id: 'LEG-PRICES-AMOUNTS-EXCLUSIVE',
    level: 'MUST',
    source: 'Endpoints › GET /api/prices',
    promises: ['sending both source_amount and target_amount is not allowed'],
    title: 'MUST refuse source_amount and target_amount sent together with a 4xx, or price source_amount alone',
  },
  {
    id: 'LEG-PRICES-PAYMENT-METHOD',
    level: 'MUST',
    source: 'Endpoints › GET /api/prices (payment_method_id restricts to one method)',
    promises: ['payment_method_id (int32, optional; restricts to one method)'],
    title: 'MUST quote only the payment method that payment_method_id names',
  },
  {
    id: 'LEG-PRICES-OPTIONAL-INPUTS',
    level: 'MUST',
    source: 'Endpoints › GET /api/prices',
    promises: [
      "blockchain (string, optional; default is the partner's configured blockchain)",
      'account_reference (string, optional)',
    ],
    title:
      'MUST quote a price sent with account_reference or blockchain, and with discount_code (beta) quote it ' +
      'or refuse the code with a 4xx',
  },
  {
    id: 'LEG-PRICES-AMOUNTS-ADD-UP',
    level: 'ASSUMED',
    assumption: 'ASSUME-LEG-PRICE-ARITHMETIC',
    source: 'Resources › Price quote',
    promises: ['network_fee | decimal string'],
    title:
      "ASSUMED every price entry's amounts add up at data.spot_price: on a buy fiat_amount is fee_amount plus " +
      'network_fee plus coin_amount × spot_price, on a sell coin_amount × spot_price is fiat_amount plus ' +
      "fee_amount plus network_fee (a discount's original_quote too)",
  },
  {
    id: 'LEG-PRICES-PRICE-WITH-FEE',
    level: 'ASSUMED',
    assumption: 'ASSUME-LEG-PRICE-ARITHMETIC',
    source: 'Resources › Price quote',
    promises: ['spot_price_including_fee | decimal string'],
    title:
      "ASSUMED every price entry's spot_price_including_fee is its fiat_amount / coin_amount, and its " +
      'spot_price_fee the distance from that price to data.spot_price',
  },
  {
    id: 'LEG-PRICES-FEE-AS-LISTED',
    level: 'ASSUMED',
    assumption: 'ASSUME-LEG-PRICE-ARITHMETIC',
    source: 'Resources › Price quote; Resources › Payment method (transaction_fees)',
    promises: ['fee_amount | decimal string'],
    title:
      "ASSUMED every undiscounted price entry's fee_amount is its payment method's listed percentage fees for " +
      'the pair, of fiat_amount on a buy and of coin_amount × spot_price on a sell',
  },
  {
    id: 'LEG-PRICES-DISCOUNT-PRICED',
    level: 'ASSUMED',
    assumption: 'ASSUME-LEG-PRICE-DISCOUNT',
    source: 'Endpoints › GET /api/prices (discount_code); Resources › Price quote (discount)',
    promises: ['discount_code (string, optional, beta; changes commission rate)'],
    title:
      "ASSUMED a price entry's discount leaves it cheaper than its original_quote: a lower fee_amount, the same " +
      'network_fee, and more coins for the fiat on a buy (more fiat for the coins on a sell)',
  },
  {
    id: 'LEG-PRICES-DISCOUNT-APPLIED',
    level: 'ASSUMED',
    assumption: 'ASSUME-LEG-PRICE-DISCOUNT',
    source: 'Resources › Price quote (discount); Resources › Order as returned by create (discount_code)',
    promises: [
      'present when a discount code applies; contains original_quote with original_coin_amount, ' +
        'original_network_fee, original_fee_amount, original_fiat_amount',
      'discount_code | string | present when a discount applies',
    ],
    title:
      'ASSUMED a price asked with LEGACY_DISCOUNT_CODE, a code the target accepts, carries discount with its ' +
      'original_quote, and an order created with it carries that discount_code',
  },
  {
    id: 'LEG-PRICES-RATE-LIMITED',
    level: 'ASSUMED',
    assumption: 'ASSUME-PRICES-RATE-LIMIT',
    source: 'Endpoints › GET /api/prices; Limits',
    promises: ['it is rate limited'],
    title: 'ASSUMED the price endpoint answers 429 within LEGACY_PRICES_RATE_PROBE requests in a minute',
  },

  // Create order
  {
    id: 'LEG-ORDER-CREATE-SHAPE',
    level: 'MUST',
    source: 'Resources › Order as returned by create; Endpoints › POST /api/orders',
    promises: ['format DD-Mon-YYYY HH:MM:SS'],
    title: 'MUST return the created order as data.order with the documented fields, created_at as DD-Mon-YYYY HH:MM:SS',
  },
  {
    id: 'LEG-ORDER-REQUIRED-FIELDS',
    level: 'MUST',
    source: 'Endpoints › POST /api/orders',
    promises: ['return_url_on_success | string | yes', 'account_reference | string | yes'],
    title: 'MUST refuse an order without account_reference, source, target or return_url_on_success with a 4xx',
  },
  {
    id: 'LEG-ORDER-OPTIONAL-FIELDS',
    level: 'MUST',
    source: 'Endpoints › POST /api/orders',
    promises: [
      'mobile | string | no',
      'email | string | no',
      'return_url_on_cancelled | string | no',
      'source_address | string | no | sell orders only',
      'refund_address_tag | string | no | sell orders only',
      'source_address_tag | string | no | sell orders only',
    ],
    title:
      'MUST create an order sent with its optional fields: return URLs, email and mobile on a buy, ' +
      'source_address on a sell, its address tags on a network that takes a tag (on one that takes none: ' +
      'created, or 422)',
  },
  {
    id: 'LEG-ORDER-DIRECTION',
    level: 'MUST',
    source: 'Endpoints › POST /api/orders (source determines buy or sell)',
    promises: ['source currency or crypto code; determines buy or sell'],
    title: 'MUST type an order CRYPTO-BUY when source is fiat and target a coin, and not when selling',
  },
  {
    id: 'LEG-ORDER-422-SHAPE',
    level: 'MUST',
    source: 'Endpoints › POST /api/orders; Errors › Other',
    promises: ['create order 422 uses an errors object (status, code, title)'],
    title: 'MUST shape a create-order 422 as an errors object with integer status, integer code and title',
  },
  {
    id: 'LEG-ORDER-422-WALLET',
    level: 'MUST',
    source: 'Endpoints › POST /api/orders',
    promises: ['invalid wallet address entered'],
    title: 'MUST refuse an invalid wallet address with 422 "invalid wallet address entered"',
  },
  {
    id: 'LEG-ORDER-422-PAYMENT-METHOD',
    level: 'MUST',
    source: 'Endpoints › POST /api/orders',
    promises: ['invalid payment method ID'],
    title: 'MUST refuse an unknown payment_method_id with 422 "invalid payment method ID"',
  },
  {
    id: 'LEG-ORDER-ADDRESS-TAG',
    level: 'ASSUMED',
    assumption: 'ASSUME-ADDRESS-TAG-REFUSAL',
    source: 'Resources › Cryptocurrency (address_tag); Endpoints › POST /api/orders',
    title:
      'ASSUMED a buy order on a network whose address_tag.required is true is refused with a 4xx without ' +
      "wallet_address_tag, or with one that fails the network's address_tag.regex; on one whose required is false " +
      'or null, one without a tag is not refused for it',
    promises: [
      'needed when the address type uses a tag or memo',
      'pattern a tag must match',
      'required (boolean or null)',
    ],
  },
  {
    id: 'LEG-ORDER-NETWORK-MINIMUM',
    level: 'ASSUMED',
    assumption: 'ASSUME-NETWORK-MINIMUM-REFUSAL',
    source: 'Resources › Cryptocurrency (min_value); Limits',
    promises: ['Minimum amount per network | min_value on each blockchain'],
    title: "ASSUMED a buy order whose target_amount is below the network's min_value is refused with a 4xx",
  },

  // Checkout URL
  {
    id: 'LEG-CHECKOUT-URL-UNIQUE',
    level: 'MUST',
    source: 'Resources › Order as returned by create (checkout_url)',
    promises: ['unique per order'],
    title: 'MUST give every order its own checkout_url',
  },
  {
    id: 'LEG-CHECKOUT-URL-VALID-WINDOW',
    level: 'MUST',
    source: 'States and transitions (checkout URL validity); Limits',
    promises: ['a checkout URL is valid for 1 minute after order creation and must be loaded within that window'],
    title: 'MUST load a checkout URL first opened within 1 minute of order creation',
  },
  {
    id: 'LEG-CHECKOUT-URL-FORM',
    level: 'ASSUMED',
    assumption: 'ASSUME-CHECKOUT-URL-FORM',
    source: 'Endpoints › POST /api/orders; Resources › Order as returned by create (checkout_url)',
    promises: ['The customer is redirected to checkout_url'],
    title:
      'ASSUMED give a checkout_url the customer can be redirected to: an absolute http or https URL, with no space ' +
      'in or around it',
  },
  {
    id: 'LEG-CHECKOUT-URL-EXPIRES',
    level: 'MUST',
    source: 'States and transitions (checkout URL validity); Errors › Checkout symptoms',
    promises: ['it expires after 1 minute if no redirect occurs'],
    title: 'MUST stop loading a checkout URL that was not loaded within 1 minute of creation',
  },
  {
    id: 'LEG-CHECKOUT-URL-LOADED-STAYS',
    level: 'MUST',
    source: 'States and transitions (checkout URL validity)',
    promises: ['once loaded it does not expire'],
    title: 'MUST keep loading a checkout URL after the minute once it was loaded in time',
  },

  // Bulk list
  {
    id: 'LEG-ORDERS-LIST-SHAPE',
    level: 'MUST',
    source: 'Resources › Order as returned by bulk list; Endpoints › GET /api/orders',
    promises: [
      'Pagination object meta: current_page, from, last_page, per_page, to, total (all integers).',
      '200 returns data.orders (array of bulk order) and meta',
    ],
    title:
      'MUST list orders as data.orders with the documented fields, created_at as YYYY-MM-DD HH:MM:SS, and integer meta',
  },
  {
    id: 'LEG-ORDERS-PER-PAGE-DEFAULT',
    level: 'MUST',
    source: 'Endpoints › GET /api/orders; Limits',
    promises: ['default 100'],
    title: 'MUST page the bulk list by 100 when per_page is not given',
  },
  {
    id: 'LEG-ORDERS-PER-PAGE-MAX',
    level: 'MUST',
    source: 'Endpoints › GET /api/orders; Limits',
    promises: ['maximum 200'],
    title: 'MUST never return more than 200 orders on one page (per_page above 200 refused or capped)',
  },
  {
    id: 'LEG-ORDERS-META-CONSISTENT',
    level: 'MUST',
    source: 'Resources › Order as returned by bulk list (meta)',
    promises: ['Pagination object meta: current_page, from, last_page, per_page, to, total'],
    title: 'MUST keep meta consistent with the orders on every page',
  },
  {
    id: 'LEG-ORDERS-NO-DUPLICATES',
    level: 'MUST',
    source: 'Endpoints › GET /api/orders (page)',
    promises: ['list orders in bulk'],
    title: 'MUST not list one order on two pages',
  },
  {
    id: 'LEG-ORDERS-PAST-LAST-PAGE',
    level: 'MUST',
    source: 'Endpoints › GET /api/orders (page, meta.last_page)',
    promises: ['total pages given by meta.last_page'],
    title: 'MUST return no orders for a page past meta.last_page (an empty page or a 4xx)',
  },
  {
    id: 'LEG-ORDERS-STATUS-FILTER',
    level: 'MUST',
    source: 'Endpoints › GET /api/orders; States and transitions',
    promises: ['one or many statuses, comma separated'],
    title: 'MUST return only orders in the statuses of a comma-separated status filter',
  },
  {
    id: 'LEG-ORDERS-ACCOUNT-FILTER',
    level: 'MUST',
    source: 'Endpoints › GET /api/orders',
    promises: ['all orders of one customer'],
    title: 'MUST return only the orders of account_reference when it is given',
  },
  {
    id: 'LEG-ORDERS-DATE-RANGE',
    level: 'MUST',
    source: 'Endpoints › GET /api/orders',
    promises: ['start_date | date YYYY-MM-DD | yes'],
    title: 'MUST return only orders created between start_date and end_date',
  },
  {
    id: 'LEG-ORDERS-META-DATA',
    level: 'MUST',
    source: 'Endpoints › POST /api/orders (meta_data); Resources › Order as returned by bulk list',
    promises: ['free-form, returned by the bulk list'],
    title: 'MUST return the meta_data given at creation in the bulk list',
  },
  {
    id: 'LEG-ORDERS-422-INVALID',
    level: 'MUST',
    source: 'Endpoints › GET /api/orders',
    promises: ['422 for an invalid status or parameter'],
    title: 'MUST answer an invalid status filter or an invalid parameter value with 422',
  },
  {
    id: 'LEG-ORDERS-422-SHAPE',
    level: 'MUST',
    source: 'Endpoints › GET /api/orders; Errors › Other',
    promises: ['bulk list 422 uses an errors array (status, title, detail)'],
    title: 'MUST shape a bulk-list 422 as an errors array whose items have status, title and detail strings',
  },

  // Authentication: another surface's credential
  {
    id: 'LEG-AUTH-WRONG-KIND',
    level: 'MUST',
    source: 'Authentication; Errors › HTTP status (401: wrong key type)',
    title:
      "MUST refuse another surface's credential in place of Bearer (the Hosted Checkout x-api-key, an HMAC " +
      'signature) with 401',
    promises: ['authentication failed: wrong key type, wrong environment, or missing HMAC signature'],
  },
  // Promises sent and compared (issue 25): amounts, echoes, defaults, "yes in schema" fields, the partner host.
  {
    id: 'LEG-PRICES-AMOUNT-ALONE',
    level: 'MUST',
    source: 'Endpoints › GET /api/prices',
    title:
      'MUST quote source_amount or target_amount sent alone, on a buy and on a sell, for that amount and the ' +
      'currencies asked',
    promises: ['source_amount (float, optional)', 'target_amount (float, optional'],
  },
  {
    id: 'LEG-ORDER-CREATE-ECHO',
    level: 'MUST',
    source: 'Resources › Order as returned by create; Endpoints › POST /api/orders',
    title:
      'MUST answer a created order with the account_reference, fiat and coin codes, wallet_address, network ' +
      'and amount sent',
    promises: [
      "partner's customer reference",
      'to receive crypto',
      'target currency or crypto code',
      'blockchain | string | no | network code',
    ],
  },
  {
    id: 'LEG-ORDER-DEFAULT-NETWORK',
    level: 'MUST',
    source: 'Endpoints › POST /api/orders (blockchain)',
    title: "MUST create an order sent without blockchain on the coin's default network, the one is_default marks",
    promises: ["network code; default is the coin's configured default"],
  },
  {
    id: 'LEG-ORDER-BOTH-AMOUNTS',
    level: 'MUST',
    source: 'Endpoints › POST /api/orders (target_amount)',
    title: 'MUST create an order sent with source_amount and target_amount for source_amount',
    promises: ['overridden when source_amount is also sent'],
  },
  {
    id: 'LEG-ORDER-TYPE-DEFAULT',
    level: 'MUST',
    source: 'Endpoints › GET /api/fiats/{orderType} and GET /api/coins/{orderType}',
    title:
      'MUST answer /api/fiats and /api/coins without orderType with the buy lists, its default, or refuse ' +
      'them with a 4xx',
    promises: ['required, default buy'],
  },
  {
    id: 'LEG-ORDER-YES-IN-SCHEMA',
    level: 'MUST',
    source: 'Endpoints › POST /api/orders ("yes in schema")',
    title:
      'MUST answer a buy without wallet_address and a sell without refund_address with an order of its ' +
      'direction or a 4xx, never a 5xx',
    promises: [
      'to receive crypto; intended for buy orders only',
      'intended for sell orders only; used to return coins if a refund is needed',
    ],
  },
  {
    id: 'LEG-PARTNER-HOST',
    level: 'MUST',
    source: 'Endpoints › the service (Base)',
    title: 'MUST serve /api on the partner host as on the base host',
    promises: ['Base: {base_url} or {partner_base_url}'],
  },
  // Generated over the documented space (issue 26).
  {
    id: 'LEG-ORDER-WITHIN-LIMITS',
    level: 'MUST',
    source: 'Resources › Payment method (transaction_limits); Limits',
    title:
      "MUST create a buy order for any amount within its payment method's transaction_limits for the fiat, " +
      'the min and max included',
    promises: ['min and max per fiat code in transaction_limits'],
  },
  // The 422 row's promise where no operation shows the body's fields (create and the bulk list have their shape rules).
  {
    id: 'LEG-422-ERROR-CODE',
    level: 'MUST',
    source: 'Errors › HTTP status (400, 422)',
    title: 'MUST carry an error code in the body of every /api 400 and 422',
    promises: [
      'request well formed but cannot be processed; the body carries an error code',
      'request failed validation or a required feature is not enabled; the body carries an error code',
    ],
  },
  // Relations (issue 33): what an answer names, held to what was sent, to the reference lists and to other answers.
  {
    id: 'LEG-ORDERS-LIST-AS-CREATED',
    level: 'MUST',
    source: 'Resources › Order as returned by create; Order as returned by bulk list',
    title:
      'MUST list an order with the account_reference, order_type, fiat and coin codes, wallet_address and ' +
      'network its create answer gave',
    promises: ['Order as returned by bulk list'],
  },
  {
    id: 'LEG-REFERENCE-UNIQUE',
    level: 'MUST',
    source: 'Endpoints › the service; Resources › Cryptocurrency (blockchain code)',
    title: 'MUST list each fiat, coin, country, US state and payment method once, and each network of a coin once',
    promises: [
      'list fiat currencies',
      'list cryptocurrencies',
      'list countries',
      'list US states',
      'list payment methods',
      'blockchain network code',
    ],
  },
  {
    id: 'LEG-COINS-ONE-DEFAULT',
    level: 'MUST',
    source: 'Resources › Cryptocurrency (blockchain is_default)',
    title: "MUST mark exactly one network of a coin is_default, the coin's configured default",
    promises: ['default network for the coin'],
  },
  {
    id: 'LEG-PAYMENT-METHOD-LIMITS',
    level: 'MUST',
    source: 'Resources › Payment method (transaction_limits); Limits',
    title: 'MUST give every transaction limit of a payment method a min no greater than its max',
    promises: ['min (number), max (number)'],
  },
  {
    id: 'LEG-PRICES-AS-ASKED',
    level: 'MUST',
    source: 'Endpoints › GET /api/prices (source, target)',
    title: 'MUST quote every price entry for the fiat and coin asked, on a buy and on a sell',
    promises: ['target (string, required, coin code for buy, fiat code for sell)'],
  },
  {
    id: 'LEG-AMOUNTS-NOT-NEGATIVE',
    level: 'ASSUMED',
    assumption: 'ASSUME-LEG-AMOUNTS-SIGN',
    source: 'Resources (price quote, orders, payment method limits and fees, blockchain min_value)',
    title:
      "ASSUMED no amount, fee, price or limit an /api answer gives is below zero: a quote, an order, a method's " +
      "fees and limits, a network's minimum",
    promises: ['fee | number', 'commission | number'],
  },
  {
    id: 'LEG-CODES-AS-LISTED',
    level: 'ASSUMED',
    assumption: 'ASSUME-LEG-CODE-FORM',
    source: 'Resources (country code, fiat codes, coin codes, network code)',
    title:
      'ASSUMED every code an /api answer names is written as the reference lists write it: the same case, no ' +
      'space around it',
    promises: ['fiat codes', 'blockchain network code'],
  },
  {
    id: 'LEG-REFERENCE-MEMBERSHIP',
    level: 'ASSUMED',
    assumption: 'ASSUME-LEG-REFERENCE-LISTS',
    source: 'Resources (country code, fiat codes, coin codes, network code, payment_method_id)',
    title:
      "ASSUMED every code an answer names is one the reference lists give: a created order's country and " +
      "network, a payment method's fiats and coins, its limits' fiats and its fees' pairs (of its own " +
      "supported_fiat and supported_coin), a price's payment_method_id",
    promises: [
      'country code',
      'fiat codes',
      'coin codes',
      'blockchain | string | no | network code',
      'payment_method_id | integer',
      'each entry: fiat_code (string), min (number), max (number)',
      'each entry: fiat_code, coin_code, fees',
    ],
  },
  {
    id: 'LEG-WORLD-CODES',
    level: 'ASSUMED',
    assumption: 'ASSUME-LEG-WORLD-CODES',
    source: 'Resources › Country and US state; Fiat currency',
    title:
      'ASSUMED every listed country_code is an ISO 3166-1 alpha-2 code, every state_code a subdivision of ' +
      'ISO 3166-2:US and every fiat_code an ISO 4217 code',
    promises: ['country_code | string', 'state_code | string', 'fiat_code | string'],
  },
  {
    id: 'LEG-WORLD-NAMES',
    level: 'ASSUMED',
    assumption: 'ASSUME-LEG-WORLD-NAMES',
    source: 'Resources › Country and US state; Fiat currency',
    title:
      "ASSUMED every listed country_name, state_name and fiat_name is the world's English name of the entry's " +
      "own code (Intl, ISO 3166), not another code's, and every fiat_symbol one of the world's symbols of its code",
    promises: ['country_name | string', 'state_name | string', 'fiat_name | string', 'fiat_symbol | string'],
  },
  {
    id: 'LEG-AGENTS-KNOWN',
    level: 'ASSUMED',
    assumption: 'ASSUME-LEG-WORLD-NAMES',
    source: 'Resources › Payment method (supported_agents)',
    title: "ASSUMED every supported_agents entry's os and browser is an operating system and a browser bowser knows",
    promises: ['each entry has os (string) and browser (string)'],
  },
  {
    id: 'LEG-PM-LOGO-URL',
    level: 'ASSUMED',
    assumption: 'ASSUME-LEG-LOGO-URL',
    source: 'Resources › Payment method (logo_url)',
    title: "ASSUMED every payment method's logo_url is an absolute http or https URL, with no space in or around it",
    promises: ['logo_url | string'],
  },
] as const satisfies readonly Omit<Rule, 'surface'>[];
