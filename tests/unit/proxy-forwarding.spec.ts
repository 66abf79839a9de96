import { test, expect } from '@playwright/test';
import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startForwarding } from '../../partner/proxy/forwarding';
import { seen } from '../../partner/proxy/seen-exchange';
import { trafficRules, type Traffic } from '../../partner/proxy/traffic-rules';
import { readTargetConfig } from '../../kit/config/read-target';

/** A target that answers with what it received: the raw headers as JSON in a header, the body bytes as the body. */
async function echo() {
  const received: { rawHeaders: string[]; body: Buffer }[] = [];
  const server = createServer(
    (incoming: IncomingMessage, reply) =>
      void (async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of incoming) chunks.push(chunk as Buffer);
        received.push({ rawHeaders: incoming.rawHeaders, body: Buffer.concat(chunks) });
        reply
          .writeHead(201, { 'Content-Type': 'application/octet-stream', 'X-Echo': 'yes' })
          .end(Buffer.concat(chunks));
      })(),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, received, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function send(
  url: string,
  headers: string[],
  body: Buffer,
): Promise<{ status: number; body: Buffer; headers: IncomingMessage['headers'] }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: 'POST', headers },
      (answer) =>
        void (async () => {
          const chunks: Buffer[] = [];
          for await (const chunk of answer) chunks.push(chunk as Buffer);
          resolve({ status: answer.statusCode!, body: Buffer.concat(chunks), headers: answer.headers });
        })(),
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

test(
  'the proxy forwards a request and its answer byte for byte, headers in their order and case, only Host ' + 'changed',
  async () => {
    const target = await echo();
    const forwarding = await startForwarding(new URL(target.url), 0, 8);
    try {
      // Not UTF-8, and longer than the proxy keeps: what passes is whole, what is kept is capped.
      const body = Buffer.from([0xff, 0x00, 0xfe, 0x7b, 0x22, 0x80, 0x0a, 0x0d, 0xc3, 0x28, 0x01]);
      // Raw headers: Node adds no Host of its own then.
      const headers = [
        'Host',
        'proxy.example',
        'X-Hmac-Signature',
        'AbC123',
        'x-custom',
        'one',
        'X-Custom',
        'two',
        'Content-Type',
        'application/json',
        'Content-Length',
        String(body.length),
      ];
      const answer = await send(`${forwarding.url}/eapi/v0/ramps?b=2&a=1`, headers, body);
      expect(answer.status).toBe(201);
      expect(answer.body.equals(body)).toBe(true);
      expect(answer.headers['x-echo']).toBe('yes');
      const [got] = target.received;
      expect(got.body.equals(body)).toBe(true);
      const pairs = (raw: string[]) =>
        raw.reduce<string[]>((all, value, index) => (index % 2 ? all : [...all, `${value}: ${raw[index + 1]}`]), []);
      expect(pairs(got.rawHeaders).filter((line) => !/^(host|connection):/i.test(line))).toEqual(
        pairs(headers).filter((line) => !line.startsWith('Host:')),
      );
      expect(pairs(got.rawHeaders)).toContain(`Host: ${new URL(target.url).host}`);
      const [kept] = forwarding.exchanges;
      expect(kept).toMatchObject({ n: 0, method: 'POST', url: '/eapi/v0/ramps?b=2&a=1', status: 201, truncated: true });
      expect(kept.body.equals(body.subarray(0, 8))).toBe(true);
    } finally {
      await forwarding.close();
      target.server.close();
    }
  },
);

