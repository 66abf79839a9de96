import { test, expect } from '@playwright/test';
import { parseCliArguments } from '../../mock/cli-arguments';
import { realServiceDeviations, type RealServiceName } from '../../mock/real-service';
import { buildMock, defaultCredentials, type Mock } from '../../mock/service';
import { customerAgents } from '../../partner/customer-agents';
import { agentOf, mayOfferPaymentMethod } from '../../partner/supported-agents';

/**
 * The real service's shapes (mock/real-service.ts) in-process: each `--real-service=NAME` puts its shape on the wire,
 * and no other shape's probe sees a change; `--real-service` puts every one on at once.
 */
type Json = any;

const all = 'start_date=2000-01-01&end_date=2100-12-31';
const buy = {
  account_reference: 'probe',
  source: 'EUR',
  target: 'BTC',
  source_amount: '100',
  wallet_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  return_url_on_success: 'https://partner.example/ok',
};

/** `auth`: the sandbox credential, none, or this credential (one the mock refuses). */
async function send(mock: Mock, method: 'GET' | 'POST', url: string, payload?: object, auth: boolean | string = true) {
  const headers: Record<string, string> = { host: '127.0.0.1', accept: 'application/json', 'x-request-id': 'probe' };
  if (auth) headers.authorization = `Bearer ${auth === true ? defaultCredentials.sandbox : auth}`;
  const response = await mock.apps.sandbox.inject({ method, url, payload, headers });
  return { status: response.statusCode, body: response.json<Json>() };
}
const get = (mock: Mock, url: string) => send(mock, 'GET', url);
/** Both pages of the 250 seed orders. */
async function listedOrders(mock: Mock): Promise<Json[]> {
  const pages = [
    await get(mock, `/api/orders?${all}&per_page=200`),
    await get(mock, `/api/orders?${all}&per_page=200&page=2`),
  ];
  return pages.flatMap((page) => page.body.data.orders);
}
const coinChains = async (mock: Mock): Promise<Json[]> =>
  (await get(mock, '/api/coins/buy')).body.data.coins.flatMap((coin: Json) => coin.blockchains);
const sell = {
  ...buy,
  source: 'BTC',
  target: 'EUR',
  source_amount: '0.01',
  wallet_address: undefined,
  refund_address: buy.wallet_address,
};
const created = async (mock: Mock): Promise<Json> => (await send(mock, 'POST', '/api/orders', buy)).body.data.order;
const methods = async (mock: Mock): Promise<Json[]> =>
  (await get(mock, '/api/payment-methods')).body.data.payment_methods;

