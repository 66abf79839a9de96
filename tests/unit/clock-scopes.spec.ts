import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { test, expect } from '@playwright/test';
import { clockScopesOffered, CLOCK_SCOPE_HEADER, CLOCK_SCOPES_VARIABLE } from '../../kit/control/clock-scopes';
import { ControlClient } from '../../kit/control/control-client';
import { SurfaceClient, noAuth } from '../../kit/http/surface-client';
import { EvidenceLog } from '../../kit/http/evidence-log';

/** A control API and service in one: answers capabilities as told, and records the clock scope of every request. */
async function recordingTarget(port: number, capabilities: object) {
  const scopes: (string | undefined)[] = [];
  const server = createServer((request, response) => {
    scopes.push(request.headers[CLOCK_SCOPE_HEADER] as string | undefined);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(request.url === '/capabilities' ? capabilities : { now: new Date().toISOString() }));
  });
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return { url, scopes, close: () => new Promise((closed) => server.close(closed)) };
}

/** A control API in a process of its own: the config asks synchronously, which would block one in this process. */
async function controlApiApart(port: number, capabilities: object) {
  const script = `const http = require('node:http'); let asked = 0;
    const server = http.createServer((q, r) => {
      asked += q.url === '/capabilities' ? 1 : 0;
      r.setHeader('content-type', 'application/json');
      r.end(q.url === '/asked' ? String(asked) : process.argv[1]);
    });
    server.listen(Number(process.argv[2]), '127.0.0.1', () => console.log('listening'));`;
  const child = spawn(process.execPath, ['-e', script, JSON.stringify(capabilities), String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  await new Promise((listening) => child.stdout.once('data', listening));
  const url = `http://127.0.0.1:${port}`;
  return { url, asked: async () => Number(await (await fetch(`${url}/asked`)).text()), close: () => child.kill() };
}

test.describe('clock scopes', () => {
  test.beforeEach(() => {
    delete process.env[CLOCK_SCOPES_VARIABLE];
  });

  test(
    'the config asks a control API once, and keeps the serial project where it offers no scopes or does ' +
      'not answer',
    async () => {
      const offering = await controlApiApart(26030, { clock: true, clockScopes: true });
      const lacking = await controlApiApart(26031, { clock: true });
      try {
        expect(clockScopesOffered(offering.url)).toBe(true);
        expect(process.env[CLOCK_SCOPES_VARIABLE]).toBe(`${offering.url} 1`);
        expect(clockScopesOffered(offering.url)).toBe(true);
        expect(await offering.asked()).toBe(1);
        delete process.env[CLOCK_SCOPES_VARIABLE];
        expect(clockScopesOffered(lacking.url)).toBe(false);
        delete process.env[CLOCK_SCOPES_VARIABLE];
        expect(clockScopesOffered('http://127.0.0.1:26033')).toBe(false);
        delete process.env[CLOCK_SCOPES_VARIABLE];
        expect(clockScopesOffered(undefined)).toBe(false);
      } finally {
        offering.close();
        lacking.close();
      }
    },
  );

  test('a target the run starts states its scopes; a CONTROL_URL elsewhere is asked', async () => {
    const lacking = await controlApiApart(26035, { clock: true });
    try {
      expect(
        clockScopesOffered('http://127.0.0.1:26034', {
          controlUrl: 'http://127.0.0.1:26034',
          capabilities: { clockScopes: true },
        }),
      ).toBe(true);
      delete process.env[CLOCK_SCOPES_VARIABLE];
      expect(
        clockScopesOffered(lacking.url, { controlUrl: 'http://127.0.0.1:26034', capabilities: { clockScopes: true } }),
      ).toBe(false);
      expect(await lacking.asked()).toBe(1);
    } finally {
      lacking.close();
    }
  });

  test(
    'a scoped test sends its scope with every request and every control call; ' + 'an unscoped one sends none',
    async () => {
      const target = await recordingTarget(26032, {});
      try {
        const client = (clockScope?: string) =>
          new SurfaceClient({
            baseUrl: target.url,
            baseUrlVariable: 'SANDBOX_BASE_URL',
            auth: noAuth,
            evidence: new EvidenceLog([]),
            timeoutMs: 5000,
            maxBodyBytes: 1_000_000,
            backoff: { maxRetries: 0, baseDelayMs: 0, maxDelayMs: 0 },
            clockScope,
          });
        await client('scope-1').get('/api/countries');
        await client('scope-1').load(`${target.url}/checkout/1`);
        await new ControlClient(target.url, { clock: true, clockScopes: true }, 'scope-1').advanceClock(61);
        await client().get('/api/countries');
        await new ControlClient(target.url, { clock: true }).advanceClock(61);
        expect(target.scopes).toEqual(['scope-1', 'scope-1', 'scope-1', undefined, undefined]);
      } finally {
        await target.close();
      }
    },
  );
});
