import type { PartnerRow } from './partner-half';
import type { Level, Surface } from '../rules';
import type { Assumption, Capabilities, EnvName } from '../kit/config/target-config';
import type { DriftEntry, Exchange } from '../kit/http/exchange';
import type { ErrorCodeMatrix } from './error-codes';
import type { OperationCoverage } from './coverage';
import type { ResponseTimes } from './response-times';
import type { WorkerTimeline } from './worker-timeline';
import type { BudgetUse } from './request-budget-use';
import type { WaiverResult } from './waivers';
import type { Waiver } from '../kit/config/waivers';
import type { RunComparison } from './run-comparison';
import type { PlanName } from '../kit/config/plans';
import type { Counterexample } from '../kit/generation/generated-cases';

/** The shape of conformance.json (docs/report.md); every view reads it. */
/**
 * 'inconclusive': a test could not reach its verdict for the environment (no answer, a 429 outside the budget, a 5xx
 * while the surface was down); 'error': a test broke in the suite's own code. Neither says the target broke the rule.
 */
export type RuleStatus =
  'passed' | 'failed' | 'skipped' | 'warning' | 'partially-checked' | 'waived' | 'inconclusive' | 'error';

/** Whose failure a failed test is (issue 13, item 4): the target's, its environment's, or the suite's own. */
export type FailureCause = 'product' | 'environment' | 'suite';

export interface TestOutcome {
  title: string;
  status: 'passed' | 'failed' | 'skipped' | 'timedOut' | 'interrupted';
  durationMs: number;
  requestIds: string[];
  /** Where the test is written ("suites/scenarios/auth.spec.ts:12"), for CI annotations. */
  location?: string;
  /** First line of the error, or the skip reason. */
  reason?: string;
  /** Set on a failed test: a broken rule, an environment that kept it from a verdict, or the suite's own error. */
  cause?: FailureCause;
  /** Redacted exchanges; kept for failed tests only. */
  evidence?: Exchange[];
  /** A generated case that broke the rule, shrunk to the smallest found; its requests are the last of the evidence. */
  counterexample?: Counterexample;
}

export interface RuleResult {
  id: string;
  title: string;
  level: Level;
  surface: Surface;
  source: string;
  /** The document's promises the rule checks, word for word (the coverage map's promise grain). */
  promises?: readonly string[];
  status: RuleStatus;
  /** The known deviation that waives its failure (status 'waived'). */
  waiver?: Waiver;
  /** True when no test checks the rule: shown as "not checked". */
  notChecked?: boolean;
  reason?: string;
  tests: TestOutcome[];
}

/** Rule counts by status, each rule in one: `skipped` has a test that reached no verdict, `notChecked` has none. */
export interface Summary {
  rules: number;
  passed: number;
  /** Some tests passed, the others were skipped: not a pass (each skipped test says why). */
  partiallyChecked: number;
  failed: number;
  skipped: number;
  warnings: number;
  /** Failed (or warned), but every failure is a known deviation with a waiver in force. */
  waived: number;
  /** A test could not reach its verdict for the environment, and none failed. */
  inconclusive: number;
  /** A test broke in the suite's own code, and none failed. */
  errors: number;
  notChecked: number;
}

/** A row of the assumption table as this run found it (target contract, section 4). */
export interface AssumptionResult extends Assumption {
  status: 'confirmed' | 'not-confirmed' | 'no-evidence';
  /** The readings the target showed: the other ones when not confirmed. */
  observed?: string[];
  /** X-Request-Ids of the answers that showed them. */
  requestIds?: string[];
  /** The setting that would align the suite with the target ("LEGACY_AUTH=signed"). */
  align?: string;
}

export interface ConformanceReport {
  suiteVersion: string;
  target: {
    /** 'unknown' only when the run had no target option (the reporter still writes what it knows). */
    env: EnvName | 'unknown';
    baseUrls: Record<string, string>;
    capabilities: Partial<Capabilities>;
    embeddedMock: boolean;
    /** CONFORMANCE_PLAN, when the run had one. */
    plan?: PlanName;
  };
  startedAt: string;
  durationMs: number;
  seed: number;
  summary: Summary;
  rules: RuleResult[];
  assumptions: AssumptionResult[];
  drift: DriftEntry[];
  /**
   * Every error code the document lists, provoked or not and answered as documented or not; then the codes it does not
   * list.
   */
  errorCodes: ErrorCodeMatrix;
  /** Per documented operation: the inputs sent, the enum values sent, the statuses provoked (reporters/coverage.ts). */
  coverage: OperationCoverage[];
  /** Every waiver of CONFORMANCE_WAIVERS and what this run did with it. */
  waivers: WaiverResult[];
  /** How long every request took, per surface, and the requests over the threshold (a warning, never a failure). */
  responseTimes: ResponseTimes;
  /** When the first test began, each worker's share and the idle tail; absent for a merge of parts. */
  timeline?: WorkerTimeline;
  /** The suite's own traffic under each limit it keeps to (kit/http/request-limits.ts). */
  requestBudgets: BudgetUse[];
  /** This run against the previous run of the same target; `unavailable` says why there is none. */
  comparison: RunComparison | { unavailable: string };
  /** The status the run exits with (target contract: non-zero when a MUST rule failed). */
  runStatus: 'passed' | 'failed' | 'inconclusive' | 'error' | 'timedout' | 'interrupted';
  /** Errors outside any test (global setup, a file that does not load): first line each. */
  runErrors: string[];
  /** What of the suite's own went wrong without touching a verdict (a budget server gone), each line once. */
  runWarnings?: string[];
  /** Ids named by a test's `rule` annotation that the catalogue does not know. */
  unknownRuleIds: string[];
  /** Tests that name no catalogue rule; their result counts for no rule. */
  testsWithoutRule: TestOutcome[];
  /**
   * A service run's: the partner's rules with the results of the partner's runs found beside it
   * (reporters/partner-half.ts). Absent from a partner run's own report and from reports of suites before 0.11.0.
   */
  partner?: PartnerRow[];
}
