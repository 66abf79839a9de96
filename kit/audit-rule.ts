import type { TestDetails } from '@playwright/test';
import type { test } from './fixtures';
import { checking } from './checking';
import { ruleById, type RuleId } from '../rules';
import type { AssumptionId } from '../rules/assumptions';

type RuleBody = Parameters<typeof test>[2];

/** A test's title: its rule's, from the catalogue, and the variant when the rule has a test per variant. */
export function ruleTitle(id: RuleId, variant?: string): string {
  const { title } = ruleById(id)!;
  return variant ? `${title}: ${variant}` : title;
}

/**
 * The one test of a rule, titled by the catalogue (as graphql-http's audit(id, name, fn)), so a title is never
 * written twice: `test(...audit(id, ...ids and tags, body))`. The suite calls `test` itself, so that Playwright
 * records the test's own file and line (it records whoever calls `test`), which the report and CI annotations show.
 * A rule with a test per variant titles each with ruleTitle.
 */
export function audit(
  id: RuleId,
  ...rest: [...(RuleId | AssumptionId | `@${string}`)[], RuleBody]
): [string, TestDetails, RuleBody] {
  const body = rest[rest.length - 1] as RuleBody;
  // Further ids: rules the same requests also show, the rows the verdict depends on, tags.
  const named = rest.slice(0, -1) as (RuleId | AssumptionId | `@${string}`)[];
  return [ruleTitle(id), checking(id, ...named), body];
}
