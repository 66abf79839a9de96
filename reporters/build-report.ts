import type { Rule } from '../rules';
import type { CollectedTest } from './collected-test';
import { mergeDrift } from './drift';
import { errorCodeMatrix } from './error-codes';
import { coverageOf } from './coverage';
import { responseTimes } from './response-times';
import { workerTimeline } from './worker-timeline';
import { requestBudgetUse } from './request-budget-use';
import { exitStatus } from './exit-status';
import { fold } from './fold';
import { summarize } from './summary';
import { applyWaivers } from './waivers';
import { assumptionResults } from './assumption-status';
import type { Observation } from '../kit/readings/observation';
import type { ConformanceReport } from './model';
import { compareRuns } from './run-comparison';
import type { PreviousRun } from './run-history';
import type { RunTarget } from './run-target';

export interface RunOutcome {
  suiteVersion: string;
  startedAt: string;
  durationMs: number;
  /** Playwright's own status for the run, before the conformance rule decides. */
  playwrightStatus: ConformanceReport['runStatus'];
  runErrors: string[];
  /** The run to compare with, or why there is none. */
  previous: PreviousRun | string;
  /** What the probe before the run found of the open choices (global setup): evidence beside the tests' own. */
  probed?: Observation[];
  /** The fiat codes the target listed before the first test (global setup): what tells a buy from a sell. */
  fiats?: readonly string[];
}

/** The model step: catalogue, collected tests, how the run went and the run to compare with become conformance.json. */
export function buildReport(
  catalogue: readonly Rule[],
  tests: readonly CollectedTest[],
  run: RunOutcome,
  target: RunTarget,
): ConformanceReport {
  const folded = fold(catalogue, tests);
  // Known deviations are applied to the folded rules: every view, the counts and the exit status read the result.
  const { rules, waivers } = applyWaivers(folded.rules, tests, target.waivers, run.startedAt.slice(0, 10));
  const drift = mergeDrift(tests);
  const { previous } = run;
  // A run of the partner's rules (`receiver`) sends no request to the service: no code or operation to cover.
  const ofService = catalogue.some((rule) => rule.surface !== 'partner');
  return {
    suiteVersion: run.suiteVersion,
    target: target.target,
    startedAt: run.startedAt,
    durationMs: run.durationMs,
    seed: target.seed,
    summary: summarize(rules),
    rules,
    waivers,
    assumptions: assumptionResults(target.assumptions, [
      ...(run.probed ?? []),
      ...tests.flatMap((test) => test.observations),
    ]),
    drift,
    errorCodes: ofService ? errorCodeMatrix(tests, rules) : { listed: [], unlisted: [] },
    coverage: ofService ? coverageOf(tests, { paths: target.paths, ...(run.fiats ? { fiats: run.fiats } : {}) }) : [],
    responseTimes: responseTimes(tests, target.slowRequestMs),
    timeline: workerTimeline(tests, Date.parse(run.startedAt)),
    requestBudgets: requestBudgetUse(tests, target.requestLimits),
    comparison:
      typeof previous === 'string'
        ? { unavailable: previous }
        : compareRuns({ rules, drift }, previous.report, previous.source),
    runStatus: exitStatus(run.playwrightStatus, rules, run.runErrors),
    runErrors: run.runErrors,
    runWarnings: [...new Set(tests.flatMap((test) => test.suiteWarnings ?? []))],
    unknownRuleIds: folded.unknownRuleIds,
    testsWithoutRule: folded.testsWithoutRule,
  };
}
