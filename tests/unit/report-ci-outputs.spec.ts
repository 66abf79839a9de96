import { test, expect } from '@playwright/test';
import { annotationLines } from '../../reporters/ci-annotations';
import { cell } from '../../reporters/markdown-text';
import { sampleReport } from '../../reporters/sample-report';
import { renderSummaryMarkdown } from '../../reporters/summary-markdown';
import { renderCertificationMarkdown } from '../../reporters/certification-markdown';
import { countWords } from '../../reporters/count-words';
import { summaryText } from '../../reporters/summary-text';
import { summarySection } from '../../reporters/html/summary-section';

test('one GitHub annotation per failing rule: an error for MUST at the test, a warning for the rest', () => {
  const lines = annotationLines(sampleReport());
  expect(lines).toEqual([
    '::error file=suites/scenarios/pagination.spec.ts,line=42,title=LEG-ORDERS-PER-PAGE-MAX ' +
      '(MUST)::LEG-ORDERS-PER-PAGE-MAX: received 500 orders on one page; documented maximum 200 (Limits) ' +
      '[X-Request-Id req-0001]',
    '::warning title=LEG-PRICES-RATE-LIMITED (ASSUMED)::LEG-PRICES-RATE-LIMITED: received no 429 in 120 ' +
      'requests; assumed within 120 (Limits)',
  ]);
});

test('annotation data is escaped so a message cannot start a second command', () => {
  const report = sampleReport();
  report.rules[0].reason = '50% done\n::error::injected';
  report.runErrors = ['global setup: target, unreachable'];
  const lines = annotationLines(report);
  expect(lines[0]).toContain('::50%25 done%0A::error::injected');
  expect(lines.every((line) => !line.includes('\n'))).toBe(true);
  expect(lines.at(-1)).toBe('::error title=conformance run::global setup: target, unreachable');
});

test(
  'summary.md gives status, counts per level, failing rules with a request id, the changes and the report ' + 'path',
  () => {
    const out = renderSummaryMarkdown(sampleReport(), 'conformance/index.html');
    expect(out).toContain('## Conformance: run failed — sandbox http://127.0.0.1:4010 (the embedded reference mock)');
    expect(out).toContain(
      '7 rules: 2 passed, 1 partially checked, 1 failed, 1 warning, 0 waived, 0 inconclusive, 0 suite errors, 1 ' +
        'skipped, 1 not checked.',
    );
    expect(out).toContain('### Failed rules and warnings (2: 1 failed, 1 warning)');
    expect(out).toContain('| MUST | 1 | 1 | 1 | 0 | 0 | 0 | 0 | 1 | 1 |');
    expect(out).toContain(
      '| LEG-ENV-SANDBOX-ON-PRODUCTION | MUST | 1 of 2 tests skipped: needs PRODUCTION_HMAC_KEY: a ' +
        'cross-environment scenario |',
    );
    expect(out).toContain(
      '| LEG-ORDERS-PER-PAGE-MAX | MUST | LEG-ORDERS-PER-PAGE-MAX: received 500 orders on one page; documented ' +
        'maximum 200 (Limits) | req-0001 |',
    );
    expect(out).toContain('- newly failing: LEG-ORDERS-PER-PAGE-MAX');
    expect(out).toContain('- fixed: NAT-QUOTE-TTL');
    expect(out).toContain('`CONFORMANCE_SEED=12345`');
    expect(out).toContain('Full report: `conformance/index.html`');
  },
);

test('a Markdown cell keeps to one line and shows markup as text', () => {
  expect(cell('a | b\n<script>')).toBe('a \\| b &lt;script&gt;');
});

test('the terminal, summary.md, certification.md and the page say the same counts in the same words', () => {
  const report = sampleReport();
  const sentence = countWords(report.summary);
  expect(sentence).toBe(
    '7 rules: 2 passed, 1 partially checked, 1 failed, 1 warning, 0 waived, 0 inconclusive, 0 suite errors, 1 ' +
      'skipped, 1 not checked',
  );
  expect(summaryText(report, 'conformance/index.html', true)).toContain(sentence);
  expect(renderSummaryMarkdown(report, 'conformance/index.html')).toContain(sentence);
  expect(renderCertificationMarkdown(report)).toContain(sentence);
  // The page's counts table, row "all": the same numbers under the same words.
  const page = summarySection(report).text;
  const all = /<tr data-level="all"><th>all<\/th>(.*?)<\/tr>/s.exec(page)?.[1] ?? '';
  expect([...all.matchAll(/<td[^>]*>(\d+)<\/td>/g)].map((match) => Number(match[1]))).toEqual([
    2, 1, 1, 1, 0, 0, 0, 1, 1, 7,
  ]);
  expect(page).toMatch(/passed.*partially checked.*failed.*warning.*waived.*skipped.*not checked/s);
});

test('the terminal lists each failure with its reason, the skips by reason, and ends with the report path', () => {
  const lines = summaryText(sampleReport(), 'conformance/index.html', true).split('\n');
  expect(lines).toContain('  failed (1):');
  expect(lines).toContain(
    '    LEG-ORDERS-PER-PAGE-MAX — received 500 orders on one page; documented maximum 200 (Limits)',
  );
  expect(lines.some((line) => line.startsWith('  skipped (1), by reason:'))).toBe(true);
  expect(lines.at(-1)).toBe('  report: conformance/index.html');
});

test('the terminal says a rule once and wraps a long reason at spaces, never cutting a value', () => {
  const report = sampleReport();
  const value = JSON.stringify({
    data: { orders: Array.from({ length: 8 }, (_, i) => ({ id: `order-${i}`, status: 'pending' })) },
  });
  const moreWords = 'and more words '.repeat(4);
  report.rules[0] = {
    ...report.rules[0],
    reason: `LEG-ORDERS-PER-PAGE-MAX: received ${value}; documented maximum 200 (Limits), ${moreWords}`,
  };
  const lines = summaryText(report, 'conformance/index.html', true).split('\n');
  const at = lines.indexOf('  failed (1):') + 1;
  expect(lines[at]).toBe('    LEG-ORDERS-PER-PAGE-MAX — received');
  expect(lines[at + 1]).toBe(`      ${value};`);
  expect(lines[at + 2].startsWith('      documented maximum 200 (Limits), and more words')).toBe(true);
  expect(lines.join('\n')).not.toContain('…');
  const rest = lines.slice(at + 2, lines.indexOf('  warnings (1):'));
  for (const line of rest) expect(line.length).toBeLessThanOrEqual(100);
  // A reason of many lines stops at a word and points to the report.
  report.rules[0] = { ...report.rules[0], reason: 'word '.repeat(200) };
  const long = summaryText(report, 'conformance/index.html', true).split('\n');
  expect(long).toContain('      … (the whole reason is in the report)');
  expect(long.filter((line) => line.includes('word word')).length).toBe(4);
});
