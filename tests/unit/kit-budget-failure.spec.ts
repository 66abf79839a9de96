import { test, expect } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EvidenceLog } from '../../kit/http/evidence-log';
import { noAuth, SurfaceClient } from '../../kit/http/surface-client';
import { releaseHolder, sharedBudget } from '../../kit/http/shared-budget';
import { startBudgetServer } from '../../kit/run/budget-server';
import { fold } from '../../reporters/fold';
import { sampleReport } from '../../reporters/sample-report';
import { summaryText } from '../../reporters/summary-text';
import { catalogue } from '../../rules';
import type { CollectedTest } from '../../reporters/collected-test';

/** Issue 27, item 1: the suite's own request budget never decides a verdict. */
function serve(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

const key = { limit: 'hosted', env: 'sandbox' } as const;

test(
  'a budget server gone for good leaves the test a budget of its own with a run warning: the request goes, ' +
    "the target's answer is judged, the release does not fail the test",
  async () => {
    const { server: target, url } = await serve(
      (_, res) => void res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{}}'),
    );
    // A budget server that listened once and is gone: every call is refused.
    const budgetServer = await startBudgetServer();
    await budgetServer.close();
    const warnings: string[] = [];
    const calls = { retryDelaysMs: [1, 1], warn: (line: string) => void warnings.push(line) };
    const address = { url: budgetServer.url, holder: 'gone-test' };
    try {
      const evidence = new EvidenceLog([]);
      const budget = sharedBudget(key, url, 120, address, undefined, calls);
      const client = new SurfaceClient({
        baseUrl: url,
        baseUrlVariable: 'SANDBOX_BASE_URL',
        auth: noAuth,
        evidence,
        timeoutMs: 2_000,
        maxBodyBytes: 1024 * 1024,
        backoff: { maxRetries: 0, baseDelayMs: 1, maxDelayMs: 1 },
        budget,
      });
      expect((await client.get('/mock-partner/v2/buy')).status).toBe(200);
      expect((await client.get('/mock-partner/v2/buy')).status).toBe(200);
      expect(evidence.exchanges.map((exchange) => exchange.response?.status)).toEqual([200, 200]);
      await expect(releaseHolder(address, calls)).resolves.toBeUndefined();
      expect(warnings).toHaveLength(1);
      const noAnswer = /^the run's request budget server did not answer \(fetch failed: ECONNREFUSED, 3 tries\): /;
      const ownBudget = /a worker kept a budget of its own for hosted sandbox/;
      expect(warnings[0]).toMatch(new RegExp(noAnswer.source + ownBudget.source));
    } finally {
      target.close();
    }
  },
);

test(
  'a loopback call the budget server drops is retried: ' + 'the test keeps the shared budget, with no warning',
  async () => {
    const budgetServer = await startBudgetServer();
    // In front of it, a relay that resets the first connection of every call, as a loaded machine now and then does.
    let seen = 0;
    const { server: relay, url } = await serve((req, res) => {
      if (seen++ % 2 === 0) return void req.socket.destroy();
      void fetch(`${budgetServer.url}${req.url}`, { method: 'POST' }).then((answer) =>
        res.writeHead(answer.status).end(),
      );
    });
    const warnings: string[] = [];
    const calls = { retryDelaysMs: [1], warn: (line: string) => void warnings.push(line) };
    try {
      await sharedBudget(key, 'http://target:1', 2, { url, holder: 'a' }, undefined, calls).take();
      const holders = (await (await fetch(`${budgetServer.url}/limits`)).json()) as { holders: string[] }[];
      expect(holders[0].holders).toEqual(['a']);
      await releaseHolder({ url, holder: 'a' }, calls);
      expect(
        ((await (await fetch(`${budgetServer.url}/limits`)).json()) as { holders: string[] }[])[0].holders,
      ).toEqual([]);
      expect(warnings).toEqual([]);
    } finally {
      relay.close();
      await budgetServer.close();
    }
  },
);

test('a test that passed with a budget warning still passes its rule; the warning is a line of the run, once', () => {
  const passed = (title: string): CollectedTest => ({
    title,
    ruleIds: ['LEG-COINS-SHAPE'],
    status: 'passed',
    durationMs: 1,
    errors: [],
    violations: [],
    environment: [],
    checks: 1,
    evidence: [],
    drift: [],
    observations: [],
    suiteWarnings: [
      "the run's request budget server did not answer (fetch failed: ECONNRESET, 4 tries): a worker kept a " +
        'budget of its own for prices sandbox, not shared with the other workers',
    ],
  });
  const folded = fold(catalogue, [passed('a'), passed('b')]);
  expect(folded.rules.find((rule) => rule.id === 'LEG-COINS-SHAPE')?.status).toBe('passed');
  const report = {
    ...sampleReport(),
    runWarnings: [...new Set([passed('a'), passed('b')].flatMap((t) => t.suiteWarnings!))],
  };
  const text = summaryText(report, 'r/index.html', true);
  expect(text.match(/warning: the run's request budget server did not answer/g)).toHaveLength(1);
});
