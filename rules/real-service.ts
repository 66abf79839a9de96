import type { RuleId } from './index';
import type { AssumptionId } from './assumptions';

/** What a deviation's example waiver names: a pointer of the field, or a value received (kit/config/waivers.ts). */
export type WaiverKey = { pointer: string } | { received: string };

/**
 * A shape of the real service and what the suite makes of it: a deviation of a documented field fails that field's
 * one rule (waivable, `waivers` names the example waivers' keys); drift (fields the document does not list) and an
 * open choice (the document allows it, or shows no body) fail none.
 */
export interface RealServiceShape {
  name: string;
  kind: 'deviation' | 'drift' | 'open-choice';
  /** The one rule a deviation fails; none for drift or an open choice. */
  rules: readonly RuleId[];
  /** The assumption row that reads the document here, where one does. */
  assumption?: AssumptionId;
  /** What the real service does. */
  description: string;
  /** The example waivers of a deviation (waivers/real-service-deviations.json), under its rule; none otherwise. */
  waivers: readonly WaiverKey[];
  /**
   * The shape this one is another edition of (the same answer, written otherwise): one wire shows one of them, so
   * `--real-service` (every shape) leaves this one out, and `--real-service=NAME` shows it alone.
   */
  editionOf?: string;
}

const NULLABLE = ['payment_type', 'ref', 'fee', 'payment_fee', 'commission', 'tx_hash', 'wallet_address', 'meta_data'];

/**
 * How the real service answers where it differs from the document (the notes of its public SDKs and integrations),
 * gathered from its public SDKs and integrations (issue 13, item 6; issue 28). The mock puts each on the wire
 * (mock/real-service.ts, `mock --real-service[=NAME]`); the certification checklist lists them with their waivers.
 * A row that breaks no rule is a real shape the suite reads as keeping the document: it shows that the suite takes it.
 */
