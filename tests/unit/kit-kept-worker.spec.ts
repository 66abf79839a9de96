import { test, expect } from '@playwright/test';
import { failedOnlyByViolations } from '../../kit/run/kept-worker';
import { VIOLATION_ANNOTATION } from '../../kit/checks/violation';

const violation = (rule: string) => ({ type: VIOLATION_ANNOTATION, description: JSON.stringify({ rule, received: 'r', documented: 'd' }) });
const error = (message: string) => ({ message });

test('a test failed only by the rule violations it recorded keeps its worker', () => {
  expect(failedOnlyByViolations({ status: 'failed', errors: [error('RuleViolation: LEG-FIATS-SHAPE: received …')], annotations: [violation('LEG-FIATS-SHAPE')] })).toBe(true);
});

test('a suite error, a violation not recorded, a timeout or a pass does not', () => {
  const recorded = [violation('LEG-FIATS-SHAPE')];
  expect(failedOnlyByViolations({ status: 'failed', errors: [error('TypeError: x is undefined')], annotations: recorded })).toBe(false);
  expect(failedOnlyByViolations({ status: 'failed', errors: [error('RuleViolation: LEG-FIATS-SHAPE: …'), error('TypeError: y')], annotations: recorded })).toBe(false);
  expect(failedOnlyByViolations({ status: 'failed', errors: [error('RuleViolation: LEG-COINS-SHAPE: …')], annotations: recorded })).toBe(false);
  expect(failedOnlyByViolations({ status: 'timedOut', errors: [error('RuleViolation: LEG-FIATS-SHAPE: …')], annotations: recorded })).toBe(false);
  expect(failedOnlyByViolations({ status: 'failed', errors: [], annotations: recorded })).toBe(false);
  expect(failedOnlyByViolations({ status: 'passed', errors: [], annotations: [] })).toBe(false);
});
