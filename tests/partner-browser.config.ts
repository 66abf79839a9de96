import { defineConfig } from '@playwright/test';

/**
 * The partner's half that needs a page: a sample payment-method picker in Debian's Chromium under several user agents.
 */
export default defineConfig({
  testDir: './partner-browser',
  timeout: 30_000,
  fullyParallel: true,
  workers: 2,
  reporter: [['list']],
  outputDir: '../reports/partner-browser/test-results',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CONFORMANCE_CHROMIUM_PATH || '/usr/bin/chromium' },
    trace: 'off',
  },
});
