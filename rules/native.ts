import type { Rule } from './rule';

/**
 * Every promise of the service document about the Native API (/eapi/v0). The document shows few payloads, no
 * identity-creation or limits path and no HMAC construction: those are ASSUMED and configurable.
 */
export const nativeRules = [
  { id: 'NAT-RESPONSE-JSON', level: 'MUST', source: 'What the service does, 8',
    title: 'MUST answer every Native API request with a JSON body and a JSON content type' },
  { id: 'NAT-REQUEST-ID-OPTIONAL', level: 'MUST', source: 'What the service does, 7',
    title: 'MUST serve a Native API price with and without X-Request-Id' },
  { id: 'NAT-INVALID-PARAM-4XX', level: 'MUST', source: 'Errors › HTTP status',
    title: 'MUST refuse a missing, mistyped or invalid Native API input with a 4xx, never a 5xx' },

  // HMAC on every call
  { id: 'NAT-HMAC-REQUIRED', level: 'MUST', source: 'Authentication; Errors › HTTP status (401: missing HMAC signature)',
    title: 'MUST refuse a Native API call without an HMAC signature with 401' },
  { id: 'NAT-HMAC-BODY', level: 'MUST', source: 'Authentication (HMAC signing on every call)',
    title: 'MUST refuse a signature made over another body with 401' },
  { id: 'NAT-HMAC-PATH', level: 'MUST', source: 'Authentication (HMAC signing on every call)',
    title: 'MUST refuse a signature made for another path with 401' },
  { id: 'NAT-HMAC-METHOD', level: 'MUST', source: 'Authentication (HMAC signing on every call)',
    title: 'MUST refuse a signature made for another method with 401' },
  { id: 'NAT-HMAC-SECRET', level: 'MUST', source: 'Authentication; Errors › Authentication symptoms',
    title: 'MUST refuse a signature made with another secret (the webhook secret, the x-api-key) with 401' },
  { id: 'NAT-HMAC-STALE', level: 'ASSUMED', assumption: 'ASSUME-HMAC-FRESHNESS', source: 'Authentication, rule 5 (construction not shown)',
    title: 'ASSUMED a signature whose timestamp is more than 5 minutes old is refused with 401' },
  { id: 'NAT-ENV-SANDBOX-ON-PRODUCTION', level: 'MUST', source: 'Authentication, rule 2',
    title: 'MUST refuse a sandbox HMAC credential in production with 401' },
  { id: 'NAT-ENV-PRODUCTION-ON-SANDBOX', level: 'MUST', source: 'Authentication, rule 2',
    title: 'MUST refuse a production HMAC credential in sandbox with 401' },

  // Identities
  { id: 'NAT-IDENTITY-81', level: 'MUST', source: 'Errors › Other (Native API, code 81)',
    title: 'MUST answer identity creation for an email that already exists with 422 and code 81, then find it by email' },
  { id: 'NAT-IDENTITY-EMAIL-LOOKUP', level: 'MUST', source: 'Endpoints › Native API (GET identities, email query); Errors › Other',
    title: 'MUST return the identityReference linked to an email when asked with the email query, never another identity' },
  { id: 'NAT-IDENTITY-STABLE', level: 'MUST', source: 'Resources › Native API identifiers (identityReference)',
    title: 'MUST keep an identityReference stable across requests' },
  { id: 'NAT-IDENTITY-NO-PII', level: 'MUST', source: 'Resources › Native API identifiers (identityReference)',
    title: 'MUST not carry personal data in an identityReference (the email it was registered with, or any email address)' },
  { id: 'NAT-LIMITS', level: 'ASSUMED', assumption: 'ASSUME-NAT-PAYLOADS', source: 'Endpoints › Native API (identity transaction limits; path and payloads not shown)',
    title: 'ASSUMED identity transaction limits answer a min and a max per fiat' },

  // Prices, quotes, ramps
  { id: 'NAT-PRICE-INDICATIVE', level: 'MUST', source: 'Endpoints › Native API (GET price: indicative, not rate-locked)',
    title: 'MUST answer the indicative price without a quoteId: it is not rate-locked' },
  { id: 'NAT-PRICE-QUOTE-CONSISTENT', level: 'ASSUMED', assumption: 'ASSUME-NAT-PRICE-QUOTE', source: 'Endpoints › Native API (price and quote)',
    title: 'ASSUMED the indicative price and a locked quote of the same pair differ by at most NATIVE_PRICE_QUOTE_TOLERANCE' },
  { id: 'NAT-QUOTE-LOCK', level: 'MUST', source: 'Endpoints › Native API (GET quote); Limits (about 3 minutes)',
    title: 'MUST accept a locked quote on a ramp while its lock of about 3 minutes lasts' },
  { id: 'NAT-QUOTE-EXPIRES', level: 'MUST', source: 'Endpoints › Native API (GET quote); Limits (about 3 minutes)',
    title: 'MUST refuse a ramp whose quoteId has expired' },
  { id: 'NAT-QUOTEID-RAMPS-ONLY', level: 'MUST', source: 'Endpoints › Native API (POST ramps: the only operation accepting quoteId)',
    title: 'MUST refuse a quoteId on any operation but ramp creation, or ignore it: never rate-lock the price' },
  { id: 'NAT-RAMP-PAYMENT-READY', level: 'MUST', source: 'Endpoints › Native API, rule 1',
    title: 'MUST refuse a ramp for an identity whose paymentReady is false' },
  { id: 'NAT-RAMP-EXTERNAL-CUSTOMER-ID', level: 'MUST', source: 'Resources › Native API identifiers (externalCustomerId)',
    title: 'MUST refuse a ramp without externalCustomerId' },
  { id: 'NAT-IDENTITY-PAYMENT-READY-BOOLEAN', level: 'MUST', source: 'Resources › Native API identifiers (paymentReady)',
    title: 'MUST answer an identity\'s paymentReady as a boolean, never a string or another type',
    promises: ['paymentReady: boolean eligibility flag'] },
] as const satisfies readonly Omit<Rule, 'surface'>[];
