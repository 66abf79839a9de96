import { expect, test } from '@playwright/test';
import { driftOf, schemaExamples, validateResource, validateResponse, problemLines } from '../../kit/validation';

function example(name: string): any {
  const found = schemaExamples().find((entry) => entry.file === `native/${name}`);
  if (!found) throw new Error(`no example ${name}`);
  return structuredClone(found.value);
}

/** Each native resource, its valid example and the operations whose 200 it is. */
const resources = [
  { schema: 'native/price.json', example: 'price.valid.json', operations: ['getNativePrice'] },
  { schema: 'native/quote.json', example: 'quote.valid.json', operations: ['getNativeQuote'] },
  { schema: 'native/ramp.json', example: 'ramp.valid.json', operations: ['createNativeRamp'] },
  {
    schema: 'native/identity.json',
    example: 'identity.valid.json',
    operations: ['createNativeIdentity', 'getNativeIdentity'],
  },
  { schema: 'native/limits.json', example: 'limits.valid.json', operations: ['getNativeLimits'] },
];

for (const resource of resources) {
  test(`${resource.schema} accepts its valid example, with an extra field too`, () => {
    expect(problemLines(validateResource(resource.schema, example(resource.example)))).toEqual([]);
    expect(
      problemLines(validateResource(resource.schema, { ...example(resource.example), partnerNote: 'extra' })),
    ).toEqual([]);
  });

  test(`${resource.schema} requires each of its documented fields`, () => {
    const valid = example(resource.example);
    for (const field of Object.keys(valid)) {
      const { [field]: _dropped, ...rest } = valid;
      const problems = problemLines(validateResource(resource.schema, rest));
      expect(problems, field).toHaveLength(1);
      expect(problems[0]).toMatch(new RegExp(`^/${field}: received nothing; documented a required `));
    }
  });

  for (const operationId of resource.operations) {
    test(`${operationId} 200: the resource itself is the body, with no data object`, () => {
      expect(problemLines(validateResponse(operationId, 200, example(resource.example)))).toEqual([]);
      expect(problemLines(validateResponse(operationId, 200, { data: example(resource.example) }))[0]).toMatch(
        /: received nothing; documented a required /,
      );
    });
  }
}

test('price, quote and limits amounts are decimal strings, never numbers or exponents', () => {
  expect(
    problemLines(validateResponse('getNativePrice', 200, { ...example('price.valid.json'), price: 61234.56 })),
  ).toEqual(['/price: received number 61234.56; documented string']);
  expect(
    problemLines(validateResponse('getNativeQuote', 200, { ...example('quote.valid.json'), targetAmount: '1.6e-3' })),
  ).toEqual(['/targetAmount: received string "1.6e-3"; documented format decimal (e.g. 61234.56)']);
  const limits = example('limits.valid.json');
  limits.limits[0].min = 20;
  expect(problemLines(validateResponse('getNativeLimits', 200, limits))).toEqual([
    '/limits/0/min: received number 20; documented string',
  ]);
});

test('a quote expires at a date-time; a ramp status is any string, since its values are not shown', () => {
  expect(
    problemLines(
      validateResponse('getNativeQuote', 200, { ...example('quote.valid.json'), expiresAt: '21-Nov-2026 14:34:10' }),
    ),
  ).toEqual(['/expiresAt: received string "21-Nov-2026 14:34:10"; documented format date-time']);
  expect(
    problemLines(
      validateResponse('createNativeRamp', 200, { ...example('ramp.valid.json'), status: 'AWAITING_TRANSFER' }),
    ),
  ).toEqual([]);
  expect(problemLines(validateResponse('createNativeRamp', 200, example('ramp.with-quote.valid.json')))).toEqual([]);
});

test('paymentReady is a boolean; a limit without max fails', () => {
  expect(problemLines(validateResponse('getNativeIdentity', 200, example('identity.not-ready.valid.json')))).toEqual(
    [],
  );
  expect(
    problemLines(
      validateResponse('getNativeIdentity', 200, { ...example('identity.valid.json'), paymentReady: 'true' }),
    ),
  ).toEqual(['/paymentReady: received string "true"; documented boolean']);
  expect(problemLines(validateResponse('getNativeLimits', 200, example('limits.missing-max.invalid.json')))).toEqual([
    '/limits/0/max: received nothing; documented a required string in format decimal',
  ]);
});

test('a quoteId on the indicative price passes the schema (a scenario checks it) and shows as drift', () => {
  const price = { ...example('price.valid.json'), quoteId: 'qt-4b7e2d91c0' };
  expect(problemLines(validateResponse('getNativePrice', 200, price))).toEqual([]);
  expect(driftOf('getNativePrice', 200, price)).toEqual([
    { operation: 'GET /eapi/v0/price 200', path: '/quoteId', example: '"qt-4b7e2d91c0"' },
  ]);
});

test('error bodies: any object passes, since the document does not show their fields; 401 has no body', () => {
  expect(
    problemLines(validateResponse('createNativeIdentity', 422, { code: 81, message: 'Identity already exists' })),
  ).toEqual([]);
  expect(problemLines(validateResponse('createNativeRamp', 404, { error: { code: 404 } }))).toEqual([]);
  expect(problemLines(validateResponse('getNativeLimits', 404, { code: 404 }))).toEqual([]);
  expect(problemLines(validateResponse('getNativePrice', 400, ['amount']))).toEqual([
    '/: received an array of 1; documented object',
  ]);
  expect(problemLines(validateResponse('getNativeQuote', 401, '<html>Unauthorized</html>'))).toEqual([]);
});

test('drift names fields beyond the documented ramp and limits, with array indexes as *', () => {
  expect(driftOf('createNativeRamp', 200, example('ramp.valid.json'))).toEqual([]);
  expect(driftOf('createNativeRamp', 200, example('ramp.with-quote.valid.json')).map((entry) => entry.path)).toEqual([
    '/source',
    '/target',
    '/amount',
    '/price',
    '/quoteId',
  ]);
  const limits = example('limits.valid.json');
  limits.limits[0].paymentMethod = 'sepa';
  expect(driftOf('getNativeLimits', 200, limits)).toEqual([
    {
      operation: 'POST /eapi/v0/identities/{identityReference}/limits 200',
      path: '/limits/*/paymentMethod',
      example: '"sepa"',
    },
  ]);
  expect(driftOf('createNativeIdentity', 422, { code: 81 })).toEqual([
    { operation: 'POST /eapi/v0/identities 422', path: '/code', example: '81' },
  ]);
});
