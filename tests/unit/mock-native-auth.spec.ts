import { createHmac } from 'node:crypto';
import { test, expect } from '@playwright/test';
import type { FaultName } from '../../mock/faults';
import { buildMock, defaultPartnerCredentials as partners, type Mock } from '../../mock/service';

type Env = 'sandbox' | 'production';
type Method = 'GET' | 'POST';

/** The assumed HMAC scheme, written out again so the mock is checked against an independent signer. */
function signature(secret: string, timestamp: number, method: string, url: string, body: string) {
  return createHmac('sha256', secret).update(`${timestamp}\n${method}\n${url}\n${body}`).digest('hex');
}
interface Signing {
  key?: string;
  secret?: string;
  timestamp?: number;
  method?: string;
  url?: string;
  body?: string;
}
/** Headers signing a request; each field of `over` replaces what is really sent, to tamper with one part. */
function signedFor(env: Env, method: Method, url: string, body: string, over: Signing = {}) {
  const timestamp = over.timestamp ?? Math.floor(Date.now() / 1000);
  return {
    'x-hmac-key': over.key ?? partners[env].hmacKey,
    'x-hmac-timestamp': String(timestamp),
    'x-hmac-signature': signature(
      over.secret ?? partners[env].hmacSecret,
      timestamp,
      over.method ?? method,
      over.url ?? url,
      over.body ?? body,
    ),
  };
}

async function send(
  mock: Mock,
  env: Env,
  method: Method,
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  const body = payload === undefined ? '' : JSON.stringify(payload);
  const response = await mock.apps[env].inject({
    method,
    url,
    payload: body || undefined,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
  });
  return {
    status: response.statusCode,
    type: String(response.headers['content-type']),
    text: response.body,
    json: () => response.json(),
  };
}
const signedSend = (mock: Mock, env: Env, method: Method, url: string, payload?: object, over?: Signing) =>
  send(
    mock,
    env,
    method,
    url,
    signedFor(env, method, url, payload === undefined ? '' : JSON.stringify(payload), over),
    payload,
  );

/** One call of each operation, as a partner would sign it. */
const operations: { name: string; method: Method; url: string; payload?: object }[] = [
  { name: 'price', method: 'GET', url: '/eapi/v0/price?source=EUR&target=BTC&amount=100.00' },
  { name: 'quote', method: 'GET', url: '/eapi/v0/quote?source=EUR&target=BTC&amount=100.00' },
  {
    name: 'identity creation',
    method: 'POST',
    url: '/eapi/v0/identities',
    payload: { email: 'auth.probe@example.test', externalCustomerId: 'cust-auth' },
  },
  { name: 'identity fetch', method: 'GET', url: '/eapi/v0/identities/idr-ready-7f3a9c' },
  {
    name: 'identity limits',
    method: 'POST',
    url: '/eapi/v0/identities/idr-ready-7f3a9c/limits',
    payload: { fiat: 'EUR', transactionType: 'buy' },
  },
  {
    name: 'ramp',
    method: 'POST',
    url: '/eapi/v0/ramps',
    payload: {
      identityReference: 'idr-ready-7f3a9c',
      externalCustomerId: 'cust-auth',
      source: 'EUR',
      target: 'BTC',
      amount: '100.00',
      walletAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    },
  },
];
const identityCreation = operations[2];

const secrets = (['sandbox', 'production'] as const).flatMap((env) => [
  partners[env].apiKey,
  partners[env].hmacKey,
  partners[env].hmacSecret,
  partners[env].webhookSecret,
]);

function expectUnauthorized(answer: Awaited<ReturnType<typeof send>>, what: string) {
  const { error, traceId } = answer.json();
  expect(
    {
      status: answer.status,
      type: answer.type,
      error,
      traceId: typeof traceId,
      leaked: secrets.filter((secret) => answer.text.includes(secret)),
    },
    what,
  ).toEqual({
    status: 401,
    type: 'application/json; charset=utf-8',
    error: { code: 401, message: 'Unauthorized' },
    traceId: 'string',
    leaked: [],
  });
}

/** Every way a signature can fail to be this environment's, over this very request, made just now. */
function refusedSignings(env: Env, method: Method, url: string): [string, Signing][] {
  const other: Env = env === 'sandbox' ? 'production' : 'sandbox';
  const now = Math.floor(Date.now() / 1000);
  return [
    ['a tampered body', { body: '{"tampered":true}' }],
    method === 'POST' ? ['a signature over no body', { body: '' }] : ['a body not sent', { body: '{}' }],
    [
      'another path',
      {
        url: url.startsWith('/eapi/v0/price') ? '/eapi/v0/quote?source=EUR&target=BTC&amount=100.00' : '/eapi/v0/price',
      },
    ],
    ['another query', { url: `${url}${url.includes('?') ? '&' : '?'}x=1` }],
    ['no path', { url: '' }],
    ['the root path', { url: `/${url.includes('?') ? url.slice(url.indexOf('?')) : ''}` }],
    ['another method', { method: method === 'GET' ? 'POST' : 'GET' }],
    ['no method', { method: '' }],
    ['a lower-case method', { method: method.toLowerCase() }],
    ['another secret', { secret: 'not-the-secret' }],
    ['the webhook secret', { secret: partners[env].webhookSecret }],
    ['the x-api-key as secret', { secret: partners[env].apiKey }],
    ['a timestamp 330 s old', { timestamp: now - 330 }],
    ['a timestamp 330 s ahead', { timestamp: now + 330 }],
    ['the other environment credential', { key: partners[other].hmacKey, secret: partners[other].hmacSecret }],
    ['the other environment key', { key: partners[other].hmacKey }],
    ['an unknown key', { key: 'not-a-key' }],
  ];
}

