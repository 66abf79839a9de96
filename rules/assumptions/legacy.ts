import type { AssumptionRow } from '../assumption';

/** Open choices of the paths under /api. */
export const legacyAssumptions = [
  {
    id: 'ASSUME-LEG-AUTH',
    surface: 'legacy',
    section: 'Authentication',
    sentence: 'header Authorization carrying the word Bearer followed by the partner credential (<API_CREDENTIAL>)',
    text: 'What follows "Bearer": the credential itself, or the signed token the public SDKs send',
    readings: {
      static: 'Authorization: Bearer <credential>',
      signed:
        'Authorization: Bearer <key>:<hex HMAC-SHA256(secret, METHOD\\nURI\\nNONCE[\\nBODY])>:<nonce in ms> ' +
        '(*_API_SECRET signs)',
    },
    defaults: { LEGACY_AUTH: 'static' },
  },
  {
    id: 'ASSUME-LEG-META-PLACE',
    surface: 'legacy',
    section: 'Endpoints › GET /api/orders',
    sentence: '200 returns data.orders (array of bulk order) and meta.',
    text: 'Where the pagination object meta sits in a bulk-list answer',
    readings: { 'top-level': 'beside data, at the top level of the body', 'in-data': 'inside data, beside orders' },
    defaults: { LEGACY_META_PLACE: 'top-level' },
  },
  {
    id: 'ASSUME-PER-PAGE-ABOVE-MAX',
    surface: 'legacy',
    section: 'Endpoints › GET /api/orders; Limits',
    sentence: 'per_page … default 100, maximum 200',
    text: 'per_page above 200 is refused with a 4xx or capped at 200: the check accepts both and records which',
    readings: {
      refused: 'per_page above 200 answered with a 4xx',
      capped: 'per_page above 200 answered with at most 200 orders',
    },
    defaults: { LEGACY_PER_PAGE_ABOVE_MAX: 'capped' },
  },
  {
    id: 'ASSUME-PAST-LAST-PAGE',
    surface: 'legacy',
    section: 'Endpoints › GET /api/orders (page)',
    sentence: 'page … total pages given by meta.last_page',
    text: 'A page past meta.last_page is empty or refused with a 4xx: the check accepts both and records which',
    readings: { empty: 'answered 200 with no orders', refused: 'answered with a 4xx' },
    defaults: { LEGACY_PAST_LAST_PAGE: 'empty' },
  },
  {
    id: 'ASSUME-CHECKOUT-LOADS',
    surface: 'legacy',
    section: 'States and transitions (checkout URL validity)',
    sentence: 'a checkout URL is valid for 1 minute after order creation and must be loaded within that window',
    text: 'A checkout URL "loads" when a GET of it answers 2xx and "no longer loads" when it answers 4xx',
    defaults: {},
  },
  {
    id: 'ASSUME-422-TITLES',
    surface: 'legacy',
    section: 'Endpoints › POST /api/orders',
    sentence:
      '422 returns an errors object (status integer, code integer, title string) with these titles: invalid ' +
      'wallet address entered; invalid payment method ID.',
    text: 'Create-order 422 titles are compared without regard to case or surrounding space',
    defaults: {},
  },
  {
    id: 'ASSUME-SELL-VALUES',
    surface: 'legacy',
    section: 'Resources › Payment method; Order as returned by create',
    sentence: 'value FIAT_TO_CRYPTO appears; value CRYPTO-BUY appears',
    text: 'The document shows only buy values (FIAT_TO_CRYPTO, CRYPTO-BUY); a sell is anything else',
    defaults: {},
  },
  {
    id: 'ASSUME-ADDRESS-TAG-REFUSAL',
    surface: 'legacy',
    section: 'Endpoints › POST /api/orders (wallet_address_tag)',
    sentence: 'needed when the address type uses a tag or memo',
    text:
      "A buy order missing a required wallet_address_tag, or with one that fails its network's " +
      'address_tag.regex, is refused with a 4xx (the document says the tag is needed and gives the ' +
      'pattern a tag must match, not how a missing or failing one is answered)',
    defaults: {},
  },
  {
    id: 'ASSUME-NETWORK-MINIMUM-REFUSAL',
    surface: 'legacy',
    section: 'Limits (min_value on each blockchain)',
    sentence: 'Minimum amount per network | min_value on each blockchain | coins',
    text: "A buy order below the network's min_value is refused with a 4xx",
    defaults: {},
  },
  {
    id: 'ASSUME-PRICES-RATE-LIMIT',
    surface: 'legacy',
    section: 'Endpoints › GET /api/prices; Limits',
    sentence: 'it is rate limited; Rate limit of GET /api/prices | stated to exist',
    text: 'GET /api/prices answers 429 within this many requests in a minute (numeric limit not shown)',
    defaults: { LEGACY_PRICES_RATE_PROBE: '120' },
  },
  {
    id: 'ASSUME-PRICES-BUDGET',
    surface: 'legacy',
    section: 'Endpoints › GET /api/prices; Limits',
    sentence: 'it is rate limited; Rate limit of GET /api/prices | stated to exist',
    text:
      "The target's limit on GET /api/prices is at least this many requests a minute: the suite's own " +
      'price requests stay under it, shared by every worker (only LEG-PRICES-RATE-LIMITED exceeds it)',
    defaults: { LEGACY_PRICES_BUDGET: '30' },
  },
  {
    id: 'ASSUME-SAMPLE-ORDER',
    surface: 'legacy',
    section: 'Endpoints › POST /api/orders',
    sentence: 'source … target … wallet_address … return_url_on_success',
    text: 'The target sells this coin for this fiat, to this wallet address (scenario data)',
    defaults: {
      LEGACY_FIAT: 'EUR',
      LEGACY_COIN: 'BTC',
      LEGACY_WALLET_ADDRESS: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      LEGACY_RETURN_URL: 'https://partner.example/return',
    },
  },
  {
    id: 'ASSUME-TAG-SAMPLE',
    surface: 'legacy',
    section: 'Resources › Cryptocurrency (address_tag)',
    sentence: 'address_tag … required (boolean or null)',
    text:
      'The target sells this coin on a network whose address needs a tag, to this address with this tag; and ' +
      'this coin on a network whose tag pattern has letters, to this address with this memo (scenario data)',
    defaults: {
      LEGACY_TAG_COIN: 'XRP',
      LEGACY_TAG_WALLET_ADDRESS: 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh',
      LEGACY_TAG: '123456',
      LEGACY_MEMO_COIN: 'XLM',
      LEGACY_MEMO_WALLET_ADDRESS: 'GCEZWKCA5VLDNRLN3RPRJMRZOX3Z6G5CHCGSNFHEYVXM3XOJMDS674JZ',
      LEGACY_MEMO: 'Conformance7memo',
    },
  },
  {
    id: 'ASSUME-NETWORK-SAMPLE',
    surface: 'legacy',
    section: 'Endpoints › POST /api/orders (blockchain)',
    sentence: "blockchain | string | no | network code; default is the coin's configured default",
    text:
      'The target sells this coin on this network, not its default, to this address (scenario data: an ' +
      'order sent with blockchain); its EVM networks take this address',
    defaults: {
      LEGACY_NETWORK_COIN: 'USDT',
      LEGACY_NETWORK: 'tron',
      LEGACY_NETWORK_WALLET_ADDRESS: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      LEGACY_EVM_WALLET_ADDRESS: '0x52908400098527886E0F7030069857D2E4169EE7',
    },
  },
  {
    id: 'ASSUME-ORDERS-RANGE',
    surface: 'legacy',
    section: 'Endpoints › GET /api/orders',
    sentence: 'start_date | date YYYY-MM-DD | yes; end_date | date YYYY-MM-DD | yes',
    text:
      'The bulk list holds orders between these dates and none is added there during the run (empty: the ' +
      'year before yesterday)',
    defaults: { LEGACY_ORDERS_FROM: '', LEGACY_ORDERS_TO: '' },
  },

  // Fields of the resources: presence, null, open values, formats.
  {
    id: 'ASSUME-LEG-LISTED-FIELDS',
    surface: 'legacy',
    section: 'Resources and their fields',
    sentence: 'All fields below are strings unless stated.',
    text:
      'A field a table lists is in every answer unless its note makes it optional ("optional", "present ' +
      'only for", "present in some responses", "present when"); the real service omits country on create, ' +
      'min_value and address_tag on coins',
    defaults: {},
  },
  {
    id: 'ASSUME-LEG-NO-NULL',
    surface: 'legacy',
    section: 'Resources and their fields',
    sentence: 'All fields below are strings unless stated.',
    text:
      'A field typed string, number or integer is never null; only those noted "or null", "may be null" ' +
      'or "null or array" are (real unpaid, expired and sell orders carry null in payment_type, ref, fee, ' +
      'tx_hash, wallet_address, meta_data)',
    defaults: {},
  },
  {
    id: 'ASSUME-LEG-COUNTRY-STATE',
    surface: 'legacy',
    section: 'Resources › Country and US state',
    sentence: 'country_code | string; country_name | string; state_code | string; state_name | string',
    text:
      'The one table holds two resources: a country carries country_code and country_name, a US state ' +
      'state_code and state_name, neither the other pair',
    defaults: {},
  },
  {
    id: 'ASSUME-LEG-CONTRACT-ID',
    surface: 'legacy',
    section: 'Resources › Cryptocurrency (blockchain entry)',
    sentence: 'contract_id | string | present only for token networks',
    text:
      'contract_id may be absent from any network and is a string when present (null fails); of the ' +
      "networks, only a coin's native one (ASSUME-LEG-NATIVE-NETWORK) is known to be no token network",
    defaults: {},
  },
  {
    id: 'ASSUME-LEG-ADDRESS-TAG',
    surface: 'legacy',
    section: 'Resources › Cryptocurrency (address_tag)',
    sentence:
      'address_tag | object | fields regex (string or null, …), required (boolean or null), name (string or ' +
      'null, label such as Memo)',
    text:
      'address_tag is an object on every network, never null, with regex, required and name always ' +
      'present (each may be null); required null means no tag is needed',
    defaults: {},
  },
  {
    id: 'ASSUME-LEG-APPEARING-VALUES',
    surface: 'legacy',
    section: 'Resources › Payment method; Price quote; Order as returned by create',
    sentence:
      'value ACTIVE appears; value FIAT_TO_CRYPTO appears; value CRYPTO-BUY appears; type value percentage ' +
      'appears, name value surcharge appears',
    text:
      "A payment method's status and type, a fee's type and name, a price entry's type and an order's " +
      'order_type take any string: the values shown are examples, not the complete set',
    defaults: {},
  },
  {
    id: 'ASSUME-LEG-PM-TYPE-BUY',
    surface: 'legacy',
    section: 'Resources › Payment method; Endpoints › GET /api/payment-methods',
    sentence: 'type | string | value FIAT_TO_CRYPTO appears',
    text:
      "type tells a method's direction (FIAT_TO_CRYPTO for a buy; sells: ASSUME-SELL-VALUES), or " +
      'something else, such as the kind of payment; the direction of a listing is checked only where type ' +
      'tells it (a value of the form X_TO_Y)',
    readings: {
      direction: 'type names a direction (X_TO_Y)',
      other: 'type names something else: the direction of a listing cannot be told',
    },
    defaults: { LEGACY_PM_TYPE: 'direction' },
  },
  {
    id: 'ASSUME-LEG-SUPPORTED-AGENTS',
    surface: 'legacy',
    section: 'Resources › Payment method',
    sentence:
      'supported_agents | null or array | when not null, the method works only on the listed browser and ' +
      'operating system pairs',
    text:
      'supported_agents is on every method: null, or an array (an empty one too) of entries with os and ' +
      'browser strings, each naming its operating system or browser in any letter case ("ios" is iOS, as ' +
      'the real service writes it)',
    defaults: {},
  },
  {
    id: 'ASSUME-LEG-PM-LIMITS',
    surface: 'legacy',
    section: 'Resources › Payment method',
    sentence: 'transaction_limits | array | each entry: fiat_code (string), min (number), max (number)',
    text:
      'min and max, and a fee\'s amount, are JSON numbers: numeric strings such as "2" fail the shape ' +
      'rule (the real service sends strings)',
    defaults: {},
  },
  {
    id: 'ASSUME-DECIMAL-STRING',
    surface: 'all',
    section: 'Resources › Price quote; Hosted Checkout order',
    sentence: 'spot_price (decimal string); fiatAmount | string (decimal)',
    text:
      'A decimal string is digits with an optional fraction and an optional leading minus ("100", ' +
      '"61234.56"); a JSON number, an exponent, a plus sign, grouping, ".5" or "5." fails',
    defaults: {},
  },
  {
    id: 'ASSUME-LEG-PRICE-DISCOUNT',
    surface: 'legacy',
    section: 'Endpoints › GET /api/prices (discount_code); Resources › Price quote (discount)',
    sentence:
      'discount_code (string, optional, beta; changes commission rate); discount | object, optional | present ' +
      'when a discount code applies; contains original_quote with original_coin_amount, original_network_fee, ' +
      'original_fee_amount, original_fiat_amount',
    text:
      'LEGACY_DISCOUNT_CODE, when set, is a code the target accepts (the embedded mock: its own): a price asked ' +
      'with it carries discount on at least one entry, and an order created with it carries it as discount_code; ' +
      'a code the target does not know may be quoted without discount or refused. Where discount is present, the ' +
      'commission rate it changes is the fee: fee_amount below original_fee_amount, network_fee as ' +
      'original_network_fee, and the price per coin better for the customer; the original_* fields are strings ' +
      '(no type stated), read as numbers',
    defaults: { LEGACY_DISCOUNT_CODE: '' },
  },
  {
    id: 'ASSUME-LEG-PRICE-ARITHMETIC',
    surface: 'legacy',
    section: 'Resources › Price quote; Resources › Payment method (transaction_fees)',
    sentence:
      'spot_price_fee | decimal string; spot_price_including_fee | decimal string; fee_amount | decimal string; ' +
      'network_fee | decimal string',
    text:
      "The document states no formula; the names imply one: a buy's fiat_amount pays fee_amount, network_fee and " +
      "coin_amount at spot_price (a sell's coins at spot_price pay fiat_amount and both fees), " +
      'spot_price_including_fee is fiat_amount / coin_amount and spot_price_fee its distance from spot_price, ' +
      "fee_amount is the method's listed percentage fees of the gross amount; they hold within the tolerance read",
    readings: {
      written:
        'to the precision the answer writes its numbers in: half a unit of the last written digit of each term, ' +
        'carried through the formula (a service that rounds each amount once)',
      'one-percent':
        'within 1 % of the largest term: a service that reads spot_price at another moment than it prices, or ' +
        'rounds its fees before it sums',
    },
    defaults: { LEGACY_PRICE_ARITHMETIC: 'written' },
  },
  {
    id: 'ASSUME-LEG-CREATE-FIAT-AMOUNT',
    surface: 'legacy',
    section: 'Resources › Order as returned by create',
    sentence: 'fiat_amount | number | present in some responses',
    text: 'fiat_amount may be absent from any create answer, whatever was sent; a JSON number when present',
    defaults: {},
  },
  {
    id: 'ASSUME-LEG-CREATE-BLOCKCHAIN-ID',
    surface: 'legacy',
    section: 'Resources › Order as returned by create',
    sentence: 'blockchain | object | code, description, optional id (integer)',
    text: 'blockchain.id may be absent; an integer when present (null fails)',
    defaults: {},
  },
  {
    id: 'ASSUME-LEG-CREATE-DISCOUNT-CODE',
    surface: 'legacy',
    section: 'Resources › Order as returned by create',
    sentence: 'discount_code | string | present when a discount applies',
    text:
      'discount_code is absent from a create answer unless a discount applies: present, it is the code sent; an ' +
      'order created with LEGACY_DISCOUNT_CODE carries it (ASSUME-LEG-PRICE-DISCOUNT), one created with a code ' +
      'the target does not know need not',
    defaults: {},
  },
  {
    id: 'ASSUME-LEG-CREATE-CREATED-AT',
    surface: 'legacy',
    section: 'Resources › Order as returned by create',
    sentence: 'created_at | string | format DD-Mon-YYYY HH:MM:SS',
    text:
      'Two-digit day, English month abbreviation as written (Jan … Dec), four-digit year, 24-hour clock, ' +
      'a real date, no time zone ("1-Nov-2026 …" and "21-NOV-2026 …" fail)',
    defaults: {},
  },
  {
    id: 'ASSUME-LEG-BULK-CREATED-AT',
    surface: 'legacy',
    section: 'Resources › Order as returned by bulk list',
    sentence: 'created_at | string | format YYYY-MM-DD HH:MM:SS',
    text:
      'Bulk-list created_at exactly so, a real date, 24-hour clock, no time zone; the create format fails ' +
      'here (the real service sends DD-Mon-YYYY HH:MM:SS in both)',
    defaults: {},
  },
  {
    id: 'ASSUME-LEG-BULK-BLOCKCHAIN',
    surface: 'legacy',
    section: 'Resources › Order as returned by bulk list',
    sentence: 'blockchain | object | code, description, contract_id, network_id (last two may be null)',
    text:
      '"May be null" is read as present with null: all four fields are in every bulk order\'s blockchain, ' +
      'the last two strings or null (the real service omits them)',
    defaults: {},
  },
  {
    id: 'ASSUME-LEG-ORDER-STATUSES',
    surface: 'legacy',
    section: 'States and transitions',
    sentence:
      'Legacy order status values that appear: inProgress, coinTransferred, declined, complete. … Complete ' +
      'list of statuses: not shown.',
    text:
      'status takes any string (the real service also sends expired, pendingPayment, "in progress"); ' +
      'notAStatus is taken to be no status of the target (the bulk-list 422 checks)',
    defaults: {},
  },
  {
    id: 'ASSUME-LEG-META-MEANING',
    surface: 'legacy',
    section: 'Resources › Order as returned by bulk list (meta); Endpoints › GET /api/orders (page)',
    sentence: 'Pagination object meta: current_page, from, last_page, per_page, to, total (all integers).',
    text:
      "Pages count from 1; from and to are the positions of a page's first and last order, counted from 1 " +
      'or from 0 (both keep the document); last_page is ceil(total / per_page), at least 1; every field ' +
      'is an integer on every page, an empty one too (whose from and to are not compared)',
    readings: {
      'one-based': 'the first order of the list is at position 1',
      'zero-based': 'the first order of the list is at position 0',
    },
    defaults: { LEGACY_META_POSITIONS: 'one-based' },
  },

  // Requests: what a valid one is, and how the answers to open cases are read.
  {
    id: 'ASSUME-LEG-ORDER-TYPE-PATH',
    surface: 'legacy',
    section: 'Endpoints › GET /api/fiats/{orderType} and GET /api/coins/{orderType}',
    sentence: 'Path parameter orderType: string, required, default buy, values buy or sell',
    text:
      'A value other than buy or sell: refused with a 4xx, or answered as buy, the default the document ' +
      'gives; both keep the document',
    readings: { refused: 'refused with a 4xx', default: 'answered as orderType buy' },
    defaults: { LEGACY_UNKNOWN_ORDER_TYPE: 'refused' },
  },
  {
    id: 'ASSUME-LEG-PRICES-NO-AMOUNT',
    surface: 'legacy',
    section: 'Endpoints › GET /api/prices',
    sentence: 'source_amount (float, optional), target_amount (float, optional; …)',
    text:
      'A quotation asked with neither amount is answered 200 with prices (the generated and the direction ' +
      'checks send none)',
    defaults: {},
  },
  {
    id: 'ASSUME-LEG-PRICES-BOTH-AMOUNTS',
    surface: 'legacy',
    section: 'Endpoints › GET /api/prices',
    sentence: 'sending both source_amount and target_amount is not allowed',
    text:
      '"Not allowed" binds the partner, or the service too: refused with a 4xx, or served as on POST ' +
      '/api/orders, where source_amount overrides target_amount; both keep the document (target_amount ' +
      'winning keeps neither)',
    readings: {
      refused: 'refused with a 4xx',
      'source-wins': 'priced for source_amount, as if target_amount were not sent',
    },
    defaults: { LEGACY_PRICES_BOTH_AMOUNTS: 'refused' },
  },
  {
    id: 'ASSUME-LEG-ORDER-NO-AMOUNT',
    surface: 'legacy',
    section: 'Endpoints › POST /api/orders',
    sentence: 'source_amount | string | no; target_amount | string | no',
    text: 'An order with neither amount is created (200): the generated valid request sends none',
    defaults: {},
  },
  {
    id: 'ASSUME-LEG-ORDER-BOTH-AMOUNTS',
    surface: 'legacy',
    section: 'Endpoints › POST /api/orders',
    sentence: 'target_amount | string | no | overridden when source_amount is also sent',
    text:
      "An order sent with both amounts is for source_amount when its fiat_amount (the create answer's, " +
      "else the bulk list's) is nearer source_amount than target_amount's fiat worth at the quoted price; " +
      'elsewhere target_amount is sent alone (the network-minimum scenario)',
    defaults: {},
  },
  {
    id: 'ASSUME-LEG-YES-IN-SCHEMA',
    surface: 'legacy',
    section: 'Endpoints › POST /api/orders',
    sentence: 'wallet_address | string | yes in schema | to receive crypto; intended for buy orders only',
    text:
      'Each "yes in schema" field is sent where its own note needs it, so every reading of "yes in ' +
      'schema" that keeps the notes takes the orders: wallet_address on a buy, refund_address on a sell, ' +
      'wallet_address_tag where the address type uses a tag (LEG-ORDER-ADDRESS-TAG); a buy without ' +
      'refund_address or wallet_address_tag and a sell without wallet_address are created (200), and no ' +
      'check expects their absence refused',
    defaults: {},
  },
  {
    id: 'ASSUME-LEG-DATE-RANGE',
    surface: 'legacy',
    section: 'Endpoints › GET /api/orders',
    sentence: 'start_date | date YYYY-MM-DD | yes; end_date | date YYYY-MM-DD | yes',
    text:
      'Both dates are inclusive, in the time zone created_at is written in: start_date = end_date = D ' +
      'lists only orders whose created_at falls on D',
    defaults: {},
  },
  {
    id: 'ASSUME-LEG-LIST-FRESH',
    surface: 'legacy',
    section: 'Endpoints › POST /api/orders (meta_data); GET /api/orders',
    sentence: 'meta_data | string | no | free-form, returned by the bulk list',
    text:
      'An order is in the bulk list as soon as it is created, under the id its create answer gave, ' +
      'between yesterday and tomorrow (UTC dates); where a read may lag the write (the document is silent ' +
      'on read-after-write), the sequences read the list again, at most 3 times, before a verdict',
    readings: {
      'at-once': 'the first read of the list after the create answer lists the order',
      lagging: 'the order is listed only after a few further reads of the list (at most 3)',
    },
    defaults: { LEGACY_LIST_FRESH: 'at-once' },
  },
  {
    id: 'ASSUME-LEG-LIST-422-FIELDS',
    surface: 'legacy',
    section: 'Endpoints › GET /api/orders; Errors › HTTP status (422)',
    sentence:
      '422 for an invalid status or parameter returns an errors array whose items have status (string), title ' +
      '(string), detail (string). Further fields of this error: not shown.',
    text:
      'Items and body may carry further fields; detail is a string (the real service sends a map of field ' +
      'to messages); the error code a 422 body "carries" is the items\' status, the only code shown ' +
      '(ASSUME-LEG-ERROR-CODE, LEG-422-ERROR-CODE): no further code is required',
    defaults: {},
  },
  {
    id: 'ASSUME-LEG-ERROR-CODE',
    surface: 'legacy',
    section: 'Errors › HTTP status (400, 422)',
    sentence: '422 | request well formed but cannot be processed; the body carries an error code',
    text:
      'An error code is an integer or a string of digits in a field named status or code (or ending in ' +
      "code: errorCode, error_code), at the body's top, in error, in errors or in an item of errors; its " +
      'name is shown only for create, where only code counts (a status alone is no error code there), and ' +
      'the bulk list, whose only code is status',
    defaults: {},
  },
  {
    id: 'ASSUME-LEG-REFERENCE-LISTS',
    surface: 'legacy',
    section: 'Resources (country code, fiat codes, coin codes, network code, payment_method_id)',
    sentence:
      'country | string | country code; supported_fiat | array of string | fiat codes; payment_method_id | integer',
    text:
      'A code an answer names is one the reference lists give (GET /api/countries, the fiats and coins of ' +
      "buy and sell, a coin's blockchains, GET /api/payment-methods), as read before the first test; the " +
      'document types them as codes without naming the list they come from',
    defaults: {},
  },
  {
    id: 'ASSUME-LEG-AMOUNTS-SIGN',
    surface: 'legacy',
    section: 'Resources (price quote, orders, payment method limits and fees, blockchain min_value)',
    sentence: 'fee | number; fee_amount | decimal string; min (number), max (number)',
    text:
      'An amount, a fee, a price or a limit is never below zero: the document types them as numbers and decimal ' +
      'strings without a sign, and a negative fee or price is none a customer could be charged or quoted',
    defaults: {},
  },
  {
    id: 'ASSUME-LEG-LOGO-URL',
    surface: 'legacy',
    section: 'Resources › Payment method (logo_url)',
    sentence: 'logo_url | string',
    text:
      'logo_url, named as a link, is an absolute http or https URL with no space in or around it (the document ' +
      'types it as a string and names no host, path or image; the logo itself, on a host not under test, is not ' +
      'fetched)',
    defaults: {},
  },
  {
    id: 'ASSUME-LEG-CODE-FORM',
    surface: 'legacy',
    section: 'Resources (country code, fiat codes, coin codes, network code)',
    sentence: 'country | string | country code; supported_fiat | array of string | fiat codes',
    text:
      'A code an answer names is written as the reference list that gives it writes it: the same case, no space ' +
      'around it (the suite compares codes case and space aside for every other relation, so a code in another ' +
      'form fails this row alone)',
    defaults: {},
  },
  {
    id: 'ASSUME-LEG-WORLD-CODES',
    surface: 'legacy',
    section: 'Resources › Country and US state; Fiat currency',
    sentence: 'country_code | string; state_code | string; fiat_code | string',
    text:
      "The reference lists use the world's codes: country_code is an ISO 3166-1 alpha-2 code, state_code a " +
      'subdivision of ISO 3166-2:US (with or without "US-"), fiat_code an ISO 4217 code (rules/world.ts); the ' +
      'document types them as strings without naming the standard',
    readings: {
      iso: 'ISO 3166-1 alpha-2, ISO 3166-2:US and ISO 4217 codes',
      own: 'codes of its own (alpha-3, numbers, its own abbreviations): not held to a world list',
    },
    defaults: { LEGACY_WORLD_CODES: 'iso' },
  },
  {
    id: 'ASSUME-LEG-WORLD-NAMES',
    surface: 'legacy',
    section: 'Resources › Country and US state; Fiat currency; Payment method (supported_agents)',
    sentence:
      'country_name | string; state_name | string; fiat_name | string; fiat_symbol | string; each entry has os ' +
      '(string) and browser (string)',
    text:
      "A listed name is the world's English name of its own code, compared loosely (case, accents, punctuation, " +
      '"&" for "and", "St." for "Saint", a longer form that is no other code\'s name): a country\'s as Intl ' +
      "(CLDR) or ISO 3166-1 gives it, a state's as ISO 3166-2 does, a currency's as Intl does; a fiat_symbol is its " +
      "code or a symbol Intl writes the currency with in an English locale (case and space aside: CLDR's own " +
      'en-AU writes SEK "Kr", en "kr"); a supported_agents os and browser are names bowser knows (case and spaces ' +
      'aside)',
    readings: {
      english: "the world's English names",
      own: "names of its own (another language, its own wording): not held to the world's",
    },
    defaults: { LEGACY_WORLD_NAMES: 'english' },
  },

  // Every surface: headers, content type, errors, retries, checkout URLs.
  {
    id: 'ASSUME-REQUEST-ID',
    surface: 'all',
    section: 'What the service does, 7',
    sentence:
      'Every request may carry the header X-Request-Id, a correlation ID chosen by the caller (string, optional).',
    text:
      'The suite sends a fresh UUID on every request (none where it tests that the header is optional); ' +
      'an answer need not echo it',
    defaults: {},
  },
  {
    id: 'ASSUME-ACCEPT',
    surface: 'all',
    section: 'Endpoints › the service (common headers)',
    sentence: 'Accept (string, default application/json)',
    text:
      'Every request sends Accept: application/json; an /api request without Accept is answered as with its ' +
      'default, JSON (the document states it: LEG-ACCEPT-DEFAULT); answers to another value are not tested',
    defaults: {},
  },
  {
    id: 'ASSUME-JSON-CONTENT-TYPE',
    surface: 'all',
    section: 'What the service does, 8',
    sentence: 'Responses are JSON.',
    text:
      'JSON is a body that parses and a Content-Type of application/json or application/*+json; checked ' +
      'on answers to valid requests and on documented error bodies, not on 401, 429 or checkout URLs',
    defaults: {},
  },
  {
    id: 'ASSUME-EXTRA-FIELDS',
    surface: 'all',
    section: 'Resources › Native API identifiers; Endpoints › GET /api/orders',
    sentence:
      'Fields of the Hosted Checkout order beyond the create response: not shown. … Further fields of this ' +
      'error: not shown.',
    text: 'Any answer may carry fields the document does not list: never a failure, reported as drift',
    defaults: {},
  },
  {
    id: 'ASSUME-INVALID-INPUT-4XX',
    surface: 'all',
    section: 'Errors › HTTP status',
    sentence: '400 | request failed validation or a required feature is not enabled; the body carries an error code',
    text:
      'A missing, mistyped or out-of-enum input is refused with any 4xx (400, 404, 422 …) whose body is ' +
      "not checked; only the bulk list's invalid status or parameter value must be 422 (a missing parameter " +
      'is not called invalid there: any 4xx)',
    defaults: {},
  },
  {
    id: 'ASSUME-AUTH-FAILURE-BODY',
    surface: 'all',
    section: 'Errors › HTTP status (401)',
    sentence: '401 | authentication failed: wrong key type, wrong environment, or missing HMAC signature',
    text:
      'A 401 is checked by its status alone: the document shows no body for it, so no rule judges one. An ' +
      "/api 401's body is read: any body (the default), the errors object the real service sends " +
      '({errors: {status: 401, code: 40103 or 40104, title}}), or the errors array of its older ' +
      'documentation (codes as strings); a 401 of another body than the reading in force leaves the row ' +
      'not confirmed',
    readings: {
      any: 'any body, or none',
      'errors-object': 'an errors object {status: 401, code: an integer, title}',
      'errors-array': 'an errors array whose items carry status "401", a code of digits as a string, and a title',
    },
    defaults: { LEGACY_UNAUTHORIZED_BODY: 'any' },
  },
  {
    id: 'ASSUME-RETRY-AFTER',
    surface: 'all',
    section: 'Errors › HTTP status (429)',
    sentence: '429 | rate limit exceeded; back off and retry',
    text:
      'A 429 may carry Retry-After as seconds or an HTTP date, which the suite waits for; without it, ' +
      'exponential backoff with jitter; another form fails LEG-PRICES-RATE-LIMITED',
    defaults: {},
  },
  {
    id: 'ASSUME-5XX-RETRY',
    surface: 'all',
    section: 'Errors › HTTP status (5xx)',
    sentence: '5xx | service-side error; retry with backoff; contact support if persistent',
    text:
      'A 5xx, a 429 or no answer is retried with backoff (CONFORMANCE_BACKOFF_RETRIES); a 5xx that ' +
      "persists is the target's answer while the surface serves its control request at that moment, else " +
      'the check is inconclusive, as is a 429 or no answer that persists',
    defaults: {},
  },
  {
    id: 'ASSUME-CHECKOUT-URL-FORM',
    surface: 'all',
    section: 'Resources › Order as returned by create (checkout_url); Hosted Checkout order (checkoutUrl)',
    sentence: 'checkout_url | string | unique per order; The customer is redirected to checkout_url',
    text:
      "A checkout URL is loaded as a browser opens it (a GET with a browser's Accept, an X-Request-Id, no " +
      'credential, following redirects); its host and query are not checked (real: the partner host with ' +
      'expires, id, oid and signature). A checkout URL is an absolute http or https URL with no space in or around ' +
      "it, one a redirect from the partner's page can lead to (LEG-CHECKOUT-URL-FORM, HC-CHECKOUT-URL-FORM); one " +
      'without a scheme is loaded on the base URL',
    defaults: {},
  },
  {
    id: 'ASSUME-CHECKOUT-WINDOW',
    surface: 'all',
    section: 'States and transitions (checkout URL validity); Limits',
    sentence:
      'a checkout URL is valid for 1 minute after order creation and must be loaded within that window; once ' +
      'loaded it does not expire',
    text:
      '1 minute counts from the create answer, with a margin: a URL loads 50 s after it, no longer loads ' +
      '65 s after when never loaded, and still loads 65 s after when loaded at once; "does not expire" is held ' +
      'over 10 minutes after a first load at once or late in the minute (45 s)',
    defaults: {},
  },
  {
    id: 'ASSUME-LEG-QUOTE-AMOUNT',
    surface: 'legacy',
    section: 'Endpoints › GET /api/prices; Resources › Price quote',
    sentence: 'source_amount (float, optional), target_amount (float, optional; …)',
    text:
      "An amount asked comes back on its side of every price entry (a buy's source_amount as fiat_amount " +
      "and target_amount as coin_amount, a sell's source_amount as coin_amount and target_amount as " +
      "fiat_amount), before or after fees: it differs by at most the entry's fee_amount plus network_fee " +
      "(in coins at spot_price) and a cent or 0.00000001 of rounding; a create answer's fiat_amount, when " +
      'present, within the largest such fees of a price for the same source_amount',
    defaults: {},
  },
  {
    id: 'ASSUME-LEG-ORDER-TYPE-OMITTED',
    surface: 'legacy',
    section: 'Endpoints › GET /api/fiats/{orderType} and GET /api/coins/{orderType}',
    sentence: 'Path parameter orderType: string, required, default buy',
    text:
      'The path without its orderType segment: answered with the buy lists (the default), or refused with ' +
      'a 4xx, a 404 too (the segment is required); both keep the document, the sell lists keep neither',
    readings: { default: 'answered with the buy lists', refused: 'refused with a 4xx (404 included)' },
    defaults: { LEGACY_OMITTED_ORDER_TYPE: 'default' },
  },
  {
    id: 'ASSUME-LEG-BUY-WITHOUT-WALLET',
    surface: 'legacy',
    section: 'Endpoints › POST /api/orders',
    sentence: 'wallet_address | string | yes in schema | to receive crypto; intended for buy orders only',
    text:
      '"Yes in schema" read as required (a buy without wallet_address refused with a 4xx) or as the ' +
      'note\'s "intended" (created as a buy, the address asked at checkout); both keep the document, a ' +
      '5xx or a sell keeps neither',
    readings: { refused: 'refused with a 4xx', created: 'created as a buy' },
    defaults: { LEGACY_BUY_WITHOUT_WALLET: 'refused' },
  },
  {
    id: 'ASSUME-LEG-SELL-WITHOUT-REFUND',
    surface: 'legacy',
    section: 'Endpoints › POST /api/orders',
    sentence:
      'refund_address | string | yes in schema | intended for sell orders only; used to return coins if a ' +
      'refund is needed',
    text:
      '"Yes in schema" read as the note\'s "if a refund is needed" (a sell without refund_address created ' +
      'as a sell) or as required (refused with a 4xx); both keep the document, a 5xx or a buy keeps ' +
      'neither',
    readings: { created: 'created as a sell', refused: 'refused with a 4xx' },
    defaults: { LEGACY_SELL_WITHOUT_REFUND: 'created' },
  },
  {
    id: 'ASSUME-LEG-NATIVE-NETWORK',
    surface: 'legacy',
    section: 'Resources › Cryptocurrency (blockchain entry)',
    sentence: 'contract_id | string | present only for token networks',
    text:
      "A coin's native network is a network of it whose code equals its coin_code or coin_name, ignoring " +
      'case (BTC on BTC, Bitcoin on bitcoin): no token network, so without contract_id; a coin with no ' +
      "such network is not checked (the default network is no sign: a token's default is a token network)",
    defaults: {},
  },
  {
    id: 'ASSUME-EMPTY-REQUIRED',
    surface: 'all',
    section: 'Endpoints › POST /api/orders; GET /api/prices; Hosted Checkout; Native API',
    sentence:
      "account_reference | string | yes | partner's unique customer reference; used to check whether the " +
      'customer completed KYC',
    text:
      'A required string sent empty is refused with a 4xx, as if it were missing (the specs give each ' +
      'minLength 1), or taken as a value and served; both keep the document, which names no empty value ' +
      'as valid nor refuses one in words; a 5xx keeps neither',
    readings: {
      refused: 'an empty required string is refused with a 4xx',
      served:
        'an empty required string is taken as given: served where the input can be empty (a reference, a URL, ' +
        'an identifier), refused where it names nothing (an empty currency code)',
    },
    defaults: { EMPTY_REQUIRED_STRING: 'refused' },
  },
] as const satisfies readonly AssumptionRow[];
