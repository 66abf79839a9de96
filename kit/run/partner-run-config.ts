import { extname, join } from 'node:path';
import { config as loadDotenv } from 'dotenv';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { ConfigError, readProfiledTarget } from '../config/read-target';
import type { TargetConfig } from '../config/target-config';
import type { PartnerCheck } from '../../rules';

/**
 * The Playwright run of a partner command (`receiver`, `proxy`, `page`): the partner's program is the target, the
 * tests are `suites/partner/<spec>.ts` (`.js` built), with a browser where `browser` says, one worker, the reports in
 * REPORT_DIR/<check>, beside a conformance run's, never over them. `target` reads the command's own settings: a
 * ConfigError is one line and exit 2.
 */
export function partnerRunConfig<Name extends string, Target>(
  check: PartnerCheck,
  spec: string,
  option: Name,
  target: (run: TargetConfig) => Target,
  browser: (target: Target) => PlaywrightTestConfig['use'] = () => ({}),
): PlaywrightTestConfig<Record<Name, Target>> {
  loadDotenv({ quiet: true });
  let run: TargetConfig;
  let own: Target;
  try {
    run = readProfiledTarget(process.env);
    own = target(run);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`${check}: ${error.message}`);
    process.exit(2);
  }
  const reportDir = join(run.reportDir, check);
  const ext = extname(__filename);
  const root = join(__dirname, '..', '..');
  return defineConfig<Record<Name, Target>>({
    testDir: join(root, 'suites', 'partner'),
    // Built, the specs are .js.
    testMatch: `${spec}${ext}`,
    timeout: 60_000,
    // One at a time: a test's timing of the partner's program is not another test's load.
    workers: 1,
    fullyParallel: false,
    forbidOnly: Boolean(process.env.CI),
    outputDir: `${reportDir}/test-results`,
    reporter: [
      [join(root, 'reporters', `progress-reporter${ext}`)],
      ['html', { open: 'never', outputFolder: `${reportDir}/playwright` }],
      [join(root, 'reporters', `conformance-reporter${ext}`), { rules: check, target: { ...run, reportDir } }],
    ],
    use: { [option]: own, trace: 'off', ...browser(own) } as unknown as PlaywrightTestConfig<
      Record<Name, Target>
    >['use'],
  });
}