/** True when the shape is on the wire. */
const probes: Record<RealServiceName, (mock: Mock) => Promise<boolean>> = {
  'real-unsettled-nulls': async (mock) =>
    (await listedOrders(mock)).some((order) => order.payment_type === null && order.tx_hash === null),
  'real-list-created-at': async (mock) =>
    (await listedOrders(mock)).some((order) => /^\d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2}:\d{2}$/.test(order.created_at)),
  'real-list-blockchain': async (mock) =>
    (await listedOrders(mock)).some(
      (order) =>
        Number.isInteger(order.blockchain.id) &&
        !('contract_id' in order.blockchain) &&
        !('network_id' in order.blockchain),
    ),
  'real-list-422': async (mock) => {
    // Every field refused is named: both dates, when both are wrong.
    const { status, body } = await get(mock, `/api/orders?end_date=2100-13-31`);
    return (
      status === 422 &&
      !Array.isArray(body.errors) &&
      body.errors?.code === 422 &&
      typeof body.errors.detail?.start_date === 'string' &&
      typeof body.errors.detail?.end_date === 'string'
    );
  },
  'real-coins-without-address-tag': async (mock) => (await coinChains(mock)).some((chain) => !('address_tag' in chain)),
  'real-list-per-page-string': async (mock) =>
    (await get(mock, `/api/orders?${all}&per_page=5`)).body.meta.per_page === '5',
  'real-create-payment-ids': async (mock) => 'payment_id' in (await created(mock)),
  'real-order-extras': async (mock) =>
    (await listedOrders(mock)).some((order) => 'created_date' in order && 'tx_confirms' in order),
  'real-create-without-country': async (mock) => !('country' in (await created(mock))),
  // A sell's alone: a buy keeps its documented form, its checkout URL.
  'real-create-full-record': async (mock) => {
    const order = (await send(mock, 'POST', '/api/orders', sell)).body.data.order;
    return (
      !('checkout_url' in order) &&
      order.status === 'pendingPayment' &&
      'tx_confirms' in order &&
      'checkout_url' in (await created(mock))
    );
  },
  'real-create-full-record-buy': async (mock) => {
    const order = await created(mock);
    return (
      !('checkout_url' in order) &&
      order.status === 'pendingPayment' &&
      order.fee_tax === null &&
      /^\d{2}-[A-Z][a-z]{2}-\d{4}$/.test(order.created_date)
    );
  },
  'real-coins-without-min-value': async (mock) => (await coinChains(mock)).some((chain) => !('min_value' in chain)),
  'real-limits-as-strings': async (mock) =>
    (await get(mock, '/api/payment-methods')).body.data.payment_methods.some((method: Json) =>
      method.transaction_limits.some((limit: Json) => typeof limit.min === 'string'),
    ),
  'real-order-statuses': async (mock) =>
    (await listedOrders(mock)).some((order) => ['expired', 'pendingPayment', 'in progress'].includes(order.status)),
  'real-checkout-url': async (mock) => {
    const url = (await created(mock)).checkout_url;
    if (typeof url !== 'string') return false;
    const query = new URL(url).searchParams;
    return ['expires', 'id', 'oid', 'signature'].every((key) => query.has(key));
  },
  'real-price-422': async (mock) => {
    // Keyed by the parameter refused, not a word of the message ("no quote for …"): two known codes, no pair.
    const { status, body } = await get(mock, '/api/prices?source=EUR&target=USD');
    return status === 422 && typeof body.errors?.[0]?.detail?.source === 'string';
  },
  'real-401': async (mock) => {
    const { status, body } = await send(mock, 'GET', '/api/countries', undefined, false);
    return status === 401 && !Array.isArray(body.errors) && body.errors?.code === 40103;
  },
  'real-401-40104': async (mock) => {
    const { status, body } = await send(mock, 'GET', '/api/countries', undefined, 'not-a-credential-of-this-mock');
    return status === 401 && !Array.isArray(body.errors) && body.errors?.code === 40104;
  },
  'real-401-older-array': async (mock) => {
    const { status, body } = await send(mock, 'GET', '/api/countries', undefined, false);
    return (
      status === 401 &&
      Array.isArray(body.errors) &&
      body.errors[0]?.code === '40103' &&
      body.errors[0]?.status === '401'
    );
  },
  // Tickers on every /api answer that names a network; the input side has a test of its own below.
  'real-network-codes': async (mock) => {
    const tickers = ['BTC', 'ETH', 'TRX', 'XRP', 'XLM', 'SOL', 'MATIC'];
    const chains = await coinChains(mock);
    // Polygon is the notes' MATIC: every ticker the notes name is listed.
    return (
      chains.every((chain) => tickers.includes(chain.code)) &&
      ['BTC', 'ETH', 'MATIC', 'XRP'].every((code) => chains.some((chain) => chain.code === code)) &&
      tickers.includes((await created(mock)).blockchain.code) &&
      (await listedOrders(mock)).every((order) => tickers.includes(order.blockchain.code))
    );
  },
  'real-payment-method-ids': async (mock) => {
    const listed = await methods(mock);
    return listed.every(
      (method) => Number.isInteger(method.id) && method.id >= 1000 && typeof method.paymentType === 'string',
    );
  },
  'real-supported-agents-lower-case': async (mock) => {
    const agents = (await methods(mock)).flatMap((method) => method.supported_agents ?? []);
    return (
      agents.length > 0 &&
      agents.every(
        (agent: Json) => agent.os === agent.os.toLowerCase() && agent.browser === agent.browser.toLowerCase(),
      )
    );
  },
  'real-fixed-fee': async (mock) =>
    (await methods(mock)).some((method) =>
      method.transaction_fees.some((entry: Json) => entry.fees.some((fee: Json) => fee.type === 'fixed')),
    ),
  'real-info-url': async (mock) => (await methods(mock)).every((method) => typeof method.info_url === 'string'),
  'real-400-3220': async (mock) => {
    const { status, body } = await get(mock, '/api/prices?source=XTS&target=BTC');
    return status === 400 && body.errors?.code === 3220 && body.errors?.status === 400;
  },
  'real-32-hex-ids': async (mock) => {
    const order = await created(mock);
    const hex = /^[0-9a-f]{32}$/;
    return (
      hex.test(order.id) &&
      hex.test(order.account_id) &&
      (await listedOrders(mock)).every((listed) => hex.test(listed.id) && hex.test(listed.account_id))
    );
  },
  'real-payment-type-codes': async (mock) => {
    const types = (await listedOrders(mock)).map((order) => order.payment_type).filter((type) => type !== null);
    return types.includes('CARD') && types.every((type) => /^[A-Z_]+$/.test(type));
  },
  'real-payment-type-names': async (mock) =>
    (await listedOrders(mock)).some((order) => order.payment_type === 'Credit or debit card'),
  // Its mock has a fault that crashes the bulk list for page without per_page (probeFaults): a 500 to shape.
  'real-500': async (mock) => {
    const { status, body } = await get(mock, `/api/orders?${all}&page=2`);
    return status === 500 && body.errors?.[0]?.code === 0 && body.errors[0].status === 500;
  },
  'real-price-422-target': async (mock) => {
    const { status, body } = await get(mock, '/api/prices?source=EUR&target=XYZ');
    const detail = body.errors?.[0]?.detail;
    return (
      status === 422 && (typeof detail === 'string' ? detail.startsWith('target ') : typeof detail?.target === 'string')
    );
  },
};

