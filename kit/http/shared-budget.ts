import { RequestBudget, type Budget } from './request-budget';
import type { BudgetKey } from './request-limits';

/** The run's budget server, and the test asking (a test ends with `releaseHolder`). */
export interface BudgetServerAddress {
  url: string;
  holder: string;
}

/**
 * A test's handle on one budget of the run: the budget server's when global setup started one (every worker shares
 * it), else one of its own (a process outside a run: the probe, a unit test), where nothing runs beside it.
 * Every ask goes through `waiting`, which lets the test's timeout grow by the wait.
 */
export function sharedBudget(key: BudgetKey, target: string, perMinute: number, server: BudgetServerAddress | undefined, waiting: (ask: () => Promise<void>) => Promise<void> = (ask) => ask()): Budget {
  if (!server) {
    const own = new RequestBudget(perMinute);
    return { key, take: () => own.take(), alone: (body) => body() };
  }
  const params = new URLSearchParams({ key: `${target} ${key.limit} ${key.env}`, perMinute: String(perMinute), holder: server.holder });
  const ask = (path: string) => waiting(async () => {
    const answer = await fetch(`${server.url}${path}?${params}`, { method: 'POST' });
    if (answer.status !== 204) throw new Error(`the run's request budget answered ${answer.status}: ${await answer.text()}`);
  });
  return {
    key,
    take: () => ask('/take'),
    async alone(body) {
      await ask('/alone');
      return body();
    },
  };
}

/** Ends a test's part in every budget: its requests, and any limit it had to itself. */
export async function releaseHolder(server: BudgetServerAddress): Promise<void> {
  await fetch(`${server.url}/release?${new URLSearchParams({ holder: server.holder })}`, { method: 'POST' });
}
