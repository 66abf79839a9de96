import { defineConfig } from '@playwright/test';

/** Unit tests of the kit, the mock and the reporter: no target, no browser. */
export default defineConfig({
  testDir: './unit',
  fullyParallel: true,
  // The CLI the process tests start, transformed from source once per run (unit/cli-build.ts).
  globalSetup: './unit/cli-build.ts',
  workers: 2,
  reporter: [['list']],
  outputDir: '../test-results/unit',
  // One snapshot for every platform: the catalogue listing is text.
  snapshotPathTemplate: '{testDir}/__snapshots__/{testFileName}/{arg}{ext}',
});
