import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import type { TargetCopy } from '../../kit/run/target-copies';
import { mutantCopiesOf, type MutantSet } from './mutant-copies';
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

export interface ValueRecord {
  /** When the run of them all was made, and with which seed. */
  recordedAt: string;
  conformanceSeed: number;
  outcomes: Record<string, { outcome: RecordedOutcome; caughtBy?: string[] }>;
}

export function readValueRecord(): ValueRecord | undefined {
  return existsSync(VALUE_RECORD_FILE)
    ? (JSON.parse(readFileSync(VALUE_RECORD_FILE, 'utf8')) as ValueRecord)
    : undefined;
}

/** How many value mutants `npm test` runs: a seeded sample, every operator in it; `all` runs every one. */
export const DEFAULT_VALUE_SAMPLE = 40;

/** The sample's size and seed, from VALUE_MUTANTS (a count or `all`) and VALUE_MUTANTS_SEED. */
export function valueSample(env: NodeJS.ProcessEnv = process.env): { size: number | 'all'; seed: number } {
  const size = env.VALUE_MUTANTS === 'all' ? 'all' : Number(env.VALUE_MUTANTS || DEFAULT_VALUE_SAMPLE);
  return { size, seed: Number(env.VALUE_MUTANTS_SEED || 1) };
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

/**
 * The mutants this run serves: all, or a sample drawn with fast-check from the seed, one of each operator first so
 * every operator is tried, then the rest.
 */
export function sampledValueMutants(env: NodeJS.ProcessEnv = process.env): ValueMutant[] {
  const all = matchedValueMutants(env);
  const { size, seed } = valueSample(env);
  if (size === 'all' || size >= all.length) return all;
  const [order] = fc.sample(fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length }), {
    seed,
    numRuns: 1,
  });
  const firsts = order.filter(
    (mutant, index) => order.findIndex((each) => each.operator === mutant.operator) === index,
  );
  const chosen = new Set([...new Set([...firsts, ...order])].slice(0, Math.max(size, firsts.length)));
  return all.filter((mutant) => chosen.has(mutant));
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
  const outcomes = readValueRecord()?.outcomes ?? {};
  const counts: Record<RecordedOutcome | 'unrecorded', ValueMutant[]> = {
    caught: [],
    missed: [],
    'no effect': [],
    unrecorded: [],
  };
  for (const mutant of runnableValueMutants()) counts[outcomes[mutant.name]?.outcome ?? 'unrecorded'].push(mutant);
  return counts;
}
