import type { Checkout } from './checkouts';
import type { HostedOrder } from './hosted-orders';
import { seededIdentities, type Identity } from './identities';
import type { LockedQuote } from './locked-quotes';
import type { StoredOrder } from './orders';
import type { Ramp } from './ramps';

/** A fixed window of a rate limit, for one credential, account or client address. */
export interface RateWindow {
  startsAtMs: number;
  count: number;
}

/** Everything an environment remembers; reset() puts it back to the seed. */
export class EnvironmentState {
  orders: StoredOrder[] = [];
  checkouts = new Map<string, Checkout>();
  rateWindows = new Map<string, RateWindow>();
  nextRef = 1;
  /** The first order's checkout token, handed to every later order where checkout URLs are shared (a seam). */
  sharedCheckoutToken?: string;
  /** Hosted Checkout: orders by id, their checkout URLs by token, and the /v2 rate windows. */
  hostedOrders = new Map<string, HostedOrder>();
  hostedCheckouts = new Map<string, Checkout>();
  hostedRateWindows = new Map<string, RateWindow>();
  /** Native API: identities by identityReference (the seeded ones first), locked quotes and ramps by id. */
  identities = new Map<string, Identity>();
  quotes = new Map<string, LockedQuote>();
  ramps = new Map<string, Ramp>();

  /** The seeded history, made once: seeding is deterministic, and each reset copies it (orders are flat records). */
  private seeded?: readonly StoredOrder[];

  constructor(private readonly seed: () => StoredOrder[]) {
    this.reset();
  }

  reset(): void {
    this.seeded ??= this.seed();
    this.orders = this.seeded.map((order) => ({ ...order }));
    this.checkouts.clear();
    this.rateWindows.clear();
    this.nextRef = this.orders.reduce((highest, order) => Math.max(highest, order.ref), 0) + 1;
    this.sharedCheckoutToken = undefined;
    this.hostedOrders.clear();
    this.hostedCheckouts.clear();
    this.hostedRateWindows.clear();
    this.identities = new Map(seededIdentities.map((identity) => [identity.identityReference, { ...identity }]));
    this.quotes.clear();
    this.ramps.clear();
  }
}
