import { test, expect } from '@playwright/test';
import { buildMock, defaultCredentials, type Mock } from '../../mock/service';

async function createdOrder(mock: Mock): Promise<{ id: number; checkout_url: string }> {
  const response = await mock.apps.sandbox.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { authorization: `Bearer ${defaultCredentials.sandbox}` },
    payload: {
      account_reference: 'cust-0009',
      source: 'GBP',
      target: 'ETH',
      wallet_address: '0x52908400098527886E0F7030069857D2E4169EE7',
      return_url_on_success: 'https://partner.example/ok',
    },
  });
  return response.json().data.order;
}

async function checkoutPath(mock: Mock): Promise<string> {
  return new URL((await createdOrder(mock)).checkout_url).pathname;
}

const load = async (mock: Mock, path: string) => {
  const response = await mock.apps.sandbox.inject({ method: 'GET', url: path });
  return { status: response.statusCode, type: response.headers['content-type'], body: response.body };
};

test.describe('mock checkout URL', () => {
  test(
    'as the real service forms it (--real-service): the query expires (created plus 60 s), id, oid and a ' +
      '64-hex signature, timed as the path form',
    async () => {
      const mock = buildMock({ realService: true });
      const second = () => Math.floor(mock.clock.nowMs() / 1000);
      // The mock's clock runs in real time: the order may be made in the next second.
      const before = second();
      const order = await createdOrder(mock);
      const after = second();
      const url = new URL(order.checkout_url);
      expect([...url.searchParams.keys()]).toEqual(['expires', 'id', 'oid', 'signature']);
      expect(url.searchParams.get('oid')).toBe(String(order.id));
      expect(url.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);
      expect(Number(url.searchParams.get('expires'))).toBeGreaterThanOrEqual(before + 60);
      expect(Number(url.searchParams.get('expires'))).toBeLessThanOrEqual(after + 60);
      expect((await load(mock, `${url.pathname}${url.search}`)).status).toBe(200);
      const unloaded = new URL((await createdOrder(mock)).checkout_url);
      mock.clock.advance(61);
      expect((await load(mock, `${unloaded.pathname}${unloaded.search}`)).status).toBe(410);
    },
  );

  test('loads without credentials within the minute, as HTML', async () => {
    const mock = buildMock();
    const path = await checkoutPath(mock);
    mock.clock.advance(59);
    const page = await load(mock, path);
    expect(page.status).toBe(200);
    expect(page.type).toMatch(/^text\/html/);
    expect(page.body).toContain('<html');
  });

  test('expires when not loaded within the minute', async () => {
    const mock = buildMock();
    const path = await checkoutPath(mock);
    mock.clock.advance(61);
    const page = await load(mock, path);
    expect(page.status).toBe(410);
    expect(page.type).toMatch(/^text\/html/);
    expect(page.body).toContain('expired');
  });

  test('keeps loading once loaded in time', async () => {
    const mock = buildMock();
    const path = await checkoutPath(mock);
    expect((await load(mock, path)).status).toBe(200);
    mock.clock.advance(3600);
    expect((await load(mock, path)).status).toBe(200);
  });

  test('answers 404 for an unknown token and serves tokens only in their environment', async () => {
    const mock = buildMock();
    const path = await checkoutPath(mock);
    expect((await load(mock, '/checkout/no-such-token')).status).toBe(404);
    expect((await mock.apps.production.inject({ method: 'GET', url: path })).statusCode).toBe(404);
  });
});
