import type { Environment } from '../../environment';

/** The price endpoint's budget: a fixed window per environment and credential, on the mock clock. */
export const priceRequestsPerWindow = 60;
export const priceWindowMs = 60_000;

/** Counts one price request; returns the Retry-After seconds when it is over the budget. */
export function spendPriceRequest(env: Environment, credential: string): number | undefined {
  if (env.fault === 'prices-no-rate-limit') return undefined;
  const now = env.clock.nowMs();
  let window = env.state.rateWindows.get(credential);
  if (!window || now >= window.startsAtMs + priceWindowMs) {
    window = { startsAtMs: now, count: 0 };
    env.state.rateWindows.set(credential, window);
  }
  window.count += 1;
  if (window.count <= priceRequestsPerWindow) return undefined;
  return Math.max(1, Math.ceil((window.startsAtMs + priceWindowMs - now) / 1000));
}
