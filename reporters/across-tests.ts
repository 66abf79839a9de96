import { judgeAcrossTests } from '../kit/relations/across-tests';
import type { CollectedTest } from './collected-test';

/**
 * The run's tests with the breaches of their listings against other tests' create answers (kit/relations/
 * across-tests.ts) recorded on the listing test, as the relation checker records a breach within one test: a test
 * that passed fails on it and ran to its end (its own rules held), one that skipped fails on it and keeps its skip's
 * reason for its own rules.
 */
export function withAcrossTests(collected: readonly CollectedTest[]): CollectedTest[] {
  const found = judgeAcrossTests(collected.map((test) => ({ title: test.title, records: test.relationRecords ?? [] })));
  return collected.map((test, index) => {
    const violations = (found.get(index) ?? []).filter(
      (violation) => !test.violations.some((recorded) => recorded.rule === violation.rule),
    );
    if (!violations.length) return test;
    return {
      ...test,
      status: test.status === 'passed' || test.status === 'skipped' ? 'failed' : test.status,
      ...(test.status === 'passed' ? { ranToEnd: true } : {}),
      violations: [...test.violations, ...violations],
      errors: [
        ...test.errors,
        ...violations.map(
          ({ rule, received, documented }) => `${rule}: received ${received}; documented ${documented}`,
        ),
      ],
    };
  });
}
