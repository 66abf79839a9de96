import { expect, test } from '@playwright/test';
import { ruleById } from '../../rules';
import {
  allOperations,
  hostedOperations,
  legacyOperations,
  nativeOperation,
  nativeOperations,
  operationById,
  type SpecParameter,
} from '../../kit/spec';
import { NAMED_FORMAT_PATTERNS } from '../../kit/validation';

/** The keys the generated suite fills for specs/native.yaml: scenario data, a fresh opaque id, a synthetic email. */
// quoteId: fetched fresh for each test (suites/generated/samples.ts), the others from the target's configuration.
const SAMPLE_KEYS = [
  'source',
  'target',
  'amount',
  'walletAddress',
  'readyIdentity',
  'externalCustomerId',
  'email',
  'quoteId',
];

function parameter(operationId: string, name: string): SpecParameter {
  const found = nativeOperation(operationId).parameters.find((entry) => entry.name === name);
  if (!found) throw new Error(`${operationId} has no parameter ${name}`);
  return found;
}

test('the spec lists the six Native API operations, all HMAC, with their rules and writes', () => {
  expect(
    nativeOperations().map(({ operationId, spec, method, path, auth, shapeRule, writes }) => ({
      operationId,
      spec,
      method,
      path,
      auth,
      shapeRule,
      writes,
    })),
  ).toEqual([
    {
      operationId: 'getNativePrice',
      spec: 'specs/native.yaml',
      method: 'get',
      path: '/eapi/v0/price',
      auth: 'hmac',
      shapeRule: 'NAT-PRICE-INDICATIVE',
      writes: false,
    },
    // Valid means served: each success names the rule whose positive control it is.
    {
      operationId: 'getNativeQuote',
      spec: 'specs/native.yaml',
      method: 'get',
      path: '/eapi/v0/quote',
      auth: 'hmac',
      shapeRule: 'NAT-QUOTE-LOCK',
      writes: false,
    },
    {
      operationId: 'createNativeRamp',
      spec: 'specs/native.yaml',
      method: 'post',
      path: '/eapi/v0/ramps',
      auth: 'hmac',
      shapeRule: 'NAT-RAMP-CREATE',
      writes: true,
    },
    {
      operationId: 'createNativeIdentity',
      spec: 'specs/native.yaml',
      method: 'post',
      path: '/eapi/v0/identities',
      auth: 'hmac',
      shapeRule: 'NAT-IDENTITY-CREATE',
      writes: true,
    },
    {
      operationId: 'getNativeIdentity',
      spec: 'specs/native.yaml',
      method: 'get',
      path: '/eapi/v0/identities/{identityReference}',
      auth: 'hmac',
      shapeRule: 'NAT-IDENTITY-STABLE',
      writes: false,
    },
    {
      operationId: 'getNativeLimits',
      spec: 'specs/native.yaml',
      method: 'post',
      path: '/eapi/v0/identities/{identityReference}/limits',
      auth: 'hmac',
      shapeRule: 'NAT-LIMITS',
      writes: false,
    },
  ]);
});

test('every rule of a native 200 is a rule of the native catalogue: the limits ASSUMED, the others MUST', () => {
  const rules = nativeOperations()
    .filter((operation) => operation.shapeRule)
    .map(({ shapeRule }) => ruleById(shapeRule!));
  expect(rules.map((rule) => ({ id: rule?.id, level: rule?.level, surface: rule?.surface }))).toEqual([
    { id: 'NAT-PRICE-INDICATIVE', level: 'MUST', surface: 'native' },
    { id: 'NAT-QUOTE-LOCK', level: 'MUST', surface: 'native' },
    { id: 'NAT-RAMP-CREATE', level: 'MUST', surface: 'native' },
    { id: 'NAT-IDENTITY-CREATE', level: 'MUST', surface: 'native' },
    { id: 'NAT-IDENTITY-STABLE', level: 'MUST', surface: 'native' },
    { id: 'NAT-LIMITS', level: 'ASSUMED', surface: 'native' },
  ]);
});