test.describe('mock Native API HMAC', () => {
  test('serves every operation signed by this environment, in both environments', async () => {
    for (const env of ['sandbox', 'production'] as const) {
      const mock = buildMock();
      for (const { name, method, url, payload } of operations) {
        const answer = await signedSend(mock, env, method, url, payload);
        expect(answer.status, `${env} ${name}`).toBe(200);
        expect(answer.type, `${env} ${name}`).toBe('application/json; charset=utf-8');
      }
    }
  });

  test(
    'refuses every operation without HMAC, with a JSON 401: nothing, an x-api-key, an /api bearer ' + 'credential',
    async () => {
      const mock = buildMock();
      for (const { name, method, url, payload } of operations) {
        expectUnauthorized(await send(mock, 'sandbox', method, url, {}, payload), `${name} unsigned`);
        expectUnauthorized(
          await send(mock, 'sandbox', method, url, { 'x-api-key': partners.sandbox.apiKey }, payload),
          `${name} x-api-key`,
        );
        expectUnauthorized(
          await send(mock, 'sandbox', method, url, { authorization: 'Bearer mock-sandbox-api-credential' }, payload),
          `${name} bearer`,
        );
      }
    },
  );

  test(
    'refuses a signature over another body, path or method, with another secret, stale, or of the other ' +
      'environment',
    async () => {
      for (const env of ['sandbox', 'production'] as const) {
        const mock = buildMock();
        for (const { name, method, url, payload } of operations) {
          for (const [what, over] of refusedSignings(env, method, url)) {
            expectUnauthorized(await signedSend(mock, env, method, url, payload, over), `${env} ${name}: ${what}`);
          }
        }
      }
    },
  );

  test('refuses a malformed signature or timestamp', async () => {
    const mock = buildMock();
    const url = operations[0].url;
    const good = signedFor('sandbox', 'GET', url, '');
    const cases: [string, Record<string, string>][] = [
      ['no key', { ...good, 'x-hmac-key': '' }],
      ['no timestamp', { ...good, 'x-hmac-timestamp': '' }],
      ['a timestamp in milliseconds', { ...good, 'x-hmac-timestamp': String(Date.now()) }],
      ['an ISO timestamp', { ...good, 'x-hmac-timestamp': new Date().toISOString() }],
      ['no signature', { ...good, 'x-hmac-signature': '' }],
      ['a truncated signature', { ...good, 'x-hmac-signature': good['x-hmac-signature'].slice(0, 40) }],
      [
        'a base64 signature',
        { ...good, 'x-hmac-signature': Buffer.from(good['x-hmac-signature'], 'hex').toString('base64') },
      ],
    ];
    for (const [what, headers] of cases) expectUnauthorized(await send(mock, 'sandbox', 'GET', url, headers), what);
    // Hex in either case is the same signature.
    expect(
      (await send(mock, 'sandbox', 'GET', url, { ...good, 'x-hmac-signature': good['x-hmac-signature'].toUpperCase() }))
        .status,
    ).toBe(200);
  });

  test('takes timestamps within 300 s of real time, whatever the mock clock says', async () => {
    const mock = buildMock();
    const { method, url } = operations[0];
    const now = Math.floor(Date.now() / 1000);
    expect((await signedSend(mock, 'sandbox', method, url, undefined, { timestamp: now - 290 })).status).toBe(200);
    expect((await signedSend(mock, 'sandbox', method, url, undefined, { timestamp: now + 290 })).status).toBe(200);
    mock.clock.advance(3600);
    expect((await signedSend(mock, 'sandbox', method, url)).status, 'signed on real time after the clock moved').toBe(
      200,
    );
  });

  test('signs the exact bytes: whitespace in the body counts', async () => {
    const mock = buildMock();
    const raw = '{ "email" : "spaced@example.test",\n  "externalCustomerId": "cust-spaced" }\n';
    const headers = signedFor('sandbox', 'POST', '/eapi/v0/identities', raw);
    const answer = await mock.apps.sandbox.inject({
      method: 'POST',
      url: '/eapi/v0/identities',
      payload: raw,
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(answer.statusCode).toBe(200);
    const compact = await mock.apps.sandbox.inject({
      method: 'POST',
      url: '/eapi/v0/identities',
      payload: JSON.stringify(JSON.parse(raw)),
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(compact.statusCode, 'the same JSON, other bytes').toBe(401);
  });

  test('takes the HMAC credential as options, and refuses the default once overridden', async () => {
    const mock = buildMock({ partnerCredentials: { sandbox: { hmacKey: 'sbx-hmac', hmacSecret: 'sbx-secret' } } });
    const { method, url } = operations[0];
    expect(
      (await signedSend(mock, 'sandbox', method, url, undefined, { key: 'sbx-hmac', secret: 'sbx-secret' })).status,
    ).toBe(200);
    expectUnauthorized(await signedSend(mock, 'sandbox', method, url), 'the default credential');
  });
});

test.describe('mock Native API HMAC faults', () => {
  const { method, url, payload } = identityCreation;
  const body = JSON.stringify(payload);
  /** Under each fault, the signing it lets in (the refusedSignings it names); every other one stays refused. */
  const lets: [FaultName, Env, string[], Signing | 'unsigned'][] = [
    ['nat-unsigned-accepted', 'sandbox', [], 'unsigned'],
    ['nat-body-not-signed', 'sandbox', ['a signature over no body'], { body: '' }],
    ['nat-path-not-signed', 'sandbox', ['no path', 'the root path'], { url: '' }],
    ['nat-method-not-signed', 'sandbox', ['another method', 'no method'], { method: 'GET' }],
    ['nat-webhook-secret-accepted', 'sandbox', ['the webhook secret'], { secret: partners.sandbox.webhookSecret }],
    // No window at all: ahead of time too.
    [
      'nat-stale-accepted',
      'sandbox',
      ['a timestamp 330 s old', 'a timestamp 330 s ahead'],
      { timestamp: Math.floor(Date.now() / 1000) - 330 },
    ],
    [
      'nat-sandbox-hmac-in-production',
      'production',
      ['the other environment credential'],
      { key: partners.sandbox.hmacKey, secret: partners.sandbox.hmacSecret },
    ],
    [
      'nat-production-hmac-in-sandbox',
      'sandbox',
      ['the other environment credential'],
      { key: partners.production.hmacKey, secret: partners.production.hmacSecret },
    ],
  ];
  for (const [fault, env, letIn, signing] of lets) {
    test(
      `${fault} lets in ${signing === 'unsigned' ? 'an unsigned call' : letIn[0]} on ${env}, and nothing ` + `else`,
      async () => {
        const mock = buildMock({ faults: [fault] });
        const answer =
          signing === 'unsigned'
            ? await send(mock, env, method, url, {}, payload)
            : await signedSend(mock, env, method, url, payload, signing);
        expect(answer.status).toBe(200);
        expect(
          (await signedSend(mock, env, 'POST', url, { ...payload, email: 'honest@example.test' })).status,
          'an honest signature',
        ).toBe(200);
        for (const [other, over] of refusedSignings(env, method, url)) {
          if (!letIn.includes(other))
            expectUnauthorized(await signedSend(mock, env, method, url, payload, over), other);
        }
        if (signing !== 'unsigned') expectUnauthorized(await send(mock, env, method, url, {}, payload), 'unsigned');
        expectUnauthorized(
          await send(mock, env, method, url, { 'x-api-key': partners[env].apiKey }, payload),
          'x-api-key alone',
        );
      },
    );
  }

  test('the signing faults of /eapi leave KYC sharing alone', async () => {
    const share = '/v2/identities/token/share';
    const sharePayload = { identityReference: 'idr-ready-7f3a9c' };
    for (const [fault, env, , signing] of lets) {
      const mock = buildMock({ faults: [fault] });
      const answer =
        signing === 'unsigned'
          ? await send(mock, env, 'POST', share, {}, sharePayload)
          : await signedSend(mock, env, 'POST', share, sharePayload, signing);
      expect(answer.status, fault).toBe(401);
    }
  });

  test('the path is what a signature over the root leaves out, the query still bound', async () => {
    const mock = buildMock({ faults: ['nat-path-not-signed'] });
    const price = '/eapi/v0/price?source=EUR&target=BTC&amount=100.00';
    expect(
      (await signedSend(mock, 'sandbox', 'GET', price, undefined, { url: '/?source=EUR&target=BTC&amount=100.00' }))
        .status,
    ).toBe(200);
    expectUnauthorized(
      await signedSend(mock, 'sandbox', 'GET', price, undefined, { url: '/?source=EUR&target=ETH&amount=100.00' }),
      'the root with another query',
    );
  });

  test('the body is what a signature over no body leaves out', async () => {
    const mock = buildMock({ faults: ['nat-body-not-signed'] });
    expect((await signedSend(mock, 'sandbox', method, url, payload, { body: '' })).status).toBe(200);
    expectUnauthorized(
      await signedSend(mock, 'sandbox', method, url, { ...payload, email: 'y@example.test' }, { body }),
      'a signature over another, non-empty body',
    );
  });
});
