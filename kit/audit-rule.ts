import { test } from './fixtures';
import { checking } from './checking';
import { ruleById, type RuleId } from '../rules';
import type { AssumptionId } from '../rules/assumptions';

type RuleBody = Parameters<typeof test>[2];

/**
 * The one test of a rule, titled by the catalogue (as graphql-http's audit(id, name, fn)), so a title is never
 * written twice: `auditRule(id, ...rows and tags, body)`. Rules checked by several tests title each one themselves.
 */
export function auditRule(id: RuleId, ...rest: [...(AssumptionId | `@${string}`)[], RuleBody]): void {
  const body = rest[rest.length - 1] as RuleBody;
  const named = rest.slice(0, -1) as (AssumptionId | `@${string}`)[];
  test(ruleById(id)!.title, checking(id, ...named), body);
}
