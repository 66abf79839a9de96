import { test, expect } from '@playwright/test';
import { createHmac } from 'node:crypto';
import { buildMock, defaultApiSecrets, defaultCredentials, type Mock } from '../../mock/service';

type Env = 'sandbox' | 'production';

function call(mock: Mock, env: Env, url: string, headers: Record<string, string> = {}) {
  return mock.apps[env].inject({ method: 'GET', url, headers });
}

const bearer = (credential: string) => ({ authorization: `Bearer ${credential}` });

/**
 * The token the public SDKs send: key:hex HMAC-SHA256(secret, METHOD\nURI\nNONCE[\nBODY]):nonce, URI without its
 * leading slash.
 */
function signed(key: string, secret: string, method: string, uri: string, body = '', nonce = Date.now()) {
  const payload = `${method}\n${uri.replace(/^\//, '')}\n${nonce}${body ? `\n${body}` : ''}`;
  return { authorization: `Bearer ${key}:${createHmac('sha256', secret).update(payload).digest('hex')}:${nonce}` };
}

test.describe('mock /api authentication and environments', () => {
  test('serves each environment its own Bearer credential', async () => {
    const mock = buildMock();
    for (const env of ['sandbox', 'production'] as const) {
      const response = await call(mock, env, '/api/countries', bearer(defaultCredentials[env]));
      expect(response.statusCode).toBe(200);
      expect(response.json().data.countries.length).toBeGreaterThan(5);
    }
  });

  test('refuses a missing, wrong or other-environment credential with a JSON 401', async () => {
    const mock = buildMock();
    const cases: [Env, Record<string, string>][] = [
      ['sandbox', {}],
      ['sandbox', bearer('not-a-credential')],
      ['sandbox', { authorization: defaultCredentials.sandbox }],
      ['sandbox', { authorization: `Token ${defaultCredentials.sandbox}` }],
      ['sandbox', bearer(defaultCredentials.production)],
      ['production', bearer(defaultCredentials.sandbox)],
    ];
    for (const [env, headers] of cases) {
      const response = await call(mock, env, '/api/fiats/buy', headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json().errors[0].status).toBe('401');
      expect(response.body).not.toContain(defaultCredentials.sandbox);
    }
  });

  test('takes credentials as options and refuses equal ones', async () => {
    const mock = buildMock({ credentials: { sandbox: 'sbx-1', production: 'prd-1' } });
    expect((await call(mock, 'sandbox', '/api/countries', bearer('sbx-1'))).statusCode).toBe(200);
    expect((await call(mock, 'sandbox', '/api/countries', bearer(defaultCredentials.sandbox))).statusCode).toBe(401);
    expect((await call(mock, 'production', '/api/countries', bearer('sbx-1'))).statusCode).toBe(401);
    expect(() => buildMock({ credentials: { sandbox: 'same', production: 'same' } })).toThrow();
  });

  test('accepts requests with and without X-Request-Id and echoes it', async () => {
    const mock = buildMock();
    const without = await call(mock, 'sandbox', '/api/countries', bearer(defaultCredentials.sandbox));
    expect(without.statusCode).toBe(200);
    expect(without.headers['x-request-id']).toBeUndefined();
    const withId = await call(mock, 'sandbox', '/api/countries', {
      ...bearer(defaultCredentials.sandbox),
      'x-request-id': 'req-123',
    });
    expect(withId.headers['x-request-id']).toBe('req-123');
    const refused = await call(mock, 'sandbox', '/api/countries', { 'x-request-id': 'req-401' });
    expect(refused.headers['x-request-id']).toBe('req-401');
  });

  test('answers unknown paths and bad input under /api with JSON, never a 5xx', async () => {
    const mock = buildMock();
    const auth = bearer(defaultCredentials.sandbox);
    const urls = [
      '/api/nothing-here',
      '/api/fiats/rent',
      '/api/prices?source=EUR&target=BTC&source_amount=abc',
      '/api/prices?source=EUR&target=BTC&payment_method_id=abc',
      '/api/orders?start_date=x&end_date=y',
      '/api/orders?start_date=2026-01-01&end_date=2026-01-31&page=abc&per_page=abc',
    ];
    for (const url of urls) {
      const response = await call(mock, 'sandbox', url, auth);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(() => response.json()).not.toThrow();
    }
    const badJson = await mock.apps.sandbox.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.headers['content-type']).toMatch(/^application\/json/);
  });

  test('keeps the environments apart: an order made in sandbox is not listed in production', async () => {
    const mock = buildMock();
    const created = await mock.apps.sandbox.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(defaultCredentials.sandbox),
      payload: {
        account_reference: 'env-check',
        source: 'EUR',
        target: 'BTC',
        source_amount: '50',
        wallet_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        return_url_on_success: 'https://partner.example/ok',
      },
    });
    expect(created.statusCode).toBe(200);
    const query = '/api/orders?start_date=2000-01-01&end_date=2100-12-31&account_reference=env-check';
    const sandbox = await call(mock, 'sandbox', query, bearer(defaultCredentials.sandbox));
    const production = await call(mock, 'production', query, bearer(defaultCredentials.production));
    expect(sandbox.json().data.orders).toHaveLength(1);
    expect(production.json().data.orders).toHaveLength(0);
  });

  test(
    'serves the signed Bearer token of each environment, ' + 'over the path with its query and the body as sent',
    async () => {
      const mock = buildMock();
      for (const env of ['sandbox', 'production'] as const) {
        const own = (method: string, uri: string, body?: string) =>
          signed(defaultCredentials[env], defaultApiSecrets[env], method, uri, body);
        const url = '/api/prices?source=EUR&target=BTC&source_amount=100';
        expect((await call(mock, env, url, own('GET', url))).statusCode, env).toBe(200);
        const body = JSON.stringify({
          account_reference: 'signed-1',
          source: 'EUR',
          target: 'BTC',
          source_amount: '50',
          payment_method_id: '1',
          wallet_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
          return_url_on_success: 'https://partner.example/ok',
        });
        const created = await mock.apps[env].inject({
          method: 'POST',
          url: '/api/orders',
          headers: { ...own('POST', '/api/orders', body), 'content-type': 'application/json' },
          payload: body,
        });
        expect(created.statusCode, created.body).toBe(200);
      }
    },
  );

  test('refuses a signed token that does not fit the request or the environment with a JSON 401', async () => {
    const mock = buildMock();
    const key = defaultCredentials.sandbox;
    const secret = defaultApiSecrets.sandbox;
    const body = JSON.stringify({
      account_reference: 'signed-2',
      source: 'EUR',
      target: 'BTC',
      wallet_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      return_url_on_success: 'https://partner.example/ok',
    });
    const good = signed(key, secret, 'POST', '/api/orders', body).authorization;
    const cases: [string, Env, Record<string, string>][] = [
      ['wrong signature', 'sandbox', { authorization: good.replace(/:[0-9a-f]{64}:/, `:${'0'.repeat(64)}:`) }],
      ['another secret', 'sandbox', signed(key, 'not-the-secret', 'POST', '/api/orders', body)],
      [
        'over another body',
        'sandbox',
        signed(key, secret, 'POST', '/api/orders', body.replace('signed-2', 'signed-3')),
      ],
      ['without the body', 'sandbox', signed(key, secret, 'POST', '/api/orders')],
      ['over another path', 'sandbox', signed(key, secret, 'POST', '/api/orders/1', body)],
      [
        'with the leading slash',
        'sandbox',
        {
          authorization: good.replace(
            /:[0-9a-f]{64}:/,
            `:${createHmac('sha256', secret)
              .update(`POST\n/api/orders\n${good.split(':').pop()}\n${body}`)
              .digest('hex')}:`,
          ),
        },
      ],
      ['another method', 'sandbox', signed(key, secret, 'GET', '/api/orders', body)],
      ['stale nonce', 'sandbox', signed(key, secret, 'POST', '/api/orders', body, Date.now() - 301_000)],
      ['nonce from the future', 'sandbox', signed(key, secret, 'POST', '/api/orders', body, Date.now() + 301_000)],
      [
        'production key in sandbox',
        'sandbox',
        signed(defaultCredentials.production, defaultApiSecrets.production, 'POST', '/api/orders', body),
      ],
      ['sandbox key in production', 'production', signed(key, secret, 'POST', '/api/orders', body)],
      ['unknown key', 'sandbox', signed('someone-else', secret, 'POST', '/api/orders', body)],
    ];
    for (const [what, env, headers] of cases) {
      const response = await mock.apps[env].inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: body,
      });
      expect(response.statusCode, what).toBe(401);
      expect(response.json().errors[0].status, what).toBe('401');
    }
    const query = '/api/prices?source=EUR&target=BTC&source_amount=100';
    const otherQuery = await call(
      mock,
      'sandbox',
      query,
      signed(key, secret, 'GET', '/api/prices?source=EUR&target=BTC&source_amount=200'),
    );
    expect(otherQuery.statusCode, 'over another query').toBe(401);
  });

  test('keeps the environment faults for the signed form, and takes secrets as options', async () => {
    const uri = '/api/countries';
    const sandboxToken = () => signed(defaultCredentials.sandbox, defaultApiSecrets.sandbox, 'GET', uri);
    const productionToken = () => signed(defaultCredentials.production, defaultApiSecrets.production, 'GET', uri);
    const inProduction = buildMock({ faults: ['sandbox-credential-in-production'] });
    expect((await call(inProduction, 'production', uri, sandboxToken())).statusCode).toBe(200);
    expect((await call(inProduction, 'sandbox', uri, productionToken())).statusCode).toBe(401);
    const inSandbox = buildMock({ faults: ['production-credential-in-sandbox'] });
    expect((await call(inSandbox, 'sandbox', uri, productionToken())).statusCode).toBe(200);
    const refused = buildMock({ faults: ['bearer-refused'] });
    expect((await call(refused, 'sandbox', uri, sandboxToken())).statusCode).toBe(401);
    expect(
      (await call(refused, 'sandbox', uri, { authorization: sandboxToken().authorization.replace(/^Bearer/, 'Token') }))
        .statusCode,
    ).toBe(200);
    const anyCredential = buildMock({ faults: ['any-credential-accepted'] });
    expect(
      (await call(anyCredential, 'sandbox', uri, signed('unknown-key', 'unknown-secret', 'GET', uri))).statusCode,
    ).toBe(200);
    expect((await call(anyCredential, 'sandbox', uri, productionToken())).statusCode).toBe(401);
    const own = buildMock({ apiSecrets: { sandbox: 'own-secret' } });
    expect(
      (await call(own, 'sandbox', uri, signed(defaultCredentials.sandbox, 'own-secret', 'GET', uri))).statusCode,
    ).toBe(200);
    expect((await call(own, 'sandbox', uri, sandboxToken())).statusCode).toBe(401);
  });

  test('answers a body that is not JSON with 401 before 400', async () => {
    const mock = buildMock();
    const bad = (headers: Record<string, string>) =>
      mock.apps.sandbox.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{not json',
      });
    expect((await bad({})).statusCode).toBe(401);
    expect(
      (await bad(signed(defaultCredentials.sandbox, defaultApiSecrets.sandbox, 'POST', '/api/orders', '{not json')))
        .statusCode,
    ).toBe(400);
  });
});
