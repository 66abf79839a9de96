import type { ConformanceReport } from './model';

const FAILED_LISTED = 10;

/** The few lines printed at the end of a run; the report holds the rest. */
export function summaryText(report: ConformanceReport, reportPath: string, knowsSeed: boolean): string {
  const s = report.summary;
  const failed = report.rules.filter((rule) => rule.status === 'failed').map((rule) => rule.id);
  const warned = report.rules.filter((rule) => rule.status === 'warning').map((rule) => rule.id);
  const lines = [
    `Conformance (${report.target.env}): ${s.rules} rules — ${s.passed} passed, ${s.failed} failed, ${plural(s.warnings, 'warning')}, ${s.partiallyChecked} partially checked, ${s.skipped} skipped (${s.notChecked} not checked)`,
  ];
  const partly = report.rules.filter((rule) => rule.status === 'partially-checked').map((rule) => rule.id);
  if (failed.length) lines.push(`  failed: ${listed(failed)}`);
  if (warned.length) lines.push(`  warnings: ${listed(warned)}`);
  if (partly.length) lines.push(`  partially checked (some tests skipped): ${listed(partly)}`);
  for (const a of report.assumptions.filter((row) => row.status === 'not-confirmed')) {
    lines.push(`  assumption not confirmed: ${a.id} — the target reads ${a.observed?.join(', ')}${a.align ? `; ${a.align} aligns the suite` : ''}`);
  }
  if (report.unknownRuleIds.length) lines.push(`  warning: tests name rule ids the catalogue does not know: ${report.unknownRuleIds.join(', ')}`);
  const orphanFailures = report.testsWithoutRule.filter((test) => test.status === 'failed' || test.status === 'timedOut').length;
  if (orphanFailures) lines.push(`  warning: ${plural(orphanFailures, 'failed test')} name no rule (see the report)`);
  if (report.runErrors.length) lines.push(`  ${plural(report.runErrors.length, 'error')} outside any test (see the report)`);
  lines.push(knowsSeed ? `  seed ${report.seed} — replay with CONFORMANCE_SEED=${report.seed}` : '  seed unknown: the run had no target option');
  lines.push(`  report: ${reportPath}`);
  return lines.join('\n');
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function listed(ids: string[]): string {
  return ids.length > FAILED_LISTED ? `${ids.slice(0, FAILED_LISTED).join(', ')} and ${ids.length - FAILED_LISTED} more` : ids.join(', ');
}
