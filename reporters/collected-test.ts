import type { DriftEntry, Exchange } from '../kit/http/exchange';
import type { RunFacts } from '../kit/run/run-facts';
import type { Observation } from '../kit/readings/observation';
import type { TestOutcome } from './model';
import type { Violation } from '../kit/checks/violation';
import type { EnvironmentNote } from '../kit/http/environment-failure';
import type { Counterexample } from '../kit/generation/generated-cases';
import type { RelationRecord } from '../kit/relations/across-tests';

/** One test's final result, reduced to what the fold reads; free of Playwright's types so the fold stays pure. */
export interface CollectedTest {
  /** Project, file, describe blocks and title, joined with " › ". */
  title: string;
  /** Where the test is written, "file:line" from the run's folder. */
  location?: string;
  /** Ids from the test's `rule` annotations, as written. */
  ruleIds: string[];
  status: TestOutcome['status'];
  durationMs: number;
  /** When it began (epoch ms) and on which of the run's workers (Playwright's parallelIndex): the run's timeline. */
  startedAtMs?: number;
  worker?: number;
  /** First line of each error, without the error's class name or terminal colours. */
  errors: string[];
  /** The broken promises the test recorded as data (kit/checks/violation.ts): rule, received, documented. */
  violations: Violation[];
  /** What kept the test from a verdict without a broken rule (kit/http/environment-failure.ts). */
  environment: EnvironmentNote[];
  /** The body ran to its end and failed only by violations judged apart: the rules it names without one held. */
  ranToEnd?: boolean;
  /** Checks the test made (kit/checks/checks-made.ts); undefined where tests do not count them. */
  checks?: number;
  /** Why the test was skipped (its skip annotation), when it was. */
  skipReason?: string;
  evidence: Exchange[];
  drift: DriftEntry[];
  /** What the target showed of the open choices the test depends on. */
  observations: Observation[];
  /** The shrunk generated case that broke a rule (kit/generation/generated-cases.ts), when one did. */
  counterexamples?: Counterexample[];
  /** The seed and target its worker ran with (its run annotation); absent when it never started. */
  run?: RunFacts;
  /** What of the suite's own went wrong without touching its verdict (kit/run/suite-warning.ts). */
  suiteWarnings?: string[];
  /** Its create answers and listed orders, compared with other tests' once the run has ended (across-tests.ts). */
  relationRecords?: RelationRecord[];
}
