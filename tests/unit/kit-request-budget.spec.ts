import { test, expect } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EvidenceLog } from '../../kit/http/evidence-log';
import { budgetsByPath, limitOf } from '../../kit/http/request-limits';
import { noAuth, SurfaceClient } from '../../kit/http/surface-client';
import { RequestBudget } from '../../kit/http/request-budget';
import { releaseHolder, sharedBudget } from '../../kit/http/shared-budget';
import { startBudgetServer } from '../../kit/run/budget-server';
import { budgetUseLine, requestBudgetUse } from '../../reporters/request-budget-use';
import type { CollectedTest } from '../../reporters/collected-test';
import type { Exchange } from '../../kit/http/exchange';
import { collectedTest } from './collected-test-fixture';

/** A budget window on a clock that only its own waits move: what it waited is what the test reads. */
function fakeWindows() {
  let nowMs = 0;
  const waits: number[] = [];
  const windowOf = (perMinute: number) =>
    new RequestBudget(
      perMinute,
      () => nowMs,
      async (ms) => {
        waits.push(ms);
        nowMs += ms;
      },
    );
  return {
    windowOf,
    waits,
    tick: (ms: number) => {
      nowMs += ms;
    },
  };
}

test(
  'every worker takes its turn from one budget per target and limit: the third request of a 2-a-minute ' +
    'limit waits out the window, whichever worker sends it',
  async () => {
    const { windowOf, waits, tick } = fakeWindows();
    const server = await startBudgetServer(windowOf);
    try {
      const key = { limit: 'hosted', env: 'sandbox' } as const;
      const workerA = sharedBudget(key, 'http://target:1', 2, { url: server.url, holder: 'a' });
      const workerB = sharedBudget(key, 'http://target:1', 2, { url: server.url, holder: 'b' });
      await workerA.take();
      tick(10_000);
      await workerB.take();
      expect(waits).toEqual([]);
      await workerA.take();
      expect(waits).toEqual([51_001]);
      // Another target (a matrix's other mock instance) or another environment has a budget of its own.
      await sharedBudget(key, 'http://target:2', 2, { url: server.url, holder: 'a' }).take();
      await sharedBudget({ limit: 'hosted', env: 'production' }, 'http://target:1', 2, {
        url: server.url,
        holder: 'a',
      }).take();
      expect(waits).toEqual([51_001]);
    } finally {
      await server.close();
    }
  },
);

test(
  'a rate-limit scenario has the limit alone once the tests that sent under it have ended; a test already ' +
    'sending goes on, a new one waits until the scenario ends',
  async () => {
    const server = await startBudgetServer();
    const handle = (holder: string) =>
      sharedBudget({ limit: 'hosted', env: 'sandbox' }, 'http://target:1', 100, { url: server.url, holder });
    const events: string[] = [];
    try {
      await handle('sending').take();
      const scenario = handle('scenario').alone(async () => {
        events.push('scenario alone');
      });
      const waitingAlone = async () =>
        ((await (await fetch(`${server.url}/limits`)).json()) as { waitingAlone: string[] }[])[0].waitingAlone;
      await expect.poll(waitingAlone).toEqual(['scenario']);
      // The scenario waits for the test that has sent; that test's next request still goes, a new test's first does
      // not.
      await handle('sending').take();
      events.push('sending went on');
      const newcomer = handle('newcomer')
        .take()
        .then(() => events.push('newcomer sent'));
      await releaseHolder({ url: server.url, holder: 'sending' });
      await scenario;
      expect(events).toEqual(['sending went on', 'scenario alone']);
      await releaseHolder({ url: server.url, holder: 'scenario' });
      await newcomer;
      expect(events).toEqual(['sending went on', 'scenario alone', 'newcomer sent']);
    } finally {
      await server.close();
    }
  },
);

test(
  'the budget server refuses an ask it cannot size, ' + 'and a process outside a run keeps a budget of its own',
  async () => {
    const server = await startBudgetServer();
    try {
      expect((await fetch(`${server.url}/take?key=x&holder=a`, { method: 'POST' })).status).toBe(400);
      expect((await fetch(`${server.url}/take?key=x&perMinute=2`, { method: 'POST' })).status).toBe(400);
      expect((await fetch(`${server.url}/take?key=x&perMinute=2&holder=a`)).status).toBe(400);
    } finally {
      await server.close();
    }
    const own = sharedBudget({ limit: 'prices', env: 'sandbox' }, 'http://target:1', 5, undefined);
    await own.take();
    expect(own.key).toEqual({ limit: 'prices', env: 'sandbox' });
  },
);

