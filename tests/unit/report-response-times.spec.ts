import { test, expect } from '@playwright/test';
import type { CollectedTest } from '../../reporters/collected-test';
import type { Exchange } from '../../kit/http/exchange';
import { responseTimes } from '../../reporters/response-times';
import { renderPage } from '../../reporters/html/page';
import { sampleReport } from '../../reporters/sample-report';
import { summaryText } from '../../reporters/summary-text';
import { renderSummaryMarkdown } from '../../reporters/summary-markdown';

const exchange = (url: string, durationMs: number, status?: number): Exchange => ({
  startedAt: '2025-11-21T14:00:00.000Z',
  durationMs,
  requestId: `req-${durationMs}`,
  request: { method: 'get', url, headers: {} },
  ...(status ? { response: { status, headers: {} } } : { error: 'timed out' }),
});
const ran = (title: string, evidence: Exchange[], ruleIds: string[] = []): CollectedTest => ({
  title,
  ruleIds,
  status: 'passed',
  durationMs: 1,
  errors: [],
  violations: [],
  environment: [],
  evidence,
  drift: [],
  observations: [],
});

test(
  'every request is timed under its surface; median, 95th percentile and the slowest per surface; slow ' +
    'ones over the threshold',
  () => {
    const times = responseTimes(
      [
        ran(
          'a',
          [
            exchange('http://t:1/api/countries', 10, 200),
            exchange('http://t:1/api/prices?x=1', 30, 200),
            exchange('http://t:1/api/coins/buy', 20, 200),
          ],
          ['LEG-COINS-SHAPE'],
        ),
        ran(
          'b',
          [
            exchange('http://t:1/eapi/v0/price', 2500, 200),
            exchange('http://t:1/mock-partner/v2/buy', 5, 422),
            exchange('http://t:1/v2/identities/token/share', 7, 200),
          ],
          ['NAT-PRICE-SHAPE', 'LEG-COINS-SHAPE'],
        ),
        ran('c', [exchange('http://t:2/clock/advance', 1, 200), exchange('http://t:1/api/orders', 3000)]),
      ],
      2000,
    );
    expect(times.requests).toHaveLength(8);
    expect(times.surfaces.map((s) => [s.surface, s.requests, s.medianMs, s.p95Ms, s.maxMs])).toEqual([
      ['legacy', 4, 20, 3000, 3000],
      ['hosted', 2, 5, 7, 7],
      ['native', 1, 2500, 2500, 2500],
      ['other', 1, 1, 1, 1],
    ]);
    expect(times.surfaces[0].slowest.map((r) => r.path)).toEqual([
      '/api/orders',
      '/api/prices',
      '/api/coins/buy',
      '/api/countries',
    ]);
    expect(times.slow.map((r) => [r.method, r.path, r.status, r.durationMs, r.test])).toEqual([
      ['GET', '/api/orders', undefined, 3000, 'c'],
      ['GET', '/eapi/v0/price', 200, 2500, 'b'],
    ]);
    // A test of several rules counts for each; a rule whose tests sent nothing is not listed.
    expect(times.perRule).toEqual([
      { rule: 'LEG-COINS-SHAPE', requests: 6 },
      { rule: 'NAT-PRICE-SHAPE', requests: 3 },
    ]);
  },
);

test('slow requests are a warning in the terminal and summary.md, and a section of the page; never a failure', () => {
  const report = sampleReport();
  expect(summaryText(report, 'r/index.html', true)).toContain(
    'warning: 1 request slower than 2000 ms, the slowest GET /api/prices in 2400 ms (X-Request-Id req-t2)',
  );
  expect(renderSummaryMarkdown(report, 'index.html')).toContain('| GET /api/prices | 200 | 2400 | req-t2 |');
  const page = renderPage(report);
  expect(page).toContain('<section id="response-times">');
  expect(page).toContain('<code>GET /api/prices</code> 200 in 2400 ms');
  const quiet = { ...report, responseTimes: { ...report.responseTimes, slow: [] } };
  expect(summaryText(quiet, 'r/index.html', true)).not.toContain('slower than');
});
