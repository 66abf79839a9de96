import { assumptionById, readingKey } from '../rules/assumptions';
import type { Observation } from '../kit/readings/observation';
import type { Assumption } from '../kit/config/target-config';
import type { AssumptionResult } from './model';

/**
 * Each row of the table against what the target showed in this run: confirmed when every observation is the
 * reading in force, not confirmed when one is another (with the key that would align the suite), no evidence
 * when no check observed it. The X-Request-Ids are the evidence.
 */
export function assumptionResults(
  assumptions: readonly Assumption[],
  observations: readonly Observation[],
): AssumptionResult[] {
  return assumptions.map((assumption) => {
    const seen = observations.filter((observation) => observation.id === assumption.id);
    if (!seen.length) return { ...assumption, status: 'no-evidence' };
    const other = seen.filter((observation) => observation.reading !== assumption.value);
    const shown = other.length ? other : seen;
    const readings = [...new Set(shown.map((observation) => observation.reading))];
    const requestIds = [...new Set(shown.flatMap((observation) => observation.requestIds))].slice(0, 5);
    if (!other.length) return { ...assumption, status: 'confirmed', observed: readings, requestIds };
    const row = assumptionById(assumption.id);
    const align = row?.readings ? `${readingKey(row)}=${readings[0]}` : undefined;
    return { ...assumption, status: 'not-confirmed', observed: readings, requestIds, ...(align ? { align } : {}) };
  });
}
