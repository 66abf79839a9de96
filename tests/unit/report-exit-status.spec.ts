import { test, expect } from '@playwright/test';
import { exitStatus } from '../../reporters/exit-status';
import type { RuleResult } from '../../reporters/model';

const rule = (status: RuleResult['status'], level: RuleResult['level'] = 'MUST'): RuleResult => ({
  id: 'LEG-X',
  title: `${level} x`,
  level,
  surface: 'legacy',
  source: 'Limits',
  status,
  tests: [],
});

test('the run fails when a MUST rule failed, whatever Playwright thought', () => {
  expect(exitStatus('failed', [rule('passed'), rule('failed')], [])).toBe('failed');
  expect(exitStatus('passed', [rule('failed')], [])).toBe('failed');
});

test('the run passes with warnings, skipped and not-checked rules, even when tests failed', () => {
  const rules = [
    rule('passed'),
    rule('warning', 'SHOULD'),
    rule('warning', 'ASSUMED'),
    rule('skipped'),
    { ...rule('skipped'), notChecked: true },
  ];
  expect(exitStatus('failed', rules, [])).toBe('passed');
  expect(exitStatus('passed', rules, [])).toBe('passed');
  expect(exitStatus('passed', [], [])).toBe('passed');
});

test('an interrupted or timed-out run keeps its status', () => {
  expect(exitStatus('interrupted', [rule('passed')], [])).toBe('interrupted');
  expect(exitStatus('timedout', [rule('failed')], [])).toBe('timedout');
});

test('errors outside any test fail the run: its verdicts cannot be trusted', () => {
  expect(exitStatus('failed', [rule('passed')], ['Error: globalSetup failed'])).toBe('failed');
});
