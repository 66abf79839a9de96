import type { ConformanceReport, RuleResult } from '../model';
import { html, type Markup } from './markup';
import { ruleCard } from './rule-card';
import { ruleView } from './status-badge';

/** What makes a run red and is the target's or the suite's doing: shown before anything else, with its evidence. */
export function leadsThePage(rule: RuleResult): boolean {
  const view = ruleView(rule);
  return view === 'failed' || view === 'error';
}

const ERRORS_TITLE = html`<h4 class="level-title">Suite errors: no verdict on the target</h4>`;

/** The failed rules, then the rules in suite error, right under the summary; empty on a run without them. */
export function failuresSection(report: ConformanceReport): Markup {
  const failed = report.rules.filter((rule) => ruleView(rule) === 'failed');
  const errors = report.rules.filter((rule) => ruleView(rule) === 'error');
  if (!failed.length && !errors.length) return html``;
  const repro = { baseUrls: report.target.baseUrls, env: report.target.env };
  const card = (rule: RuleResult) => ruleCard(rule, repro);
  return html`<section id="failures">
  <h2>Failures <span class="count">${failed.length + errors.length}</span></h2>
  <p class="note">The rules that make this run red, each with what the tests saw; every other rule is under
  <a href="#rules">Rules</a>.</p>
  ${failed.length ? html`<div class="level" data-view="failed">${failed.map(card)}</div>` : ''}
  ${errors.length ? html`<div class="level" data-view="error">${ERRORS_TITLE}${errors.map(card)}</div>` : ''}
</section>`;
}
