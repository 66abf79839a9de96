import { randomBytes } from 'node:crypto';
import type { Environment } from './environment';

/** How long a checkout URL waits for its first load. */
export const checkoutWindowMs = 60_000;

export interface Checkout {
  token: string;
  orderId: string;
  createdAtMs: number;
  loaded: boolean;
}

/** A fresh checkout URL for the order, on this environment's own base address. */
export function issueCheckout(env: Environment, orderId: string): string {
  const now = env.clock.nowMs();
  const shared = env.fault === 'checkout-url-shared' ? env.state.sharedCheckoutToken : undefined;
  if (shared !== undefined) {
    // Re-armed for the new order, so only uniqueness is broken, not the minute.
    env.state.checkouts.set(shared, { token: shared, orderId, createdAtMs: now, loaded: false });
    return checkoutUrl(env, shared);
  }
  const token = randomBytes(18).toString('base64url');
  env.state.checkouts.set(token, { token, orderId, createdAtMs: now, loaded: false });
  env.state.sharedCheckoutToken ??= token;
  return checkoutUrl(env, token);
}

function checkoutUrl(env: Environment, token: string): string {
  return `${env.baseUrl}/checkout/${token}`;
}

export type CheckoutOpening = { outcome: 'open'; checkout: Checkout } | { outcome: 'expired' } | { outcome: 'unknown' };

/** Loads a checkout URL: the first load within the minute marks it loaded, and a loaded URL never expires. */
export function openCheckout(env: Environment, token: string): CheckoutOpening {
  const checkout = env.state.checkouts.get(token);
  if (!checkout) return { outcome: 'unknown' };
  const age = env.clock.nowMs() - checkout.createdAtMs;
  const window = env.fault === 'checkout-url-short-window' ? 30_000 : checkoutWindowMs;
  const inTime = age <= window;
  if (env.fault === 'checkout-url-expires-after-load' && !inTime) return { outcome: 'expired' };
  if (checkout.loaded || inTime || env.fault === 'checkout-url-never-expires') {
    checkout.loaded = true;
    return { outcome: 'open', checkout };
  }
  return { outcome: 'expired' };
}
