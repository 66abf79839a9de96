import type { TestDetails } from '@playwright/test';
import { ruleById, type RuleId } from '../rules';

/**
 * Test details naming the rules a test checks: an annotation per rule (the reporter reads it) and a tag
 * per rule (the fault matrix selects by it). Plain tags such as '@writes' may follow.
 */
export function checking(...items: (RuleId | `@${string}`)[]): TestDetails {
  const ids = items.filter((item): item is RuleId => !item.startsWith('@'));
  for (const id of ids) if (!ruleById(id)) throw new Error(`unknown rule id ${id}`);
  return {
    annotation: ids.map((id) => ({ type: 'rule', description: id })),
    tag: [...ids.map((id) => `@${id}`), ...items.filter((item) => item.startsWith('@'))],
  };
}

/** Matches a rule's tag and nothing longer (LEG-ORDERS-422 must not select LEG-ORDERS-422-SHAPE). */
export function ruleTagPattern(ids: readonly string[]): RegExp {
  return new RegExp(`@(${ids.map((id) => id.replace(/[-]/g, '\\-')).join('|')})(?![\\w-])`);
}

/** Tests that create something in the target: refused in production unless CONFORMANCE_ALLOW_WRITES=1. */
export const WRITES = '@writes';
