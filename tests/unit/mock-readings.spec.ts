import { test, expect } from '@playwright/test';
import { parseCliArguments } from '../../mock/cli-arguments';
import { mockReadingOf, mockReadings, otherReadings, profileOf, type MockReading } from '../../mock/readings';
import { faithfulSeams } from '../../mock/seams';
import { buildMock, defaultCredentials, defaultPartnerCredentials as partners, type Mock } from '../../mock/service';
import { seamsOf } from '../../mock/variations';
import { assumptionById } from '../../rules/assumptions';
import { call } from './mock-native-call';

const reading = (name: string) => mockReadingOf(name) as MockReading;
const all = 'start_date=2000-01-01&end_date=2100-12-31';

async function list(mock: Mock, query: string) {
  const response = await mock.apps.sandbox.inject({
    method: 'GET',
    url: `/api/orders?${all}&${query}`,
    headers: { authorization: `Bearer ${defaultCredentials.sandbox}` },
  });
  return { status: response.statusCode, body: response.json() };
}

test(
  'every mock reading is a reading its row knows, and --readings other takes each row the suite does not ' +
    'default to',
  () => {
    for (const reading of mockReadings as readonly MockReading[]) {
      const row = assumptionById(reading.row)!;
      if (row.readings) expect(Object.keys(row.readings)).toContain(reading.value);
      // A row of values: the reading sets keys of its row, and the probe must find them.
      else expect(Object.keys(row.defaults)).toEqual(expect.arrayContaining(Object.keys(profileOf(reading))));
    }
    for (const reading of otherReadings())
      expect(
        Object.entries(profileOf(reading)).some(([key, value]) => assumptionById(reading.row)!.defaults[key] !== value),
      ).toBe(true);
    expect(new Set(otherReadings().map((r) => r.row)).size).toBe(otherReadings().length);
  },
);

test('the CLI takes readings by row and value, and names what it knows when refused', () => {
  const parsed = parseCliArguments(
    ['--reading', 'ASSUME-NAT-PRICE-FIELD=rate', '--reading=ASSUME-LEG-AUTH=signed'],
    4010,
  );
  expect(typeof parsed === 'string' ? parsed : parsed.readings.map((r) => `${r.row}=${r.value}`)).toEqual([
    'ASSUME-NAT-PRICE-FIELD=rate',
    'ASSUME-LEG-AUTH=signed',
  ]);
  expect(parseCliArguments(['--reading', 'ASSUME-NAT-PRICE-FIELD=cost'], 4010)).toBe(
    '--reading: ASSUME-NAT-PRICE-FIELD takes rate in the mock, not "cost"',
  );
  expect(parseCliArguments(['--reading', 'ASSUME-NOPE=x'], 4010)).toMatch(
    /^--reading: the mock has no readings of "ASSUME-NOPE"/,
  );
  expect(parseCliArguments(['--reading', 'ASSUME-LEG-AUTH=signed', '--reading', 'ASSUME-LEG-AUTH=static'], 4010)).toBe(
    '--reading: ASSUME-LEG-AUTH given twice',
  );
  const other = parseCliArguments(['--readings', 'other'], 4010);
  expect(typeof other === 'string' ? other : other.readings.length).toBe(otherReadings().length);
  expect(parseCliArguments(['--readings', 'all'], 4010)).toMatch(/^--readings takes 'other'/);
});

test('seams start faithful, and a reading changes only the seams it names', () => {
  expect(seamsOf([])).toEqual(faithfulSeams);
  expect(seamsOf([reading('ASSUME-NAT-PRICE-FIELD=rate')])).toEqual({ ...faithfulSeams, nativePriceField: 'rate' });
  expect(() => seamsOf([reading('ASSUME-LEG-AUTH=signed'), reading('ASSUME-LEG-AUTH=static')])).toThrow(
    'two readings of ASSUME-LEG-AUTH',
  );
});

test('ASSUME-LEG-META-PLACE=in-data: meta inside data, the same values', async () => {
  const faithful = await list(buildMock(), 'per_page=10');
  const inData = await list(buildMock({ readings: [reading('ASSUME-LEG-META-PLACE=in-data')] }), 'per_page=10');
  expect(inData.body.meta).toBeUndefined();
  expect(inData.body.data.meta).toEqual(faithful.body.meta);
});

