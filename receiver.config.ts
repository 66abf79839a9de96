import { extname, join } from 'node:path';
import { config as loadDotenv } from 'dotenv';
import { defineConfig } from '@playwright/test';
import { ConfigError, readTargetConfig } from './kit/config/read-target';
import { loadProfile } from './kit/config/target-profile';
import { readReceiverTarget, type ReceiverTarget } from './kit/receiver/receiver-target';
import type { TargetConfig } from './kit/config/target-config';

// `receiver`: the suite acts as the service and the partner's webhook receiver is the target (rules/partner.ts).
loadDotenv({ quiet: true });

function configured(): { run: TargetConfig; receiver: ReceiverTarget } {
  try {
    const profile = process.env.CONFORMANCE_PROFILE ? loadProfile(process.env.CONFORMANCE_PROFILE) : undefined;
    const run = readTargetConfig(process.env, new Date(), profile);
    return { run, receiver: readReceiverTarget(process.env, run) };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`receiver: ${error.message}`);
    process.exit(2);
  }
}

const { run, receiver } = configured();
// Beside a conformance run's reports, never over them.
const reportDir = join(run.reportDir, 'receiver');
const ext = extname(__filename);

export default defineConfig<{ receiver: ReceiverTarget }>({
  testDir: './suites/partner',
  timeout: 60_000,
  // One at a time: a test's timing of the acknowledgement is not another test's load.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  outputDir: `${reportDir}/test-results`,
  reporter: [
    [`./reporters/progress-reporter${ext}`],
    ['html', { open: 'never', outputFolder: `${reportDir}/playwright` }],
    [`./reporters/conformance-reporter${ext}`, { rules: 'receiver', target: { ...run, reportDir } }],
  ],
  use: { receiver, trace: 'off' },
});
