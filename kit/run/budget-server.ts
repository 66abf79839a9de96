import { createServer, type Server } from 'node:http';
import { RequestBudget } from '../http/request-budget';

/** The address workers find the run's budget server at (set by global setup; workers inherit it). */
export const BUDGET_URL_VARIABLE = 'CONFORMANCE_BUDGET_URL';

export interface BudgetServer {
  url: string;
  close(): Promise<void>;
}

const GONE_AFTER_MS = 5 * 60_000;

/** One limit of one target: its window, the tests that sent under it, and the one that has it alone, if any. */
interface Limit {
  window: RequestBudget;
  /**
   * Tests that have sent a request under the limit and not ended, and when they last did: a test is never stopped
   * halfway.
   */
  holders: Map<string, number>;
  /** The test that has the limit to itself (a rate-limit scenario), and those waiting to. */
  alone?: string;
  waitingAlone: string[];
}

/**
 * One request budget per target and limit for every worker of the run (issue 13, items 2 and 3). Before each request
 * the limit counts, a test asks `POST /take`; the answer (204) comes when the request may go. A rate-limit scenario
 * asks `POST /alone` to have the limit to itself: it gets it once every test that has sent under it has ended, and
 * until it ends, a test that has not yet sent under the limit waits at its first request. A test ends with
 * `POST /release`. Loopback only; the first ask of a key sets its size and the room it keeps for page loads
 * (`reserved`); `turn=page-load` takes a turn that never waits for the window.
 */
export async function startBudgetServer(
  windowOf = (perMinute: number, reserved: number) => new RequestBudget(perMinute, undefined, undefined, reserved),
): Promise<BudgetServer> {
  const limits = new Map<string, Limit>();
  // A test that ended while its ask still waited (a timeout) must not become a holder when the ask goes through.
  const ended = new Set<string>();
  const waiters: { ready: () => boolean; go: () => void }[] = [];
  const wake = () => {
    for (const waiter of [...waiters]) {
      if (!waiter.ready()) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.go();
    }
  };
  // Gone holders are noticed by the clock, not by a release.
  const sweep = setInterval(wake, 5_000).unref();
  const until = (ready: () => boolean) =>
    new Promise<void>((go) => {
      waiters.push({ ready, go });
      wake();
    });
  const limitOf = (params: URLSearchParams) => {
    const key = params.get('key')!;
    if (!limits.has(key))
      limits.set(key, {
        window: windowOf(Number(params.get('perMinute')), Number(params.get('reserved') ?? 0)),
        holders: new Map(),
        waitingAlone: [],
      });
    return limits.get(key)!;
  };

  const handlers: Record<string, (params: URLSearchParams, holder: string) => Promise<void>> = {
    '/take': async (params, holder) => {
      const limit = limitOf(params);
      // A test that has sent under the limit goes on; a new one waits while a scenario has it, or is waiting for it.
      await until(
        () => limit.alone === holder || limit.holders.has(holder) || (!limit.alone && !limit.waitingAlone.length),
      );
      if (limit.alone !== holder && !ended.has(holder)) limit.holders.set(holder, Date.now());
      await limit.window.take(params.get('turn') === 'page-load' ? 'page-load' : 'request');
    },
    '/alone': async (params, holder) => {
      const limit = limitOf(params);
      limit.waitingAlone.push(holder);
      // A holder silent for longer than any test waits between two requests is gone (its worker died before releasing).
      const present = ([other, lastSeen]: [string, number]) =>
        other !== holder && Date.now() - lastSeen < GONE_AFTER_MS;
      await until(() => !limit.alone && limit.waitingAlone[0] === holder && ![...limit.holders].some(present));
      limit.waitingAlone.shift();
      limit.holders.delete(holder);
      limit.alone = holder;
    },
    '/release': async (_params, holder) => {
      ended.add(holder);
      for (const limit of limits.values()) {
        limit.holders.delete(holder);
        if (limit.alone === holder) limit.alone = undefined;
        limit.waitingAlone = limit.waitingAlone.filter((other) => other !== holder);
      }
      wake();
    },
  };

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method === 'GET' && url.pathname === '/limits') {
      // Who holds and who waits, per key: for a reader of a stuck run, and for the unit tests.
      const shown = [...limits].map(([key, limit]) => ({
        key,
        holders: [...limit.holders.keys()],
        alone: limit.alone,
        waitingAlone: limit.waitingAlone,
      }));
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(shown));
      return;
    }
    const handler = handlers[url.pathname];
    const holder = url.searchParams.get('holder');
    const sized =
      url.pathname === '/release' ||
      (url.searchParams.get('key') &&
        Number.isInteger(Number(url.searchParams.get('perMinute'))) &&
        Number(url.searchParams.get('perMinute')) >= 1);
    if (request.method !== 'POST' || !handler || !holder || !sized) {
      response.writeHead(400).end('POST /take, /alone or /release ?key=K&perMinute=N&holder=TEST');
      return;
    }
    void handler(url.searchParams, holder).then(() => response.writeHead(204).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        clearInterval(sweep);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