test(
  'ASSUME-PER-PAGE-ABOVE-MAX=refused and ASSUME-PAST-LAST-PAGE=refused answer 422; faithful caps and ' + 'empties',
  async () => {
    const faithful = buildMock();
    expect((await list(faithful, 'per_page=500')).body.meta.per_page).toBe(200);
    expect((await list(faithful, 'per_page=200&page=9')).body.data.orders).toEqual([]);
    const refusing = buildMock({
      readings: [reading('ASSUME-PER-PAGE-ABOVE-MAX=refused'), reading('ASSUME-PAST-LAST-PAGE=refused')],
    });
    expect((await list(refusing, 'per_page=500')).status).toBe(422);
    expect((await list(refusing, 'per_page=200&page=9')).status).toBe(422);
    expect((await list(refusing, 'per_page=200&page=2')).status).toBe(200);
  },
);

test(
  'ASSUME-NAT-PRICE-FIELD=rate, ASSUME-NAT-AMOUNT-REQUIRED=optional, ' + 'ASSUME-NAT-QUOTEID-ELSEWHERE=ignored',
  async () => {
    const faithful = buildMock();
    expect((await call(faithful, 'GET', '/eapi/v0/price?source=EUR&target=BTC')).status).toBe(400);
    const quote = await call(faithful, 'GET', '/eapi/v0/quote?source=EUR&target=BTC&amount=100');
    expect(
      (await call(faithful, 'GET', `/eapi/v0/price?source=EUR&target=BTC&amount=100&quoteId=${quote.body.quoteId}`))
        .status,
    ).toBe(400);

    const other = buildMock({
      readings: [
        'ASSUME-NAT-PRICE-FIELD=rate',
        'ASSUME-NAT-AMOUNT-REQUIRED=optional',
        'ASSUME-NAT-QUOTEID-ELSEWHERE=ignored',
      ].map(reading),
    });
    const price = await call(other, 'GET', '/eapi/v0/price?source=EUR&target=BTC');
    expect(price.status).toBe(200);
    expect(price.body).toMatchObject({ amount: '100', rate: expect.any(String) });
    expect(price.body.price).toBeUndefined();
    const locked = await call(other, 'GET', '/eapi/v0/quote?source=EUR&target=BTC&amount=100');
    expect(locked.body.rate).toEqual(expect.any(String));
    const ignored = await call(
      other,
      'GET',
      `/eapi/v0/price?source=EUR&target=BTC&amount=100&quoteId=${locked.body.quoteId}`,
    );
    expect(ignored.status).toBe(200);
    expect(ignored.body.quoteId).toBeUndefined();
  },
);

test(
  'ASSUME-NAT-PAYLOADS=other: requests need none of the inputs specs/native.yaml requires; answers name ' +
    'undocumented fields otherwise',
  async () => {
    const faithful = buildMock();
    expect((await call(faithful, 'GET', '/eapi/v0/price')).status).toBe(400);
    expect((await call(faithful, 'POST', '/eapi/v0/identities', {})).status).toBe(400);

    const other = buildMock({ readings: [reading('ASSUME-NAT-PAYLOADS=other')] });
    const price = await call(other, 'GET', '/eapi/v0/price?amount=abc');
    expect(price.status).toBe(200);
    expect(price.body).toMatchObject({ source: 'EUR', target: 'BTC', fromAmount: '100', toAmount: expect.any(String) });
    expect(price.body.targetAmount).toBeUndefined();
    expect((await call(other, 'POST', '/eapi/v0/identities', {})).body).toMatchObject({
      identityReference: expect.any(String),
      paymentReady: false,
    });
    expect((await call(other, 'POST', '/eapi/v0/identities/idr-ready-7f3a9c/limits', {})).status).toBe(200);
    const ramp = await call(other, 'POST', '/eapi/v0/ramps', { externalCustomerId: 'cust-1' });
    expect(ramp.status).toBe(200);
    expect(ramp.body.rampId).toEqual(expect.any(String));
    // What the document states holds in every reading: externalCustomerId on a ramp, paymentReady false.
    expect((await call(other, 'POST', '/eapi/v0/ramps', {})).status).toBe(400);
    expect(
      (
        await call(other, 'POST', '/eapi/v0/ramps', {
          externalCustomerId: 'cust-1',
          identityReference: 'idr-waiting-2b8d1e',
        })
      ).status,
    ).toBe(422);
  },
);

