import { createHmac } from 'node:crypto';
import { test, expect } from '@playwright/test';
import { buildMock, defaultPartnerCredentials as partners, type Mock } from '../../mock/service';

type Env = 'sandbox' | 'production';

/** The assumed HMAC scheme, written out again here so the mock is checked against an independent signer. */
function signed(key: string, secret: string, method: string, url: string, body: string, timestamp: number) {
  const signature = createHmac('sha256', secret).update(`${timestamp}\n${method}\n${url}\n${body}`).digest('hex');
  return { 'x-hmac-key': key, 'x-hmac-timestamp': String(timestamp), 'x-hmac-signature': signature };
}
const nowSeconds = (mock: Mock) => Math.floor(mock.clock.nowMs() / 1000);
const hmacOf = (mock: Mock, env: Env, method: string, url: string, body = '') =>
  signed(partners[env].hmacKey, partners[env].hmacSecret, method, url, body, nowSeconds(mock));

async function send(
  mock: Mock,
  env: Env,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  body = '',
) {
  const response = await mock.apps[env].inject({
    method,
    url,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    payload: body || undefined,
  });
  return {
    status: response.statusCode,
    type: String(response.headers['content-type']),
    body: response.body,
    json: () => response.json(),
  };
}

const buy = JSON.stringify({
  externalCustomerId: 'cust-auth-0001',
  crypto: 'BTC',
  fiat: 'EUR',
  fiatAmount: '100.00',
  walletAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  redirectUrl: 'https://partner.example/return',
});
const buyUrl = (env: Env, partnerRef = partners[env].partnerRef) => `/${partnerRef}/v2/buy`;
const share = '/v2/identities/token/share';
const shareBody = JSON.stringify({ identityReference: 'idr-auth-1' });
const secretsOf = (env: Env) => [partners[env].apiKey, partners[env].hmacKey, partners[env].hmacSecret];

function expectUnauthorized(answer: Awaited<ReturnType<typeof send>>, what: string) {
  expect(answer.status, what).toBe(401);
  expect(answer.type, what).toMatch(/^application\/json/);
  const body = answer.json();
  expect(body.error, what).toEqual({ code: 401, message: 'Unauthorized' });
  expect(typeof body.traceId, what).toBe('string');
  for (const secret of [...secretsOf('sandbox'), ...secretsOf('production')]) expect(answer.body).not.toContain(secret);
}

