import type { Rule } from './rule';

/**
 * Every promise of the service document about Hosted Checkout (/{partnerRef}/v2, KYC sharing under /v2).
 * `source` names the section of reference/service-interface.md.
 */
export const hostedRules = [
  // Responses and input
  {
    id: 'HC-RESPONSE-JSON',
    level: 'MUST',
    source: 'What the service does, 8',
    promises: ['Responses are JSON.'],
    title: 'MUST answer every /v2 request with a JSON body and a JSON content type',
  },
  {
    id: 'HC-REQUEST-ID-OPTIONAL',
    level: 'MUST',
    source: 'What the service does, 7',
    title: 'MUST serve every /v2 operation with and without X-Request-Id',
    promises: [
      'Every request may carry the header X-Request-Id, a correlation ID chosen by the caller (string, optional).',
    ],
  },
  {
    id: 'HC-INVALID-PARAM-4XX',
    level: 'MUST',
    source: 'Errors › HTTP status',
    promises: ['request failed validation or a required feature is not enabled'],
    title: 'MUST refuse a mistyped or invalid /v2 payload with a 4xx, never a 5xx',
  },

  // Authentication
  {
    id: 'HC-AUTH-API-KEY-REQUIRED',
    level: 'MUST',
    source: 'Authentication; Errors › HTTP status (401)',
    title:
      'MUST refuse a /v2 request without a valid x-api-key (none, an unknown one, or the /api Bearer ' +
      'credential) with 401',
    promises: ['header x-api-key with <API_KEY> on all endpoints except KYC sharing'],
  },
  {
    id: 'HC-AUTH-API-KEY-MALFORMED',
    level: 'MUST',
    source: 'Errors › Authentication symptoms',
    promises: ['malformed x-api-key header'],
    title: 'MUST refuse a malformed x-api-key header with 401',
  },
  {
    id: 'HC-ENV-SANDBOX-ON-PRODUCTION',
    level: 'MUST',
    source: 'Authentication, rule 2; Errors › Authentication symptoms',
    promises: ['sandbox credentials fail against production and the reverse (401)'],
    title: 'MUST refuse a sandbox x-api-key in production with 401',
  },
  {
    id: 'HC-ENV-PRODUCTION-ON-SANDBOX',
    level: 'MUST',
    source: 'Authentication, rule 2; Errors › Authentication symptoms',
    promises: ['sandbox credentials fail against production and the reverse (401)'],
    title: 'MUST refuse a production x-api-key in sandbox with 401',
  },
  {
    id: 'HC-PARTNER-REF-BOUND',
    level: 'ASSUMED',
    assumption: 'ASSUME-HC-PARTNER-REF',
    source: 'Authentication, rule 3',
    promises: ['The partner ID partnerRef and the API key are issued per partner.'],
    title: "ASSUMED an x-api-key used under another partner's partnerRef is refused with 401, 403 or 404",
  },
  {
    id: 'HC-API-KEY-ON-NATIVE',
    level: 'MUST',
    source: 'Authentication, rule 4',
    promises: [
      'The Native API and Hosted Checkout have separate credentials and base paths; an endpoint of one is ' +
        'never used in place of the other.',
    ],
    title: 'MUST refuse a Hosted Checkout x-api-key on a Native API path with 401',
  },
  {
    id: 'HC-HMAC-ON-V2',
    level: 'MUST',
    source: 'Authentication, rule 4',
    promises: [
      'The Native API and Hosted Checkout have separate credentials and base paths; an endpoint of one is ' +
        'never used in place of the other.',
    ],
    title: 'MUST refuse an HMAC credential in place of x-api-key on a /v2 path with 401',
  },

  // KYC sharing
  {
    id: 'HC-KYC-SHARE-REFUSES-API-KEY',
    level: 'MUST',
    source: 'Authentication; Errors › Authentication symptoms',
    promises: ['x-api-key used where HMAC is required'],
    title: 'MUST refuse x-api-key on POST /v2/identities/token/share with 401: HMAC is required',
  },
  {
    id: 'HC-KYC-SHARE-HMAC-REQUIRED',
    level: 'MUST',
    source: 'Authentication; Errors › HTTP status (401: missing HMAC signature)',
    title:
      'MUST refuse KYC sharing without a valid HMAC signature (none, a malformed one, or the /api Bearer ' +
      'credential) with 401',
    promises: ['missing HMAC signature', 'uses HMAC authentication'],
  },
  {
    id: 'HC-KYC-SHARE-HMAC',
    level: 'MUST',
    source: 'Endpoints › Hosted Checkout; Authentication',
    promises: ['shares KYC; uses HMAC authentication'],
    title: 'MUST accept an HMAC-signed KYC share where the feature is enabled',
  },
  {
    id: 'HC-KYC-SHARE-4005',
    level: 'MUST',
    source: 'Errors › Application codes (4005); Errors › HTTP status (400)',
    promises: ['4005 | The feature is not enabled', 'a required feature is not enabled'],
    title: 'MUST answer KYC sharing not enabled in this environment with 400 and code 4005',
  },

  // Buy
  {
    id: 'HC-BUY-SHAPE',
    level: 'MUST',
    source: 'Resources › Hosted Checkout order; Endpoints › Hosted Checkout',
    promises: ['Returns the Hosted Checkout order'],
    title:
      'MUST return the Hosted Checkout order with id, checkoutUrl, externalCustomerId, fiat, fiatAmount ' +
      '(decimal string), crypto and blockchain',
  },
  {
    id: 'HC-BUY-EXTERNAL-CUSTOMER-ID',
    level: 'MUST',
    source: 'Endpoints › Hosted Checkout; Errors › Application codes (4002)',
    promises: [
      'externalCustomerId (string, required on every buy and sell order, enables returning-customer recognition)',
    ],
    title: 'MUST refuse a buy without externalCustomerId with code 4002',
  },
  {
    id: 'HC-BUY-NULL-4002',
    level: 'MUST',
    source: 'Errors › Application codes (4002)',
    title:
      'MUST refuse a buy with null in any one of its fields but externalCustomerId with code 4002, the same ' +
      'buy without the null served',
    promises: ['optional fields must be a string or omitted, never null'],
  },
  {
    id: 'HC-BUY-ASSUMED-REQUIRED',
    level: 'ASSUMED',
    assumption: 'ASSUME-HC-REQUIRED',
    source: 'Endpoints › Hosted Checkout (required fields not shown)',
    promises: ['which buy fields are required beyond externalCustomerId'],
    title: 'ASSUMED a buy without one of HOSTED_BUY_REQUIRED is refused with a 4xx',
  },
  {
    id: 'HC-BUY-5034',
    level: 'MUST',
    source: 'Errors › Application codes (5034)',
    promises: ["the crypto asset is unavailable for the customer's region"],
    title: "MUST refuse a coin restricted in the customer's region with code 5034",
  },

  // Limits
  {
    id: 'HC-RATE-LIMIT-SANDBOX',
    level: 'MUST',
    source: 'Limits (120 per minute per merchant account in sandbox)',
    promises: ['120 per minute per merchant account'],
    title: 'MUST answer 429 past 120 requests a minute in sandbox, and not before',
  },
  {
    id: 'HC-RATE-LIMIT-PRODUCTION',
    level: 'MUST',
    source: 'Limits (500 per minute per IP in production)',
    promises: ['500 per minute per IP'],
    title: 'MUST answer 429 past 500 requests a minute in production, and not before',
  },

  // Checkout
  {
    id: 'HC-CHECKOUT-URL-VALID-WINDOW',
    level: 'MUST',
    source: 'States and transitions (checkout URL validity); Limits',
    promises: ['a checkout URL is valid for 1 minute after order creation and must be loaded within that window'],
    title: 'MUST load a checkoutUrl first opened within 1 minute of order creation',
  },
  {
    id: 'HC-CHECKOUT-URL-FORM',
    level: 'ASSUMED',
    assumption: 'ASSUME-CHECKOUT-URL-FORM',
    source: 'Endpoints › Hosted Checkout (POST buy); Resources › Hosted Checkout order (checkoutUrl)',
    promises: ['the customer is redirected to checkoutUrl'],
    title:
      'ASSUMED give a checkoutUrl the customer can be redirected to: an absolute http or https URL, with no space ' +
      'in or around it',
  },
  {
    id: 'HC-CHECKOUT-URL-EXPIRES',
    level: 'MUST',
    source: 'Limits; Errors › Checkout symptoms',
    promises: ['checkoutUrl no longer loads: more than 1 minute passed since creation before first load'],
    title: 'MUST stop loading a checkoutUrl that was not loaded within 1 minute of creation',
  },
  {
    id: 'HC-CHECKOUT-URL-LOADED-STAYS',
    level: 'MUST',
    source: 'States and transitions (checkout URL validity)',
    promises: ['once loaded it does not expire'],
    title: 'MUST keep loading a checkoutUrl after the minute once it was loaded in time',
  },
  {
    id: 'HC-CHECKOUT-PAGE',
    level: 'ASSUMED',
    assumption: 'ASSUME-HC-CHECKOUT-PAGE',
    source: 'What the service does, 2 (Hosted Checkout runs the payment flow)',
    promises: ['the service runs the payment flow and KYC'],
    title: 'ASSUMED the checkout page shows the customer the fiat amount and the crypto of the order',
  },
  {
    id: 'HC-CHECKOUT-STALE-SESSION',
    level: 'ASSUMED',
    assumption: 'ASSUME-HC-STALE-SESSION',
    source: 'Errors › Checkout symptoms (CSRF token mismatch)',
    promises: ['CSRF token mismatch: stale checkout session from a reused URL or cached page'],
    title: 'ASSUMED a checkoutUrl reused in a second browser session fails with the CSRF token mismatch and its remedy',
  },
  // What is sent comes back (issue 26): the order of the buy's own customer, whatever the characters of the id.
  {
    id: 'HC-BUY-ECHO',
    level: 'MUST',
    source: 'Resources › Hosted Checkout order; Endpoints › Hosted Checkout (externalCustomerId)',
    promises: ['enables returning-customer recognition'],
    title: 'MUST answer a buy with the order of the externalCustomerId sent, whatever its characters',
  },
  // Relations (issue 33).
  {
    id: 'HC-BUY-AS-SENT',
    level: 'MUST',
    source: 'Resources › Hosted Checkout order; Endpoints › Hosted Checkout (POST buy)',
    title: 'MUST answer a buy with the fiat, fiatAmount and crypto sent (codes compared case and space aside)',
    promises: ['crypto (string, coin code)', 'fiat (string, fiat code)', 'fiatAmount (string, decimal)'],
  },
  {
    id: 'HC-CODES-AS-WRITTEN',
    level: 'ASSUMED',
    assumption: 'ASSUME-HC-CODE-FORM',
    source: 'Endpoints › Hosted Checkout (POST buy); Resources › Hosted Checkout order',
    title:
      "ASSUMED a buy's answer writes its fiat and crypto as sent or in the lists' upper case: never in another " +
      'case, never with space around them',
    promises: ['crypto (string, coin code)', 'fiat (string, fiat code)'],
  },
  {
    id: 'HC-ERROR-CODE',
    level: 'MUST',
    source: 'Errors › HTTP status (400, 422); Errors › Application codes (Hosted Checkout)',
    title: 'MUST carry an application code in the body of every /v2 400 and 422',
    promises: ['request failed validation or a required feature is not enabled; the body carries an error code'],
  },
  {
    id: 'HC-ERROR-WORDS',
    level: 'ASSUMED',
    assumption: 'ASSUME-HC-ERROR-CODE',
    source: 'Errors › Application codes (Hosted Checkout)',
    title:
      "ASSUMED a /v2 refusal's words never name another code's message: a body with code 4002, 4005 or 5034 does " +
      'not say "Validation error", "The feature is not enabled" or "Coin restriction" for another of them',
    promises: ['4002 | Validation error'],
  },
] as const satisfies readonly Omit<Rule, 'surface'>[];