test('the report counts what each budget counted and its busiest 60 s, against the configured limit', () => {
  const at = (second: number, budget?: Exchange['budget']): Exchange => ({
    startedAt: new Date(Date.UTC(2026, 10, 24, 10, 0, second)).toISOString(),
    durationMs: 1,
    request: { method: 'POST', url: 'http://t:1/ref/v2/buy', headers: {} },
    ...(budget ? { budget } : {}),
  });
  const hosted = { limit: 'hosted', env: 'sandbox' } as const;
  const ran = (evidence: Exchange[]): CollectedTest => collectedTest({ title: 't', evidence });
  const uses = requestBudgetUse(
    [
      ran([at(0, hosted), at(20, hosted), at(59, hosted)]),
      ran([at(61, hosted), at(62), at(70, { limit: 'prices', env: 'sandbox' })]),
    ],
    { hosted: { sandbox: 120, production: 500 }, prices: { sandbox: 30, production: 30 } },
  );
  expect(uses).toEqual([
    { limit: 'hosted', env: 'sandbox', perMinute: 120, requests: 4, busiestMinute: 3 },
    { limit: 'prices', env: 'sandbox', perMinute: 30, requests: 1, busiestMinute: 1 },
  ]);
});

test(
  'every Hosted Checkout request counts against the Hosted limit, whichever client sends it: ' +
    '/{partnerRef}/v2/… and /v2/identities/…; GET /api/prices the price limit; the rest none',
  async () => {
    const base = 'http://target:1';
    const at = (path: string) => limitOf(new URL(`${base}${path}`), base);
    expect(
      [
        '/mock-partner/v2/buy',
        '/v2/identities/token/share',
        '/api/prices',
        '/api/orders',
        '/eapi/v0/price',
        '/api/v2',
        '/eapi/v2/x',
      ].map(at),
    ).toEqual(['hosted', 'hosted', 'prices', undefined, undefined, undefined, undefined]);
    // Below a base URL with a path of its own.
    expect(limitOf(new URL('http://target:1/gateway/p-1/v2/buy'), 'http://target:1/gateway/')).toBe('hosted');

    // A client on the environment's base (the generated suite's baseIn) takes a Hosted turn for the buy it sends.
    const turns: string[] = [];
    const budgets = (limit: 'hosted' | 'prices', env: 'sandbox' | 'production') => ({
      key: { limit, env },
      take: async () => void turns.push(limit),
      alone: <T>(body: () => Promise<T>) => body(),
    });
    const server = createServer((_, res) => void res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const evidence = new EvidenceLog([]);
      const client = new SurfaceClient({
        baseUrl: url,
        baseUrlVariable: 'SANDBOX_BASE_URL',
        auth: noAuth,
        evidence,
        timeoutMs: 2_000,
        maxBodyBytes: 1024 * 1024,
        backoff: { maxRetries: 0, baseDelayMs: 1, maxDelayMs: 1 },
        budgetFor: budgetsByPath(budgets, 'sandbox', url),
      });
      for (const path of ['/mock-partner/v2/buy', '/v2/identities/token/share', '/eapi/v0/ramps', '/api/orders'])
        await client.post(path, { json: {} });
      await client.get('/api/prices');
      expect(turns).toEqual(['hosted', 'hosted', 'prices']);
      expect(evidence.exchanges.map((exchange) => exchange.budget?.limit)).toEqual([
        'hosted',
        'hosted',
        undefined,
        undefined,
        'prices',
      ]);
    } finally {
      server.close();
    }
  },
);

test(
  "a checkout page load never waits behind a limit's API requests: they leave it a tenth of the minute, and a " +
    'load past that goes at once, counted (issue 44, item 5)',
  async () => {
    const { windowOf, waits } = fakeWindows();
    const server = await startBudgetServer(windowOf);
    try {
      const hosted = sharedBudget({ limit: 'hosted', env: 'sandbox' }, 'http://target:1', 20, {
        url: server.url,
        holder: 'a',
      });
      // 20 a minute: the API requests take 18, the 19th waits out the window; two loads are in the room left.
      for (let i = 0; i < 18; i++) await hosted.take();
      await hosted.take('page-load');
      await hosted.take('page-load');
      expect(waits).toEqual([]);
      // A third load in the same minute still goes at once: its minute is the promise under test.
      await hosted.take('page-load');
      expect(waits).toEqual([]);
      await hosted.take();
      expect(waits).toHaveLength(1);
      // The price limit has no page loads: its requests fill the whole minute.
      const prices = new RequestBudget(
        3,
        () => 0,
        async () => {
          throw new Error('no wait within the minute');
        },
      );
      for (let i = 0; i < 3; i++) await prices.take();
    } finally {
      await server.close();
    }
  },
);

test('the report says how many windows a limit needed where one minute did not hold its requests, and why', () => {
  const use = { limit: 'prices', env: 'sandbox', perMinute: 30, requests: 55, busiestMinute: 30 } as const;
  expect(budgetUseLine([use])).toBe(
    'prices sandbox 55, busiest minute 30 of 30, 2 windows at least (55 requests at 30 a minute)',
  );
  expect(budgetUseLine([{ ...use, requests: 28, busiestMinute: 28 }])).toBe(
    'prices sandbox 28, busiest minute 28 of 30',
  );
});