test.describe('mock Hosted Checkout x-api-key', () => {
  test('serves each environment its own key under its own partnerRef', async () => {
    const mock = buildMock();
    for (const env of ['sandbox', 'production'] as const) {
      const answer = await send(mock, env, 'POST', buyUrl(env), { 'x-api-key': partners[env].apiKey }, buy);
      expect(answer.status, env).toBe(200);
      expect(answer.type).toBe('application/json; charset=utf-8');
    }
  });

  test(
    'refuses a missing, wrong, malformed or other-environment key, ' + 'and another partnerRef, with a JSON 401',
    async () => {
      const mock = buildMock();
      const cases: [string, Env, string, Record<string, string>][] = [
        ['missing', 'sandbox', buyUrl('sandbox'), {}],
        ['empty', 'sandbox', buyUrl('sandbox'), { 'x-api-key': '' }],
        ['wrong', 'sandbox', buyUrl('sandbox'), { 'x-api-key': 'not-a-key' }],
        ['Bearer-prefixed', 'sandbox', buyUrl('sandbox'), { 'x-api-key': `Bearer ${partners.sandbox.apiKey}` }],
        ['as Authorization', 'sandbox', buyUrl('sandbox'), { authorization: `Bearer ${partners.sandbox.apiKey}` }],
        ['production key in sandbox', 'sandbox', buyUrl('sandbox'), { 'x-api-key': partners.production.apiKey }],
        [
          'production key and ref in sandbox',
          'sandbox',
          buyUrl('production'),
          { 'x-api-key': partners.production.apiKey },
        ],
        ['sandbox key in production', 'production', buyUrl('production'), { 'x-api-key': partners.sandbox.apiKey }],
        [
          'sandbox key and ref in production',
          'production',
          buyUrl('sandbox'),
          { 'x-api-key': partners.sandbox.apiKey },
        ],
        [
          'another partnerRef',
          'sandbox',
          buyUrl('sandbox', 'another-partner'),
          { 'x-api-key': partners.sandbox.apiKey },
        ],
        ['the other environment partnerRef', 'sandbox', buyUrl('production'), { 'x-api-key': partners.sandbox.apiKey }],
      ];
      for (const [what, env, url, headers] of cases)
        expectUnauthorized(await send(mock, env, 'POST', url, headers, buy), what);
    },
  );

  test('an HMAC signature never authenticates /v2/buy, also next to a wrong key', async () => {
    const mock = buildMock();
    const url = buyUrl('sandbox');
    expectUnauthorized(
      await send(mock, 'sandbox', 'POST', url, hmacOf(mock, 'sandbox', 'POST', url, buy), buy),
      'HMAC only',
    );
    expectUnauthorized(
      await send(
        mock,
        'sandbox',
        'POST',
        url,
        { ...hmacOf(mock, 'sandbox', 'POST', url, buy), 'x-api-key': 'not-a-key' },
        buy,
      ),
      'HMAC and a wrong key',
    );
  });

  test('answers other /{partnerRef}/v2 paths 404 JSON, after authentication', async () => {
    const mock = buildMock();
    const key = { 'x-api-key': partners.sandbox.apiKey };
    for (const url of [
      '/mock-partner-sandbox/v2/sell',
      '/mock-partner-sandbox/v2',
      '/mock-partner-sandbox/v2/orders/1?x=1',
    ]) {
      const answer = await send(mock, 'sandbox', 'GET', url, key);
      expect(answer.status, url).toBe(404);
      expect(answer.type).toMatch(/^application\/json/);
      expect(answer.json().error.code).toBe(404);
      expectUnauthorized(await send(mock, 'sandbox', 'GET', url, {}), `${url} without a key`);
    }
    expect((await send(mock, 'sandbox', 'GET', buyUrl('sandbox'), key)).status).toBe(404);
  });

  test('takes partner credentials as options, field by field, and refuses equal keys', async () => {
    const mock = buildMock({ partnerCredentials: { sandbox: { apiKey: 'sbx-key', partnerRef: 'sbx-ref' } } });
    expect((await send(mock, 'sandbox', 'POST', '/sbx-ref/v2/buy', { 'x-api-key': 'sbx-key' }, buy)).status).toBe(200);
    expectUnauthorized(
      await send(mock, 'sandbox', 'POST', buyUrl('sandbox'), { 'x-api-key': partners.sandbox.apiKey }, buy),
      'the default key once overridden',
    );
    expect(
      (await send(mock, 'production', 'POST', buyUrl('production'), { 'x-api-key': partners.production.apiKey }, buy))
        .status,
    ).toBe(200);
    expect(() =>
      buildMock({ partnerCredentials: { sandbox: { apiKey: 'same' }, production: { apiKey: 'same' } } }),
    ).toThrow();
    expect(() =>
      buildMock({ partnerCredentials: { sandbox: { hmacKey: 'same' }, production: { hmacKey: 'same' } } }),
    ).toThrow();
  });
});

