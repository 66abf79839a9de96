import { test, expect } from '@playwright/test';
import { countWords } from '../../reporters/count-words';
import { renderCertificationMarkdown } from '../../reporters/certification-markdown';
import { renderPage } from '../../reporters/html/page';
import { renderJunit } from '../../reporters/junit';
import type { ConformanceReport, Summary } from '../../reporters/model';
import { sampleReport } from '../../reporters/sample-report';
import { summarize } from '../../reporters/summary';
import { applyWaivers } from '../../reporters/waivers';
import { renderSummaryMarkdown } from '../../reporters/summary-markdown';
import { summaryText } from '../../reporters/summary-text';

/**
 * The counts in the order of the page's counts table: passed, partially checked, failed, warning, waived, inconclusive,
 * suite error, skipped, not checked.
 */
const inTableOrder = (s: Summary) => [
  s.passed,
  s.partiallyChecked,
  s.failed,
  s.warnings,
  s.waived,
  s.inconclusive,
  s.errors,
  s.skipped,
  s.notChecked,
];

/** The sample has a rule of every status; the second report has many of each, none of some. */
function reports(): ConformanceReport[] {
  const sample = sampleReport();
  const rules = [
    ...sample.rules,
    ...sample.rules.filter((rule) => rule.status !== 'warning').map((rule) => ({ ...rule, id: `${rule.id}-2` })),
  ];
  // A third with the failed rule waived (a known deviation).
  const failed = sample.rules.find((rule) => rule.status === 'failed')!;
  const waived = applyWaivers(
    sample.rules,
    [],
    [{ rule: failed.id, scope: 'rule', reason: 'known', owner: 'team', expires: '2999-12-31' }],
    '2025-11-21',
  ).rules;
  // A fourth where the environment kept one rule from its verdict and the suite broke on another.
  const open = sample.rules.map((rule, index) =>
    index === 0
      ? {
          ...rule,
          status: 'inconclusive' as const,
          reason: 'inconclusive (no-answer): GET /api/orders: connection reset; 4 tries',
        }
      : index === 1
        ? { ...rule, status: 'error' as const, reason: 'suite error: TypeError: x is undefined' }
        : rule,
  );
  return [
    sample,
    { ...sample, rules, summary: summarize(rules) },
    { ...sample, rules: waived, summary: summarize(waived) },
    { ...sample, rules: open, summary: summarize(open) },
  ];
}

for (const [index, report] of reports().entries()) {
  test.describe(`report ${index + 1}`, () => {
    const { summary } = report;
    const words = countWords(summary);

    test('conformance.json counts each rule once: its counts are the rules and add up to them', () => {
      expect(summary).toEqual(summarize(report.rules));
      expect(inTableOrder(summary).reduce((a, b) => a + b, 0)).toBe(summary.rules);
    });

    test('the terminal, summary.md and certification.md say the counts in the same sentence', () => {
      const warnings = `${summary.warnings} ${summary.warnings === 1 ? 'warning' : 'warnings'}`;
      const errors = `${summary.errors} suite ${summary.errors === 1 ? 'error' : 'errors'}`;
      expect(words).toBe(
        `${summary.rules} rules: ${summary.passed} passed, ${summary.partiallyChecked} partially checked, ` +
          `${summary.failed} failed, ` +
          `${warnings}, ${summary.waived} waived, ${summary.inconclusive} inconclusive, ` +
          `${errors}, ${summary.skipped} skipped, ${summary.notChecked} not checked`,
      );
      expect(summaryText(report, 'reports/conformance/index.html', true).split('\n')[0]).toContain(words);
      expect(renderSummaryMarkdown(report, 'conformance/index.html')).toContain(`${words}.`);
      expect(renderCertificationMarkdown(report)).toContain(`${words}.`);
    });

    test("summary.md's table and the page's counts table give the same counts per status", () => {
      const markdown = renderSummaryMarkdown(report, 'conformance/index.html');
      const rows = markdown.split('\n').filter((line) => /^\| (MUST|SHOULD|ASSUMED) \|/.test(line));
      const columns = rows.map((line) =>
        line
          .split('|')
          .slice(2, -1)
          .map((cell) => Number(cell.trim())),
      );
      const totals = columns.reduce((sum, row) => sum.map((n, i) => n + row[i]));
      expect(totals).toEqual(inTableOrder(summary));
      const page = renderPage(report);
      const all = page.match(/<tr data-level="all">(.*?)<\/tr>/s)?.[1] ?? '';
      const cells = [...all.matchAll(/<td>(\d+)<\/td>/g)].map((match) => Number(match[1]));
      expect(cells).toEqual([...inTableOrder(summary), summary.rules]);
    });

    test(
      'junit.xml: a test case per rule, failures are the failed rules, skipped the skipped, not checked ' +
        'and inconclusive, errors the suite errors, each said',
      () => {
        const xml = renderJunit(report);
        const totals = xml
          .match(/<testsuites name="conformance" tests="(\d+)" failures="(\d+)" skipped="(\d+)" errors="(\d+)"/)!
          .slice(1)
          .map(Number);
        expect(totals).toEqual([
          summary.rules,
          summary.failed,
          summary.skipped + summary.notChecked + summary.inconclusive,
          summary.errors,
        ]);
        expect(xml.match(/<skipped message="inconclusive/g)?.length ?? 0).toBe(summary.inconclusive);
        expect(xml.match(/<error message="suite error: /g)?.length ?? 0).toBe(summary.errors);
        expect(xml.match(/<skipped message="skipped: /g)?.length ?? 0).toBe(summary.skipped);
        expect(xml.match(/<skipped message="not checked: /g)?.length ?? 0).toBe(summary.notChecked);
        expect(xml.match(/<system-out>warning \(/g)?.length ?? 0).toBe(summary.warnings);
        expect(xml.match(/<system-out>partially checked: /g)?.length ?? 0).toBe(summary.partiallyChecked);
        expect(xml.match(/<system-out>waived( the whole rule \(scope: rule\))? until /g)?.length ?? 0).toBe(
          summary.waived,
        );
      },
    );
  });
}
