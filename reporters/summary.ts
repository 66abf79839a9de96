import type { RuleResult, Summary } from './model';

/** Counts rules by status; not-checked rules count as skipped and, again, as notChecked. */
export function summarize(rules: readonly RuleResult[]): Summary {
  const count = (status: RuleResult['status']) => rules.filter((rule) => rule.status === status).length;
  return {
    rules: rules.length,
    passed: count('passed'),
    partiallyChecked: count('partially-checked'),
    failed: count('failed'),
    skipped: count('skipped'),
    warnings: count('warning'),
    notChecked: rules.filter((rule) => rule.notChecked).length,
  };
}

/** Rules that reached a verdict in this run (passed, failed or warning): the report's coverage. */
export function checkedRules(rules: readonly RuleResult[]): number {
  return rules.filter((rule) => rule.status !== 'skipped').length;
}
