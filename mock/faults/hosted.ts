import { valueMutant, type FaultProfile } from './fault-profile';

/** Faults of Hosted Checkout (/{partnerRef}/v2 and KYC sharing): each breaks the one promise its rule names. */
export const hostedFaults = [
  {
    name: 'hc-html-content-type',
    rule: 'HC-RESPONSE-JSON',
    description: '/v2 JSON bodies served as text/html',
    promise: 'Responses are JSON.',
    seams: { hostedJsonContentType: 'text/html' },
  },
  {
    name: 'hc-request-id-required',
    rule: 'HC-REQUEST-ID-OPTIONAL',
    description: '400 with code 4002 for a /v2 buy without X-Request-Id',
    promise:
      'Every request may carry the header X-Request-Id, a correlation ID chosen by the caller (string, optional).',
    seams: { requestIdRequiredOn: ['hosted'] },
  },
  {
    name: 'hc-invalid-input-500',
    rule: 'HC-INVALID-PARAM-4XX',
    description: 'a buy whose fiatAmount is not a decimal string crashes with 500',
    promise: 'request failed validation or a required feature is not enabled',
    seams: { hostedNonDecimalFiatAmount: 'crashes' },
  },
  {
    name: 'hc-missing-api-key-accepted',
    rule: 'HC-AUTH-API-KEY-REQUIRED',
    description: 'a /v2 buy without x-api-key is served',
    promise: 'header x-api-key with <API_KEY> on all endpoints except KYC sharing',
    seams: { hostedCredentials: ['x-api-key', 'none'] },
  },
  {
    name: 'hc-malformed-api-key-accepted',
    rule: 'HC-AUTH-API-KEY-MALFORMED',
    description: 'x-api-key "Bearer <key>" is accepted as the key',
    promise: 'malformed x-api-key header',
    seams: { hostedApiKeyForms: ['key', 'bearer-key'] },
  },
  {
    name: 'hc-sandbox-key-in-production',
    rule: 'HC-ENV-SANDBOX-ON-PRODUCTION',
    description: 'production serves the sandbox x-api-key',
    promise: 'sandbox credentials fail against production and the reverse (401)',
    seams: { hostedOtherKeyServedIn: ['production'] },
  },
  {
    name: 'hc-production-key-in-sandbox',
    rule: 'HC-ENV-PRODUCTION-ON-SANDBOX',
    description: 'sandbox serves the production x-api-key',
    promise: 'sandbox credentials fail against production and the reverse (401)',
    seams: { hostedOtherKeyServedIn: ['sandbox'] },
  },
  {
    name: 'hc-partner-ref-ignored',
    rule: 'HC-PARTNER-REF-BOUND',
    description: 'a valid x-api-key is served under any partnerRef',
    promise: 'The partner ID partnerRef and the API key are issued per partner.',
    seams: { partnerRefBound: false },
  },
  {
    name: 'hc-api-key-on-native',
    rule: 'HC-API-KEY-ON-NATIVE',
    description: 'Native API paths serve a Hosted Checkout x-api-key',
    promise:
      'The Native API and Hosted Checkout have separate credentials and base paths; an endpoint of one is ' +
      'never used in place of the other.',
    seams: { nativeCredentials: ['hmac', 'x-api-key'] },
  },
  {
    name: 'hc-hmac-on-v2',
    rule: 'HC-HMAC-ON-V2',
    description: 'a /v2 buy signed with HMAC and no x-api-key is served',
    promise:
      'The Native API and Hosted Checkout have separate credentials and base paths; an endpoint of one is ' +
      'never used in place of the other.',
    seams: { hostedCredentials: ['x-api-key', 'hmac'] },
  },
  {
    name: 'hc-api-key-on-kyc-share',
    rule: 'HC-KYC-SHARE-REFUSES-API-KEY',
    description: 'KYC sharing serves x-api-key without HMAC',
    promise: 'x-api-key used where HMAC is required',
    seams: { kycShareCredentials: ['hmac', 'x-api-key'] },
  },
  {
    name: 'hc-kyc-share-unsigned-accepted',
    rule: 'HC-KYC-SHARE-HMAC-REQUIRED',
    description: 'KYC sharing serves a request with no credential at all',
    promise: 'missing HMAC signature',
    seams: { kycShareCredentials: ['hmac', 'none'] },
  },
  {
    name: 'hc-kyc-share-hmac-refused',
    rule: 'HC-KYC-SHARE-HMAC',
    description: 'KYC sharing refuses a valid HMAC signature with 401',
    promise: 'shares KYC; uses HMAC authentication',
    seams: { kycShareCredentials: [] },
  },
  {
    name: 'hc-4000-instead-of-4005',
    rule: 'HC-KYC-SHARE-4005',
    description: 'KYC sharing not enabled answers code 4000 instead of 4005',
    promise: '4005 | The feature is not enabled',
    seams: { featureNotEnabledCode: 4000 },
  },
  {
    name: 'hc-fiat-amount-number',
    rule: 'HC-BUY-SHAPE',
    description: 'the Hosted Checkout order carries fiatAmount as a JSON number',
    promise: 'Returns the Hosted Checkout order',
    seams: { hostedFiatAmountType: 'number' },
  },
  {
    name: 'hc-missing-external-customer-id-accepted',
    rule: 'HC-BUY-EXTERNAL-CUSTOMER-ID',
    description: 'a buy without externalCustomerId is created',
    promise:
      'externalCustomerId (string, required on every buy and sell order, enables returning-customer recognition)',
    seams: { hostedExternalCustomerIdRequired: false },
  },
  {
    name: 'hc-null-optional-accepted',
    rule: 'HC-BUY-NULL-4002',
    description: 'null in walletAddress is accepted, as if left out',
    promise: 'optional fields must be a string or omitted, never null',
    seams: { hostedNullAcceptedIn: ['walletAddress'] },
  },
  {
    name: 'hc-wallet-address-optional',
    rule: 'HC-BUY-ASSUMED-REQUIRED',
    description: 'a buy without walletAddress is created',
    promise: 'which buy fields are required beyond externalCustomerId',
    seams: { hostedWalletAddressRequired: false },
  },
  {
    name: 'hc-5034-never',
    rule: 'HC-BUY-5034',
    description: "a coin restricted in the customer's region is sold all the same",
    promise: "the crypto asset is unavailable for the customer's region",
    seams: { regionRestrictedCoinRefused: false },
  },
  {
    name: 'hc-rate-limit-60-sandbox',
    rule: 'HC-RATE-LIMIT-SANDBOX',
    description: 'sandbox answers 429 from the 61st request in a minute',
    promise: '120 per minute per merchant account',
    seams: { hostedRequestsPerMinute: { sandbox: 60, production: 500 } },
  },
  {
    name: 'hc-no-rate-limit-sandbox',
    rule: 'HC-RATE-LIMIT-SANDBOX',
    description: 'sandbox never answers 429, to refused or served buys',
    promise: '120 per minute per merchant account',
    seams: { hostedRequestsPerMinute: { sandbox: Infinity, production: 500 } },
  },
  {
    name: 'hc-rate-limit-250-production',
    rule: 'HC-RATE-LIMIT-PRODUCTION',
    description: 'production answers 429 from the 251st request in a minute',
    promise: '500 per minute per IP',
    seams: { hostedRequestsPerMinute: { sandbox: 120, production: 250 } },
  },
  {
    name: 'hc-checkout-short-window',
    rule: 'HC-CHECKOUT-URL-VALID-WINDOW',
    description: 'a checkoutUrl expires 30 s after creation',
    promise: 'a checkout URL is valid for 1 minute after order creation and must be loaded within that window',
    seams: { hostedCheckoutUrlValidSeconds: 30 },
  },
  {
    name: 'hc-checkout-never-expires',
    rule: 'HC-CHECKOUT-URL-EXPIRES',
    description: 'a checkoutUrl never loaded still loads after the minute',
    promise: 'checkoutUrl no longer loads: more than 1 minute passed since creation before first load',
    seams: { hostedUnloadedCheckoutUrlExpires: false },
  },
  {
    name: 'hc-checkout-expires-after-load',
    rule: 'HC-CHECKOUT-URL-LOADED-STAYS',
    description: 'a checkoutUrl loaded in time expires after the minute all the same',
    promise: 'once loaded it does not expire',
    seams: { hostedLoadedCheckoutUrlStays: false },
  },
  {
    name: 'hc-checkout-loaded-lasts-5-minutes',
    rule: 'HC-CHECKOUT-URL-LOADED-STAYS',
    description: 'a checkoutUrl loaded in time expires 5 minutes after its first load',
    promise: 'once loaded it does not expire',
    seams: { hostedLoadedCheckoutUrlLastsSeconds: 300 },
  },
  {
    name: 'hc-checkout-late-load-not-kept',
    rule: 'HC-CHECKOUT-URL-LOADED-STAYS',
    description: 'a checkoutUrl first loaded more than 30 s after creation loads then, but expires after the minute',
    promise: 'once loaded it does not expire',
    seams: { hostedCheckoutUrlKeptWhenLoadedWithinSeconds: 30 },
  },
  {
    name: 'hc-checkout-page-blank',
    rule: 'HC-CHECKOUT-PAGE',
    description: 'the checkout page shows neither the fiat amount nor the crypto',
    promise: 'the service runs the payment flow and KYC',
    seams: { checkoutPageShowsOrder: false },
  },
  {
    name: 'hc-checkout-reusable',
    rule: 'HC-CHECKOUT-STALE-SESSION',
    description: 'a second browser session can pay on a checkoutUrl already loaded by another',
    promise: 'CSRF token mismatch: stale checkout session from a reused URL or cached page',
    seams: { checkoutPayNeedsLoadingSession: false },
  },
  {
    name: 'hc-null-redirect-url-accepted',
    rule: 'HC-BUY-NULL-4002',
    description: 'null in redirectUrl is accepted, as if left out',
    promise: 'optional fields must be a string or omitted, never null',
    seams: { hostedNullAcceptedIn: ['redirectUrl'] },
  },
  {
    name: 'hc-bearer-accepted',
    rule: 'HC-AUTH-API-KEY-REQUIRED',
    description: 'a /v2 buy carrying the /api Bearer credential and no x-api-key is served',
    promise: 'header x-api-key with <API_KEY> on all endpoints except KYC sharing',
    seams: { hostedCredentials: ['x-api-key', 'bearer'] },
  },
  {
    name: 'hc-kyc-share-bearer-accepted',
    rule: 'HC-KYC-SHARE-HMAC-REQUIRED',
    description: 'KYC sharing serves the /api Bearer credential without HMAC',
    promise: 'uses HMAC authentication',
    seams: { kycShareCredentials: ['hmac', 'bearer'] },
  },
  {
    name: 'hc-kyc-share-malformed-signature-accepted',
    rule: 'HC-KYC-SHARE-HMAC-REQUIRED',
    description: 'KYC sharing naming the HMAC key with a malformed signature is served',
    promise: 'uses HMAC authentication',
    seams: { malformedHmacServedOn: ['kyc-share'] },
  },
  {
    name: 'hc-unknown-api-key-accepted',
    rule: 'HC-AUTH-API-KEY-REQUIRED',
    description: 'a /v2 buy carrying an x-api-key nobody issued is served',
    promise: 'header x-api-key with <API_KEY> on all endpoints except KYC sharing',
    seams: { hostedCredentials: ['x-api-key', 'unknown-x-api-key'] },
  },
  {
    name: 'hc-4005-with-403',
    rule: 'HC-KYC-SHARE-4005',
    description: 'KYC sharing not enabled answers code 4005 with 403 instead of 400',
    promise: 'a required feature is not enabled',
    seams: { featureNotEnabledStatus: 403 },
  },
  {
    name: 'hc-empty-required-500',
    rule: 'HC-INVALID-PARAM-4XX',
    description: 'a buy with a required string sent empty (externalCustomerId, crypto …) crashes with 500',
    promise: 'request failed validation or a required feature is not enabled',
    seams: { emptyRequiredCrashesOn: ['hosted'] },
  },
  // Faults only generated cases find (issue 26): the fixed buys' ids are short and ASCII.
  {
    name: 'hc-non-ascii-customer-id-500',
    rule: 'HC-INVALID-PARAM-4XX',
    description:
      'a buy whose externalCustomerId has a non-ASCII character crashes with 500: neither served nor refused ' +
      'with a 4xx',
    promise: 'request failed validation or a required feature is not enabled',
    seams: { hostedExternalCustomerIdCrashes: 'non-ascii' },
  },
  {
    name: 'hc-customer-id-cut-at-32',
    rule: 'HC-BUY-ECHO',
    description: "the Hosted Checkout order carries only the first 32 characters of the buy's externalCustomerId",
    promise: 'enables returning-customer recognition',
    seams: { hostedOrderExternalCustomerIdLength: 32 },
  },
  // Relations (issue 33): the buy answered as sent; a code in every refusal.
  {
    name: 'hc-buy-fiat-replaced',
    rule: 'HC-BUY-AS-SENT',
    description:
      'the buy is answered with another fiat than sent (EUR as USD); the order and its page keep the one sent',
    promise: 'fiat (string, fiat code)',
    seams: { hostedOrderReplaced: ['fiat'] },
  },
  {
    name: 'hc-buy-crypto-replaced',
    rule: 'HC-BUY-AS-SENT',
    description:
      'the buy is answered with another crypto than sent (BTC as ETH); the order and its page keep the one sent',
    promise: 'crypto (string, coin code)',
    seams: { hostedOrderReplaced: ['crypto'] },
  },
  {
    name: 'hc-buy-fiat-amount-rounded',
    rule: 'HC-BUY-AS-SENT',
    description:
      'the buy is answered with its fiatAmount rounded to a whole number ("123.45" as "123.00"); a whole ' +
      'amount stays as sent',
    promise: 'fiatAmount (string, decimal)',
    seams: { hostedOrderReplaced: ['fiatAmount'] },
  },
  // A value of the right type in another case (issue 41, item 7): no code of the lists, though the same letters.
  {
    name: 'hc-buy-codes-lower-case',
    rule: 'HC-CODES-AS-WRITTEN',
    description: 'the buy is answered with its fiat and crypto in lower case ("eur", "btc" for EUR, BTC)',
    promise: 'fiat (string, fiat code)',
    seams: { hostedOrderCodesCase: 'lower-case' },
  },
  {
    name: 'hc-checkout-url-padded',
    rule: 'HC-CHECKOUT-URL-FORM',
    description: 'a buy gives its checkoutUrl with space around it (a value mutant at the response seam)',
    promise: 'the customer is redirected to checkoutUrl',
    seams: {
      responseMutants: [valueMutant(['createHostedBuy', 'post', '/{partnerRef}/v2/buy'], '/checkoutUrl', 'pad')],
    },
  },
  {
    name: 'hc-buy-crypto-padded',
    rule: 'HC-CODES-AS-WRITTEN',
    description: 'the buy is answered with its crypto padded with a space on each side (" BTC "; a value mutant)',
    promise: 'crypto (string, coin code)',
    seams: {
      responseMutants: [valueMutant(['createHostedBuy', 'post', '/{partnerRef}/v2/buy'], '/crypto', 'pad')],
    },
  },
  {
    name: 'hc-validation-without-code',
    rule: 'HC-ERROR-CODE',
    description:
      'a buy whose fiatAmount is no decimal string ("abc", 100) is refused with 400 and a message but no ' +
      'code; null and every other field keep 4002',
    promise: 'request failed validation or a required feature is not enabled; the body carries an error code',
    seams: { hostedNonDecimalFiatAmount: 'refused-without-code' },
  },
  {
    name: 'hc-4002-in-coin-restriction-words',
    rule: 'HC-ERROR-WORDS',
    description: 'a buy refused with code 4002 says "Coin restriction", the words of 5034 (a value mutant)',
    promise: '4002 | Validation error',
    seams: {
      responseMutants: [
        {
          operationId: 'createHostedBuy',
          method: 'post',
          path: '/{partnerRef}/v2/buy',
          status: 400,
          pointer: '/error/message',
          kind: 'value',
          operator: 'other-code',
          codes: ['Validation error', 'Coin restriction'],
        },
      ],
    },
  },
] as const satisfies readonly FaultProfile[];
