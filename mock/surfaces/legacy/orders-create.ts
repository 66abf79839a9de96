import type { FastifyInstance } from 'fastify';
import { currencyPair } from '../../currency-pairs';
import type { Environment } from '../../environment';
import type { Seams } from '../../seams';
import { orderChain, placeOrder, type OrderRequest, type StoredOrder } from '../../orders';
import {
  coinNetwork,
  networkCodeOf,
  networkOfAnotherCoin,
  networks,
  sentNetwork,
  type CoinNetwork,
} from '../../reference-data/coins';
import { methodsFor } from '../../reference-data/payment-methods';
import { sentMethodId } from './payment-methods';
import { countryCodeOf } from './reference';
import { createdAtForCreate } from '../../timestamps';
import { errorsArray, errorsObject } from './errors';
import { emptyRequired } from '../empty-required';

/** The 422 refusals of POST /api/orders; the two titles the document quotes are kept word for word. */
const refusals = {
  missingField: { code: 1001, title: 'required field missing' },
  pair: { code: 1002, title: 'unsupported currency pair' },
  paymentMethod: { code: 1003, title: 'invalid payment method ID' },
  blockchain: { code: 1004, title: 'invalid blockchain' },
  amount: { code: 1005, title: 'invalid amount' },
  wallet: { code: 1006, title: 'invalid wallet address entered' },
  tagMissing: { code: 1007, title: 'wallet address tag required' },
  tagInvalid: { code: 1008, title: 'invalid wallet address tag entered' },
  belowMinimum: { code: 1009, title: 'amount below the network minimum' },
  fieldType: { code: 1010, title: 'invalid field type' },
} as const;

class Refusal extends Error {
  constructor(
    readonly refusal: (typeof refusals)[keyof typeof refusals],
    readonly detail: string,
    readonly status: 400 | 422 = 422,
  ) {
    super(detail);
  }
}

type Body = Record<string, unknown>;

/**
 * Optional string fields the order keeps for the checkout (pre-fills, return URLs) or for a sell's refund: strings or
 * absent.
 */
/** The optional fields of POST /api/orders (neither required nor "yes in schema"). */
const OPTIONAL_ORDER_INPUTS = [
  'payment_method_id',
  'source_amount',
  'target_amount',
  'blockchain',
  'return_url_on_cancelled',
  'return_url_on_failure',
  'meta_data',
  'refund_address_tag',
  'source_address',
  'source_address_tag',
  'email',
  'mobile',
  'discount_code',
];
const OPTIONAL_TEXT_FIELDS = [
  'return_url_on_cancelled',
  'return_url_on_failure',
  'refund_address',
  'refund_address_tag',
  'source_address',
  'source_address_tag',
  'email',
  'mobile',
] as const;

/**
 * A required string as sent: blank is missing, but a value is kept whole (account_reference is the partner's own, and
 * GET /api/orders finds "all orders of one customer" by it as sent).
 */
function requiredText(env: Environment, body: Body, field: string): string {
  const value = body[field];
  // Sent empty: refused as missing, or taken as given (ASSUME-EMPTY-REQUIRED).
  if (value === '' && emptyRequired(env, 'legacy', field) === '') return '';
  if (typeof value !== 'string' || value.trim() === '')
    throw new Refusal(refusals.missingField, `${field} is required`);
  return value;
}

function optionalText(body: Body, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new Refusal(refusals.fieldType, `${field} must be a string`);
  return value;
}

/** Amounts are strings in the document; JSON numbers are taken too. */
function optionalAmount(body: Body, field: string): number | undefined {
  const value = body[field];
  if (value === undefined || value === null || value === '') return undefined;
  const amount =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*(\d+(\.\d*)?|\.\d+)\s*$/.test(value)
        ? Number(value)
        : NaN;
  if (!(amount > 0) || !Number.isFinite(amount))
    throw new Refusal(refusals.amount, `${field} must be a positive decimal`);
  return amount;
}

