import { test, expect } from '@playwright/test';
import { parseCliArguments } from '../../mock/cli-arguments';
import { orderStatuses, type StoredOrder } from '../../mock/orders';
import { largeVolume } from '../../mock/seed-orders';
import { buildMock, defaultCredentials, type Mock } from '../../mock/service';
import { utcDate } from '../../mock/timestamps';

const all = 'start_date=2000-01-01&end_date=2100-12-31';

async function list(mock: Mock, query: string) {
  const response = await mock.apps.sandbox.inject({
    method: 'GET',
    url: `/api/orders?${query}`,
    headers: { authorization: `Bearer ${defaultCredentials.sandbox}` },
  });
  return response.json<{
    data: { orders: { id: string; account_reference: string }[] };
    meta: { total: number; last_page: number };
  }>();
}

/**
 * What the bulk list is to hold, by the plainest reading: every order, filtered, then sorted newest first (id breaks
 * ties).
 */
function plainly(
  orders: readonly StoredOrder[],
  from: string,
  to: string,
  account?: string,
  statuses?: string[],
): string[] {
  return orders
    .filter((order) => {
      const day = utcDate(new Date(order.createdAtMs));
      return (
        day >= from &&
        day <= to &&
        (!account || order.accountReference === account) &&
        (!statuses || statuses.includes(order.status))
      );
    })
    .sort((a, b) => b.createdAtMs - a.createdAtMs || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((order) => order.id);
}

async function everyId(mock: Mock, query: string): Promise<string[]> {
  const first = await list(mock, `${query}&per_page=200`);
  const ids = first.data.orders.map((order) => order.id);
  for (let page = 2; page <= first.meta.last_page; page++)
    ids.push(...(await list(mock, `${query}&per_page=200&page=${page}`)).data.orders.map((order) => order.id));
  return ids;
}

test.describe('the mock at a real sandbox volume (--data large, MOCK_DATA=large)', () => {
  let mock: Mock;
  test.beforeAll(() => {
    mock = buildMock({ orderVolume: 'large' });
  });

  // How fast is the bench's (`npm run bench -- seeding`): a loaded CI runner took 5 s where an idle one takes 1.
  test('seeds 30000 orders per environment over a year, with every documented status', () => {
    for (const env of Object.values(mock.environments)) {
      const orders = env.state.orders;
      expect(orders).toHaveLength(largeVolume.orders);
      const oldest = Math.min(...orders.map((order) => order.createdAtMs));
      expect(Date.now() - oldest).toBeLessThanOrEqual(largeVolume.days * 86_400_000 + 60_000);
      expect(Date.now() - oldest).toBeGreaterThan((largeVolume.days - 2) * 86_400_000);
      expect(new Set(orders.map((order) => order.status))).toEqual(new Set(orderStatuses));
    }
  });

  test('has regulars with hundreds of orders, five of them more than one page of 200, and a long tail', () => {
    const counts = new Map<string, number>();
    for (const order of mock.environments.sandbox.state.orders)
      counts.set(order.accountReference, (counts.get(order.accountReference) ?? 0) + 1);
    expect(largeVolume.regulars.map((_, index) => counts.get(`cust-${String(index + 1).padStart(4, '0')}`))).toEqual([
      ...largeVolume.regulars,
    ]);
    expect(largeVolume.regulars.filter((count) => count > 200)).toHaveLength(5);
    expect(counts.size).toBeGreaterThan(largeVolume.tailCustomers * 0.9);
  });

  test(
    'lists what a plain filter and sort of every order would, ' + 'by pages of 200, also after orders are added',
    async () => {
      const orders = mock.environments.sandbox.state.orders;
      const days = [...new Set(orders.map((order) => utcDate(new Date(order.createdAtMs))))].sort();
      const [from, to] = [days[10], days[days.length - 20]];
      expect(await everyId(mock, `start_date=${from}&end_date=${to}&account_reference=cust-0001`)).toEqual(
        plainly(orders, from, to, 'cust-0001'),
      );
      expect(await everyId(mock, `start_date=${days[100]}&end_date=${days[120]}&status=declined,inProgress`)).toEqual(
        plainly(orders, days[100], days[120], undefined, ['declined', 'inProgress']),
      );
      const created = await mock.apps.sandbox.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { authorization: `Bearer ${defaultCredentials.sandbox}` },
        payload: {
          account_reference: 'cust-0001',
          source: 'EUR',
          target: 'BTC',
          return_url_on_success: 'https://partner.example/return',
          wallet_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        },
      });
      expect(created.statusCode).toBe(200);
      expect(await everyId(mock, `${all}&account_reference=cust-0001`)).toEqual(
        plainly(orders, '2000-01-01', '2100-12-31', 'cust-0001'),
      );
      expect((await list(mock, `${all}&account_reference=cust-0001&per_page=1`)).meta.total).toBe(
        largeVolume.regulars[0] + 1,
      );
    },
  );
});

test(
  '--data large starts the mock with the large order history; another name is refused, naming the valid ' + 'ones',
  () => {
    const parsed = parseCliArguments(['--data', 'large'], 4010);
    expect(typeof parsed === 'string' ? parsed : parsed.orderVolume).toBe('large');
    const byDefault = parseCliArguments([], 4010);
    expect(typeof byDefault === 'string' ? byDefault : byDefault.orderVolume).toBe('default');
    expect(parseCliArguments(['--data=huge'], 4010)).toBe('--data: unknown order volume "huge"; valid: default, large');
    expect(parseCliArguments(['--data', 'large', '--matrix'], 4010)).toMatch(
      /^--matrix and --readings-matrix start their own instances/,
    );
  },
);
