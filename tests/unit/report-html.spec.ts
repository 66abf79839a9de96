import { test, expect } from '@playwright/test';
import { assumptionsSection } from '../../reporters/html/assumptions-section';
import { driftSection } from '../../reporters/html/drift-section';
import { exchangeView } from '../../reporters/html/evidence-view';
import { failuresSection } from '../../reporters/html/failures-section';
import { html } from '../../reporters/html/markup';
import { renderPage } from '../../reporters/html/page';
import { FILTER_SCRIPT } from '../../reporters/html/rule-filters';
import { PAGE_ACTIONS_SCRIPT } from '../../reporters/html/page-actions';
import { groupedTests, ruleCard } from '../../reporters/html/rule-card';
import { rulesSection } from '../../reporters/html/rules-section';
import { runProblemsSection } from '../../reporters/html/run-problems-section';
import { summarySection } from '../../reporters/html/summary-section';
import type { RuleResult } from '../../reporters/model';
import { sampleReport } from '../../reporters/sample-report';

const repro = { baseUrls: sampleReport().target.baseUrls, env: 'sandbox' };

const ruleOf = (id: string): RuleResult => {
  const found = sampleReport().rules.find((rule) => rule.id === id);
  if (!found) throw new Error(`no rule ${id} in the sample`);
  return found;
};

test('markup escapes every interpolated value, and only nested markup passes as is', () => {
  const hostile = `<img src=x onerror="alert('x')">&`;
  expect(html`<td>${hostile}</td>`.text).toBe('<td>&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;</td>');
  expect(html`<ul>${['<a>', html`<li>ok</li>`]}</ul>`.text).toBe('<ul>&lt;a&gt;<li>ok</li></ul>');
  expect(html`${undefined}${null}${false}${0}`.text).toBe('0');
});

test('the summary shows target, base URLs, start, duration, seed, version, coverage and counts per level', () => {
  const out = summarySection(sampleReport()).text;
  expect(out).toContain('<dt>Target</dt><dd>the embedded reference mock</dd>');
  expect(out).toMatch(/<p class="embedded-mock">This run went to the embedded reference mock/);
  expect(out).toContain('http://127.0.0.1:4010');
  expect(out).toContain('Base URL, production');
  expect(out).toContain('2025-11-21T14:00:00.000Z');
  expect(out).toContain('1 min 23.2 s');
  expect(out).toContain('CONFORMANCE_SEED=12345');
  expect(out).toContain('0.1.0');
  expect(out).toContain('clock, reset');
  // passed 2, partially checked 1, failed 1, warning 1 of 7 rules reached a verdict
  expect(out).toContain('5 of 7 rules checked (71%)');
  // A row of the levels table: the level, then its count in each column, as the page writes it.
  const levelRow = (level: string, counts: number[]) =>
    `<tr data-level="${level}"><th>${level}</th>${counts.map((count) => `<td>${count}</td>`).join('')}</tr>`;
  expect(out).toContain(levelRow('MUST', [1, 1, 1, 0, 0, 0, 0, 1, 1, 5]));
  expect(out).toContain(levelRow('SHOULD', [1, 0, 0, 0, 0, 0, 0, 0, 0, 1]));
  expect(out).toContain(levelRow('ASSUMED', [0, 0, 0, 1, 0, 0, 0, 0, 0, 1]));
  expect(out).toContain('run failed');
});

test('the assumptions table lists every row with its value, where it came from and what the target showed', () => {
  const out = assumptionsSection(sampleReport()).text;
  expect(out).toContain('printed in every report');
  expect(out).toContain('<code>ASSUME-PRICES-RATE-LIMIT</code>');
  expect(out).toContain('GET /api/prices answers 429 within this many requests in a minute');
  expect(out).toContain('<code>LEGACY_PRICES_RATE_PROBE=120</code>');
  expect(out).toContain('1 not confirmed in this run');
  expect(out).toContain('the target reads <code>signed</code>; <code>LEGACY_AUTH=signed</code> aligns the suite');
  expect(out).toMatch(/<td>probe<\/td><td><span class="badge passed">confirmed<\/span>/);
  expect(assumptionsSection({ ...sampleReport(), assumptions: [] }).text).toContain('No assumptions recorded');
});

test('rules are grouped by surface, then level, in the document order', () => {
  const out = rulesSection(sampleReport()).text;
  const at = (text: string) => out.indexOf(text);
  expect(at('id="surface-legacy"')).toBeGreaterThan(-1);
  expect(at('id="surface-legacy"')).toBeLessThan(at('id="surface-native"'));
  expect(out).not.toContain('id="surface-hosted"');
  expect(at('data-level="MUST"')).toBeLessThan(at('data-level="ASSUMED"'));
  expect(at('rule-LEG-RESPONSE-DATA')).toBeLessThan(at('rule-LEG-PRICES-RATE-LIMITED'));
  expect(at('rule-LEG-PRICES-RATE-LIMITED')).toBeLessThan(at('rule-NAT-QUOTE-TTL'));
});

