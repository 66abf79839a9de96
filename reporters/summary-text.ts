import { budgetUseLine } from './request-budget-use';
import type { ConformanceReport, RuleResult } from './model';
import { countWords } from './count-words';

const LISTED = 10;
const REASON_WIDTH = 160;

/** The few lines printed at the end of a run; the report holds the rest. */
export function summaryText(report: ConformanceReport, reportPath: string, knowsSeed: boolean): string {
  const s = report.summary;
  const failed = report.rules.filter((rule) => rule.status === 'failed');
  const warned = report.rules.filter((rule) => rule.status === 'warning');
  const skipped = report.rules.filter((rule) => rule.status === 'skipped' && !rule.notChecked);
  const lines = [
    `Conformance (${report.target.env}${report.target.plan ? `, plan ${report.target.plan}` : ''}): ${countWords(s)}`,
  ];
  const partly = report.rules.filter((rule) => rule.status === 'partially-checked').map((rule) => rule.id);
  // Each failure with its one-line reason; skips grouped by reason, so one missing capability is one line.
  if (failed.length) lines.push(`  failed (${failed.length}):`, ...reasoned(failed));
  if (warned.length) lines.push(`  warnings (${warned.length}):`, ...reasoned(warned));
  const waived = report.rules.filter((rule) => rule.status === 'waived');
  if (waived.length) lines.push(`  waived (${waived.length}), known deviations:`, ...reasoned(waived));
  const errors = report.rules.filter((rule) => rule.status === 'error');
  if (errors.length) lines.push(`  suite errors (${errors.length}), the suite's own fault, no verdict on the target:`, ...reasoned(errors));
  const inconclusive = report.rules.filter((rule) => rule.status === 'inconclusive');
  if (inconclusive.length) lines.push(`  inconclusive (${inconclusive.length}), the environment kept them from a verdict:`, ...reasoned(inconclusive));
  if (partly.length) lines.push(`  partially checked (some tests skipped): ${listed(partly)}`);
  const byReason = groupBy(skipped, (rule) => oneLine(rule.reason ?? 'no reason given'));
  if (skipped.length) lines.push(`  skipped (${skipped.length}), by reason:`, ...[...byReason].slice(0, LISTED).map(([reason, rules]) => `    ${reason} — ${listed(rules.map((rule) => rule.id))}`));
  if (byReason.size > LISTED) lines.push(`    … and ${byReason.size - LISTED} more reasons in the report`);
  for (const a of report.assumptions.filter((row) => row.status === 'not-confirmed')) {
    lines.push(`  assumption not confirmed: ${a.id} — the target reads ${a.observed?.join(', ')}${a.align ? `; ${a.align} aligns the suite` : ''}`);
  }
  if (report.unknownRuleIds.length) lines.push(`  warning: tests name rule ids the catalogue does not know: ${report.unknownRuleIds.join(', ')}`);
  const orphanFailures = report.testsWithoutRule.filter((test) => test.status === 'failed' || test.status === 'timedOut').length;
  if (orphanFailures) lines.push(`  warning: ${plural(orphanFailures, 'failed test')} name no rule (see the report)`);
  const { slow, thresholdMs } = report.responseTimes;
  if (slow.length) lines.push(`  warning: ${plural(slow.length, 'request')} slower than ${thresholdMs} ms, the slowest ${slow[0].method} ${slow[0].path} in ${slow[0].durationMs} ms${slow[0].requestId ? ` (X-Request-Id ${slow[0].requestId})` : ''}`);
  const budgets = budgetUseLine(report.requestBudgets);
  if (budgets) lines.push(`  requests under the suite's budgets: ${budgets}`);
  for (const warning of report.runWarnings ?? []) lines.push(`  warning: ${oneLine(warning)}`);
  if (report.runErrors.length) lines.push(`  ${plural(report.runErrors.length, 'error')} outside any test (see the report)`);
  lines.push(knowsSeed ? `  seed ${report.seed} — replay with CONFORMANCE_SEED=${report.seed}` : '  seed unknown: the run had no target option');
  lines.push(`  report: ${reportPath}`);
  return lines.join('\n');
}

function reasoned(rules: readonly RuleResult[]): string[] {
  const shown = rules.slice(0, LISTED).map((rule) => `    ${rule.id} — ${oneLine(rule.reason ?? '')}`);
  return rules.length > LISTED ? [...shown, `    … and ${rules.length - LISTED} more in the report`] : shown;
}

/** The first line of a reason, cut to fit a terminal. */
function oneLine(text: string): string {
  const first = text.split(/\r?\n/)[0];
  return first.length > REASON_WIDTH ? `${first.slice(0, REASON_WIDTH - 1)}…` : first;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function listed(ids: string[]): string {
  return ids.length > LISTED ? `${ids.slice(0, LISTED).join(', ')} and ${ids.length - LISTED} more` : ids.join(', ');
}