/** Faults a probe's mock carries besides: the faithful mock answers no 500, and real-500 shapes one. */
const probeFaults: Partial<Record<RealServiceName, string>> = { 'real-500': 'orders-page-without-per-page-500' };

async function shapesOnTheWire(...argv: string[]): Promise<string[]> {
  const seen: string[] = [];
  const mock = mockOf(...argv);
  for (const [name, probe] of Object.entries(probes)) {
    const fault = probeFaults[name as RealServiceName];
    mock.reset();
    if (await probe(fault ? mockOf(...argv, '--fault', fault) : mock)) seen.push(name);
  }
  return seen;
}

/** A mock as `mock ARGS` builds it. */
function mockOf(...argv: string[]): Mock {
  const args = parseCliArguments(argv, 4010);
  if (typeof args === 'string') throw new Error(args);
  return buildMock({ faults: args.faults, readings: args.readings, realService: args.realService });
}

test('the faithful mock shows no real-service shape', async () => {
  expect(await shapesOnTheWire()).toEqual([]);
});

for (const { name } of realServiceDeviations) {
  test(`--real-service=${name} puts its shape on the wire and changes nothing the other probes see`, async () => {
    expect(await shapesOnTheWire(`--real-service=${name}`)).toEqual([name]);
  });
}

test(
  '--real-service puts every shape on the wire at once, ' + 'but an older edition of one, which it names alone',
  async () => {
    expect(await shapesOnTheWire('--real-service')).toEqual(
      realServiceDeviations.filter((row) => !row.editionOf).map((row) => row.name),
    );
    expect(realServiceDeviations.filter((row) => row.editionOf).map((row) => row.name)).toEqual([
      'real-create-full-record-buy',
      'real-401-older-array',
      'real-payment-type-names',
    ]);
  },
);

test('real-unsettled-nulls: null only on unpaid, expired and sell orders; a paid buy keeps its tx_hash', async () => {
  const orders = await listedOrders(mockOf('--real-service=real-unsettled-nulls'));
  const paidBuys = orders.filter(
    (order) => ['coinTransferred', 'complete'].includes(order.status) && order.order_type === 'CRYPTO-BUY',
  );
  expect(paidBuys.length).toBeGreaterThan(0);
  for (const order of paidBuys)
    expect([order.tx_hash, order.payment_type], order.id).toEqual([expect.any(String), expect.any(String)]);
  for (const order of orders.filter((entry) => !paidBuys.includes(entry))) expect(order.tx_hash, order.id).toBeNull();
});

