import type { RuleResult, TestOutcome } from '../model';
import { html, type Markup } from './markup';

/** What the filter buttons and badges call a rule: "not checked" is a skipped rule that no test checks. */
export type RuleView =
  | 'passed'
  | 'partially-checked'
  | 'failed'
  | 'warning'
  | 'waived'
  | 'inconclusive'
  | 'error'
  | 'skipped'
  | 'not-checked';

/** The report's word for each view, in the order of the counts table (reporters/count-words.ts says them so too). */
export const VIEW_LABELS: Readonly<Record<RuleView, string>> = {
  passed: 'passed',
  'partially-checked': 'partially checked',
  failed: 'failed',
  warning: 'warning',
  waived: 'waived',
  inconclusive: 'inconclusive',
  error: 'suite error',
  skipped: 'skipped',
  'not-checked': 'not checked',
};

export function ruleView(rule: RuleResult): RuleView {
  return rule.notChecked ? 'not-checked' : rule.status;
}

export function ruleBadge(rule: RuleResult): Markup {
  const view = ruleView(rule);
  return html`<span class="badge ${view}">${VIEW_LABELS[view]}</span>`;
}

export function testBadge(status: TestOutcome['status']): Markup {
  const view = status === 'timedOut' ? 'failed' : status === 'interrupted' ? 'skipped' : status;
  return html`<span class="badge small ${view}">${status}</span>`;
}
