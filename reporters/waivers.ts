import type { Waiver } from '../kit/config/waivers';
import type { CollectedTest } from './collected-test';
import type { RuleResult } from './model';

/** A waiver as this run found it: applied to a failure, in force but unused, or expired. */
export interface WaiverResult extends Waiver {
  state: 'applied' | 'unused' | 'expired';
}

/** A waiver's pointer, `*` standing for any one segment, as a pattern of whole pointers. */
function pointerPattern(pointer: string): RegExp {
  return new RegExp(`^${pointer.split('/').map((segment) => (segment === '*' ? '[^/]*' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`);
}

/** Every problem of a schema violation ("<pointer>: received …", joined by " | ") is at the waiver's pointer. */
function atPointer(received: string, pointer: string): boolean {
  const pattern = pointerPattern(pointer);
  const pointers = received.split(' | ').map((line) => line.match(/^(\S*): received /)?.[1]);
  return pointers.length > 0 && pointers.every((at) => at !== undefined && pattern.test(at));
}

/** Whether `waiver` covers the failure of `rule` in this test: its test, and each violation it recorded of the rule. */
function covers(waiver: Waiver, rule: string, title: string, test: CollectedTest | undefined): boolean {
  if (waiver.test && !title.includes(waiver.test)) return false;
  if (!waiver.received && !waiver.pointer) return true;
  const violations = (test?.violations ?? []).filter((violation) => violation.rule === rule);
  return violations.length > 0 && violations.every((violation) =>
    (waiver.received ? violation.received === waiver.received : atPointer(violation.received, waiver.pointer!)));
}

/**
 * Known deviations (CONFORMANCE_WAIVERS): a failed rule, or a warning, whose every failed test a waiver in force
 * covers is `waived`, with the waiver's reason. A waiver holds through its `expires` day; after it, or when the
 * failure is another (another test, another received value, another field), the rule fails again.
 */
export function applyWaivers(rules: readonly RuleResult[], tests: readonly CollectedTest[], waivers: readonly Waiver[], today: string): { rules: RuleResult[]; waivers: WaiverResult[] } {
  const inForce = waivers.filter((waiver) => waiver.expires >= today);
  const testByTitle = new Map(tests.map((test) => [test.title, test]));
  const applied = new Set<Waiver>();
  const waived = rules.map((rule): RuleResult => {
    if (rule.status !== 'failed' && rule.status !== 'warning') return rule;
    const own = inForce.filter((waiver) => waiver.rule === rule.id);
    // The target's failures; an inconclusive test or a suite error beside them is no deviation a waiver could name.
    const failedTests = rule.tests.filter((test) => (test.status === 'failed' || test.status === 'timedOut') && (test.cause ?? 'product') === 'product');
    const coveredBy = failedTests.map((test) => own.find((waiver) => covers(waiver, rule.id, test.title, testByTitle.get(test.title))));
    if (own.length === 0 || failedTests.length === 0 || coveredBy.some((waiver) => waiver === undefined)) {
      const expired = waivers.find((waiver) => waiver.rule === rule.id && waiver.expires < today);
      return expired ? { ...rule, reason: `${rule.reason} (its waiver expired on ${expired.expires})` } : rule;
    }
    coveredBy.forEach((waiver) => applied.add(waiver!));
    const waiver = coveredBy[0]!;
    return { ...rule, status: 'waived', reason: `waived until ${waiver.expires} (${waiver.owner}): ${waiver.reason}; the failure: ${rule.reason}`, waiver };
  });
  return {
    rules: waived,
    waivers: waivers.map((waiver) => ({ ...waiver, state: waiver.expires < today ? 'expired' : applied.has(waiver) ? 'applied' : 'unused' })),
  };
}