test(
  'real-network-codes: the blockchain input of prices and create takes the codes GET /api/coins lists, in ' +
    'either form',
  async () => {
    const cases = [
      [[], 'ethereum', 'ETH'],
      [['--real-service=real-network-codes'], 'ETH', 'ethereum'],
      [[], 'polygon', 'MATIC'],
      [['--real-service=real-network-codes'], 'MATIC', 'polygon'],
    ] as const;
    for (const [argv, listed, other] of cases) {
      const mock = mockOf(...argv);
      const usdt = (await get(mock, '/api/coins/buy')).body.data.coins.find((coin: Json) => coin.coin_code === 'USDT');
      expect(usdt.blockchains.map((chain: Json) => chain.code)).toContain(listed);
      expect((await get(mock, `/api/prices?source=EUR&target=USDT&blockchain=${listed}`)).status, listed).toBe(200);
      expect((await get(mock, `/api/prices?source=EUR&target=USDT&blockchain=${other}`)).status, other).toBe(422);
      const order = {
        ...buy,
        target: 'USDT',
        wallet_address: '0x52908400098527886E0F7030069857D2E4169EE7',
        blockchain: listed,
      };
      const answer = await send(mock, 'POST', '/api/orders', order);
      expect([answer.status, answer.body.data?.order?.blockchain?.code], listed).toEqual([200, listed]);
      expect((await send(mock, 'POST', '/api/orders', { ...order, blockchain: other })).status, other).toBe(422);
    }
  },
);

test(
  'real-network-codes: the bulk list names Polygon MATIC, as the notes write it, and polygon in the ' + 'faithful mock',
  async () => {
    for (const [argv, code] of [
      [[], 'polygon'],
      [['--real-service=real-network-codes'], 'MATIC'],
    ] as const) {
      const onPolygon = (await listedOrders(mockOf(...argv))).filter((order) => order.blockchain.code === code);
      expect(onPolygon.length, code).toBeGreaterThan(0);
      for (const order of onPolygon)
        expect([order.coin_code, order.blockchain.network_id], order.id).toEqual(['USDT', '137']);
    }
  },
);

test('real-payment-method-ids: the ids a listing gives are the ids prices quote and orders take', async () => {
  const mock = mockOf('--real-service=real-payment-method-ids');
  const card = (await methods(mock)).find((method) => method.name === 'Credit or debit card');
  expect(card.id).toBeGreaterThanOrEqual(1000);
  const quoted = await get(mock, `/api/prices?source=EUR&target=BTC&payment_method_id=${card.id}`);
  expect([quoted.status, quoted.body.data.prices.map((price: Json) => price.payment_method_id)]).toEqual([
    200,
    [card.id],
  ]);
  const all = await get(mock, '/api/prices?source=EUR&target=BTC');
  expect(all.body.data.prices.every((price: Json) => price.payment_method_id >= 1000)).toBe(true);
  expect((await send(mock, 'POST', '/api/orders', { ...buy, payment_method_id: card.id })).status).toBe(200);
  // The reference data's own id names no method on this wire.
  expect((await send(mock, 'POST', '/api/orders', { ...buy, payment_method_id: 1 })).status).toBe(422);
});

test('real-fixed-fee: the fixed fee is the network fee the quote charges, in the fiat', async () => {
  const mock = mockOf('--real-service=real-fixed-fee');
  const card = (await methods(mock)).find((method) => method.name === 'Credit or debit card');
  const fees = card.transaction_fees.find((entry: Json) => entry.fiat_code === 'EUR' && entry.coin_code === 'BTC').fees;
  expect(fees.map((fee: Json) => fee.type)).toEqual(['percentage', 'fixed']);
  const price = (await get(mock, `/api/prices?source=EUR&target=BTC&payment_method_id=${card.id}`)).body.data.prices[0];
  expect(fees[1].amount).toBe(Number(price.network_fee));
});

