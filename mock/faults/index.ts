import { hostedFaults } from './hosted';
import { legacyFaults } from './legacy';
import { nativeFaults } from './native';

export type { FaultProfile } from './fault-profile';

/**
 * The fault table: each profile makes the reference mock break exactly one documented promise, by the values it
 * gives some of the mock's seams (mock/seams/), as a reading does (mock/readings.ts).
 * Start the mock with `--fault NAME`; the fault matrix in `npm test` proves the suite catches each one
 * on the rule it names.
 */
export const faults = [...legacyFaults, ...hostedFaults, ...nativeFaults] as const;

export type FaultName = (typeof faults)[number]['name'];
