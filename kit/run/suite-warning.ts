import { test } from '@playwright/test';

/**
 * Something of the suite's own that went wrong without touching a verdict (issue 27, item 1): the run's budget server
 * gone, so a worker kept a budget of its own. Recorded on the test as data; the report lists each line once.
 */
export const SUITE_WARNING_ANNOTATION = 'suite-warning';

/** Records `line` on the running test; outside a test (the probe, a unit test) it goes to stderr. */
export function suiteWarning(line: string): void {
  const testInfo = (() => {
    try {
      return test.info();
    } catch {
      return undefined;
    }
  })();
  if (testInfo) testInfo.annotations.push({ type: SUITE_WARNING_ANNOTATION, description: line });
  else console.warn(`warning: ${line}`);
}

export function suiteWarningsIn(annotations: readonly { type: string; description?: string }[]): string[] {
  return annotations.flatMap((annotation) =>
    annotation.type === SUITE_WARNING_ANNOTATION && annotation.description ? [annotation.description] : [],
  );
}
