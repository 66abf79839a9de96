import { randomInt } from 'node:crypto';
import { defineConfig } from '@playwright/test';
import { readTargetConfig } from '../kit/config/read-target';
import { EMBEDDED_MOCK_CREDENTIALS } from '../kit/config/embedded-mock';
import { credentialVariables } from '../kit/config/credentials';
import type { TargetConfig } from '../kit/config/target-config';
import { ruleTagPattern } from '../kit/checking';
import { faults } from '../mock/faults';
import { mockTargetEnv } from './mock-target';

/**
 * The fault matrix: one reference-mock instance per fault profile (`mock/main.ts --matrix`), and one project
 * per fault that runs the checks of the rule the fault names against it. Every fault must be caught on its rule; a
 * vacuity fault runs the checks of the rules it would pass vacuously, and must end in a run error with none passed.
 */
// Below the ephemeral port range (32768 and up), like the embedded mock's.
const portBase = Number(process.env.MATRIX_PORT_BASE || 24400);
const reportDir = 'reports/fault-matrix';
process.env.CONFORMANCE_SEED ||= String(randomInt(1, 2 ** 31 - 1));
// A CI gate: one retry of a failed request (a persistent 5xx still takes two tries), no real-time waits.
process.env.CONFORMANCE_PLAN ||= 'gate';
// The mock's own public test credentials, whatever the shell holds: workers and the mock inherit them.
Object.assign(process.env, credentialVariables(EMBEDDED_MOCK_CREDENTIALS));

function targetOf(index: number): TargetConfig {
  return readTargetConfig({ ...process.env, ...mockTargetEnv(portBase + 3 * index), REPORT_DIR: reportDir });
}

export default defineConfig<object, { target: TargetConfig }>({
  testDir: '../suites',
  timeout: 60_000,
  // Tests of one file run in order: the checkout-expiry tests of one instance share its clock.
  fullyParallel: false,
  workers: 2,
  outputDir: `../${reportDir}/test-results`,
  globalSetup: '../kit/run/global-setup.ts',
  reporter: [['./fault-matrix-reporter.ts', { reportDir }]],
  use: { trace: 'off' },
  webServer: {
    command: `node_modules/.bin/tsx mock/main.ts --matrix --port-base ${portBase}`,
    cwd: '..',
    url: `http://127.0.0.1:${portBase + 3 * (faults.length - 1) + 2}/capabilities`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  projects: faults.map((fault, index) => ({
    name: fault.name,
    grep: ruleTagPattern('vacuous' in fault ? fault.vacuous : [fault.rule]),
    use: { target: targetOf(index) },
  })),
});
