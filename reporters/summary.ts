import type { RuleResult, Summary } from './model';

/** Counts rules by status: every rule in exactly one count, a not-checked rule (no test) apart from skipped ones. */
export function summarize(rules: readonly RuleResult[]): Summary {
  const count = (status: RuleResult['status']) => rules.filter((rule) => rule.status === status).length;
  return {
    rules: rules.length,
    passed: count('passed'),
    partiallyChecked: count('partially-checked'),
    failed: count('failed'),
    skipped: rules.filter((rule) => rule.status === 'skipped' && !rule.notChecked).length,
    warnings: count('warning'),
    waived: count('waived'),
    inconclusive: count('inconclusive'),
    errors: count('error'),
    notChecked: rules.filter((rule) => rule.notChecked).length,
  };
}

/** Rules that reached a verdict in this run (passed, failed, warning or waived): the report's coverage. */
export function checkedRules(rules: readonly RuleResult[]): number {
  return rules.filter((rule) => !['skipped', 'inconclusive', 'error'].includes(rule.status)).length;
}
