import { test, expect } from '@playwright/test';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { comparisonSection } from '../../reporters/html/comparison-section';
import type { ConformanceReport } from '../../reporters/model';
import { compareRuns } from '../../reporters/run-comparison';
import { HISTORY_KEPT, keepInHistory, previousRun } from '../../reporters/run-history';
import { sampleReport } from '../../reporters/sample-report';

const withStatus = (
  report: ConformanceReport,
  id: string,
  status: ConformanceReport['rules'][number]['status'],
): ConformanceReport => ({
  ...report,
  rules: report.rules.map((rule) => (rule.id === id ? { ...rule, status } : rule)),
});

test('newly failing, fixed and other changes come from the rule results of both runs', () => {
  const before = withStatus(
    withStatus(withStatus(sampleReport(), 'LEG-ORDERS-PER-PAGE-MAX', 'passed'), 'LEG-PRICES-RATE-LIMITED', 'passed'),
    'LEG-RESPONSE-DATA',
    'failed',
  );
  const now = withStatus(sampleReport(), 'NAT-QUOTE-TTL', 'skipped');
  const comparison = compareRuns(now, { ...before, drift: [] }, 'history/x.json');
  expect(comparison.newlyFailing.map((c) => `${c.id} ${c.before}→${c.after}`)).toEqual([
    'LEG-ORDERS-PER-PAGE-MAX passed→failed',
    'LEG-PRICES-RATE-LIMITED passed→warning',
  ]);
  expect(comparison.fixed.map((c) => c.id)).toEqual(['LEG-RESPONSE-DATA']);
  expect(comparison.otherChanges.map((c) => `${c.id} ${c.before}→${c.after}`)).toEqual([
    'NAT-QUOTE-TTL passed→skipped',
  ]);
  expect(comparison.newDrift.map((d) => d.path)).toEqual(['/data/coins/*/logo_url']);
  expect(compareRuns(now, now, 'same').newDrift).toEqual([]);
});

test('history keeps each run, compares with the newest of the same target, and prunes the oldest', () => {
  const dir = mkdtempSync(join(tmpdir(), 'history-'));
  const report = sampleReport();
  expect(previousRun(dir, report)).toBe('no earlier run is kept under history/ yet');
  for (let day = 1; day <= HISTORY_KEPT + 2; day += 1)
    keepInHistory(dir, { ...report, startedAt: `2025-10-${String(day).padStart(2, '0')}T00:00:00.000Z` });
  keepInHistory(dir, {
    ...report,
    startedAt: '2025-12-01T00:00:00.000Z',
    target: { ...report.target, baseUrls: { sandbox: 'https://other' }, embeddedMock: false },
  });
  expect(readdirSync(join(dir, 'history'))).toHaveLength(HISTORY_KEPT);
  const found = previousRun(dir, report);
  expect(typeof found === 'string' ? found : found.source).toBe('history/2025-10-32T00-00-00-000Z-sandbox.json');
  // The embedded mock on the free ports another run took is the same target.
  const elsewhere = previousRun(dir, {
    ...report,
    startedAt: '2026-01-01T00:00:00.000Z',
    target: { ...report.target, baseUrls: { sandbox: 'http://127.0.0.1:27001' } },
  });
  expect(typeof elsewhere === 'string' ? elsewhere : elsewhere.source).toBe(
    'history/2025-10-32T00-00-00-000Z-sandbox.json',
  );
});

test('a previous report named by path is read, and a bad one is told in one line', () => {
  const dir = mkdtempSync(join(tmpdir(), 'previous-'));
  writeFileSync(join(dir, 'good.json'), JSON.stringify(sampleReport()));
  writeFileSync(join(dir, 'bad.json'), '{"rules": 1}');
  const good = previousRun(dir, { ...sampleReport(), startedAt: 'later' }, join(dir, 'good.json'));
  expect(typeof good === 'string' ? good : good.report.seed).toBe(12345);
  expect(previousRun(dir, sampleReport(), join(dir, 'bad.json'))).toMatch(/bad\.json is not a conformance\.json$/);
});

test('the changes section lists each kind, links to the rule, and says why there is no comparison', () => {
  const out = comparisonSection(sampleReport()).text;
  expect(out).toContain('history/2025-11-20T14-00-00-000Z-sandbox.json');
  expect(out).toMatch(/Newly failing <span class="count">1<\/span>/);
  expect(out).toContain('<a href="#rule-LEG-ORDERS-PER-PAGE-MAX">');
  expect(out).toMatch(/Fixed <span class="count">1<\/span>/);
  expect(out).toContain('/data/coins/*/logo_url');
  expect(
    comparisonSection({ ...sampleReport(), comparison: { unavailable: 'no earlier run is kept under history/ yet' } })
      .text,
  ).toContain('No comparison: no earlier run is kept under history/ yet.');
});
