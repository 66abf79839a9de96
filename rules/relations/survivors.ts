import type { SurvivorRow, ValueOperator } from './relation';

// The operators that rewrite one string as a whole: what display text and opaque ids survive. An exchange with a
// sibling changes the sibling too: it survives only where both fields are free (listed with the pair).
const REWORDED: readonly ValueOperator[] = ['case', 'pad', 'truncate', 'other-item', 'sibling-copy'];
const RESCALED: readonly ValueOperator[] = ['other-item', 'scale-percent', 'scale-ten', 'sibling-copy'];

const DISPLAY =
  'display text the service words as it likes: the document types it as a string and nothing sent, listed or ' +
  'answered elsewhere names it, so another wording (in another case, padded, shortened, or the words of another ' +
  'item or field) is one a faithful service could give';
const OPAQUE =
  "the service's own identifier, typed as a string or an integer and given no form: nothing the partner sends or " +
  "reads elsewhere names it, so any other value of its type (another case, padded, shortened, another entry's) " +
  'is an identifier a faithful service could give';
const APPEARS =
  'the document shows a value that appears, not the list of values (ASSUME-LEG-APPEARING-VALUES): another ' +
  'string, in another case or of another entry, is a value a faithful service could add';
const NAMED_LOOSELY =
  "a name is compared with the world's as words (kit/relations/world-names.ts: case, accents, punctuation and " +
  'surrounding space aside), so in another case or padded it still names the same place or currency, as a ' +
  'partner showing it to a customer reads it';
const SETTLED =
  "set by the service as the order is paid and settled: no other field of the answer, of the order's create answer " +
  'or of the document ties its amount, so another amount of the same sign is one a faithful service could charge';

const LIMITS =
  'the service\'s own numbers per fiat ("Per-method transaction limits | min and max per fiat code in ' +
  'transaction_limits"): the document ties them only to the orders the service must create within them ' +
  "(LEG-ORDER-WITHIN-LIMITS creates buys at each method's min, its max and between) and shows no refusal of an " +
  'amount outside them, no rate between the fiats and no price bounded by them; a service that lists other limits ' +
  "(another entry's, a few percent or ten times off, or min and max one amount) and creates every order within " +
  "them, as the faithful mock creates any amount, is conformant (a min above its max is LEG-PAYMENT-METHOD-LIMITS's, " +
  "a limit below zero LEG-AMOUNTS-NOT-NEGATIVE's)";
const UNORDERED_PAIRS =
  'a set of pairs with no documented order: where the entries carry alike values beside the one taken (a ' +
  "method's fees, one surcharge for every pair, listed fiat by fiat and coin by coin; Apple Pay's iOS and macOS, " +
  "both on Safari), each entry taking the next one's value lists the same pairs in another order, the answer a " +
  "faithful service gives; a pair's own fee, where it differs, is LEG-PRICES-FEE-AS-LISTED's";

/**
 * Value mutants a conformant service could answer (tests/mutants/value-mutants.ts): per operation, fields and
 * operators, the argument that the mutant is indistinguishable from a faithful answer. A field's "free" in the
 * relation map is made good here, operator by operator; every mutant without a row must be caught on a rule.
 */
