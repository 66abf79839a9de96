import { test, expect } from '@playwright/test';
import { coverageOf, coverageProblems } from '../../reporters/coverage';
import type { CollectedTest } from '../../reporters/collected-test';
import type { Exchange } from '../../kit/http/exchange';
import { legacyOperation, nativeOperation } from '../../kit/spec';
import type { CoverageNote } from '../../rules/coverage-notes';

const exchange = (method: string, url: string, status: number, body?: string): Exchange => ({
  startedAt: '2025-11-21T14:00:00.000Z', durationMs: 1, request: { method, url, headers: { accept: 'application/json', 'x-request-id': 'r' }, body }, response: { status, headers: {} },
});
const ran = (evidence: Exchange[]): CollectedTest => ({ title: 't', ruleIds: [], status: 'passed', durationMs: 1, errors: [], violations: [], environment: [], evidence, drift: [], observations: [] });

test('requests count for the operation whose method and path template they end with, with what they sent and provoked', () => {
  const [fiats, orders, create] = coverageOf([ran([
    exchange('GET', 'http://t:1/api/fiats/buy', 200),
    exchange('GET', 'http://t:1/api/orders?start_date=2026-01-01&end_date=2026-01-02&status=complete', 422),
    exchange('POST', 'http://t:1/api/orders', 200, '{"account_reference":"a","source":"EUR"}'),
    exchange('GET', 'http://t:1/api/countries/us/states', 200),
  ])], { operations: [legacyOperation('listFiats'), legacyOperation('listOrders'), legacyOperation('createOrder')] });
  expect(fiats.requests).toBe(1);
  expect(fiats.enumValues).toEqual([{ input: 'orderType', value: 'buy', sent: true }, { input: 'orderType', value: 'sell', sent: false }]);
  expect(fiats.inputs.find((input) => input.name === 'X-Request-Id')?.sent).toBe(true);
  expect(orders.inputs.filter((input) => input.in === 'query' && !input.sent).map((input) => input.name)).toEqual(['per_page', 'page', 'account_reference']);
  expect(orders.statuses.filter((status) => status.provoked).map((status) => status.status)).toEqual([422]);
  expect(create.inputs.filter((input) => input.in === 'body' && input.sent).map((input) => input.name)).toEqual(['account_reference', 'source']);
});

test('an operation no request reached shows nothing sent, nothing provoked', () => {
  const [states] = coverageOf([ran([exchange('GET', 'http://t:1/api/countries', 200)])], { operations: [legacyOperation('listUsStates')] });
  expect([states.requests, states.statuses.some((s) => s.provoked)]).toEqual([0, false]);
});

test('the status values the document shows count when sent in a comma-separated filter', () => {
  const [orders] = coverageOf([ran([exchange('GET', 'http://t:1/api/orders?status=declined,complete', 200)])], { operations: [legacyOperation('listOrders')] });
  expect(orders.enumValues.filter((value) => value.sent).map((value) => value.value)).toEqual(['declined', 'complete']);
});

test('an operation on its configured path counts there (ASSUME-NAT-PATHS)', () => {
  const limits = nativeOperation('getNativeLimits');
  const tests = [ran([exchange('POST', 'http://t:1/eapi/v0/limits/idr-1', 200)])];
  expect(coverageOf(tests, { operations: [limits] })[0].requests).toBe(0);
  expect(coverageOf(tests, { operations: [limits], paths: { getNativeLimits: '/eapi/v0/limits/{identityReference}' } })[0].requests).toBe(1);
});

test('a gap without a note is a problem; a note says why, and a stale or unknown note is a problem too', () => {
  const tests = [ran([exchange('GET', 'http://t:1/api/countries/us/states', 200)])];
  const notes: CoverageNote[] = [
    { operation: 'GET /api/countries/us/states', item: { status: 401 }, kind: 'not-exercised', reason: 'because' },
    { operation: 'GET /api/countries/us/states', item: { status: 200 }, kind: 'not-exercised', reason: 'stale' },
    { operation: 'GET /api/countries/us/states', item: { input: 'nothing' }, kind: 'effect-not-observable', reason: 'unknown' },
  ];
  const coverage = coverageOf(tests, { operations: [legacyOperation('listUsStates')], notes });
  expect(coverage[0].statuses.find((status) => status.status === 401)?.note?.reason).toBe('because');
  const problems = coverageProblems(coverage, notes);
  expect(problems.some((problem) => problem.includes('Authorization (header) is neither exercised'))).toBe(true);
  expect(problems.some((problem) => problem.includes('status 200 is exercised, but'))).toBe(true);
  expect(problems.some((problem) => problem.includes('names nothing of'))).toBe(true);
  expect(problems.some((problem) => problem.includes('status 401'))).toBe(false);
});
