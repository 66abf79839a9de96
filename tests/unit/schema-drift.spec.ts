import { expect, test } from '@playwright/test';
import { driftOf, schemaExamples } from '../../kit/validation';

function example(name: string): any {
  const found = schemaExamples().find((entry) => entry.file === `legacy/${name}`);
  if (!found) throw new Error(`no example ${name}`);
  return structuredClone(found.value);
}

test('drift is empty for a body with only documented fields, optional ones included', () => {
  const coins = { data: { coins: [example('coin.valid.json'), example('coin.token-network.valid.json')] } };
  expect(driftOf('listCoins', 200, coins)).toEqual([]);
  expect(driftOf('getPrices', 200, { data: example('price-quote.discount.valid.json') })).toEqual([]);
  expect(driftOf('createOrder', 200, { data: { order: example('order-created.all-fields.valid.json') } })).toEqual([]);
});

test('drift names each undocumented field once, with array indexes as *', () => {
  const coins = { data: { coins: [example('coin.valid.json'), example('coin.token-network.valid.json')] } };
  coins.data.coins[0].blockchains[0].network_fee = '0.0001';
  coins.data.coins[1].blockchains[1].network_fee = '0.2';
  coins.data.coins[1].blockchains[1].address_tag.hint = 'memo';
  (coins as any).meta = { cached: true };
  expect(driftOf('listCoins', 200, coins)).toEqual([
    {
      operation: 'GET /api/coins/{orderType} 200',
      path: '/data/coins/*/blockchains/*/network_fee',
      example: '"0.0001"',
    },
    {
      operation: 'GET /api/coins/{orderType} 200',
      path: '/data/coins/*/blockchains/*/address_tag/hint',
      example: '"memo"',
    },
    { operation: 'GET /api/coins/{orderType} 200', path: '/meta', example: '{"cached":true}' },
  ]);
});

test('drift cuts a long example to 80 characters', () => {
  const orders = { data: { orders: [example('order-bulk.valid.json')] }, meta: example('pagination-meta.valid.json') };
  orders.data.orders[0].notes = 'n'.repeat(200);
  const [entry] = driftOf('listOrders', 200, orders);
  expect(entry.path).toBe('/data/orders/*/notes');
  expect(entry.example).toHaveLength(80);
  expect(entry.example.endsWith('…')).toBe(true);
});

test('drift still reports extra fields when the body also breaks the schema', () => {
  const body = { data: { fiats: [{ fiat_code: 'EUR', fiat_name: 'Euro', fiat_symbol: 1, iso_number: 978 }] } };
  expect(driftOf('listFiats', 200, body)).toEqual([
    { operation: 'GET /api/fiats/{orderType} 200', path: '/data/fiats/*/iso_number', example: '978' },
  ]);
});

test('drift finds extra fields in error bodies and ignores statuses shown without a body', () => {
  const errors = example('create-order-errors.valid.json');
  errors.errors.trace_id = 'abc';
  expect(driftOf('createOrder', 422, errors)).toEqual([
    { operation: 'POST /api/orders 422', path: '/errors/trace_id', example: '"abc"' },
  ]);
  expect(driftOf('listFiats', 401, { message: 'Unauthenticated.' })).toEqual([]);
});
