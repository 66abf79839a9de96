import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect } from '@playwright/test';
import type { FaultName } from '../../mock/faults';
import {
  defaultPartnerCredentials as partners,
  startMock,
  type RunningMock,
  type StartOptions,
} from '../../mock/service';

type Env = 'sandbox' | 'production';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A partner's webhook receiver on a free loopback port: it keeps what it is sent and answers `status`. */
async function startReceiver(status = 200, host = '127.0.0.1') {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.statusCode = status;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/partner/webhooks`, port, received, close };
}

/** The receiver's side: the signature header checked against the raw bytes, in constant time. */
function verifies(secret: string, received: Received): boolean {
  const header = received.headers['x-webhook-signature'];
  if (typeof header !== 'string' || !/^[0-9a-f]{64}$/.test(header)) return false;
  return timingSafeEqual(createHmac('sha256', secret).update(received.body).digest(), Buffer.from(header, 'hex'));
}

async function deliver(running: RunningMock, request: object) {
  const response = await fetch(`${running.urls.control}/webhooks/deliver`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  return { status: response.status, text: await response.text() };
}

const freePorts: StartOptions = { ports: { sandbox: 0, production: 0, control: 0 } };
const secrets = (['sandbox', 'production'] as const).flatMap((env) => [
  partners[env].apiKey,
  partners[env].hmacKey,
  partners[env].hmacSecret,
  partners[env].webhookSecret,
]);

let running: RunningMock;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
test.beforeEach(async () => {
  running = await startMock(freePorts);
  receiver = await startReceiver();
});
test.afterEach(async () => {
  await receiver.close();
  await running.close();
});

test.describe('mock webhooks', () => {
  test('capabilities say webhooks', async () => {
    expect(await (await fetch(`${running.urls.control}/capabilities`)).json()).toEqual({
      clock: true,
      reset: true,
      orderStatus: true,
      webhooks: true,
      clockScopes: true,
    });
  });

  test('delivers an order webhook of each environment, signed with its webhook secret over the raw body', async () => {
    for (const env of ['sandbox', 'production'] as const) {
      const answer = await deliver(running, { env, kind: 'order', url: receiver.url });
      expect(answer.status, env).toBe(200);
      expect(JSON.parse(answer.text)).toEqual({ delivered: true, status: 200 });
      const webhook = receiver.received.at(-1)!;
      expect(webhook.method).toBe('POST');
      expect(webhook.url).toBe('/partner/webhooks');
      expect(webhook.headers['content-type']).toBe('application/json');
      expect(verifies(partners[env].webhookSecret, webhook), `${env} webhook secret`).toBe(true);
      const other: Env = env === 'sandbox' ? 'production' : 'sandbox';
      for (const secret of [partners[env].apiKey, partners[env].hmacSecret, partners[other].webhookSecret]) {
        expect(verifies(secret, webhook)).toBe(false);
      }
      const body = JSON.parse(webhook.body.toString('utf8'));
      expect(Object.keys(body)).toEqual(['event', 'id', 'status', 'occurredAt']);
      expect(body.event).toBe('order.status_changed');
      const order = running.mock.environments[env].state.orders.find((entry) => entry.id === body.id);
      expect(order, 'an order of that environment').toBeDefined();
      expect(body.status).toBe(order!.status);
      for (const secret of secrets) expect(answer.text).not.toContain(secret);
      expect(answer.text).not.toContain(String(webhook.headers['x-webhook-signature']));
    }
  });

  test('an order webhook follows the newest order and the status the control API gave it', async () => {
    const created = await fetch(`${running.urls.sandbox}/api/orders`, {
      method: 'POST',
      headers: { authorization: 'Bearer mock-sandbox-api-credential', 'content-type': 'application/json' },
      body: JSON.stringify({
        account_reference: 'cust-hook',
        source: 'EUR',
        target: 'BTC',
        return_url_on_success: 'https://p.example',
        wallet_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      }),
    });
    const { id } = (await created.json()).data.order;
    await fetch(`${running.urls.control}/orders/${id}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'complete' }),
    });
    await deliver(running, { env: 'sandbox', kind: 'order', url: receiver.url });
    expect(JSON.parse(receiver.received[0].body.toString('utf8'))).toMatchObject({ id, status: 'complete' });
  });

  test('a ramp webhook names the newest ramp of the environment, or a fresh id while there is none', async () => {
    await deliver(running, { env: 'production', kind: 'ramp', url: receiver.url });
    const before = JSON.parse(receiver.received[0].body.toString('utf8'));
    expect(before).toMatchObject({ event: 'ramp.status_changed', status: 'pending' });
    expect(before.id).toMatch(/^[0-9a-f-]{36}$/);
    const url = '/eapi/v0/ramps';
    const body = JSON.stringify({
      identityReference: 'idr-ready-7f3a9c',
      externalCustomerId: 'cust-hook',
      source: 'EUR',
      target: 'BTC',
      amount: '100.00',
      walletAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const created = await fetch(`${running.urls.production}${url}`, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'x-hmac-key': partners.production.hmacKey,
        'x-hmac-timestamp': timestamp,
        'x-hmac-signature': createHmac('sha256', partners.production.hmacSecret)
          .update(`${timestamp}\nPOST\n${url}\n${body}`)
          .digest('hex'),
      },
    });
    const ramp = await created.json();
    await deliver(running, { env: 'production', kind: 'ramp', url: receiver.url });
    expect(JSON.parse(receiver.received[1].body.toString('utf8'))).toMatchObject({ id: ramp.id, status: 'pending' });
    expect(verifies(partners.production.webhookSecret, receiver.received[1])).toBe(true);
  });

  test('occurredAt is ISO 8601 on the mock clock', async () => {
    await fetch(`${running.urls.control}/clock/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seconds: 86_400 }),
    });
    await deliver(running, { env: 'sandbox', kind: 'order', url: receiver.url });
    const { occurredAt } = JSON.parse(receiver.received[0].body.toString('utf8'));
    expect(occurredAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Math.abs(Date.parse(occurredAt) - Date.now() - 86_400_000)).toBeLessThan(5000);
  });

  test("answers the receiver's own status, whatever it is", async () => {
    for (const status of [202, 204, 400, 500]) {
      const other = await startReceiver(status);
      try {
        const answer = await deliver(running, { env: 'sandbox', kind: 'order', url: other.url });
        expect(answer.status, String(status)).toBe(200);
        expect(JSON.parse(answer.text)).toEqual({ delivered: true, status });
      } finally {
        await other.close();
      }
    }
  });

  test('delivers to localhost', async () => {
    const answer = await deliver(running, {
      env: 'sandbox',
      kind: 'order',
      url: `http://localhost:${receiver.port}/partner/webhooks`,
    });
    expect(JSON.parse(answer.text)).toEqual({ delivered: true, status: 200 });
  });

  test('answers 502 when the receiver cannot be reached', async () => {
    const gone = await startReceiver();
    await gone.close();
    const answer = await deliver(running, { env: 'sandbox', kind: 'order', url: gone.url });
    expect(answer.status).toBe(502);
    const body = JSON.parse(answer.text);
    expect(body.delivered).toBe(false);
    expect(typeof body.error).toBe('string');
  });

  test('gives up on a receiver that never answers after 5 s', async () => {
    test.setTimeout(20_000);
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const started = Date.now();
      const answer = await deliver(running, {
        env: 'sandbox',
        kind: 'order',
        url: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`,
      });
      const took = Date.now() - started;
      expect(answer.status).toBe(502);
      expect(JSON.parse(answer.text)).toEqual({ delivered: false, error: 'the receiver did not answer within 5 s' });
      expect(took).toBeGreaterThanOrEqual(4900);
      expect(took).toBeLessThan(8000);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  test('refuses anything but a loopback http URL, an environment and a kind, with 400, and sends nothing', async () => {
    const port = receiver.port;
    const refused: object[] = [
      { env: 'sandbox', kind: 'order', url: 'http://example.com/hook' },
      { env: 'sandbox', kind: 'order', url: 'http://10.0.0.1/hook' },
      { env: 'sandbox', kind: 'order', url: 'http://127.0.0.2/hook' },
      { env: 'sandbox', kind: 'order', url: `http://127.0.0.1.nip.io:${port}/hook` },
      { env: 'sandbox', kind: 'order', url: `http://user@example.com:${port}/hook` },
      { env: 'sandbox', kind: 'order', url: `ftp://127.0.0.1:${port}/hook` },
      { env: 'sandbox', kind: 'order', url: 'file:///etc/passwd' },
      { env: 'sandbox', kind: 'order', url: 'not a url' },
      { env: 'sandbox', kind: 'order' },
      { env: 'staging', kind: 'order', url: receiver.url },
      { kind: 'order', url: receiver.url },
      { env: 'sandbox', kind: 'payment', url: receiver.url },
      { env: 'sandbox', url: receiver.url },
    ];
    for (const request of refused) {
      const answer = await deliver(running, request);
      expect(answer.status, JSON.stringify(request)).toBe(400);
      expect(typeof JSON.parse(answer.text).error).toBe('string');
    }
    expect(receiver.received).toHaveLength(0);
  });
});

