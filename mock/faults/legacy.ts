import { coins } from '../reference-data/coins';
import { fiats } from '../reference-data/fiats';
import { valueMutant, type FaultProfile } from './fault-profile';

/** Faults of the /api surface: each breaks the one promise its rule names. */
export const legacyFaults = [
  {
    name: 'no-data-wrapper',
    rule: 'LEG-RESPONSE-DATA',
    description: '/api results at the top level, not wrapped in data',
    promise: 'Legacy responses wrap results in a top-level data object.',
    seams: { legacyResultsInData: false },
  },
  {
    name: 'html-content-type',
    rule: 'LEG-RESPONSE-JSON',
    description: 'JSON bodies served as text/html',
    promise: 'Responses are JSON.',
    seams: { legacyJsonContentType: 'text/html' },
  },
  {
    name: 'request-id-required',
    rule: 'LEG-REQUEST-ID-OPTIONAL',
    description: '400 for a request without X-Request-Id',
    promise:
      'Every request may carry the header X-Request-Id, a correlation ID chosen by the caller (string, optional).',
    seams: { requestIdRequiredOn: ['legacy'] },
  },
  {
    name: 'accept-required',
    rule: 'LEG-ACCEPT-DEFAULT',
    description: '406 for an /api request without Accept (one with */* or application/json is served)',
    promise: 'Accept (string, default application/json)',
    seams: { legacyAcceptRequired: true },
  },
  {
    name: 'bearer-refused',
    rule: 'LEG-AUTH-BEARER',
    description: 'only "Token <credential>" accepted; "Bearer <credential>" gets 401',
    promise: 'header Authorization carrying the word Bearer followed by the partner credential (<API_CREDENTIAL>)',
    seams: { legacyAuthScheme: 'Token' },
  },
  {
    name: 'missing-auth-accepted',
    rule: 'LEG-AUTH-MISSING',
    description: 'a request without Authorization is served',
    promise: 'authentication failed',
    seams: { legacyMissingCredentialServed: true },
  },
  {
    name: 'any-credential-accepted',
    rule: 'LEG-AUTH-WRONG',
    description: 'any Bearer credential is served',
    promise: 'authentication failed',
    seams: { legacyUnknownCredentialServed: true },
  },
  {
    name: 'sandbox-credential-in-production',
    rule: 'LEG-ENV-SANDBOX-ON-PRODUCTION',
    description: 'production serves the sandbox credential',
    promise: 'sandbox credentials fail against production and the reverse (401)',
    seams: { legacyOtherCredentialServedIn: ['production'] },
  },
  {
    name: 'production-credential-in-sandbox',
    rule: 'LEG-ENV-PRODUCTION-ON-SANDBOX',
    description: 'sandbox serves the production credential',
    promise: 'sandbox credentials fail against production and the reverse (401)',
    seams: { legacyOtherCredentialServedIn: ['sandbox'] },
  },
  {
    name: 'invalid-param-500',
    rule: 'LEG-INVALID-PARAM-4XX',
    description: 'a non-numeric integer or number parameter crashes with 500',
    promise: 'request failed validation or a required feature is not enabled',
    seams: { legacyNonNumericParameter: 'crashes' },
  },
  {
    name: 'fiat-symbol-missing',
    rule: 'LEG-FIATS-SHAPE',
    description: 'fiat_symbol left out of every fiat currency',
    promise: '200 returns data.fiats (array of fiat currency)',
    seams: { fiatSymbolListed: false },
  },
  {
    name: 'coin-min-value-string',
    rule: 'LEG-COINS-SHAPE',
    description: 'blockchain min_value sent as a string',
    promise: 'data.coins (array of cryptocurrency)',
    seams: { coinMinValueType: 'string' },
  },
  {
    name: 'sell-listings-refused',
    rule: 'LEG-LISTINGS-SELL',
    description: '/api/fiats/sell and /api/coins/sell refused with 422, as if sell were no orderType',
    promise: 'values buy or sell; selects availability for buy or sell orders',
    seams: { sellListings: 'refused' },
  },
  {
    name: 'country-name-null',
    rule: 'LEG-COUNTRIES-SHAPE',
    description: 'country_name sent as null',
    promise: 'GET /api/countries returns data.countries (array of country)',
    seams: { countryNameType: 'null' },
  },
  {
    name: 'states-renamed',
    rule: 'LEG-STATES-SHAPE',
    description: 'US states listed as data.us_states instead of data.states',
    promise: 'GET /api/countries/us/states returns data.states (array of state)',
    seams: { usStatesField: 'us_states' },
  },
  {
    name: 'payment-method-id-string',
    rule: 'LEG-PAYMENT-METHODS-SHAPE',
    description: 'payment method id sent as a string',
    promise: '200 returns data.payment_methods (array of payment method)',
    seams: { paymentMethodIdType: 'string' },
  },
  {
    name: 'payment-methods-buy-only',
    rule: 'LEG-PAYMENT-METHODS-ALL',
    description: 'without source and target only buy methods are listed',
    promise: 'With neither, all payment methods are returned.',
    seams: { paymentMethodsUnasked: 'buy' },
  },
  {
    name: 'payment-methods-direction-ignored',
    rule: 'LEG-PAYMENT-METHODS-DIRECTION',
    description: 'a sell listing (coin to fiat) returns the buy methods',
    promise: 'The exchange type (buy or sell) follows from which of the two is fiat and which is crypto.',
    seams: { paymentMethodsDirection: 'buy' },
  },
  {
    name: 'decimal-as-number',
    rule: 'LEG-PRICES-SHAPE',
    description: 'price amounts sent as JSON numbers instead of decimal strings',
    promise: '200 returns data.spot_price and data.prices (array of price quote)',
    seams: { priceAmountType: 'number' },
  },
  {
    name: 'prices-sell-swapped',
    rule: 'LEG-PRICES-DIRECTION',
    description: 'a sell quote reports the coin as fiat_code and the fiat as coin_code',
    promise: 'source (string, required, fiat code for buy, coin code for sell)',
    seams: { sellPriceCodes: 'swapped' },
  },
  {
    name: 'prices-both-amounts-target-wins',
    rule: 'LEG-PRICES-AMOUNTS-EXCLUSIVE',
    description: 'source_amount and target_amount together are priced for target_amount',
    promise: 'sending both source_amount and target_amount is not allowed',
    seams: { bothPriceAmounts: 'target-wins' },
  },
  {
    name: 'price-including-fee-at-spot',
    rule: 'LEG-PRICES-PRICE-WITH-FEE',
    description: 'every price entry writes the spot price as its spot_price_including_fee',
    promise: 'spot_price_including_fee | decimal string',
    seams: { priceEntryNumbers: 'including-fee-at-spot' },
  },
  {
    name: 'price-spot-fields-exchanged',
    rule: 'LEG-PRICES-PRICE-WITH-FEE',
    description: 'every price entry writes spot_price_fee and spot_price_including_fee, each in the place of the other',
    promise: 'spot_price_including_fee | decimal string',
    seams: { priceEntryNumbers: 'price-fields-exchanged' },
  },
  {
    name: 'price-fees-exchanged',
    rule: 'LEG-PRICES-FEE-AS-LISTED',
    description: 'every undiscounted price entry writes fee_amount and network_fee, each in the place of the other',
    promise: 'fee_amount | decimal string',
    seams: { priceEntryNumbers: 'fees-exchanged' },
  },
  {
    name: 'price-network-fee-off',
    rule: 'LEG-PRICES-AMOUNTS-ADD-UP',
    description: 'every price entry (and its original quote) writes a network_fee ten times what its amounts leave',
    promise: 'network_fee | decimal string',
    seams: { priceEntryNumbers: 'network-fee-off' },
  },
  {
    name: 'discount-original-as-discounted',
    rule: 'LEG-PRICES-DISCOUNT-PRICED',
    description: "a discounted price entry's original_quote is the discounted quote itself",
    promise: 'discount_code (string, optional, beta; changes commission rate)',
    seams: { discountQuote: 'original-as-discounted' },
  },
  {
    name: 'discount-never-priced',
    rule: 'LEG-PRICES-DISCOUNT-APPLIED',
    description: 'a price asked with the discount code the mock accepts is quoted at the full price, with no discount',
    promise:
      'present when a discount code applies; contains original_quote with original_coin_amount, ' +
      'original_network_fee, original_fee_amount, original_fiat_amount',
    seams: { discountQuote: 'not-applied' },
  },
  {
    name: 'order-discount-code-dropped',
    rule: 'LEG-PRICES-DISCOUNT-APPLIED',
    description: 'an order created with the discount code the mock accepts is discounted but carries no discount_code',
    promise: 'discount_code | string | present when a discount applies',
    seams: { createdDiscountCode: 'dropped' },
  },
  {
    name: 'prices-method-not-restricting',
    rule: 'LEG-PRICES-PAYMENT-METHOD',
    description: 'a price asked with payment_method_id quotes every method of the pair',
    promise: 'payment_method_id (int32, optional; restricts to one method)',
    seams: { priceMethodRestricts: false },
  },
  {
    name: 'prices-blockchain-refused',
    rule: 'LEG-PRICES-OPTIONAL-INPUTS',
    description: 'a price asked with blockchain refused with 422',
    promise: "blockchain (string, optional; default is the partner's configured blockchain)",
    seams: { refusedOptionalInputs: ['blockchain'] },
  },
  {
    name: 'prices-no-rate-limit',
    rule: 'LEG-PRICES-RATE-LIMITED',
    description: 'the price endpoint never answers 429',
    promise: 'it is rate limited',
    seams: { legacyPriceRequestsPerMinute: Infinity },
  },
  {
    name: 'create-created-at-iso',
    rule: 'LEG-ORDER-CREATE-SHAPE',
    description: 'created order created_at in ISO 8601 instead of DD-Mon-YYYY HH:MM:SS',
    promise: 'format DD-Mon-YYYY HH:MM:SS',
    seams: { createdOrderTimestamp: 'ISO 8601' },
  },
  {
    name: 'missing-return-url-accepted',
    rule: 'LEG-ORDER-REQUIRED-FIELDS',
    description: 'an order without return_url_on_success is created',
    promise: 'return_url_on_success | string | yes',
    seams: { returnUrlRequired: false },
  },
  {
    name: 'order-mobile-refused',
    rule: 'LEG-ORDER-OPTIONAL-FIELDS',
    description: 'an order sent with mobile refused with 422',
    promise: 'mobile | string | no',
    seams: { refusedOptionalInputs: ['mobile'] },
  },
  {
    name: 'sell-typed-as-buy',
    rule: 'LEG-ORDER-DIRECTION',
    description: 'a sell order (coin to fiat) is typed CRYPTO-BUY',
    promise: 'source currency or crypto code; determines buy or sell',
    seams: { sellOrderType: 'CRYPTO-BUY' },
  },
  {
    name: 'create-422-errors-array',
    rule: 'LEG-ORDER-422-SHAPE',
    description: 'create-order 422 sent as an errors array',
    promise: 'create order 422 uses an errors object (status, code, title)',
    seams: { createOrderErrorShape: 'errors-array' },
  },
  {
    name: 'invalid-wallet-accepted',
    rule: 'LEG-ORDER-422-WALLET',
    description: 'an order with an invalid wallet address is created',
    promise: 'invalid wallet address entered',
    seams: { malformedWalletRefused: false },
  },
  {
    name: 'invalid-payment-method-accepted',
    rule: 'LEG-ORDER-422-PAYMENT-METHOD',
    description: 'an order with an unknown payment_method_id is created',
    promise: 'invalid payment method ID',
    seams: { unknownPaymentMethodRefused: false },
  },
  {
    name: 'address-tag-not-enforced',
    rule: 'LEG-ORDER-ADDRESS-TAG',
    description: 'a buy order without the required wallet_address_tag is created',
    promise: 'needed when the address type uses a tag or memo',
    seams: { missingAddressTagRefused: false },
  },
  {
    name: 'address-tag-required-negated',
    rule: 'LEG-ORDER-ADDRESS-TAG',
    description:
      "GET /api/coins/{orderType} lists each network's address_tag.required negated (XRP's tag not required), " +
      'while orders are refused as before (a value mutant at the response seam)',
    promise: 'required (boolean or null)',
    seams: {
      responseMutants: [
        valueMutant(
          ['listCoins', 'get', '/api/coins/{orderType}'],
          '/data/coins/*/blockchains/*/address_tag/required',
          'negate',
        ),
      ],
    },
  },
  {
    name: 'network-minimum-not-enforced',
    rule: 'LEG-ORDER-NETWORK-MINIMUM',
    description: "a buy order below the network's min_value is created",
    promise: 'Minimum amount per network | min_value on each blockchain',
    seams: { belowNetworkMinimumRefused: false },
  },
  {
    name: 'checkout-url-shared',
    rule: 'LEG-CHECKOUT-URL-UNIQUE',
    description: 'consecutive orders share one checkout URL',
    promise: 'unique per order',
    seams: { legacyCheckoutUrls: 'shared' },
  },
  {
    name: 'checkout-url-short-window',
    rule: 'LEG-CHECKOUT-URL-VALID-WINDOW',
    description: 'a checkout URL expires 30 s after creation',
    promise: 'a checkout URL is valid for 1 minute after order creation and must be loaded within that window',
    seams: { legacyCheckoutUrlValidSeconds: 30 },
  },
  {
    name: 'checkout-url-never-expires',
    rule: 'LEG-CHECKOUT-URL-EXPIRES',
    description: 'a checkout URL never loaded still loads after the minute',
    promise: 'it expires after 1 minute if no redirect occurs',
    seams: { legacyUnloadedCheckoutUrlExpires: false },
  },
  {
    name: 'checkout-url-expires-after-load',
    rule: 'LEG-CHECKOUT-URL-LOADED-STAYS',
    description: 'a checkout URL loaded in time expires after the minute all the same',
    promise: 'once loaded it does not expire',
    seams: { legacyLoadedCheckoutUrlStays: false },
  },
  {
    name: 'checkout-url-loaded-lasts-5-minutes',
    rule: 'LEG-CHECKOUT-URL-LOADED-STAYS',
    description: 'a checkout URL loaded in time expires 5 minutes after its first load',
    promise: 'once loaded it does not expire',
    seams: { legacyLoadedCheckoutUrlLastsSeconds: 300 },
  },
  {
    name: 'checkout-url-late-load-not-kept',
    rule: 'LEG-CHECKOUT-URL-LOADED-STAYS',
    description: 'a checkout URL first loaded more than 30 s after creation loads then, but expires after the minute',
    promise: 'once loaded it does not expire',
    seams: { legacyCheckoutUrlKeptWhenLoadedWithinSeconds: 30 },
  },
  {
    name: 'meta-as-strings',
    rule: 'LEG-ORDERS-LIST-SHAPE',
    description: 'bulk-list meta fields sent as strings',
    promise: 'Pagination object meta: current_page, from, last_page, per_page, to, total (all integers).',
    seams: { listMetaType: 'string' },
  },
  {
    name: 'per-page-default-50',
    rule: 'LEG-ORDERS-PER-PAGE-DEFAULT',
    description: 'the bulk list pages by 50 when per_page is not given',
    promise: 'default 100',
    seams: { defaultPerPage: 50 },
  },
  {
    name: 'per-page-max-ignored',
    rule: 'LEG-ORDERS-PER-PAGE-MAX',
    description: 'per_page above 200 is honoured',
    promise: 'maximum 200',
    seams: { perPageCap: Infinity },
  },
  {
    name: 'meta-total-off-by-one',
    rule: 'LEG-ORDERS-META-CONSISTENT',
    description: 'meta.total counts one order more than exist',
    promise: 'Pagination object meta: current_page, from, last_page, per_page, to, total',
    seams: { listMetaTotalExtra: 1 },
  },
  {
    name: 'order-on-two-pages',
    rule: 'LEG-ORDERS-NO-DUPLICATES',
    description: 'each page after the first repeats the last order of the page before',
    promise: 'list orders in bulk',
    seams: { pageOverlap: 1 },
  },
  {
    name: 'past-last-page-repeats',
    rule: 'LEG-ORDERS-PAST-LAST-PAGE',
    description: 'a page past last_page repeats the last page',
    promise: 'total pages given by meta.last_page',
    seams: { pastLastPage: 'last-page' },
  },
  {
    name: 'status-filter-ignored',
    rule: 'LEG-ORDERS-STATUS-FILTER',
    description: 'the status filter is ignored',
    promise: 'one or many statuses, comma separated',
    seams: { statusFilter: 'ignored' },
  },
  {
    name: 'status-filter-drops-newest',
    rule: 'LEG-ORDERS-STATUS-FILTER',
    description: 'a status filter leaves out the newest order it matches',
    promise: 'one or many statuses, comma separated',
    seams: { statusFilter: 'drops-newest' },
  },
  {
    name: 'account-filter-ignored',
    rule: 'LEG-ORDERS-ACCOUNT-FILTER',
    description: 'the account_reference filter is ignored',
    promise: 'all orders of one customer',
    seams: { accountFilterApplied: false },
  },
  {
    name: 'account-reference-stored-trimmed',
    rule: 'LEG-ORDERS-ACCOUNT-FILTER',
    description:
      'an order is stored with its account_reference trimmed (the create answer echoes it as sent), so the bulk ' +
      'list filtered by the reference as sent, surrounding spaces and all, does not find it',
    promise: 'all orders of one customer',
    seams: { accountReferenceStored: 'trimmed' },
  },
  {
    name: 'date-range-ignored',
    rule: 'LEG-ORDERS-DATE-RANGE',
    description: 'start_date and end_date do not filter',
    promise: 'start_date | date YYYY-MM-DD | yes',
    seams: { dateRangeApplied: false },
  },
  {
    name: 'meta-data-dropped',
    rule: 'LEG-ORDERS-META-DATA',
    description: 'the bulk list sends meta_data as an empty string',
    promise: 'free-form, returned by the bulk list',
    seams: { listedMetaData: 'empty' },
  },
  {
    name: 'invalid-status-accepted',
    rule: 'LEG-ORDERS-422-INVALID',
    description: 'an unknown status filter is answered 200 with no orders',
    promise: '422 for an invalid status or parameter',
    seams: { unknownStatusFilter: 'matches-nothing' },
  },
  {
    name: 'list-422-errors-object',
    rule: 'LEG-ORDERS-422-SHAPE',
    description: 'bulk-list 422 sent as an errors object',
    promise: 'bulk list 422 uses an errors array (status, title, detail)',
    seams: { listErrorShape: 'errors-object' },
  },
  {
    name: 'api-key-on-legacy',
    rule: 'LEG-AUTH-WRONG-KIND',
    description: '/api serves a request carrying the Hosted x-api-key instead of Bearer',
    promise: 'authentication failed: wrong key type, wrong environment, or missing HMAC signature',
    seams: { legacyForeignCredentialsServed: ['x-api-key'] },
  },
  {
    name: 'hmac-on-legacy',
    rule: 'LEG-AUTH-WRONG-KIND',
    description: '/api serves a request carrying a valid HMAC signature instead of Bearer',
    promise: 'authentication failed: wrong key type, wrong environment, or missing HMAC signature',
    seams: { legacyForeignCredentialsServed: ['hmac'] },
  },
  {
    name: 'bare-credential-accepted',
    rule: 'LEG-AUTH-WRONG',
    description: '/api serves its credential sent without the word Bearer',
    promise: 'header Authorization carrying the word Bearer followed by the partner credential',
    seams: { legacyBareCredentialServed: true },
  },
  {
    name: 'prices-amount-refused',
    rule: 'LEG-PRICES-AMOUNT-ALONE',
    description: 'a price asked with source_amount or target_amount alone refused with 422',
    promise: 'source_amount (float, optional)',
    seams: { priceOneAmount: 'refused' },
  },
  {
    name: 'prices-target-amount-ignored',
    rule: 'LEG-PRICES-AMOUNT-ALONE',
    description: 'a price asked with target_amount alone quoted as if no amount were sent',
    promise: 'target_amount (float, optional',
    seams: { priceOneAmount: 'target-ignored' },
  },
  {
    name: 'create-reference-not-echoed',
    rule: 'LEG-ORDER-CREATE-ECHO',
    description: 'the create answer carries another account_reference than the one sent',
    promise: "partner's customer reference",
    seams: { createdOrderReplaced: ['account_reference'] },
  },
  {
    name: 'create-other-network',
    rule: 'LEG-ORDER-DEFAULT-NETWORK',
    description:
      "an order sent without blockchain is answered on another network than the coin's default (ethereum for BTC)",
    promise: "network code; default is the coin's configured default",
    seams: { createdOrderNetwork: 'other-network' },
  },
  {
    name: 'order-both-amounts-target-wins',
    rule: 'LEG-ORDER-BOTH-AMOUNTS',
    description: 'an order sent with both amounts is made for target_amount',
    promise: 'overridden when source_amount is also sent',
    seams: { bothOrderAmounts: 'target-wins' },
  },
  {
    name: 'order-type-default-sell',
    rule: 'LEG-ORDER-TYPE-DEFAULT',
    description: '/api/fiats and /api/coins without orderType list the sell currencies',
    promise: 'required, default buy',
    seams: { omittedOrderType: 'sell' },
  },
  {
    name: 'buy-without-wallet-crashes',
    rule: 'LEG-ORDER-YES-IN-SCHEMA',
    description: 'a buy without wallet_address crashes with 500',
    promise: 'to receive crypto; intended for buy orders only',
    seams: { missingWalletAddress: 'crashes' },
  },
  {
    name: 'sell-without-refund-typed-buy',
    rule: 'LEG-ORDER-YES-IN-SCHEMA',
    description: 'a sell without refund_address is created typed CRYPTO-BUY',
    promise: 'intended for sell orders only; used to return coins if a refund is needed',
    seams: { missingRefundAddress: 'typed-buy' },
  },
  {
    name: 'address-tag-regex-ignored',
    rule: 'LEG-ORDER-ADDRESS-TAG',
    description: "a buy's wallet_address_tag is never matched against its network's address_tag.regex",
    promise: 'pattern a tag must match',
    seams: { addressTagRegexChecked: false },
  },
  {
    name: 'coin-contract-id-on-native',
    rule: 'LEG-COINS-SHAPE',
    description: "a coin's native network (bitcoin for BTC) carries a contract_id",
    promise: 'present only for token networks',
    seams: { contractIdOnNative: true },
  },
  {
    name: 'partner-host-refused',
    rule: 'LEG-PARTNER-HOST',
    description: '/api on the partner host answered 404',
    promise: 'Base: {base_url} or {partner_base_url}',
    seams: { partnerHostApi: 'refused' },
  },
  {
    name: 'partner-host-other-values',
    rule: 'LEG-PARTNER-HOST',
    description:
      '/api/coins on the partner host names every coin otherwise (coin_name + " (partner)"): the same status, ' +
      'keys and codes',
    promise: 'Base: {base_url} or {partner_base_url}',
    seams: { partnerHostApi: 'other-coin-names' },
  },
  // The promises of rules whose other faults break a neighbouring promise (the promise map's gaps).
  {
    name: 'prices-account-reference-refused',
    rule: 'LEG-PRICES-OPTIONAL-INPUTS',
    description: 'a price asked with account_reference refused with 422',
    promise: 'account_reference (string, optional)',
    seams: { refusedOptionalInputs: ['account_reference'] },
  },
  {
    name: 'order-email-refused',
    rule: 'LEG-ORDER-OPTIONAL-FIELDS',
    description: 'an order sent with email refused with 422',
    promise: 'email | string | no',
    seams: { refusedOptionalInputs: ['email'] },
  },
  {
    name: 'order-return-url-on-cancelled-refused',
    rule: 'LEG-ORDER-OPTIONAL-FIELDS',
    description: 'an order sent with return_url_on_cancelled refused with 422',
    promise: 'return_url_on_cancelled | string | no',
    seams: { refusedOptionalInputs: ['return_url_on_cancelled'] },
  },
  {
    name: 'order-source-address-refused',
    rule: 'LEG-ORDER-OPTIONAL-FIELDS',
    description: 'a sell order sent with source_address refused with 422',
    promise: 'source_address | string | no | sell orders only',
    seams: { refusedOptionalInputs: ['source_address'] },
  },
  // Issue 33, item 4: optional inputs on a sell, one side of a listing, every optional input at once, a page alone.
  {
    name: 'sell-order-email-refused',
    rule: 'LEG-ORDER-OPTIONAL-FIELDS',
    description: 'a sell order sent with email refused with 422 (a buy with email is created)',
    promise: 'email | string | no',
    seams: { refusedSellInputs: ['email'] },
  },
  {
    name: 'order-every-optional-field-500',
    rule: 'LEG-ORDER-OPTIONAL-FIELDS',
    description: 'an order carrying nine or more optional fields at once answered 500',
    promise: 'mobile | string | no',
    seams: { optionalInputsCrashFrom: { order: 9, price: Number.POSITIVE_INFINITY } },
  },
  {
    name: 'sell-price-account-reference-refused',
    rule: 'LEG-PRICES-OPTIONAL-INPUTS',
    description: 'a sell price asked with account_reference refused with 422 (a buy price is quoted)',
    promise: 'account_reference (string, optional)',
    seams: { refusedSellInputs: ['account_reference'] },
  },
  {
    name: 'price-every-optional-input-500',
    rule: 'LEG-PRICES-OPTIONAL-INPUTS',
    description: 'a price asked with five or more optional inputs at once answered 500',
    promise: "blockchain (string, optional; default is the partner's configured blockchain)",
    seams: { optionalInputsCrashFrom: { order: Number.POSITIVE_INFINITY, price: 5 } },
  },
  {
    name: 'payment-methods-one-side-all',
    rule: 'LEG-PAYMENT-METHODS-DIRECTION',
    description:
      'a payment-method listing given source alone or target alone lists every method, of both exchange types',
    promise: 'The exchange type (buy or sell) follows from which of the two is fiat and which is crypto.',
    seams: { oneSidePaymentMethods: 'all' },
  },
  {
    name: 'orders-page-without-per-page-500',
    rule: 'LEG-ORDERS-LIST-SHAPE',
    description: 'a bulk list asked for a page without per_page answered 500',
    promise: '200 returns data.orders (array of bulk order) and meta',
    seams: { pageWithoutPerPage: 'crashes' },
  },
  // A sell's tags: refused where the network takes one (422 would pass on one that takes none), or with 400 where it
  // takes none.
  {
    name: 'order-refund-address-tag-refused',
    rule: 'LEG-ORDER-OPTIONAL-FIELDS',
    description: 'a sell order sent with refund_address_tag refused with 422, on a network that takes a tag (XRP) too',
    promise: 'refund_address_tag | string | no | sell orders only',
    seams: { refusedOptionalInputs: ['refund_address_tag'] },
  },
  {
    name: 'sell-tags-refused-400',
    rule: 'LEG-ORDER-OPTIONAL-FIELDS',
    description:
      'a sell order sent with address tags on a network that takes none (bitcoin) refused with 400, as if a ' +
      'field failed validation',
    promise: 'source_address_tag | string | no | sell orders only',
    seams: { sellTagsOnTaglessNetwork: 'refused-400' },
  },
  // Issue 35: faults of state, shown by a sequence of creations and listings of one customer.
  {
    name: 'account-list-drops-newest-past-two',
    rule: 'LEG-ORDERS-ACCOUNT-FILTER',
    description:
      "a customer's bulk list leaves out its newest order once three or more were created for it through the API",
    promise: 'all orders of one customer',
    seams: { accountListGrowth: 'drops-newest-past-two' },
  },
  {
    name: 'account-total-of-every-customer',
    rule: 'LEG-ORDERS-META-CONSISTENT',
    description: "a customer's bulk list gives as meta.total every customer's orders of the range",
    promise: 'Pagination object meta: current_page, from, last_page, per_page, to, total',
    seams: { accountListGrowth: 'total-of-every-customer' },
  },
  {
    name: 'account-list-repeats-newest-past-three',
    rule: 'LEG-ORDERS-NO-DUPLICATES',
    description:
      "a customer's bulk list of four or more orders made through the API repeats its newest on its last " +
      'page, where that page has room',
    promise: 'list orders in bulk',
    seams: { accountListGrowth: 'repeats-newest-past-three' },
  },
  {
    name: 'create-wallet-address-not-echoed',
    rule: 'LEG-ORDER-CREATE-ECHO',
    description: 'the create answer carries another wallet_address than the one sent',
    promise: 'to receive crypto',
    seams: { createdOrderReplaced: ['wallet_address'] },
  },
  {
    name: 'create-coin-code-not-echoed',
    rule: 'LEG-ORDER-CREATE-ECHO',
    description: 'the create answer names another coin than the target sent',
    promise: 'target currency or crypto code',
    seams: { createdOrderReplaced: ['coin_code'] },
  },
  {
    name: 'missing-account-reference-accepted',
    rule: 'LEG-ORDER-REQUIRED-FIELDS',
    description: 'an order without account_reference is created',
    promise: 'account_reference | string | yes',
    seams: { accountReferenceRequired: false },
  },
  // Faults only generated cases find (issue 26): the fixed checks pass them.
  {
    name: 'full-last-page-drops-order',
    rule: 'LEG-ORDERS-META-CONSISTENT',
    description: 'a last page that per_page fills exactly lists one order less than meta says',
    promise: 'Pagination object meta: current_page, from, last_page, per_page, to, total',
    seams: { fullLastPage: 'last-order-dropped' },
  },
  {
    name: 'meta-data-non-ascii-mangled',
    rule: 'LEG-ORDERS-META-DATA',
    description: 'the bulk list writes every non-ASCII character of meta_data as "?"',
    promise: 'free-form, returned by the bulk list',
    seams: { listedMetaData: 'ascii-only' },
  },
  {
    name: 'method-minimum-refused',
    rule: 'LEG-ORDER-WITHIN-LIMITS',
    description: "a buy for exactly its payment method's minimum is refused with 422 as under it",
    promise: 'min and max per fiat code in transaction_limits',
    seams: { methodMinimumRefused: true },
  },
  {
    name: 'status-filter-with-account-drops-oldest',
    rule: 'LEG-ORDERS-STATUS-FILTER',
    description: 'a status filter combined with account_reference leaves out the oldest order they match',
    promise: 'one or many statuses, comma separated',
    seams: { statusFilter: 'drops-oldest-with-account' },
  },
  {
    name: 'status-filter-four-drops-last',
    rule: 'LEG-ORDERS-STATUS-FILTER',
    description: 'a status filter of four statuses or more filters on the first three, leaving out the fourth',
    promise: 'one or many statuses, comma separated',
    seams: { statusFilter: 'first-three-statuses' },
  },
  {
    name: 'list-dates-roll-over',
    rule: 'LEG-INVALID-PARAM-4XX',
    description:
      'a bulk list takes any start_date or end_date with a day up to 31 (2026-02-30 as Mar 2); 2026-13-45 is ' +
      'still refused',
    promise: 'date YYYY-MM-DD',
    seams: { legacyListDates: 'day-up-to-31' },
  },
  {
    name: 'price-422-without-code',
    rule: 'LEG-422-ERROR-CODE',
    description: 'a price 422 is an errors array whose items carry title and detail but no status or code',
    promise: 'request well formed but cannot be processed; the body carries an error code',
    seams: { priceErrorCode: 'none' },
  },
  {
    name: 'create-422-status-without-code',
    rule: 'LEG-422-ERROR-CODE',
    description: 'a create-order 422 is an errors object with status and title but no code',
    promise: 'request well formed but cannot be processed; the body carries an error code',
    seams: { createOrderErrorShape: 'errors-object-without-code' },
  },
  {
    name: 'list-invalid-parameter-400',
    rule: 'LEG-ORDERS-422-INVALID',
    description:
      'a bulk list answers an invalid parameter value (a date, per_page or page) with 400; an invalid status is ' +
      'still 422',
    promise: '422 for an invalid status or parameter',
    seams: { listInvalidParameterStatus: 400 },
  },
  {
    name: 'malformed-body-400-without-code',
    rule: 'LEG-422-ERROR-CODE',
    description:
      'the 400 for an /api body that is not JSON is an errors array whose items carry title and detail but no ' +
      'status or code',
    promise: 'request failed validation or a required feature is not enabled; the body carries an error code',
    seams: { legacyBadRequestCode: 'none' },
  },
  // Relations (issue 33): what an answer names, held to what was sent, to the reference lists and to other answers.
  {
    name: 'list-order-coin-replaced',
    rule: 'LEG-ORDERS-LIST-AS-CREATED',
    description:
      'the bulk list names another coin than the create answer gave for an order created through POST ' +
      '/api/orders (the seeded history as seeded)',
    promise: 'Order as returned by bulk list',
    seams: { listedCreatedOrderCoin: 'another-coin' },
  },
  // Issue 41, item 5: the tests that create an order list it by its account_reference; only a listing of another test
  // (over the dates alone) shows the change, compared with the create answer once the run has ended.
  {
    name: 'fiats-listed-twice',
    rule: 'LEG-REFERENCE-UNIQUE',
    description: 'GET /api/fiats/{orderType} lists its first fiat twice',
    promise: 'list fiat currencies',
    seams: { listedTwice: ['fiats'] },
  },
  {
    name: 'coins-listed-twice',
    rule: 'LEG-REFERENCE-UNIQUE',
    description: 'GET /api/coins/{orderType} lists its first coin twice',
    promise: 'list cryptocurrencies',
    seams: { listedTwice: ['coins'] },
  },
  {
    name: 'countries-listed-twice',
    rule: 'LEG-REFERENCE-UNIQUE',
    description: 'GET /api/countries lists its first country twice',
    promise: 'list countries',
    seams: { listedTwice: ['countries'] },
  },
  {
    name: 'states-listed-twice',
    rule: 'LEG-REFERENCE-UNIQUE',
    description: 'GET /api/countries/us/states lists its first state twice',
    promise: 'list US states',
    seams: { listedTwice: ['states'] },
  },
  {
    name: 'payment-methods-listed-twice',
    rule: 'LEG-REFERENCE-UNIQUE',
    description: 'GET /api/payment-methods lists its first method twice, whatever the filter, when it lists any',
    promise: 'list payment methods',
    seams: { listedTwice: ['payment-methods'] },
  },
  {
    name: 'network-listed-twice',
    rule: 'LEG-REFERENCE-UNIQUE',
    description:
      'a coin of several networks (USDT) lists its last network that is not its default twice in blockchains',
    promise: 'blockchain network code',
    seams: { listedTwice: ['networks'] },
  },
  {
    name: 'coin-two-defaults',
    rule: 'LEG-COINS-ONE-DEFAULT',
    description:
      'a coin of several networks (USDT) marks its first other network is_default too; orders without ' +
      'blockchain keep the default',
    promise: 'default network for the coin',
    seams: { coinDefaultNetworks: 'two' },
  },
  // "default is the coin's configured default": every coin has one, and is_default is where the listing says which.
  {
    name: 'coin-no-default',
    rule: 'LEG-COINS-ONE-DEFAULT',
    description:
      'a coin of several networks (USDT) marks none of them is_default; orders without blockchain keep the default',
    promise: 'default network for the coin',
    seams: { coinDefaultNetworks: 'none' },
  },
  {
    name: 'limits-min-above-max',
    rule: 'LEG-PAYMENT-METHOD-LIMITS',
    description:
      "every payment method's SEK limit is answered with min and max swapped (card, Apple Pay, Google Pay); " +
      'orders keep the real limits',
    promise: 'min (number), max (number)',
    seams: { limitsSwappedFor: ['SEK'] },
  },
  {
    name: 'prices-buy-coin-replaced',
    rule: 'LEG-PRICES-AS-ASKED',
    description: 'every entry of a buy price names another coin_code than the target asked (a sell stays as asked)',
    promise: 'target (string, required, coin code for buy, fiat code for sell)',
    seams: { buyPriceCoin: 'another-coin' },
  },
  {
    name: 'create-network-ignored',
    rule: 'LEG-ORDER-CREATE-ECHO',
    description:
      "an order sent with a blockchain that is not the coin's default is created and answered on the default " +
      '(USDT on tron as on ethereum)',
    promise: 'blockchain | string | no | network code',
    seams: { sentNetworkCreatedOn: 'coin-default' },
  },
  {
    name: 'create-country-unlisted',
    rule: 'LEG-REFERENCE-MEMBERSHIP',
    description: "a created order's country is XX, a code GET /api/countries does not list",
    promise: 'country code',
    seams: { unlistedCodes: ['country'] },
  },
  {
    name: 'create-network-of-other-coin',
    rule: 'LEG-REFERENCE-MEMBERSHIP',
    description:
      'an order sent with blockchain is created and answered on a network of another coin, none of its own ' +
      '(BTC on ethereum)',
    promise: 'blockchain | string | no | network code',
    seams: { sentNetworkCreatedOn: 'other-coin' },
  },
  {
    name: 'payment-method-fiat-unlisted',
    rule: 'LEG-REFERENCE-MEMBERSHIP',
    description:
      'the first method of every payment-method listing carries XTS in supported_fiat, a fiat no /api/fiats list gives',
    promise: 'fiat codes',
    seams: { unlistedCodes: ['method-fiat'] },
  },
  {
    name: 'payment-method-coin-unlisted',
    rule: 'LEG-REFERENCE-MEMBERSHIP',
    description:
      'the first method of every payment-method listing carries DOGE in supported_coin, a coin no /api/coins ' +
      'list gives',
    promise: 'coin codes',
    seams: { unlistedCodes: ['method-coin'] },
  },
  {
    name: 'price-method-unlisted',
    rule: 'LEG-REFERENCE-MEMBERSHIP',
    description:
      'the first entry of a price asked without payment_method_id names payment method 999999, which GET ' +
      '/api/payment-methods does not list',
    promise: 'payment_method_id | integer',
    seams: { unlistedCodes: ['price-method'] },
  },
  {
    name: 'limit-fiat-unsupported',
    rule: 'LEG-REFERENCE-MEMBERSHIP',
    description:
      'the first method of every payment-method listing carries a transaction limit for XTS, a fiat it does ' +
      'not support (nor any list gives)',
    promise: 'each entry: fiat_code (string), min (number), max (number)',
    seams: { unlistedCodes: ['limit-fiat'] },
  },
  {
    name: 'fee-fiat-unsupported',
    rule: 'LEG-REFERENCE-MEMBERSHIP',
    description:
      "every method's fees name the next listed fiat in place of their own (a value mutant): the SEPA methods, " +
      'EUR alone in supported_fiat, list their fees for USD',
    promise: 'each entry: fiat_code, coin_code, fees',
    seams: {
      responseMutants: [
        valueMutant(
          ['listPaymentMethods', 'get', '/api/payment-methods'],
          '/data/payment_methods/*/transaction_fees/*/fiat_code',
          'other-code',
          { codes: fiats.map((fiat) => fiat.code) },
        ),
      ],
    },
  },
  {
    name: 'fee-coin-unsupported',
    rule: 'LEG-REFERENCE-MEMBERSHIP',
    description:
      "every method's fees name the next listed coin in place of their own (a value mutant): the wallet-pay " +
      'methods list fees for XRP, not in their supported_coin',
    promise: 'each entry: fiat_code, coin_code, fees',
    seams: {
      responseMutants: [
        valueMutant(
          ['listPaymentMethods', 'get', '/api/payment-methods'],
          '/data/payment_methods/*/transaction_fees/*/coin_code',
          'other-code',
          { codes: coins.map((coin) => coin.code) },
        ),
      ],
    },
  },
  {
    name: 'payment-method-logo-not-url',
    rule: 'LEG-PM-LOGO-URL',
    description: "every method's logo_url carries its type (FIAT_TO_CRYPTO), no link (a value mutant)",
    promise: 'logo_url | string',
    seams: {
      responseMutants: [
        valueMutant(
          ['listPaymentMethods', 'get', '/api/payment-methods'],
          '/data/payment_methods/*/logo_url',
          'sibling-copy',
          { sibling: 'type' },
        ),
      ],
    },
  },
  {
    name: 'bulk-fees-negative',
    rule: 'LEG-AMOUNTS-NOT-NEGATIVE',
    description: "every listed order's fee negated (a value mutant at the response seam)",
    promise: 'fee | number',
    seams: {
      responseMutants: [valueMutant(['listOrders', 'get', '/api/orders'], '/data/orders/*/fee', 'negate')],
    },
  },
  {
    name: 'checkout-url-padded',
    rule: 'LEG-CHECKOUT-URL-FORM',
    description: 'a create answer gives its checkout_url with space around it (a value mutant at the response seam)',
    promise: 'The customer is redirected to checkout_url',
    seams: {
      responseMutants: [valueMutant(['createOrder', 'post', '/api/orders'], '/data/order/checkout_url', 'pad')],
    },
  },
  {
    name: 'created-order-codes-padded',
    rule: 'LEG-CODES-AS-LISTED',
    description: 'a create answer names its fiat as " EUR ", with space around the code (a value mutant)',
    promise: 'fiat codes',
    seams: {
      responseMutants: [valueMutant(['createOrder', 'post', '/api/orders'], '/data/order/fiat_code', 'pad')],
    },
  },
  {
    name: 'bulk-commissions-negative',
    rule: 'LEG-AMOUNTS-NOT-NEGATIVE',
    description: "every listed order's commission negated (a value mutant at the response seam)",
    promise: 'commission | number',
    seams: {
      responseMutants: [valueMutant(['listOrders', 'get', '/api/orders'], '/data/orders/*/commission', 'negate')],
    },
  },
  {
    name: 'listed-order-network-padded',
    rule: 'LEG-CODES-AS-LISTED',
    description: 'every listed order names its network with space around the code',
    promise: 'blockchain network code',
    seams: {
      responseMutants: [valueMutant(['listOrders', 'get', '/api/orders'], '/data/orders/*/blockchain/code', 'pad')],
    },
  },
  // The world's reference data (rules/world.ts): each entry what its code says, each code one the world lists.
  {
    name: 'country-names-shifted',
    rule: 'LEG-WORLD-NAMES',
    description: "GET /api/countries pairs each country's code with the next entry's name (US: Canada)",
    promise: 'country_name | string',
    seams: { worldMisfits: ['country-names-shifted'] },
  },
  {
    name: 'country-code-not-iso',
    rule: 'LEG-WORLD-CODES',
    description: "GET /api/countries lists Greece as EL, the EU's abbreviation, which no ISO 3166-1 code is",
    promise: 'country_code | string',
    seams: { worldMisfits: ['country-code-not-iso'] },
  },
  {
    name: 'fiat-names-exchanged',
    rule: 'LEG-WORLD-NAMES',
    description: 'GET /api/fiats/{orderType} names EUR "US Dollar" and USD "Euro"',
    promise: 'fiat_name | string',
    seams: { worldMisfits: ['fiat-names-exchanged'] },
  },
  {
    name: 'fiat-symbols-shifted',
    rule: 'LEG-WORLD-NAMES',
    description: 'GET /api/fiats/{orderType} gives each fiat the next entry\'s symbol (EUR "$", USD "£")',
    promise: 'fiat_symbol | string',
    seams: { worldMisfits: ['fiat-symbols-shifted'] },
  },
  {
    name: 'fiat-code-not-iso',
    rule: 'LEG-WORLD-CODES',
    description: 'GET /api/fiats/{orderType} lists the yuan as RMB, which no ISO 4217 code is (CNY is)',
    promise: 'fiat_code | string',
    seams: { worldMisfits: ['fiat-code-not-iso'] },
  },
  {
    name: 'state-not-us',
    rule: 'LEG-WORLD-CODES',
    description: 'GET /api/countries/us/states lists ON, Ontario, which is no subdivision of ISO 3166-2:US',
    promise: 'state_code | string',
    seams: { worldMisfits: ['state-not-us'] },
  },
  {
    name: 'state-names-shifted',
    rule: 'LEG-WORLD-NAMES',
    description: "GET /api/countries/us/states pairs each state's code with the next entry's name (CA: Colorado)",
    promise: 'state_name | string',
    seams: { worldMisfits: ['state-names-shifted'] },
  },
  {
    name: 'agent-os-unknown',
    rule: 'LEG-AGENTS-KNOWN',
    description: "Apple Pay's supported_agents write iOS as iFruitOS, an operating system no agent library knows",
    promise: 'each entry has os (string) and browser (string)',
    seams: { worldMisfits: ['agent-os-unknown'] },
  },
] as const satisfies readonly FaultProfile[];
