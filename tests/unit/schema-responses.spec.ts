import { expect, test } from '@playwright/test';
import { MAX_PROBLEMS, schemaExamples, validateResponse, problemLines, shapeSentence } from '../../kit/validation';

const PROBLEM_LINE = /^\/\S*: received .+; documented .+$/;

function example(name: string): any {
  const found = schemaExamples().find((entry) => entry.file === `legacy/${name}`);
  if (!found) throw new Error(`no example ${name}`);
  return structuredClone(found.value);
}

/** A conforming 200 body per operation, built from the resource examples. */
function okBody(operationId: string): any {
  switch (operationId) {
    case 'listFiats':
      return { data: { fiats: [example('fiat.valid.json')] } };
    case 'listCoins':
      return { data: { coins: [example('coin.valid.json'), example('coin.token-network.valid.json')] } };
    case 'listCountries':
      return { data: { countries: [example('country.valid.json')] } };
    case 'listUsStates':
      return { data: { states: [example('us-state.valid.json')] } };
    case 'listPaymentMethods':
      return {
        data: {
          payment_methods: [example('payment-method.valid.json'), example('payment-method.agents-listed.valid.json')],
        },
      };
    case 'getPrices':
      return { data: example('price-quote.discount.valid.json') };
    case 'createOrder':
      return { data: { order: example('order-created.valid.json') } };
    case 'listOrders':
      return { data: { orders: [example('order-bulk.valid.json')] }, meta: example('pagination-meta.valid.json') };
    default:
      throw new Error(operationId);
  }
}

const operations = [
  'listFiats',
  'listCoins',
  'listCountries',
  'listUsStates',
  'listPaymentMethods',
  'getPrices',
  'createOrder',
  'listOrders',
];

for (const operationId of operations) {
  test(`${operationId} 200: a documented body conforms`, () => {
    expect(problemLines(validateResponse(operationId, 200, okBody(operationId)))).toEqual([]);
  });

  test(`${operationId} 200: results outside a top-level data object fail`, () => {
    const problems = problemLines(validateResponse(operationId, 200, okBody(operationId).data));
    expect(problems[0]).toMatch(/^\/data: received nothing; documented a required object/);
  });
}

test('error bodies: create-order 422 is an errors object, bulk-list 422 an errors array', () => {
  const createErrors = example('create-order-errors.valid.json');
  const listErrors = example('list-orders-errors.valid.json');
  expect(problemLines(validateResponse('createOrder', 422, createErrors))).toEqual([]);
  expect(problemLines(validateResponse('listOrders', 422, listErrors))).toEqual([]);
  expect(problemLines(validateResponse('createOrder', 422, { errors: [createErrors.errors] }))).toEqual([
    '/errors: received an array of 1; documented object',
  ]);
  expect(problemLines(validateResponse('listOrders', 422, { errors: listErrors.errors[0] }))).toEqual([
    '/errors: received an object; documented array',
  ]);
});

test('statuses shown without a body (401, 429) and undocumented ones check nothing', () => {
  expect(problemLines(validateResponse('listFiats', 401, '<html>Unauthorized</html>'))).toEqual([]);
  expect(problemLines(validateResponse('getPrices', 429, { message: 'Too Many Attempts.' }))).toEqual([]);
  expect(problemLines(validateResponse('listFiats', 503, undefined))).toEqual([]);
});

test('an unknown operationId is a mistake of the suite and throws', () => {
  expect(() => problemLines(validateResponse('listFiat', 200, {}))).toThrow(/no operation listFiat/);
});

test('shape faults of the reference mock fail with one line each', () => {
  const states = { data: { us_states: okBody('listUsStates').data.states } };
  expect(problemLines(validateResponse('listUsStates', 200, states))).toEqual([
    '/data/states: received nothing; documented a required array',
  ]);

  const orders = okBody('listOrders');
  orders.meta.total = '1';
  expect(problemLines(validateResponse('listOrders', 200, orders))).toEqual([
    '/meta/total: received string "1"; documented integer',
  ]);

  const order = okBody('createOrder');
  order.data.order.created_at = '2026-11-21T14:31:10Z';
  expect(problemLines(validateResponse('createOrder', 200, order))).toEqual([
    '/data/order/created_at: received string "2026-11-21T14:31:10Z"; documented format dd-mon-yyyy-time (e.g. ' +
      '21-Nov-2026 14:31:10)',
  ]);

  const coins = okBody('listCoins');
  coins.data.coins[1].blockchains[1].min_value = '10';
  expect(problemLines(validateResponse('listCoins', 200, coins))).toEqual([
    '/data/coins/1/blockchains/1/min_value: received string "10"; documented number',
  ]);
});