test('an exchange as the rules read it names each credential by kind and owner, never by value', () => {
  const { hmac } = readTargetConfig({});
  const credentials = { sandbox: { apiKey: 'key-of-hosted-checkout', hmacKey: 'hmac-key-of-native' } };
  const passed = {
    n: 3,
    at: 10,
    end: 20,
    method: 'GET',
    url: '/eapi/v0/identities/idr-1?email=a%40b.test',
    headers: {
      'x-api-key': 'key-of-hosted-checkout',
      'x-hmac-key': 'hmac-key-of-native',
      authorization: 'Bearer key-of-hosted-checkout',
    },
    body: Buffer.alloc(0),
    truncated: false,
    status: 503,
    answerHeaders: { 'retry-after': '2', 'content-type': 'application/json' },
    answer: Buffer.from('{"code":1}'),
  };
  const exchange = seen(passed, credentials, hmac);
  expect(exchange).toMatchObject({
    surface: 'native',
    route: '/eapi/v0/identities/{identityReference}',
    query: { email: ['a@b.test'] },
    retryAfterMs: 2000,
    answer: { code: 1 },
  });
  expect(exchange.credentials).toEqual([
    { header: 'x-api-key', kind: 'x-api-key', owner: { env: 'sandbox', field: 'apiKey' } },
    { header: 'x-hmac-key', kind: 'hmac', owner: { env: 'sandbox', field: 'hmacKey' } },
    { header: 'authorization', kind: 'bearer', owner: { env: 'sandbox', field: 'apiKey' } },
  ]);
  expect(JSON.stringify(exchange)).not.toContain('key-of-hosted-checkout');
  expect(seen({ ...passed, url: '/mock-partner/v2/identities/token/share' }, credentials, hmac).route).toBe(
    '/{partnerRef}/v2/identities/token/share',
  );
});

test(
  'PTR-ORDERS-JSON: an order sent as a form, as JSON that is no object or as no JSON fails; a truncated body is ' +
    'no case',
  () => {
    const { hmac } = readTargetConfig({});
    const order = (contentType: string | undefined, body: string, truncated = false) =>
      seen(
        {
          n: 0,
          at: 0,
          end: 1,
          method: 'POST',
          url: '/api/orders',
          headers: contentType ? { 'content-type': contentType } : {},
          body: Buffer.from(body),
          truncated,
          status: 200,
          answerHeaders: {},
          answer: Buffer.alloc(0),
        },
        {},
        hmac,
      );
    const rule = trafficRules.find((row) => row.rule === 'PTR-ORDERS-JSON')!;
    const problems = (exchanges: Traffic['exchanges']) =>
      rule
        .cases({ exchanges, backoffMs: 0, polling: { repeats: 5, windowMs: 1 }, identityCreatePath: '/x' })
        .map((one) => one.problem);
    expect(order('application/json; charset=utf-8', '{}').contentType).toBe('application/json');
    expect(
      problems([
        order('application/json; charset=utf-8', '{"source":"EUR"}'),
        order('application/x-www-form-urlencoded', 'source=EUR'),
        order(undefined, '{"source":"EUR"}'),
        order('application/json', '[{"source":"EUR"}]'),
        order('application/json', 'source=EUR'),
        order('application/json', '{"source":', true),
      ]),
    ).toEqual([
      undefined,
      'content type application/x-www-form-urlencoded',
      'content type none',
      'a JSON array, not an object',
      'a body that does not parse as JSON',
    ]);
  },
);

test("an injected answer is given once in the service's place, never reaching it; withdrawn, none", async () => {
  const target = await echo();
  const forwarding = await startForwarding(new URL(target.url), 0, 1024);
  const post = async (path: string, body: string) => {
    const answer = await fetch(`${forwarding.url}${path}`, { method: 'POST', body });
    return [answer.status, await answer.text()];
  };
  try {
    forwarding.inject({
      matches: (method, path) => method === 'POST' && path === '/orders',
      answer: (path) => ({ status: 422, body: { code: 4999, path } }),
    });
    expect(await post('/orders?x=1', 'one')).toEqual([422, '{"code":4999,"path":"/orders"}']);
    expect(await post('/orders', 'two')).toEqual([201, 'two']);
    const withdraw = forwarding.inject({ matches: () => true, answer: () => ({ status: 500, body: {} }) });
    withdraw();
    expect(await post('/orders', 'three')).toEqual([201, 'three']);
    expect(target.received.map((one) => one.body.toString())).toEqual(['two', 'three']);
    expect(forwarding.exchanges.map((one) => [one.injected ?? false, one.body.toString(), one.status])).toEqual([
      [true, 'one', 422],
      [false, 'two', 201],
      [false, 'three', 201],
    ]);
  } finally {
    await forwarding.close();
    target.server.close();
  }
});
