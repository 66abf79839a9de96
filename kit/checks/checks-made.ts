import { test } from '@playwright/test';
import type { TestInfo } from '@playwright/test';

/**
 * How many checks a test made: a test that passed without one proved nothing, and the fold shows it not checked
 * (issue 25, item 5: zero cases is not a pass). Counted per running test; written as an annotation at its end.
 */
export const CHECKS_ANNOTATION = 'checks';

const made = new WeakMap<TestInfo, number>();

/** One check made by the running test; outside a test (a unit test of a kit function) it counts nowhere. */
export function countCheck(): void {
  const testInfo = (() => {
    try {
      return test.info();
    } catch {
      return undefined;
    }
  })();
  if (testInfo) made.set(testInfo, (made.get(testInfo) ?? 0) + 1);
}

/** The count as the test's annotation: written once, after the test's body (an auto fixture's teardown). */
export function recordChecksMade(testInfo: TestInfo): void {
  testInfo.annotations.push({ type: CHECKS_ANNOTATION, description: String(made.get(testInfo) ?? 0) });
}

/** The count a result carries, or undefined for a test that does not count (a partner run's, say). */
export function checksMadeIn(annotations: readonly { type: string; description?: string }[]): number | undefined {
  const found = annotations.find((annotation) => annotation.type === CHECKS_ANNOTATION);
  const count = Number(found?.description);
  return found && Number.isInteger(count) ? count : undefined;
}
