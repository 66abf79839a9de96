import type { ProbeEvidence } from '../config/target-profile';
import type { Observation } from './observation';
import type { AssumptionId } from '../../rules/assumptions';

/** Per base URL of the environment under test: the reading the probe before the run found for each row. */
export type ProbedReadings = Record<string, Record<string, ProbeEvidence>>;

/** The probe's findings for one base URL, as observations the report weighs like the tests' own. */
export function probedObservations(probed: ProbedReadings, baseUrl: string | undefined): Observation[] {
  return Object.entries((baseUrl && probed[baseUrl]) || {}).map(([id, evidence]) => ({
    id: id as AssumptionId,
    reading: evidence.reading,
    requestIds: evidence.requestIds,
  }));
}
