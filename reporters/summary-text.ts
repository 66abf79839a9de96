import { budgetUseLine } from './request-budget-use';
import type { ConformanceReport, RuleResult } from './model';
import { countWords } from './count-words';
import { baseUrlList, targetPhrase } from './run-target';

const LISTED = 10;
/** Reasons wrap at word boundaries to this width, so no value is cut; past REASON_LINES the report has the rest. */
const WIDTH = 100;
const REASON_LINES = 4;

/** The few lines printed at the end of a run; the report holds the rest. */
export function summaryText(report: ConformanceReport, reportPath: string, knowsSeed: boolean): string {
  const s = report.summary;
  const failed = report.rules.filter((rule) => rule.status === 'failed');
  const warned = report.rules.filter((rule) => rule.status === 'warning');
  const skipped = report.rules.filter((rule) => rule.status === 'skipped' && !rule.notChecked);
  const lines = [
    `Conformance (${report.target.env}${report.target.plan ? `, plan ${report.target.plan}` : ''}): ${countWords(s)}`,

    // Which service the verdict is about: a green against the embedded mock says nothing of a partner's.
    `  target: ${targetPhrase(report.target)}`,
    // Unwrapped: a fold would part a base URL from its name.
    `  base URLs: ${baseUrlList(report.target)}`,
  ];
  const partly = report.rules.filter((rule) => rule.status === 'partially-checked').map((rule) => rule.id);
  // Each failure with its one-line reason; skips grouped by reason, so one missing capability is one line.
  if (failed.length) lines.push(`  failed (${failed.length}):`, ...reasoned(failed));
  if (warned.length) lines.push(`  warnings (${warned.length}):`, ...reasoned(warned));
  const waived = report.rules.filter((rule) => rule.status === 'waived');
  if (waived.length) lines.push(`  waived (${waived.length}), known deviations:`, ...reasoned(waived));
  const errors = report.rules.filter((rule) => rule.status === 'error');
  if (errors.length)
    lines.push(
      `  suite errors (${errors.length}), the suite's own fault, no verdict on the target:`,
      ...reasoned(errors),
    );
  const inconclusive = report.rules.filter((rule) => rule.status === 'inconclusive');
  if (inconclusive.length)
    lines.push(
      `  inconclusive (${inconclusive.length}), the environment kept them from a verdict:`,
      ...reasoned(inconclusive),
    );
  if (partly.length) lines.push(`  partially checked (some tests skipped): ${listed(partly)}`);
  const byReason = groupBy(skipped, (rule) => oneLine(rule.reason ?? 'no reason given'));
  if (skipped.length)
    lines.push(
      `  skipped (${skipped.length}), by reason:`,
      ...[...byReason]
        .slice(0, LISTED)
        .flatMap(([reason, rules]) => wrapped(`    ${reason} — ${listed(rules.map((rule) => rule.id))}`)),
    );
  if (byReason.size > LISTED) lines.push(`    … and ${byReason.size - LISTED} more reasons in the report`);
  for (const a of report.assumptions.filter((row) => row.status === 'not-confirmed')) {
    const aligns = a.align ? `; ${a.align} aligns the suite` : '';
    lines.push(`  assumption not confirmed: ${a.id} — the target reads ${a.observed?.join(', ')}${aligns}`);
  }
  if (report.unknownRuleIds.length)
    lines.push(`  warning: tests name rule ids the catalogue does not know: ${report.unknownRuleIds.join(', ')}`);
  const orphanFailures = report.testsWithoutRule.filter(
    (test) => test.status === 'failed' || test.status === 'timedOut',
  ).length;
  if (orphanFailures) lines.push(`  warning: ${plural(orphanFailures, 'failed test')} name no rule (see the report)`);
  const { slow, thresholdMs } = report.responseTimes;
  if (slow.length)
    lines.push(
      `  warning: ${plural(slow.length, 'request')} slower than ${thresholdMs} ms, the slowest ${slow[0].method} ` +
        `${slow[0].path} in ${slow[0].durationMs} ms${slow[0].requestId ? ` (X-Request-Id ${slow[0].requestId})` : ''}`,
    );
  const budgets = budgetUseLine(report.requestBudgets);
  if (budgets) lines.push(`  requests under the suite's budgets: ${budgets}`);
  for (const warning of report.runWarnings ?? []) lines.push(...wrapped(`  warning: ${oneLine(warning)}`));
  if (report.runErrors.length)
    lines.push(`  ${plural(report.runErrors.length, 'error')} outside any test (see the report)`);
  lines.push(
    knowsSeed
      ? `  seed ${report.seed} — replay with CONFORMANCE_SEED=${report.seed}`
      : '  seed unknown: the run had no target option',
  );
  lines.push(`  report: ${reportPath}`);
  return lines.join('\n');
}

function reasoned(rules: readonly RuleResult[]): string[] {
  const shown = rules
    .slice(0, LISTED)
    .flatMap((rule) => wrapped(`    ${rule.id} — ${withoutId(rule.id, oneLine(rule.reason ?? ''))}`));
  return rules.length > LISTED ? [...shown, `    … and ${rules.length - LISTED} more in the report`] : shown;
}

/** A check's message starts with its rule id (`LEG-COINS-SHAPE: received …`); the line already names the rule. */
function withoutId(id: string, reason: string): string {
  return reason.startsWith(`${id}: `) ? reason.slice(id.length + 2) : reason;
}

/** The first line of a reason, whole. */
function oneLine(text: string): string {
  return text.split(/\r?\n/)[0];
}

/**
 * A line folded at spaces to WIDTH, continued six columns in; a word longer than that stays whole. Past
 * REASON_LINES lines it stops at a word and says the report has the rest, rather than cutting a value.
 */
function wrapped(line: string): string[] {
  const indent = ' '.repeat(6);
  const lines: string[] = [];
  let current = '';
  for (const word of line.trimStart().split(' ')) {
    const head = lines.length === 0 ? line.slice(0, line.length - line.trimStart().length) : indent;
    if (current !== '' && head.length + current.length + 1 + word.length > WIDTH) {
      lines.push(head + current);
      current = word;
    } else {
      current = current === '' ? word : `${current} ${word}`;
    }
  }
  lines.push((lines.length === 0 ? line.slice(0, line.length - line.trimStart().length) : indent) + current);
  return lines.length > REASON_LINES
    ? [...lines.slice(0, REASON_LINES), `${indent}… (the whole reason is in the report)`]
    : lines;
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
