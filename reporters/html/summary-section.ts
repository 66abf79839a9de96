import type { Level } from '../../rules';
import type { ConformanceReport, RuleResult } from '../model';
import { checkedRules } from '../summary';
import { duration, percent } from './format';
import { cells, html, type Markup } from './markup';
import { EMBEDDED_MOCK_NOTE } from '../run-target';
import { VIEW_LABELS, ruleView, type RuleView } from './status-badge';

const LEVELS: readonly Level[] = ['MUST', 'SHOULD', 'ASSUMED'];
const VIEWS = (Object.entries(VIEW_LABELS) as [RuleView, string][]).map(([view, label]) => ({ view, label }));
/** The counts table's column of each view, classed so its colour matches the view's badge. */
const viewHeads = VIEWS.map(({ view, label }) => html`<th class="${view}">${label}</th>`);

/** The header: which target, when, how to replay, and the counts a reader looks at first. */
export function summarySection(report: ConformanceReport): Markup {
  const { target, summary } = report;
  const checked = checkedRules(report.rules);
  const capabilities = Object.entries(target.capabilities)
    .filter(([, on]) => on)
    .map(([name]) => name);
  const runBadge = report.runStatus === 'passed' ? 'passed' : 'failed';
  const coverage = `${checked} of ${summary.rules} rules checked (${percent(checked, summary.rules)})`;
  return html`<header id="summary" class="summary run-${report.runStatus}">
  <h1>Conformance report <span class="badge ${runBadge}">run ${report.runStatus}</span></h1>
  ${target.embeddedMock ? html`<p class="embedded-mock">${EMBEDDED_MOCK_NOTE}</p>` : ''}
  <dl class="facts">
    <dt>Environment</dt><dd>${target.env}${target.plan ? `, plan ${target.plan}` : ''}</dd>
    <dt>Target</dt><dd>${target.embeddedMock ? 'the embedded reference mock' : 'not the embedded mock'}</dd>
    ${Object.entries(target.baseUrls).map(baseUrlFact)}
    <dt>Test-control capabilities</dt><dd>${capabilities.length ? capabilities.join(', ') : 'none'}</dd>
    <dt>Started</dt><dd><time datetime="${report.startedAt}">${report.startedAt}</time></dd>
    <dt>Duration</dt><dd>${duration(report.durationMs)}</dd>
    <dt>Seed</dt><dd><code>${report.seed}</code> — replay with <code>CONFORMANCE_SEED=${report.seed}</code></dd>
    <dt>Suite version</dt><dd>${report.suiteVersion}</dd>
    <dt>Coverage</dt><dd class="coverage">${coverage}</dd>
  </dl>
  <table class="counts">
    <thead><tr><th>level</th>${viewHeads}<th>all</th></tr></thead>
    <tbody>
      ${LEVELS.map((level) =>
        countsRow(
          level,
          report.rules.filter((rule) => rule.level === level),
        ),
      )}
      ${countsRow('all', report.rules)}
    </tbody>
  </table>
  <p class="note">Skipped: a test for the rule exists but reached no verdict in this run. Not checked: no test checks
  the rule. Warnings are SHOULD or ASSUMED rules that failed; they do not fail the run. Waived: failed, but a known
  deviation with a waiver in force (CONFORMANCE_WAIVERS). Inconclusive: the environment kept a test from its verdict
  after retries (no answer, a 429 outside the budget, a 5xx while the surface was down); suite error: a test broke in
  the suite's own code. Neither says the target broke the rule, and neither is a pass.</p>
</header>`;
}

function baseUrlFact([name, url]: [string, string]): Markup {
  return html`<dt>Base URL, ${name}</dt><dd><code>${url}</code></dd>`;
}

function countsRow(label: string, rules: RuleResult[]): Markup {
  const counts = VIEWS.map(({ view }) => rules.filter((rule) => ruleView(rule) === view).length);
  return html`<tr data-level="${label}"><th>${label}</th>${cells([...counts, rules.length])}</tr>`;
}
