import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import fc from 'fast-check';

/**
 * What the mutant matrices share (the response mutants, the value mutants): `npm test` runs a seeded sample of a
 * matrix, and holds each mutant it draws to the record a run of them all wrote, the outcome of every mutant.
 */
export interface MutantRecord<Outcome extends string> {
  /** When the run of them all was made, and with which seed. */
  recordedAt: string;
  conformanceSeed: number;
  outcomes: Record<string, { outcome: Outcome; caughtBy?: string[] }>;
}

export function readRecord<Outcome extends string>(file: string): MutantRecord<Outcome> | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as MutantRecord<Outcome>) : undefined;
}

/** Writes the outcomes with today's date and the run's CONFORMANCE_SEED (the matrix's config draws one). */
export function writeRecord<Outcome extends string>(
  file: string,
  outcomes: MutantRecord<Outcome>['outcomes'],
  conformanceSeed: number,
): void {
  const record: MutantRecord<Outcome> = {
    recordedAt: new Date().toISOString().slice(0, 10),
    conformanceSeed,
    outcomes,
  };
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
}

/** How many mutants a run serves (`all`, or a count) and the seed of its sample. */
export interface MutantSample {
  size: number | 'all';
  seed: number;
}

/** The sample from its two variables' values: a count or `all` (unset: the matrix's default), and the seed. */
export function mutantSample(count: string | undefined, seed: string | undefined, defaultSize: number): MutantSample {
  return { size: count === 'all' ? 'all' : Number(count || defaultSize), seed: Number(seed || 1) };
}

/**
 * The mutants a run serves, in the order of `all`: every one, or a sample drawn with fast-check from the seed. The
 * first mutant of each kind every `kinds` function names comes first, so each kind is tried even where the sample is
 * smaller than the kinds (the sample is then as large as they need), then the rest.
 */
export function drawMutants<Mutant>(
  all: readonly Mutant[],
  { size, seed }: MutantSample,
  kinds: readonly ((mutant: Mutant) => string)[],
): Mutant[] {
  if (size === 'all' || size >= all.length) return [...all];
  const [order] = fc.sample(fc.shuffledSubarray([...all], { minLength: all.length, maxLength: all.length }), {
    seed,
    numRuns: 1,
  });
  const firsts = order.filter((mutant, index) =>
    kinds.some((kind) => order.findIndex((each) => kind(each) === kind(mutant)) === index),
  );
  const chosen = new Set([...new Set([...firsts, ...order])].slice(0, Math.max(size, firsts.length)));
  return all.filter((mutant) => chosen.has(mutant));
}

/** Per recorded outcome, the mutants that have it; `unrecorded`, those the record lacks (newer than it). */
export function countRecorded<Mutant extends { name: string }, Outcome extends string>(
  mutants: readonly Mutant[],
  record: MutantRecord<Outcome> | undefined,
  outcomes: readonly Outcome[],
): Record<Outcome | 'unrecorded', Mutant[]> {
  const counts = Object.fromEntries([...outcomes, 'unrecorded'].map((outcome) => [outcome, [] as Mutant[]])) as Record<
    Outcome | 'unrecorded',
    Mutant[]
  >;
  for (const mutant of mutants) counts[record?.outcomes[mutant.name]?.outcome ?? 'unrecorded'].push(mutant);
  return counts;
}
