import { valueMutant, type FaultProfile } from './fault-profile';

/** Faults of the Native API (/eapi/v0) and of webhooks: each breaks the one promise its rule names. */
export const nativeFaults = [
  {
    name: 'nat-html-content-type',
    rule: 'NAT-RESPONSE-JSON',
    description: 'Native API JSON bodies served as text/html',
    promise: 'Responses are JSON.',
    seams: { nativeJsonContentType: 'text/html' },
  },
  {
    name: 'nat-request-id-required',
    rule: 'NAT-REQUEST-ID-OPTIONAL',
    description: '400 with code 4002 for a Native API GET without X-Request-Id',
    promise:
      'Every request may carry the header X-Request-Id, a correlation ID chosen by the caller (string, optional).',
    seams: { requestIdRequiredOn: ['native'], requestIdRequiredMethods: ['GET'] },
  },
  {
    name: 'nat-invalid-input-500',
    rule: 'NAT-INVALID-PARAM-4XX',
    description: 'an amount that is not a decimal crashes the price endpoint with 500',
    promise: 'request failed validation or a required feature is not enabled',
    seams: { nativeNonDecimalPriceAmount: 'crashes' },
  },
  {
    name: 'nat-unsigned-accepted',
    rule: 'NAT-HMAC-REQUIRED',
    description: 'a Native API call with no HMAC headers at all is served',
    promise: 'missing HMAC signature',
    seams: { nativeCredentials: ['hmac', 'none'] },
  },
  {
    name: 'nat-body-not-signed',
    rule: 'NAT-HMAC-BODY',
    description: 'the signature is checked without the body',
    promise: 'HMAC signing on every call',
    seams: { nativeHmacUnboundParts: ['body'] },
  },
  {
    name: 'nat-path-not-signed',
    rule: 'NAT-HMAC-PATH',
    description: 'the signature is checked without the path',
    promise: 'HMAC signing on every call',
    seams: { nativeHmacUnboundParts: ['path'] },
  },
  {
    name: 'nat-method-not-signed',
    rule: 'NAT-HMAC-METHOD',
    description: 'the signature is checked without the method',
    promise: 'HMAC signing on every call',
    seams: { nativeHmacUnboundParts: ['method'] },
  },
  {
    name: 'nat-webhook-secret-accepted',
    rule: 'NAT-HMAC-SECRET',
    description: 'a signature made with the webhook secret is accepted too',
    promise: 'HMAC signing on every call',
    seams: { nativeHmacSecrets: ['hmac-secret', 'webhook-secret'] },
  },
  {
    name: 'nat-stale-accepted',
    rule: 'NAT-HMAC-STALE',
    description: 'timestamps of any age are accepted',
    promise: 'HMAC signature construction (headers, signed content, encoding)',
    seams: { nativeHmacToleranceSeconds: Infinity },
  },
  {
    name: 'nat-sandbox-hmac-in-production',
    rule: 'NAT-ENV-SANDBOX-ON-PRODUCTION',
    description: 'production accepts the sandbox HMAC credential',
    promise: 'sandbox credentials fail against production and the reverse (401)',
    seams: { nativeOtherHmacServedIn: ['production'] },
  },
  {
    name: 'nat-production-hmac-in-sandbox',
    rule: 'NAT-ENV-PRODUCTION-ON-SANDBOX',
    description: 'sandbox accepts the production HMAC credential',
    promise: 'sandbox credentials fail against production and the reverse (401)',
    seams: { nativeOtherHmacServedIn: ['sandbox'] },
  },
  {
    name: 'nat-duplicate-email-500',
    rule: 'NAT-IDENTITY-81',
    description: 'creating an identity for an existing email answers 500',
    promise: 'creating an identity for an email that already exists returns 422 with code 81',
    seams: { duplicateEmailIdentity: 'crashes' },
  },
  {
    name: 'nat-email-lookup-ignored',
    rule: 'NAT-IDENTITY-EMAIL-LOOKUP',
    description: 'the email query is ignored: the identity of the path is returned',
    promise: 'optional query email (string) to look up the real identityReference linked to an email',
    seams: { emailLookup: 'ignored' },
  },
  {
    name: 'nat-identity-reference-changes',
    rule: 'NAT-IDENTITY-STABLE',
    description: 'every fetch of an identity answers a new identityReference',
    promise: 'stable per user across all requests',
    seams: { fetchedIdentityReference: 'fresh' },
  },
  {
    name: 'nat-identity-reference-email',
    rule: 'NAT-IDENTITY-NO-PII',
    description: 'identityReference is the email itself',
    promise: 'must not contain personal data',
    seams: { createdIdentityReference: 'email' },
  },
  {
    name: 'nat-limits-without-max',
    rule: 'NAT-LIMITS',
    description: 'transaction limits come without max',
    promise: 'returns applicable transaction limits for an identity and a transaction context',
    seams: { limitsCarryMax: false },
  },
  {
    name: 'nat-price-with-quote-id',
    rule: 'NAT-PRICE-INDICATIVE',
    description: 'the indicative price carries a quoteId',
    promise: 'indicative price, not rate-locked',
    seams: { indicativePriceCarriesQuoteId: true },
  },
  {
    name: 'nat-quote-price-off',
    rule: 'NAT-PRICE-QUOTE-CONSISTENT',
    description: 'a locked quote is 20 % off the indicative price',
    promise: 'indicative price, not rate-locked',
    seams: { lockedPriceFactor: 1.2 },
  },
  {
    name: 'nat-quote-expires-early',
    rule: 'NAT-QUOTE-LOCK',
    description: 'a quote expires 60 s after it was given',
    promise: 'locked quote, valid about 3 minutes',
    seams: { quoteLockSeconds: 60 },
  },
  {
    name: 'nat-quote-never-expires',
    rule: 'NAT-QUOTE-EXPIRES',
    description: 'a ramp accepts a quoteId of any age',
    promise: 'locked quote, valid about 3 minutes',
    seams: { quotesExpire: false },
  },
  {
    name: 'nat-quote-id-on-price',
    rule: 'NAT-QUOTEID-RAMPS-ONLY',
    description: 'the price endpoint honours a quoteId: it answers with the quoteId, as a locked quote',
    promise: 'create a bank-transfer ramp; the only operation accepting quoteId',
    seams: { quoteIdElsewhere: 'honoured' },
  },
  {
    name: 'nat-ramp-unready-accepted',
    rule: 'NAT-RAMP-PAYMENT-READY',
    description: 'a ramp is created for an identity whose paymentReady is false',
    promise: 'A ramp must not be created and the SDK must not be invoked when paymentReady is false.',
    seams: { unreadyIdentityRampRefused: false },
  },
  {
    name: 'nat-ramp-unready-without-quote-accepted',
    rule: 'NAT-RAMP-PAYMENT-READY',
    description:
      'a ramp without quoteId is created for an identity whose paymentReady is false (with a quoteId it is refused)',
    promise: 'A ramp must not be created and the SDK must not be invoked when paymentReady is false.',
    seams: { unreadyIdentityRampRefused: 'with-quote-only' },
  },
  {
    name: 'nat-ramp-without-external-id',
    rule: 'NAT-RAMP-EXTERNAL-CUSTOMER-ID',
    description: 'a ramp without externalCustomerId is created',
    promise: 'required on every buy and sell order',
    seams: { rampExternalCustomerIdRequired: false },
  },
  {
    name: 'wh-unsigned',
    rule: 'WH-SIGNED',
    description: 'webhooks are delivered without a signature',
    promise: 'Every inbound webhook signature is verified with HMAC-SHA256 before processing.',
    seams: { webhooksSigned: false },
  },
  {
    name: 'wh-signed-with-api-key',
    rule: 'WH-NOT-API-KEY',
    description: 'webhooks are signed with the x-api-key instead of the webhook secret',
    promise: 'HMAC-SHA256 signature verified with the HMAC secret, not the x-api-key',
    seams: { webhookSecret: 'x-api-key' },
  },
  {
    name: 'nat-post-request-id-required',
    rule: 'NAT-REQUEST-ID-OPTIONAL',
    description: '400 with code 4002 for a Native API POST (ramp, identity creation) without X-Request-Id',
    promise:
      'Every request may carry the header X-Request-Id, a correlation ID chosen by the caller (string, optional).',
    seams: { requestIdRequiredOn: ['native'], requestIdRequiredMethods: ['POST'] },
  },
  {
    name: 'nat-bearer-accepted',
    rule: 'NAT-HMAC-REQUIRED',
    description: 'a Native API call carrying the /api Bearer credential and no HMAC signature is served',
    promise: 'HMAC signing on every call',
    seams: { nativeCredentials: ['hmac', 'bearer'] },
  },
  {
    name: 'nat-malformed-signature-accepted',
    rule: 'NAT-HMAC-REQUIRED',
    description:
      'a Native API call naming the HMAC key with a malformed signature is served, as if the key alone authenticated',
    promise: 'HMAC signing on every call',
    seams: { malformedHmacServedOn: ['native'] },
  },
  {
    name: 'nat-payment-ready-string',
    rule: 'NAT-IDENTITY-PAYMENT-READY-BOOLEAN',
    description: 'identities answer paymentReady as the strings "true" and "false"',
    promise: 'paymentReady: boolean eligibility flag',
    seams: { paymentReadyType: 'string' },
  },
  {
    name: 'nat-api-key-secret-accepted',
    rule: 'NAT-HMAC-SECRET',
    description: 'a signature made with the x-api-key as its secret is accepted too',
    promise: 'wrong key type',
    seams: { nativeHmacSecrets: ['hmac-secret', 'x-api-key'] },
  },
  {
    name: 'nat-long-decimals-crash',
    rule: 'NAT-INVALID-PARAM-4XX',
    description: 'a price or quote amount with more than 8 decimals crashes with 500',
    promise: 'request failed validation or a required feature is not enabled',
    seams: { nativeAmountDecimalsCrashAbove: 8 },
  },
  // Faults only generated cases find (issue 26): the fixed sample asks 100.00 and a plain address.
  {
    name: 'nat-price-pair-swapped-above-1000',
    rule: 'NAT-PRICE-AS-ASKED',
    description: 'the indicative price for an amount above 1000 names the reverse pair (source and target swapped)',
    promise: 'indicative price, not rate-locked',
    seams: { nativePairSwappedAbove: { operations: ['price'], amount: 1000 } },
  },
  {
    name: 'nat-quote-pair-swapped-above-1000',
    rule: 'NAT-PRICE-AS-ASKED',
    description: 'a locked quote for an amount above 1000 names the reverse pair (source and target swapped)',
    promise: 'locked quote, valid about 3 minutes',
    seams: { nativePairSwappedAbove: { operations: ['quote'], amount: 1000 } },
  },
  {
    name: 'nat-email-lookup-drops-subaddress',
    rule: 'NAT-IDENTITY-EMAIL-LOOKUP',
    description:
      'the look-up by email drops a +subaddress (a+b@ as a@), so an identity created for a+b@ is not found by ' +
      'its own email',
    promise: 'optional query email (string) to look up the real identityReference linked to an email',
    seams: { emailLookupDropsSubaddress: true },
  },
  {
    name: 'nat-subaddress-email-500',
    rule: 'NAT-INVALID-PARAM-4XX',
    description:
      'identity creation for an email with a +subaddress crashes with 500: neither created nor refused with a 4xx',
    promise: 'request failed validation or a required feature is not enabled',
    seams: { nativeEmailCrashes: 'subaddress' },
  },
  // Faults only generated creations find (issue 33, item 7): the scenarios' identities have three-part emails and
  // their ramps ask the sample's 100.00; a refusal of a valid creation is the creation's rule, not code 81's or
  // paymentReady's.
  {
    name: 'nat-identity-four-part-email-refused',
    rule: 'NAT-IDENTITY-CREATE',
    description:
      'identity creation refuses with 400 a plain email whose local part has four dot-separated parts (a.b.c.d@)',
    promise: 'create an identity',
    seams: { nativeEmailLocalPartsMax: 3 },
  },
  {
    name: 'nat-ramp-refused-above-1000',
    rule: 'NAT-RAMP-CREATE',
    description: "a ramp for more than 1000, within the identity's limits and with a fresh quote, is refused with 422",
    promise: 'create a bank-transfer ramp',
    seams: { nativeRampRefusedAbove: 1000 },
  },
  // Faults of state (issue 35): only a sequence shows them, a quote used, time moved, the quote used again.
  {
    name: 'nat-used-quote-outlives-lock',
    rule: 'NAT-QUOTE-EXPIRES',
    description:
      'a quote that priced a ramp keeps pricing ramps after its lock has expired (a fresh quote still expires)',
    promise: 'locked quote, valid about 3 minutes',
    seams: { usedQuotesExpire: false },
  },
  {
    name: 'nat-ramp-priced-at-indicative',
    rule: 'NAT-RAMP-QUOTE-TERMS',
    description:
      "a ramp made with a live quoteId is priced at the indicative price of its moment, not at the quote's " +
      'locked price',
    promise: 'locked quote, valid about 3 minutes',
    seams: { rampPriceOf: 'indicative' },
  },
  // Values of the right type in the wrong place (issue 41, item 7): each caught by a relation of the answer.
  {
    name: 'nat-ramp-other-identity',
    rule: 'NAT-RAMP-AS-SENT',
    description: "a ramp's answer names another identityReference than the one it was created for",
    promise: 'stable per user across all requests',
    seams: { rampAnswerReplaced: ['identityReference'] },
  },
  {
    name: 'nat-ramp-other-customer-id',
    rule: 'NAT-RAMP-AS-SENT',
    description: "a ramp's answer names another externalCustomerId than the one sent",
    promise: 'stable opaque identifier',
    seams: { rampAnswerReplaced: ['externalCustomerId'] },
  },
  {
    name: 'nat-limits-other-identity',
    rule: 'NAT-LIMITS',
    description: 'a limits answer names another identityReference than the identity asked for',
    promise: 'returns applicable transaction limits for an identity and a transaction context',
    seams: { limitsAnswerReplaced: ['identityReference'] },
  },
  {
    name: 'nat-limits-other-fiat',
    rule: 'NAT-LIMITS',
    description: 'a limits answer gives the limits of the fiat asked under another fiat code',
    promise: 'returns applicable transaction limits for an identity and a transaction context',
    seams: { limitsAnswerReplaced: ['fiat'] },
  },
  {
    name: 'nat-limits-min-max-swapped',
    rule: 'NAT-LIMITS',
    description: 'a limits answer gives each min as max and each max as min (ramps keep the real limits)',
    promise: 'returns applicable transaction limits for an identity and a transaction context',
    seams: { limitsMinMaxSwapped: true },
  },
  {
    name: 'nat-limits-min-negative',
    rule: 'NAT-LIMITS-NOT-NEGATIVE',
    description: 'every min of a limits answer negated, below its max still (a value mutant at the response seam)',
    promise: 'returns applicable transaction limits for an identity and a transaction context',
    seams: {
      responseMutants: [
        valueMutant(
          ['getNativeLimits', 'post', '/eapi/v0/identities/{identityReference}/limits'],
          '/limits/*/min',
          'negate',
        ),
      ],
    },
  },
  {
    name: 'nat-identity-fetched-not-ready',
    rule: 'NAT-RAMP-PAYMENT-READY',
    description:
      'a fetched identity answers paymentReady negated (the ready identity false), while its ramps are still ' +
      'created (a value mutant at the response seam)',
    promise: 'A ramp must not be created and the SDK must not be invoked when paymentReady is false.',
    seams: {
      responseMutants: [
        valueMutant(['getNativeIdentity', 'get', '/eapi/v0/identities/{identityReference}'], '/paymentReady', 'negate'),
      ],
    },
  },
  {
    name: 'nat-price-codes-lower-case',
    rule: 'NAT-CODES-AS-WRITTEN',
    description: 'the indicative price names the pair asked in lower case ("eur", "btc" for EUR, BTC)',
    promise: 'indicative price, not rate-locked',
    seams: { nativeAnswerCodesLowerCase: ['price'] },
  },
  {
    name: 'nat-quote-codes-lower-case',
    rule: 'NAT-CODES-AS-WRITTEN',
    description: 'a locked quote names the pair asked in lower case ("eur", "btc" for EUR, BTC)',
    promise: 'locked quote, valid about 3 minutes',
    seams: { nativeAnswerCodesLowerCase: ['quote'] },
  },
  {
    name: 'nat-price-target-amount-x10',
    rule: 'NAT-PRICE-TARGET-AMOUNT',
    description: "the indicative price's targetAmount is ten times the amount at the price",
    promise: 'indicative price, not rate-locked',
    seams: { nativeTargetAmountFactor: { operations: ['price'], factor: 10 } },
  },
  {
    name: 'nat-quote-target-amount-3-percent-off',
    rule: 'NAT-PRICE-TARGET-AMOUNT',
    description: "a locked quote's targetAmount is 3 % above the amount at its locked price",
    promise: 'locked quote, valid about 3 minutes',
    seams: { nativeTargetAmountFactor: { operations: ['quote'], factor: 1.03 } },
  },
  // Relations (issue 33): a code in every refusal.
  {
    name: 'nat-400-without-code',
    rule: 'NAT-ERROR-CODE',
    description:
      'every Native API refusal with 400 (amount=abc, a missing field, a quoteId outside ramps) carries a ' +
      'message and no code; 422 keeps code 81',
    promise: 'request failed validation or a required feature is not enabled; the body carries an error code',
    seams: { nativeBadRequestCode: 'none' },
  },
] as const satisfies readonly FaultProfile[];
