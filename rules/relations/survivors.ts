import type { SurvivorRow } from './relation';

/**
 * Value mutants a conformant service could answer (tests/mutants/value-mutants.ts): per operation, fields and
 * operators, the argument that the mutant is indistinguishable from a faithful answer. A field's "free" in the
 * relation map is made good here, operator by operator; every mutant without a row must be caught on a rule.
 */
export const survivors: readonly SurvivorRow[] = [];
