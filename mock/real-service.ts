import { realServiceShapes, type RealServiceName, type RealServiceShape } from '../rules/real-service';
import type { Seams } from './seams';

export type { RealServiceName } from '../rules/real-service';

/** A shape of the real service (rules/real-service.ts) and the seams that put it on the mock's wire. */
export interface RealServiceDeviation extends RealServiceShape {
  seams: Partial<Seams>;
}

/** Each shape's behaviour at the mock's seams; a shape without its seams fails to compile. */
const seamsOf: Record<RealServiceName, Partial<Seams>> = {
  'real-unsettled-nulls': { unsettledOrderNulls: true },
  'real-list-created-at': { listCreatedAt: 'DD-Mon-YYYY HH:MM:SS' },
  'real-list-blockchain': { listBlockchainIds: 'id-only' },
  'real-list-422': { listErrorShape: 'errors-object-detail-map' },
  'real-coins-without-address-tag': { coinAddressTag: 'absent' },
  'real-list-per-page-string': { listMetaType: 'per_page-string' },
  'real-create-payment-ids': { createdOrderExtras: 'payment-ids' },
  'real-order-extras': { listedOrderExtras: 'real' },
  'real-create-without-country': { createdOrderCountry: 'absent' },
  'real-create-full-record': { createdOrderForm: 'full-record-sells' },
  'real-create-full-record-buy': { createdOrderForm: 'full-record' },
  'real-coins-without-min-value': { coinMinValueType: 'absent' },
  'real-limits-as-strings': { paymentMethodLimitType: 'string' },
  'real-order-statuses': { orderStatuses: 'real' },
  'real-checkout-url': { legacyCheckoutUrlForm: 'signed-query' },
  'real-price-422': { priceErrorDetail: 'field-map' },
  'real-401': { legacyUnauthorizedBody: 'errors-object-40103' },
  'real-401-40104': { legacyRefusedCredentialCode: 40104 },
  'real-401-older-array': { legacyUnauthorizedBody: 'errors-array-string-codes' },
  'real-network-codes': { networkCodes: 'tickers' },
  'real-payment-method-ids': { paymentMethodExtras: 'payment-type', paymentMethodIdBase: 5000 },
  'real-supported-agents-lower-case': { supportedAgentsCase: 'lower-case' },
  'real-fixed-fee': { paymentMethodFees: 'with-fixed' },
  'real-info-url': { paymentMethodInfoUrl: true },
  'real-400-3220': { priceUnknownSource: '400-code-3220' },
  'real-32-hex-ids': { legacyIdForm: '32-hex' },
  'real-payment-type-codes': { listedPaymentType: 'upper-case-code' },
  'real-payment-type-names': { listedPaymentType: 'display-name' },
  'real-500': { legacyServerErrorBody: 'errors-array-code-0' },
  'real-price-422-target': { priceUnknownTargetField: 'target' },
};

/**
 * How the real service answers where it differs from the document: the shapes of rules/real-service.ts, each with
 * its seams. Each deviation fails its one rule unless a waiver covers it (waivers/real-service-deviations.json names
 * each by its pointers); `mock --real-service` turns them all on.
 */
export const realServiceDeviations: readonly RealServiceDeviation[] = realServiceShapes.map((shape) => ({
  ...shape,
  seams: seamsOf[shape.name],
}));

/**
 * The rows `--real-service` turns on: all of them but older editions, or those named (`--real-service=NAME`, each
 * alone).
 */
export function realServiceRows(names: boolean | readonly string[] | undefined): readonly RealServiceDeviation[] {
  if (!names) return [];
  // Every shape: one edition of each answer (an older edition is named alone).
  return names === true
    ? realServiceDeviations.filter((row) => !row.editionOf)
    : realServiceDeviations.filter((row) => names.includes(row.name));
}