test(
  'ASSUME-NAT-RAMP-QUOTEID=required: ' + 'a ramp without quoteId is refused, one with a fresh quoteId created',
  async () => {
    const ramp = {
      identityReference: 'idr-ready-7f3a9c',
      externalCustomerId: 'cust-1',
      source: 'EUR',
      target: 'BTC',
      amount: '100.00',
      walletAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    };
    expect((await call(buildMock(), 'POST', '/eapi/v0/ramps', ramp)).status).toBe(200);
    const requiring = buildMock({ readings: [reading('ASSUME-NAT-RAMP-QUOTEID=required')] });
    expect((await call(requiring, 'POST', '/eapi/v0/ramps', ramp)).status).toBe(400);
    const quote = await call(requiring, 'GET', '/eapi/v0/quote?source=EUR&target=BTC&amount=100.00');
    expect((await call(requiring, 'POST', '/eapi/v0/ramps', { ...ramp, quoteId: quote.body.quoteId })).status).toBe(
      200,
    );
  },
);

test(
  'ASSUME-EMPTY-REQUIRED=served: an empty reference, identifier or URL is taken as given, an empty code ' +
    'still refused; faithful refuses each',
  async () => {
    const order = {
      account_reference: 'probe',
      source: 'EUR',
      target: 'BTC',
      wallet_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      return_url_on_success: 'https://partner.example/ok',
    };
    const create = async (mock: Mock, body: object) =>
      (
        await mock.apps.sandbox.inject({
          method: 'POST',
          url: '/api/orders',
          payload: body,
          headers: { authorization: `Bearer ${defaultCredentials.sandbox}` },
        })
      ).statusCode;
    const ramp = {
      identityReference: 'idr-ready-7f3a9c',
      externalCustomerId: '',
      source: 'EUR',
      target: 'BTC',
      amount: '100',
      walletAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    };
    const faithful = buildMock();
    const served = buildMock({ readings: [reading('ASSUME-EMPTY-REQUIRED=served')] });
    for (const field of ['account_reference', 'return_url_on_success', 'source'])
      expect(await create(faithful, { ...order, [field]: '' }), field).toBe(422);
    expect(await create(served, { ...order, account_reference: '' })).toBe(200);
    expect(await create(served, { ...order, return_url_on_success: '' })).toBe(200);
    expect(await create(served, { ...order, source: '' })).toBe(422);
    expect((await call(faithful, 'POST', '/eapi/v0/ramps', ramp)).status).toBe(400);
    expect((await call(served, 'POST', '/eapi/v0/ramps', ramp)).status).toBe(200);
    expect((await call(served, 'GET', '/eapi/v0/price?source=&target=BTC&amount=100')).status).toBe(400);
  },
);

test(
  "ASSUME-LEG-LIST-FRESH=lagging: a new order is in its customer's list from the third read of its first " +
    'page; faithful lists it at once',
  async () => {
    const order = {
      account_reference: 'probe-lag',
      source: 'EUR',
      target: 'BTC',
      source_amount: '100',
      wallet_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      return_url_on_success: 'https://partner.example/ok',
    };
    const reads = async (mock: Mock) => {
      const created = (
        await mock.apps.sandbox.inject({
          method: 'POST',
          url: '/api/orders',
          payload: order,
          headers: { authorization: `Bearer ${defaultCredentials.sandbox}` },
        })
      ).json().data.order.id;
      const counts: number[] = [];
      for (let read = 0; read < 3; read++)
        counts.push(
          (await list(mock, 'account_reference=probe-lag')).body.data.orders.filter(
            (listed: { id: unknown }) => listed.id === created,
          ).length,
        );
      return counts;
    };
    expect(await reads(buildMock())).toEqual([1, 1, 1]);
    expect(await reads(buildMock({ readings: [reading('ASSUME-LEG-LIST-FRESH=lagging')] }))).toEqual([0, 0, 1]);
  },
);

