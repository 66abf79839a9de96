import type { Rule } from './rule';

/**
 * Every promise of the service document about the Native API (/eapi/v0). The document shows few payloads, no
 * identity-creation or limits path and no HMAC construction: those are ASSUMED and configurable.
 */
export const nativeRules = [
  {
    id: 'NAT-RESPONSE-JSON',
    level: 'MUST',
    source: 'What the service does, 8',
    promises: ['Responses are JSON.'],
    title: 'MUST answer every Native API request with a JSON body and a JSON content type',
  },
  {
    id: 'NAT-REQUEST-ID-OPTIONAL',
    level: 'MUST',
    source: 'What the service does, 7',
    title: 'MUST serve every Native API operation with and without X-Request-Id',
    promises: [
      'Every request may carry the header X-Request-Id, a correlation ID chosen by the caller (string, optional).',
    ],
  },
  {
    id: 'NAT-INVALID-PARAM-4XX',
    level: 'MUST',
    source: 'Errors › HTTP status',
    promises: ['request failed validation or a required feature is not enabled'],
    title: 'MUST refuse a missing, mistyped or invalid Native API input with a 4xx, never a 5xx',
  },

  // HMAC on every call
  {
    id: 'NAT-HMAC-REQUIRED',
    level: 'MUST',
    source: 'Authentication; Errors › HTTP status (401: missing HMAC signature)',
    title:
      'MUST refuse a Native API call without a valid HMAC signature (none, a malformed one, or the /api ' +
      'Bearer credential) with 401',
    promises: ['missing HMAC signature', 'HMAC signing on every call'],
  },
  {
    id: 'NAT-HMAC-BODY',
    level: 'MUST',
    source: 'Authentication (HMAC signing on every call)',
    promises: ['HMAC signing on every call'],
    title: 'MUST refuse a signature made over another body with 401',
  },
  {
    id: 'NAT-HMAC-PATH',
    level: 'MUST',
    source: 'Authentication (HMAC signing on every call)',
    promises: ['HMAC signing on every call'],
    title: 'MUST refuse a signature made for another path with 401',
  },
  {
    id: 'NAT-HMAC-METHOD',
    level: 'MUST',
    source: 'Authentication (HMAC signing on every call)',
    promises: ['HMAC signing on every call'],
    title: 'MUST refuse a signature made for another method with 401',
  },
  {
    id: 'NAT-HMAC-SECRET',
    level: 'MUST',
    source: 'Authentication; Errors › Authentication symptoms',
    promises: ['HMAC signing on every call', 'wrong key type'],
    title: 'MUST refuse a signature made with another secret (the webhook secret, the x-api-key) with 401',
  },
  {
    id: 'NAT-HMAC-STALE',
    level: 'ASSUMED',
    assumption: 'ASSUME-HMAC-FRESHNESS',
    source: 'Authentication, rule 5 (construction not shown)',
    promises: ['HMAC signature construction (headers, signed content, encoding)'],
    title: 'ASSUMED a signature whose timestamp is more than 5 minutes old is refused with 401',
  },
  {
    id: 'NAT-ENV-SANDBOX-ON-PRODUCTION',
    level: 'MUST',
    source: 'Authentication, rule 2',
    promises: ['sandbox credentials fail against production and the reverse (401)'],
    title: 'MUST refuse a sandbox HMAC credential in production with 401',
  },
  {
    id: 'NAT-ENV-PRODUCTION-ON-SANDBOX',
    level: 'MUST',
    source: 'Authentication, rule 2',
    promises: ['sandbox credentials fail against production and the reverse (401)'],
    title: 'MUST refuse a production HMAC credential in sandbox with 401',
  },

  // Identities
  // The operation itself, apart from its refusals: a valid creation refused fails this, not code 81's rule.
  {
    id: 'NAT-IDENTITY-CREATE',
    level: 'MUST',
    source: 'Endpoints › Native API (identity creation)',
    promises: ['create an identity'],
    title: 'MUST create an identity for a new email, in the plain form of an address (ASSUME-NAT-PATHS)',
  },
  {
    id: 'NAT-IDENTITY-81',
    level: 'MUST',
    source: 'Errors › Other (Native API, code 81)',
    promises: ['creating an identity for an email that already exists returns 422 with code 81'],
    title: 'MUST answer identity creation for an email that already exists with 422 and code 81, then find it by email',
  },
  {
    id: 'NAT-IDENTITY-EMAIL-LOOKUP',
    level: 'MUST',
    source: 'Endpoints › Native API (GET identities, email query); Errors › Other',
    promises: ['optional query email (string) to look up the real identityReference linked to an email'],
    title:
      'MUST return the identityReference linked to an email when asked with the email query, never another identity',
  },
  {
    id: 'NAT-IDENTITY-STABLE',
    level: 'MUST',
    source: 'Resources › Native API identifiers (identityReference)',
    promises: ['stable per user across all requests'],
    title: 'MUST keep an identityReference stable across requests',
  },
  {
    id: 'NAT-IDENTITY-NO-PII',
    level: 'MUST',
    source: 'Resources › Native API identifiers (identityReference)',
    promises: ['must not contain personal data'],
    title:
      'MUST not carry personal data in an identityReference (the email it was registered with, or any email address)',
  },
  {
    id: 'NAT-LIMITS',
    level: 'ASSUMED',
    assumption: 'ASSUME-NAT-PAYLOADS',
    source: 'Endpoints › Native API (identity transaction limits; path and payloads not shown)',
    promises: ['returns applicable transaction limits for an identity and a transaction context'],
    title: 'ASSUMED identity transaction limits answer a min and a max per fiat',
  },
  // Issue 41: a limit's sign, as ASSUME-LEG-AMOUNTS-SIGN reads /api's; min no greater than max does not show a min
  // below zero.
  {
    id: 'NAT-LIMITS-NOT-NEGATIVE',
    level: 'ASSUMED',
    assumption: 'ASSUME-NAT-LIMITS-SIGN',
    source: 'Endpoints › Native API (identity transaction limits; path and payloads not shown)',
    promises: ['returns applicable transaction limits for an identity and a transaction context'],
    title: "ASSUMED no min or max of an identity's transaction limits is below zero",
  },

  // Prices, quotes, ramps
  {
    id: 'NAT-PRICE-INDICATIVE',
    level: 'MUST',
    source: 'Endpoints › Native API (GET price: indicative, not rate-locked)',
    promises: ['indicative price, not rate-locked'],
    title: 'MUST answer the indicative price without a quoteId: it is not rate-locked',
  },
  {
    id: 'NAT-PRICE-QUOTE-CONSISTENT',
    level: 'ASSUMED',
    assumption: 'ASSUME-NAT-PRICE-QUOTE',
    source: 'Endpoints › Native API (price and quote)',
    promises: ['indicative price, not rate-locked'],
    title:
      'ASSUMED the indicative price and a locked quote of the same pair differ by at most NATIVE_PRICE_QUOTE_TOLERANCE',
  },
  {
    id: 'NAT-QUOTE-LOCK',
    level: 'MUST',
    source: 'Endpoints › Native API (GET quote); Limits (about 3 minutes)',
    promises: ['locked quote, valid about 3 minutes'],
    title: 'MUST accept a locked quote on a ramp while its lock of about 3 minutes lasts',
  },
  {
    id: 'NAT-QUOTE-EXPIRES',
    level: 'MUST',
    source: 'Endpoints › Native API (GET quote); Limits (about 3 minutes)',
    promises: ['locked quote, valid about 3 minutes'],
    title: 'MUST refuse a ramp whose quoteId has expired',
  },
  // Issue 35: a ramp made with a quoteId is made on the quote's terms. The ramp record's fields are not shown, so which
  // fields carry the terms is the payload row's; a ramp answer that names them must name the quote's.
  {
    id: 'NAT-RAMP-QUOTE-TERMS',
    level: 'ASSUMED',
    assumption: 'ASSUME-NAT-PAYLOADS',
    source: 'Endpoints › Native API (GET quote, POST ramps)',
    promises: ['locked quote, valid about 3 minutes'],
    title:
      "ASSUMED a ramp made with a locked quote carries the quote's terms: its source, target, amount and locked price",
  },
  {
    id: 'NAT-QUOTEID-RAMPS-ONLY',
    level: 'MUST',
    source: 'Endpoints › Native API (POST ramps: the only operation accepting quoteId)',
    promises: ['create a bank-transfer ramp; the only operation accepting quoteId'],
    title: 'MUST refuse a quoteId on any operation but ramp creation, or ignore it: never rate-lock the price',
  },
  // The operation itself, apart from its refusals: a valid ramp refused fails this, not paymentReady's rule.
  {
    id: 'NAT-RAMP-CREATE',
    level: 'MUST',
    source: 'Endpoints › Native API (POST ramps)',
    promises: ['create a bank-transfer ramp'],
    title:
      'MUST create a bank-transfer ramp for an identity whose paymentReady is true, for an amount within its ' +
      'transaction limits',
  },
  {
    id: 'NAT-RAMP-PAYMENT-READY',
    level: 'MUST',
    source: 'Endpoints › Native API, rule 1',
    promises: ['A ramp must not be created and the SDK must not be invoked when paymentReady is false.'],
    title: 'MUST refuse a ramp for an identity whose paymentReady is false',
  },
  {
    id: 'NAT-RAMP-EXTERNAL-CUSTOMER-ID',
    level: 'MUST',
    source: 'Resources › Native API identifiers (externalCustomerId)',
    promises: ['required on every buy and sell order'],
    title: 'MUST refuse a ramp without externalCustomerId',
  },
  {
    id: 'NAT-IDENTITY-PAYMENT-READY-BOOLEAN',
    level: 'MUST',
    source: 'Resources › Native API identifiers (paymentReady)',
    title: "MUST answer an identity's paymentReady as a boolean, never a string or another type",
    promises: ['paymentReady: boolean eligibility flag'],
  },
  // Generated amounts (issue 26): the answer is for the pair, the direction and the amount asked.
  {
    id: 'NAT-PRICE-AS-ASKED',
    level: 'ASSUMED',
    assumption: 'ASSUME-NAT-PAYLOADS',
    source: 'Endpoints › Native API (GET price, GET quote)',
    promises: ['indicative price, not rate-locked', 'locked quote, valid about 3 minutes'],
    title:
      "ASSUMED the indicative price and a locked quote served for an amount within the identity's limits, buy " +
      'and sell, name the source, target and amount asked (codes compared case and space aside)',
  },
  // The codes asked, as written: the document says nothing of case (as HC-CODES-AS-WRITTEN reads Hosted Checkout's).
  {
    id: 'NAT-CODES-AS-WRITTEN',
    level: 'ASSUMED',
    assumption: 'ASSUME-NAT-CODE-FORM',
    source: 'Endpoints › Native API (GET price, GET quote, identity transaction limits)',
    promises: ['indicative price, not rate-locked', 'locked quote, valid about 3 minutes'],
    title:
      "ASSUMED a price, a quote and a limit write the currency codes asked as sent or in the lists' upper case: " +
      'never in another case, never with space around them',
  },
  // Relations on every Native API answer (issue 41, item 7): what the names of the assumed payloads imply.
  {
    id: 'NAT-RAMP-AS-SENT',
    level: 'ASSUMED',
    assumption: 'ASSUME-NAT-PAYLOADS',
    source: 'Resources › Native API identifiers (identityReference, externalCustomerId)',
    promises: ['stable per user across all requests', 'stable opaque identifier'],
    title: 'ASSUMED a ramp answers the identityReference and the externalCustomerId it was created with',
  },
  {
    id: 'NAT-PRICE-TARGET-AMOUNT',
    level: 'ASSUMED',
    assumption: 'ASSUME-NAT-PAYLOADS',
    source: 'Endpoints › Native API (GET price, GET quote)',
    promises: ['indicative price, not rate-locked', 'locked quote, valid about 3 minutes'],
    title: "ASSUMED a price's and a quote's targetAmount is their amount at their price, within 1 %",
  },
  // Relations (issue 33): the HTTP status table's promise, on every Native API refusal.
  {
    id: 'NAT-ERROR-CODE',
    level: 'MUST',
    source: 'Errors › HTTP status (400, 422)',
    title: 'MUST carry an error code in the body of every Native API 400 and 422',
    promises: ['request failed validation or a required feature is not enabled; the body carries an error code'],
  },
] as const satisfies readonly Omit<Rule, 'surface'>[];
