import { test, type TestInfo } from '@playwright/test';
import type { RuleId } from '../../rules';
import { jsonAnnotations } from '../run/json-annotations';
import type { Answer } from '../http/surface-client';
import { fieldPointer, shapeSentence, type SchemaProblem } from '../validation/problem-messages';
import { countCheck } from './checks-made';

/** A broken promise as data, on the test's result: the reporter reads these fields, not the message. */
export interface Violation {
  rule: RuleId;
  received: string;
  documented: string;
  /**
   * A schema violation's problems, once per field and kind: each array index in the pointer becomes a `*` segment,
   * the received value the first item's. A waiver's pointer is matched against them.
   */
  problems?: SchemaProblem[];
  /** The X-Request-Id of the answer the received text describes (answerLine), when it describes one: what was sent. */
  requestId?: string;
}

export const VIOLATION_ANNOTATION = 'violation';

/** The violations among a result's annotations; an unreadable one is dropped (the message still tells it). */
export function violationsIn(annotations: readonly { type: string; description?: string }[]): Violation[] {
  return jsonAnnotations<Violation>(
    annotations,
    VIOLATION_ANNOTATION,
    ({ rule, received, documented, problems, requestId }) =>
      typeof rule === 'string' && typeof received === 'string' && typeof documented === 'string'
        ? {
            rule,
            received,
            documented,
            ...(Array.isArray(problems) ? { problems } : {}),
            ...(typeof requestId === 'string' ? { requestId } : {}),
          }
        : undefined,
  );
}

/** A broken promise. The message starts with the rule id: the reporter attributes the failure by it. */
export class RuleViolation extends Error {
  constructor(
    readonly rule: RuleId,
    detail: string,
  ) {
    super(`${rule}: ${detail}`);
    this.name = 'RuleViolation';
  }
}

/** Fails `rule` with the Schemathesis-style line: received …; documented …, recorded as data on the test too. */
export function violation(
  rule: RuleId,
  received: string,
  documented: string,
  problems?: readonly SchemaProblem[],
  requestId?: string,
): never {
  const recorded: Violation = {
    rule,
    received,
    documented,
    ...(problems ? { problems: byField(problems) } : {}),
    ...(requestId ? { requestId } : {}),
  };
  // Outside a running test (a kit function called by a unit test) there is no result to carry it.
  const testInfo = (() => {
    try {
      return test.info();
    } catch {
      return undefined;
    }
  })();
  testInfo?.annotations.push({ type: VIOLATION_ANNOTATION, description: JSON.stringify(recorded) });
  throw new RuleViolation(rule, `received ${received}; documented ${documented}`);
}

/** One problem per field and kind, its array indices written `*`: 50 orders with one null field are one problem. */
function byField(problems: readonly SchemaProblem[]): SchemaProblem[] {
  const fields = new Map<string, SchemaProblem>();
  for (const problem of problems) {
    const pointer = fieldPointer(problem.pointer);
    if (!fields.has(`${pointer} ${problem.documented}`))
      fields.set(`${pointer} ${problem.documented}`, { ...problem, pointer });
  }
  return [...fields.values()];
}

/** Violations judged apart from the rest of the running test: thrown once its body has run to its end. */
const judgedApartOf = new WeakMap<TestInfo, RuleViolation[]>();

/**
 * Marks a result whose body ran to its end with violations judged apart: each rule it names without a violation held.
 */
export const RAN_TO_END_ANNOTATION = 'ran-to-end';

/**
 * `expectShape` for a promise other than the test's own (the 422 body's shape, where the test judges the 4xx): the
 * violation is recorded at once and the test goes on, so its own rule is judged too; the failure is thrown when the
 * body ends (settleJudgedApart). Two promises, two verdicts.
 */
export function expectShapeApart(
  rule: RuleId,
  answer: Answer,
  problems: readonly SchemaProblem[],
  documented: string,
): void {
  const testInfo = (() => {
    try {
      return test.info();
    } catch {
      return undefined;
    }
  })();
  if (!testInfo) return expectShape(rule, answer, problems, documented);
  try {
    expectShape(rule, answer, problems, documented);
  } catch (error) {
    if (!(error instanceof RuleViolation)) throw error;
    judgedApartOf.set(testInfo, [...(judgedApartOf.get(testInfo) ?? []), error]);
  }
}

/**
 * A broken promise found after the body (the relation checker, kit/relations): recorded on the result and judged apart,
 * unless the test already recorded a violation of the same rule (one rule, one reason). `requestId`: the one answer
 * it judged, where it judged one (a refusal's body against its schema).
 */
