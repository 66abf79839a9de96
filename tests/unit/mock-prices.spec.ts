import { MOCK_DISCOUNT_CODE } from '../../mock/discounts';
import { PRICE_AMOUNT_FIELDS } from '../../rules/relations';
import { test, expect } from '@playwright/test';
import { buildMock, defaultCredentials, type Mock } from '../../mock/service';

async function prices(mock: Mock, query: string, env: 'sandbox' | 'production' = 'sandbox') {
  const response = await mock.apps[env].inject({
    method: 'GET',
    url: `/api/prices?${query}`,
    headers: { authorization: `Bearer ${defaultCredentials[env]}` },
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

const decimal = /^\d+\.\d+$/;

test.describe('mock GET /api/prices', () => {
  test('quotes a buy for 100 of the fiat by default, every amount a decimal string', async () => {
    const { status, body } = await prices(buildMock(), 'source=EUR&target=BTC');
    expect(status).toBe(200);
    expect(body.data.spot_price).toMatch(decimal);
    expect(body.data.prices.map((p: { payment_method_id: number }) => p.payment_method_id)).toEqual([1, 2, 3, 6]);
    for (const price of body.data.prices) {
      expect(price).toMatchObject({
        type: 'FIAT_TO_CRYPTO',
        coin_code: 'BTC',
        fiat_code: 'EUR',
        fiat_amount: '100.00',
      });
      for (const field of PRICE_AMOUNT_FIELDS) expect(price[field], field).toMatch(decimal);
      expect(price.coin_amount).toMatch(/^\d+\.\d{8}$/);
      expect(price).not.toHaveProperty('discount');
    }
  });

  test('quotes a sell when source is a coin, keeping fiat_code the fiat and coin_code the coin', async () => {
    const { status, body } = await prices(buildMock(), 'source=BTC&target=EUR&source_amount=0.01');
    expect(status).toBe(200);
    for (const price of body.data.prices) {
      expect(price).toMatchObject({
        type: 'CRYPTO_TO_FIAT',
        coin_code: 'BTC',
        fiat_code: 'EUR',
        coin_amount: '0.01000000',
      });
    }
  });

  test('honours target_amount, payment_method_id and blockchain', async () => {
    const mock = buildMock();
    const byCoin = await prices(mock, 'source=USD&target=USDT&target_amount=50&payment_method_id=1&blockchain=tron');
    expect(byCoin.status).toBe(200);
    expect(byCoin.body.data.prices).toHaveLength(1);
    expect(byCoin.body.data.prices[0].coin_amount).toBe('50.00000000');
    expect(Number(byCoin.body.data.prices[0].fiat_amount)).toBeGreaterThan(50);
    expect((await prices(mock, 'source=USD&target=BTC&blockchain=tron')).status).toBe(422);
    expect((await prices(mock, 'source=USD&target=BTC&payment_method_id=2')).status).toBe(422);
  });

  test("the mock's discount code lowers the fee, with the original quote; another code changes nothing", async () => {
    const mock = buildMock();
    const query = 'source=EUR&target=ETH&source_amount=200&payment_method_id=1';
    const unknown = await prices(mock, `${query}&discount_code=WELCOME`);
    expect(unknown.body.data.prices[0]).not.toHaveProperty('discount');
    expect(unknown.body.data.prices[0].fee_amount).toBe((await prices(mock, query)).body.data.prices[0].fee_amount);
    const { body } = await prices(mock, `${query}&discount_code=${MOCK_DISCOUNT_CODE}`);
    const [price] = body.data.prices;
    const original = price.discount.original_quote;
    expect(Object.keys(original).sort()).toEqual([
      'original_coin_amount',
      'original_fee_amount',
      'original_fiat_amount',
      'original_network_fee',
    ]);
    expect(Number(price.fee_amount)).toBeLessThan(Number(original.original_fee_amount));
    expect(Number(price.coin_amount)).toBeGreaterThan(Number(original.original_coin_amount));
  });

  test('refuses bad parameters with a 422 errors array', async () => {
    const mock = buildMock();
    for (const query of [
      'target=BTC',
      'source=EUR',
      'source=EUR&target=BTC&source_amount=10&target_amount=0.1',
      'source=EUR&target=DOGE',
      'source=EUR&target=USD',
      'source=BTC&target=CAD',
      'source=EUR&target=BTC&source_amount=abc',
      'source=EUR&target=BTC&target_amount=-1',
      'source=EUR&target=BTC&payment_method_id=1.5',
      'source=EUR&target=BTC&payment_method_id=abc',
      'source=EUR&target=BTC&source_amount=0.5',
    ]) {
      const { status, body } = await prices(mock, query);
      expect(status, query).toBe(422);
      expect(body.errors[0]).toEqual({ status: '422', title: expect.any(String), detail: expect.any(String) });
    }
  });

  test('drifts the spot price with the mock clock', async () => {
    const mock = buildMock();
    const before = (await prices(mock, 'source=EUR&target=BTC')).body.data.spot_price;
    mock.clock.advance(150);
    const after = (await prices(mock, 'source=EUR&target=BTC')).body.data.spot_price;
    expect(after).not.toBe(before);
    expect(Math.abs(Number(after) / Number(before) - 1)).toBeLessThan(0.02);
  });

  test('answers 429 with Retry-After after 60 requests in a window, per environment', async () => {
    // Real time stands still: only the control clock's advances move the window, however slow the machine.
    const frozen = Date.now();
    const realNow = Date.now;
    Date.now = () => frozen;
    try {
      await pricesPastTheWindow();
    } finally {
      Date.now = realNow;
    }
  });
});

/** Sixty prices, then the 429 of the window and its Retry-After on the mock clock alone. */
async function pricesPastTheWindow(): Promise<void> {
  const mock = buildMock();
  for (let i = 0; i < 60; i++) expect((await prices(mock, 'source=EUR&target=BTC')).status).toBe(200);
  mock.clock.advance(20);
  const limited = await prices(mock, 'source=EUR&target=BTC');
  expect(limited.status).toBe(429);
  expect(limited.headers['retry-after']).toBe('40');
  expect(limited.headers['content-type']).toMatch(/^application\/json/);
  expect(limited.body.errors[0].status).toBe('429');
  expect((await prices(mock, 'source=EUR&target=BTC', 'production')).status).toBe(200);
  mock.clock.advance(39.5);
  expect((await prices(mock, 'source=EUR&target=BTC')).headers['retry-after']).toBe('1');
  mock.clock.advance(1);
  expect((await prices(mock, 'source=EUR&target=BTC')).status).toBe(200);
}
