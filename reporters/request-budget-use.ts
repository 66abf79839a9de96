import type { EnvName } from '../kit/config/target-config';
import type { LimitName, RequestLimits } from '../kit/http/request-limits';
import type { CollectedTest } from './collected-test';

/** How much of one limit the suite's own traffic used (conformance.json `requestBudgets`). */
export interface BudgetUse {
  limit: LimitName;
  env: EnvName;
  /** The configured requests a minute (for a whole sharded run: every part's share together). */
  perMinute: number;
  /** Requests the budget counted in the run. */
  requests: number;
  /** The most of them sent in any 60 s: at most perMinute when the budget held. */
  busiestMinute: number;
}

/** The most timestamps (ms, sorted) within any 60 s. */
function busiest(sorted: readonly number[]): number {
  let most = 0;
  for (let first = 0, last = 0; last < sorted.length; last++) {
    while (sorted[last] - sorted[first] >= 60_000) first++;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

/** Per limit and environment the run's requests touched: how many it counted, and its busiest minute. */
export function requestBudgetUse(tests: readonly CollectedTest[], limits: RequestLimits | undefined): BudgetUse[] {
  const sent = new Map<string, { limit: LimitName; env: EnvName; at: number[] }>();
  for (const exchange of tests.flatMap((test) => test.evidence)) {
    if (!exchange.budget) continue;
    const key = `${exchange.budget.limit} ${exchange.budget.env}`;
    if (!sent.has(key)) sent.set(key, { ...exchange.budget, at: [] });
    sent.get(key)!.at.push(Date.parse(exchange.startedAt));
  }
  return [...sent.values()]
    .sort((a, b) => a.limit.localeCompare(b.limit) || a.env.localeCompare(b.env))
    .map(({ limit, env, at }) => ({
      limit,
      env,
      perMinute: limits?.[limit][env] ?? Number.NaN,
      requests: at.length,
      busiestMinute: busiest(at.sort((a, b) => a - b)),
    }));
}

/**
 * The minutes of a limit a run's requests needed at the least: more than one where they were more than one minute's
 * budget (a nightly's or certification's generated cases; a gate's plan fits one, kit/http/request-plan.ts).
 */
export function windowsOf(use: BudgetUse): number {
  return Number.isFinite(use.perMinute) && use.perMinute > 0 ? Math.max(1, Math.ceil(use.requests / use.perMinute)) : 1;
}

/**
 * "hosted sandbox 96, busiest minute 64 of 120" per limit, and how many windows a limit needed where one did not
 * hold its requests, and why: the terminal's and summary.md's line.
 */
export function budgetUseLine(uses: readonly BudgetUse[]): string | undefined {
  if (!uses.length) return undefined;
  return uses
    .map((use) => {
      const line = `${use.limit} ${use.env} ${use.requests}, busiest minute ${use.busiestMinute} of ${use.perMinute}`;
      const windows = windowsOf(use);
      return windows > 1
        ? `${line}, ${windows} windows at least (${use.requests} requests at ${use.perMinute} a minute)`
        : line;
    })
    .join('; ');
}
