import { join } from 'node:path';
import type { TargetCopy } from '../../kit/run/target-copies';
import { mutantCopiesOf, type MutantSet } from './mutant-copies';
import {
  countRecorded,
  drawMutants,
  mutantSample,
  readRecord,
  type MutantRecord,
  type MutantSample,
} from './mutant-record';
import { valueMutants, type ValueMutant } from './value-mutants';

// 21000-22999: one port per value mutant, below the ephemeral range and clear of the other matrices and the embedded
// mock (26000 and up).
export const VALUE_MUTANT_PORT_BASE = Number(process.env.VALUE_MUTANT_PORT_BASE || 21000);

/** Where the places each value mutant changed are counted, for the reporter. */
export const VALUE_MUTATED_FILE = 'reports/value-mutant-matrix/mutated.json';

/**
 * The outcome of every value mutant in the last run of them all (`npm run test:value-mutants:all` writes it): what
 * `npm run test:promises` counts, and what each sampled run holds the mutants it draws to.
 */
export const VALUE_RECORD_FILE = join(__dirname, 'value-mutant-record.json');

export type RecordedOutcome = 'caught' | 'missed' | 'no effect';

export type ValueRecord = MutantRecord<RecordedOutcome>;

export function readValueRecord(): ValueRecord | undefined {
  return readRecord<RecordedOutcome>(VALUE_RECORD_FILE);
}

/** How many value mutants `npm test` runs: a seeded sample, every operator in it; `all` runs every one. */
export const DEFAULT_VALUE_SAMPLE = 40;

/** The sample's size and seed, from VALUE_MUTANTS (a count or `all`) and VALUE_MUTANTS_SEED. */
export function valueSample(env: NodeJS.ProcessEnv = process.env): MutantSample {
  return mutantSample(env.VALUE_MUTANTS, env.VALUE_MUTANTS_SEED, DEFAULT_VALUE_SAMPLE);
}

/** The value mutants without a survivor's reason: each must be caught on a rule. */
export function runnableValueMutants(): ValueMutant[] {
  return valueMutants().filter((mutant) => !mutant.survives);
}

/** The mutants whose name holds VALUE_MUTANTS_MATCH (one field or operator while a check is built); unset, all. */
function matchedValueMutants(env: NodeJS.ProcessEnv): ValueMutant[] {
  const match = env.VALUE_MUTANTS_MATCH;
  return runnableValueMutants().filter((mutant) => !match || mutant.name.includes(match));
}

/** The mutants this run serves: all, or a seeded sample in which every operator is tried. */
export function sampledValueMutants(env: NodeJS.ProcessEnv = process.env): ValueMutant[] {
  return drawMutants(matchedValueMutants(env), valueSample(env), [(mutant) => mutant.operator]);
}

export function valueMutantSet(env: NodeJS.ProcessEnv = process.env): MutantSet {
  return {
    portBase: VALUE_MUTANT_PORT_BASE,
    entries: sampledValueMutants(env).map(({ name, mutant, rules }) => ({ name, mutant, rules })),
  };
}

export function valueMutantCopies(env: NodeJS.ProcessEnv = process.env): TargetCopy[] {
  return mutantCopiesOf(valueMutantSet(env));
}

/** Per recorded outcome, the mutants without a survivor's reason that have it; `unrecorded`, those the record lacks. */
export function recordedCounts(): Record<RecordedOutcome | 'unrecorded', ValueMutant[]> {
  return countRecorded(runnableValueMutants(), readValueRecord(), ['caught', 'missed', 'no effect']);
}
