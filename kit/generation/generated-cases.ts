import fc from 'fast-check';
import { test } from '@playwright/test';
import { createHash } from 'node:crypto';
import { RuleViolation, VIOLATION_ANNOTATION } from '../checks/violation';
import { jsonAnnotations } from '../run/json-annotations';
import type { RuleId } from '../../rules';
import { sequenceStepsOf } from '../sequences/sequence-log';

/** Annotation type of a generated case that broke a rule, shrunk: the reporter shows it under the test. */
export const COUNTEREXAMPLE_ANNOTATION = 'counterexample';

/** The smallest generated case found that still breaks the rule, and how to send it again. */
export interface Counterexample {
  /** The case as fast-check prints it (a request's inputs). */
  value: string;
  /** fast-check's seed for this test: derived from the run's seed and the test's title, so `--seed` replays it. */
  caseSeed: number;
  /** fast-check's path to the case (with caseSeed, `fc.assert`'s `path` option replays it alone). */
  path: string;
  /** Cases tried before the first failure, and shrinking steps that still failed after it. */
  cases: number;
  shrinks: number;
  /** The case is an edge the check names (a documented maximum, a method's minimum), not shrunk past it. */
  edge: boolean;
  /** The run options that send the same cases again, in the same order: the run's seed and this test alone. */
  replay: { seed: number; grep: string };
  /**
   * A sequence of state (kit/sequences): its numbered requests as sent last, with their answers and the model's
   * expectation.
   */
  steps?: string[];
}

export function counterexamplesIn(annotations: readonly { type: string; description?: string }[]): Counterexample[] {
  return jsonAnnotations<Counterexample>(
    annotations,
    COUNTEREXAMPLE_ANNOTATION,
    ({ value, caseSeed, path, cases, shrinks, edge, replay, steps }) =>
      typeof value === 'string' &&
      typeof caseSeed === 'number' &&
      typeof path === 'string' &&
      typeof replay?.seed === 'number' &&
      typeof replay.grep === 'string'
        ? {
            value,
            caseSeed,
            path,
            cases: Number(cases),
            shrinks: Number(shrinks),
            edge: edge === true,
            replay: { seed: replay.seed, grep: replay.grep },
            ...(Array.isArray(steps) ? { steps: steps.map(String) } : {}),
          }
        : undefined,
  );
}

/**
 * Shrinking steps a check may spend past its cases: each sends requests, so a target is never flooded looking for
 * a smaller case; past it, the smallest found so far is the counterexample.
 */
export const SHRINK_LIMIT = 40;

export interface CaseOptions<T> {
  /** The run's seed (CONFORMANCE_SEED). */
  seed: number;
  /** Generated cases (the plan's CONFORMANCE_CASES, or its rate-limited count). */
  count: number;
  /**
   * The rules the cases are generated for: their violations are shrunk. Another rule's, met in passing (the list's
   * shape while paging), ends the cases at once as the test's outcome; one judged apart ends them too.
   */
  rules: readonly RuleId[];
  /** Cases tried first, in order: the edges the document names (a maximum, a default, a full last page). */
  edges?: readonly T[];
  /**
   * The case the test's title names (a wrong value's `abc`), tried before all others. Broken, it is the verdict as it
   * stands, unshrunk: the request the title names is the one that failed, and no generated case follows.
   */
  titled?: T;
}

/** One seed per test: the same run seed and title give the same cases in the same order, whatever ran before. */
export function caseSeed(seed: number, titlePath: readonly string[]): number {
  return createHash('sha256')
    .update(`${seed}:cases:${titlePath.join(' › ')}`)
    .digest()
    .readInt32BE(0);
}

/**
 * Runs `check` on the edges, then on `count` generated cases; on a broken rule, shrinks the case and checks the
 * smallest one again, last, as the test's verdict: its requests close the evidence, its violation is the one
 * recorded, and the counterexample annotation says how to replay it. Anything but a broken rule (no answer, a 429,
 * the suite's own error) stops the cases at once and is the test's outcome: no shrinking on an environment.
 */
export async function checkGeneratedCases<T>(
  arbitrary: fc.Arbitrary<T>,
  check: (value: T) => Promise<void>,
  options: CaseOptions<T>,
): Promise<void> {
  const edges = options.edges ?? [];
  if (options.titled !== undefined) {
    await check(options.titled);
    // The title's case alone (a rate-limited operation's share of cases may be none) is a check made.
    if (!edges.length && !options.count) return;
  }
  const testInfo = test.info();
  const seed = caseSeed(options.seed, testInfo.titlePath);
  const allowed = edges.length + options.count + SHRINK_LIMIT;
  let evaluations = 0;
  let stopped: unknown;
  let judgedApart = false;
  // The violations of failed drafts (the cases before the shrunk one): only the verdict's, recorded below, stands.
  const drafts: { type: string; description?: string }[] = [];
  const details = await fc.check(
    fc.asyncProperty(arbitrary, async (value) => {
      // Past the limit, or after an error that is no broken rule of the cases, a case passes untried: shrinking ends
      // there.
      if (stopped !== undefined || judgedApart || ++evaluations > allowed) return;
      const recorded = violationCount(testInfo.annotations);
      try {
        await check(value);
        // Another promise broken and judged apart: the test fails on it when it ends; more cases would only repeat it.
        judgedApart = violationCount(testInfo.annotations) > recorded;
      } catch (error) {
        if (error instanceof RuleViolation && options.rules.includes(error.rule)) {
          // The violation the draft threw, the last recorded: one judged apart (kit/checks/violation.ts) stays.
          const index = testInfo.annotations.map((annotation) => annotation.type).lastIndexOf(VIOLATION_ANNOTATION);
          if (index >= 0) drafts.push(...testInfo.annotations.splice(index, 1));
        } else if (!fc.PreconditionFailure.isFailure(error)) stopped = error;
        throw error;
      }
      // fast-check counts its examples among numRuns: the edges come on top of the generated cases.
    }),
    { seed, numRuns: edges.length + options.count, examples: edges.map((edge) => [edge] as [T]) },
  );
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- rethrows what a case threw, as fast-check caught it
  if (stopped !== undefined) throw stopped;
  if (!details.failed) {
    if (details.numRuns === 0)
      throw new Error(`no generated case ran (${details.numSkips} skipped): the check proves nothing`);
    return;
  }
  const [value] = details.counterexample!;
  const counterexample: Counterexample = {
    value: fc.stringify(value),
    caseSeed: seed,
    path: details.counterexamplePath ?? '',
    cases: details.numRuns,
    shrinks: details.numShrinks,
    edge: edges.some((edge) => fc.stringify(edge) === fc.stringify(value)),
    replay: { seed: options.seed, grep: testInfo.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') },
  };
  const annotation = { type: COUNTEREXAMPLE_ANNOTATION, description: JSON.stringify(counterexample) };
  testInfo.annotations.push(annotation);
  try {
    await check(value);
  } catch (error) {
    // A sequence's requests as this last run sent them: numbered, with the answers and what the model expected.
    const steps = sequenceStepsOf(error);
    if (steps) annotation.description = JSON.stringify({ ...counterexample, steps });
    throw error;
  }
  // The shrunk case passed when sent again (the target changed its mind): the failure it showed stands.
  if (drafts.length) testInfo.annotations.push(drafts[drafts.length - 1]);
  throw details.errorInstance;
}

function violationCount(annotations: readonly { type: string }[]): number {
  return annotations.filter((annotation) => annotation.type === VIOLATION_ANNOTATION).length;
}
