import { test, expect } from '@playwright/test';
import { buildMock, defaultCredentials, type Mock } from '../../mock/service';

const all = 'start_date=2000-01-01&end_date=2100-12-31';

async function list(mock: Mock, query: string) {
  const response = await mock.apps.sandbox.inject({
    method: 'GET',
    url: `/api/orders?${query}`,
    headers: { authorization: `Bearer ${defaultCredentials.sandbox}` },
  });
  return { status: response.statusCode, body: response.json() };
}

test.describe('mock GET /api/orders', () => {
  const mock = buildMock();

  test('lists the 250 seed orders of 12 customers in all four statuses, newest first', async () => {
    const { status, body } = await list(mock, `${all}&per_page=200`);
    expect(status).toBe(200);
    expect(body.meta).toEqual({ current_page: 1, from: 1, last_page: 2, per_page: 200, to: 200, total: 250 });
    const rest = (await list(mock, `${all}&per_page=200&page=2`)).body;
    const orders = [...body.data.orders, ...rest.data.orders];
    expect(new Set(orders.map((o: { id: string }) => o.id)).size).toBe(250);
    expect(new Set(orders.map((o: { account_reference: string }) => o.account_reference)).size).toBe(12);
    expect(new Set(orders.map((o: { status: string }) => o.status))).toEqual(
      new Set(['inProgress', 'coinTransferred', 'declined', 'complete']),
    );
    const times = orders.map((o: { created_at: string }) => o.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  test('shapes every bulk order as documented', async () => {
    const { body } = await list(mock, `${all}&per_page=200`);
    for (const order of body.data.orders) {
      expect(order).toEqual({
        id: expect.any(String),
        account_id: expect.any(String),
        account_reference: expect.any(String),
        order_type: expect.stringMatching(/^CRYPTO-(BUY|SELL)$/),
        payment_type: expect.any(String),
        ref: expect.any(Number),
        fiat_code: expect.any(String),
        fiat_amount: expect.any(Number),
        coin_code: expect.any(String),
        coin_amount: expect.any(Number),
        wallet_address: expect.any(String),
        blockchain: {
          code: expect.any(String),
          description: expect.any(String),
          contract_id: order.blockchain.contract_id === null ? null : expect.any(String),
          network_id: order.blockchain.network_id === null ? null : expect.any(String),
        },
        fee: expect.any(Number),
        payment_fee: expect.any(Number),
        commission: expect.any(Number),
        tx_hash: expect.any(String),
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        status: expect.any(String),
        meta_data: expect.any(String),
      });
      expect(Number.isInteger(order.ref)).toBe(true);
      expect(order.tx_hash === '').toBe(order.status === 'inProgress' || order.status === 'declined');
    }
  });

  test('pages by 100 by default and caps per_page at 200', async () => {
    const byDefault = (await list(mock, all)).body;
    expect(byDefault.data.orders).toHaveLength(100);
    expect(byDefault.meta).toMatchObject({ per_page: 100, last_page: 3, from: 1, to: 100 });
    const capped = (await list(mock, `${all}&per_page=500`)).body;
    expect(capped.data.orders).toHaveLength(200);
    expect(capped.meta.per_page).toBe(200);
  });

  test('keeps meta consistent on every page and returns nothing past the last one', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const { body } = await list(mock, `${all}&per_page=70&page=${page}`);
      const { meta, data } = body;
      expect(meta).toMatchObject({ current_page: page, per_page: 70, last_page: 4, total: 250 });
      expect(data.orders).toHaveLength(meta.to - meta.from + 1);
      expect(meta.from).toBe((page - 1) * 70 + 1);
      seen.push(...data.orders.map((o: { id: string }) => o.id));
    }
    expect(new Set(seen).size).toBe(250);
    const past = (await list(mock, `${all}&per_page=70&page=5`)).body;
    expect(past.data.orders).toEqual([]);
    expect(past.meta).toEqual({ current_page: 5, from: 0, last_page: 4, per_page: 70, to: 0, total: 250 });
    const empty = (await list(mock, 'start_date=1990-01-01&end_date=1990-01-02')).body;
    expect(empty.meta).toEqual({ current_page: 1, from: 0, last_page: 1, per_page: 100, to: 0, total: 0 });
  });

  test('filters by status list, account_reference and inclusive date range', async () => {
    const some = (await list(mock, `${all}&status=declined,coinTransferred&per_page=200`)).body.data.orders;
    expect(some.length).toBeGreaterThan(0);
    for (const order of some) expect(['declined', 'coinTransferred']).toContain(order.status);
    const mine = (await list(mock, `${all}&account_reference=cust-0003&per_page=200`)).body.data.orders;
    expect(mine.length).toBeGreaterThan(0);
    for (const order of mine) expect(order.account_reference).toBe('cust-0003');
    const newest = (await list(mock, `${all}&per_page=1&page=20`)).body.data.orders[0];
    const day = newest.created_at.slice(0, 10);
    const sameDay = (await list(mock, `start_date=${day}&end_date=${day}`)).body.data.orders;
    expect(sameDay.map((o: { id: string }) => o.id)).toContain(newest.id);
    for (const order of sameDay) expect(order.created_at.startsWith(day)).toBe(true);
  });

  test(
    'as the real service (--real-service), unpaid orders past the first four are expired or ' +
      'pendingPayment, and the list filters by them; the faithful mock knows neither',
    async () => {
      const real = buildMock({ realService: true });
      const statusesOf = async (target: Mock) => {
        const pages = [
          (await list(target, `${all}&per_page=200`)).body,
          (await list(target, `${all}&per_page=200&page=2`)).body,
        ];
        return new Set(pages.flatMap((page) => page.data.orders.map((order: { status: string }) => order.status)));
      };
      // "in progress" too: a status the real service writes (a shape of --real-service, ASSUME-LEG-ORDER-STATUSES).
      expect([...(await statusesOf(real))].sort()).toEqual([
        'coinTransferred',
        'complete',
        'declined',
        'expired',
        'in progress',
        'inProgress',
        'pendingPayment',
      ]);
      expect([...(await statusesOf(mock))].sort()).toEqual(['coinTransferred', 'complete', 'declined', 'inProgress']);
      const expired = await list(real, `${all}&status=expired&per_page=200`);
      expect(expired.body.data.orders.length).toBeGreaterThan(0);
      for (const order of expired.body.data.orders) expect(order.status).toBe('expired');
      expect((await list(mock, `${all}&status=expired`)).status).toBe(422);
    },
  );

  test('refuses invalid parameters with a 422 errors array', async () => {
    for (const query of [
      'end_date=2026-01-01',
      'start_date=2026-01-01',
      'start_date=2026-13-01&end_date=2026-12-31',
      'start_date=01-01-2026&end_date=2026-12-31',
      `${all}&status=pending`,
      `${all}&status=inProgress,`,
      `${all}&per_page=0`,
      `${all}&per_page=abc`,
      `${all}&per_page=2.5`,
      `${all}&page=0`,
      `${all}&page=abc`,
      `${all}&page=1&page=2`,
    ]) {
      const { status, body } = await list(mock, query);
      expect(status, query).toBe(422);
      expect(Array.isArray(body.errors), query).toBe(true);
      expect(body.errors[0]).toEqual({ status: '422', title: expect.any(String), detail: expect.any(String) });
    }
  });
});
