import type { TestInfo } from '@playwright/test';
import { violationsIn } from '../checks/violation';

/** Annotation of a test marked as expected to fail after the target broke a rule, and why. */
export const KEPT_WORKER_ANNOTATION = 'kept-worker';

/**
 * True when the test failed only because the target broke rules: each error is a RuleViolation whose rule the test
 * recorded as a violation. A suite error (an exception in our code), a timeout or an interruption is not.
 */
export function failedOnlyByViolations(result: Pick<TestInfo, 'status' | 'errors' | 'annotations'>): boolean {
  if (result.status !== 'failed' || result.errors.length === 0) return false;
  const rules = violationsIn(result.annotations).map((violation) => violation.rule);
  // Playwright's message of a thrown error starts with its name: "RuleViolation: LEG-…: received …".
  return result.errors.every((error) => rules.some((rule) => error.message?.startsWith(`RuleViolation: ${rule}: `)));
}

/**
 * Playwright replaces a worker after every failed test (about a second of start each here, and a red target fails
 * dozens). A test that failed only by rule violations is marked as expected to fail once it has ended, so its
 * worker goes on: its status stays failed, and the conformance report, junit.xml and the exit code read the status
 * and the violations, not Playwright's expectation. The annotation says so in Playwright's own report.
 */
export function keepWorkerAfterViolations(testInfo: TestInfo): void {
  if (testInfo.expectedStatus !== 'passed' || !failedOnlyByViolations(testInfo)) return;
  testInfo.expectedStatus = 'failed';
  testInfo.annotations.push({ type: KEPT_WORKER_ANNOTATION, description: 'the target broke a rule: failed in the conformance report; expected here only so that Playwright keeps the worker' });
}
