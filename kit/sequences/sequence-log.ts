import type { Answer } from '../http/surface-client';

/**
 * What one run of a sequence sent and what the model expected, in order: a failing sequence, shrunk, is shown as
 * numbered requests with their answers and the model's expectation (issue 35, item 4), not as command names alone.
 */
export class SequenceLog {
  readonly steps: string[] = [];

  /** One request of a command, with the answer it got and what the model expected of it. */
  request(sent: string, answer: Answer | string, expected: string, received?: string): void {
    this.steps.push(
      `${sent} → ${typeof answer === 'string' ? answer : shortAnswer(answer, received)}; model: ${expected}`,
    );
  }

  /** A step without a request of the target (the control clock moved, a command skipped). */
  note(line: string): void {
    this.steps.push(line);
  }
}

const STEPS = Symbol('sequence steps');

/** Runs a sequence with its log; an error it ends with carries the steps so far, for the counterexample. */
export async function withSequenceLog(run: (log: SequenceLog) => Promise<void>): Promise<void> {
  const log = new SequenceLog();
  try {
    await run(log);
  } catch (error) {
    if (error && typeof error === 'object')
      Object.defineProperty(error, STEPS, { value: log.steps, configurable: true });
    throw error;
  }
}

/** The steps a failed sequence's error carries, numbered; none for any other error. */
export function sequenceStepsOf(error: unknown): string[] | undefined {
  const steps = error && typeof error === 'object' ? (error as Record<symbol, unknown>)[STEPS] : undefined;
  return Array.isArray(steps) ? steps.map((step, index) => `${index + 1}. ${step}`) : undefined;
}

/** Status, X-Request-Id and the body's start (answerLine would name this answer as the next violation's). */
function shortAnswer(answer: Answer, received?: string): string {
  const body = answer.text.replace(/\s+/g, ' ').trim();
  const requestId = answer.requestId ? ` (X-Request-Id ${answer.requestId})` : '';
  return `${answer.status}${requestId} ${received ?? (body.length > 100 ? `${body.slice(0, 100)}…` : body)}`;
}