test(
  "real-supported-agents-lower-case: the partner's helper offers each customer the same methods as with " +
    'the names as written',
  async () => {
    const [asNamed, lower] = [
      await methods(mockOf()),
      await methods(mockOf('--real-service=real-supported-agents-lower-case')),
    ];
    expect(
      lower.some((method) =>
        method.supported_agents?.some((agent: Json) => agent.os === 'ios' && agent.browser === 'safari'),
      ),
    ).toBe(true);
    for (const customer of customerAgents) {
      const agent = agentOf(customer.userAgent);
      const offered = (listed: Json[]) =>
        listed.filter((method) => mayOfferPaymentMethod(method, agent)).map((method) => method.id);
      expect(offered(lower), customer.name).toEqual(offered(asNamed));
    }
  },
);

test('real-400-3220: only a source no list gives; a known source with an unknown target stays a 422', async () => {
  const mock = mockOf('--real-service=real-400-3220');
  expect((await get(mock, '/api/prices?source=XTS&target=BTC')).body).toEqual({
    errors: { status: 400, code: 3220, title: 'Could not find source' },
  });
  expect((await get(mock, '/api/prices?source=EUR&target=XYZ')).status).toBe(422);
  expect((await get(mockOf(), '/api/prices?source=XTS&target=BTC')).status).toBe(422);
});

test('real-unsettled-nulls: a completed buy given no meta_data has null there; one given it keeps it', async () => {
  const completedBuys = (await listedOrders(mockOf('--real-service=real-unsettled-nulls'))).filter(
    (order) => order.status === 'complete' && order.order_type === 'CRYPTO-BUY',
  );
  const faithful = new Map((await listedOrders(mockOf())).map((order) => [order.id, order.meta_data]));
  expect(completedBuys.some((order) => order.meta_data === null)).toBe(true);
  for (const order of completedBuys)
    expect(order.meta_data, order.id).toEqual(faithful.get(order.id) === '' ? null : faithful.get(order.id));
});

test("real-order-extras: dates as DD-Mon-YYYY; an unpaid order's taxes, confirmations, shares null", async () => {
  const orders = await listedOrders(mockOf('--real-service=real-order-extras'));
  for (const order of orders) {
    expect(order.created_date, order.id).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/);
    expect(order.completed_at, order.id).toEqual(
      order.status === 'complete' ? expect.stringMatching(/^\d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2}:\d{2}$/) : null,
    );
    const unpaid = !['coinTransferred', 'complete'].includes(order.status);
    const settled = ['fee_tax', 'payment_fee_tax', 'tx_confirms', 'merchant_fee', 'merchant_commission'];
    for (const field of settled)
      expect(order[field], `${order.id} ${field}`).toEqual(unpaid ? null : expect.any(Number));
  }
});

test("real-500: the PHP SDK fixtures' body on a 500, and the faithful mock's errors array otherwise", async () => {
  const crash = `/api/orders?${all}&page=2`;
  const real = mockOf('--real-service=real-500', '--fault', 'orders-page-without-per-page-500');
  expect(await get(real, crash)).toEqual({
    status: 500,
    body: { errors: [{ status: 500, code: 0, title: 'Internal Server Error' }] },
  });
  const faithful = await get(mockOf('--fault', 'orders-page-without-per-page-500'), crash);
  expect([faithful.status, faithful.body.errors[0].status]).toEqual([500, '500']);
  // A green run meets no 500: the faithful mock with the shape answers the same request.
  expect((await get(mockOf('--real-service=real-500'), crash)).status).toBe(200);
});

test('real-price-422-target: an unknown target is named target; a pair of known codes, source', async () => {
  const mock = mockOf('--real-service=real-price-422', '--real-service=real-price-422-target');
  expect((await get(mock, '/api/prices?source=EUR&target=XYZ')).body.errors[0].detail).toEqual({
    target: 'target XYZ is no currency or coin code the service lists',
  });
  expect(Object.keys((await get(mock, '/api/prices?source=EUR&target=USD')).body.errors[0].detail)).toEqual(['source']);
});
