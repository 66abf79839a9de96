import { relative } from 'node:path';
import type { TestCase, TestResult } from '@playwright/test/reporter';
import { DRIFT_ATTACHMENT, EVIDENCE_ATTACHMENT, type DriftEntry, type Exchange } from '../kit/http/exchange';
import { RUN_ANNOTATION, type RunFacts } from '../kit/run/run-facts';
import { jsonAttachments } from './attachments';
import type { CollectedTest } from './collected-test';
import { errorLine } from './error-line';
import { observationsIn } from '../kit/readings/observation';
import { ranToEndIn, violationsIn } from '../kit/checks/violation';
import { environmentNotesIn } from '../kit/http/environment-failure';
import { checksMadeIn } from '../kit/checks/checks-made';
import { counterexamplesIn } from '../kit/generation/generated-cases';
import { suiteWarningsIn } from '../kit/run/suite-warning';
import { RELATION_RECORDS_ATTACHMENT, type RelationRecord } from '../kit/relations/across-tests';

export const RULE_ANNOTATION = 'rule';

type Annotation = { type: string; description?: string };

/** Reduces a test's result (Playwright's objects) to what the fold needs. */
export function collectTest(test: TestCase, result: TestResult): CollectedTest {
  const annotations = annotationsOf(test, result);
  const errors = (result.errors.length ? result.errors : result.error ? [result.error] : []).map(errorLine);
  return {
    title: titleOf(test),
    location: locationOf(test),
    ruleIds: ruleIdsOf(annotations),
    status: result.status,
    durationMs: result.duration,
    startedAtMs: result.startTime.getTime(),
    worker: result.parallelIndex,
    errors,
    violations: violationsIn(annotations),
    environment: environmentNotesIn(annotations),
    // A test that skipped, then failed on a relation its answers broke (kit/fixtures.ts): its skip's reason too.
    skipReason: result.status === 'skipped' || result.status === 'failed' ? skipReasonOf(annotations) : undefined,
    checks: checksMadeIn(annotations),
    ...(ranToEndIn(annotations) ? { ranToEnd: true } : {}),
    evidence: jsonAttachments<Exchange>(result, EVIDENCE_ATTACHMENT),
    drift: jsonAttachments<DriftEntry>(result, DRIFT_ATTACHMENT),
    observations: observationsIn(annotations),
    counterexamples: counterexamplesIn(annotations),
    run: runFactsOf(annotations),
    suiteWarnings: suiteWarningsIn(annotations),
    relationRecords: jsonAttachments<RelationRecord>(result, RELATION_RECORDS_ATTACHMENT),
  };
}

/** A test that never reported a result (the run stopped first): it checked nothing. */
export function collectNotRun(test: TestCase): CollectedTest {
  const annotations = annotationsOf(test);
  return {
    title: titleOf(test),
    ruleIds: ruleIdsOf(annotations),
    status: 'skipped',
    durationMs: 0,
    errors: [],
    violations: [],
    environment: [],
    skipReason: skipReasonOf(annotations) ?? 'did not run: the run stopped before it',
    evidence: [],
    drift: [],
    observations: [],
  };
}

/** "suites/scenarios/auth.spec.ts:12", from where the run was started: where a CI annotation points. */
function locationOf(test: TestCase): string {
  return `${relative(process.cwd(), test.location.file).split('\\').join('/')}:${test.location.line}`;
}

function titleOf(test: TestCase): string {
  return test.titlePath().filter(Boolean).join(' › ');
}

/** Static annotations live on the test, runtime ones (test.skip(cond, reason), testInfo.annotations) on the result. */
function annotationsOf(test: TestCase, result?: TestResult): Annotation[] {
  const seen = new Set<string>();
  return [...test.annotations, ...(result?.annotations ?? [])].filter((a) => {
    const key = `${a.type}\u0000${a.description ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function ruleIdsOf(annotations: readonly Annotation[]): string[] {
  const ids = annotations
    .filter((a) => a.type === RULE_ANNOTATION && a.description?.trim())
    .map((a) => a.description!.trim());
  return [...new Set(ids)];
}

/** Unreadable facts count as none: the report then says the seed is unknown rather than guessing. */
function runFactsOf(annotations: Annotation[]): RunFacts | undefined {
  const description = annotations.find((a) => a.type === RUN_ANNOTATION)?.description;
  try {
    const facts = description ? (JSON.parse(description) as RunFacts) : undefined;
    return typeof facts?.seed === 'number' && facts.target ? facts : undefined;
  } catch {
    return undefined;
  }
}

function skipReasonOf(annotations: Annotation[]): string | undefined {
  return annotations.find((a) => (a.type === 'skip' || a.type === 'fixme') && a.description)?.description;
}
