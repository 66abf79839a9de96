import { defineConfig, type PlaywrightTestConfig, type ReporterDescription } from '@playwright/test';
import { readTargetConfig } from '../kit/config/read-target';
import type { TargetConfig } from '../kit/config/target-config';
import { ruleTagPattern } from '../kit/checking';
import { TARGET_COPY_TAG } from '../kit/run/target-copies';

/**
 * The Playwright config of a matrix of target copies (the fault, mutant and readings matrices): the suites, declared
 * once per copy (kit/run/target-copies.ts), in one project that two workers serve. Read after the matrix set the
 * variables every instance shares and declared its copies. Paths are taken from the calling config's folder, tests/.
 */
export function copiesConfig({
  name,
  reportDir,
  reporter,
  webServer,
}: {
  name: string;
  reportDir: string;
  reporter: ReporterDescription;
  webServer?: PlaywrightTestConfig['webServer'];
}): PlaywrightTestConfig<{ target: TargetConfig }> {
  return defineConfig<{ target: TargetConfig }>({
    testDir: '../suites',
    timeout: 60_000,
    // Tests of one file run in order: the checkout-expiry tests of one instance share its clock.
    fullyParallel: false,
    workers: 2,
    outputDir: `../${reportDir}/test-results`,
    globalSetup: '../kit/run/global-setup.ts',
    reporter: [reporter],
    use: { trace: 'off' },
    ...(webServer ? { webServer } : {}),
    // The copies and nothing else; the project's own target is the first instance, which no test uses.
    projects: [
      { name, grep: ruleTagPattern([TARGET_COPY_TAG.slice(1)]), use: { target: readTargetConfig(process.env) } },
    ],
  });
}
