import type { ResponseMutant } from '../../mock/seams';
import type { TargetCopy } from '../../kit/run/target-copies';
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

/** The schema mutants as a set: each judged by the rule of the body it breaks. */
export function schemaMutantSet(): MutantSet {
  return {
    portBase: MUTANT_PORT_BASE,
    entries: runMutants().map(({ name, mutant, rule }) => ({ name, mutant, rules: [rule] })),
  };
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

export function mutantCopies(): TargetCopy[] {
  return mutantCopiesOf(schemaMutantSet());
}
