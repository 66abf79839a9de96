import type { Exchange } from '../kit/http/exchange';
import type { Rule } from '../rules';
import type { CollectedTest } from './collected-test';
import type { FailureCause, RuleResult, Summary, TestOutcome } from './model';
import { summarize } from './summary';

/** Why a test that passed without making a check counts for nothing. */
export const NO_CHECK_MADE =
  'not checked: the test ended without making a check (nothing to try, or a loop over nothing)';

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
  /** Reasons of tests the environment kept from a verdict, and of tests that broke in the suite's code. */
  inconclusive: string[];
  errors: string[];
  skips: string[];
  passed: boolean;
}

/**
 * Turns test results back into rule results. A failure is classified first (causeOf): the target's counts for the
 * rules its violations name (which may be a precondition rule the test does not name), and the test's other rules
 * were not checkable, so they count as skipped; the environment's makes the test's rules inconclusive, the suite's
 * puts them in error.
 */
export function fold(catalogue: readonly Rule[], collected: readonly CollectedTest[]): Fold {
  const known = new Set(catalogue.map((rule) => rule.id));
  const verdicts = new Map<string, Verdicts>();
  const verdictsOf = (id: string): Verdicts => {
    let entry = verdicts.get(id);
    if (!entry)
      verdicts.set(
        id,
        (entry = { outcomes: [], failures: [], inconclusive: [], errors: [], skips: [], passed: false }),
      );
    return entry;
  };
  const unknown = new Set<string>();
  const testsWithoutRule: TestOutcome[] = [];

  // Sorted so that "the first message" does not depend on which worker finished first.
  for (const test of [...collected].sort((a, b) => a.title.localeCompare(b.title))) {
    const ruleIds = test.ruleIds.filter((id) => known.has(id));
    test.ruleIds.filter((id) => !known.has(id)).forEach((id) => unknown.add(id));
    const counterexample = test.counterexamples?.[0];
    const base = {
      title: test.title,
      location: test.location,
      durationMs: test.durationMs,
      requestIds: requestIdsOf(test),
      ...(counterexample ? { counterexample } : {}),
    };

    if (test.status === 'failed' || test.status === 'timedOut') {
      const cause = causeOf(test);
      if (cause !== 'product') {
        // No verdict on the target: each rule the test names is inconclusive (environment) or in error (suite).
        const reason =
          cause === 'environment'
            ? inconclusiveReason(test)
            : `suite error: ${test.errors[0] ?? 'failed without an error message'}`;
        if (ruleIds.length === 0)
          testsWithoutRule.push({ ...base, status: test.status, cause, reason, evidence: lastExchanges(test) });
        for (const id of ruleIds) {
          (cause === 'environment' ? verdictsOf(id).inconclusive : verdictsOf(id).errors).push(reason);
          verdictsOf(id).outcomes.push({ ...base, status: test.status, cause, reason, evidence: lastExchanges(test) });
        }
        continue;
      }
      const attributed = attribute(test, (id) => known.has(id));
      if (attributed.size === 0) {
        testsWithoutRule.push({
          ...base,
          status: test.status,
          cause,
          reason: test.errors[0],
          evidence: lastExchanges(test),
        });
        continue;
      }
      for (const [id, messages] of attributed) {
        const entry = verdictsOf(id);
        entry.failures.push(messages[0]);
        entry.outcomes.push({
          ...base,
          status: test.status,
          cause,
          reason: messages[0],
          evidence: lastExchanges(test),
        });
      }
      const firstFailed = [...attributed.keys()][0];
      for (const id of ruleIds.filter((id) => !attributed.has(id))) {
        if (test.ranToEnd) {
          // Every check ran, the failures were another promise's (judged apart): this rule held.
          verdictsOf(id).passed = true;
          verdictsOf(id).outcomes.push({ ...base, status: 'passed' });
          continue;
        }
        // A test that skipped and then failed on its answers' relations: its own rules keep the skip's reason.
        const reason = test.skipReason ?? `not checkable: ${firstFailed} failed first`;
        verdictsOf(id).skips.push(reason);
        verdictsOf(id).outcomes.push({ ...base, status: 'skipped', reason });
      }
      continue;
    }

    if (ruleIds.length === 0) {
      testsWithoutRule.push({
        ...base,
        status: test.status,
        reason: test.status === 'passed' ? undefined : skipReason(test),
      });
      continue;
    }
    // Passed without a check made: the test proved nothing (a loop over nothing), so its rules are not checked by it.
    const vacuous = test.status === 'passed' && test.checks === 0;
    for (const id of ruleIds) {
      const entry = verdictsOf(id);
      if (vacuous) {
        const reason = NO_CHECK_MADE;
        entry.skips.push(reason);
        entry.outcomes.push({ ...base, status: 'skipped', reason });
      } else if (test.status === 'passed') {
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

/** "GET /api/prices?source=EUR&target=BTC": the method and the path with its query, below the host. */
function requestLine(exchange: Exchange): string {
  const url = new URL(exchange.request.url);
  const line = `${exchange.request.method.toUpperCase()} ${url.pathname}${url.search}`;
  return line.length > 160 ? `${line.slice(0, 160)}…` : line;
}

/** Each recorded violation goes to its rule, read from the data (a product failure has at least one). */
function attribute(test: CollectedTest, isKnown: (id: string) => boolean): Map<string, string[]> {
  const attributed = new Map<string, string[]>();
  for (const { rule, received, documented, requestId } of test.violations.filter((violation) =>
    isKnown(violation.rule),
  )) {
    // One sentence: what was sent (where the check named the answer it judged), what the document says, what came back.
    const exchange = requestId ? test.evidence.find((candidate) => candidate.requestId === requestId) : undefined;
    const sent = exchange ? `sent ${requestLine(exchange)}; ` : '';
    const told = sent
      ? `documented ${documented}; received ${received}`
      : `received ${received}; documented ${documented}`;
    attributed.set(rule, [...(attributed.get(rule) ?? []), `${rule}: ${sent}${told}`]);
  }
  return attributed;
}

function ruleResult(rule: Rule, verdicts: Verdicts | undefined): RuleResult {
  const base = {
    id: rule.id,
    title: rule.title,
    level: rule.level,
    surface: rule.surface,
    source: rule.source,
    ...(rule.promises ? { promises: rule.promises } : {}),
  };
  if (!verdicts) {
    const reason = `not checked: ${rule.notCheckable ?? 'no test checks this rule'}`;
    return { ...base, status: 'skipped', notChecked: true, reason, tests: [] };
  }
  const tests = verdicts.outcomes;
  if (verdicts.failures.length > 0) {
    return { ...base, status: rule.level === 'MUST' ? 'failed' : 'warning', reason: verdicts.failures[0], tests };
  }
  // A verdict only from every test: one the suite broke on, or one the environment kept from it, leaves the rule open.
  if (verdicts.errors.length > 0) return { ...base, status: 'error', reason: verdicts.errors[0], tests };
  if (verdicts.inconclusive.length > 0)
    return { ...base, status: 'inconclusive', reason: verdicts.inconclusive[0], tests };
  // Passed only when every test passed: some passed and some skipped is partly checked, with the skips' reasons.
  if (verdicts.passed && verdicts.skips.length) {
    const skipped = tests.filter((test) => test.status !== 'passed').length;
    return {
      ...base,
      status: 'partially-checked',
      reason: `${skipped} of ${tests.length} tests skipped: ${verdicts.skips[0]}`,
      tests,
    };
  }
  if (verdicts.passed) return { ...base, status: 'passed', tests };
  return { ...base, status: 'skipped', reason: verdicts.skips[0], tests };
}

/**
 * A recorded violation is the target's; else a recorded environment note or a timeout is the environment's
 * (kit/http/environment-failure.ts); any other error (an exception, a failed assertion of the suite's own) is the
 * suite's.
 */
export function causeOf(test: CollectedTest): FailureCause {
  if (test.violations.length > 0) return 'product';
  if (test.environment.length > 0 || test.status === 'timedOut') return 'environment';
  return 'suite';
}

function inconclusiveReason(test: CollectedTest): string {
  const note = test.environment[0];
  return note
    ? `inconclusive (${note.cause}): ${note.line}`
    : `inconclusive: the test timed out after ${Math.round(test.durationMs / 1000)} s`;
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
