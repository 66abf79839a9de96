import type { Environment } from '../../environment';
import { spendRequest } from '../../rate-windows';

/** The price endpoint's budget: a fixed window per environment and credential, on the mock clock. */
export const priceRequestsPerWindow = 60;
export const priceWindowMs = 60_000;

/** Counts one price request; returns the Retry-After seconds when it is over the budget. */
export function spendPriceRequest(env: Environment, credential: string): number | undefined {
  if (env.fault === 'prices-no-rate-limit') return undefined;
  return spendRequest(env.state.rateWindows, credential, env.clock.nowMs(), priceRequestsPerWindow, priceWindowMs);
}
