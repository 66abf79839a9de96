import { test, expect } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { retryAfterMs, retryDelayMs } from '../../kit/http/backoff';
import { EvidenceLog } from '../../kit/http/evidence-log';
import { noAuth, NoAnswer, SurfaceClient } from '../../kit/http/surface-client';
import { EnvironmentFailure } from '../../kit/http/environment-failure';

const policy = { maxRetries: 3, baseDelayMs: 500, maxDelayMs: 8_000 };

test('Retry-After in seconds or as an HTTP date is honoured', () => {
  expect(retryDelayMs(0, '2', policy)).toBe(2_000);
  const now = Date.parse('2026-11-21T12:00:00Z');
  expect(retryAfterMs('Sat, 21 Nov 2026 12:00:05 GMT', now)).toBe(5_000);
});

test('without Retry-After the delay is full jitter under an exponential ceiling', () => {
  expect(retryDelayMs(0, undefined, policy, 0, () => 0.999)).toBeLessThanOrEqual(500);
  expect(retryDelayMs(2, undefined, policy, 0, () => 0.999)).toBeLessThanOrEqual(2_000);
  expect(retryDelayMs(2, undefined, policy, 0, () => 0)).toBe(0);
  expect(retryDelayMs(9 - 6, undefined, { ...policy, maxRetries: 10 }, 0, () => 1)).toBe(4_000);
});

test('no retry past maxRetries, nor when the service asks for longer than the policy allows', () => {
  expect(retryDelayMs(3, undefined, policy)).toBeUndefined();
  expect(retryDelayMs(0, '60', policy)).toBeUndefined();
});

function serve(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

test('the client backs off on 429 as Retry-After asks, then returns the answer', async () => {
  let calls = 0;
  const { server, url } = await serve((_, res) => {
    calls++;
    if (calls < 3) res.writeHead(429, { 'retry-after': '1', 'content-type': 'application/json' }).end('{}');
    else res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{}}');
  });
  const slept: number[] = [];
  const client = new SurfaceClient({
    baseUrl: url,
    baseUrlVariable: 'SANDBOX_BASE_URL',
    auth: noAuth,
    evidence: new EvidenceLog([]),
    timeoutMs: 2_000,
    maxBodyBytes: 1024 * 1024,
    backoff: policy,
    sleep: async (ms) => void slept.push(ms),
  });
  const answer = await client.get('/api/prices');
  expect(answer.status).toBe(200);
  expect(slept).toEqual([1_000, 1_000]);
  const limited = await client.get('/api/prices', { retryOn429: false });
  expect(limited.status).toBe(200);
  server.close();
});

test(
  'a hanging target ends the check as inconclusive in bounded time, after the retries, with one line ' +
    'naming the variable',
  async () => {
    const { server, url } = await serve(() => undefined);
    const evidence = new EvidenceLog([]);
    const client = new SurfaceClient({
      baseUrl: url,
      baseUrlVariable: 'SANDBOX_BASE_URL',
      auth: noAuth,
      evidence,
      timeoutMs: 300,
      maxBodyBytes: 1024 * 1024,
      backoff: policy,
      sleep: async () => undefined,
    });
    const error = await client.get('/api/countries').catch((e) => e);
    expect(error).toBeInstanceOf(EnvironmentFailure);
    expect(error.note.cause).toBe('no-answer');
    expect(error.note.line).toMatch(
      /no answer within 300 ms \(CONFORMANCE_TIMEOUT_MS\) \(SANDBOX_BASE_URL=.*\); 4 tries$/,
    );
    expect(error.message).not.toContain('\n');
    expect(evidence.exchanges).toHaveLength(4);
    server.closeAllConnections();
    server.close();
  },
);

