import { randomUUID } from 'node:crypto';
import { pairCodes, type CurrencyPair } from './currency-pairs';
import type { Environment } from './environment';
import { indicativePrice, priceDecimal, scaledPrice } from './indicative-prices';

/** A locked quote (GET /eapi/v0/quote): its price holds for the lock, for bank-transfer ramps only. */
export interface LockedQuote {
  quoteId: string;
  source: string;
  target: string;
  amount: string;
  /** The locked price, as answered: units of source per one target. */
  price: string;
  createdAtMs: number;
  expiresAtMs: number;
  /** Ramps this quote priced. */
  ramps: number;
}

/** Locks the indicative price of this moment (times the seam's factor, faithfully 1) for the seam's lock (180 s). */
export function lockQuote(env: Environment, pair: CurrencyPair, amount: string): LockedQuote {
  const now = env.clock.nowMs();
  const indicative = indicativePrice(pair, now);
  const factor = env.seams.lockedPriceFactor;
  const price = factor === 1 ? indicative : scaledPrice(pair, indicative, factor);
  const lockMs = env.seams.quoteLockSeconds * 1000;
  const quote: LockedQuote = {
    quoteId: `quo-${randomUUID()}`,
    ...pairCodes(pair),
    amount,
    price: priceDecimal(pair, price),
    createdAtMs: now,
    expiresAtMs: now + lockMs,
    ramps: 0,
  };
  env.state.quotes.set(quote.quoteId, quote);
  return quote;
}

/** Why a ramp cannot use this quoteId, or the quote it may use. */
export function quoteForRamp(env: Environment, quoteId: string, source: string, target: string): LockedQuote | string {
  const quote = env.state.quotes.get(quoteId);
  if (!quote) return 'quoteId is unknown: get a quote first';
  if (quote.source !== source || quote.target !== target) {
    return `quoteId is for ${quote.source} to ${quote.target}, not ${source} to ${target}`;
  }
  // Where quotes do not expire, one of any age still prices the ramp; expiresAt says the lock all the same. A used
  // quote kept alive past its lock is a fault of state: only a quote that priced a ramp before shows it.
  const expires = env.seams.quotesExpire && (quote.ramps === 0 || env.seams.usedQuotesExpire);
  if (env.clock.nowMs() > quote.expiresAtMs && expires) {
    return 'quoteId has expired: get a fresh quote';
  }
  if (quote.ramps > 0 && env.seams.quoteUses === 'once') return 'quoteId has already priced a ramp: get a fresh quote';
  return quote;
}
