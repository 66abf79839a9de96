import { expect, test } from '@playwright/test';
import { driftOf, schemaExamples, validateResource, validateResponse, problemLines } from '../../kit/validation';

function example(name: string): any {
  const found = schemaExamples().find((entry) => entry.file === `hosted/${name}`);
  if (!found) throw new Error(`no example ${name}`);
  return structuredClone(found.value);
}

test('the hosted order schema accepts a valid order, with an extra field too', () => {
  expect(problemLines(validateResource('hosted/hosted-order.json', example('hosted-order.valid.json')))).toEqual([]);
  expect(
    problemLines(
      validateResource('hosted/hosted-order.json', { ...example('hosted-order.valid.json'), status: 'created' }),
    ),
  ).toEqual([]);
});

test('the hosted order schema refuses fiatAmount as a number or not a decimal string', () => {
  const order = example('hosted-order.valid.json');
  expect(problemLines(validateResource('hosted/hosted-order.json', { ...order, fiatAmount: 100 }))).toEqual([
    '/fiatAmount: received number 100; documented string',
  ]);
  expect(problemLines(validateResource('hosted/hosted-order.json', { ...order, fiatAmount: '1e2' }))).toEqual([
    '/fiatAmount: received string "1e2"; documented format decimal (e.g. 61234.56)',
  ]);
});

test('createHostedBuy 200: the order itself is the body, with no data object', () => {
  const order = example('hosted-order.valid.json');
  expect(problemLines(validateResponse('createHostedBuy', 200, order))).toEqual([]);
  expect(problemLines(validateResponse('createHostedBuy', 200, { data: order }))[0]).toMatch(
    /^\/id: received nothing; documented a required string/,
  );
});

test('createHostedBuy 200: each of the seven fields is required', () => {
  for (const field of ['id', 'checkoutUrl', 'externalCustomerId', 'fiat', 'fiatAmount', 'crypto', 'blockchain']) {
    const order = example('hosted-order.valid.json');
    delete order[field];
    const problems = problemLines(validateResponse('createHostedBuy', 200, order));
    expect(problems, field).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^/${field}: received nothing; documented a required string`));
  }
});

test('error bodies: any object passes, since the document does not show their fields', () => {
  expect(problemLines(validateResponse('createHostedBuy', 400, { code: 4002, message: 'Validation error' }))).toEqual(
    [],
  );
  expect(problemLines(validateResponse('createHostedBuy', 422, { error: { code: 5034 } }))).toEqual([]);
  expect(problemLines(validateResponse('shareKycToken', 400, { code: 4005 }))).toEqual([]);
  expect(problemLines(validateResponse('createHostedBuy', 400, [4002]))).toEqual([
    '/: received an array of 1; documented object',
  ]);
});

test('KYC share 200 is any object; 401 and 429 are shown without a body', () => {
  expect(problemLines(validateResponse('shareKycToken', 200, { shared: true }))).toEqual([]);
  expect(problemLines(validateResponse('shareKycToken', 200, 'ok'))).toEqual([
    '/: received string "ok"; documented object',
  ]);
  expect(problemLines(validateResponse('createHostedBuy', 401, '<html>Unauthorized</html>'))).toEqual([]);
  expect(problemLines(validateResponse('shareKycToken', 429, undefined))).toEqual([]);
});

test('drift names fields beyond the documented order, and every field of a body whose fields are not shown', () => {
  const order = { ...example('hosted-order.valid.json'), status: 'created' };
  expect(driftOf('createHostedBuy', 200, example('hosted-order.valid.json'))).toEqual([]);
  expect(driftOf('createHostedBuy', 200, order)).toEqual([
    { operation: 'POST /{partnerRef}/v2/buy 200', path: '/status', example: '"created"' },
  ]);
  expect(driftOf('shareKycToken', 400, { code: 4005 })).toEqual([
    { operation: 'POST /v2/identities/token/share 400', path: '/code', example: '4005' },
  ]);
});
