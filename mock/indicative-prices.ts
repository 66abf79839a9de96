import type { CurrencyPair } from './currency-pairs';
import { coinDecimal, coinRound, fiatDecimal, fiatRound, spotPrice } from './quotes';

/**
 * Native API prices: units of the source per one unit of the target, from the spot prices /api quotes, so they
 * drift with the mock clock too. A fiat price has 2 places, a price in coins 8.
 */
export function indicativePrice(pair: CurrencyPair, atMs: number): number {
  const spot = spotPrice(pair.coin, pair.fiat, atMs);
  return pair.direction === 'buy' ? spot : coinRound(1 / spot);
}

/** A price moved by a factor, kept to the places of its side. */
export function scaledPrice(pair: CurrencyPair, price: number, factor: number): number {
  return pair.direction === 'buy' ? fiatRound(price * factor) : coinRound(price * factor);
}

export function priceDecimal(pair: CurrencyPair, price: number): string {
  return pair.direction === 'buy' ? fiatDecimal(price) : coinDecimal(price);
}

/** What the amount of source buys at the price as answered, 8 places. */
export function targetAmountOf(amount: string, price: string): string {
  return coinDecimal(Number(amount) / Number(price));
}
