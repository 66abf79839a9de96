import { test, expect } from '@playwright/test';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { EMBEDDED_MOCK_CREDENTIALS } from '../../kit/config/embedded-mock';
import { signatureSchemes } from '../../library';
import { startMock } from '../../mock/service';

/**
 * The sample staging app (partner/examples/staging-app.mjs, issue 42) against the embedded mock, by plain requests:
 * what `flow` relies on, without a browser. The example imports the built package by name, as partners run it.
 */
const ROOT = join(__dirname, '..', '..');
const { partnerRef } = EMBEDDED_MOCK_CREDENTIALS.sandbox;
const built = existsSync(join(ROOT, 'dist', 'library.js'));

type StagingApp = (options: Record<string, unknown>) => Server;

async function startApp(service: string, mode: string, lines: string[], apiKey?: string) {
  const { stagingApp } = (await import(pathToFileURL(join(ROOT, 'partner', 'examples', 'staging-app.mjs')).href)) as {
    stagingApp: StagingApp;
  };
  const own = EMBEDDED_MOCK_CREDENTIALS.sandbox;
  const server = stagingApp({
    service,
    mode,
    credentials: { ...own, apiKey: apiKey ?? own.apiKey },
    hmac: signatureSchemes({}).hmac,
    log: (line: string) => lines.push(line),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, app: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** A relay in front of the mock that notes each call the app's backend makes (method, path, status). */
async function relay(target: string, calls: string[]) {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => !['host', 'content-length', 'connection'].includes(name)),
      ) as Record<string, string>;
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      void fetch(`${target}${request.url}`, { method: request.method, headers, body }).then(async (answer) => {
        calls.push(`${request.method} ${request.url} ${answer.status}`);
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const confirm = (app: string, customer: string, method = 'card') =>
  fetch(`${app}/confirm`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ customer, amount: '100', coin: 'BTC', method }).toString(),
  });
const retry = async (app: string, customer: string) =>
  (
    await fetch(`${app}/retry`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ customer }).toString(),
    })
  ).headers.get('location');

test.describe('the sample staging app', () => {
  test.skip(!built, 'the example imports the built package: run `npm run build` first');

  test('hosted: 303 to a checkout URL that loads; a retry gets the same URL once, then a fresh order', async () => {
    const mock = await startMock({ ports: { sandbox: 0, production: 0, control: 0 } });
    const lines: string[] = [];
    const { server, app } = await startApp(mock.urls.sandbox, 'hosted', lines);
    try {
      const first = await confirm(app, 'alice');
      expect(first.status).toBe(303);
      const url = first.headers.get('location')!;
      expect((await fetch(url)).status).toBe(200);
      expect(await retry(app, 'alice')).toBe(url);
      const fresh = await retry(app, 'alice');
      expect(fresh).not.toBe(url);
      expect((await fetch(fresh!)).status).toBe(200);
      expect(await retry(app, 'alice')).toBe(fresh);
      expect(lines).toEqual([]);
    } finally {
      server.close();
      await mock.close();
    }
  });

  test('native: the ready customer gets the SDK, another is asked to verify; an 81 fetched, not re-sent', async () => {
    const mock = await startMock({ ports: { sandbox: 0, production: 0, control: 0 } });
    const lines: string[] = [];
    const calls: string[] = [];
    const service = await relay(mock.urls.sandbox, calls);
    const { server, app } = await startApp(service.url, 'native', lines);
    try {
      const ready = await (await confirm(app, 'alice')).text();
      expect(ready).toContain('<div data-sdk="payment-sheet" data-amount="100.00" data-coin="BTC"></div>');
      expect(ready).not.toContain('quote');
      // Code 81: the identity fetched by its email, then its eligibility read; never created again.
      expect(calls).toEqual([
        'POST /eapi/v0/identities 422',
        'GET /eapi/v0/identities/lookup?email=ready.customer%40example.test 200',
        'GET /eapi/v0/identities/idr-ready-7f3a9c 200',
      ]);
      const waiting = await (await confirm(app, 'bob')).text();
      expect(waiting).toContain('Verification needed');
      expect(waiting).not.toContain('data-sdk');
      const alternative = await confirm(app, 'alice', 'alternative');
      expect(alternative.status).toBe(303);
      expect(alternative.headers.get('location')).toContain('/hosted-checkout/');
      // The stored identityReference again: its eligibility read, then the Hosted Checkout order.
      expect(calls.slice(-2)).toEqual([
        'GET /eapi/v0/identities/idr-ready-7f3a9c 200',
        `POST /${partnerRef}/v2/buy 200`,
      ]);
      expect(calls.filter((call) => call.startsWith('POST /eapi/v0/identities '))).toHaveLength(2);
      expect(lines).toEqual([]);
    } finally {
      server.close();
      service.server.close();
      await mock.close();
    }
  });

  test('a refused order: the full body with its traceId reported, the trace ID shown to the customer', async () => {
    const mock = await startMock({ ports: { sandbox: 0, production: 0, control: 0 } });
    const lines: string[] = [];
    const { server, app } = await startApp(mock.urls.sandbox, 'hosted', lines, 'not-the-key');
    try {
      const page = await (await confirm(app, 'alice')).text();
      expect(lines).toHaveLength(1);
      const traceId = /"traceId":"([^"]+)"/.exec(lines[0])![1];
      expect(lines[0]).toMatch(/ 401 \{.*\}$/);
      expect(page).toContain(traceId);
    } finally {
      server.close();
      await mock.close();
    }
  });
});
