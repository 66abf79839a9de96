import { randomInt } from 'node:crypto';
import { extname } from 'node:path';
import { config as loadDotenv } from 'dotenv';
import { defineConfig } from '@playwright/test';
import { ConfigError, readTargetConfig } from './kit/config/read-target';
import { loadProfile } from './kit/config/target-profile';
import { runPart } from './kit/run/run-part';
import { ruleTagPattern } from './kit/checking';
import type { TargetConfig } from './kit/config/target-config';

// The only place that reads the environment (.env fills in; real variables win).
loadDotenv({ quiet: true });
// A part of a sharded run writes a blob for `npm run conformance:merge`: its own report would show the other
// parts' rules as "not checked". Parts generate the same data only with one seed given to all of them.
const part = runPart(process.argv);
if (part && !process.env.CONFORMANCE_SEED) {
  console.error('conformance: a part of a sharded run needs CONFORMANCE_SEED, the same for every part');
  process.exit(2);
}
// Workers inherit the main process's environment, so one seed serves the whole run.
process.env.CONFORMANCE_SEED ||= String(randomInt(1, 2 ** 31 - 1));

function target(): TargetConfig {
  try {
    const profile = process.env.CONFORMANCE_PROFILE ? loadProfile(process.env.CONFORMANCE_PROFILE) : undefined;
    return readTargetConfig(process.env, new Date(), profile);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`conformance: ${error.message}`);
    process.exit(2);
  }
}

const run = target();
const mockPortBase = run.embeddedMock ? Number(new URL(run.environments.sandbox!.baseUrl).port) : 0;

// Built to dist/, this file and the files it names are JavaScript; from source, TypeScript (run by Playwright and tsx).
const ext = extname(__filename);
const mockCommand = ext === '.ts' ? 'node_modules/.bin/tsx mock/main.ts' : `"${process.execPath}" mock/main.js`;
// CONFORMANCE_RULES and CONFORMANCE_GREP select in every project: Playwright's --grep would not reach the serial
// (teardown) one.
const grep = run.rules.length ? ruleTagPattern(run.rules) : run.grep ? new RegExp(run.grep) : undefined;
const consoleReporter = process.env.CONFORMANCE_LIST === '1' ? 'list' : `./reporters/progress-reporter${ext}`;

// Waits on the clock (suites/waits): on a control clock they move the whole target, so they run with the serial
// scenarios; in real time (no CONTROL_URL, CONFORMANCE_REAL_TIME=1) they wait alongside everything else, a worker
// each, because a waiting test holds its worker (issue 13, item 3). The checkout minute goes before the rate-limit
// scenarios, whose bursts would refuse its loads; the quote lock sends no request a documented limit counts, so
// the rate-limit scenarios need not wait for it.
const SERIAL = /suites[\\/]serial[\\/]/;
const WAITS = /suites[\\/]waits[\\/]/;
const waitsAlongside = run.realTime && !run.controlUrl;
const alongside = [
  { name: 'checkout-minute', testMatch: /suites[\\/]waits[\\/]checkout-expiry\.spec\.[jt]s$/, workers: 6, beforeSerial: true },
  { name: 'quote-lock', testMatch: /suites[\\/]waits[\\/]native-quote-lock\.spec\.[jt]s$/, workers: 2, beforeSerial: false },
];
const CONFORMANCE_WORKERS = 2;

export default defineConfig<object, { target: TargetConfig }>({
  testDir: './suites',
  // Room for one Retry-After of a minute (the documented windows are per minute).
  timeout: 120_000,
  // The plan's limit for the whole run (CONFORMANCE_PLAN); none without a plan.
  globalTimeout: run.budgetMinutes ? run.budgetMinutes * 60_000 : undefined,
  fullyParallel: true,
  workers: CONFORMANCE_WORKERS + (waitsAlongside ? alongside.reduce((sum, project) => sum + project.workers, 0) : 0),
  forbidOnly: Boolean(process.env.CI),
  outputDir: `${run.reportDir}/test-results`,
  globalSetup: `./kit/run/global-setup${ext}`,
  // A file per part, so parts written to one folder keep each other's (the blob reporter empties its outputDir).
  // A line per surface (CONFORMANCE_LIST=1: Playwright's line per test); the conformance reporter last, so the
  // report's path is the last line printed.
  reporter: part
    ? [[consoleReporter], ['blob', { outputFile: `${run.reportDir}/blob/report-${part}.zip` }], [`./reporters/part-status-reporter${ext}`]]
    : [
        [consoleReporter],
        ['html', { open: 'never', outputFolder: `${run.reportDir}/playwright` }],
        [`./reporters/conformance-reporter${ext}`],
      ],
  // Traces stay off: they would record request headers, credentials included.
  use: { target: run, trace: 'off' },
  webServer: run.embeddedMock
    ? {
        command: `${mockCommand} --port-base ${mockPortBase}`,
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
    // A shard leaves them to their own part (`--project=serial`), run once after every shard: beside other shards
    // on one target they would disturb, and be disturbed by, the others' traffic.
    ...(waitsAlongside && part !== 'serial'
      ? alongside.map(({ name, testMatch, workers, beforeSerial }) => ({ name, testMatch, workers, teardown: beforeSerial && !part ? 'serial' : undefined, grep }))
      : []),
    { name: 'conformance', testIgnore: [SERIAL, WAITS], workers: CONFORMANCE_WORKERS, teardown: part ? undefined : 'serial', grep },
    ...(part && part !== 'serial' ? [] : [{ name: 'serial', testMatch: waitsAlongside ? SERIAL : [SERIAL, WAITS], workers: 1, fullyParallel: false, grep }]),
  ],
});
