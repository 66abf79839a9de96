import { MOCK_DISCOUNT_CODE } from '../../mock/discounts';
import { test, expect } from '@playwright/test';
import { buildMock, defaultCredentials, type Mock } from '../../mock/service';

const btcAddress = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const xrpAddress = 'rN7n7otQDd6FczFgLdSqtcsAUxDkw6fzRH';
const buy = {
  account_reference: 'cust-0001',
  source: 'EUR',
  target: 'BTC',
  source_amount: '150',
  wallet_address: btcAddress,
  return_url_on_success: 'https://partner.example/done',
};

async function create(mock: Mock, payload: object) {
  const response = await mock.apps.sandbox.inject({
    method: 'POST',
    url: '/api/orders',
    payload,
    headers: { authorization: `Bearer ${defaultCredentials.sandbox}` },
  });
  return { status: response.statusCode, body: response.json(), type: response.headers['content-type'] };
}

test.describe('mock POST /api/orders', () => {
  test('creates a buy order with the documented fields', async () => {
    const mock = buildMock({ baseUrls: { sandbox: 'http://sandbox.test:4010' } });
    mock.clock.advance(0.001);
    const { status, body } = await create(mock, { ...buy, discount_code: MOCK_DISCOUNT_CODE });
    expect(status).toBe(200);
    const order = body.data.order;
    expect(order).toEqual({
      id: expect.any(String),
      account_id: expect.any(String),
      account_reference: 'cust-0001',
      country: 'DE',
      order_type: 'CRYPTO-BUY',
      fiat_code: 'EUR',
      fiat_amount: 150,
      coin_code: 'BTC',
      wallet_address: btcAddress,
      blockchain: { code: 'bitcoin', description: 'Bitcoin', id: 1 },
      discount_code: MOCK_DISCOUNT_CODE,
      created_at: expect.stringMatching(
        /^\d{2}-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-\d{4} \d{2}:\d{2}:\d{2}$/,
      ),
      checkout_url: expect.stringMatching(/^http:\/\/sandbox\.test:4010\/checkout\/[\w-]+$/),
    });
  });

  test('writes created_at on the mock clock, in UTC', async () => {
    const mock = buildMock();
    const now = mock.clock.advance(86_400 * 40);
    const { body } = await create(mock, buy);
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    expect(body.data.order.created_at.slice(0, 11)).toBe(
      `${String(now.getUTCDate()).padStart(2, '0')}-${months[now.getUTCMonth()]}-${now.getUTCFullYear()}`,
    );
  });

  test('gives every order its own checkout URL', async () => {
    const mock = buildMock();
    const urls = new Set<string>();
    for (let i = 0; i < 5; i++) urls.add((await create(mock, buy)).body.data.order.checkout_url);
    expect(urls.size).toBe(5);
  });

  test('types a coin-to-fiat order CRYPTO-SELL and needs no wallet address for it', async () => {
    const { status, body } = await create(buildMock(), {
      account_reference: 'cust-0002',
      source: 'ETH',
      target: 'EUR',
      source_amount: '0.5',
      return_url_on_success: 'https://partner.example/done',
    });
    expect(status).toBe(200);
    expect(body.data.order).toMatchObject({
      order_type: 'CRYPTO-SELL',
      coin_code: 'ETH',
      fiat_code: 'EUR',
      blockchain: { code: 'ethereum', id: 2 },
    });
    expect(body.data.order).not.toHaveProperty('discount_code');
  });

  test('refuses missing required fields with a 422 errors object', async () => {
    const mock = buildMock();
    for (const field of ['account_reference', 'source', 'target', 'return_url_on_success']) {
      const payload: Record<string, unknown> = { ...buy };
      delete payload[field];
      const { status, body, type } = await create(mock, payload);
      expect(status, field).toBe(422);
      expect(type).toMatch(/^application\/json/);
      expect(body.errors).toEqual({ status: 422, code: expect.any(Number), title: expect.any(String) });
    }
  });

  const refusals: [string, object, string][] = [
    ['an invalid wallet address', { wallet_address: '0x1234' }, 'invalid wallet address entered'],
    ['a missing wallet address on a buy', { wallet_address: undefined }, 'invalid wallet address entered'],
    ['an address of another network', { target: 'ETH', wallet_address: btcAddress }, 'invalid wallet address entered'],
    ['an unknown payment_method_id', { payment_method_id: 999 }, 'invalid payment method ID'],
    ['a non-integer payment_method_id', { payment_method_id: 'card' }, 'invalid payment method ID'],
    ['a sell method on a buy', { payment_method_id: 4 }, 'invalid payment method ID'],
    ['SEPA outside EUR', { source: 'USD', payment_method_id: 2 }, 'invalid payment method ID'],
    ['an unknown blockchain', { blockchain: 'tron' }, 'invalid blockchain'],
    ['a missing destination tag', { target: 'XRP', wallet_address: xrpAddress }, 'wallet address tag required'],
    [
      'a malformed destination tag',
      { target: 'XRP', wallet_address: xrpAddress, wallet_address_tag: 'abc' },
      'invalid wallet address tag entered',
    ],
    [
      'an amount below the network minimum',
      { source_amount: undefined, target_amount: '0.00005' },
      'amount below the network minimum',
    ],
    ['a fiat-to-fiat pair', { target: 'USD' }, 'unsupported currency pair'],
  ];
  for (const [what, change, title] of refusals) {
    test(`refuses ${what} with 422 "${title}"`, async () => {
      const { status, body } = await create(buildMock(), { ...buy, ...change });
      expect(status).toBe(422);
      expect(body.errors).toEqual({ status: 422, code: expect.any(Number), title });
    });
  }

  test('takes a tag-optional network without a memo and a minimum-sized buy', async () => {
    const mock = buildMock();
    const xlm = await create(mock, { ...buy, target: 'XLM', wallet_address: `G${'A'.repeat(55)}` });
    expect(xlm.status).toBe(200);
    const usdt = await create(mock, {
      ...buy,
      target: 'USDT',
      blockchain: 'tron',
      source_amount: undefined,
      target_amount: '5',
      wallet_address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    });
    expect(usdt.status).toBe(200);
    expect(usdt.body.data.order.blockchain).toEqual({ code: 'tron', description: 'Tron (TRC-20)', id: 3 });
  });

  test('lists the created order in the bulk list with its meta_data and status inProgress', async () => {
    const mock = buildMock();
    const { body } = await create(mock, { ...buy, account_reference: 'list-me', meta_data: '{"basket":42}' });
    const id = body.data.order.id;
    const today = mock.clock.now().toISOString().slice(0, 10);
    const listed = await mock.apps.sandbox.inject({
      method: 'GET',
      url: `/api/orders?start_date=${today}&end_date=${today}&account_reference=list-me`,
      headers: { authorization: `Bearer ${defaultCredentials.sandbox}` },
    });
    const [order] = listed.json().data.orders;
    expect(order).toMatchObject({
      id,
      status: 'inProgress',
      meta_data: '{"basket":42}',
      tx_hash: '',
      fiat_amount: 150,
      wallet_address: btcAddress,
      order_type: 'CRYPTO-BUY',
      payment_type: 'card',
    });
    expect(order.coin_amount).toBeGreaterThan(0);
  });
  test('keeps account_reference as sent, spaces and all, and the bulk list finds the order by it', async () => {
    const mock = buildMock();
    const reference = '  cust spaced ';
    const { status, body } = await create(mock, { ...buy, account_reference: reference });
    expect(status).toBe(200);
    expect(body.data.order.account_reference).toBe(reference);
    const today = mock.clock.now().toISOString().slice(0, 10);
    const list = async (sent: string) =>
      (
        await mock.apps.sandbox.inject({
          method: 'GET',
          url: `/api/orders?start_date=${today}&end_date=${today}&account_reference=${encodeURIComponent(sent)}`,
          headers: { authorization: `Bearer ${defaultCredentials.sandbox}` },
        })
      ).json().data.orders as { id: string; account_reference: string }[];
    expect((await list(reference)).map((order) => [order.id, order.account_reference])).toEqual([
      [body.data.order.id, reference],
    ]);
    // Another customer's reference: the one trimmed is not the one sent.
    expect(await list(reference.trim())).toEqual([]);
  });

  test('account-reference-stored-trimmed: the answer echoes the reference, the list does not find it', async () => {
    const mock = buildMock({ faults: ['account-reference-stored-trimmed'] });
    const reference = ' cust-trimmed ';
    const { body } = await create(mock, { ...buy, account_reference: reference });
    expect(body.data.order.account_reference).toBe(reference);
    const today = mock.clock.now().toISOString().slice(0, 10);
    const listed = await mock.apps.sandbox.inject({
      method: 'GET',
      url: `/api/orders?start_date=${today}&end_date=${today}&account_reference=${encodeURIComponent(reference)}`,
      headers: { authorization: `Bearer ${defaultCredentials.sandbox}` },
    });
    expect(listed.json().data.orders).toEqual([]);
  });
});
