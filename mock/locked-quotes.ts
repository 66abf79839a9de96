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
}

/** Limits: a locked quote is valid "about 3 minutes"; the mock holds it exactly 180 s of mock time. */
export const quoteLockMs = 180_000;

/** Locks the indicative price of this moment for the pair and amount. */
export function lockQuote(env: Environment, pair: CurrencyPair, amount: string): LockedQuote {
  const now = env.clock.nowMs();
  const indicative = indicativePrice(pair, now);
  // Fault nat-quote-price-off: the locked price is 20 % above the indicative one.
  const price = env.fault === 'nat-quote-price-off' ? scaledPrice(pair, indicative, 1.2) : indicative;
  // Fault nat-quote-expires-early: the lock lasts a minute, and expiresAt says so.
  const lockMs = env.fault === 'nat-quote-expires-early' ? 60_000 : quoteLockMs;
  const quote: LockedQuote = { quoteId: `quo-${randomUUID()}`, ...pairCodes(pair), amount,
    price: priceDecimal(pair, price), createdAtMs: now, expiresAtMs: now + lockMs };
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
  // Fault nat-quote-never-expires: a quote of any age still prices the ramp.
  if (env.clock.nowMs() > quote.expiresAtMs && env.fault !== 'nat-quote-never-expires') {
    return 'quoteId has expired: get a fresh quote';
  }
  return quote;
}
