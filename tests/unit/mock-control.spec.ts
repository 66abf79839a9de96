import { test, expect } from '@playwright/test';
import { buildMock, defaultCredentials, type Mock } from '../../mock/service';

const auth = { authorization: `Bearer ${defaultCredentials.sandbox}` };
const all = '/api/orders?start_date=2000-01-01&end_date=2100-12-31&per_page=200';

async function control(mock: Mock, method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await mock.apps.control.inject({ method, url, payload });
  return { status: response.statusCode, body: response.json(), type: response.headers['content-type'] };
}

test.describe('mock test-control API', () => {
  test('states its capabilities', async () => {
    const { status, body, type } = await control(buildMock(), 'GET', '/capabilities');
    expect(status).toBe(200);
    expect(type).toMatch(/^application\/json/);
    expect(body).toEqual({ clock: true, reset: true, orderStatus: true, webhooks: true, clockScopes: true });
  });

  test('advances the clock and answers the new time in ISO 8601', async () => {
    const mock = buildMock();
    const before = Date.now();
    const { status, body } = await control(mock, 'POST', '/clock/advance', { seconds: 3600 });
    expect(status).toBe(200);
    expect(body.now).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(body.now) - before).toBeGreaterThanOrEqual(3_600_000);
    for (const payload of [{ seconds: 0 }, { seconds: -5 }, { seconds: 'ten' }, {}, { seconds: null }]) {
      expect((await control(mock, 'POST', '/clock/advance', payload)).status, JSON.stringify(payload)).toBe(400);
    }
  });

  test('moves an order of either environment to a status', async () => {
    const mock = buildMock();
    const production = await mock.apps.production.inject({
      method: 'GET',
      url: all,
      headers: { authorization: `Bearer ${defaultCredentials.production}` },
    });
    const order = production.json().data.orders.find((o: { status: string }) => o.status === 'inProgress');
    const moved = await control(mock, 'POST', `/orders/${order.id}/status`, { status: 'complete' });
    expect(moved).toMatchObject({ status: 200, body: { id: order.id, status: 'complete' } });
    const after = await mock.apps.production.inject({
      method: 'GET',
      url: `${all}&status=complete`,
      headers: { authorization: `Bearer ${defaultCredentials.production}` },
    });
    const listed = after.json().data.orders.find((o: { id: string }) => o.id === order.id);
    expect(listed.tx_hash).not.toBe('');
    expect((await control(mock, 'POST', '/orders/no-such-order/status', { status: 'complete' })).status).toBe(404);
    expect((await control(mock, 'POST', `/orders/${order.id}/status`, { status: 'lost' })).status).toBe(400);
  });

  test('resets orders, checkout URLs, rate windows and the clock', async () => {
    const mock = buildMock();
    const seeded = (await mock.apps.sandbox.inject({ method: 'GET', url: all, headers: auth })).json();
    const created = (
      await mock.apps.sandbox.inject({
        method: 'POST',
        url: '/api/orders',
        headers: auth,
        payload: {
          account_reference: 'reset-me',
          source: 'EUR',
          target: 'SOL',
          return_url_on_success: 'https://p.example',
          wallet_address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
        },
      })
    ).json();
    const checkout = new URL(created.data.order.checkout_url).pathname;
    await control(mock, 'POST', `/orders/${seeded.data.orders[0].id}/status`, { status: 'declined' });
    for (let i = 0; i < 61; i++)
      await mock.apps.sandbox.inject({ method: 'GET', url: '/api/prices?source=EUR&target=BTC', headers: auth });
    await control(mock, 'POST', '/clock/advance', { seconds: 86_400 });

    const reset = await mock.apps.control.inject({ method: 'POST', url: '/reset' });
    expect(reset.statusCode).toBe(200);
    expect(Math.abs(mock.clock.nowMs() - Date.now())).toBeLessThan(1000);
    const again = (await mock.apps.sandbox.inject({ method: 'GET', url: all, headers: auth })).json();
    expect(again).toEqual(seeded);
    expect((await mock.apps.sandbox.inject({ method: 'GET', url: checkout })).statusCode).toBe(404);
    expect(
      (await mock.apps.sandbox.inject({ method: 'GET', url: '/api/prices?source=EUR&target=BTC', headers: auth }))
        .statusCode,
    ).toBe(200);
  });

  test('a clock scope has its own clock and its own rate-limit windows', async () => {
    const mock = buildMock();
    const inScope = (scope: string) => ({ ...auth, 'x-conformance-clock-scope': scope });
    const price = (headers: Record<string, string>) =>
      mock.apps.sandbox.inject({ method: 'GET', url: '/api/prices?source=EUR&target=BTC', headers });
    // Scope a fills its price window; the instance's and scope b's stay open.
    const statuses = [];
    for (let i = 0; i < 61; i++) statuses.push((await price(inScope('a'))).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect((await price(auth)).statusCode).toBe(200);
    expect((await price(inScope('b'))).statusCode).toBe(200);
    // Only scope a's clock moves, so only its window passes.
    const advanced = await mock.apps.control.inject({
      method: 'POST',
      url: '/clock/advance',
      payload: { seconds: 61 },
      headers: { 'x-conformance-clock-scope': 'a' },
    });
    expect(Date.parse(advanced.json().now) - Date.now()).toBeGreaterThan(59_000);
    expect(Math.abs(mock.clock.nowMs() - Date.now())).toBeLessThan(1000);
    expect((await price(inScope('a'))).statusCode).toBe(200);

    // A handler reads its scope's time after the body is read: a checkout URL created an hour ahead in scope c
    // loads there at once, and no longer an hour and more later.
    await mock.apps.control.inject({
      method: 'POST',
      url: '/clock/advance',
      payload: { seconds: 3600 },
      headers: { 'x-conformance-clock-scope': 'c' },
    });
    const created = (
      await mock.apps.sandbox.inject({
        method: 'POST',
        url: '/api/orders',
        headers: inScope('c'),
        payload: {
          account_reference: 'scoped',
          source: 'EUR',
          target: 'SOL',
          return_url_on_success: 'https://p.example',
          wallet_address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
        },
      })
    ).json();
    const checkout = new URL(created.data.order.checkout_url).pathname;
    const unloaded = (
      await mock.apps.sandbox.inject({
        method: 'POST',
        url: '/api/orders',
        headers: inScope('c'),
        payload: {
          account_reference: 'scoped-2',
          source: 'EUR',
          target: 'SOL',
          return_url_on_success: 'https://p.example',
          wallet_address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
        },
      })
    ).json();
    expect(
      (await mock.apps.sandbox.inject({ method: 'GET', url: checkout, headers: { 'x-conformance-clock-scope': 'c' } }))
        .statusCode,
    ).toBe(200);
    await mock.apps.control.inject({
      method: 'POST',
      url: '/clock/advance',
      payload: { seconds: 65 },
      headers: { 'x-conformance-clock-scope': 'c' },
    });
    const late = new URL(unloaded.data.order.checkout_url).pathname;
    expect(
      (await mock.apps.sandbox.inject({ method: 'GET', url: late, headers: { 'x-conformance-clock-scope': 'c' } }))
        .statusCode,
    ).toBeGreaterThanOrEqual(400);

    // A reset ends every scope.
    await mock.apps.control.inject({ method: 'POST', url: '/reset' });
    expect(mock.clock.within('c', () => Math.abs(mock.clock.nowMs() - Date.now()))).toBeLessThan(1000);
  });

  test('answers unknown control calls with a JSON 404', async () => {
    const { status, type } = await control(buildMock(), 'GET', '/webhooks');
    expect(status).toBe(404);
    expect(type).toMatch(/^application\/json/);
  });
});