test('an extra field or an unlisted enum-like value does not fail validation', () => {
  const orders = okBody('listOrders');
  Object.assign(orders.data.orders[0], { status: 'PENDING', order_type: 'CRYPTO-SELL', partner_note: 'extra' });
  orders.meta.path = 'https://service.invalid/api/orders';
  orders.links = { next: null };
  expect(problemLines(validateResponse('listOrders', 200, orders))).toEqual([]);

  const methods = okBody('listPaymentMethods');
  Object.assign(methods.data.payment_methods[0], { status: 'INACTIVE', type: 'CRYPTO_TO_FIAT' });
  methods.data.payment_methods[0].transaction_fees[0].fees[0] = { name: 'network', amount: 0.5, type: 'fixed' };
  expect(problemLines(validateResponse('listPaymentMethods', 200, methods))).toEqual([]);
});

test('a problem repeated in every item is one line that counts the others', () => {
  const fiats = { data: { fiats: [1, 2, 3].map(() => ({ fiat_code: 'EUR', fiat_name: 'Euro' })) } };
  expect(problemLines(validateResponse('listFiats', 200, fiats))).toEqual([
    '/data/fiats/0/fiat_symbol: received nothing; documented a required string (also in 2 more items)',
  ]);
});

test(
  'a violation reads the problems as one sentence: the field of every item documented, the first item ' + 'received',
  () => {
    const fiats = { data: { fiats: [1, 2, 3].map(() => ({ fiat_code: 'EUR', fiat_name: 1 })) } };
    expect(shapeSentence(validateResponse('listFiats', 200, fiats), 'the schema of GET /api/fiats')).toEqual({
      documented:
        'the schema of GET /api/fiats: /data/fiats/*/fiat_symbol a required string, /data/fiats/*/fiat_name string',
      received:
        '/data/fiats/0/fiat_symbol nothing (also in 2 more items), /data/fiats/0/fiat_name number 1 (also in 2 ' +
        'more items)',
    });
    // Fields that want the same are named together in the document's half, each with its own value in the other.
    const meta = { ...okBody('listOrders'), meta: { ...okBody('listOrders').meta, per_page: '100', total: '250' } };
    expect(shapeSentence(validateResponse('listOrders', 200, meta), 'the schema of GET /api/orders')).toEqual({
      documented: 'the schema of GET /api/orders: /meta/per_page and /meta/total integer',
      received: '/meta/per_page string "100", /meta/total string "250"',
    });
    // Past MAX_PROBLEMS fields, the rest is counted in the received half.
    const { received, documented } = shapeSentence(
      validateResponse('getPrices', 200, { data: { spot_price: 61234.56, prices: [{}] } }),
      'the schema',
    );
    expect(received).toMatch(/^\/data\/spot_price number 61234\.56, .*, and \d+ more problems?$/);
    expect(received.split(', /')).toHaveLength(MAX_PROBLEMS - 1);
    expect(documented.match(/\/data\//g)).toHaveLength(MAX_PROBLEMS - 1);
  },
);

test('a broken body yields at most MAX_PROBLEMS readable lines', () => {
  const prices = { data: { spot_price: 61234.56, prices: [{}] } };
  const problems = problemLines(validateResponse('getPrices', 200, prices));
  expect(problems).toHaveLength(MAX_PROBLEMS);
  expect(problems[0]).toBe('/data/spot_price: received number 61234.56; documented string');
  for (const problem of problems.slice(0, -1)) expect(problem).toMatch(PROBLEM_LINE);
  expect(problems.at(-1)).toMatch(/^… and \d+ more problems$/);
});
