import type { RuleId } from '../../rules';
import type { Answer } from '../http/surface-client';

/** A broken promise. The message starts with the rule id: the reporter attributes the failure by it. */
export class RuleViolation extends Error {
  constructor(readonly rule: RuleId, detail: string) {
    super(`${rule}: ${detail}`);
    this.name = 'RuleViolation';
  }
}

/** Fails `rule` with the Schemathesis-style line: received …; documented … */
export function violation(rule: RuleId, received: string, documented: string): never {
  throw new RuleViolation(rule, `received ${received}; documented ${documented}`);
}

export function expectRule(rule: RuleId, ok: boolean, received: () => string, documented: string): asserts ok {
  if (!ok) violation(rule, received(), documented);
}

/** "422 {"errors":…}" cut to one readable line, for messages. */
export function answerLine(answer: Answer): string {
  const body = answer.text.replace(/\s+/g, ' ').trim();
  return `${answer.status} ${body.length > 120 ? `${body.slice(0, 120)}…` : body}`;
}
