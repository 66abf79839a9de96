import { test, expect } from '@playwright/test';
import { buildMock, type Mock } from '../../mock/service';
import { call, type Env } from './mock-native-call';

const ramp = {
  identityReference: 'idr-ready-7f3a9c',
  externalCustomerId: 'cust-ramp-0001',
  source: 'EUR',
  target: 'BTC',
  amount: '100.00',
  walletAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
};
const createRamp = (mock: Mock, payload: object, env?: Env) => call(mock, 'POST', '/eapi/v0/ramps', payload, env);
const quote = async (mock: Mock, query = 'source=EUR&target=BTC&amount=100.00', env?: Env) =>
  (await call(mock, 'GET', `/eapi/v0/quote?${query}`, undefined, env)).body;
/** A ramp on a fresh quote, `seconds` of mock time after the quote was locked. */
async function rampAfter(mock: Mock, seconds: number) {
  const { quoteId } = await quote(mock);
  mock.clock.advance(seconds);
  return createRamp(mock, { ...ramp, quoteId });
}

function expectError(
  answer: Awaited<ReturnType<typeof call>>,
  status: number,
  field: string | undefined,
  what: string,
) {
  expect(answer.status, what).toBe(status);
  expect(answer.type, what).toBe('application/json; charset=utf-8');
  expect(answer.body.error.code, what).toBe(status);
  expect(answer.body.error.field, what).toBe(field);
  expect(typeof answer.body.traceId, what).toBe('string');
}

