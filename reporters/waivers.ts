import type { Waiver } from '../kit/config/waivers';
import type { CollectedTest } from './collected-test';
import type { RuleResult } from './model';

/** A waiver as this run found it: applied to a failure, in force but unused, or expired. */
export interface WaiverResult extends Waiver {
  state: 'applied' | 'unused' | 'expired';
}

/** A waiver's pointer, `*` standing for any one segment, as a pattern of whole pointers. */
function pointerPattern(pointer: string): RegExp {
  return new RegExp(
    `^${pointer
      .split('/')
      .map((segment) => (segment === '*' ? '[^/]*' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}$`,
  );
}

/**
 * The waivers in force of `rule` that cover this failed test, or undefined when some part of the failure is not
 * covered: a waiver of scope 'rule' covers the test whole; otherwise each violation of the rule it
 * recorded needs a waiver of its exact received value, or every problem of it (typed data, kit/checks/violation.ts)
 * a waiver whose pointer matches the problem's.
 */
function coveringWaivers(
  own: readonly Waiver[],
  rule: string,
  title: string,
  test: CollectedTest | undefined,
): Waiver[] | undefined {
  const fitting = own.filter((waiver) => !waiver.test || title.includes(waiver.test));
  const whole = fitting.find((waiver) => waiver.scope === 'rule');
  if (whole) return [whole];
  const violations = (test?.violations ?? []).filter((violation) => violation.rule === rule);
  if (violations.length === 0) return undefined;
  const used = new Set<Waiver>();
  for (const violation of violations) {
    const byValue = fitting.find((waiver) => waiver.received !== undefined && waiver.received === violation.received);
    if (byValue) {
      used.add(byValue);
      continue;
    }
    if (!violation.problems?.length) return undefined;
    for (const problem of violation.problems) {
      const byPointer = fitting.find(
        (waiver) => waiver.pointer !== undefined && pointerPattern(waiver.pointer).test(problem.pointer),
      );
      if (!byPointer) return undefined;
      used.add(byPointer);
    }
  }
  return [...used];
}

/**
 * Known deviations (CONFORMANCE_WAIVERS): a failed rule, or a warning, whose every failed test a waiver in force
 * covers is `waived`, with the waiver's reason. A waiver holds through its `expires` day; after it, or when the
 * failure is another (another test, another received value, another field), the rule fails again.
 */
export function applyWaivers(
  rules: readonly RuleResult[],
  tests: readonly CollectedTest[],
  waivers: readonly Waiver[],
  today: string,
): { rules: RuleResult[]; waivers: WaiverResult[] } {
  const inForce = waivers.filter((waiver) => waiver.expires >= today);
  const testByTitle = new Map(tests.map((test) => [test.title, test]));
  const applied = new Set<Waiver>();
  const waived = rules.map((rule): RuleResult => {
    if (rule.status !== 'failed' && rule.status !== 'warning') return rule;
    const own = inForce.filter((waiver) => waiver.rule === rule.id);
    // The target's failures; an inconclusive test or a suite error beside them is no deviation a waiver could name.
    const failedTests = rule.tests.filter(
      (test) => (test.status === 'failed' || test.status === 'timedOut') && (test.cause ?? 'product') === 'product',
    );
    const coveredBy = failedTests.map((test) => coveringWaivers(own, rule.id, test.title, testByTitle.get(test.title)));
    if (own.length === 0 || failedTests.length === 0 || coveredBy.some((waivers) => waivers === undefined)) {
      const expired = waivers.find((waiver) => waiver.rule === rule.id && waiver.expires < today);
      return expired ? { ...rule, reason: `${rule.reason} (its waiver expired on ${expired.expires})` } : rule;
    }
    const used = [...new Set(coveredBy.flatMap((waivers) => waivers!))];
    used.forEach((waiver) => applied.add(waiver));
    const waiver = used[0];
    const others = used.length > 1 ? ` (and ${used.length - 1} more ${used.length === 2 ? 'waiver' : 'waivers'})` : '';
    const ruleWide = used.some((each) => each.scope === 'rule') ? ' the whole rule (scope: rule)' : '';
    return {
      ...rule,
      status: 'waived',
      reason:
        `waived${ruleWide} until ${waiver.expires} (${waiver.owner}): ${waiver.reason}${others}; the ` +
        `failure: ${rule.reason}`,
      waiver,
    };
  });
  return {
    rules: waived,
    waivers: waivers.map((waiver) => ({
      ...waiver,
      state: waiver.expires < today ? 'expired' : applied.has(waiver) ? 'applied' : 'unused',
    })),
  };
}
