import { expect, test } from '@playwright/test';
import { ruleById } from '../../rules';
import {
  allOperations,
  hostedOperation,
  hostedOperations,
  legacyOperations,
  nativeOperations,
  operationById,
  type SpecParameter,
} from '../../kit/spec';

function parameter(operationId: string, name: string): SpecParameter {
  const found = hostedOperation(operationId).parameters.find((entry) => entry.name === name);
  if (!found) throw new Error(`${operationId} has no parameter ${name}`);
  return found;
}

test('the spec lists the two Hosted Checkout operations with their auth and rules', () => {
  expect(
    hostedOperations().map(({ operationId, spec, method, path, auth, shapeRule, writes }) => ({
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
      operationId: 'createHostedBuy',
      spec: 'specs/hosted-checkout.yaml',
      method: 'post',
      path: '/{partnerRef}/v2/buy',
      auth: 'api-key',
      shapeRule: 'HC-BUY-SHAPE',
      writes: true,
    },
    {
      operationId: 'shareKycToken',
      spec: 'specs/hosted-checkout.yaml',
      method: 'post',
      path: '/v2/identities/token/share',
      auth: 'hmac',
      shapeRule: 'HC-KYC-SHARE-HMAC',
      writes: true,
    },
  ]);
});

test('every rule of a hosted 200 is a MUST of the hosted catalogue', () => {
  for (const { shapeRule } of hostedOperations()) {
    expect(ruleById(shapeRule ?? ''), shapeRule).toMatchObject({ level: 'MUST', surface: 'hosted' });
  }
});

test('responses: 200, 400, 401 and 429 on both; 422 on buy only', () => {
  expect(
    Object.fromEntries(hostedOperations().map((operation) => [operation.operationId, operation.responses])),
  ).toEqual({
    createHostedBuy: [200, 400, 401, 422, 429],
    shareKycToken: [200, 400, 401, 429],
  });
});

test('the buy body requires externalCustomerId only; the other five are ASSUMED required', () => {
  const body = hostedOperation('createHostedBuy').body;
  expect(body?.required).toEqual(['externalCustomerId']);
  expect(body?.assumedRequired).toEqual(['crypto', 'fiat', 'fiatAmount', 'walletAddress', 'redirectUrl']);
  expect(body?.requiredInSchema).toEqual([]);
  expect(Object.keys(body?.properties ?? {})).toEqual([
    'crypto',
    'fiat',
    'fiatAmount',
    'walletAddress',
    'redirectUrl',
    'externalCustomerId',
  ]);
  // Optional fields are a string or omitted, never null (code 4002): no property admits null.
  for (const [name, property] of Object.entries(body?.properties ?? {}))
    expect(property.schema.type, name).toBe('string');
  expect(body?.properties.fiatAmount.schema.format).toBe('decimal');
});

test('the KYC share body is open: only an optional identityReference, since the payload is not shown', () => {
  const body = hostedOperation('shareKycToken').body;
  expect(body?.required).toEqual([]);
  expect(body?.assumedRequired).toEqual([]);
  expect(Object.keys(body?.properties ?? {})).toEqual(['identityReference']);
});

test('credential headers: x-api-key on buy; none listed for HMAC, whose header names are configuration', () => {
  const transport = (operationId: string) =>
    hostedOperation(operationId)
      .parameters.filter((entry) => entry.transport)
      .map(({ name, required }) => ({ name, required }));
  expect(transport('createHostedBuy')).toEqual([
    { name: 'Accept', required: false },
    { name: 'X-Request-Id', required: false },
    { name: 'x-api-key', required: true },
  ]);
  expect(transport('shareKycToken')).toEqual([
    { name: 'Accept', required: false },
    { name: 'X-Request-Id', required: false },
  ]);
  expect(parameter('createHostedBuy', 'partnerRef')).toMatchObject({
    in: 'path',
    required: true,
    schema: { type: 'string' },
    transport: false,
  });
});

test('x-sample marks every input that depends on the target data', () => {
  const samples: string[] = [];
  for (const operation of hostedOperations()) {
    for (const entry of operation.parameters)
      if (entry.sample) samples.push(`${operation.operationId} ${entry.name}=${entry.sample}`);
    for (const [name, property] of Object.entries(operation.body?.properties ?? {})) {
      if (property.sample) samples.push(`${operation.operationId} body.${name}=${property.sample}`);
    }
  }
  expect(samples).toEqual([
    'createHostedBuy partnerRef=partnerRef',
    'createHostedBuy body.crypto=crypto',
    'createHostedBuy body.fiat=fiat',
    'createHostedBuy body.fiatAmount=fiatAmount',
    'createHostedBuy body.walletAddress=walletAddress',
    'createHostedBuy body.redirectUrl=redirectUrl',
    'createHostedBuy body.externalCustomerId=externalCustomerId',
    'shareKycToken body.identityReference=identityReference',
  ]);
});

test('examples use the reference mock data', () => {
  const examples = Object.fromEntries(
    Object.entries(hostedOperation('createHostedBuy').body!.properties).map(([name, property]) => [
      name,
      property.example,
    ]),
  );
  expect(examples).toEqual({
    crypto: 'BTC',
    fiat: 'EUR',
    fiatAmount: '100.00',
    walletAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    redirectUrl: 'https://partner.example/return',
    externalCustomerId: 'cust-0d9f3a7c',
  });
  expect(parameter('createHostedBuy', 'partnerRef').example).toBe('mock-partner-sandbox');
  expect(hostedOperation('shareKycToken').body!.properties.identityReference.example).toBe('idr-5f2c9e1b7a');
});

test('operation ids are unique across specs, and found whichever spec holds them', () => {
  // allOperations() throws on an operationId used twice.
  const ids = allOperations().map((operation) => operation.operationId);
  expect(ids.sort()).toEqual(
    [...legacyOperations(), ...hostedOperations(), ...nativeOperations()]
      .map((operation) => operation.operationId)
      .sort(),
  );
  expect(operationById('createHostedBuy').spec).toBe('specs/hosted-checkout.yaml');
  expect(operationById('createOrder').spec).toBe('specs/legacy.yaml');
  expect(() => operationById('createBuy')).toThrow(/no operation createBuy in specs\//);
  expect(() => hostedOperation('createOrder')).toThrow(/no operation createOrder in specs\/hosted-checkout.yaml/);
});
