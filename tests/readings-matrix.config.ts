import { readFileSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { readTargetConfig } from '../kit/config/read-target';
import type { TargetConfig } from '../kit/config/target-config';
import { loadProfile } from '../kit/config/target-profile';
import { ruleTagPattern } from '../kit/checking';
import { mockTargetEnv } from './mock-target';
import { EMBEDDED_MOCK_CREDENTIALS } from '../kit/config/embedded-mock';
import { credentialVariables } from '../kit/config/credentials';
import { PLAN_VARIABLE, READINGS_MATRIX_DIR, type ReadingsMatrixEntry } from './readings-matrix-plan';

/**
 * The readings matrix (run by tests/readings-matrix.ts, which starts the mock instances and probes them): per
 * other reading of a row, the checks that name the row run twice against the mock in that reading: with the
 * default profile (no failed MUST or SHOULD rule; the row not confirmed) and with the probed profile (green; the
 * row confirmed).
 */
const plan = JSON.parse(readFileSync(process.env[PLAN_VARIABLE] ?? '', 'utf8')) as ReadingsMatrixEntry[];
// Every instance has the mock's public test credentials: workers read them from the environment.
Object.assign(process.env, credentialVariables(EMBEDDED_MOCK_CREDENTIALS));
const reportDir = `${READINGS_MATRIX_DIR}/runs`;

export default defineConfig<{ target: TargetConfig }>({
  testDir: '../suites',
  timeout: 60_000,
  fullyParallel: false,
  workers: 2,
  outputDir: `../${reportDir}/test-results`,
  globalSetup: '../kit/run/global-setup.ts',
  reporter: [['./readings-matrix-reporter.ts', { reportDir: READINGS_MATRIX_DIR }]],
  use: { trace: 'off' },
  projects: plan.filter((entry) => Object.keys(entry.readings).length === 1).flatMap((entry) => {
    const env = { ...process.env, ...mockTargetEnv(entry.portBase), REPORT_DIR: reportDir };
    const grep = ruleTagPattern(Object.keys(entry.readings));
    // Two seeds: what the first project creates (an identity's email) must not be created again by the second.
    return [
      { name: `${entry.name} · default profile`, grep, use: { target: readTargetConfig({ ...env, CONFORMANCE_SEED: '20261123' }) } },
      { name: `${entry.name} · probed profile`, grep, use: { target: readTargetConfig({ ...env, CONFORMANCE_SEED: '20261124' }, new Date(), loadProfile(entry.profile)) } },
    ];
  }),
});
