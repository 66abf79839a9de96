import type { ConformanceReport } from './model';

type RunStatus = ConformanceReport['runStatus'];

/**
 * The target contract: non-zero exit when a MUST rule failed, zero otherwise, so a SHOULD or ASSUMED
 * failure (a warning) passes the run. A stopped run keeps its status; errors outside any test
 * (the suite could not run as written) fail it, since no verdict can be trusted. Without a failure, a rule in suite
 * error, then an inconclusive one, says the run is no pass either (reporters/exit-codes.ts: 4 and 3).
 */
export function exitStatus(
  playwright: RunStatus,
  rules: ConformanceReport['rules'],
  runErrors: readonly string[],
): RunStatus {
  if (playwright === 'interrupted' || playwright === 'timedout') return playwright;
  if (rules.some((rule) => rule.status === 'failed')) return 'failed';
  if (runErrors.length > 0) return 'failed';
  if (rules.some((rule) => rule.status === 'error')) return 'error';
  return rules.some((rule) => rule.status === 'inconclusive') ? 'inconclusive' : 'passed';
}
