import type { ConformanceReport } from './model';

type RunStatus = ConformanceReport['runStatus'];

/**
 * The target contract: non-zero exit when a MUST rule failed, zero otherwise, so a SHOULD or ASSUMED
 * failure (a warning) passes the run. A stopped run keeps its status; errors outside any test
 * (the suite could not run as written) fail it, since no verdict can be trusted.
 */
export function exitStatus(playwright: RunStatus, rules: ConformanceReport['rules'], runErrors: readonly string[]): RunStatus {
  if (playwright === 'interrupted' || playwright === 'timedout') return playwright;
  if (rules.some((rule) => rule.status === 'failed')) return 'failed';
  return runErrors.length > 0 ? 'failed' : 'passed';
}