test.describe('mock HMAC (KYC sharing and the Native API)', () => {
  test("accepts this environment's signature, over path, query and exact body", async () => {
    const mock = buildMock();
    expect(
      (await send(mock, 'sandbox', 'POST', share, hmacOf(mock, 'sandbox', 'POST', share, shareBody), shareBody)).status,
    ).toBe(200);
    // Whitespace is part of the signed bytes.
    const spaced = '{ "identityReference" : "idr-2" }\n';
    expect(
      (await send(mock, 'sandbox', 'POST', share, hmacOf(mock, 'sandbox', 'POST', share, spaced), spaced)).status,
    ).toBe(200);
    const url = '/eapi/v0/price?source=EUR&target=BTC&amount=100.00';
    expect((await send(mock, 'sandbox', 'GET', url, hmacOf(mock, 'sandbox', 'GET', url))).status).toBe(200);
  });

  test('refuses every other signature with a JSON 401', async () => {
    const mock = buildMock();
    const now = nowSeconds(mock);
    const sbx = partners.sandbox;
    const cases: [string, Env, Record<string, string>][] = [
      ['nothing', 'sandbox', {}],
      ['x-api-key only', 'sandbox', { 'x-api-key': sbx.apiKey }],
      ['production signature in sandbox', 'sandbox', hmacOf(mock, 'production', 'POST', share, shareBody)],
      ['sandbox signature in production', 'production', hmacOf(mock, 'sandbox', 'POST', share, shareBody)],
      ['unknown key', 'sandbox', signed('other-key', sbx.hmacSecret, 'POST', share, shareBody, now)],
      ['wrong secret', 'sandbox', signed(sbx.hmacKey, 'not-the-secret', 'POST', share, shareBody, now)],
      ['other body', 'sandbox', signed(sbx.hmacKey, sbx.hmacSecret, 'POST', share, '{}', now)],
      ['other method', 'sandbox', signed(sbx.hmacKey, sbx.hmacSecret, 'PUT', share, shareBody, now)],
      ['other path', 'sandbox', signed(sbx.hmacKey, sbx.hmacSecret, 'POST', `${share}?x=1`, shareBody, now)],
      // Well past the 300 s tolerance: a second of test time must not decide the outcome.
      ['330 s old', 'sandbox', signed(sbx.hmacKey, sbx.hmacSecret, 'POST', share, shareBody, now - 330)],
      ['330 s ahead', 'sandbox', signed(sbx.hmacKey, sbx.hmacSecret, 'POST', share, shareBody, now + 330)],
      ['no timestamp', 'sandbox', { ...hmacOf(mock, 'sandbox', 'POST', share, shareBody), 'x-hmac-timestamp': '' }],
      [
        'truncated signature',
        'sandbox',
        { ...hmacOf(mock, 'sandbox', 'POST', share, shareBody), 'x-hmac-signature': 'abcd' },
      ],
    ];
    for (const [what, env, headers] of cases)
      expectUnauthorized(await send(mock, env, 'POST', share, headers, shareBody), what);
  });

  test('takes timestamps within 300 s of real time, whatever the mock clock says', async () => {
    const mock = buildMock();
    const sbx = partners.sandbox;
    const at = (offset: number) =>
      signed(sbx.hmacKey, sbx.hmacSecret, 'POST', share, shareBody, Math.floor(Date.now() / 1000) + offset);
    expect((await send(mock, 'sandbox', 'POST', share, at(-290), shareBody)).status).toBe(200);
    expect((await send(mock, 'sandbox', 'POST', share, at(290), shareBody)).status).toBe(200);
    expectUnauthorized(await send(mock, 'sandbox', 'POST', share, at(-400), shareBody), 'a stale timestamp');
    mock.clock.advance(600);
    expect(
      (await send(mock, 'sandbox', 'POST', share, at(0), shareBody)).status,
      'signed on real time after the clock moved',
    ).toBe(200);
  });

  test('an x-api-key never authenticates the Native API; a signature gets past authentication', async () => {
    const mock = buildMock();
    const signedStatus = { GET: 404, POST: 400, DELETE: 404 } as const;
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const url = '/eapi/v0/ramps';
      expectUnauthorized(
        await send(mock, 'sandbox', method, url, { 'x-api-key': partners.sandbox.apiKey }),
        `${method} x-api-key`,
      );
      expectUnauthorized(
        await send(mock, 'production', method, url, hmacOf(mock, 'sandbox', method, url)),
        `${method} sandbox HMAC`,
      );
      // Signed: no such operation (404), or a ramp without its fields (400).
      const answer = await send(mock, 'production', method, url, hmacOf(mock, 'production', method, url));
      expect(answer.status, method).toBe(signedStatus[method]);
      expect(answer.type).toBe('application/json; charset=utf-8');
      expect(answer.json().error.code).toBe(signedStatus[method]);
    }
  });
});
