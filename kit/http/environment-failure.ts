import { test } from '@playwright/test';
import { jsonAnnotations } from '../run/json-annotations';

/**
 * What kept a check from its verdict without the target breaking a rule (issue 13, item 4): no answer (a timeout, a
 * reset, a name that does not resolve), a 429 outside the rate-limit scenarios, or a 5xx while the surface's own
 * control request failed too. Retried first; what persists makes the check inconclusive, never a failed rule.
 */
export type EnvironmentCause = 'no-answer' | 'rate-limited' | 'server-error';

export interface EnvironmentNote {
  cause: EnvironmentCause;
  /** One line: the request, what came back, how often it was tried. */
  line: string;
}

export const ENVIRONMENT_ANNOTATION = 'environment';

export class EnvironmentFailure extends Error {
  constructor(readonly note: EnvironmentNote) {
    super(`inconclusive (${note.cause}): ${note.line}`);
    this.name = 'EnvironmentFailure';
  }
}

/** Ends the check as inconclusive, recorded as data on the test (the reporter reads the note, not the message). */
export function environmentFailure(cause: EnvironmentCause, line: string): never {
  const note: EnvironmentNote = { cause, line };
  const testInfo = (() => {
    try {
      return test.info();
    } catch {
      return undefined;
    }
  })();
  testInfo?.annotations.push({ type: ENVIRONMENT_ANNOTATION, description: JSON.stringify(note) });
  throw new EnvironmentFailure(note);
}

const CAUSES: readonly string[] = ['no-answer', 'rate-limited', 'server-error'] satisfies EnvironmentCause[];

export function environmentNotesIn(annotations: readonly { type: string; description?: string }[]): EnvironmentNote[] {
  return jsonAnnotations<EnvironmentNote>(annotations, ENVIRONMENT_ANNOTATION, ({ cause, line }) =>
    typeof cause === 'string' && CAUSES.includes(cause) && typeof line === 'string'
      ? { cause: cause, line }
      : undefined,
  );
}
