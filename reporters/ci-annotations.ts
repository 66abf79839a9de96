import type { ConformanceReport, TestOutcome } from './model';

/**
 * One line per failing rule in GitHub Actions' workflow-command format
 * (`::error file=…,line=…,title=…::message`), which GitHub turns into annotations on the test file; other CI
 * systems read junit.xml. A failed MUST is an error, a failed SHOULD or ASSUMED rule a warning.
 */
export function annotationLines(report: ConformanceReport): string[] {
  const lines = report.rules
    .filter((rule) => rule.status === 'failed' || rule.status === 'warning')
    .map((rule) => {
      const test = rule.tests.find((t) => t.status === 'failed' || t.status === 'timedOut');
      const properties = [...locationProperties(test), `title=${property(`${rule.id} (${rule.level})`)}`].join(',');
      const ids = test?.requestIds.length ? ` [X-Request-Id ${test.requestIds.join(', ')}]` : '';
      const command = rule.status === 'failed' ? 'error' : 'warning';
      return `::${command} ${properties}::${message(`${rule.reason ?? 'failed'}${ids}`)}`;
    });
  return [...lines, ...report.runErrors.map((error) => `::error title=conformance run::${message(error)}`)];
}

function locationProperties(test: TestOutcome | undefined): string[] {
  const match = test?.location ? /^(.*):(\d+)$/.exec(test.location) : null;
  return match ? [`file=${property(match[1])}`, `line=${match[2]}`] : [];
}

/** GitHub's escaping: data may hold %, CR and LF; properties also : and ,. */
function message(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function property(text: string): string {
  return message(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
