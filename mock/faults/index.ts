import { hostedFaults } from './hosted';
import { legacyFaults } from './legacy';
import { nativeFaults } from './native';
import { vacuityFaults } from './vacuity';

export { vacuityFaults };

export type { FaultProfile, RuleFault, VacuityFault } from './fault-profile';

/**
 * The fault table: each profile makes the reference mock break exactly one documented promise, by the values it
 * gives some of the mock's seams (mock/seams/), as a reading does (mock/readings.ts).
 * Start the mock with `--fault NAME`; the fault matrix in `npm test` proves the suite catches each one
 * on the rule it names.
 */
export const ruleFaults = [...legacyFaults, ...hostedFaults, ...nativeFaults] as const;

/** Every profile the matrix runs: the rule faults, then the vacuity faults (mock/faults/vacuity.ts). */
export const faults = [...ruleFaults, ...vacuityFaults] as const;

export type FaultName = (typeof faults)[number]['name'];
