import type { CollectedTest } from '../../reporters/collected-test';

/** A passed test with nothing recorded, as the fold reads one; `over` sets what a case needs. */
export function collectedTest(over: Partial<CollectedTest> = {}): CollectedTest {
  return {
    title: 'a test',
    ruleIds: [],
    status: 'passed',
    durationMs: 1,
    errors: [],
    violations: [],
    environment: [],
    evidence: [],
    drift: [],
    observations: [],
    ...over,
  };
}
