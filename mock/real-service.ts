import type { RuleId } from '../rules';
import type { Seams } from './seams';

/** A deviation of the real service, and every rule it breaks (a shape seen by several checks breaks each). */
export interface RealServiceDeviation {
  name: string;
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
  { name: 'real-unsettled-nulls', rules: ['LEG-ORDERS-LIST-SHAPE'], seams: { unsettledOrderNulls: true },
    description: 'unpaid, expired and sell orders carry null in payment_type, ref, fee, payment_fee, commission, tx_hash, wallet_address, meta_data (ASSUME-LEG-NO-NULL)' },
  { name: 'real-list-created-at', rules: ['LEG-ORDERS-LIST-SHAPE'], seams: { listCreatedAt: 'DD-Mon-YYYY HH:MM:SS' },
    description: 'the bulk list writes created_at as DD-Mon-YYYY HH:MM:SS (ASSUME-LEG-BULK-CREATED-AT)' },
  { name: 'real-list-blockchain', rules: ['LEG-ORDERS-LIST-SHAPE'], seams: { listBlockchainIds: 'absent' },
    description: "a bulk order's blockchain is {code, description}, without contract_id and network_id (ASSUME-LEG-BULK-BLOCKCHAIN)" },
  { name: 'real-list-422', rules: ['LEG-ORDERS-422-SHAPE'], seams: { listErrorShape: 'errors-object-detail-map' },
    description: 'a bulk-list 422 is an errors object whose detail maps fields to messages' },
  { name: 'real-create-without-country', rules: ['LEG-ORDER-CREATE-SHAPE'], seams: { createdOrderCountry: 'absent' },
    description: 'a created order omits country (ASSUME-LEG-LISTED-FIELDS)' },
  { name: 'real-coins-without-min-value', rules: ['LEG-COINS-SHAPE'], seams: { coinMinValueType: 'absent' },
    description: "a coin's blockchains omit min_value (ASSUME-LEG-LISTED-FIELDS)" },
  { name: 'real-limits-as-strings', rules: ['LEG-PAYMENT-METHODS-SHAPE'], seams: { paymentMethodLimitType: 'string' },
    description: 'payment-method transaction_limits min and max are numeric strings (ASSUME-LEG-PM-LIMITS)' },
  { name: 'real-order-statuses', rules: [], seams: { orderStatuses: 'real' },
    description: 'unpaid orders are expired or pendingPayment, statuses beyond the four shown, and the bulk list filters by them; it keeps the document (ASSUME-LEG-ORDER-STATUSES)' },
  { name: 'real-checkout-url', rules: [], seams: { legacyCheckoutUrlForm: 'signed-query' },
    description: 'an /api checkout URL is the checkout host with the query expires (created plus 60 s), id, oid and a 64-hex signature; it keeps the document (ASSUME-CHECKOUT-URL-FORM)' },
] as const satisfies readonly RealServiceDeviation[];