test.describe('a 5xx is retried; what persists is the answer only while the surface serves its control request', () => {
  const statuses = (list: number[]) =>
    serve((_, res) => res.writeHead(list.shift() ?? 200, { 'content-type': 'application/json' }).end('{}'));
  const clientOf = async (url: string, control?: () => Promise<string | undefined>) => {
    return new SurfaceClient({
      baseUrl: url,
      baseUrlVariable: 'SANDBOX_BASE_URL',
      auth: noAuth,
      evidence: new EvidenceLog([]),
      timeoutMs: 2_000,
      maxBodyBytes: 1024 * 1024,
      backoff: policy,
      sleep: async () => undefined,
      control,
    });
  };

  test('a 5xx a retry clears is no answer to judge: the retry is', async () => {
    const { server, url } = await statuses([503, 502]);
    expect((await (await clientOf(url, async () => 'never asked')).get('/api/countries')).status).toBe(200);
    server.close();
  });

  test('a 5xx through every retry, while the control request is served, is the answer', async () => {
    const { server, url } = await statuses([500, 500, 500, 500]);
    expect((await (await clientOf(url, async () => undefined)).get('/api/countries')).status).toBe(500);
    server.close();
  });

  test('a 5xx on the last try alone, after 429s, is inconclusive: one 5xx is no persistent one', async () => {
    const { server, url } = await statuses([429, 429, 429, 503]);
    const error = await (await clientOf(url, async () => undefined)).get('/api/payment-methods').catch((e) => e);
    expect(error).toBeInstanceOf(EnvironmentFailure);
    expect(error.note).toEqual({
      cause: 'server-error',
      line:
        'GET /api/payment-methods answered 503 on the last of 4 tries, and no 5xx before it: a 5xx counts only ' +
        'when it persists',
    });
    server.close();
  });

  test('a 5xx through every retry, while the control request fails too, is inconclusive', async () => {
    const { server, url } = await statuses([503, 503, 503, 503]);
    const error = await (
      await clientOf(url, async () => 'its control request GET /api/countries answered 503 too')
    )
      .get('/api/orders')
      .catch((e) => e);
    expect(error).toBeInstanceOf(EnvironmentFailure);
    expect(error.note).toEqual({
      cause: 'server-error',
      line: 'GET /api/orders answered 503 on 4 tries, and its control request GET /api/countries answered 503 too',
    });
    server.close();
  });

  test('a 429 through every retry is inconclusive, unless the check wants to see it', async () => {
    const { server, url } = await statuses([429, 429, 429, 429, 429]);
    const client = await clientOf(url);
    expect((await client.get('/api/prices', { retryOn429: false })).status).toBe(429);
    const error = await client.get('/api/prices').catch((e) => e);
    expect(error.note.cause).toBe('rate-limited');
    server.close();
  });
});

test('garbage instead of JSON is told, not thrown', async () => {
  const { server, url } = await serve((_, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end('<html>oops'),
  );
  const client = new SurfaceClient({
    baseUrl: url,
    baseUrlVariable: 'SANDBOX_BASE_URL',
    auth: noAuth,
    evidence: new EvidenceLog([]),
    timeoutMs: 2_000,
    maxBodyBytes: 1024 * 1024,
    backoff: policy,
  });
  const answer = await client.get('/api/countries');
  expect(answer.json).toBeUndefined();
  expect(answer.jsonError).toContain('body is not JSON');
  server.close();
});

test('a body over the cap is no answer: one line says so, and only its first bytes are kept as evidence', async () => {
  const big = `{"data":"${'x'.repeat(2 * 1024 * 1024)}"}`;
  const { server, url } = await serve((_, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(big));
  const evidence = new EvidenceLog([]);
  const client = new SurfaceClient({
    baseUrl: url,
    baseUrlVariable: 'SANDBOX_BASE_URL',
    auth: noAuth,
    evidence,
    timeoutMs: 2_000,
    maxBodyBytes: 1024 * 1024,
    backoff: policy,
  });
  const answer = await client.get('/api/countries');
  expect([answer.status, answer.json, answer.jsonError, answer.unreadBytes]).toEqual([
    200,
    undefined,
    `body over 1 MB (${big.length} bytes; CONFORMANCE_MAX_BODY_MB)`,
    big.length,
  ]);
  expect(answer.text.length).toBeLessThanOrEqual(4096);
  server.close();
});

test(
  'the control request is tried once: a 5xx is its answer, and no answer throws NoAnswer without a note on ' +
    'the test',
  async () => {
    const { server, url } = await serve((_, res) =>
      res.writeHead(503, { 'content-type': 'application/json' }).end('{}'),
    );
    const client = new SurfaceClient({
      baseUrl: url,
      baseUrlVariable: 'SANDBOX_BASE_URL',
      auth: noAuth,
      evidence: new EvidenceLog([]),
      timeoutMs: 2_000,
      maxBodyBytes: 1024 * 1024,
      backoff: policy,
      sleep: async () => undefined,
    });
    expect((await client.get('/api/countries', { once: true })).status).toBe(503);
    server.close();
    await new Promise((closed) => server.once('close', closed));
    expect(await client.get('/api/countries', { once: true }).catch((e) => e)).toBeInstanceOf(NoAnswer);
    expect(test.info().annotations.filter((annotation) => annotation.type === 'environment')).toEqual([]);
  },
);
