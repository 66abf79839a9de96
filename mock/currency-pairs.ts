import { coinByCode, type Coin } from './reference-data/coins';
import { fiatByCode, type Fiat } from './reference-data/fiats';
import type { Direction } from './quotes';

export interface CurrencyPair {
  direction: Direction;
  fiat: Fiat;
  coin: Coin;
}

/** Fiat to coin is a buy, coin to fiat a sell; anything else is no pair the service trades. */
export function currencyPair(source: string, target: string): CurrencyPair | undefined {
  const fiatIn = fiatByCode(source);
  const coinOut = coinByCode(target);
  if (fiatIn && coinOut) return { direction: 'buy', fiat: fiatIn, coin: coinOut };
  const coinIn = coinByCode(source);
  const fiatOut = fiatByCode(target);
  if (coinIn?.sell && fiatOut?.sell) return { direction: 'sell', fiat: fiatOut, coin: coinIn };
  return undefined;
}

/** The pair's codes as the Native API names them: what is paid in, what comes out. */
export function pairCodes(pair: CurrencyPair): { source: string; target: string } {
  return pair.direction === 'buy'
    ? { source: pair.fiat.code, target: pair.coin.code }
    : { source: pair.coin.code, target: pair.fiat.code };
}