test.describe('mock Native API ramps', () => {
  test('creates a pending bank-transfer ramp at the indicative price', async () => {
    const mock = buildMock();
    const indicative = (await call(mock, 'GET', '/eapi/v0/price?source=EUR&target=BTC&amount=100.00')).body.price;
    const { status, type, body } = await createRamp(mock, ramp);
    expect(status).toBe(200);
    expect(type).toBe('application/json; charset=utf-8');
    expect(Object.keys(body)).toEqual([
      'id',
      'status',
      'identityReference',
      'externalCustomerId',
      'source',
      'target',
      'amount',
      'price',
    ]);
    expect(body).toMatchObject({
      status: 'pending',
      identityReference: ramp.identityReference,
      externalCustomerId: ramp.externalCustomerId,
      source: 'EUR',
      target: 'BTC',
      amount: '100.00',
    });
    expect(typeof body.id).toBe('string');
    expect(Math.abs(Number(body.price) / Number(indicative) - 1)).toBeLessThan(0.0001);
    expect((await createRamp(mock, ramp)).body.id, 'a fresh id per ramp').not.toBe(body.id);
  });

  test('a sell ramp: coin to fiat, the address on the coin network', async () => {
    const { status, body } = await createRamp(buildMock(), {
      ...ramp,
      source: 'eth',
      target: 'eur',
      amount: '0.5',
      walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ source: 'ETH', target: 'EUR', amount: '0.5' });
    expect(body.price).toMatch(/^0\.\d{8}$/);
  });

  test('uses the price of a live quote and echoes its quoteId', async () => {
    const mock = buildMock();
    const locked = await quote(mock);
    mock.clock.advance(100);
    const { status, body } = await createRamp(mock, { ...ramp, quoteId: locked.quoteId });
    expect(status).toBe(200);
    expect(body.price).toBe(locked.price);
    expect(body.quoteId).toBe(locked.quoteId);
  });

  test('accepts a quote 170 s old and refuses one 190 s old, on the mock clock', async () => {
    expect((await rampAfter(buildMock(), 170)).status).toBe(200);
    const expired = await rampAfter(buildMock(), 190);
    expectError(expired, 422, 'quoteId', 'a quote 190 s old');
    expect(expired.body.error.message).toMatch(/expired/);
  });

  test('refuses an unknown quoteId, one for another pair or of the other environment, with 422', async () => {
    const mock = buildMock();
    expectError(await createRamp(mock, { ...ramp, quoteId: 'quo-unknown' }), 422, 'quoteId', 'unknown');
    const eth = await quote(mock, 'source=EUR&target=ETH&amount=100.00');
    expectError(await createRamp(mock, { ...ramp, quoteId: eth.quoteId }), 422, 'quoteId', 'another target');
    const usd = await quote(mock, 'source=USD&target=BTC&amount=100.00');
    expectError(await createRamp(mock, { ...ramp, quoteId: usd.quoteId }), 422, 'quoteId', 'another source');
    const production = await quote(mock, undefined, 'production');
    expectError(
      await createRamp(mock, { ...ramp, quoteId: production.quoteId }),
      422,
      'quoteId',
      'the other environment',
    );
  });

  test('refuses a ramp for an identity whose paymentReady is false with 422', async () => {
    const answer = await createRamp(buildMock(), { ...ramp, identityReference: 'idr-waiting-2b8d1e' });
    expectError(answer, 422, 'identityReference', 'not payment-ready');
    expect(answer.body.error.message).toBe('paymentReady is false: complete the requirements first');
  });

  test('refuses an identity created just now: it is not payment-ready', async () => {
    const mock = buildMock();
    const { identityReference } = (
      await call(mock, 'POST', '/eapi/v0/identities', {
        email: 'fresh.ramp@example.test',
        externalCustomerId: 'cust-ramp-0002',
      })
    ).body;
    expectError(await createRamp(mock, { ...ramp, identityReference }), 422, 'identityReference', 'a fresh identity');
  });

  test('refuses an unknown identity with 404', async () => {
    expectError(
      await createRamp(buildMock(), { ...ramp, identityReference: 'idr-unknown00000' }),
      404,
      undefined,
      'unknown',
    );
  });

  test('refuses a missing or malformed field with 400, before the identity and the quote are looked at', async () => {
    const mock = buildMock();
    const cases: [string, object, string | undefined][] = [
      ['no externalCustomerId', { ...ramp, externalCustomerId: undefined }, 'externalCustomerId'],
      ['empty externalCustomerId', { ...ramp, externalCustomerId: '' }, 'externalCustomerId'],
      ['no identityReference', { ...ramp, identityReference: undefined }, 'identityReference'],
      ['no source', { ...ramp, source: undefined }, 'source'],
      ['no target', { ...ramp, target: undefined }, 'target'],
      ['no pair', { ...ramp, target: 'DOGE' }, 'target'],
      ['no amount', { ...ramp, amount: undefined }, 'amount'],
      ['amount as a number', { ...ramp, amount: 100 }, 'amount'],
      ['amount zero', { ...ramp, amount: '0' }, 'amount'],
      ['no walletAddress', { ...ramp, walletAddress: undefined }, 'walletAddress'],
      [
        'walletAddress of another network',
        { ...ramp, walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7' },
        'walletAddress',
      ],
      ['quoteId as a number', { ...ramp, quoteId: 7 }, 'quoteId'],
      ['an array', [ramp], undefined],
      // The identity is not payment-ready and unknown quote: the payload is still refused first.
      [
        'no externalCustomerId, not ready',
        { ...ramp, externalCustomerId: undefined, identityReference: 'idr-waiting-2b8d1e', quoteId: 'quo-unknown' },
        'externalCustomerId',
      ],
    ];
    for (const [what, payload, field] of cases) expectError(await createRamp(mock, payload), 400, field, what);
  });

  test('is not rate limited', async () => {
    const mock = buildMock();
    for (let i = 0; i < 150; i++) {
      const answer = await call(mock, 'GET', '/eapi/v0/price?source=EUR&target=BTC&amount=100.00');
      expect(answer.status).toBe(200);
      expect(answer.headers['retry-after']).toBeUndefined();
    }
  });

  test('control /reset forgets quotes and ramps', async () => {
    const mock = buildMock();
    const { quoteId } = await quote(mock);
    await createRamp(mock, { ...ramp, quoteId });
    expect(mock.environments.sandbox.state.ramps.size).toBe(1);
    expect((await mock.apps.control.inject({ method: 'POST', url: '/reset' })).statusCode).toBe(200);
    expect(mock.environments.sandbox.state.ramps.size).toBe(0);
    expectError(await createRamp(mock, { ...ramp, quoteId }), 422, 'quoteId', 'a quote from before the reset');
  });
});

test.describe('mock Native API ramp faults', () => {
  test('nat-quote-expires-early: a 60 s lock, and expiresAt says so', async () => {
    const mock = buildMock({ faults: ['nat-quote-expires-early'] });
    const locked = await quote(mock);
    expect(Math.abs(Date.parse(locked.expiresAt) - mock.clock.nowMs() - 60_000)).toBeLessThan(1000);
    mock.clock.advance(61);
    expect((await createRamp(mock, { ...ramp, quoteId: locked.quoteId })).status).toBe(422);
  });

  test('nat-quote-never-expires: any age prices the ramp, yet a quote for another pair is still refused', async () => {
    const mock = buildMock({ faults: ['nat-quote-never-expires'] });
    expect((await rampAfter(mock, 86_400)).status).toBe(200);
    const eth = await quote(mock, 'source=EUR&target=ETH&amount=100.00');
    expect((await createRamp(mock, { ...ramp, quoteId: eth.quoteId })).status).toBe(422);
  });

  test('nat-ramp-unready-accepted and nat-ramp-without-external-id', async () => {
    const unready = await createRamp(buildMock({ faults: ['nat-ramp-unready-accepted'] }), {
      ...ramp,
      identityReference: 'idr-waiting-2b8d1e',
    });
    expect(unready.status).toBe(200);
    const anonymous = await createRamp(buildMock({ faults: ['nat-ramp-without-external-id'] }), {
      ...ramp,
      externalCustomerId: undefined,
    });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.externalCustomerId).toBe('');
  });
});
