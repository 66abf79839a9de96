import type { TestDetails } from '@playwright/test';
import { ruleById, type RuleId } from '../rules';
import { assumptionById, type AssumptionId } from '../rules/assumptions';

/** Annotation type of an assumption row a test depends on. */
export const ASSUMPTION_ANNOTATION = 'assumption';

/**
 * Test details naming the rules a test checks and the assumption rows its verdict depends on: an annotation per
 * rule and per row (the reporter reads them) and a tag for each (the fault and readings matrices select by them).
 * Plain tags such as '@writes' may follow.
 */
export function checking(...items: (RuleId | AssumptionId | `@${string}`)[]): TestDetails {
  const named = items.filter((item) => !item.startsWith('@'));
  for (const id of named)
    if (!ruleById(id) && !assumptionById(id)) throw new Error(`unknown rule or assumption id ${id}`);
  return {
    annotation: named.map((id) => ({ type: assumptionById(id) ? ASSUMPTION_ANNOTATION : 'rule', description: id })),
    tag: [...named.map((id) => `@${id}`), ...items.filter((item) => item.startsWith('@'))],
  };
}

/** Matches a rule's tag and nothing longer (LEG-ORDERS-422 must not select LEG-ORDERS-422-SHAPE). */
export function ruleTagPattern(ids: readonly string[]): RegExp {
  return new RegExp(`@(${ids.map((id) => id.replace(/[-]/g, '\\-')).join('|')})(?![\\w-])`);
}

/** Tests of the generated phase: cases generated from the specs and the target's own data, shrunk when one fails. */
export const GENERATED = '@generated';

/** Tests that create something in the target: refused in production unless CONFORMANCE_ALLOW_WRITES=1. */
export const WRITES = '@writes';

/**
 * Test details of a test that makes the answers some relations of the relation map need (kit/relations): tagged with
 * each relation's rule, and each row whose reading the checker records there, so the fault and readings matrices
 * select it, but naming none. The relation checker names a rule on the result once it has judged a value of it; a
 * rule it judged nothing of is not checked by the test.
 */
export function judgedByRelations(...ids: (RuleId | AssumptionId | `@${string}`)[]): TestDetails {
  for (const id of ids)
    if (!id.startsWith('@') && !ruleById(id) && !assumptionById(id))
      throw new Error(`unknown rule or assumption id ${id}`);
  return { tag: ids.map((id) => (id.startsWith('@') ? id : `@${id}`)) };
}