test('every operation is an ASSUMED default; the paths of identity creation and limits are ASSUMED too', () => {
  expect(
    nativeOperations().map(({ operationId, assumed, assumedPath }) => ({ operationId, assumed, assumedPath })),
  ).toEqual([
    { operationId: 'getNativePrice', assumed: true, assumedPath: false },
    { operationId: 'getNativeQuote', assumed: true, assumedPath: false },
    { operationId: 'createNativeRamp', assumed: true, assumedPath: false },
    { operationId: 'createNativeIdentity', assumed: true, assumedPath: true },
    { operationId: 'getNativeIdentity', assumed: true, assumedPath: false },
    { operationId: 'getNativeLimits', assumed: true, assumedPath: true },
  ]);
  for (const operation of [...legacyOperations(), ...hostedOperations()]) {
    expect({ assumed: operation.assumed, assumedPath: operation.assumedPath }, operation.operationId).toEqual({
      assumed: false,
      assumedPath: false,
    });
  }
});

test(
  'responses: 401 everywhere; 400 wherever an input can fail validation; 404 where an identity is named; ' +
    '422 on writes',
  () => {
    expect(
      Object.fromEntries(nativeOperations().map((operation) => [operation.operationId, operation.responses])),
    ).toEqual({
      getNativePrice: [200, 400, 401],
      getNativeQuote: [200, 400, 401],
      createNativeRamp: [200, 400, 401, 404, 422],
      createNativeIdentity: [200, 400, 401, 422],
      getNativeIdentity: [200, 400, 401, 404],
      getNativeLimits: [200, 400, 401, 404],
    });
  },
);

test('price and quote take source, target and a decimal amount, all required query parameters', () => {
  for (const operationId of ['getNativePrice', 'getNativeQuote']) {
    expect(
      nativeOperation(operationId)
        .parameters.filter((entry) => !entry.transport)
        .map(({ name, in: place, required, schema }) => ({
          name,
          in: place,
          required,
          schema,
        })),
    ).toEqual([
      { name: 'source', in: 'query', required: true, schema: { type: 'string', minLength: 1 } },
      { name: 'target', in: 'query', required: true, schema: { type: 'string', minLength: 1 } },
      {
        name: 'amount',
        in: 'query',
        required: true,
        schema: { type: 'string', format: 'decimal', pattern: NAMED_FORMAT_PATTERNS.decimal },
      },
    ]);
    expect(nativeOperation(operationId).body).toBeUndefined();
  }
});

test('an identity is fetched by its path reference, with an optional email query to look one up', () => {
  expect(parameter('getNativeIdentity', 'identityReference')).toMatchObject({
    in: 'path',
    required: true,
    schema: { type: 'string' },
    transport: false,
  });
  const email = parameter('getNativeIdentity', 'email');
  expect(email).toMatchObject({ in: 'query', required: false, schema: { type: 'string', format: 'email' } });
  expect(email.sample).toBeUndefined();
  expect(parameter('getNativeLimits', 'identityReference')).toMatchObject({
    in: 'path',
    required: true,
    sample: 'readyIdentity',
  });
});

test('the ramp body requires six fields; quoteId is optional and taken by no other operation', () => {
  const body = nativeOperation('createNativeRamp').body;
  expect(body?.required).toEqual([
    'identityReference',
    'externalCustomerId',
    'source',
    'target',
    'amount',
    'walletAddress',
  ]);
  expect(Object.keys(body?.properties ?? {})).toEqual([
    'identityReference',
    'externalCustomerId',
    'source',
    'target',
    'amount',
    'walletAddress',
    'quoteId',
  ]);
  expect(body?.assumedRequired).toEqual([]);
  expect(body?.requiredInSchema).toEqual([]);
  for (const [name, property] of Object.entries(body?.properties ?? {}))
    expect(property.schema.type, name).toBe('string');
  expect(body?.properties.amount.schema.format).toBe('decimal');
  const takesQuoteId = nativeOperations().filter(
    (operation) =>
      'quoteId' in (operation.body?.properties ?? {}) || operation.parameters.some((entry) => entry.name === 'quoteId'),
  );
  expect(takesQuoteId.map((operation) => operation.operationId)).toEqual(['createNativeRamp']);
});

