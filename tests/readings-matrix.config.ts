import { readFileSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { readTargetConfig } from '../kit/config/read-target';
import type { TargetConfig } from '../kit/config/target-config';
import { ruleTagPattern } from '../kit/checking';
import { declareTargetCopies, TARGET_COPY_TAG } from '../kit/run/target-copies';
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
Object.assign(process.env, mockTargetEnv(plan[0]!.portBase), { REPORT_DIR: reportDir });
declareTargetCopies(readingsCopies(plan).map(({ copy }) => copy));

export default defineConfig<{ target: TargetConfig }>({
  testDir: '../suites',
  timeout: 60_000,
  fullyParallel: false,
  workers: 2,
  outputDir: `../${reportDir}/test-results`,
  globalSetup: '../kit/run/global-setup.ts',
  reporter: [['./readings-matrix-reporter.ts', { reportDir: READINGS_MATRIX_DIR }]],
  use: { trace: 'off' },
  // The copies and nothing else; the project's own target is the first instance, which no test uses.
  projects: [{ name: 'readings matrix', grep: ruleTagPattern([TARGET_COPY_TAG.slice(1)]), use: { target: readTargetConfig(process.env) } }],
});
