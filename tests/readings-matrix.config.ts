import { readFileSync } from 'node:fs';
import { declareTargetCopies } from '../kit/run/target-copies';
import { copiesConfig } from './copies-config';
import { mockTargetEnv } from './mock-target';
import { PLAN_VARIABLE, READINGS_MATRIX_DIR, readingsCopies, type ReadingsMatrixEntry } from './readings-matrix-plan';

/**
 * The readings matrix (run by tests/readings-matrix.ts, which starts the mock instances and probes them): per
 * other reading of a row, the checks that name the row run twice against the mock in that reading: with the
 * default profile (no failed MUST or SHOULD rule; the row not confirmed) and with the probed profile (green; the
 * row confirmed). Each run is a copy of those checks in one project (kit/run/target-copies.ts).
 */
const plan = JSON.parse(readFileSync(process.env[PLAN_VARIABLE] ?? '', 'utf8')) as ReadingsMatrixEntry[];
const reportDir = `${READINGS_MATRIX_DIR}/runs`;
// What every instance shares, the mock's public test credentials included: workers inherit it.
Object.assign(process.env, mockTargetEnv(plan[0].portBase), { REPORT_DIR: reportDir });
declareTargetCopies(readingsCopies(plan).map(({ copy }) => copy));

export default copiesConfig({
  name: 'readings matrix',
  reportDir,
  reporter: ['./readings-matrix-reporter.ts', { reportDir: READINGS_MATRIX_DIR }],
});
