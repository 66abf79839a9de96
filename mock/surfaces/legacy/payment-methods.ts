import type { FastifyInstance } from 'fastify';
import type { Environment } from '../../environment';
import { coinByCode, coinNetwork, networks } from '../../reference-data/coins';
import { fiatByCode, fiats, type Fiat } from '../../reference-data/fiats';
import { paymentMethods, type Agent, type PaymentMethod } from '../../reference-data/payment-methods';
import { fiatRound, type Direction } from '../../quotes';
import { readCode, type Query } from './parameters';
import { asListed } from './reference';

const logoBase = 'https://assets.example.com/payment-methods';
const infoBase = 'https://help.example.com/payment-methods';

/**
 * Codes no reference list gives, for the seam unlistedCodes: XTS is ISO 4217's code for testing, DOGE a coin the
 * service does not list.
 */
const UNLISTED_FIAT = 'XTS';
const UNLISTED_COIN = 'DOGE';

export function methodType(direction: Direction): string {
  return direction === 'buy' ? 'FIAT_TO_CRYPTO' : 'CRYPTO_TO_FIAT';
}

/** A method's id as the wire carries it (the seam paymentMethodIdBase: the real service's ids run in the thousands). */
export function wireMethodId(env: Environment, id: number): number {
  return id + env.seams.paymentMethodIdBase;
}

/** The reference data's id of a payment_method_id sent: what wireMethodId gave, back. */
export function sentMethodId(env: Environment, id: number): number {
  return id - env.seams.paymentMethodIdBase;
}

function agentEntry(env: Environment, agent: Agent): Agent {
  // A fault: iOS written as no agent library names it.
  const os = env.seams.worldMisfits.includes('agent-os-unknown') && agent.os === 'iOS' ? 'iFruitOS' : agent.os;
  return env.seams.supportedAgentsCase === 'lower-case'
    ? { os: os.toLowerCase(), browser: agent.browser.toLowerCase() }
    : { os, browser: agent.browser };
}

/**
 * The fees of a method for a pair: its surcharge in percent; with the seam, the network fee of the coin's default
 * network in the fiat too, as a fee of type fixed (the quotes charge it whatever the seam says).
 */
function feesOf(env: Environment, method: PaymentMethod, fiat: Fiat, coinCode: string) {
  const surcharge = { name: 'surcharge', amount: method.surchargePercent, type: 'percentage' };
  const network = env.seams.paymentMethodFees === 'with-fixed' ? coinNetwork(coinByCode(coinCode)!) : undefined;
  return network
    ? [
        surcharge,
        { name: 'network', amount: fiatRound(networks[network.network].feeUsd * fiat.usdRate), type: 'fixed' },
      ]
    : [surcharge];
}

/** `first`: the first method of the listing, the one the seam unlistedCodes gives codes no reference list has. */
function methodEntry(env: Environment, method: PaymentMethod, first: boolean) {
  const methodFiats = fiats.filter((fiat) => method.fiats.includes(fiat.code));
  const unlisted = (where: Environment['seams']['unlistedCodes'][number]) =>
    first && env.seams.unlistedCodes.includes(where);
  return {
    id:
      env.seams.paymentMethodIdType === 'string' ? String(wireMethodId(env, method.id)) : wireMethodId(env, method.id),
    ...(env.seams.paymentMethodExtras === 'payment-type' ? { paymentType: method.slug.toUpperCase() } : {}),
    name: method.name,
    description: method.description,
    logo_url: `${logoBase}/${method.slug}.svg`,
    ...(env.seams.paymentMethodInfoUrl ? { info_url: `${infoBase}/${method.slug}` } : {}),
    status: 'ACTIVE',
    type: env.seams.paymentMethodType === 'kind' ? method.slug.toUpperCase() : methodType(method.direction),
    supported_agents:
      method.supportedAgents === null ? null : method.supportedAgents.map((agent) => agentEntry(env, agent)),
    supported_fiat: [...method.fiats, ...(unlisted('method-fiat') ? [UNLISTED_FIAT] : [])],
    supported_coin: [...method.coins, ...(unlisted('method-coin') ? [UNLISTED_COIN] : [])],
    transaction_fees: methodFiats.flatMap((fiat) =>
      method.coins.map((coin) => ({
        fiat_code: fiat.code,
        coin_code: coin,
        fees: feesOf(env, method, fiat, coin),
      })),
    ),
    transaction_limits: [
      ...methodFiats.map((fiat) => ({
        fiat_code: fiat.code,
        ...limits(
          env,
          fiat.code,
          Math.round(method.limitsUsd.min * fiat.usdRate),
          Math.round(method.limitsUsd.max * fiat.usdRate),
        ),
      })),
      // A limit for a fiat the method does not support (nor any list gives), at the method's dollar limits.
      ...(unlisted('limit-fiat')
        ? [{ fiat_code: UNLISTED_FIAT, ...limits(env, UNLISTED_FIAT, method.limitsUsd.min, method.limitsUsd.max) }]
        : []),
    ],
  };
}

/**
 * A limit pair as JSON numbers, or as the real service writes them: numeric strings ("2", "50000"); swapped where the
 * seam says so for the fiat.
 */
function limits(
  env: Environment,
  fiat: string,
  min: number,
  max: number,
): { min: number | string; max: number | string } {
  const [low, high] = env.seams.limitsSwappedFor.includes(fiat) ? [max, min] : [min, max];
  return env.seams.paymentMethodLimitType === 'string'
    ? { min: String(low), max: String(high) }
    : { min: low, max: high };
}

function supports(method: PaymentMethod, code: string): boolean {
  return method.fiats.includes(code) || method.coins.includes(code);
}

/**
 * Which methods a listing asks for: all without source and target; otherwise the direction follows from
 * which side is fiat (fiat source or coin target: buy), and the methods must carry every code given.
 */
function listedMethods(env: Environment, source?: string, target?: string): PaymentMethod[] {
  if (source === undefined && target === undefined) {
    return env.seams.paymentMethodsUnasked === 'buy'
      ? paymentMethods.filter((method) => method.direction === 'buy')
      : [...paymentMethods];
  }
  if ((source === undefined || target === undefined) && env.seams.oneSidePaymentMethods === 'all')
    return [...paymentMethods];
  const isFiat = (code?: string) => code !== undefined && fiatByCode(code) !== undefined;
  const isCoin = (code?: string) => code !== undefined && coinByCode(code) !== undefined;
  let direction: Direction;
  if ((source === undefined || isFiat(source)) && (target === undefined || isCoin(target))) direction = 'buy';
  else if ((source === undefined || isCoin(source)) && (target === undefined || isFiat(target))) direction = 'sell';
  else return [];
  const listed = env.seams.paymentMethodsDirection === 'buy' ? 'buy' : direction;
  return paymentMethods.filter(
    (method) =>
      method.direction === listed &&
      (source === undefined || supports(method, source)) &&
      (target === undefined || supports(method, target)),
  );
}

export function paymentMethodRoutes(env: Environment) {
  return async (app: FastifyInstance) => {
    app.get('/payment-methods', async (request) => {
      const query = request.query as Query;
      const methods = listedMethods(env, readCode(query, 'source'), readCode(query, 'target'));
      return {
        data: {
          payment_methods: asListed(env, 'payment-methods', methods).map((method, index) =>
            methodEntry(env, method, index === 0),
          ),
        },
      };
    });
  };
}