export const realServiceShapes = [
  {
    name: 'real-unsettled-nulls',
    kind: 'deviation',
    rules: ['LEG-ORDERS-LIST-SHAPE'],
    assumption: 'ASSUME-LEG-NO-NULL',
    description:
      'unpaid, expired and sell orders carry null (paid buys keep theirs, tx_hash too) in payment_type, ref, ' +
      'fee, payment_fee, commission, tx_hash, wallet_address, meta_data; a completed buy given no meta_data ' +
      'carries null there (the extras of an unpaid order are null too: real-order-extras, drift)',
    waivers: NULLABLE.map((field) => ({ pointer: `/data/orders/*/${field}` })),
  },
  {
    name: 'real-list-created-at',
    kind: 'deviation',
    rules: ['LEG-ORDERS-LIST-SHAPE'],
    assumption: 'ASSUME-LEG-BULK-CREATED-AT',
    description: 'the bulk list writes created_at as DD-Mon-YYYY HH:MM:SS',
    waivers: [{ pointer: '/data/orders/*/created_at' }],
  },
  {
    name: 'real-list-blockchain',
    kind: 'deviation',
    rules: ['LEG-ORDERS-LIST-SHAPE'],
    assumption: 'ASSUME-LEG-BULK-BLOCKCHAIN',
    description:
      "a bulk order's blockchain is {id, code, description}, without contract_id and network_id; id is drift",
    waivers: [
      { pointer: '/data/orders/*/blockchain/contract_id' },
      { pointer: '/data/orders/*/blockchain/network_id' },
    ],
  },
  {
    name: 'real-list-422',
    kind: 'deviation',
    rules: ['LEG-ORDERS-422-SHAPE'],
    description:
      'a bulk-list 422 is an errors object {status: 422, code: 422, title, detail} whose detail maps every ' +
      'field refused to its message (both dates, when both are wrong)',
    waivers: [{ pointer: '/errors' }],
  },
  {
    name: 'real-coins-without-address-tag',
    kind: 'deviation',
    rules: ['LEG-COINS-SHAPE'],
    assumption: 'ASSUME-LEG-LISTED-FIELDS',
    description: "a coin's blockchains omit address_tag",
    waivers: [{ pointer: '/data/coins/*/blockchains/*/address_tag' }],
  },
  {
    name: 'real-list-per-page-string',
    kind: 'deviation',
    rules: ['LEG-ORDERS-LIST-SHAPE'],
    description: 'the bulk list writes meta.per_page as a string ("5")',
    waivers: [{ pointer: '/meta/per_page' }],
  },
  {
    name: 'real-create-payment-ids',
    kind: 'drift',
    rules: [],
    description: 'create answers carry payment_id and payment_code, fields the document does not list',
    waivers: [],
  },
  {
    name: 'real-order-extras',
    kind: 'drift',
    rules: [],
    description:
      'bulk orders carry created_date (DD-Mon-YYYY), completed_at (DD-Mon-YYYY HH:MM:SS), fee_tax, ' +
      'payment_fee_tax, tx_confirms, merchant_fee, merchant_commission (null on an unpaid order), ' +
      'wallet_address_tag, network_fee, country',
    waivers: [],
  },
  {
    name: 'real-create-without-country',
    kind: 'deviation',
    rules: ['LEG-ORDER-CREATE-SHAPE'],
    assumption: 'ASSUME-LEG-LISTED-FIELDS',
    description: 'a created order omits country',
    waivers: [{ pointer: '/data/order/country' }],
  },
  {
    name: 'real-create-full-record',
    kind: 'deviation',
    rules: ['LEG-ORDER-CREATE-SHAPE'],
    assumption: 'ASSUME-LEG-LISTED-FIELDS',
    description:
      'a create answer is the full order record (status, ref, fee, fee_tax, tx_hash, tx_confirms, ' +
      'created_date, completed_at, meta_data) without checkout_url; the notes do not say for which orders, ' +
      'the mock gives it for sells; a check with no URL to load skips',
    waivers: [{ pointer: '/data/order/checkout_url' }],
  },
  {
    name: 'real-create-full-record-buy',
    kind: 'deviation',
    rules: ['LEG-ORDER-CREATE-SHAPE'],
    assumption: 'ASSUME-LEG-LISTED-FIELDS',
    editionOf: 'real-create-full-record',
    description:
      "every create answer is the full order record without checkout_url, a buy's too; the checks that load a " +
      "buy's checkout URL skip, naming LEG-ORDER-CREATE-SHAPE (an edition of real-create-full-record, which " +
      "keeps a buy's documented form so its checkout URL shows)",
    waivers: [{ pointer: '/data/order/checkout_url' }],
  },
  {
    name: 'real-coins-without-min-value',
    kind: 'deviation',
    rules: ['LEG-COINS-SHAPE'],
    assumption: 'ASSUME-LEG-LISTED-FIELDS',
    description: "a coin's blockchains omit min_value",
    waivers: [{ pointer: '/data/coins/*/blockchains/*/min_value' }],
  },
  {
    name: 'real-limits-as-strings',
    kind: 'deviation',
    rules: ['LEG-PAYMENT-METHODS-SHAPE'],
    assumption: 'ASSUME-LEG-PM-LIMITS',
    description: 'payment-method transaction_limits min and max are numeric strings',
    waivers: [
      { pointer: '/data/payment_methods/*/transaction_limits/*/min' },
      { pointer: '/data/payment_methods/*/transaction_limits/*/max' },
    ],
  },
  {
    name: 'real-order-statuses',
    kind: 'open-choice',
    rules: [],
    assumption: 'ASSUME-LEG-ORDER-STATUSES',
    description:
      'unpaid orders are expired, pendingPayment or "in progress", statuses beyond the four shown, and the ' +
      'bulk list filters by them; it keeps the document',
    waivers: [],
  },
  {
    name: 'real-checkout-url',
    kind: 'open-choice',
    rules: [],
    assumption: 'ASSUME-CHECKOUT-URL-FORM',
    description:
      'an /api checkout URL is the partner host with the query expires (created plus 60 s), id, oid and a ' +
      '64-hex signature; it keeps the document',
    waivers: [],
  },
  {
    name: 'real-price-422',
    kind: 'open-choice',
    rules: [],
    description:
      'a price 422 is an errors array whose detail maps the parameter refused (source, not a word of the ' +
      'message) to its message; the document shows no body for it',
    waivers: [],
  },
  {
    name: 'real-401',
    kind: 'open-choice',
    rules: [],
    assumption: 'ASSUME-AUTH-FAILURE-BODY',
    description: 'an /api 401 is {errors: {status: 401, code: 40103, title}}; the document shows no body for it',
    waivers: [],
  },
  {
    name: 'real-401-40104',
    kind: 'open-choice',
    rules: [],
    assumption: 'ASSUME-AUTH-FAILURE-BODY',
    description:
      'an /api 401 is {errors: {status: 401, code: 40104, title}}, the other code the real service sends; the ' +
      'notes do not say for which 401, the mock gives it for a credential sent and refused; the document ' +
      'shows no body for it',
    waivers: [],
  },
  {
    name: 'real-401-older-array',
    kind: 'open-choice',
    rules: [],
    assumption: 'ASSUME-AUTH-FAILURE-BODY',
    editionOf: 'real-401',
    description:
      'an /api 401 is an errors array whose items carry status "401" and code "40103" as strings, as older ' +
      'documentation shows; the document shows no body for it',
    waivers: [],
  },
  {
    name: 'real-network-codes',
    kind: 'open-choice',
    rules: [],
    assumption: 'ASSUME-LEG-NATIVE-NETWORK',
    description:
      'network codes are tickers (BTC, ETH, TRX, XRP, XLM, SOL, MATIC) in coins, create and bulk-list ' +
      'answers, and the blockchain input of prices and create takes them; the document says only "blockchain ' +
      'network code" and shows no value, and the suite sends only codes GET /api/coins lists ' +
      '(ASSUME-LEG-NATIVE-NETWORK reads both forms)',
    waivers: [],
  },
  {
    name: 'real-payment-method-ids',
    kind: 'drift',
    rules: [],
    description:
      'payment methods carry paymentType (the kind of payment: POLI, NPP), a field the document does not ' +
      'list, and ids in the thousands (5021, 6003), integers as documented, in listings, prices and orders',
    waivers: [],
  },
  {
    name: 'real-supported-agents-lower-case',
    kind: 'open-choice',
    rules: [],
    assumption: 'ASSUME-LEG-SUPPORTED-AGENTS',
    description:
      'supported_agents writes os and browser in lower case ("ios", "safari"); the document says only "os ' +
      '(string) and browser (string)", the schema takes any string and the partner\'s page is judged matching ' +
      'them in any case',
    waivers: [],
  },
  {
    name: 'real-fixed-fee',
    kind: 'open-choice',
    rules: [],
    assumption: 'ASSUME-LEG-APPEARING-VALUES',
    description:
      "a method's fees include one of type fixed (an amount in the fiat), beside the surcharge in percent; " +
      'the document says "type value percentage appears", a value shown, not the only one',
    waivers: [],
  },
  {
    name: 'real-info-url',
    kind: 'drift',
    rules: [],
    description:
      'payment methods carry info_url, which an older edition of the documentation shows and the document ' +
      'does not list',
    waivers: [],
  },
  {
    name: 'real-400-3220',
    kind: 'open-choice',
    rules: [],
    description:
      'a price for a source no list gives is a 400 {errors: {status: 400, code: 3220, title: "Could not find ' +
      'source"}} (the SDKs\' fixtures show the body, not the request: the mock answers it where its title ' +
      'says); an error code in the body, and a code the document does not list, reported with the body',
    waivers: [],
  },
  {
    name: 'real-32-hex-ids',
    kind: 'open-choice',
    rules: [],
    description:
      'order and account ids are 32 hexadecimal characters, no dashes, in create and bulk-list answers; the ' +
      'document types id and account_id as strings and shows no form, and the suite only compares them',
    waivers: [],
  },
  {
    name: 'real-payment-type-codes',
    kind: 'open-choice',
    rules: [],
    description:
      'a bulk order\'s payment_type is an upper-case code ("CARD", "SEPA_BANK_TRANSFER"); the document types it ' +
      'as a string and shows no value, and the relation map holds it free (the service settles it)',
    waivers: [],
  },
  {
    name: 'real-payment-type-names',
    kind: 'open-choice',
    rules: [],
    editionOf: 'real-payment-type-codes',
    description:
      'a bulk order\'s payment_type is the method\'s display name ("Credit or debit card"), the other form the ' +
      'real service writes; the document shows no value',
    waivers: [],
  },
  {
    name: 'real-500',
    kind: 'open-choice',
    rules: [],
    description:
      "an /api 500 is {errors: [{status: 500, code: 0, title}]}, as the PHP SDK's fixtures show (the JavaScript " +
      'SDK\'s answer 500 with no body); the document says only "5xx: service-side error". The mock answers 500 ' +
      'only where it fails, so a green run never sees it: a fault that crashes a route (orders-page-without-' +
      'per-page-500, say) shows this body beside it',
    waivers: [],
  },
  {
    name: 'real-price-422-target',
    kind: 'open-choice',
    rules: [],
    description:
      'a price for a known source and a target no list gives is refused with 422 naming target (the detail map ' +
      "keyed target, with real-price-422), as the Java SDK's tests show; the document shows no body for it",
    waivers: [],
  },
] as const satisfies readonly RealServiceShape[];

export type RealServiceName = (typeof realServiceShapes)[number]['name'];