test('the identity body requires an email and externalCustomerId; the limits body a fiat and a buy or sell', () => {
  const identity = nativeOperation('createNativeIdentity').body;
  expect(identity?.required).toEqual(['email', 'externalCustomerId']);
  expect(identity?.properties.email.schema).toMatchObject({ type: 'string', format: 'email' });
  const limits = nativeOperation('getNativeLimits').body;
  expect(limits?.required).toEqual(['fiat', 'transactionType']);
  expect(limits?.properties.transactionType.schema).toMatchObject({ type: 'string', enum: ['buy', 'sell'] });
  expect(limits?.properties.transactionType.example).toBe('buy');
  const withBody = nativeOperations()
    .filter((operation) => operation.body)
    .map((operation) => operation.operationId);
  expect(withBody).toEqual(['createNativeRamp', 'createNativeIdentity', 'getNativeLimits']);
});

test('credential headers: none listed, since HMAC header names are configuration', () => {
  for (const operation of nativeOperations()) {
    expect(
      operation.parameters.filter((entry) => entry.transport).map(({ name, required }) => ({ name, required })),
      operation.operationId,
    ).toEqual([
      { name: 'Accept', required: false },
      { name: 'X-Request-Id', required: false },
    ]);
  }
});

test('x-sample marks every input that depends on the target data', () => {
  const samples: string[] = [];
  for (const operation of nativeOperations()) {
    for (const entry of operation.parameters)
      if (entry.sample) samples.push(`${operation.operationId} ${entry.name}=${entry.sample}`);
    for (const [name, property] of Object.entries(operation.body?.properties ?? {})) {
      if (property.sample) samples.push(`${operation.operationId} body.${name}=${property.sample}`);
    }
  }
  expect(samples).toEqual([
    'getNativePrice source=source',
    'getNativePrice target=target',
    'getNativePrice amount=amount',
    'getNativeQuote source=source',
    'getNativeQuote target=target',
    'getNativeQuote amount=amount',
    'createNativeRamp body.identityReference=readyIdentity',
    'createNativeRamp body.externalCustomerId=externalCustomerId',
    'createNativeRamp body.source=source',
    'createNativeRamp body.target=target',
    'createNativeRamp body.amount=amount',
    'createNativeRamp body.walletAddress=walletAddress',
    'createNativeRamp body.quoteId=quoteId',
    'createNativeIdentity body.email=email',
    'createNativeIdentity body.externalCustomerId=externalCustomerId',
    'getNativeIdentity identityReference=readyIdentity',
    'getNativeLimits identityReference=readyIdentity',
    'getNativeLimits body.fiat=source',
  ]);
  for (const sample of samples) expect(SAMPLE_KEYS).toContain(sample.split('=')[1]);
});

test('examples use the reference mock data', () => {
  expect(parameter('getNativePrice', 'source').example).toBe('EUR');
  expect(parameter('getNativePrice', 'target').example).toBe('BTC');
  expect(parameter('getNativePrice', 'amount').example).toBe('100.00');
  expect(parameter('getNativeIdentity', 'identityReference').example).toBe('idr-ready-7f3a9c');
  const ramp = Object.fromEntries(
    Object.entries(nativeOperation('createNativeRamp').body!.properties).map(([name, property]) => [
      name,
      property.example,
    ]),
  );
  expect(ramp).toMatchObject({
    identityReference: 'idr-ready-7f3a9c',
    externalCustomerId: 'cust-0d9f3a7c',
    source: 'EUR',
    target: 'BTC',
    amount: '100.00',
    walletAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  });
});

test('native operations are found by id across specs, and only in specs/native.yaml', () => {
  for (const operation of nativeOperations()) expect(operationById(operation.operationId)).toEqual(operation);
  expect(allOperations().filter((operation) => operation.spec === 'specs/native.yaml')).toHaveLength(6);
  expect(() => nativeOperation('createHostedBuy')).toThrow(/no operation createHostedBuy in specs\/native.yaml/);
});
