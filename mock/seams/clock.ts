import type { EnvName } from '../environment';

/** Clock: windows and lifetimes on the mock clock — checkout URLs, quote locks, rate limits. */
export interface ClockSeams {
  /** How long a legacy checkout URL waits for its first load (Limits). */
  legacyCheckoutUrlValidSeconds: number;
  /** A legacy checkout URL never loaded stops loading after its window. */
  legacyUnloadedCheckoutUrlExpires: boolean;
  /** A legacy checkout URL loaded in time keeps loading after its window. */
  legacyLoadedCheckoutUrlStays: boolean;
  /** Seconds a loaded legacy checkout URL keeps loading after its first load; Infinity: it does not expire. */
  legacyLoadedCheckoutUrlLastsSeconds: number;
  /** A legacy checkout URL first loaded within this many seconds of creation is kept; Infinity: any load in time. */
  legacyCheckoutUrlKeptWhenLoadedWithinSeconds: number;
  hostedCheckoutUrlValidSeconds: number;
  hostedUnloadedCheckoutUrlExpires: boolean;
  hostedLoadedCheckoutUrlStays: boolean;
  hostedLoadedCheckoutUrlLastsSeconds: number;
  hostedCheckoutUrlKeptWhenLoadedWithinSeconds: number;

  /** How long a locked quote prices a ramp ("about 3 minutes"), as its expiresAt says. */
  quoteLockSeconds: number;
  /** A ramp refuses a quote past its lock. */
  quotesExpire: boolean;
  /**
   * A ramp refuses a quote past its lock that already priced a ramp (a fault of state: false, the first use renews it
   * for good).
   */
  usedQuotesExpire: boolean;
  /** How many ramps one quote may price within its lock (ASSUME-NAT-QUOTE-REUSE): any number, or one. */
  quoteUses: 'many' | 'once';
  /**
   * Which price a ramp made with a live quoteId takes: the quote's locked one, or (a fault) the indicative one of its
   * moment.
   */
  rampPriceOf: 'quote' | 'indicative';

  /** The /api price endpoint's requests per minute and credential (the mock's own number); Infinity: never 429. */
  legacyPriceRequestsPerMinute: number;
  /** Hosted Checkout requests per minute in each environment (Limits); Infinity: never 429. */
  hostedRequestsPerMinute: Readonly<Record<EnvName, number>>;
}

export const faithfulClock: ClockSeams = {
  legacyCheckoutUrlValidSeconds: 60,
  legacyUnloadedCheckoutUrlExpires: true,
  legacyLoadedCheckoutUrlStays: true,
  legacyLoadedCheckoutUrlLastsSeconds: Infinity,
  legacyCheckoutUrlKeptWhenLoadedWithinSeconds: Infinity,
  hostedCheckoutUrlValidSeconds: 60,
  hostedUnloadedCheckoutUrlExpires: true,
  hostedLoadedCheckoutUrlStays: true,
  hostedLoadedCheckoutUrlLastsSeconds: Infinity,
  hostedCheckoutUrlKeptWhenLoadedWithinSeconds: Infinity,
  quoteLockSeconds: 180,
  quotesExpire: true,
  usedQuotesExpire: true,
  quoteUses: 'many',
  rampPriceOf: 'quote',
  legacyPriceRequestsPerMinute: 60,
  hostedRequestsPerMinute: { sandbox: 120, production: 500 },
};
