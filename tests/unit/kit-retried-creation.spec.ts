import { test, expect } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EvidenceLog } from '../../kit/http/evidence-log';
import { noAuth, SurfaceClient } from '../../kit/http/surface-client';
import { EnvironmentFailure } from '../../kit/http/environment-failure';
import { createIdentity } from '../../kit/native/requests';
import type { TargetConfig } from '../../kit/config/target-config';

/**
 * Issue 27, item 1: a request that creates something is never retried blindly. A service that creates the identity
 * but whose answer is lost (a reset after the work, a 503 from a proxy after the service did it) answers the
 * client's retry with code 81: that is no failure of the rule under test.
 */
const target = { native: { identityCreatePath: '/eapi/v0/identities' } } as TargetConfig;

function identityService(firstTry: 'reset' | '503'): Promise<{ server: Server; url: string }> {
  const emails = new Set<string>();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const { email } = JSON.parse(body) as { email: string };
      const exists = emails.has(email);
      emails.add(email);
      if (exists)
        return void res
          .writeHead(422, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { code: 81, message: 'Identity already exists' } }));
      // Done, then the answer is lost.
      if (firstTry === 'reset') return void req.socket.destroy();
      res.writeHead(503, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

for (const firstTry of ['reset', '503'] as const) {
  test(
    `an identity created on a try whose answer was lost (${firstTry}), then code 81 on the retry: ` +
      `inconclusive, not a failed rule`,
    async () => {
      const { server, url } = await identityService(firstTry);
      try {
        const native = new SurfaceClient({
          baseUrl: url,
          baseUrlVariable: 'SANDBOX_BASE_URL',
          auth: noAuth,
          evidence: new EvidenceLog([]),
          timeoutMs: 2_000,
          maxBodyBytes: 1024 * 1024,
          backoff: { maxRetries: 2, baseDelayMs: 1, maxDelayMs: 1 },
          sleep: async () => undefined,
        });
        const failure = await createIdentity(native, target, 'conformance.a@example.test', 'cust-1').catch(
          (error: unknown) => error,
        );
        expect(failure).toBeInstanceOf(EnvironmentFailure);
        expect((failure as EnvironmentFailure).note.cause).toBe(firstTry === 'reset' ? 'no-answer' : 'server-error');
        expect((failure as EnvironmentFailure).message).toContain(
          'then code 81 on its retry: the first try created the identity',
        );
        // Creating again on purpose (NAT-IDENTITY-81), code 81 is the answer to judge, whichever try it came on.
        const again = await createIdentity(native, target, 'conformance.a@example.test', 'cust-2', {
          emailExists: true,
        });
        expect(again.status).toBe(422);
      } finally {
        server.close();
      }
    },
  );
}

test(
  'a creation answered on its first try carries no retry, and a 429 before it is no try that may have been ' + 'done',
  async () => {
    let tries = 0;
    const server = createServer((_, res) => {
      tries++;
      if (tries === 1) return void res.writeHead(429, { 'content-type': 'application/json' }).end('{}');
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"identityReference":"idr_1","paymentReady":false}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const native = new SurfaceClient({
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        baseUrlVariable: 'SANDBOX_BASE_URL',
        auth: noAuth,
        evidence: new EvidenceLog([]),
        timeoutMs: 2_000,
        maxBodyBytes: 1024 * 1024,
        backoff: { maxRetries: 2, baseDelayMs: 1, maxDelayMs: 1 },
        sleep: async () => undefined,
      });
      const answer = await createIdentity(native, target, 'conformance.b@example.test', 'cust-3');
      expect(answer.status).toBe(200);
      expect(answer.retriedAfter).toBeUndefined();
    } finally {
      server.close();
    }
  },
);
