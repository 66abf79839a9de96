import { test, expect } from '@playwright/test';
import fc from 'fast-check';
import { perPageBounds, perPageEdges, perPageValues, type PerPageBounds } from '../../kit/legacy/per-page';
import { legacyOperation } from '../../kit/spec';
import { documentedRequest, validateBody, validateQuery } from '../../kit/validation';

// Issue 33, item 4: the generated paging case built its edges from a customer's order count, and for one with 444
// orders sent per_page=444, past the documented maximum. Its edges and its generated page sizes now stay within
// per_page's bounds as specs/legacy.yaml gives them, whatever the count.

/** The pages a generated paging case may walk (suites/generated/orders-list-cases.spec.ts, MAX_PAGES). */
const MAX_PAGES = 25;
const schema = legacyOperation('listOrders').parameters.find((parameter) => parameter.name === 'per_page')!.schema;
const bounds = perPageBounds();
const within = (perPage: number, { minimum, maximum }: PerPageBounds) =>
  Number.isInteger(perPage) && perPage >= minimum && perPage <= maximum;
const totals = fc.integer({ min: 1, max: 100_000 });

test("per_page's bounds are the schema's: its maximum, and 1 where it gives no minimum", () => {
  expect(bounds).toEqual({ minimum: schema.minimum ?? 1, maximum: schema.maximum });
  expect(Number.isInteger(bounds.maximum)).toBe(true);
});

test('every edge of the paging case is a per_page within the bounds, for any count of orders from 1 to 100000', () => {
  // Plain booleans in the properties: fast-check names the counterexample, and an expect per run costs milliseconds.
  fc.assert(
    fc.property(totals, fc.integer({ min: 1, max: 60 }), (total, maxPages) => {
      const edges = perPageEdges(total, bounds, maxPages);
      return edges.every((perPage) => within(perPage, bounds)) && new Set(edges).size === edges.length;
    }),
    { numRuns: 2000 },
  );
  // Other bounds too: the edges follow the schema, not a number of their own.
  fc.assert(
    fc.property(
      totals,
      fc
        .integer({ min: 1, max: 50 })
        .chain((minimum) =>
          fc.record({ minimum: fc.constant(minimum), maximum: fc.integer({ min: minimum, max: 1000 }) }),
        ),
      (total, other) => perPageEdges(total, other, MAX_PAGES).every((perPage) => within(perPage, other)),
    ),
    { numRuns: 1000 },
  );
});

test(
  'the edges keep their meaning within the bounds: one full page, the maximum, a last page of one order, a ' +
    'last page full',
  () => {
    const sizes = Array.from({ length: bounds.maximum - bounds.minimum + 1 }, (_, i) => bounds.minimum + i);
    // Mostly counts that fit the pages at some per_page (up to 25 pages of 200), where the edges have something to
    // find.
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 2, max: 6_000 }), fc.integer({ min: 2, max: 100_000 })), (total) => {
        const edges = perPageEdges(total, bounds, MAX_PAGES);
        const inPages = (perPage: number) => Math.ceil(total / perPage) <= MAX_PAGES;
        const lastOfOne = (perPage: number) => perPage > 1 && total % perPage === 1 && inPages(perPage);
        const lastFull = (perPage: number) =>
          perPage > 1 && perPage < total && total % perPage === 0 && inPages(perPage);
        // One full page where a page can hold the whole list, else a page at the maximum; the maximum itself; a last
        // page of one order and a last page full wherever a per_page within the bounds and the pages gives one
        // (2 orders: 1 a page).
        return (
          edges.includes(Math.min(total, bounds.maximum)) &&
          edges.includes(bounds.maximum) &&
          (total === 2 || edges.some(lastOfOne) === sizes.some(lastOfOne)) &&
          edges.some(lastFull) === sizes.some(lastFull)
        );
      }),
      { numRuns: 1000 },
    );
  },
);

test('a customer of 444 orders, the one the independent implementation met, gets no per_page past the maximum', () => {
  // One full page is the maximum; 18 a page fits 25 pages; 443 is prime, so no per_page within 200 leaves a last page
  // of one order; 37 divides 444 into 12 full pages.
  expect(perPageEdges(444, bounds, MAX_PAGES)).toEqual([200, 18, 37]);
  // cust-0001 of the large mock (639 in the suite's range): 58 leaves one order on a 12th page; 71 makes 9 full ones.
  expect(perPageEdges(639, bounds, MAX_PAGES)).toEqual([200, 26, 58, 71]);
  // Short lists keep the edges they always had: the whole list, one a page, the maximum, total - 1, the smallest
  // divisor.
  expect(perPageEdges(22, bounds, MAX_PAGES)).toEqual([22, 1, 200, 21, 2]);
});

test('every generated per_page is within the bounds, and every query of the paging case is valid by the spec', () => {
  fc.assert(
    fc.property(perPageValues(bounds), (perPage) => within(perPage, bounds)),
    { numRuns: 5000 },
  );
  fc.assert(
    fc.property(totals, perPageValues(bounds), (total, generated) =>
      [generated, ...perPageEdges(total, bounds, MAX_PAGES)].every((perPage) =>
        [1, Math.ceil(total / perPage)].every(
          (page) =>
            validateQuery('listOrders', {
              start_date: '2025-01-01',
              end_date: '2025-12-31',
              account_reference: 'cust-0001',
              per_page: perPage,
              page,
            }).length === 0,
        ),
      ),
    ),
    { numRuns: 1000 },
  );
});

test('validateQuery names what the spec refuses in a query the suite was to send', () => {
  const query = { start_date: '2025-01-01', end_date: '2025-12-31' };
  expect(validateQuery('listOrders', { ...query, per_page: 444 })).toEqual([
    { pointer: '/per_page', received: 'number 444', documented: `a number <= ${bounds.maximum}` },
  ]);
  expect(validateQuery('listOrders', { ...query, per_page: '200', page: '2' })).toEqual([]);
  expect(validateQuery('listOrders', { ...query, perPage: 20 })).toEqual([
    { pointer: '/perPage', received: 'a field', documented: 'no such field' },
  ]);
  expect(validateQuery('listOrders', { end_date: '2025-12-31' }).map((problem) => problem.pointer)).toEqual([
    '/start_date',
  ]);
});

test("a generated valid request outside its spec is the suite's error, named, before anything is sent", () => {
  const buy = {
    crypto: 'BTC',
    fiat: 'EUR',
    fiatAmount: '100.00',
    walletAddress: 'bc1q',
    redirectUrl: 'https://partner.example',
    externalCustomerId: 'cust-1',
  };
  expect(documentedRequest('createHostedBuy', 'body', buy)).toBe(buy);
  expect(() => documentedRequest('createHostedBuy', 'body', { ...buy, fiatAmount: '1e3' })).toThrow(
    /POST \/\{partnerRef\}\/v2\/buy body outside specs\/hosted-checkout.yaml: \/fiatAmount/,
  );
  expect(() => documentedRequest('getNativePrice', 'query', { source: 'EUR', target: 'BTC', amount: 'abc' })).toThrow(
    /\/amount/,
  );
  expect(
    validateBody('createOrder', {
      account_reference: 'c',
      source: 'EUR',
      target: 'BTC',
      return_url_on_success: 'https://partner.example',
    }),
  ).toEqual([]);
});
