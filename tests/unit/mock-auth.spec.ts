import { test, expect } from '@playwright/test';
import { buildMock, defaultCredentials, type Mock } from '../../mock/service';

type Env = 'sandbox' | 'production';

function call(mock: Mock, env: Env, url: string, headers: Record<string, string> = {}) {
  return mock.apps[env].inject({ method: 'GET', url, headers });
}

const bearer = (credential: string) => ({ authorization: `Bearer ${credential}` });

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
    const withId = await call(mock, 'sandbox', '/api/countries',
      { ...bearer(defaultCredentials.sandbox), 'x-request-id': 'req-123' });
    expect(withId.headers['x-request-id']).toBe('req-123');
    const refused = await call(mock, 'sandbox', '/api/countries', { 'x-request-id': 'req-401' });
    expect(refused.headers['x-request-id']).toBe('req-401');
  });

  test('answers unknown paths and bad input under /api with JSON, never a 5xx', async () => {
    const mock = buildMock();
    const auth = bearer(defaultCredentials.sandbox);
    const urls = ['/api/nothing-here', '/api/fiats/rent', '/api/prices?source=EUR&target=BTC&source_amount=abc',
      '/api/prices?source=EUR&target=BTC&payment_method_id=abc', '/api/orders?start_date=x&end_date=y',
      '/api/orders?start_date=2026-01-01&end_date=2026-01-31&page=abc&per_page=abc'];
    for (const url of urls) {
      const response = await call(mock, 'sandbox', url, auth);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(() => response.json()).not.toThrow();
    }
    const badJson = await mock.apps.sandbox.inject({ method: 'POST', url: '/api/orders',
      headers: { ...auth, 'content-type': 'application/json' }, payload: '{not json' });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.headers['content-type']).toMatch(/^application\/json/);
  });

  test('keeps the environments apart: an order made in sandbox is not listed in production', async () => {
    const mock = buildMock();
    const created = await mock.apps.sandbox.inject({
      method: 'POST', url: '/api/orders', headers: bearer(defaultCredentials.sandbox),
      payload: { account_reference: 'env-check', source: 'EUR', target: 'BTC', source_amount: '50',
        wallet_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', return_url_on_success: 'https://partner.example/ok' },
    });
    expect(created.statusCode).toBe(200);
    const query = '/api/orders?start_date=2000-01-01&end_date=2100-12-31&account_reference=env-check';
    const sandbox = await call(mock, 'sandbox', query, bearer(defaultCredentials.sandbox));
    const production = await call(mock, 'production', query, bearer(defaultCredentials.production));
    expect(sandbox.json().data.orders).toHaveLength(1);
    expect(production.json().data.orders).toHaveLength(0);
  });
});
