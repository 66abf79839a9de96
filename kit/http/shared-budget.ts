import { RequestBudget, type Budget } from './request-budget';
import type { BudgetKey } from './request-limits';

/**
 * A worker's handle on one budget of the run: the budget server's when global setup started one (every worker
 * shares it), else one of its own (a process outside a run: the probe, a unit test).
 */
export function sharedBudget(key: BudgetKey, target: string, perMinute: number, serverUrl: string | undefined): Budget {
  if (!serverUrl) {
    const own = new RequestBudget(perMinute);
    return { key, take: () => own.take() };
  }
  const ask = `${serverUrl}/take?${new URLSearchParams({ key: `${target} ${key.limit} ${key.env}`, perMinute: String(perMinute) })}`;
  return {
    key,
    async take() {
      const answer = await fetch(ask, { method: 'POST' });
      if (answer.status !== 204) throw new Error(`the run's request budget answered ${answer.status}: ${await answer.text()}`);
    },
  };
}
