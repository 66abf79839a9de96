import type { RuleId } from '../rules';
import type { Seams } from './seams';

/**
 * A shape of the real service and what the suite makes of it: a deviation of a documented field fails that field's
 * one rule (waivable); drift (fields the document does not list) and an open choice (an assumption row the document
 * allows) fail none.
 */
export interface RealServiceDeviation {
  name: string;
  kind: 'deviation' | 'drift' | 'open-choice';
  /** The one rule a deviation fails; none for drift or an open choice. */
  rules: readonly RuleId[];
  description: string;
  seams: Partial<Seams>;
}

/**
 * How the real service answers where it differs from the document (../shared/reference/real-service-notes.md),
 * gathered from its public SDKs and integrations (issue 13, item 6). Each row is a deviation the suite reports as a
 * failure of its rules, unless a waiver covers it (waivers/real-service-deviations.json names each by its pointers);
 * `mock --real-service` turns them all on. A row that breaks no rule is a real shape the suite reads as keeping the
 * document: it shows that the suite takes it.
 */
export const realServiceDeviations = [
  { name: 'real-unsettled-nulls', kind: 'deviation', rules: ['LEG-ORDERS-LIST-SHAPE'], seams: { unsettledOrderNulls: true },
    description: 'unpaid, expired and sell orders carry null (paid buys keep theirs, tx_hash too) in payment_type, ref, fee, payment_fee, commission, tx_hash, wallet_address, meta_data (ASSUME-LEG-NO-NULL)' },
  { name: 'real-list-created-at', kind: 'deviation', rules: ['LEG-ORDERS-LIST-SHAPE'], seams: { listCreatedAt: 'DD-Mon-YYYY HH:MM:SS' },
    description: 'the bulk list writes created_at as DD-Mon-YYYY HH:MM:SS (ASSUME-LEG-BULK-CREATED-AT)' },
  { name: 'real-list-blockchain', kind: 'deviation', rules: ['LEG-ORDERS-LIST-SHAPE'], seams: { listBlockchainIds: 'id-only' },
    description: "a bulk order's blockchain is {id, code, description}, without contract_id and network_id (ASSUME-LEG-BULK-BLOCKCHAIN); id is drift" },
  { name: 'real-list-422', kind: 'deviation', rules: ['LEG-ORDERS-422-SHAPE'], seams: { listErrorShape: 'errors-object-detail-map' },
    description: 'a bulk-list 422 is an errors object {status: 422, code: 422, title, detail} whose detail maps the field refused to its message' },
  { name: 'real-coins-without-address-tag', kind: 'deviation', rules: ['LEG-COINS-SHAPE'], seams: { coinAddressTag: 'absent' },
    description: "a coin's blockchains omit address_tag (ASSUME-LEG-LISTED-FIELDS)" },
  { name: 'real-list-per-page-string', kind: 'deviation', rules: ['LEG-ORDERS-LIST-SHAPE'], seams: { listMetaType: 'per_page-string' },
    description: 'the bulk list writes meta.per_page as a string ("5")' },
  { name: 'real-create-payment-ids', kind: 'drift', rules: [], seams: { createdOrderExtras: 'payment-ids' },
    description: 'create answers carry payment_id and payment_code, fields the document does not list: drift' },
  { name: 'real-order-extras', kind: 'drift', rules: [], seams: { listedOrderExtras: 'real' },
    description: 'bulk orders carry created_date, completed_at, fee_tax, payment_fee_tax, tx_confirms, merchant_fee, merchant_commission, wallet_address_tag, network_fee, country: drift' },
  { name: 'real-create-without-country', kind: 'deviation', rules: ['LEG-ORDER-CREATE-SHAPE'], seams: { createdOrderCountry: 'absent' },
    description: 'a created order omits country (ASSUME-LEG-LISTED-FIELDS)' },
  { name: 'real-coins-without-min-value', kind: 'deviation', rules: ['LEG-COINS-SHAPE'], seams: { coinMinValueType: 'absent' },
    description: "a coin's blockchains omit min_value (ASSUME-LEG-LISTED-FIELDS)" },
  { name: 'real-limits-as-strings', kind: 'deviation', rules: ['LEG-PAYMENT-METHODS-SHAPE'], seams: { paymentMethodLimitType: 'string' },
    description: 'payment-method transaction_limits min and max are numeric strings (ASSUME-LEG-PM-LIMITS)' },
  { name: 'real-order-statuses', kind: 'open-choice', rules: [], seams: { orderStatuses: 'real' },
    description: 'unpaid orders are expired, pendingPayment or "in progress", statuses beyond the four shown, and the bulk list filters by them; it keeps the document (ASSUME-LEG-ORDER-STATUSES)' },
  { name: 'real-checkout-url', kind: 'open-choice', rules: [], seams: { legacyCheckoutUrlForm: 'signed-query' },
    description: 'an /api checkout URL is the partner host with the query expires (created plus 60 s), id, oid and a 64-hex signature; it keeps the document (ASSUME-CHECKOUT-URL-FORM)' },
  { name: 'real-price-422', kind: 'open-choice', rules: [], seams: { priceErrorDetail: 'field-map' },
    description: 'a price 422 is an errors array whose detail maps the field refused to its message; the document shows no body for it' },
  { name: 'real-401', kind: 'open-choice', rules: [], seams: { legacyUnauthorizedBody: 'errors-object-40103' },
    description: 'an /api 401 is {errors: {status: 401, code: 40103, title}}; the document shows no body for it' },
  { name: 'real-network-codes', kind: 'open-choice', rules: [], seams: { networkCodes: 'tickers' },
    description: 'network codes are tickers (BTC, ETH, TRX, XRP, XLM, SOL, MATIC) in coins, create and bulk-list answers, and the blockchain input of prices and create takes them; the document says only "blockchain network code" and shows no value, and the suite sends only codes GET /api/coins lists (ASSUME-LEG-NATIVE-NETWORK reads both forms)' },
] as const satisfies readonly RealServiceDeviation[];

export type RealServiceName = (typeof realServiceDeviations)[number]['name'];

/** The rows `--real-service` turns on: all of them, or those named (`--real-service=NAME`, each alone). */
export function realServiceRows(names: boolean | readonly string[] | undefined): readonly RealServiceDeviation[] {
  if (!names) return [];
  return names === true ? realServiceDeviations : realServiceDeviations.filter((row) => names.includes(row.name));
}
