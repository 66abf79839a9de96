import { budgetUseLine } from './request-budget-use';
import { table } from './markdown-text';
import { countWords } from './count-words';
import type { ConformanceReport, RuleResult } from './model';
import { baseUrlList, EMBEDDED_MOCK_NOTE, targetPhrase } from './run-target';

const LISTED = 50;
const LEVELS = ['MUST', 'SHOULD', 'ASSUMED'] as const;

/** summary.md: fit for a CI job summary (GitHub's $GITHUB_STEP_SUMMARY, a merge-request note). */
export function renderSummaryMarkdown(report: ConformanceReport, htmlPath: string): string {
  const { summary, target } = report;
  const failed = report.rules.filter((rule) => rule.status === 'failed' || rule.status === 'warning');
  const count = (rules: RuleResult[], status: RuleResult['status']) =>
    rules.filter((rule) => rule.status === status && !rule.notChecked).length;
  const lines = [
    `## Conformance: run ${report.runStatus} — ${targetPhrase(target)}`,
    '',
    `Base URLs: ${baseUrlList(target)}.`,
    '',
    ...(target.embeddedMock ? [`**${EMBEDDED_MOCK_NOTE}**`, ''] : []),
    `${countWords(summary)}. ` +
      (`Started ${report.startedAt}; seed ${report.seed} (replay with \`CONFORMANCE_SEED=${report.seed}\`); ` +
        `suite ${report.suiteVersion}.`),
    '',
    ...table(
      [
        'level',
        'passed',
        'partially checked',
        'failed',
        'warning',
        'waived',
        'inconclusive',
        'suite error',
        'skipped',
        'not checked',
      ],
      LEVELS.map((level) => {
        const rules = report.rules.filter((rule) => rule.level === level);
        return [
          level,
          count(rules, 'passed'),
          count(rules, 'partially-checked'),
          count(rules, 'failed'),
          count(rules, 'warning'),
          count(rules, 'waived'),
          count(rules, 'inconclusive'),
          count(rules, 'error'),
          count(rules, 'skipped'),
          rules.filter((r) => r.notChecked).length,
        ];
      }),
    ),
    '',
  ];
  const notConfirmed = report.assumptions.filter((a) => a.status === 'not-confirmed');
  if (notConfirmed.length) {
    lines.push(`### Assumptions not confirmed (${notConfirmed.length})`, '');
    lines.push(
      ...table(
        ['assumption', 'in force', 'the target reads', 'aligns the suite'],
        notConfirmed.map((a) => [a.id, a.value, a.observed?.join(', '), a.align ?? '']),
      ),
      '',
    );
  }
  const partly = report.rules.filter((rule) => rule.status === 'partially-checked');
  if (partly.length) {
    lines.push(`### Partially checked (${partly.length}): some tests skipped`, '');
    lines.push(
      ...table(
        ['rule', 'level', 'skipped'],
        partly.slice(0, LISTED).map((rule) => [rule.id, rule.level, rule.reason]),
      ),
      '',
    );
  }
  if (failed.length) {
    lines.push(
      `### Failed rules and warnings (${failed.length}: ${summary.failed} failed, ${summary.warnings} ` +
        `${summary.warnings === 1 ? 'warning' : 'warnings'})`,
      '',
    );
    lines.push(
      ...table(
        ['rule', 'level', 'reason', 'X-Request-Id'],
        failed.slice(0, LISTED).map((rule) => [rule.id, rule.level, rule.reason, firstRequestId(rule)]),
      ),
    );
    if (failed.length > LISTED) lines.push('', `… and ${failed.length - LISTED} more in the report.`);
    lines.push('');
  }
  const waived = report.rules.filter((rule) => rule.status === 'waived');
  if (waived.length) {
    lines.push(`### Waived: known deviations (${waived.length})`, '');
    lines.push(
      ...table(
        ['rule', 'level', 'waiver'],
        waived.slice(0, LISTED).map((rule) => [rule.id, rule.level, rule.reason]),
      ),
      '',
    );
  }
  for (const [status, heading] of [
    ['error', "Suite errors: the suite's own fault, no verdict on the target"],
    ['inconclusive', 'Inconclusive: the environment kept them from a verdict'],
  ] as const) {
    const open = report.rules.filter((rule) => rule.status === status);
    if (open.length)
      lines.push(
        `### ${heading} (${open.length})`,
        '',
        ...table(
          ['rule', 'level', 'reason'],
          open.slice(0, LISTED).map((rule) => [rule.id, rule.level, rule.reason]),
        ),
        '',
      );
  }
  if (!('unavailable' in report.comparison)) {
    const c = report.comparison;
    lines.push(`### Since the previous run (${c.previous.startedAt})`, '');
    lines.push(`- newly failing: ${c.newlyFailing.map((r) => r.id).join(', ') || 'none'}`);
    lines.push(`- fixed: ${c.fixed.map((r) => r.id).join(', ') || 'none'}`);
    lines.push(`- other changes: ${c.otherChanges.length}; new schema drift: ${c.newDrift.length}`, '');
  }
  const { slow, thresholdMs } = report.responseTimes;
  if (slow.length) {
    lines.push(`### Slow requests (${slow.length}, over ${thresholdMs} ms): a warning, not a failure`, '');
    lines.push(
      ...table(
        ['request', 'status', 'ms', 'X-Request-Id'],
        slow
          .slice(0, 10)
          .map((r) => [`${r.method} ${r.path}`, r.status ?? 'no answer', r.durationMs, r.requestId ?? '']),
      ),
      '',
    );
  }
  const budgets = budgetUseLine(report.requestBudgets);
  if (budgets) lines.push(`Requests under the suite's budgets: ${budgets}.`, '');
  if (report.runErrors.length)
    lines.push(
      `### Errors outside any test (${report.runErrors.length})`,
      '',
      ...report.runErrors.map((e) => `- ${e.replace(/\r?\n/g, ' ')}`),
      '',
    );
  lines.push(`Full report: \`${htmlPath}\``, '');
  return lines.join('\n');
}

function firstRequestId(rule: RuleResult): string {
  return (
    rule.tests.flatMap((test) => (test.status === 'failed' || test.status === 'timedOut' ? test.requestIds : []))[0] ??
    ''
  );
}
