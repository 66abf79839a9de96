import { test, expect } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EvidenceLog } from '../../kit/http/evidence-log';
import { bearer } from '../../kit/auth/bearer';
import { SurfaceClient } from '../../kit/http/surface-client';
import { EnvironmentFailure } from '../../kit/http/environment-failure';

const policy = { maxRetries: 1, baseDelayMs: 1, maxDelayMs: 1 };

// fetch adds Accept: */* of its own; "without Accept" must mean none on the wire.
test(
  'a request without Accept carries no Accept header on the wire; ' + 'its evidence is redacted as any other',
  async () => {
    const seen: Record<string, string | string[] | undefined>[] = [];
    const server = createServer((req, res) => {
      seen.push(req.headers);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{}}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const evidence = new EvidenceLog(['secret-credential']);
    const client = new SurfaceClient({
      baseUrl: url,
      baseUrlVariable: 'SANDBOX_BASE_URL',
      auth: bearer('secret-credential'),
      evidence,
      timeoutMs: 2_000,
      maxBodyBytes: 1024 * 1024,
      backoff: policy,
    });
    const answer = await client.post('/api/orders', { json: { a: 1 }, withoutAccept: true });
    await client.get('/api/countries');
    expect([answer.status, answer.json, answer.contentType]).toEqual([200, { data: {} }, 'application/json']);
    expect(seen[0].accept).toBeUndefined();
    expect([seen[0].authorization, seen[0]['content-type'], seen[0]['x-request-id']]).toEqual([
      'Bearer secret-credential',
      'application/json',
      answer.requestId,
    ]);
    expect(seen[1].accept).toBe('application/json');
    const [recorded] = evidence.exchanges;
    expect(recorded.request.headers.accept).toBeUndefined();
    expect(JSON.stringify(evidence.exchanges)).not.toContain('secret-credential');
    server.close();
  },
);

test('a request without Accept to nothing is no answer, in one line naming the variable', async () => {
  const client = new SurfaceClient({
    baseUrl: 'http://127.0.0.1:9',
    baseUrlVariable: 'SANDBOX_BASE_URL',
    auth: bearer('x'),
    evidence: new EvidenceLog([]),
    timeoutMs: 500,
    maxBodyBytes: 1024,
    backoff: policy,
    sleep: async () => undefined,
  });
  const error = await client.get('/api/countries', { withoutAccept: true }).catch((e) => e);
  expect(error).toBeInstanceOf(EnvironmentFailure);
  expect(error.note.line).toMatch(/connection refused \(SANDBOX_BASE_URL=http:\/\/127\.0\.0\.1:9\)/);
});

test('a body over the cap, sent without Accept, is counted to its end but not kept: no answer to judge', async () => {
  const megabytes = 3;
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    for (let i = 0; i < megabytes; i++) res.write(Buffer.alloc(1024 * 1024, 0x20));
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const client = new SurfaceClient({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    baseUrlVariable: 'SANDBOX_BASE_URL',
    auth: bearer('x'),
    evidence: new EvidenceLog([]),
    timeoutMs: 5_000,
    maxBodyBytes: 1024 * 1024,
    backoff: policy,
  });
  const answer = await client.get('/api/countries', { withoutAccept: true });
  expect(answer.unreadBytes).toBe(megabytes * 1024 * 1024);
  expect(answer.jsonError).toMatch(/^body over 1 MB \(3145728 bytes; CONFORMANCE_MAX_BODY_MB\)$/);
  expect(answer.text.length).toBeLessThanOrEqual(4096);
  server.close();
});
