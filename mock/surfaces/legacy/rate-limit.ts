import type { Environment } from '../../environment';
import { spendRequest } from '../../rate-windows';

/**
 * The price endpoint's window: fixed, per environment, credential and clock scope, on the mock clock; its budget is a
 * clock seam.
 */
export const priceWindowMs = 60_000;

/** Counts one price request; returns the Retry-After seconds when it is over the budget. */
export function spendPriceRequest(env: Environment, credential: string): number | undefined {
  return spendRequest(
    env.state.rateWindows,
    env.clock.scoped(credential),
    env.clock.nowMs(),
    env.seams.legacyPriceRequestsPerMinute,
    priceWindowMs,
  );
}
