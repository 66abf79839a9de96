import type { FaultProfile } from './fault-profile';

/** Faults of the Native API (/eapi/v0) and of webhooks: each breaks the one promise its rule names. */
export const nativeFaults = [
  { name: 'nat-html-content-type', rule: 'NAT-RESPONSE-JSON', description: 'Native API JSON bodies served as text/html' },
  { name: 'nat-invalid-input-500', rule: 'NAT-INVALID-PARAM-4XX', description: 'an amount that is not a decimal crashes the price endpoint with 500' },
  { name: 'nat-unsigned-accepted', rule: 'NAT-HMAC-REQUIRED', description: 'a Native API call with no HMAC headers at all is served' },
  { name: 'nat-body-not-signed', rule: 'NAT-HMAC-BODY', description: 'the signature is checked without the body' },
  { name: 'nat-path-not-signed', rule: 'NAT-HMAC-PATH', description: 'the signature is checked without the path' },
  { name: 'nat-method-not-signed', rule: 'NAT-HMAC-METHOD', description: 'the signature is checked without the method' },
  { name: 'nat-webhook-secret-accepted', rule: 'NAT-HMAC-SECRET', description: 'a signature made with the webhook secret is accepted too' },
  { name: 'nat-stale-accepted', rule: 'NAT-HMAC-STALE', description: 'timestamps of any age are accepted' },
  { name: 'nat-sandbox-hmac-in-production', rule: 'NAT-ENV-SANDBOX-ON-PRODUCTION', description: 'production accepts the sandbox HMAC credential' },
  { name: 'nat-production-hmac-in-sandbox', rule: 'NAT-ENV-PRODUCTION-ON-SANDBOX', description: 'sandbox accepts the production HMAC credential' },
  { name: 'nat-duplicate-email-500', rule: 'NAT-IDENTITY-81', description: 'creating an identity for an existing email answers 500' },
  { name: 'nat-email-lookup-ignored', rule: 'NAT-IDENTITY-EMAIL-LOOKUP', description: 'the email query is ignored: the identity of the path is returned' },
  { name: 'nat-identity-reference-changes', rule: 'NAT-IDENTITY-STABLE', description: 'every fetch of an identity answers a new identityReference' },
  { name: 'nat-identity-reference-email', rule: 'NAT-IDENTITY-NO-PII', description: 'identityReference is the email itself' },
  { name: 'nat-limits-without-max', rule: 'NAT-LIMITS', description: 'transaction limits come without max' },
  { name: 'nat-price-with-quote-id', rule: 'NAT-PRICE-INDICATIVE', description: 'the indicative price carries a quoteId' },
  { name: 'nat-quote-price-off', rule: 'NAT-PRICE-QUOTE-CONSISTENT', description: 'a locked quote is 20 % off the indicative price' },
  { name: 'nat-quote-expires-early', rule: 'NAT-QUOTE-LOCK', description: 'a quote expires 60 s after it was given' },
  { name: 'nat-quote-never-expires', rule: 'NAT-QUOTE-EXPIRES', description: 'a ramp accepts a quoteId of any age' },
  { name: 'nat-quote-id-on-price', rule: 'NAT-QUOTEID-RAMPS-ONLY', description: 'the price endpoint honours a quoteId: it answers with the quoteId, as a locked quote' },
  { name: 'nat-ramp-unready-accepted', rule: 'NAT-RAMP-PAYMENT-READY', description: 'a ramp is created for an identity whose paymentReady is false' },
  { name: 'nat-ramp-without-external-id', rule: 'NAT-RAMP-EXTERNAL-CUSTOMER-ID', description: 'a ramp without externalCustomerId is created' },
  { name: 'wh-unsigned', rule: 'WH-SIGNED', description: 'webhooks are delivered without a signature' },
  { name: 'wh-signed-with-api-key', rule: 'WH-NOT-API-KEY', description: 'webhooks are signed with the x-api-key instead of the webhook secret' },
] as const satisfies readonly FaultProfile[];