export const survivors: readonly SurvivorRow[] = [
  {
    operation: 'listCoins',
    fields: ['/data/coins/*/coin_name', '/data/coins/*/blockchains/*/description'],
    operators: REWORDED,
    reason: DISPLAY,
  },
  {
    operation: 'listCoins',
    fields: ['/data/coins/*/blockchains/*/address_tag/name'],
    // Exchanged with regex, the pattern changes too: that is caught (LEG-ORDER-ADDRESS-TAG).
    operators: ['case', 'pad', 'truncate', 'sibling-copy'],
    reason:
      `${DISPLAY}: "name (string or null, label such as Memo)" is the label a partner shows beside the tag field, ` +
      'and no request, refusal or other answer names it',
  },
  {
    operation: 'listCoins',
    fields: ['/data/coins/*/blockchains/*/address_tag/regex'],
    operators: ['truncate'],
    reason:
      'the pattern cut of its last character, its closing "$", still holds of every tag the service takes: the ' +
      'document makes it the "pattern a tag must match", a condition every accepted tag meets and a failing one is ' +
      'refused for (LEG-ORDER-ADDRESS-TAG), not a promise that every tag matching it is taken; the listed ' +
      'patterns (^[0-9]{1,10}$, ^[0-9A-Za-z]{1,28}$) cut so are looser, and a tag that fails them fails the ' +
      "service's own and is refused",
  },
  {
    operation: 'listPaymentMethods',
    fields: ['/data/payment_methods/*/name', '/data/payment_methods/*/description'],
    operators: [...REWORDED, 'sibling-swap'],
    reason: DISPLAY,
  },
  {
    operation: 'createOrder',
    fields: ['/data/order/blockchain/description'],
    operators: REWORDED,
    reason: DISPLAY,
  },
  {
    operation: 'listOrders',
    fields: ['/data/orders/*/blockchain/description'],
    // Its sibling is contract_id, null on a native network: a null description fails the shape.
    operators: ['case', 'pad', 'truncate', 'other-item'],
    reason: DISPLAY,
  },
  {
    operation: 'createOrder',
    fields: ['/data/order/country'],
    // In another case, padded or not a listed code, it fails LEG-CODES-AS-LISTED or LEG-REFERENCE-MEMBERSHIP.
    operators: ['other-code'],
    reason:
      '"country | string | country code": the body sent names no country, the bulk list gives none, and the ' +
      "document does not say whose country it is (the customer's, the partner's, the fiat's): another listed " +
      'country code is one a faithful service could give',
  },
  {
    operation: 'createOrder',
    fields: ['/data/order/fiat_amount'],
    operators: ['optional-dropped'],
    reason:
      '"fiat_amount | number | present in some responses": the document does not say in which, so a create ' +
      'answer without it is one a faithful service could give (ASSUME-LEG-CREATE-FIAT-AMOUNT)',
  },
  {
    operation: 'createOrder',
    fields: ['/data/order/account_id'],
    operators: REWORDED,
    reason: OPAQUE,
  },
  {
    operation: 'listOrders',
    fields: [
      '/data/orders/*/account_id',
      '/data/orders/*/tx_hash',
      '/data/orders/*/blockchain/contract_id',
      '/data/orders/*/blockchain/network_id',
    ],
    operators: REWORDED,
    reason: `${OPAQUE} (a transaction hash and a network's ids included: the document gives them no form)`,
  },
  {
    operation: 'listOrders',
    fields: ['/data/orders/*/ref'],
    operators: [...RESCALED, 'negate'],
    reason: `${OPAQUE}; "ref | integer" is given no range`,
  },
  {
    operation: 'createOrder',
    fields: ['/data/order/blockchain/id'],
    operators: ['scale-percent', 'scale-ten', 'negate', 'optional-dropped'],
    reason: `${OPAQUE}; "optional id (integer)", so it may be absent too (ASSUME-LEG-CREATE-BLOCKCHAIN-ID)`,
  },
  {
    operation: 'listCoins',
    fields: ['/data/coins/*/blockchains/*/contract_id'],
    operators: [...REWORDED, 'optional-dropped'],
    reason:
      'a token\'s contract on its chain, which no list the service gives names; "present only for token ' +
      'networks", and which network is a token is the service\'s to say, so it may be absent too',
  },
  {
    operation: 'createHostedBuy',
    fields: ['/id'],
    operators: REWORDED,
    reason: OPAQUE,
  },
  {
    operation: 'createHostedBuy',
    fields: ['/blockchain'],
    operators: [...REWORDED, 'other-code'],
    reason:
      "nothing sent names the network, and Hosted Checkout's network codes are not shown: not the /api codes, nor " +
      'written in any case',
  },
  {
    operation: 'listPaymentMethods',
    fields: [
      '/data/payment_methods/*/status',
      '/data/payment_methods/*/type',
      '/data/payment_methods/*/transaction_fees/*/fees/*/name',
      '/data/payment_methods/*/transaction_fees/*/fees/*/type',
    ],
    operators: [...REWORDED, 'other-code'],
    reason: APPEARS,
  },
  {
    operation: 'getPrices',
    fields: ['/data/prices/*/type'],
    operators: [...REWORDED, 'other-code'],
    reason: APPEARS,
  },
  {
    operation: 'listOrders',
    fields: ['/data/orders/*/payment_type'],
    operators: REWORDED,
    reason: 'no value of payment_type is documented: any string is a payment type a faithful service could name',
  },
  {
    operation: 'listOrders',
    fields: ['/data/orders/*/commission'],
    // Its next sibling, fiat_amount, is as created: an exchange changes that too.
    operators: RESCALED,
    reason: SETTLED,
  },
  {
    operation: 'listOrders',
    fields: ['/data/orders/*/fee', '/data/orders/*/payment_fee', '/data/orders/*/coin_amount'],
    // Each exchanges with its next settled sibling (coin_amount with fee, fee with payment_fee, payment_fee with
    // commission): both fields of every pair are settled.
    operators: [...RESCALED, 'sibling-swap'],
    reason: SETTLED,
  },
  {
    operation: 'listOrders',
    fields: ['/data/orders/*/blockchain/contract_id'],
    operators: ['sibling-swap'],
    reason: `${OPAQUE}: its sibling network_id is another such id`,
  },
  {
    operation: 'listCoins',
    fields: ['/data/coins/*/blockchains/*/contract_id', '/data/coins/*/blockchains/*/description'],
    operators: ['sibling-swap'],
    reason: `${DISPLAY}; a token's contract is the chain's, which no list the service gives names`,
  },
  {
    operation: 'listPaymentMethods',
    fields: [
      '/data/payment_methods/*/type',
      '/data/payment_methods/*/transaction_fees/*/fees/*/name',
      '/data/payment_methods/*/transaction_fees/*/fees/*/type',
    ],
    // type exchanges with name (display text), a fee's name with its type (values that appear).
    operators: ['sibling-swap'],
    reason: `${APPEARS}; the field it is exchanged with is free too`,
  },
  {
    operation: 'listCountries',
    fields: ['/data/countries/*/country_name'],
    operators: ['case', 'pad'],
    reason: NAMED_LOOSELY,
  },
  {
    operation: 'listFiats',
    fields: ['/data/fiats/*/fiat_name'],
    operators: ['case', 'pad'],
    reason: NAMED_LOOSELY,
  },
  {
    operation: 'listUsStates',
    fields: ['/data/states/*/state_name'],
    operators: ['case', 'pad'],
    reason: NAMED_LOOSELY,
  },
  {
    operation: 'listFiats',
    fields: ['/data/fiats/*/fiat_symbol'],
    operators: ['case', 'pad'],
    reason:
      "a symbol is compared with the world's as a partner shows it, case and surrounding space aside " +
      '(kit/relations/judges.ts: CLDR itself writes SEK "kr" in en and "Kr" in en-AU), so "ca$" or " € " is still ' +
      "one of the currency's symbols",
  },
  {
    operation: 'listUsStates',
    fields: ['/data/states/*/state_code'],
    operators: ['case'],
    reason:
      "a list is the source of its own codes' form (ASSUME-LEG-CODE-FORM: the list itself only trimmed), and " +
      'no other answer and nothing sent names a state code ("state_code | string": no request takes one), so no ' +
      "written form is there to hold it to; the world's list is matched case aside (ASSUME-LEG-WORLD-CODES), as " +
      'ISO 3166-2 codes are read. A country code in another case is caught only because a created order names it',
  },
  {
    operation: 'listPaymentMethods',
    fields: ['/data/payment_methods/*/supported_agents/*/os', '/data/payment_methods/*/supported_agents/*/browser'],
    operators: ['case', 'pad'],
    reason:
      'an operating system or browser is named in any case (ASSUME-LEG-SUPPORTED-AGENTS: the real service writes ' +
      '"ios", "safari"), and read as a name, space aside, as the partner\'s page matches it',
  },
  {
    operation: 'listPaymentMethods',
    fields: ['/data/payment_methods/*/logo_url'],
    // Its type or a padded link is no link (LEG-PM-LOGO-URL).
    operators: ['other-item', 'case', 'truncate'],
    reason:
      'a link the document types as a string, naming no host, path or image (ASSUME-LEG-LOGO-URL holds it to an ' +
      "absolute http(s) URL): another method's link, its letters in another case (scheme and host are read in any " +
      'case) or a character shorter is still a link a faithful service could give; the logo sits on a host outside ' +
      "the surfaces under test, so the suite does not fetch it to see that it is this method's",
  },
  {
    operation: 'listPaymentMethods',
    fields: [
      '/data/payment_methods/*/transaction_fees/*/fiat_code',
      '/data/payment_methods/*/transaction_fees/*/coin_code',
      '/data/payment_methods/*/supported_agents/*/os',
    ],
    operators: ['other-item'],
    reason: UNORDERED_PAIRS,
  },
  {
    operation: 'listPaymentMethods',
    fields: ['/data/payment_methods/*/transaction_limits/*/fiat_code'],
    operators: ['other-item'],
    reason: LIMITS,
  },
  {
    operation: 'listPaymentMethods',
    fields: ['/data/payment_methods/*/transaction_limits/*/min', '/data/payment_methods/*/transaction_limits/*/max'],
    operators: RESCALED,
    reason: LIMITS,
  },
  {
    operation: 'createNativeRamp',
    fields: ['/id'],
    operators: REWORDED,
    reason: `${OPAQUE}; the Native API's payloads are not shown (ASSUME-NAT-PAYLOADS)`,
  },
  {
    operation: 'createNativeRamp',
    fields: ['/status'],
    operators: [...REWORDED, 'other-code'],
    reason: 'Status values of Native API ramps and Hosted Checkout orders: not shown. Any string is a status.',
  },
  {
    operation: 'getNativeQuote',
    fields: ['/expiresAt'],
    // Upper case is the form given; lower case is the form the operator writes.
    operators: ['case'],
    reason:
      'a date-time (RFC 3339, as specs/native.yaml assumes: ASSUME-NAT-PAYLOADS) whose "T" and "Z" "may ' +
      'alternatively be lower case" (RFC 3339, 5.6): the same instant, the lock\'s same end, written as a faithful ' +
      'service may write it; nothing else of it has a case',
  },
  {
    operation: 'getNativeLimits',
    fields: ['/limits/*/min', '/limits/*/max'],
    // A sign is ASSUME-NAT-LIMITS-SIGN's, min above max NAT-LIMITS's: what is left moves a limit within both.
    operators: ['scale-percent', 'scale-ten', 'sibling-copy'],
    reason:
      '"Path and payloads of the transaction limits operation: not shown.": the document gives no limit\'s ' +
      "amount (they are the service's, per identity and transaction context), ties none to another answer, and " +
      'does not say that an amount outside them is refused; the run sees them only through ramps within them, ' +
      'which NAT-RAMP-CREATE checks are created. A min or max a few percent or ten times higher, or a min ' +
      'equal to its max, is a limit a faithful service could set',
  },
];
