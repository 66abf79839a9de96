import { hostedRules } from './hosted';
import { legacyRules } from './legacy';
import { nativeRules } from './native';
import { webhookRules } from './webhooks';
import { partnerRules } from './partner';
import type { Rule } from './rule';

export type { Level, PartnerCheck, Rule, Surface } from './rule';

/** Every rule id the catalogue knows; a typo in a test's or a fault's rule id fails to compile. */
export type RuleId =
  | (typeof legacyRules)[number]['id']
  | (typeof hostedRules)[number]['id']
  | (typeof nativeRules)[number]['id']
  | (typeof webhookRules)[number]['id']
  | (typeof partnerRules)[number]['id'];

/** The service's rules: what a conformance run checks. */
export const catalogue: readonly Rule[] = [
  ...legacyRules.map((rule): Rule => ({ ...rule, surface: 'legacy' })),
  ...hostedRules.map((rule): Rule => ({ ...rule, surface: 'hosted' })),
  ...nativeRules.map((rule): Rule => ({ ...rule, surface: 'native' })),
  ...webhookRules.map((rule): Rule => ({ ...rule, surface: 'webhooks' })),
];

/** The partner's rules: what `receiver` checks of the partner's own programs. */
export const partnerCatalogue: readonly Rule[] = partnerRules.map((rule): Rule => ({ ...rule, surface: 'partner' }));

const byId = new Map([...catalogue, ...partnerCatalogue].map((rule) => [rule.id, rule]));

export function ruleById(id: string): Rule | undefined {
  return byId.get(id);
}