export function recordApart(
  testInfo: TestInfo,
  rule: RuleId,
  received: string,
  documented: string,
  problems?: readonly SchemaProblem[],
  requestId?: string,
): void {
  if (violationsIn(testInfo.annotations).some((recorded) => recorded.rule === rule)) return;
  const recorded: Violation = {
    rule,
    received,
    documented,
    ...(problems ? { problems: byField(problems) } : {}),
    ...(requestId ? { requestId } : {}),
  };
  testInfo.annotations.push({ type: VIOLATION_ANNOTATION, description: JSON.stringify(recorded) });
  judgedApartOf.set(testInfo, [
    ...(judgedApartOf.get(testInfo) ?? []),
    new RuleViolation(rule, `received ${received}; documented ${documented}`),
  ]);
}

/**
 * Runs checks of a promise other than the test's first (a second rule the same requests show): a violation is recorded
 * and the test goes on, so the rules it judged before still count; thrown when the body ends (settleJudgedApart).
 */
export function judgedApart(checks: () => void): void {
  const testInfo = (() => {
    try {
      return test.info();
    } catch {
      return undefined;
    }
  })();
  if (!testInfo) return checks();
  try {
    checks();
  } catch (error) {
    if (!(error instanceof RuleViolation)) throw error;
    judgedApartOf.set(testInfo, [...(judgedApartOf.get(testInfo) ?? []), error]);
  }
}

/**
 * Several rules' verdicts on the same answers, none hiding another (issue 41, item 6): every check runs; the first
 * that fails is thrown (a generated case still shrinks on it), each later one of another rule is recorded apart, once
 * per rule, so its rule fails too instead of reading "not checkable".
 */
export function judgedTogether(...checks: (() => void)[]): void {
  const testInfo = (() => {
    try {
      return test.info();
    } catch {
      return undefined;
    }
  })();
  const failures: { error: RuleViolation; recorded: { type: string; description?: string }[] }[] = [];
  for (const check of checks) {
    const before = testInfo?.annotations.length ?? 0;
    try {
      check();
    } catch (error) {
      if (!(error instanceof RuleViolation)) throw error;
      // The violation's annotation, taken back: only the thrown one is recorded last (the generated cases drop it).
      const added = testInfo ? testInfo.annotations.splice(before) : [];
      testInfo?.annotations.push(...added.filter((annotation) => annotation.type !== VIOLATION_ANNOTATION));
      failures.push({ error, recorded: added.filter((annotation) => annotation.type === VIOLATION_ANNOTATION) });
    }
  }
  if (failures.length === 0) return;
  const [first, ...others] = failures;
  if (!testInfo) throw first.error;
  for (const { error, recorded } of others) {
    if (error.rule === first.error.rule) continue;
    if (violationsIn(testInfo.annotations).some((violation) => violation.rule === error.rule)) continue;
    testInfo.annotations.push(...recorded);
    judgedApartOf.set(testInfo, [...(judgedApartOf.get(testInfo) ?? []), error]);
  }
  testInfo.annotations.push(...first.recorded);
  throw first.error;
}

/**
 * After the body: a body that ran to its end says so, and the violations judged apart fail the test. A test that
 * skipped after sending requests fails too where its answers broke a relation (issue 41, item 5): its body did not run
 * to its end, so its own rules stay skipped with the skip's reason (reporters/fold.ts).
 */
export function settleJudgedApart(testInfo: TestInfo): void {
  const pending = judgedApartOf.get(testInfo) ?? [];
  if (pending.length === 0 || (testInfo.status !== 'passed' && testInfo.status !== 'skipped')) return;
  if (testInfo.status === 'passed') testInfo.annotations.push({ type: RAN_TO_END_ANNOTATION });
  throw pending[0];
}

export function ranToEndIn(annotations: readonly { type: string }[]): boolean {
  return annotations.some((annotation) => annotation.type === RAN_TO_END_ANNOTATION);
}

/**
 * Fails `rule` when `answer`'s body broke its schema: one sentence (shapeSentence), every problem kept as data, and
 * the answer's X-Request-Id, so the report says what was sent.
 */
export function expectShape(
  rule: RuleId,
  answer: Answer,
  problems: readonly SchemaProblem[],
  documented: string,
): void {
  countCheck();
  if (!problems.length) return;
  const sentence = shapeSentence(problems, documented);
  violation(rule, sentence.received, sentence.documented, problems, answer.requestId);
}

export function expectRule(rule: RuleId, ok: boolean, received: () => string, documented: string): asserts ok {
  countCheck();
  if (ok) return;
  // The answer the received text describes, if it describes one (answerLine): its request is what was sent.
  described = undefined;
  const text = received();
  violation(rule, text, documented, undefined, lastDescribed()?.requestId);
}

/** Read through a call: the compiler cannot see that received() set it. */
const lastDescribed = (): Answer | undefined => described;

/** The last answer answerLine described: read by expectRule right after it builds its received text. */
let described: Answer | undefined;

/** "422 {"errors":…}" cut to one readable line, for messages. */
export function answerLine(answer: Answer): string {
  described = answer;
  const body = answer.text.replace(/\s+/g, ' ').trim();
  return `${answer.status} ${body.length > 120 ? `${body.slice(0, 120)}…` : body}`;
}
