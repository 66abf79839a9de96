import { pageLoadRoom, RequestBudget, type Budget, type Turn } from './request-budget';
import { REQUEST_LIMITS, type BudgetKey } from './request-limits';
import { suiteWarning } from '../run/suite-warning';

/** The run's budget server, and the test asking (a test ends with `releaseHolder`). */
export interface BudgetServerAddress {
  url: string;
  holder: string;
}

/** How calls to the budget server are tried: a loaded machine may drop a loopback call now and then. */
export interface BudgetCalls {
  /** The waits before each retry of a call that got no answer; after the last, the server counts as gone. */
  retryDelaysMs?: readonly number[];
  /** Where a run warning goes (default: the running test's `suite-warning` annotation). */
  warn?: (line: string) => void;
}

const RETRY_DELAYS_MS = [100, 400, 1_500];

/**
 * Budget servers that stayed silent through every retry, in this process: later asks go to a budget of their own at
 * once.
 */
const gone = new Set<string>();

/**
 * A test's handle on one budget of the run: the budget server's when global setup started one (every worker shares
 * it), else one of its own (a process outside a run: the probe, a unit test), where nothing runs beside it.
 * Every ask goes through `waiting`, which lets the test's timeout grow by the wait. The suite's own machinery never
 * decides a verdict: a call that gets no answer is retried, and a server gone for good leaves the test a budget of
 * its own, with a run warning, so the request goes and the target's answer is judged.
 */
export function sharedBudget(
  key: BudgetKey,
  target: string,
  perMinute: number,
  server: BudgetServerAddress | undefined,
  waiting: (ask: () => Promise<void>) => Promise<void> = (ask) => ask(),
  calls: BudgetCalls = {},
): Budget {
  const reserved = REQUEST_LIMITS.find((row) => row.name === key.limit)?.pageLoads ? pageLoadRoom(perMinute) : 0;
  const ownBudget = () => new RequestBudget(perMinute, undefined, undefined, reserved);
  if (!server) {
    const own = ownBudget();
    return { key, take: (turn) => own.take(turn), alone: (body) => body() };
  }
  let own: RequestBudget | undefined;
  const params = new URLSearchParams({
    key: `${target} ${key.limit} ${key.env}`,
    perMinute: String(perMinute),
    reserved: String(reserved),
    holder: server.holder,
  });
  const ask = async (path: '/take' | '/alone', turn: Turn = 'request') => {
    if (!own && !gone.has(server.url)) {
      let failed: string | undefined;
      await waiting(async () => {
        failed = await callBudgetServer(
          `${server.url}${path}?${params}${turn === 'page-load' ? '&turn=page-load' : ''}`,
          calls.retryDelaysMs ?? RETRY_DELAYS_MS,
        );
      });
      if (failed === undefined) return;
      gone.add(server.url);
      (calls.warn ?? suiteWarning)(
        `the run's request budget server did not answer (${failed}): ` +
          `a worker kept a budget of its own for ${key.limit} ${key.env}, not shared with the other workers`,
      );
    }
    own ??= ownBudget();
    if (path === '/take') await own.take(turn);
  };
  return {
    key,
    take: (turn) => ask('/take', turn),
    async alone(body) {
      await ask('/alone');
      return body();
    },
  };
}

/**
 * Ends a test's part in every budget: its requests, and any limit it had to itself. Called after the test's
 * exchanges were answered and judged: a release that fails is a run warning, never the test's failure.
 */
export async function releaseHolder(server: BudgetServerAddress, calls: BudgetCalls = {}): Promise<void> {
  if (gone.has(server.url)) return;
  const failed = await callBudgetServer(
    `${server.url}/release?${new URLSearchParams({ holder: server.holder })}`,
    calls.retryDelaysMs ?? RETRY_DELAYS_MS,
  ).catch((error: Error) => error.message);
  if (failed !== undefined)
    (calls.warn ?? suiteWarning)(
      `the run's request budget server did not take a test's release (${failed}): its other tests may wait up ` +
        `to 5 minutes for a limit alone`,
    );
}

/**
 * One POST, retried while no answer comes; undefined once answered 204, else why no answer came. An answer other
 * than 204 is a defect of the suite's own (an ask it cannot size) and throws.
 */
async function callBudgetServer(url: string, retryDelaysMs: readonly number[]): Promise<string | undefined> {
  let failed = '';
  for (let attempt = 0; attempt <= retryDelaysMs.length; attempt++) {
    if (attempt) await new Promise((resolve) => setTimeout(resolve, retryDelaysMs[attempt - 1]));
    let answer: Response;
    try {
      answer = await fetch(url, { method: 'POST' });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      failed =
        `${(error as Error).message}${cause ? `: ${cause.code ?? cause.message}` : ''}, ${attempt + 1} ` +
        `${attempt ? 'tries' : 'try'}`;
      continue;
    }
    if (answer.status === 204) return undefined;
    throw new Error(`the run's request budget answered ${answer.status}: ${await answer.text()}`);
  }
  return failed;
}