function paymentMethodId(body: Body): number | undefined {
  const value = body.payment_method_id;
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value);
  return NaN;
}

function checkTag(env: Environment, chain: CoinNetwork, tag: string | undefined): void {
  const rule = chain.addressTag;
  if (tag === undefined || tag === '') {
    if (rule.required && env.seams.missingAddressTagRefused) {
      throw new Refusal(refusals.tagMissing, `${rule.name} is required on ${chain.network}`);
    }
    return;
  }
  if (rule.regex !== null && env.seams.addressTagRegexChecked && !new RegExp(rule.regex).test(tag)) {
    throw new Refusal(refusals.tagInvalid, `${rule.name} does not match ${rule.regex}`);
  }
}

/** The body of POST /api/orders, checked in the order a partner would fix it. */
function readOrderRequest(env: Environment, input: unknown): OrderRequest {
  const body: Body = typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Body) : {};
  const accountReference = env.seams.accountReferenceRequired
    ? requiredText(env, body, 'account_reference')
    : (optionalText(body, 'account_reference') ?? '');
  const source = requiredText(env, body, 'source').trim().toUpperCase();
  const target = requiredText(env, body, 'target').trim().toUpperCase();
  if (env.seams.returnUrlRequired) requiredText(env, body, 'return_url_on_success');
  for (const field of OPTIONAL_TEXT_FIELDS) {
    if (optionalText(body, field) !== undefined && env.seams.refusedOptionalInputs.includes(field))
      throw new Refusal(refusals.fieldType, `${field} is not accepted`);
  }
  const pair = currencyPair(source, target);
  if (!pair) throw new Refusal(refusals.pair, `no orders from ${source} to ${target}`);
  const { direction, fiat, coin } = pair;
  const optional = OPTIONAL_ORDER_INPUTS.filter((field) => body[field] !== undefined);
  const refusedOnSell = direction === 'sell' && optional.find((field) => env.seams.refusedSellInputs.includes(field));
  if (refusedOnSell) throw new Refusal(refusals.fieldType, `${refusedOnSell} is not accepted`);
  if (optional.length >= env.seams.optionalInputsCrashFrom.order)
    throw new TypeError(`${optional.length} optional inputs`);

  const applicable = methodsFor(direction, fiat.code, coin.code);
  const sent = paymentMethodId(body);
  const methodId = sent === undefined ? undefined : sentMethodId(env, sent);
  let method = methodId === undefined ? applicable[0] : applicable.find((entry) => entry.id === methodId);
  if (!method) {
    if (env.seams.unknownPaymentMethodRefused) {
      throw new Refusal(
        refusals.paymentMethod,
        `${String(body.payment_method_id)} is no payment method for this order`,
      );
    }
    method = applicable[0];
  }

  const chainCode = optionalText(body, 'blockchain');
  const blockchain = sentNetwork(coin, chainCode, env.seams.networkCodes);
  if (!blockchain) throw new Refusal(refusals.blockchain, `${chainCode} does not carry ${coin.code}`);

  const sourceAmount = optionalAmount(body, 'source_amount');
  const targetAmount = optionalAmount(body, 'target_amount');
  const sourceSide = direction === 'buy' ? 'fiat' : 'coin';
  const targetSide = direction === 'buy' ? 'coin' : 'fiat';
  // target_amount is overridden when source_amount is also sent.
  const targetWins = targetAmount !== undefined && env.seams.bothOrderAmounts === 'target-wins';
  const amount =
    sourceAmount !== undefined && !targetWins
      ? ({ of: sourceSide, value: sourceAmount } as const)
      : targetAmount !== undefined
        ? ({ of: targetSide, value: targetAmount } as const)
        : undefined;

  const walletAddress = optionalText(body, 'wallet_address');
  const walletAddressTag = optionalText(body, 'wallet_address_tag');
  if (direction === 'buy') {
    // A buy without wallet_address ("yes in schema", ASSUME-LEG-BUY-WITHOUT-WALLET): the seam says how it is answered.
    if (walletAddress === undefined && env.seams.missingWalletAddress === 'crashes')
      throw new TypeError('wallet_address is undefined');
    const wellFormed = walletAddress !== undefined && networks[blockchain.network].address.test(walletAddress);
    if (
      (walletAddress === undefined && env.seams.missingWalletAddress === 'refused') ||
      (walletAddress !== undefined && !wellFormed && env.seams.malformedWalletRefused)
    ) {
      throw new Refusal(refusals.wallet, `not a ${blockchain.network} address`);
    }
    checkTag(env, blockchain, walletAddressTag);
    if (
      amount?.of === 'fiat' &&
      env.seams.methodMinimumRefused &&
      amount.value <= Math.round(method.limitsUsd.min * fiat.usdRate)
    ) {
      throw new Refusal(refusals.amount, `under the minimum of ${method.name} for ${fiat.code}`);
    }
    if (amount?.of === 'coin' && amount.value < blockchain.minValue && env.seams.belowNetworkMinimumRefused) {
      throw new Refusal(
        refusals.belowMinimum,
        `the minimum on ${blockchain.network} is ${blockchain.minValue} ${coin.code}`,
      );
    }
  }

  // A sell's tags on a network that takes none, refused as if they failed validation, where the seam says so.
  const sellTagged =
    optionalText(body, 'refund_address_tag') !== undefined || optionalText(body, 'source_address_tag') !== undefined;
  if (
    direction === 'sell' &&
    sellTagged &&
    !blockchain.addressTag.required &&
    env.seams.sellTagsOnTaglessNetwork === 'refused-400'
  ) {
    throw new Refusal(refusals.fieldType, `${blockchain.network} takes no address tag`, 400);
  }

  // A sell without refund_address ("yes in schema", ASSUME-LEG-SELL-WITHOUT-REFUND).
  if (
    direction === 'sell' &&
    optionalText(body, 'refund_address') === undefined &&
    env.seams.missingRefundAddress === 'refused'
  ) {
    throw new Refusal(refusals.missingField, 'refund_address is required');
  }
  const discountCode = optionalText(body, 'discount_code')?.trim() || undefined;
  // Checked on the network sent, the order is created on another where the seam says so.
  const createdOn =
    chainCode === undefined || env.seams.sentNetworkCreatedOn === 'as-sent'
      ? blockchain
      : env.seams.sentNetworkCreatedOn === 'coin-default'
        ? coinNetwork(coin)!
        : networkOfAnotherCoin(coin);
  return {
    accountReference,
    direction,
    fiat,
    coin,
    blockchain: createdOn,
    method,
    amount,
    walletAddress: walletAddress ?? '',
    walletAddressTag: direction === 'buy' ? walletAddressTag : undefined,
    metaData: optionalText(body, 'meta_data') ?? '',
    discountCode,
  };
}

