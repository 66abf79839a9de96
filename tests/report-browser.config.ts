import { defineConfig } from '@playwright/test';

/**
 * The conformance report read as a person would: a run with a failure is made (global setup), then its page
 * is opened from disk in Debian's Chromium, and its filters, search and evidence are used.
 */
export default defineConfig({
  testDir: './report-browser',
  globalSetup: './report-browser/make-report.ts',
  timeout: 30_000,
  fullyParallel: true,
  workers: 2,
  reporter: [['list']],
  outputDir: '../reports/report-browser/test-results',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CONFORMANCE_CHROMIUM_PATH || '/usr/bin/chromium' },
    viewport: { width: 1280, height: 900 },
    trace: 'off',
  },
});
