import type { AssumptionRow } from '../assumption';

/** Open choices of the Native API (/eapi/v0): it shows no payloads, two paths are missing. */
export const nativeAssumptions = [
  {
    id: 'ASSUME-NAT-PAYLOADS',
    surface: 'native',
    section: 'Endpoints › Native API, rule 3',
    sentence: 'Native API request and response payloads: not shown.',
    text:
      'Price and quote take source, target and amount; ramps and identities carry identityReference, ' +
      'externalCustomerId, paymentReady; limits answer min and max per fiat (specs/native.yaml): an ' +
      'answer of another shape leaves the row not confirmed, it fails no MUST rule',
    readings: {
      'specs/native.yaml': 'answers have the fields of specs/native.yaml',
      other: 'answers carry other field names',
    },
    defaults: { NATIVE_PAYLOADS: 'specs/native.yaml' },
  },
  {
    id: 'ASSUME-NAT-ERROR-CODE',
    surface: 'native',
    section: 'Errors › HTTP status; Errors › Other',
    sentence: 'Native API error codes other than 81: not shown.',
    text:
      'A Native API 400 or 422 carries its error code (a number under a key ending in code, or a ' +
      'documented code) in one place of its body: under "error" ({error: {code, message}}, where the mock ' +
      'puts it), in "errors" (an object, or the items of an array), or at the top level; a code found in ' +
      'another place than the one in force leaves the row not confirmed, a body without a code fails ' +
      'NAT-ERROR-CODE',
    readings: {
      'error-object': 'the code is a field of an "error" object',
      errors: 'the code is a field of an "errors" object or of an item of an "errors" array',
      'top-level': 'the code is a field at the top of the body',
      anywhere: 'the code may be anywhere in the body (no place is recorded)',
    },
    defaults: { NATIVE_ERROR_CODE_PLACE: 'error-object' },
  },
  {
    id: 'ASSUME-NAT-LIMITS-SIGN',
    surface: 'native',
    section: 'Endpoints › Native API, rule 5',
    sentence: 'Path and payloads of the transaction limits operation: not shown.',
    text:
      "A transaction limit's min and max are never below zero: they bound the amount of a transaction, and no " +
      'amount a customer pays or sells is below zero (as ASSUME-LEG-AMOUNTS-SIGN reads the limits of /api)',
    defaults: {},
  },
  {
    id: 'ASSUME-NAT-CODE-FORM',
    surface: 'native',
    section: 'Endpoints › Native API (GET price, GET quote, identity transaction limits), rule 3',
    sentence: 'Native API request and response payloads: not shown.',
    text:
      'A price, a quote and a limit answer the currency codes asked as sent, or in the upper case the reference ' +
      'lists write codes in ("eur" normalised to "EUR"); the document says nothing of a code\'s case, so a code ' +
      'answered in another case or with space around it fails this row alone (NAT-PRICE-AS-ASKED and NAT-LIMITS ' +
      'compare codes case and space aside)',
    defaults: {},
  },
  {
    id: 'ASSUME-NAT-PRICE-FIELD',
    surface: 'native',
    section: 'Endpoints › Native API (GET price, GET quote)',
    sentence: 'indicative price, not rate-locked; locked quote, valid about 3 minutes',
    text: 'The field of a price or quote answer that carries the price (a decimal string)',
    readings: { price: 'the price is in "price"', rate: 'the price is in "rate"' },
    defaults: { NATIVE_PRICE_FIELD: 'price' },
  },
  {
    id: 'ASSUME-NAT-AMOUNT-REQUIRED',
    surface: 'native',
    section: 'Endpoints › Native API (GET price, GET quote)',
    sentence: 'Native API request and response payloads: not shown.',
    text:
      'A price or quote request without amount: refused with a 4xx, or answered for an amount of the ' +
      "service's choosing; both keep the document",
    readings: { required: 'refused with a 4xx', optional: 'answered, for a default amount' },
    defaults: { NATIVE_AMOUNT_REQUIRED: 'required' },
  },
  {
    id: 'ASSUME-NAT-QUOTEID-ELSEWHERE',
    surface: 'native',
    section: 'Endpoints › Native API (POST ramps)',
    sentence: 'create a bank-transfer ramp; the only operation accepting quoteId',
    text:
      'A quoteId sent to another operation is refused with a 4xx, or ignored (answered as if it were not ' +
      'there, never rate-locked); both keep the document',
    readings: { refused: 'refused with a 4xx', ignored: 'answered as if it were not there' },
    defaults: { NATIVE_QUOTEID_ELSEWHERE: 'refused' },
  },
  {
    id: 'ASSUME-NAT-PATHS',
    surface: 'native',
    section: 'Endpoints › Native API, rules 4 and 5',
    sentence: 'Path of identity creation: not shown. Path and payloads of the transaction limits operation: not shown.',
    text: 'Paths of identity creation and of identity transaction limits ({identityReference} is filled in)',
    defaults: {
      NATIVE_IDENTITY_CREATE_PATH: '/eapi/v0/identities',
      NATIVE_LIMITS_PATH: '/eapi/v0/identities/{identityReference}/limits',
    },
  },
  {
    id: 'ASSUME-NAT-QUOTE-LOCK',
    surface: 'native',
    section: 'Limits (locked quote validity)',
    sentence: 'Locked quote validity | about 3 minutes',
    text:
      '"About 3 minutes": a quote is still locked this many seconds after it was given, and expired after ' +
      'the second value',
    defaults: { NATIVE_QUOTE_LOCKED_SECONDS: '150', NATIVE_QUOTE_EXPIRED_SECONDS: '240' },
  },
  {
    id: 'ASSUME-NAT-PRICE-QUOTE',
    surface: 'native',
    section: 'Endpoints › Native API (price and quote)',
    sentence: 'indicative price, not rate-locked; locked quote … only for bank-transfer ramp creation',
    text: 'The indicative price and a locked quote of the same pair differ by at most this fraction',
    defaults: { NATIVE_PRICE_QUOTE_TOLERANCE: '0.05' },
  },
  {
    id: 'ASSUME-NAT-SAMPLE',
    surface: 'native',
    section: 'Endpoints › Native API',
    sentence: 'GET /eapi/v0/price | indicative price; POST /eapi/v0/ramps | create a bank-transfer ramp',
    text: 'The target quotes this pair and amount, and this identity has paymentReady true (scenario data)',
    defaults: {
      NATIVE_SOURCE: 'EUR',
      NATIVE_TARGET: 'BTC',
      NATIVE_AMOUNT: '100.00',
      NATIVE_WALLET_ADDRESS: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      NATIVE_READY_IDENTITY: 'idr-ready-7f3a9c',
    },
  },
  {
    id: 'ASSUME-NAT-HOST',
    surface: 'native',
    section: 'Endpoints › Native API (base path /eapi/v0)',
    sentence: 'Native API (base path /eapi/v0)',
    text:
      "The Native API is on the environment's {base_url}, the host of Hosted Checkout: /eapi/v0/… follows " +
      'SANDBOX_BASE_URL or PRODUCTION_BASE_URL',
    defaults: {},
  },
  {
    id: 'ASSUME-NAT-UNKNOWN-IDENTITY',
    surface: 'native',
    section: 'Endpoints › Native API (GET identities, POST ramps); Errors › HTTP status',
    sentence: 'fetch an identity',
    text:
      'An identityReference that names no identity is refused with a 4xx (specs/native.yaml assumes 404, ' +
      'not in the status table): there is no identity to fetch, limit or ramp for',
    defaults: {},
  },
  {
    id: 'ASSUME-NAT-RECORD-FIELDS',
    surface: 'native',
    section: 'Resources › Native API identifiers',
    sentence: 'Fields of the ramp record and identity record: not shown beyond these identifiers.',
    text:
      'An identity answer carries identityReference and paymentReady, a ramp answer id, status, ' +
      'identityReference and externalCustomerId; both may carry more',
    defaults: {},
  },
  {
    id: 'ASSUME-NAT-RAMP-STATUS',
    surface: 'native',
    section: 'States and transitions',
    sentence: 'Status values of Native API ramps and Hosted Checkout orders: not shown.',
    text: 'A ramp answer carries status, a string of any value',
    defaults: {},
  },
  {
    id: 'ASSUME-NAT-PRICE-NO-QUOTEID',
    surface: 'native',
    section: 'Endpoints › Native API (GET price)',
    sentence: 'indicative price, not rate-locked',
    text: '"Not rate-locked" shows as no quoteId in a price answer: absent or null',
    defaults: {},
  },
  {
    id: 'ASSUME-NAT-EMAIL-LOOKUP',
    surface: 'native',
    section: 'Endpoints › Native API (GET identities)',
    sentence:
      'fetch an identity; optional query email (string) to look up the real identityReference linked to an email',
    text:
      "With the email query, the email decides whatever identityReference the path names, or the path's " +
      'identity is answered only when the email is linked to it (another is refused with a 4xx); both ' +
      "keep the document. Answering the path's identity for an email not linked to it keeps neither",
    readings: {
      'email-decides': "the email's identity, whatever the path names",
      'path-must-match': "the path's identity when the email is linked to it, else a 4xx",
    },
    defaults: { NATIVE_EMAIL_LOOKUP: 'email-decides' },
  },
  {
    id: 'ASSUME-NAT-RAMP-QUOTEID',
    surface: 'native',
    section: 'Endpoints › Native API (POST ramps; GET quote)',
    sentence: 'create a bank-transfer ramp; the only operation accepting quoteId',
    text:
      'A ramp without quoteId: created at the indicative price, or refused with a 4xx (a bank-transfer ' +
      'ramp needs a locked quote). The document says only that ramps are the only operation accepting ' +
      'quoteId and that the locked quote is only for bank-transfer ramp creation; both keep it',
    readings: {
      optional: 'created without quoteId, at the indicative price',
      required: 'refused with a 4xx without quoteId',
    },
    defaults: { NATIVE_RAMP_QUOTEID: 'optional' },
  },
  {
    id: 'ASSUME-NAT-QUOTE-REUSE',
    surface: 'native',
    section: 'Endpoints › Native API (GET quote, POST ramps)',
    sentence: 'locked quote, valid about 3 minutes, only for bank-transfer ramp creation',
    text:
      'Whether one locked quote may price a second ramp while its lock lasts is not said: served again ' +
      '(the lock holds for every ramp made with it), or refused with a 4xx (a quote makes one ramp); both ' +
      'keep the document. After the lock, every use is refused (NAT-QUOTE-EXPIRES)',
    readings: {
      reusable: 'a second ramp with the same quoteId, within its lock, is created',
      'single-use': 'a second ramp with the same quoteId is refused with a 4xx',
    },
    defaults: { NATIVE_QUOTE_REUSE: 'reusable' },
  },
] as const satisfies readonly AssumptionRow[];
