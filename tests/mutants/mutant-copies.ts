import { join } from 'node:path';
import type { ResponseMutant } from '../../mock/seams';
import type { TargetCopy } from '../../kit/run/target-copies';
import {
  countRecorded,
  drawMutants,
  mutantSample,
  readRecord,
  type MutantRecord,
  type MutantSample,
} from './mutant-record';
import { responseMutants, type OperationMutant } from './response-mutants';

// 25000-25999: one port per mutant, below the ephemeral range and clear of the other matrices.
export const MUTANT_PORT_BASE = Number(process.env.MUTANT_PORT_BASE || 25000);

/** Where the test-control API of a mutant's instance answers, on its one port. */
export const CONTROL_PREFIX = '/__control';

/** Mutants served one instance each, on consecutive ports from `portBase`, with the rules whose tests judge each. */
export interface MutantSet {
  portBase: number;
  entries: readonly { name: string; mutant: ResponseMutant; rules: readonly string[] }[];
}

/**
 * One faithful instance after the mutants' ports, whose production every copy shares: the checks run in sandbox,
 * and production's HMAC signs the path, which a prefix on the mutant's own port would change.
 */
export function sharedProductionPortBase(set: MutantSet): number {
  return set.portBase + set.entries.length;
}

/** The mutants the schemas forbid, each run against its own instance; the allowed ones are listed, never run. */
export function runMutants(): OperationMutant[] {
  return responseMutants().filter((mutant) => !mutant.allowed);
}

/**
 * The outcome of every response mutant in the last run of them all (`npm run test:mutants:all` writes it): what
 * `npm run test:promises` and the README count, and what each sampled run holds the mutants it draws to.
 */
export const RESPONSE_RECORD_FILE = join(__dirname, 'response-mutant-record.json');

/** Caught (on its rule, its row or by a run error), or no checked answer carries its place, or missed. */
export type ResponseOutcome = 'caught' | 'not applicable' | 'missed';

export type ResponseRecord = MutantRecord<ResponseOutcome>;

export function readResponseRecord(): ResponseRecord | undefined {
  return readRecord<ResponseOutcome>(RESPONSE_RECORD_FILE);
}

/** How many response mutants `npm test` runs: a seeded sample, every kind and surface in it; `all` runs every one. */
export const DEFAULT_RESPONSE_SAMPLE = 80;

/** The sample's size and seed, from RESPONSE_MUTANTS (a count or `all`) and RESPONSE_MUTANTS_SEED. */
export function responseSample(env: NodeJS.ProcessEnv = process.env): MutantSample {
  return mutantSample(env.RESPONSE_MUTANTS, env.RESPONSE_MUTANTS_SEED, DEFAULT_RESPONSE_SAMPLE);
}

/** The mutants this run serves: all, or a seeded sample in which every kind of break and every surface is tried. */
export function sampledResponseMutants(env: NodeJS.ProcessEnv = process.env): OperationMutant[] {
  return drawMutants(runMutants(), responseSample(env), [(entry) => entry.mutant.kind, (entry) => entry.surface]);
}

/** The sampled schema mutants as a set: each judged by the rule of the body it breaks. */
export function schemaMutantSet(env: NodeJS.ProcessEnv = process.env): MutantSet {
  return {
    portBase: MUTANT_PORT_BASE,
    entries: sampledResponseMutants(env).map(({ name, mutant, rule }) => ({ name, mutant, rules: [rule] })),
  };
}

/** Per recorded outcome, the mutants the schemas forbid that have it; `unrecorded`, those the record lacks. */
export function recordedResponseCounts(): Record<ResponseOutcome | 'unrecorded', OperationMutant[]> {
  return countRecorded(runMutants(), readResponseRecord(), ['caught', 'not applicable', 'missed']);
}

/**
 * The addresses of the instance at `port`: the sandbox (the environment under test) at its root, its control under a
 * prefix.
 */
export function mutantTargetUrls(set: MutantSet, port: number): Record<string, string> {
  const origin = `http://127.0.0.1:${port}`;
  return {
    SANDBOX_BASE_URL: origin,
    PRODUCTION_BASE_URL: `http://127.0.0.1:${sharedProductionPortBase(set) + 1}`,
    CONTROL_URL: `${origin}${CONTROL_PREFIX}`,
  };
}

/**
 * Each mutant's instance (port `portBase` + its row) as a copy running the tests of the rules that judge its body.
 */
export function mutantCopiesOf(set: MutantSet): TargetCopy[] {
  // Not probed: an instance keeps every faithful reading of the open choices, and only one body differs.
  // Nor reaching production: the checks run in sandbox, and hundreds of copies recognising the one shared production
  // (a complete buy each) would pass its 500 a minute, a run error no mutant caused.
  return set.entries.map((entry, index) => ({
    name: entry.name,
    rules: entry.rules,
    variables: { ...mutantTargetUrls(set, set.portBase + index), PRODUCTION_BASE_URL: '' },
    probe: false,
  }));
}

export function mutantCopies(env: NodeJS.ProcessEnv = process.env): TargetCopy[] {
  return mutantCopiesOf(schemaMutantSet(env));
}
