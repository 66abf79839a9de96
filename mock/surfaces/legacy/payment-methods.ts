import type { FastifyInstance } from 'fastify';
import type { Environment } from '../../environment';
import { coinByCode } from '../../reference-data/coins';
import { fiatByCode, fiats } from '../../reference-data/fiats';
import { paymentMethods, type PaymentMethod } from '../../reference-data/payment-methods';
import type { Direction } from '../../quotes';
import { readCode, type Query } from './parameters';

const logoBase = 'https://assets.example.com/payment-methods';

export function methodType(direction: Direction): string {
  return direction === 'buy' ? 'FIAT_TO_CRYPTO' : 'CRYPTO_TO_FIAT';
}

function methodEntry(env: Environment, method: PaymentMethod) {
  const methodFiats = fiats.filter((fiat) => method.fiats.includes(fiat.code));
  return {
    id: env.seams.paymentMethodIdType === 'string' ? String(method.id) : method.id,
    name: method.name,
    description: method.description,
    logo_url: `${logoBase}/${method.slug}.svg`,
    status: 'ACTIVE',
    type: env.seams.paymentMethodType === 'kind' ? method.slug.toUpperCase() : methodType(method.direction),
    supported_agents: method.supportedAgents === null ? null : method.supportedAgents.map((agent) => ({ ...agent })),
    supported_fiat: [...method.fiats],
    supported_coin: [...method.coins],
    transaction_fees: methodFiats.flatMap((fiat) => method.coins.map((coin) => ({
      fiat_code: fiat.code,
      coin_code: coin,
      fees: [{ name: 'surcharge', amount: method.surchargePercent, type: 'percentage' }],
    }))),
    transaction_limits: methodFiats.map((fiat) => ({
      fiat_code: fiat.code,
      ...limits(env, Math.round(method.limitsUsd.min * fiat.usdRate), Math.round(method.limitsUsd.max * fiat.usdRate)),
    })),
  };
}

/** A limit pair as JSON numbers, or as the real service writes them: numeric strings ("2", "50000"). */
function limits(env: Environment, min: number, max: number): { min: number | string; max: number | string } {
  return env.seams.paymentMethodLimitType === 'string' ? { min: String(min), max: String(max) } : { min, max };
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
  const isFiat = (code?: string) => code !== undefined && fiatByCode(code) !== undefined;
  const isCoin = (code?: string) => code !== undefined && coinByCode(code) !== undefined;
  let direction: Direction;
  if ((source === undefined || isFiat(source)) && (target === undefined || isCoin(target))) direction = 'buy';
  else if ((source === undefined || isCoin(source)) && (target === undefined || isFiat(target))) direction = 'sell';
  else return [];
  const listed = env.seams.paymentMethodsDirection === 'buy' ? 'buy' : direction;
  return paymentMethods.filter((method) => method.direction === listed
    && (source === undefined || supports(method, source))
    && (target === undefined || supports(method, target)));
}

export function paymentMethodRoutes(env: Environment) {
  return async (app: FastifyInstance) => {
    app.get('/payment-methods', async (request) => {
      const query = request.query as Query;
      const methods = listedMethods(env, readCode(query, 'source'), readCode(query, 'target'));
      return { data: { payment_methods: methods.map((method) => methodEntry(env, method)) } };
    });
  };
}