/** A country code GET /api/countries does not list (ISO 3166's user-assigned XX), for the seam unlistedCodes. */
const UNLISTED_COUNTRY = 'XX';

/** What the create answer says beyond the stored order: how the request was sent, for the seams that answer by it. */
interface Sent {
  /** The account_reference as sent: the answer echoes it, whatever the store keeps (seam accountReferenceStored). */
  accountReference: string;
  blockchain: boolean;
  refundAddress: boolean;
}

/** What a create answer carries in place of what was sent, where a seam replaces it. */
const REPLACED: Record<Seams['createdOrderReplaced'][number], (order: StoredOrder) => string> = {
  account_reference: (order) => `customer-${order.id}`,
  wallet_address: (order) => `${order.walletAddress}x`,
  coin_code: (order) => (order.coinCode === 'ETH' ? 'BTC' : 'ETH'),
};

/** The unpaid order's state as the real service's full record writes it: nulls where nothing is settled yet. */
function fullRecord(order: StoredOrder, at: Date) {
  return {
    status: 'pendingPayment',
    ref: order.ref,
    fee: null,
    fee_tax: null,
    tx_hash: null,
    tx_confirms: null,
    created_date: createdAtForCreate(at).slice(0, 11),
    completed_at: null,
    meta_data: order.metaData || null,
  };
}

