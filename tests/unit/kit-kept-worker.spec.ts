import { test, expect, type TestInfo } from '@playwright/test';
import { failedOnlyAsRecorded, keepWorkerAfterJudgedApart } from '../../kit/run/kept-worker';
import { RuleViolation, VIOLATION_ANNOTATION } from '../../kit/checks/violation';
import { ENVIRONMENT_ANNOTATION } from '../../kit/http/environment-failure';

const violation = (rule: string) => ({
  type: VIOLATION_ANNOTATION,
  description: JSON.stringify({ rule, received: 'r', documented: 'd' }),
});
const error = (message: string) => ({ message });

test('a test failed only by the rule violations it recorded keeps its worker', () => {
  expect(
    failedOnlyAsRecorded({
      status: 'failed',
      errors: [error('RuleViolation: LEG-FIATS-SHAPE: received …')],
      annotations: [violation('LEG-FIATS-SHAPE')],
    }),
  ).toBe(true);
});

test('so does a test that the environment kept from its verdict, as its recorded note says', () => {
  const note = {
    type: ENVIRONMENT_ANNOTATION,
    description: JSON.stringify({ cause: 'no-answer', line: 'GET /api/fiats: reset; 4 tries' }),
  };
  expect(
    failedOnlyAsRecorded({
      status: 'failed',
      errors: [error('EnvironmentFailure: inconclusive (no-answer): GET /api/fiats: reset; 4 tries')],
      annotations: [note],
    }),
  ).toBe(true);
  expect(
    failedOnlyAsRecorded({
      status: 'failed',
      errors: [error('EnvironmentFailure: inconclusive (server-error): GET /api/fiats answered 503')],
      annotations: [note],
    }),
  ).toBe(false);
});

test('a suite error, a violation not recorded, a timeout or a pass does not', () => {
  const recorded = [violation('LEG-FIATS-SHAPE')];
  expect(
    failedOnlyAsRecorded({ status: 'failed', errors: [error('TypeError: x is undefined')], annotations: recorded }),
  ).toBe(false);
  expect(
    failedOnlyAsRecorded({
      status: 'failed',
      errors: [error('RuleViolation: LEG-FIATS-SHAPE: …'), error('TypeError: y')],
      annotations: recorded,
    }),
  ).toBe(false);
  expect(
    failedOnlyAsRecorded({
      status: 'failed',
      errors: [error('RuleViolation: LEG-COINS-SHAPE: …')],
      annotations: recorded,
    }),
  ).toBe(false);
  expect(
    failedOnlyAsRecorded({
      status: 'timedOut',
      errors: [error('RuleViolation: LEG-FIATS-SHAPE: …')],
      annotations: recorded,
    }),
  ).toBe(false);
  expect(failedOnlyAsRecorded({ status: 'failed', errors: [], annotations: recorded })).toBe(false);
  expect(failedOnlyAsRecorded({ status: 'passed', errors: [], annotations: [] })).toBe(false);
});

test(
  'a violation judged apart, thrown from a fixture once the body ended, keeps the worker too; another ' +
    'error does not',
  () => {
    const info = (annotations: { type: string; description?: string }[]) =>
      ({ expectedStatus: 'passed', annotations }) as unknown as TestInfo;
    const recorded = info([violation('LEG-ORDERS-422-SHAPE')]);
    keepWorkerAfterJudgedApart(recorded, new RuleViolation('LEG-ORDERS-422-SHAPE', 'received …'));
    expect(recorded.expectedStatus).toBe('failed');
    const notRecorded = info([violation('LEG-ORDERS-422-SHAPE')]);
    keepWorkerAfterJudgedApart(notRecorded, new RuleViolation('LEG-COINS-SHAPE', 'received …'));
    keepWorkerAfterJudgedApart(notRecorded, new TypeError('x is undefined'));
    expect(notRecorded.expectedStatus).toBe('passed');
  },
);
