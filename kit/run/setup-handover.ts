import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProbedReadings } from '../readings/probed-readings';
import type { Recognitions } from './surface-recognition';
import type { EnvName } from '../config/target-config';
import type { ReferenceLists } from '../relations/reference-lists';

/** What global setup found before any test, per base URL of the environment under test. */
export interface SetupFindings {
  /** The readings the probe before the run found. */
  probedReadings: ProbedReadings;
  /** Which surfaces served a valid request with their own credential (positive controls). */
  recognitions: Recognitions;
  /** The reference lists each environment served, per base URL of the environment under test (kit/relations). */
  reference: Record<string, Partial<Record<EnvName, ReferenceLists>>>;
}

/** The target's test-control capabilities, as global setup asked them once (JSON), for every worker's fixture. */
export const CAPABILITIES_VARIABLE = 'CONFORMANCE_CAPABILITIES';

/** The path of the file global setup writes them to: the matrices' findings outgrow an environment variable. */
export const SETUP_FINDINGS_VARIABLE = 'CONFORMANCE_SETUP_FINDINGS_FILE';

/** Writes the findings where workers and reporters of this run read them; the file goes when the run's process ends. */
export function handOverSetupFindings(findings: SetupFindings): void {
  const file = join(tmpdir(), `conformance-setup-findings-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(findings));
  process.env[SETUP_FINDINGS_VARIABLE] = file;
  process.once('exit', () => rmSync(file, { force: true }));
}

/** The findings global setup handed over; none when it did not run. */
export function readSetupFindings(): SetupFindings {
  const file = process.env[SETUP_FINDINGS_VARIABLE];
  const found = file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<SetupFindings>) : {};
  return {
    probedReadings: found.probedReadings ?? {},
    recognitions: found.recognitions ?? {},
    reference: found.reference ?? {},
  };
}