function createdOrder(env: Environment, order: StoredOrder, checkoutUrl: string, sent: Sent) {
  const created = networks[order.network];
  // Another network than the one the order was created on, for an order sent without blockchain.
  const network =
    !sent.blockchain && env.seams.createdOrderNetwork === 'other-network'
      ? Object.values(networks).find((entry) => entry.code !== created.code)!
      : created;
  const at = new Date(order.createdAtMs);
  const sellType =
    !sent.refundAddress && env.seams.missingRefundAddress === 'typed-buy' ? 'CRYPTO-BUY' : env.seams.sellOrderType;
  const replaced = Object.fromEntries(env.seams.createdOrderReplaced.map((field) => [field, REPLACED[field](order)]));
  return {
    id: order.id,
    account_id: env.accountId,
    account_reference: sent.accountReference,
    ...(env.seams.createdOrderCountry === 'present'
      ? {
          country: env.seams.unlistedCodes.includes('country') ? UNLISTED_COUNTRY : countryCodeOf(env, order.country),
        }
      : {}),
    order_type: order.direction === 'buy' ? 'CRYPTO-BUY' : sellType,
    fiat_code: order.fiatCode,
    ...(order.amountKnown ? { fiat_amount: order.fiatAmount } : {}),
    coin_code: order.coinCode,
    wallet_address: order.walletAddress,
    blockchain: {
      code: networkCodeOf(network.code, env.seams.networkCodes),
      description: network === created ? orderChain(order).description : network.code,
      id: network.id,
    },
    ...(order.discountCode === undefined || env.seams.createdDiscountCode === 'dropped'
      ? {}
      : { discount_code: order.discountCode }),
    created_at: env.seams.createdOrderTimestamp === 'ISO 8601' ? at.toISOString() : createdAtForCreate(at),
    // The real service may answer with the full order record instead (real-service-notes.md), no checkout_url; the
    // notes do not say for which orders: the mock gives it for sells (so a buy's checkout URL still shows its form),
    // or for every order, a buy's too.
    ...(env.seams.createdOrderForm === 'full-record' ||
    (env.seams.createdOrderForm === 'full-record-sells' && order.direction === 'sell')
      ? fullRecord(order, at)
      : { checkout_url: checkoutUrl }),
    // The real service's create answers carry these too (real-service-notes.md): drift, not failure.
    ...(env.seams.createdOrderExtras === 'payment-ids'
      ? { payment_id: order.ref, payment_code: `PAY-${order.ref}` }
      : {}),
    ...replaced,
  };
}

export function createOrderRoutes(env: Environment) {
  return async (app: FastifyInstance) => {
    app.post('/orders', async (request, reply) => {
      let orderRequest: OrderRequest;
      try {
        orderRequest = readOrderRequest(env, request.body);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        const { code, title } = error.refusal;
        return reply
          .code(error.status)
          .send(
            env.seams.createOrderErrorShape === 'errors-array'
              ? errorsArray(error.status, title, error.detail)
              : env.seams.createOrderErrorShape === 'errors-object-without-code'
                ? { errors: { status: error.status, title } }
                : errorsObject(error.status, code, title),
          );
      }
      const { order, checkoutUrl } = placeOrder(env, orderRequest);
      const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Body;
      const sent = {
        accountReference: orderRequest.accountReference,
        blockchain: typeof body.blockchain === 'string' && body.blockchain !== '',
        refundAddress: typeof body.refund_address === 'string' && body.refund_address !== '',
      };
      return { data: { order: createdOrder(env, order, checkoutUrl, sent) } };
    });
  };
}
