import type { ConformanceReport, RuleResult, TestOutcome } from './model';
import { xmlText } from './xml-text';

/**
 * JUnit XML at rule level, for CI systems: a testsuite per surface, a testcase per rule.
 * Warnings pass (CI stays green on SHOULD and ASSUMED) and say why in system-out; an inconclusive rule is skipped
 * and a suite error an error, each with its message.
 */
export function renderJunit(report: ConformanceReport): string {
  const surfaces = [...new Set(report.rules.map((rule) => rule.surface))];
  const suites = surfaces.map((surface) =>
    testsuite(
      surface,
      report.rules.filter((rule) => rule.surface === surface),
      report.startedAt,
      properties(report),
    ),
  );
  const totals = counts(report.rules);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="conformance" tests="${totals.tests}" failures="${totals.failures}" ` +
      `skipped="${totals.skipped}" errors="${totals.errors}" time="${seconds(report.durationMs)}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}

/**
 * The run's target as each testsuite's properties (JUnit's place for them; CI systems show them beside the results):
 * the environment, each base URL (host and path), and whether it was the embedded reference mock.
 */
function properties(report: ConformanceReport): string[] {
  const { target } = report;
  const rows: [string, string][] = [
    ['target.env', target.env],
    ['target.embeddedMock', String(target.embeddedMock)],
    ...Object.entries(target.baseUrls).map(([name, url]): [string, string] => [
      `target.baseUrl.${name.replace(/\s+/g, '-')}`,
      url,
    ]),
    ['seed', String(report.seed)],
  ];
  return [
    '    <properties>',
    ...rows.map(([name, value]) => `      <property name="${xmlText(name)}" value="${xmlText(value)}"/>`),
    '    </properties>',
  ];
}

function testsuite(surface: string, rules: RuleResult[], startedAt: string, properties: string[]): string {
  const c = counts(rules);
  const time = seconds(rules.reduce((sum, rule) => sum + ruleMs(rule), 0));
  return [
    `  <testsuite name="${xmlText(surface)}" tests="${c.tests}" failures="${c.failures}" ` +
      `skipped="${c.skipped}" errors="${c.errors}" time="${time}" timestamp="${xmlText(startedAt)}">`,
    ...properties,
    ...rules.map(testcase),
    '  </testsuite>',
  ].join('\n');
}

function testcase(rule: RuleResult): string {
  const open =
    `    <testcase name="${xmlText(`${rule.id} ${rule.title}`)}" ` +
    `classname="${xmlText(`${rule.surface}.${rule.level}`)}" time="${seconds(ruleMs(rule))}"`;
  const reason = rule.reason ?? '';
  switch (rule.status) {
    case 'passed':
      return `${open}/>`;
    case 'failed':
      return [
        `${open}>`,
        `      <failure message="${xmlText(reason)}" ` +
          `type="${xmlText(rule.level)}">${xmlText(failureDetail(rule))}</failure>`,
        '    </testcase>',
      ].join('\n');
    // JUnit's skipped holds both; the message starts with the report's word for which it is.
    case 'skipped':
      return [
        `${open}>`,
        `      <skipped message="${xmlText(`${rule.notChecked ? 'not checked' : 'skipped'}: ${reason}`)}"/>`,
        '    </testcase>',
      ].join('\n');
    case 'warning':
      return [
        `${open}>`,
        `      <system-out>${xmlText(`warning (${rule.level}): ${reason}`)}</system-out>`,
        '    </testcase>',
      ].join('\n');
    // A known deviation: a pass for CI, with the waiver said.
    case 'waived':
      return [`${open}>`, `      <system-out>${xmlText(reason)}</system-out>`, '    </testcase>'].join('\n');
    // No verdict on the target: JUnit's skipped, the message saying why.
    case 'inconclusive':
      return [`${open}>`, `      <skipped message="${xmlText(reason)}"/>`, '    </testcase>'].join('\n');
    // The suite's own fault: JUnit's error, apart from the target's failures.
    case 'error':
      return [
        `${open}>`,
        `      <error message="${xmlText(reason)}" type="suite">${xmlText(failureDetail(rule))}</error>`,
        '    </testcase>',
      ].join('\n');
    // Not failed, not fully checked: JUnit has no such verdict, so it is told beside a pass.
    case 'partially-checked':
      return [
        `${open}>`,
        `      <system-out>${xmlText(`partially checked: ${reason}`)}</system-out>`,
        '    </testcase>',
      ].join('\n');
  }
}

function failureDetail(rule: RuleResult): string {
  const failed = rule.tests.filter((test) => test.status === 'failed' || test.status === 'timedOut');
  const requestIds = (test: TestOutcome) =>
    test.requestIds.length ? ` [X-Request-Id ${test.requestIds.join(', ')}]` : '';
  const lines = failed.map((test) => `${test.title}: ${test.reason ?? ''}${requestIds(test)}`);
  return [`${rule.source}`, ...lines].join('\n');
}

function counts(rules: RuleResult[]) {
  return {
    tests: rules.length,
    failures: rules.filter((rule) => rule.status === 'failed').length,
    skipped: rules.filter((rule) => rule.status === 'skipped' || rule.status === 'inconclusive').length,
    errors: rules.filter((rule) => rule.status === 'error').length,
  };
}

function ruleMs(rule: RuleResult): number {
  return rule.tests.reduce((sum, test) => sum + test.durationMs, 0);
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(3);
}
