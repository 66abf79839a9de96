import { test, expect } from '@playwright/test';
import { coverageOf, coverageProblems } from '../../reporters/coverage';
import type { CollectedTest } from '../../reporters/collected-test';
import type { Exchange } from '../../kit/http/exchange';
import { legacyOperation, nativeOperation } from '../../kit/spec';
import type { CoverageNote } from '../../rules/coverage-notes';
import { exchangeDirection } from '../../kit/legacy/exchange-direction';
import { collectedTest } from './collected-test-fixture';

const exchange = (method: string, url: string, status: number, body?: string): Exchange => ({
  startedAt: '2025-11-21T14:00:00.000Z',
  durationMs: 1,
  request: { method, url, headers: { accept: 'application/json', 'x-request-id': 'r' }, body },
  response: { status, headers: {} },
});
const ran = (evidence: Exchange[]): CollectedTest => collectedTest({ title: 't', evidence });

test(
  'requests count for the operation whose method and path template they end with, with what they sent and ' +
    'provoked',
  () => {
    const [fiats, orders, create] = coverageOf(
      [
        ran([
          exchange('GET', 'http://t:1/api/fiats/buy', 200),
          exchange('GET', 'http://t:1/api/orders?start_date=2026-01-01&end_date=2026-01-02&status=complete', 422),
          exchange('POST', 'http://t:1/api/orders', 200, '{"account_reference":"a","source":"EUR"}'),
          exchange('GET', 'http://t:1/api/countries/us/states', 200),
        ]),
      ],
      { operations: [legacyOperation('listFiats'), legacyOperation('listOrders'), legacyOperation('createOrder')] },
    );
    expect(fiats.requests).toBe(1);
    expect(fiats.enumValues).toEqual([
      { input: 'orderType', value: 'buy', sent: true },
      { input: 'orderType', value: 'sell', sent: false },
    ]);
    expect(fiats.inputs.find((input) => input.name === 'X-Request-Id')?.sent).toBe(true);
    expect(orders.inputs.filter((input) => input.in === 'query' && !input.sent).map((input) => input.name)).toEqual([
      'per_page',
      'page',
      'account_reference',
    ]);
    expect(orders.statuses.filter((status) => status.provoked).map((status) => status.status)).toEqual([422]);
    expect(create.inputs.filter((input) => input.in === 'body' && input.sent).map((input) => input.name)).toEqual([
      'account_reference',
      'source',
    ]);
  },
);

test('an operation no request reached shows nothing sent, nothing provoked', () => {
  const [states] = coverageOf([ran([exchange('GET', 'http://t:1/api/countries', 200)])], {
    operations: [legacyOperation('listUsStates')],
  });
  expect([states.requests, states.statuses.some((s) => s.provoked)]).toEqual([0, false]);
});

test('the status values the document shows count when sent in a comma-separated filter', () => {
  const [orders] = coverageOf([ran([exchange('GET', 'http://t:1/api/orders?status=declined,complete', 200)])], {
    operations: [legacyOperation('listOrders')],
  });
  expect(orders.enumValues.filter((value) => value.sent).map((value) => value.value)).toEqual(['declined', 'complete']);
});

test('an operation on its configured path counts there (ASSUME-NAT-PATHS)', () => {
  const limits = nativeOperation('getNativeLimits');
  const tests = [ran([exchange('POST', 'http://t:1/eapi/v0/limits/idr-1', 200)])];
  expect(coverageOf(tests, { operations: [limits] })[0].requests).toBe(0);
  expect(
    coverageOf(tests, { operations: [limits], paths: { getNativeLimits: '/eapi/v0/limits/{identityReference}' } })[0]
      .requests,
  ).toBe(1);
});

