import { expect, test } from '@playwright/test';
import { ruleById } from '../../rules';
import { legacyOperation, legacyOperations, type SpecParameter } from '../../kit/spec';

const SAMPLE_KEYS = ['fiat', 'coin', 'walletAddress', 'returnUrl', 'ordersFrom', 'ordersTo', 'accountReference'];

function parameter(operationId: string, name: string): SpecParameter {
  const found = legacyOperation(operationId).parameters.find((entry) => entry.name === name);
  if (!found) throw new Error(`${operationId} has no parameter ${name}`);
  return found;
}

test('the spec lists the eight /api operations with their shape rules', () => {
  expect(
    legacyOperations().map(({ operationId, method, path, shapeRule }) => ({ operationId, method, path, shapeRule })),
  ).toEqual([
    { operationId: 'listFiats', method: 'get', path: '/api/fiats/{orderType}', shapeRule: 'LEG-FIATS-SHAPE' },
    { operationId: 'listCoins', method: 'get', path: '/api/coins/{orderType}', shapeRule: 'LEG-COINS-SHAPE' },
    { operationId: 'listCountries', method: 'get', path: '/api/countries', shapeRule: 'LEG-COUNTRIES-SHAPE' },
    { operationId: 'listUsStates', method: 'get', path: '/api/countries/us/states', shapeRule: 'LEG-STATES-SHAPE' },
    {
      operationId: 'listPaymentMethods',
      method: 'get',
      path: '/api/payment-methods',
      shapeRule: 'LEG-PAYMENT-METHODS-SHAPE',
    },
    { operationId: 'getPrices', method: 'get', path: '/api/prices', shapeRule: 'LEG-PRICES-SHAPE' },
    { operationId: 'listOrders', method: 'get', path: '/api/orders', shapeRule: 'LEG-ORDERS-LIST-SHAPE' },
    { operationId: 'createOrder', method: 'post', path: '/api/orders', shapeRule: 'LEG-ORDER-CREATE-SHAPE' },
  ]);
});

test('every shape rule is a MUST of the catalogue', () => {
  for (const { operationId, shapeRule } of legacyOperations()) {
    expect(shapeRule, operationId).toBeDefined();
    expect(ruleById(shapeRule ?? '')?.level, shapeRule).toBe('MUST');
  }
});

test('every /api operation takes the bearer credential and comes from specs/legacy.yaml', () => {
  for (const operation of legacyOperations()) {
    expect({ auth: operation.auth, spec: operation.spec }, operation.operationId).toEqual({
      auth: 'bearer',
      spec: 'specs/legacy.yaml',
    });
  }
});

test('only POST /api/orders writes', () => {
  expect(
    legacyOperations()
      .filter((operation) => operation.writes)
      .map((operation) => operation.operationId),
  ).toEqual(['createOrder']);
});

test(
  'responses: every one the document gives, 401 everywhere, 429 on prices, 422 where an input can be ' + 'refused',
  () => {
    const responses = Object.fromEntries(
      legacyOperations().map((operation) => [operation.operationId, operation.responses]),
    );
    expect(responses).toEqual({
      listFiats: [200, 401, 422],
      listCoins: [200, 401, 422],
      listCountries: [200, 401],
      listUsStates: [200, 401],
      listPaymentMethods: [200, 401],
      getPrices: [200, 401, 422, 429],
      listOrders: [200, 401, 422],
      createOrder: [200, 401, 422],
    });
  },
);

test('parameters carry the documented types, defaults, enums and limits', () => {
  for (const operationId of ['listFiats', 'listCoins']) {
    expect(parameter(operationId, 'orderType')).toMatchObject({
      in: 'path',
      required: true,
      schema: { type: 'string', enum: ['buy', 'sell'], default: 'buy' },
    });
  }
  expect(parameter('listOrders', 'per_page').schema).toEqual({
    type: 'integer',
    format: 'int32',
    default: 100,
    maximum: 200,
  });
  expect(parameter('listOrders', 'page').schema).toEqual({ type: 'integer', format: 'int32' });
  for (const name of ['start_date', 'end_date']) {
    expect(parameter('listOrders', name)).toMatchObject({
      in: 'query',
      required: true,
      schema: { type: 'string', format: 'date' },
    });
  }
  for (const name of ['source', 'target']) {
    expect(parameter('getPrices', name)).toMatchObject({ required: true, schema: { type: 'string' } });
    expect(parameter('listPaymentMethods', name)).toMatchObject({ required: false, schema: { type: 'string' } });
  }
  for (const name of ['source_amount', 'target_amount']) {
    expect(parameter('getPrices', name)).toMatchObject({
      required: false,
      schema: { type: 'number', format: 'float' },
    });
  }
  expect(parameter('getPrices', 'payment_method_id').schema).toEqual({ type: 'integer', format: 'int32' });
});

