import type { RateWindow } from './state';

/**
 * Counts one request against a fixed window that opens at its first request; returns the Retry-After seconds
 * (to the window's end, at least 1) when the request is over the budget.
 */
export function spendRequest(
  windows: Map<string, RateWindow>,
  key: string,
  nowMs: number,
  budget: number,
  windowMs: number,
): number | undefined {
  let window = windows.get(key);
  if (!window || nowMs >= window.startsAtMs + windowMs) {
    window = { startsAtMs: nowMs, count: 0 };
    windows.set(key, window);
  }
  window.count += 1;
  if (window.count <= budget) return undefined;
  return Math.max(1, Math.ceil((window.startsAtMs + windowMs - nowMs) / 1000));
}
