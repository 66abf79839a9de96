import type { RuleId } from '../../rules';
import type { ResponseMutant, Seams } from '../seams';

/** A named way for the reference mock to break exactly one documented promise. */
export interface RuleFault {
  name: string;
  rule: RuleId;
  description: string;
  /** The promise of its rule it breaks, word for word as the rule's `promises` lists it (rules/rule.ts). */
  promise?: string;
  /** Its behaviour, as values of the mock's seams (mock/seams/); every other seam stays faithful. */
  seams: Partial<Seams>;
}

/**
 * A way for a target to make checks pass without keeping their promises (a wrong base URL, a credential refused
 * everywhere): the rules it would pass vacuously. The suite must end such a run with a run error, none of them passed.
 */
export interface VacuityFault {
  name: string;
  vacuous: readonly RuleId[];
  description: string;
  seams: Partial<Seams>;
}

export type FaultProfile = RuleFault | VacuityFault;

/**
 * A value mutant as a fault's seam (issue 41): the 200 answer of `method path` (the spec's operation) gets, at
 * `pointer`, the wrong value `operator` computes from the answer itself (mock/value-mutation.ts).
 */
export function valueMutant(
  [operationId, method, path]: readonly [operationId: string, method: 'get' | 'post', path: string],
  pointer: string,
  operator: NonNullable<ResponseMutant['operator']>,
  extra: Pick<ResponseMutant, 'sibling' | 'codes'> = {},
): ResponseMutant {
  return { operationId, method, path, status: 200, pointer, kind: 'value', operator, ...extra };
}
