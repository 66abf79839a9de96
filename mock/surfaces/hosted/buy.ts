import type { FastifyInstance } from 'fastify';
import { isCoinRestricted, regionOf } from '../../customer-regions';
import type { Environment } from '../../environment';
import { placeHostedOrder, type HostedOrder, type HostedOrderRequest } from '../../hosted-orders';
import { anotherCoin, coinByCode, coinNetwork, networks } from '../../reference-data/coins';
import { fiatByCode, fiats } from '../../reference-data/fiats';
import type { Seams } from '../../seams';
import { guardPartnerPaths } from './auth';
import { hostedErrors, sendError, ValidationError } from './errors';
import { requireRequestIdOn } from '../request-id';
import { readPayload, readText } from './payload';

/** Without these the order cannot be made: null in them stays refused, whatever the seams say. */
const orderFields = ['externalCustomerId', 'crypto', 'fiat', 'fiatAmount'] as const;

const decimalString = /^\d+(\.\d+)?$/;

/** Thrown when a coin is unavailable in the customer's region (5034). */
class CoinRestricted extends Error {}

function readFiatAmount(env: Environment, value: unknown): string {
  if (value === undefined || value === '') throw new ValidationError('fiatAmount', 'fiatAmount is required');
  if (typeof value !== 'string' || !decimalString.test(value)) {
    // A crash: the service trips over the amount instead of refusing it.
    if (env.seams.hostedNonDecimalFiatAmount === 'crashes')
      throw new TypeError('cannot convert fiatAmount to a decimal');
    throw new ValidationError(
      'fiatAmount',
      'fiatAmount must be a decimal string such as "100.50"',
      env.seams.hostedNonDecimalFiatAmount === 'refused',
    );
  }
  if (!(Number(value) > 0)) throw new ValidationError('fiatAmount', 'fiatAmount must be greater than 0');
  return value;
}

/**
 * The buy request, checked in the order a partner would fix it. The document requires externalCustomerId and does
 * not say which other fields are required; the mock requires every field it lists.
 */
function readBuy(env: Environment, input: unknown): HostedOrderRequest {
  const payload = readPayload(env, input, orderFields);
  const externalCustomerId =
    readText(env, payload, 'externalCustomerId', env.seams.hostedExternalCustomerIdRequired) ?? '';
  // A crash: the service trips over an id it cannot store, instead of keeping any string.
  if (env.seams.hostedExternalCustomerIdCrashes === 'non-ascii' && /\P{ASCII}/u.test(externalCustomerId))
    throw new TypeError('cannot encode externalCustomerId');
  // Refused, as a service that keeps ids in a narrower alphabet may: the document shows no limit (a reading, not a
  // fault).
  const alphabet = env.seams.hostedExternalCustomerIdAlphabet;
  if (alphabet && !alphabet.test(externalCustomerId))
    throw new ValidationError(
      'externalCustomerId',
      'externalCustomerId has characters or a length this service does not take',
    );
  const cryptoCode = readText(env, payload, 'crypto', true)!;
  const fiatCode = readText(env, payload, 'fiat', true)!;
  const fiatAmount = readFiatAmount(env, payload.fiatAmount);
  const walletAddress = readText(env, payload, 'walletAddress', env.seams.hostedWalletAddressRequired);
  const redirectUrl = readText(env, payload, 'redirectUrl', true) ?? '';

  const coin = coinByCode(cryptoCode.toUpperCase());
  if (!coin) throw new ValidationError('crypto', `${cryptoCode} is not a supported coin`);
  const fiat = fiatByCode(fiatCode.toUpperCase());
  if (!fiat) throw new ValidationError('fiat', `${fiatCode} is not a supported fiat currency`);
  // The document has no blockchain field on the buy: the coin's default network carries it.
  const chain = coinNetwork(coin)!;
  if (walletAddress !== undefined && !networks[chain.network].address.test(walletAddress)) {
    throw new ValidationError('walletAddress', `not a ${chain.network} address`);
  }
  if (isCoinRestricted(regionOf(externalCustomerId), coin.code) && env.seams.regionRestrictedCoinRefused) {
    throw new CoinRestricted(`${coin.code} is unavailable in the customer's region`);
  }
  if (env.seams.hostedCompleteBuysRefusedIn.includes(env.name))
    throw new ValidationError(undefined, 'the buy failed validation');
  return {
    externalCustomerId,
    fiat: fiat.code,
    fiatAmount,
    crypto: coin.code,
    blockchain: chain.network,
    walletAddress,
    redirectUrl,
  };
}

/**
 * What the answer carries in place of what was sent, where the seam hostedOrderReplaced says so; the stored order keeps
 * what was sent.
 */
const REPLACED: Record<Seams['hostedOrderReplaced'][number], (order: HostedOrder) => string> = {
  fiat: (order) => fiats.find((fiat) => fiat.code !== order.fiat)!.code,
  crypto: (order) => anotherCoin(order.crypto).code,
  // Cents rounded away, the places kept ("123.45" as "123.00"); a whole amount stays as sent.
  fiatAmount: (order) => {
    const fraction = order.fiatAmount.split('.')[1] ?? '';
    return /^0*$/.test(fraction)
      ? order.fiatAmount
      : `${Math.round(Number(order.fiatAmount))}.${'0'.repeat(fraction.length)}`;
  },
};

/** The id as the answer writes it: as sent, or in lower case where the service normalises it (a reading). */
const caseOf = (env: Environment, id: string) =>
  env.seams.hostedOrderExternalCustomerIdCase === 'lower-case' ? id.toLowerCase() : id;

/** A code as the answer writes it: as the lists write it, or in lower case (a fault). */
const codeCase = (env: Environment, code: string) =>
  env.seams.hostedOrderCodesCase === 'lower-case' ? code.toLowerCase() : code;

/** The Hosted Checkout order as the create response carries it: top level, no data wrapper. */
function orderBody(env: Environment, stored: HostedOrder) {
  const order = {
    ...stored,
    ...Object.fromEntries(env.seams.hostedOrderReplaced.map((field) => [field, REPLACED[field](stored)])),
  };
  return {
    id: order.id,
    checkoutUrl: order.checkoutUrl,
    // Cut by characters (code points), where the service keeps only so many.
    externalCustomerId: caseOf(
      env,
      Array.from(order.externalCustomerId).slice(0, env.seams.hostedOrderExternalCustomerIdLength).join(''),
    ),
    fiat: codeCase(env, order.fiat),
    fiatAmount: env.seams.hostedFiatAmountType === 'number' ? Number(order.fiatAmount) : order.fiatAmount,
    crypto: codeCase(env, order.crypto),
    blockchain: networks[order.blockchain].code,
  };
}

/** /{partnerRef}/v2: the buy, and 404 for every other path once authenticated. */
export function buyRoutes(env: Environment) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', guardPartnerPaths(env));
    app.addHook('preHandler', requireRequestIdOn(env, 'hosted'));
    app.post('/:partnerRef/v2/buy', async (request, reply) => {
      let buy: HostedOrderRequest;
      try {
        buy = readBuy(env, request.body);
      } catch (error) {
        if (error instanceof CoinRestricted) return sendError(reply, hostedErrors.coinRestriction, 'crypto');
        throw error;
      }
      return orderBody(env, placeHostedOrder(env, buy));
    });
    for (const path of ['/:partnerRef/v2', '/:partnerRef/v2/*']) {
      app.all(path, async (_request, reply) => sendError(reply, hostedErrors.notFound));
    }
  };
}