test('a red run opens on its failures: summary, the failed rules with their evidence, then the rest', () => {
  const out = renderPage(sampleReport());
  const at = (text: string) => out.indexOf(text);
  expect(at('id="summary"')).toBeLessThan(at('id="failures"'));
  expect(at('id="failures"')).toBeLessThan(at('id="rule-LEG-ORDERS-PER-PAGE-MAX"'));
  expect(at('id="rule-LEG-ORDERS-PER-PAGE-MAX"')).toBeLessThan(at('id="changes"'));
  expect(at('id="changes"')).toBeLessThan(at('id="rules"'));
  expect(out.match(/id="rule-LEG-ORDERS-PER-PAGE-MAX"/g)).toHaveLength(1);
  expect(out).toContain('<a href="#failures">Failures</a>');
  expect(rulesSection(sampleReport()).text).not.toContain('rule-LEG-ORDERS-PER-PAGE-MAX');
  const failures = failuresSection(sampleReport()).text;
  expect(failures).toContain('class="evidence"');
  expect(failures).not.toContain('rule-LEG-PRICES-RATE-LIMITED');
  const green = { ...sampleReport(), rules: sampleReport().rules.filter((rule) => rule.status !== 'failed') };
  expect(failuresSection(green).text).toBe('');
  expect(renderPage(green)).not.toContain('href="#failures"');
});

test('a failed rule shows id, title, badge, reason, section, its tests and its evidence', () => {
  const out = ruleCard(ruleOf('LEG-ORDERS-PER-PAGE-MAX'), repro).text;
  expect(out).toContain('data-status="failed"');
  expect(out).toContain('<span class="badge failed">failed</span>');
  expect(out).toContain('<code class="rule-id">LEG-ORDERS-PER-PAGE-MAX</code>');
  expect(out).toContain('MUST never return more than 200 orders on one page');
  expect(out).toContain('received 500 orders on one page; documented maximum 200 (Limits)');
  expect(out).toContain('Document section: Endpoints › GET /api/orders; Limits');
  expect(out).toContain('legacy › pagination.spec.ts › MUST refuse per_page above 200');
  expect(out).toContain('<strong>GET</strong> <code class="url">http://127.0.0.1:4010/api/orders?per_page=500</code>');
  expect(out).toContain('<code>req-0001</code>');
  expect(out).toContain('<strong class="http-status">200</strong>');
  expect(out).toContain('authorization: Bearer [REDACTED]');
  expect(out).toContain('content-type: application/json');
  expect(out).toContain('2025-11-21T14:00:10.000Z');
});

test(
  'identical failures of one rule are one item: the count, the reason once, every title, the first ' + 'evidence open',
  () => {
    const rule = ruleOf('LEG-ORDERS-PER-PAGE-MAX');
    const failed = rule.tests.find((test) => test.status === 'failed')!;
    const alike = (n: number) => ({
      ...failed,
      title: `${failed.title} (case ${n})`,
      reason: `${failed.reason}; documented the schema for case ${n}`,
      requestIds: [`req-case-${n}`],
    });
    const other = {
      ...failed,
      title: 'another failure',
      reason: 'LEG-ORDERS-PER-PAGE-MAX: received 201 orders on one page; documented maximum 200 (Limits)',
    };
    const tests = [alike(1), alike(2), alike(3), other];
    expect(groupedTests(tests).map((group) => group.length)).toEqual([3, 1]);
    const out = ruleCard({ ...rule, tests }, repro).text;
    expect(out).toContain('data-count="3"');
    expect(out).toContain('3 tests alike');
    expect(out.split(alike(1).reason)).toHaveLength(2);
    for (const n of [1, 2, 3]) expect(out).toContain(`(case ${n})`);
    expect(out).toContain('<details class="evidence" open>');
    expect(out).toContain('another failure');
  },
);

test(
  'failures that read sent, documented, received group by what was documented and received, whatever was ' + 'sent',
  () => {
    const rule = ruleOf('LEG-ORDERS-PER-PAGE-MAX');
    const failed = rule.tests.find((test) => test.status === 'failed')!;
    const sent = (path: string, received = '500 orders') => ({
      ...failed,
      title: path,
      reason: `LEG-ORDERS-PER-PAGE-MAX: sent GET ${path}; documented maximum 200 (Limits); received ${received}`,
    });
    expect(
      groupedTests([
        sent('/api/orders?page=1'),
        sent('/api/orders?page=2'),
        sent('/api/orders?page=3', '201 orders'),
      ]).map((group) => group.length),
    ).toEqual([2, 1]);
  },
);

test('a script in a response body is escaped, never run', () => {
  const out = renderPage(sampleReport());
  expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(out).not.toContain('<script>alert(1)');
  // the page's own script is the only one
  expect(out.match(/<script>/g)).toHaveLength(1);
});