test('a gap without a note is a problem; a note says why, and a stale or unknown note is a problem too', () => {
  const tests = [ran([exchange('GET', 'http://t:1/api/countries/us/states', 200)])];
  const notes: CoverageNote[] = [
    { operation: 'GET /api/countries/us/states', item: { status: 401 }, kind: 'not-exercised', reason: 'because' },
    { operation: 'GET /api/countries/us/states', item: { status: 200 }, kind: 'not-exercised', reason: 'stale' },
    {
      operation: 'GET /api/countries/us/states',
      item: { input: 'nothing' },
      kind: 'effect-not-observable',
      reason: 'unknown',
    },
  ];
  const coverage = coverageOf(tests, { operations: [legacyOperation('listUsStates')], notes });
  expect(coverage[0].statuses.find((status) => status.status === 401)?.note?.reason).toBe('because');
  const problems = coverageProblems(coverage, notes);
  expect(problems.some((problem) => problem.includes('Authorization (header) is neither exercised'))).toBe(true);
  expect(problems.some((problem) => problem.includes('status 200 is exercised, but'))).toBe(true);
  expect(problems.some((problem) => problem.includes('names nothing of'))).toBe(true);
  expect(problems.some((problem) => problem.includes('status 401'))).toBe(false);
});

// Issue 33, item 4: an optional input is tried on each exchange type the document accepts it in, alone and with all
// the others; only served requests count, and a request's type follows from which of source and target is fiat.
test(
  'an optional input counts as tried, per exchange type, alone and with all the others, on served requests ' + 'only',
  () => {
    const query = (pairs: string) => `http://t:1/api/payment-methods?${pairs}`;
    const [methods] = coverageOf(
      [
        ran([
          exchange('GET', query('source=EUR'), 200),
          exchange('GET', query('target=EUR'), 200),
          exchange('GET', query('source=BTC&target=EUR'), 200),
          exchange('GET', query('source=BTC'), 500),
        ]),
      ],
      { operations: [legacyOperation('listPaymentMethods')], fiats: ['EUR'] },
    );
    const tried = Object.fromEntries(
      methods.inputs.filter((input) => input.tried).map((input) => [input.name, input.tried]),
    );
    expect(tried.source).toEqual([
      { direction: 'buy', alone: true, together: false },
      { direction: 'sell', alone: false, together: true },
    ]);
    expect(tried.target).toEqual([
      { direction: 'buy', alone: false, together: false },
      { direction: 'sell', alone: true, together: true },
    ]);
    // Without the fiat list no exchange type is told, and nothing counts as tried in either.
    const [untold] = coverageOf([ran([exchange('GET', query('source=EUR'), 200)])], {
      operations: [legacyOperation('listPaymentMethods')],
    });
    expect(untold.inputs.find((input) => input.name === 'source')?.tried?.every((entry) => !entry.alone)).toBe(true);
  },
);

test("a sell's own fields count on a sell only, and two inputs that exclude each other make two wholes", () => {
  const [prices] = coverageOf(
    [
      ran([
        exchange(
          'GET',
          'http://t:1/api/prices?source=EUR&target=BTC&source_amount=1&payment_method_id=1' +
            '&account_reference=a&blockchain=b&discount_code=d',
          200,
        ),
      ]),
    ],
    { operations: [legacyOperation('getPrices')], fiats: ['EUR'] },
  );
  const buy = (name: string) =>
    prices.inputs.find((input) => input.name === name)?.tried?.find((entry) => entry.direction === 'buy');
  expect([buy('source_amount')?.together, buy('blockchain')?.together, buy('target_amount')?.together]).toEqual([
    true,
    true,
    false,
  ]);
  const [orders] = coverageOf([], { operations: [legacyOperation('createOrder')], fiats: ['EUR'] });
  expect(
    orders.inputs.find((input) => input.name === 'source_address')?.tried?.map((entry) => entry.direction),
  ).toEqual(['sell']);
  expect(orders.inputs.find((input) => input.name === 'wallet_address')?.tried).toBeUndefined();
  const problems = coverageProblems([orders], []);
  expect(problems).toContain(
    'POST /api/orders: input source_address on a sell alone or with the others is neither exercised nor ' +
      'listed with a reason in rules/coverage-notes.ts',
  );
});

test('the exchange type follows from which of source and target is fiat', () => {
  const fiats = ['EUR', 'usd'];
  expect(
    [
      { source: 'EUR', target: 'BTC' },
      { source: 'btc', target: 'eur' },
      { source: 'USD' },
      { target: 'EUR' },
      { target: 'ETH' },
      {},
      { source: 'EUR', target: 'USD' },
    ].map((fields) => exchangeDirection(fields, fiats)),
  ).toEqual(['buy', 'sell', 'buy', 'sell', 'buy', undefined, undefined]);
});
