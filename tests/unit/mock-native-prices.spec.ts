import { test, expect } from '@playwright/test';
import { buildMock } from '../../mock/service';
import { call } from './mock-native-call';

const decimal = /^\d+\.\d+$/;
const eurBtc = 'source=EUR&target=BTC&amount=100.00';

function expectRefused(
  answer: Awaited<ReturnType<typeof call>>,
  status: number,
  field: string | undefined,
  what: string,
) {
  expect(answer.status, what).toBe(status);
  expect(answer.type, what).toBe('application/json; charset=utf-8');
  expect(answer.body.error.code, what).toBe(status);
  expect(typeof answer.body.error.message, what).toBe('string');
  expect(answer.body.error.field, what).toBe(field);
  expect(typeof answer.body.traceId, what).toBe('string');
}

test.describe('mock Native API price', () => {
  test('answers an indicative price in decimal strings, without a quoteId', async () => {
    const { status, type, body } = await call(buildMock(), 'GET', `/eapi/v0/price?${eurBtc}`);
    expect(status).toBe(200);
    expect(type).toBe('application/json; charset=utf-8');
    expect(Object.keys(body)).toEqual(['source', 'target', 'amount', 'price', 'targetAmount']);
    expect(body).toMatchObject({ source: 'EUR', target: 'BTC', amount: '100.00' });
    expect(body.price).toMatch(/^\d+\.\d{2}$/);
    expect(body.targetAmount).toMatch(/^\d+\.\d{8}$/);
    // Units of source per one target, near the /api spot price (BTC about 96 250 USD, 0.92 EUR per USD).
    expect(Number(body.price)).toBeGreaterThan(96_250 * 0.92 * 0.99);
    expect(Number(body.price)).toBeLessThan(96_250 * 0.92 * 1.01);
    expect(body.targetAmount).toBe((100 / Number(body.price)).toFixed(8));
  });

  test('prices a sell in units of the coin per unit of fiat, codes in any case', async () => {
    const { status, body } = await call(buildMock(), 'GET', '/eapi/v0/price?source=btc&target=eur&amount=0.01');
    expect(status).toBe(200);
    expect(body).toMatchObject({ source: 'BTC', target: 'EUR', amount: '0.01' });
    expect(body.price).toMatch(/^0\.\d{8}$/);
    expect(body.targetAmount).toBe((0.01 / Number(body.price)).toFixed(8));
  });

  test('drifts with the mock clock', async () => {
    const mock = buildMock();
    const prices = new Set<string>();
    for (let minute = 0; minute < 5; minute++) {
      prices.add((await call(mock, 'GET', `/eapi/v0/price?${eurBtc}`)).body.price);
      mock.clock.advance(120);
    }
    expect(prices.size).toBeGreaterThan(1);
  });

  test('refuses missing, mistyped or unknown inputs with 400, never 5xx', async () => {
    const mock = buildMock();
    const cases: [string, string | undefined][] = [
      ['target=BTC&amount=100.00', 'source'],
      ['source=EUR&amount=100.00', 'target'],
      ['source=EUR&target=BTC', 'amount'],
      ['source=EUR&target=BTC&amount=', 'amount'],
      ['source=EUR&target=BTC&amount=abc', 'amount'],
      ['source=EUR&target=BTC&amount=1e3', 'amount'],
      ['source=EUR&target=BTC&amount=.5', 'amount'],
      ['source=EUR&target=BTC&amount=-5', 'amount'],
      ['source=EUR&target=BTC&amount=0', 'amount'],
      ['source=EUR&target=BTC&amount=0.00', 'amount'],
      ['source=EUR&target=BTC&amount=1&amount=2', 'amount'],
      ['source=EUR&target=DOGE&amount=100.00', 'target'],
      ['source=EUR&target=USD&amount=100.00', 'target'],
      ['source=XLM&target=EUR&amount=100.00', 'target'],
    ];
    for (const endpoint of ['price', 'quote']) {
      for (const [query, field] of cases)
        expectRefused(await call(mock, 'GET', `/eapi/v0/${endpoint}?${query}`), 400, field, `${endpoint} ${query}`);
    }
  });

  test('answers 500 for an amount that is no decimal under nat-invalid-input-500 only; zero stays 400', async () => {
    const mock = buildMock({ faults: ['nat-invalid-input-500'] });
    for (const endpoint of ['price', 'quote']) {
      expect((await call(mock, 'GET', `/eapi/v0/${endpoint}?source=EUR&target=BTC&amount=abc`)).status).toBe(500);
      expect((await call(mock, 'GET', `/eapi/v0/${endpoint}?source=EUR&target=BTC&amount=0`)).status).toBe(400);
    }
    expect(
      (
        await call(mock, 'POST', '/eapi/v0/ramps', {
          identityReference: 'idr-ready-7f3a9c',
          externalCustomerId: 'c',
          source: 'EUR',
          target: 'BTC',
          amount: 'abc',
          walletAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        })
      ).status,
      'a ramp is not the price endpoint',
    ).toBe(400);
  });
});

