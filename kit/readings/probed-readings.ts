import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProbeEvidence } from '../config/target-profile';
import type { Observation } from './observation';
import type { AssumptionId } from '../../rules/assumptions';

/** Per base URL of the environment under test: the reading the probe before the run found for each row. */
export type ProbedReadings = Record<string, Record<string, ProbeEvidence>>;

/** How global setup hands them to the workers and the reporter: the path of a file, as the matrices' findings outgrow a variable. */
export const PROBED_READINGS_VARIABLE = 'CONFORMANCE_PROBED_READINGS_FILE';

/** Writes the findings where workers and reporters of this run read them; the file goes when the run's process ends. */
export function handOverProbedReadings(probed: ProbedReadings): void {
  const file = join(tmpdir(), `conformance-probed-readings-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(probed));
  process.env[PROBED_READINGS_VARIABLE] = file;
  process.once('exit', () => rmSync(file, { force: true }));
}

/** The findings global setup handed over; none when it did not run. */
export function readProbedReadings(): ProbedReadings {
  const file = process.env[PROBED_READINGS_VARIABLE];
  return file && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) as ProbedReadings : {};
}

/** The probe's findings for one base URL, as observations the report weighs like the tests' own. */
export function probedObservations(probed: ProbedReadings, baseUrl: string | undefined): Observation[] {
  return Object.entries((baseUrl && probed[baseUrl]) || {}).map(([id, evidence]) => ({ id: id as AssumptionId, reading: evidence.reading, requestIds: evidence.requestIds }));
}
