import { surchargeShare } from './discounts';
import { randomUUID } from 'node:crypto';
import type { Environment } from './environment';
import type { Seams } from './seams';
import { issueCheckout } from './checkouts';
import { coinByCode, coinNetwork, coins, type Coin, type CoinNetwork, type NetworkCode } from './reference-data/coins';
import type { Fiat } from './reference-data/fiats';
import type { PaymentMethod } from './reference-data/payment-methods';
import { quote, spotPrice, fiatRound, type Direction } from './quotes';
import { sampleTxHash } from './wallet-addresses';

/** An order's or the account's id in the form the seam legacyIdForm says (the real service: 32 hex, no dashes). */
export function legacyId(uuid: string, seams: Pick<Seams, 'legacyIdForm'>): string {
  return seams.legacyIdForm === '32-hex' ? uuid.replace(/-/g, '') : uuid;
}

export const orderStatuses = ['inProgress', 'coinTransferred', 'declined', 'complete'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
/** Statuses the real service also sends (real-service-notes.md); the mock's orders take them only as it does. */
export const realOnlyStatuses = ['expired', 'pendingPayment', 'in progress'] as const;
export type StoredStatus = OrderStatus | (typeof realOnlyStatuses)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return (orderStatuses as readonly unknown[]).includes(value);
}

/** A status the bulk list filters by: the four shown, and the real service's others where the mock sends them. */
export function isListedStatus(value: unknown, seams: Pick<Seams, 'orderStatuses'>): value is StoredStatus {
  return (
    isOrderStatus(value) || (seams.orderStatuses === 'real' && (realOnlyStatuses as readonly unknown[]).includes(value))
  );
}

/** An order as the mock keeps it; the surfaces shape it for each response. */
export interface StoredOrder {
  id: string;
  /** Where it comes from: the seeded history, or POST /api/orders since the mock started. */
  origin: 'seed' | 'api';
  ref: number;
  accountReference: string;
  country: string;
  direction: Direction;
  paymentMethodId: number;
  fiatCode: string;
  coinCode: string;
  network: NetworkCode;
  /** False when the order was created without an amount: the customer picks it at checkout. */
  amountKnown: boolean;
  fiatAmount: number;
  coinAmount: number;
  fee: number;
  paymentFee: number;
  commission: number;
  walletAddress: string;
  walletAddressTag?: string;
  txHash: string;
  createdAtMs: number;
  status: StoredStatus;
  metaData: string;
  discountCode?: string;
}

export interface OrderRequest {
  accountReference: string;
  direction: Direction;
  fiat: Fiat;
  coin: Coin;
  blockchain: CoinNetwork;
  method: PaymentMethod;
  amount?: { of: 'fiat' | 'coin'; value: number };
  walletAddress: string;
  walletAddressTag?: string;
  metaData: string;
  discountCode?: string;
}

/** The payment provider's share of the fee; the rest is commission. */
const paymentShare = 0.6;

export function feeSplit(fee: number): { paymentFee: number; commission: number } {
  const paymentFee = fiatRound(fee * paymentShare);
  return { paymentFee, commission: fiatRound(fee - paymentFee) };
}

/** Records the order in the environment and issues its checkout URL. */
export function placeOrder(env: Environment, request: OrderRequest): { order: StoredOrder; checkoutUrl: string } {
  const now = env.clock.nowMs();
  // The mock's discount code halves the surcharge, as the price endpoint quotes it; another code changes nothing.
  const surchargePercent = request.method.surchargePercent * surchargeShare(request.discountCode);
  const priced = request.amount
    ? quote({
        direction: request.direction,
        fiat: request.fiat,
        network: request.blockchain,
        surchargePercent,
        spot: spotPrice(request.coin, request.fiat, now),
        amount: request.amount,
      })
    : undefined;
  const fee = priced?.feeAmount ?? 0;
  const order: StoredOrder = {
    id: legacyId(randomUUID(), env.seams),
    origin: 'api',
    ref: env.state.nextRef++,
    accountReference:
      env.seams.accountReferenceStored === 'trimmed' ? request.accountReference.trim() : request.accountReference,
    country: request.fiat.country,
    direction: request.direction,
    paymentMethodId: request.method.id,
    fiatCode: request.fiat.code,
    coinCode: request.coin.code,
    network: request.blockchain.network,
    amountKnown: request.amount !== undefined,
    // Amounts too small to cover the fees still make an order; the checkout refuses them.
    fiatAmount: priced?.fiatAmount ?? (request.amount?.of === 'fiat' ? request.amount.value : 0),
    coinAmount: priced?.coinAmount ?? (request.amount?.of === 'coin' ? request.amount.value : 0),
    fee,
    ...feeSplit(fee),
    walletAddress: request.walletAddress,
    walletAddressTag: request.walletAddressTag,
    txHash: '',
    createdAtMs: now,
    status: 'inProgress',
    metaData: request.metaData,
    // "present when a discount applies": only a code that applies is kept.
    discountCode: surchargeShare(request.discountCode) < 1 ? request.discountCode : undefined,
  };
  env.state.orders.push(order);
  return { order, checkoutUrl: issueCheckout(env, order.id) };
}

/** Moves an order to a status; coins leave with a transaction hash, which other statuses do not have. */
export function moveOrder(order: StoredOrder, status: OrderStatus): void {
  order.status = status;
  const transferred = status === 'coinTransferred' || status === 'complete';
  if (!transferred) order.txHash = '';
  else if (order.txHash === '') order.txHash = sampleTxHash(order.network, Math.random);
}

/**
 * The coin's entry for the network the order travels on; created on another coin's network (a seam), that coin's entry.
 */
export function orderChain(order: StoredOrder): CoinNetwork {
  return (
    coinNetwork(coinByCode(order.coinCode)!, order.network) ??
    coins.flatMap((coin) => coin.blockchains).find((entry) => entry.network === order.network)!
  );
}
