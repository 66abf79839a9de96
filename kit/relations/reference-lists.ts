import type { SurfaceClient } from '../http/surface-client';
import { isObject } from '../checks/response';
import type { ReferenceList } from '../../rules/relations';

/** What the service lists as its reference data, read once before the first test: the codes a relation may name. */
export interface ReferenceLists {
  countries?: string[];
  /** Fiat codes of the buy and sell lists together. */
  fiats?: string[];
  /** Per coin code (buy and sell lists together, keyed by asCode), the codes of its networks as listed. */
  coins?: Record<string, string[]>;
  /** The coin codes as listed (the keys of `coins` are compared as codes). */
  coinCodes?: string[];
  paymentMethodIds?: number[];
  /**
   * Per method and pair (feeKey), the percentage fees its transaction_fees list, summed: what a price entry's
   * fee_amount is taken from (ASSUME-LEG-PRICE-ARITHMETIC). A fee of another type (a fixed network fee) is not summed.
   */
  fees?: Record<string, number>;
}

/** The key of a method's fees for a pair: its id as a number, the fiat and coin as codes. */
export const feeKey = (methodId: unknown, fiat: unknown, coin: unknown): string =>
  `${Number(methodId)}|${asCode(fiat)}|${asCode(coin)}`;

/** Codes are compared as the service may write them: case and surrounding space aside. */
export const asCode = (value: unknown): string => String(value).trim().toUpperCase();

/**
 * The codes of one reference list as the service lists them (`networks`: every coin's; `none`: no list, for a field
 * that is a list's own code); undefined where the service did not serve that list as documented.
 */
export function codesOf(reference: ReferenceLists, list: ReferenceList | 'networks' | 'none'): string[] | undefined {
  if (list === 'countries') return reference.countries;
  if (list === 'fiats') return reference.fiats;
  if (list === 'coins') return reference.coinCodes;
  if (list === 'networks') return reference.coins && Object.values(reference.coins).flat();
  if (list === 'payment-method-ids') return reference.paymentMethodIds?.map(String);
  return [];
}

/**
 * Reads the reference lists through `legacy` (its own credential, the base host). A list the service does not serve
 * as documented stays undefined, and no relation is judged against it: its shape is its rule's to judge.
 */
export async function readReferenceLists(legacy: SurfaceClient): Promise<ReferenceLists> {
  const listed = async (path: string, field: string): Promise<Record<string, unknown>[] | undefined> => {
    try {
      const answer = await legacy.get(path, { once: true });
      const list = isObject(answer.json) && isObject(answer.json.data) ? answer.json.data[field] : undefined;
      return answer.status === 200 && Array.isArray(list) && list.length > 0 ? list.filter(isObject) : undefined;
    } catch {
      // No answer: no list, and no relation judged against it (the surface's own tests say why).
      return undefined;
    }
  };
  const [countries, buyFiats, sellFiats, buyCoins, sellCoins, methods] = await Promise.all([
    listed('/api/countries', 'countries'),
    listed('/api/fiats/buy', 'fiats'),
    listed('/api/fiats/sell', 'fiats'),
    listed('/api/coins/buy', 'coins'),
    listed('/api/coins/sell', 'coins'),
    listed('/api/payment-methods', 'payment_methods'),
  ]);
  const lists: ReferenceLists = {};
  if (countries) lists.countries = countries.map((country) => String(country.country_code));
  if (buyFiats || sellFiats)
    lists.fiats = [...new Set([...(buyFiats ?? []), ...(sellFiats ?? [])].map((fiat) => String(fiat.fiat_code)))];
  if (buyCoins || sellCoins) {
    lists.coins = {};
    lists.coinCodes = [...new Set([...(buyCoins ?? []), ...(sellCoins ?? [])].map((coin) => String(coin.coin_code)))];
    for (const coin of [...(buyCoins ?? []), ...(sellCoins ?? [])]) {
      const networks = Array.isArray(coin.blockchains)
        ? coin.blockchains.filter(isObject).map((chain) => String(chain.code))
        : [];
      lists.coins[asCode(coin.coin_code)] = [...new Set([...(lists.coins[asCode(coin.coin_code)] ?? []), ...networks])];
    }
  }
  if (methods) {
    lists.paymentMethodIds = methods.map((method) => Number(method.id)).filter(Number.isFinite);
    lists.fees = listedFees(methods);
  }
  return lists;
}

/** The summed percentage fees of every method and pair a listing gives (a pair whose fees are no numbers: none). */
export function listedFees(methods: readonly Record<string, unknown>[]): Record<string, number> {
  const fees: Record<string, number> = {};
  for (const method of methods) {
    for (const pair of Array.isArray(method.transaction_fees) ? method.transaction_fees.filter(isObject) : []) {
      const listed = Array.isArray(pair.fees) ? pair.fees.filter(isObject) : [];
      const percentages = listed.filter((fee) => String(fee.type).toLowerCase() === 'percentage');
      const amounts = percentages.map((fee) => Number(fee.amount));
      if (!percentages.length || amounts.some((amount) => !Number.isFinite(amount))) continue;
      fees[feeKey(method.id, pair.fiat_code, pair.coin_code)] = amounts.reduce((sum, amount) => sum + amount, 0);
    }
  }
  return fees;
}
