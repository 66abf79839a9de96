import { expect, test } from '@playwright/test';
import { schemaExamples, validateResource, problemLines } from '../../kit/validation';

/** One problem line, as a partner reads it. */
const PROBLEM_LINE = /^\/\S*: received .+; documented .+$/;

/** Where each invalid example must be caught; a new invalid example must say so here. */
const expectedProblems: Record<string, string> = {
  'legacy/fiat.missing-fiat-symbol.invalid.json': '/fiat_symbol: received nothing; documented a required string',
  'legacy/country.name-null.invalid.json': '/country_name: received null; documented string',
  'legacy/coin.min-value-string.invalid.json': '/blockchains/0/min_value: received string "0.0001"; documented number',
  'legacy/payment-method.id-string.invalid.json': '/id: received string "1"; documented integer',
  'legacy/price-quote.decimal-as-number.invalid.json': '/spot_price: received number 61234.56; documented string',
  'legacy/price-quote.decimal-exponent.invalid.json':
    '/prices/0/fee_amount: received string "1.99e0"; documented format decimal (e.g. 61234.56)',
  'legacy/order-created.created-at-iso.invalid.json':
    '/created_at: received string "2026-11-21T14:31:10Z"; documented format dd-mon-yyyy-time (e.g. ' +
    '21-Nov-2026 14:31:10)',
  'legacy/order-bulk.created-at-dd-mon.invalid.json':
    '/created_at: received string "21-Nov-2026 14:31:10"; documented format yyyy-mm-dd-time (e.g. 2026-11-21 14:31:10)',
  'legacy/pagination-meta.as-strings.invalid.json': '/current_page: received string "1"; documented integer',
  'legacy/create-order-errors.as-array.invalid.json': '/errors: received an array of 1; documented object',
  'legacy/list-orders-errors.status-integer.invalid.json': '/errors/0/status: received number 422; documented string',
  'hosted/hosted-order.fiat-amount-number.invalid.json': '/fiatAmount: received number 100; documented string',
  'hosted/hosted-order.missing-checkout-url.invalid.json':
    '/checkoutUrl: received nothing; documented a required string',
  'native/price.price-number.invalid.json': '/price: received number 61234.56; documented string',
  'native/limits.missing-max.invalid.json':
    '/limits/0/max: received nothing; documented a required string in format decimal',
  'native/identity.payment-ready-string.invalid.json': '/paymentReady: received string "true"; documented boolean',
};

const examples = schemaExamples();

test('every resource schema has a valid example', () => {
  const covered = new Set(examples.filter((example) => example.valid).map((example) => example.schemaFile));
  expect([...covered].sort()).toEqual(
    [
      'legacy/coin.json',
      'legacy/country.json',
      'legacy/create-order-errors.json',
      'legacy/fiat.json',
      'legacy/list-orders-errors.json',
      'legacy/order-bulk.json',
      'legacy/order-created.json',
      'legacy/pagination-meta.json',
      'legacy/payment-method.json',
      'legacy/price-quote.json',
      'legacy/us-state.json',
      'hosted/hosted-order.json',
      'native/identity.json',
      'native/limits.json',
      'native/price.json',
      'native/quote.json',
      'native/ramp.json',
    ].sort(),
  );
});

test('every invalid example says where it must be caught', () => {
  const invalid = examples.filter((example) => !example.valid).map((example) => example.file);
  expect(invalid.sort()).toEqual(Object.keys(expectedProblems).sort());
});

for (const example of examples.filter((entry) => entry.valid)) {
  test(`valid example ${example.file} conforms to ${example.schemaFile}`, () => {
    expect(problemLines(validateResource(example.schemaFile, example.value))).toEqual([]);
  });
}

for (const example of examples.filter((entry) => !entry.valid)) {
  test(`invalid example ${example.file} fails with a readable message`, () => {
    const problems = problemLines(validateResource(example.schemaFile, example.value));
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem).toMatch(PROBLEM_LINE);
    expect(problems).toContain(expectedProblems[example.file]);
  });
}