test.describe('mock webhook secret and faults', () => {
  test('takes the webhook secret as an option, per environment', async () => {
    const custom = await startMock({
      ...freePorts,
      partnerCredentials: { sandbox: { webhookSecret: 'partner-chosen-secret' } },
    });
    try {
      await deliver(custom, { env: 'sandbox', kind: 'order', url: receiver.url });
      await deliver(custom, { env: 'production', kind: 'order', url: receiver.url });
      expect(verifies('partner-chosen-secret', receiver.received[0])).toBe(true);
      expect(verifies(partners.production.webhookSecret, receiver.received[1])).toBe(true);
    } finally {
      await custom.close();
    }
  });

  const faulty: [FaultName, (webhook: Received) => void][] = [
    ['wh-unsigned', (webhook) => expect(webhook.headers['x-webhook-signature']).toBeUndefined()],
    [
      'wh-signed-with-api-key',
      (webhook) => {
        expect(verifies(partners.sandbox.apiKey, webhook)).toBe(true);
        expect(verifies(partners.sandbox.webhookSecret, webhook)).toBe(false);
      },
    ],
  ];
  for (const [fault, check] of faulty) {
    test(`${fault} changes the signature and nothing else of the delivery`, async () => {
      const broken = await startMock({ ...freePorts, faults: [fault] });
      try {
        const answer = await deliver(broken, { env: 'sandbox', kind: 'order', url: receiver.url });
        expect(JSON.parse(answer.text)).toEqual({ delivered: true, status: 200 });
        check(receiver.received[0]);
        expect(JSON.parse(receiver.received[0].body.toString('utf8')).event).toBe('order.status_changed');
      } finally {
        await broken.close();
      }
    });
  }
});
