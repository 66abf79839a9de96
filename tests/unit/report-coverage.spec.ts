import { test, expect } from '@playwright/test';
import { coverageOf } from '../../reporters/coverage';
import type { CollectedTest } from '../../reporters/collected-test';
import type { Exchange } from '../../kit/http/exchange';
import { legacyOperation } from '../../kit/spec';

const exchange = (method: string, url: string, status: number, body?: string): Exchange => ({
  startedAt: '2025-11-21T14:00:00.000Z', durationMs: 1, request: { method, url, headers: { accept: 'application/json', 'x-request-id': 'r' }, body }, response: { status, headers: {} },
});
const ran = (evidence: Exchange[]): CollectedTest => ({ title: 't', ruleIds: [], status: 'passed', durationMs: 1, errors: [], violations: [], evidence, drift: [], observations: [] });

test('requests count for the operation whose method and path template they end with, with what they sent and provoked', () => {
  const [fiats, orders, create] = coverageOf([ran([
    exchange('GET', 'http://t:1/api/fiats/buy', 200),
    exchange('GET', 'http://t:1/api/orders?start_date=2026-01-01&end_date=2026-01-02&status=complete', 422),
    exchange('POST', 'http://t:1/api/orders', 200, '{"account_reference":"a","source":"EUR"}'),
    exchange('GET', 'http://t:1/api/countries/us/states', 200),
  ])], [legacyOperation('listFiats'), legacyOperation('listOrders'), legacyOperation('createOrder')]);
  expect(fiats.requests).toBe(1);
  expect(fiats.enumValues).toEqual([{ input: 'orderType', value: 'buy', sent: true }, { input: 'orderType', value: 'sell', sent: false }]);
  expect(fiats.inputs.find((input) => input.name === 'X-Request-Id')?.sent).toBe(true);
  expect(orders.inputs.filter((input) => input.in === 'query' && !input.sent).map((input) => input.name)).toEqual(['per_page', 'page', 'account_reference']);
  expect(orders.statuses.filter((status) => status.provoked).map((status) => status.status)).toEqual([422]);
  expect(create.inputs.filter((input) => input.in === 'body' && input.sent).map((input) => input.name)).toEqual(['account_reference', 'source']);
});

test('an operation no request reached shows nothing sent, nothing provoked', () => {
  const [states] = coverageOf([ran([exchange('GET', 'http://t:1/api/countries', 200)])], [legacyOperation('listUsStates')]);
  expect([states.requests, states.statuses.some((s) => s.provoked)]).toEqual([0, false]);
});
