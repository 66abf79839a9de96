import type { TargetCopy } from '../../kit/run/target-copies';
import { responseMutants, type OperationMutant } from './response-mutants';

// 25000-25999: one port per mutant, below the ephemeral range and clear of the other matrices.
export const MUTANT_PORT_BASE = Number(process.env.MUTANT_PORT_BASE || 25000);

/** Where the test-control API of a mutant's instance answers, on its one port. */
export const CONTROL_PREFIX = '/__control';

/**
 * One faithful instance after the mutants' ports, whose production every copy shares: the checks run in sandbox,
 * and production's HMAC signs the path, which a prefix on the mutant's own port would change.
 */
export function sharedProductionPortBase(mutants: number): number {
  return MUTANT_PORT_BASE + mutants;
}

/** The mutants the schemas forbid, each run against its own instance; the allowed ones are listed, never run. */
export function runMutants(): OperationMutant[] {
  return responseMutants().filter((mutant) => !mutant.allowed);
}

/**
 * The addresses of the instance at `port`: the sandbox (the environment under test) at its root, its control under a
 * prefix.
 */
export function mutantTargetUrls(port: number, mutants: number): Record<string, string> {
  const origin = `http://127.0.0.1:${port}`;
  return {
    SANDBOX_BASE_URL: origin,
    PRODUCTION_BASE_URL: `http://127.0.0.1:${sharedProductionPortBase(mutants) + 1}`,
    CONTROL_URL: `${origin}${CONTROL_PREFIX}`,
  };
}

/**
 * Each mutant's instance (port MUTANT_PORT_BASE + its row) as a copy running the tests of the rule that judges its
 * body.
 */
export function mutantCopies(): TargetCopy[] {
  const mutants = runMutants();
  // Not probed: an instance keeps every faithful reading of the open choices, and only one body differs.
  // Nor reaching production: the checks run in sandbox, and hundreds of copies recognising the one shared production
  // (a complete buy each) would pass its 500 a minute, a run error no mutant caused.
  return mutants.map((mutant, index) => ({
    name: mutant.name,
    rules: [mutant.rule],
    variables: { ...mutantTargetUrls(MUTANT_PORT_BASE + index, mutants.length), PRODUCTION_BASE_URL: '' },
    probe: false,
  }));
}