test(
  'ASSUME-HC-CUSTOMER-ID-CHARACTERS=restricted: an id outside printable ASCII or over 64 characters ' +
    'refused as other Hosted validations; faithful serves each',
  async () => {
    const buy = async (mock: Mock, externalCustomerId: string) => {
      const response = await mock.apps.sandbox.inject({
        method: 'POST',
        url: `/${partners.sandbox.partnerRef}/v2/buy`,
        headers: { 'x-api-key': partners.sandbox.apiKey, 'content-type': 'application/json' },
        payload: {
          externalCustomerId,
          crypto: 'BTC',
          fiat: 'EUR',
          fiatAmount: '100.00',
          walletAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
          redirectUrl: 'https://partner.example/return',
        },
      });
      return { status: response.statusCode, body: response.json() };
    };
    const faithful = buildMock();
    const restricted = buildMock({ readings: [reading('ASSUME-HC-CUSTOMER-ID-CHARACTERS=restricted')] });
    const outside = ['cust-café', `cust-${'ü'.repeat(59)}`, 'cust-注文', 'cust-😀', `cust-${'a'.repeat(60)}`];
    // The generated suite's ASCII edge, and the longest id taken.
    const inside = ['cust-"quoted" \'single\' \\ <b>&amp;</b> {50%}', `cust-${'a'.repeat(59)}`, 'cust-probe-1a2b3c4d'];
    for (const id of [...outside, ...inside]) expect((await buy(faithful, id)).status, id).toBe(200);
    for (const id of outside) {
      const answer = await buy(restricted, id);
      expect(answer.status, id).toBe(400);
      expect(answer.body.error, id).toEqual({ code: 4002, message: 'Validation error', field: 'externalCustomerId' });
    }
    for (const id of inside) expect((await buy(restricted, id)).body.externalCustomerId, id).toBe(id);
  },
);

test(
  'ASSUME-HC-ERROR-CODE=top-level and ASSUME-NAT-ERROR-CODE=errors: a 400 carries its code there, the same ' +
    'code; faithful under error',
  async () => {
    const buy = async (mock: Mock) => {
      const response = await mock.apps.sandbox.inject({
        method: 'POST',
        url: `/${partners.sandbox.partnerRef}/v2/buy`,
        headers: { 'x-api-key': partners.sandbox.apiKey, 'content-type': 'application/json' },
        payload: {
          crypto: 'BTC',
          fiat: 'EUR',
          fiatAmount: '100.00',
          walletAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
          redirectUrl: 'https://partner.example/return',
        },
      });
      return { status: response.statusCode, body: response.json() };
    };
    const faithful = buildMock();
    expect(await buy(faithful)).toMatchObject({
      status: 400,
      body: { error: { code: 4002, field: 'externalCustomerId' } },
    });
    expect(await call(faithful, 'GET', '/eapi/v0/price?source=EUR&target=BTC&amount=abc')).toMatchObject({
      status: 400,
      body: { error: { code: 400 } },
    });

    const other = buildMock({
      readings: [reading('ASSUME-HC-ERROR-CODE=top-level'), reading('ASSUME-NAT-ERROR-CODE=errors')],
    });
    const hosted = await buy(other);
    expect(hosted).toMatchObject({
      status: 400,
      body: { code: 4002, field: 'externalCustomerId', traceId: expect.any(String) },
    });
    expect(hosted.body.error).toBeUndefined();
    const native = await call(other, 'GET', '/eapi/v0/price?source=EUR&target=BTC&amount=abc');
    expect(native).toMatchObject({ status: 400, body: { errors: { code: 400 } } });
    expect(native.body.error).toBeUndefined();
    // Code 81, a 422 the document names: in the same place.
    const email = { email: 'twice@example.test', externalCustomerId: 'cust-twice' };
    expect((await call(other, 'POST', '/eapi/v0/identities', email)).status).toBe(200);
    expect(await call(other, 'POST', '/eapi/v0/identities', email)).toMatchObject({
      status: 422,
      body: { errors: { code: 81 } },
    });
    // Not a 400 or 422: a 404 keeps the mock's body.
    expect(await call(other, 'GET', '/eapi/v0/nothing-here')).toMatchObject({
      status: 404,
      body: { error: { code: 404 } },
    });
  },
);
