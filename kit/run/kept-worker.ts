import type { TestInfo } from '@playwright/test';
import { RuleViolation, violationsIn } from '../checks/violation';
import { environmentNotesIn } from '../http/environment-failure';

/** Annotation of a test marked as expected to fail after the target broke a rule, and why. */
export const KEPT_WORKER_ANNOTATION = 'kept-worker';

/**
 * True when the test failed only as it recorded: each error is a RuleViolation whose rule the test recorded as a
 * violation, or an EnvironmentFailure whose note it recorded (an inconclusive check). A suite error (an exception in
 * our code), a timeout or an interruption is not.
 */
export function failedOnlyAsRecorded(result: Pick<TestInfo, 'status' | 'errors' | 'annotations'>): boolean {
  if (result.status !== 'failed' || result.errors.length === 0) return false;
  // Playwright's message of a thrown error starts with its name: "RuleViolation: LEG-…: received …".
  const recorded = [
    ...violationsIn(result.annotations).map((violation) => `RuleViolation: ${violation.rule}: `),
    ...environmentNotesIn(result.annotations).map(
      (note) => `EnvironmentFailure: inconclusive (${note.cause}): ${note.line}`,
    ),
  ];
  return result.errors.every((error) => recorded.some((start) => error.message?.startsWith(start)));
}

/**
 * Playwright replaces a worker after every failed test (about a second of start each here, and a red or flaky target
 * fails dozens). A test that failed only as it recorded (rule violations, inconclusive checks) is marked as expected
 * to fail once it has ended, so its worker goes on: its status stays failed, and the conformance report, junit.xml
 * and the exit code read the status, the violations and the notes, not Playwright's expectation. The annotation
 * says so in Playwright's own report.
 */
export function keepWorkerAfterRecordedFailures(testInfo: TestInfo): void {
  if (testInfo.expectedStatus !== 'passed' || !failedOnlyAsRecorded(testInfo)) return;
  testInfo.expectedStatus = 'failed';
  testInfo.annotations.push({
    type: KEPT_WORKER_ANNOTATION,
    description:
      'the target broke a rule, or the environment kept a check from its verdict: so the conformance report ' +
      'says; expected here only so that Playwright keeps the worker',
  });
}

/**
 * The same for a violation judged apart (kit/checks/violation.ts), thrown once the body has ended, from a fixture's
 * teardown: the test passed until then, and the violation it throws is the one it recorded.
 */
export function keepWorkerAfterJudgedApart(testInfo: TestInfo, error: unknown): void {
  if (testInfo.expectedStatus !== 'passed' || !(error instanceof RuleViolation)) return;
  if (!violationsIn(testInfo.annotations).some((violation) => violation.rule === error.rule)) return;
  testInfo.expectedStatus = 'failed';
  testInfo.annotations.push({
    type: KEPT_WORKER_ANNOTATION,
    description:
      'the target broke a rule judged apart: so the conformance report says; expected here only so that ' +
      'Playwright keeps the worker',
  });
}

/**
 * The auto fixture that does it after every test, for each fixture set whose checks record (the service's, the
 * receiver's).
 */
export const keptWorkerFixture: [
  (args: object, use: () => Promise<void>, testInfo: TestInfo) => Promise<void>,
  { auto: true },
] = [
  // Playwright reads a fixture's dependencies from its first parameter: it must be a destructuring pattern.
  async ({}, use, testInfo) => {
    await use();
    keepWorkerAfterRecordedFailures(testInfo);
  },
  { auto: true },
];