test('Accept, X-Request-Id and Authorization are transport headers on every operation', () => {
  for (const operation of legacyOperations()) {
    const transport = operation.parameters.filter((entry) => entry.transport);
    expect(
      transport.map(({ name, in: place, required }) => ({ name, in: place, required })),
      operation.operationId,
    ).toEqual([
      { name: 'Accept', in: 'header', required: false },
      { name: 'X-Request-Id', in: 'header', required: false },
      { name: 'Authorization', in: 'header', required: true },
    ]);
    expect(parameter(operation.operationId, 'Accept').schema).toMatchObject({ default: 'application/json' });
  }
});

test('the create-order body requires the "yes" fields and marks the "yes in schema" ones', () => {
  const body = legacyOperation('createOrder').body;
  expect(body?.required).toEqual(['account_reference', 'source', 'target', 'return_url_on_success']);
  expect(body?.requiredInSchema).toEqual(['wallet_address', 'wallet_address_tag', 'refund_address']);
  expect(body?.assumedRequired).toEqual([]);
  expect(Object.keys(body?.properties ?? {})).toEqual([
    'account_reference',
    'payment_method_id',
    'source',
    'source_amount',
    'target',
    'target_amount',
    'wallet_address',
    'wallet_address_tag',
    'blockchain',
    'return_url_on_success',
    'return_url_on_cancelled',
    'return_url_on_failure',
    'meta_data',
    'refund_address',
    'refund_address_tag',
    'source_address',
    'source_address_tag',
    'email',
    'mobile',
    'discount_code',
  ]);
  expect(body?.properties.payment_method_id.schema).toMatchObject({ type: 'integer', format: 'int32' });
  expect(body?.properties.source_amount.schema).toMatchObject({ type: 'string' });
  expect(
    legacyOperations()
      .filter((operation) => operation.body)
      .map((operation) => operation.operationId),
  ).toEqual(['createOrder']);
});

test('x-sample marks exactly the inputs that depend on the target data', () => {
  const samples: string[] = [];
  for (const operation of legacyOperations()) {
    for (const entry of operation.parameters)
      if (entry.sample) samples.push(`${operation.operationId} ${entry.name}=${entry.sample}`);
    for (const [name, property] of Object.entries(operation.body?.properties ?? {})) {
      if (property.sample) samples.push(`${operation.operationId} body.${name}=${property.sample}`);
    }
  }
  expect(samples).toEqual([
    'listPaymentMethods source=fiat',
    'listPaymentMethods target=coin',
    'getPrices source=fiat',
    'getPrices target=coin',
    'listOrders start_date=ordersFrom',
    'listOrders end_date=ordersTo',
    'createOrder body.account_reference=accountReference',
    'createOrder body.source=fiat',
    'createOrder body.target=coin',
    'createOrder body.wallet_address=walletAddress',
    'createOrder body.return_url_on_success=returnUrl',
  ]);
  for (const sample of samples) expect(SAMPLE_KEYS).toContain(sample.split('=')[1]);
});

test('examples use the reference mock data', () => {
  const body = legacyOperation('createOrder').body!.properties;
  expect(body.source.example).toBe('EUR');
  expect(body.target.example).toBe('BTC');
  expect(body.wallet_address.example).toBe('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
  expect(body.return_url_on_success.example).toBe('https://partner.example/return');
  expect(parameter('getPrices', 'source').example).toBe('EUR');
  expect(parameter('getPrices', 'target').example).toBe('BTC');
});
