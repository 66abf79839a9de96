import { randomInt } from 'node:crypto';
import { config as loadDotenv } from 'dotenv';
import { defineConfig } from '@playwright/test';
import { ConfigError, readTargetConfig } from './kit/config/read-target';
import type { TargetConfig } from './kit/config/target-config';

// The only place that reads the environment (.env fills in; real variables win).
loadDotenv({ quiet: true });
// Workers inherit the main process's environment, so one seed serves the whole run.
process.env.CONFORMANCE_SEED ||= String(randomInt(1, 2 ** 31 - 1));

function target(): TargetConfig {
  try {
    return readTargetConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`conformance: ${error.message}`);
    process.exit(2);
  }
}

const run = target();
const mockPortBase = run.embeddedMock ? Number(new URL(run.environments.sandbox!.baseUrl).port) : 0;

export default defineConfig<object, { target: TargetConfig }>({
  testDir: './suites',
  // Room for one Retry-After of a minute (the documented windows are per minute).
  timeout: 120_000,
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  outputDir: `${run.reportDir}/test-results`,
  globalSetup: './kit/run/global-setup.ts',
  reporter: [
    ['list'],
    ['./reporters/conformance-reporter.ts'],
    ['html', { open: 'never', outputFolder: `${run.reportDir}/playwright` }],
  ],
  // Traces stay off: they would record request headers, credentials included.
  use: { target: run, trace: 'off' },
  webServer: run.embeddedMock
    ? {
        command: `node_modules/.bin/tsx mock/main.ts --port-base ${mockPortBase}`,
        // Ready when the mock's own control listener answers (a CONTROL_URL may point elsewhere).
        url: `http://127.0.0.1:${mockPortBase + 2}/capabilities`,
        reuseExistingServer: false,
        timeout: 30_000,
        stdout: 'ignore',
        stderr: 'pipe',
      }
    : undefined,
  projects: [
    // Clock, rate-limit and other target-wide scenarios run after everything else, one at a time. A teardown
    // project runs whatever the results before it (a dependency would be skipped after any failure).
    { name: 'conformance', testIgnore: /suites[\\/]serial[\\/]/, teardown: 'serial' },
    { name: 'serial', testDir: './suites/serial', workers: 1, fullyParallel: false },
  ],
});