test.describe('mock Native API quote', () => {
  test('locks the indicative price of the moment for 180 s of mock time', async () => {
    const mock = buildMock();
    const before = mock.clock.nowMs();
    const indicative = await call(mock, 'GET', `/eapi/v0/price?${eurBtc}`);
    const { status, type, body } = await call(mock, 'GET', `/eapi/v0/quote?${eurBtc}`);
    expect(status).toBe(200);
    expect(type).toBe('application/json; charset=utf-8');
    expect(Object.keys(body)).toEqual(['quoteId', 'source', 'target', 'amount', 'price', 'targetAmount', 'expiresAt']);
    expect(body).toMatchObject({ source: 'EUR', target: 'BTC', amount: '100.00' });
    expect(body.quoteId).toMatch(/^quo-/);
    expect(body.price).toMatch(decimal);
    expect(body.targetAmount).toBe((100 / Number(body.price)).toFixed(8));
    // The same spot price, a few milliseconds of drift apart.
    expect(Math.abs(Number(body.price) / Number(indicative.body.price) - 1)).toBeLessThan(0.0001);
    expect(body.expiresAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const lock = Date.parse(body.expiresAt) - before;
    expect(lock).toBeGreaterThanOrEqual(180_000);
    expect(lock).toBeLessThan(181_000);
  });

  test('expiresAt follows the mock clock', async () => {
    const mock = buildMock();
    mock.clock.advance(86_400);
    const { body } = await call(mock, 'GET', `/eapi/v0/quote?${eurBtc}`);
    expect(Math.abs(Date.parse(body.expiresAt) - (Date.now() + 86_400_000 + 180_000))).toBeLessThan(2000);
  });

  test('each quote is a fresh quoteId', async () => {
    const mock = buildMock();
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) ids.add((await call(mock, 'GET', `/eapi/v0/quote?${eurBtc}`)).body.quoteId);
    expect(ids.size).toBe(5);
  });
});

test.describe('mock Native API quoteId outside ramp creation', () => {
  test('is refused with 400 in the query or body of every other operation', async () => {
    const mock = buildMock();
    const cases: [string, 'GET' | 'POST', string, object?][] = [
      ['price', 'GET', `/eapi/v0/price?${eurBtc}&quoteId=quo-1`],
      ['quote', 'GET', `/eapi/v0/quote?${eurBtc}&quoteId=quo-1`],
      ['identity fetch', 'GET', '/eapi/v0/identities/idr-ready-7f3a9c?quoteId=quo-1'],
      [
        'identity creation',
        'POST',
        '/eapi/v0/identities',
        { email: 'q@example.test', externalCustomerId: 'c', quoteId: 'quo-1' },
      ],
      [
        'identity creation, query',
        'POST',
        '/eapi/v0/identities?quoteId=quo-1',
        { email: 'q@example.test', externalCustomerId: 'c' },
      ],
      [
        'limits',
        'POST',
        '/eapi/v0/identities/idr-ready-7f3a9c/limits',
        { fiat: 'EUR', transactionType: 'buy', quoteId: 'quo-1' },
      ],
    ];
    for (const [what, method, url, payload] of cases)
      expectRefused(await call(mock, method, url, payload), 400, 'quoteId', what);
    // Nothing was created by the refused creation.
    expect((await call(mock, 'GET', '/eapi/v0/identities/any?email=q%40example.test')).status).toBe(404);
  });

  test(
    'a real quoteId is refused on the price endpoint too; nat-quote-id-on-price honours it there only, ' +
      'answering it back',
    async () => {
      const mock = buildMock();
      const { quoteId } = (await call(mock, 'GET', `/eapi/v0/quote?${eurBtc}`)).body;
      expect((await call(mock, 'GET', `/eapi/v0/price?${eurBtc}&quoteId=${quoteId}`)).status).toBe(400);
      const faulty = buildMock({ faults: ['nat-quote-id-on-price'] });
      const answer = await call(faulty, 'GET', `/eapi/v0/price?${eurBtc}&quoteId=${quoteId}`);
      expect(answer.status).toBe(200);
      expect(answer.body.quoteId).toBe(quoteId);
      expect((await call(faulty, 'GET', `/eapi/v0/quote?${eurBtc}&quoteId=${quoteId}`)).status).toBe(400);
    },
  );
});

test.describe('mock Native API price faults', () => {
  test('nat-price-with-quote-id: the indicative answer carries a quoteId', async () => {
    const { body } = await call(buildMock({ faults: ['nat-price-with-quote-id'] }), 'GET', `/eapi/v0/price?${eurBtc}`);
    expect(typeof body.quoteId).toBe('string');
  });

  test('nat-quote-price-off: the locked price is 20 % above the indicative one', async () => {
    const mock = buildMock({ faults: ['nat-quote-price-off'] });
    const indicative = Number((await call(mock, 'GET', `/eapi/v0/price?${eurBtc}`)).body.price);
    const { body } = await call(mock, 'GET', `/eapi/v0/quote?${eurBtc}`);
    expect(Number(body.price) / indicative).toBeCloseTo(1.2, 3);
    expect(body.targetAmount).toBe((100 / Number(body.price)).toFixed(8));
  });

  test('nat-html-content-type: every Native API answer is labelled text/html, refusals too', async () => {
    const mock = buildMock({ faults: ['nat-html-content-type'] });
    expect((await call(mock, 'GET', `/eapi/v0/price?${eurBtc}`)).type).toBe('text/html; charset=utf-8');
    const refused = await mock.apps.sandbox.inject({ method: 'GET', url: `/eapi/v0/price?${eurBtc}` });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});