test('an exchange without an answer shows the transport error', () => {
  const out = exchangeView(
    {
      startedAt: '2025-11-21T14:00:00.000Z',
      durationMs: 30_000,
      request: { method: 'POST', url: 'http://t/api/orders', headers: {}, body: '{"a":1}' },
      error: 'timed out after 30000 ms',
    },
    repro,
  ).text;
  expect(out).toContain('no answer');
  expect(out).toContain('timed out after 30000 ms');
  expect(out).toContain('(not sent)');
  expect(out).toContain('&quot;a&quot;: 1');
});

test("a rule shows the document's words it checks, quoted (the promise grain)", () => {
  const out = ruleCard({ ...ruleOf('LEG-ORDERS-PER-PAGE-MAX'), promises: ['maximum 200'] }, repro).text;
  expect(out).toContain("The document's words it checks (1)");
  expect(out).toContain('“maximum 200”');
  expect(ruleCard(ruleOf('LEG-ORDERS-PER-PAGE-MAX'), repro).text).not.toContain('class="promises"');
});

test('not-checked and skipped rules are marked, without evidence', () => {
  const notChecked = ruleCard(ruleOf('LEG-SUPPORTED-AGENTS'), repro).text;
  expect(notChecked).toContain('<span class="badge not-checked">not checked</span>');
  expect(notChecked).toContain('data-status="not-checked"');
  expect(notChecked).toContain('not checked: a partner&#39;s obligation in its own product');
  const skipped = ruleCard(ruleOf('LEG-CHECKOUT-URL-EXPIRES'), repro).text;
  expect(skipped).toContain('<span class="badge skipped">skipped</span>');
  expect(skipped).toContain('needs the clock capability of the test-control API');
  expect(skipped).not.toContain('class="evidence"');
});

test('schema drift is an information table', () => {
  const out = driftSection(sampleReport()).text;
  expect(out).toContain('GET /api/coins/{orderType} 200');
  expect(out).toContain('/data/coins/*/logo_url');
  expect(out).toContain('&quot;https://cdn.example/btc.png&quot;');
  expect(out).toContain('fail no rule');
  expect(driftSection({ ...sampleReport(), drift: [] }).text).toContain('None seen.');
});

test('run problems show only when there are some', () => {
  expect(runProblemsSection(sampleReport()).text).toBe('');
  const out = runProblemsSection({
    ...sampleReport(),
    runErrors: ['Error: globalSetup: target <unreachable>'],
    unknownRuleIds: ['LEG-TYPO'],
    testsWithoutRule: [{ title: 'orphan', status: 'failed', durationMs: 1, requestIds: [], reason: 'boom' }],
  }).text;
  expect(out).toContain('globalSetup: target &lt;unreachable&gt;');
  expect(out).toContain('<code>LEG-TYPO</code>');
  expect(out).toContain('orphan');
});

test('the page is self-contained: inline style and script, no external reference', () => {
  const out = renderPage(sampleReport());
  expect(out.startsWith('<!DOCTYPE html>')).toBe(true);
  expect(out).toContain('<style>');
  expect(out).toContain('data-filter-status="failed"');
  expect(out).not.toMatch(/<(link|img|iframe)\b/);
  // links only within the page
  expect(out).not.toMatch(/\ssrc=/);
  expect(out).not.toMatch(/\shref="(?!#)/);
  for (const id of ['summary', 'changes', 'rules', 'checklist', 'assumptions', 'drift'])
    expect(out).toContain(`id="${id}"`);
});

test('the filters count rules by status, level and surface, and the scripts parse', () => {
  const out = renderPage(sampleReport());
  expect(out).toContain(
    '<button type="button" data-filter-status="not-checked" aria-pressed="false">not checked (1)</button>',
  );
  expect(out).toContain('<button type="button" data-filter-level="MUST" aria-pressed="false">MUST (5)</button>');
  expect(out).toContain(
    '<button type="button" data-filter-status="partially-checked" aria-pressed="false">partially checked (1)</button>',
  );
  expect(out).toContain('<button type="button" data-filter-surface="native" aria-pressed="false">native (1)</button>');
  expect(out).toContain('<input id="rule-search" type="search"');
  expect(out).toContain('7 of 7 rules shown');
  expect(out.match(/data-filter-status="all"/g)).toHaveLength(1);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- compiles the page's scripts, never runs them
  const compile = (text: string) => () => new Function(text);
  expect(compile(FILTER_SCRIPT.text)).not.toThrow();
  expect(compile(PAGE_ACTIONS_SCRIPT.text)).not.toThrow();
});

test('a rule card carries what the filters match on', () => {
  expect(ruleCard(ruleOf('NAT-QUOTE-TTL'), repro).text).toContain(
    'data-status="passed" data-level="SHOULD" data-surface="native"',
  );
});
