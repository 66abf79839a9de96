import type { Rule } from '../rules';
import type { CollectedTest } from './collected-test';
import type { RuleResult, Summary, TestOutcome } from './model';
import { leadingRuleId } from './rule-id';
import { summarize } from './summary';

/** Failed tests keep the exchanges that led to the failure; older ones add nothing but length. */
export const EVIDENCE_KEPT = 5;

export interface Fold {
  rules: RuleResult[];
  summary: Summary;
  unknownRuleIds: string[];
  testsWithoutRule: TestOutcome[];
}

interface Verdicts {
  outcomes: TestOutcome[];
  failures: string[];
  skips: string[];
  passed: boolean;
}

/**
 * Turns test results back into rule results. A failure counts for the rule its message starts with
 * (which may be a precondition rule the test does not name), else for every rule the test names;
 * the test's other rules were not checkable, so they count as skipped.
 */
export function fold(catalogue: readonly Rule[], collected: readonly CollectedTest[]): Fold {
  const known = new Set(catalogue.map((rule) => rule.id));
  const verdicts = new Map<string, Verdicts>();
  const verdictsOf = (id: string): Verdicts => {
    let entry = verdicts.get(id);
    if (!entry) verdicts.set(id, (entry = { outcomes: [], failures: [], skips: [], passed: false }));
    return entry;
  };
  const unknown = new Set<string>();
  const testsWithoutRule: TestOutcome[] = [];

  // Sorted so that "the first message" does not depend on which worker finished first.
  for (const test of [...collected].sort((a, b) => a.title.localeCompare(b.title))) {
    const ruleIds = test.ruleIds.filter((id) => known.has(id));
    test.ruleIds.filter((id) => !known.has(id)).forEach((id) => unknown.add(id));
    const base = { title: test.title, location: test.location, durationMs: test.durationMs, requestIds: requestIdsOf(test) };

    if (test.status === 'failed' || test.status === 'timedOut') {
      const attributed = attribute(test, ruleIds, (id) => known.has(id));
      if (attributed.size === 0) {
        testsWithoutRule.push({ ...base, status: test.status, reason: test.errors[0], evidence: lastExchanges(test) });
        continue;
      }
      for (const [id, messages] of attributed) {
        const entry = verdictsOf(id);
        entry.failures.push(messages[0]);
        entry.outcomes.push({ ...base, status: test.status, reason: messages[0], evidence: lastExchanges(test) });
      }
      const firstFailed = [...attributed.keys()][0];
      for (const id of ruleIds.filter((id) => !attributed.has(id))) {
        const reason = `not checkable: ${firstFailed} failed first`;
        verdictsOf(id).skips.push(reason);
        verdictsOf(id).outcomes.push({ ...base, status: 'skipped', reason });
      }
      continue;
    }

    if (ruleIds.length === 0) {
      testsWithoutRule.push({ ...base, status: test.status, reason: test.status === 'passed' ? undefined : skipReason(test) });
      continue;
    }
    for (const id of ruleIds) {
      const entry = verdictsOf(id);
      if (test.status === 'passed') {
        entry.passed = true;
        entry.outcomes.push({ ...base, status: 'passed' });
      } else {
        const reason = skipReason(test);
        entry.skips.push(reason);
        entry.outcomes.push({ ...base, status: test.status, reason });
      }
    }
  }

  const rules = catalogue.map((rule) => ruleResult(rule, verdicts.get(rule.id)));
  return { rules, summary: summarize(rules), unknownRuleIds: [...unknown].sort(), testsWithoutRule };
}

/**
 * A recorded violation goes to its rule, read from the data; an error without one (a timeout, a failed expect) goes
 * to the catalogue rule its line starts with, or to all the rules the test names.
 */
function attribute(test: CollectedTest, ruleIds: string[], isKnown: (id: string) => boolean): Map<string, string[]> {
  const attributed = new Map<string, string[]>();
  const add = (id: string, line: string) => attributed.set(id, [...(attributed.get(id) ?? []), line]);
  const recorded = test.violations.filter((violation) => isKnown(violation.rule));
  if (recorded.length) {
    for (const { rule, received, documented } of recorded) add(rule, `${rule}: received ${received}; documented ${documented}`);
    return attributed;
  }
  const lines = test.errors.length ? test.errors : [test.status === 'timedOut' ? 'timed out' : 'failed without an error message'];
  for (const line of lines) {
    const id = leadingRuleId(line, isKnown);
    if (id) add(id, line);
    else ruleIds.forEach((ruleId) => add(ruleId, line));
  }
  return attributed;
}

function ruleResult(rule: Rule, verdicts: Verdicts | undefined): RuleResult {
  const base = { id: rule.id, title: rule.title, level: rule.level, surface: rule.surface, source: rule.source };
  if (!verdicts) {
    const reason = `not checked: ${rule.notCheckable ?? 'no test checks this rule'}`;
    return { ...base, status: 'skipped', notChecked: true, reason, tests: [] };
  }
  const tests = verdicts.outcomes;
  if (verdicts.failures.length > 0) {
    return { ...base, status: rule.level === 'MUST' ? 'failed' : 'warning', reason: verdicts.failures[0], tests };
  }
  // Passed only when every test passed: some passed and some skipped is partly checked, with the skips' reasons.
  if (verdicts.passed && verdicts.skips.length) {
    const skipped = tests.filter((test) => test.status !== 'passed').length;
    return { ...base, status: 'partially-checked', reason: `${skipped} of ${tests.length} tests skipped: ${verdicts.skips[0]}`, tests };
  }
  if (verdicts.passed) return { ...base, status: 'passed', tests };
  return { ...base, status: 'skipped', reason: verdicts.skips[0], tests };
}

function skipReason(test: CollectedTest): string {
  if (test.status === 'interrupted') return 'interrupted before it finished';
  return test.skipReason ?? 'skipped without a reason';
}

function requestIdsOf(test: CollectedTest): string[] {
  return [...new Set(test.evidence.flatMap((exchange) => (exchange.requestId ? [exchange.requestId] : [])))];
}

function lastExchanges(test: CollectedTest) {
  return test.evidence.slice(-EVIDENCE_KEPT);
}
