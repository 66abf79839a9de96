import { randomInt } from 'node:crypto';
import { extname } from 'node:path';
import { config as loadDotenv } from 'dotenv';
import { defineConfig, type ReporterDescription } from '@playwright/test';
import { ConfigError, readProfiledTarget } from './kit/config/read-target';
import { configErrorLine } from './kit/config/config-error';
import { dotenvFileProblem } from './kit/config/dotenv-file';
import { credentialsWithoutBaseUrl } from './kit/config/credentials';
import { unknownVariableLine } from './cli/known-variables';
import { embeddedMockPortBase, MOCK_PORTS_VARIABLE } from './kit/config/mock-ports';
import { partConflict, partOfRun } from './kit/run/run-part';
import { projectMatches, projectsAsked } from './cli/run-checks';
import { PART_METADATA_KEY, partRecord } from './kit/run/part-record';
import { ruleTagPattern } from './kit/checking';
import type { TargetConfig } from './kit/config/target-config';
import { clockScopesOffered } from './kit/control/clock-scopes';
import { capabilities as embeddedMockCapabilities } from './mock/capabilities';

// The only place that reads the environment (.env fills in; real variables win). A .env that is there but no file
// is a configuration error: dotenv would skip it in silence, and the run would go to the embedded mock.
const dotenvProblem = dotenvFileProblem();
if (dotenvProblem) {
  console.error(`conformance: ${dotenvProblem}`);
  process.exit(2);
}
const shellNames = new Set(Object.keys(process.env).filter((name) => process.env[name] !== undefined));
const dotenv = loadDotenv({ quiet: true }).parsed ?? {};
const fromDotenv = new Set(Object.keys(dotenv).filter((name) => !shellNames.has(name)));
// A misspelled or unknown name would be left unread in silence, and the run go elsewhere (to the embedded mock).
const unknownVariable = unknownVariableLine(
  process.env,
  Object.fromEntries(Object.entries(dotenv).filter(([name]) => fromDotenv.has(name))),
);
if (unknownVariable) {
  console.error(`conformance: ${unknownVariable}`);
  process.exit(2);
}
// A part of a sharded run writes a blob for `npm run conformance:merge`: its own report would show the other
// parts' rules as "not checked". Parts generate the same data only with one seed given to all of them.
const part = partOfRun(process.argv, process.env);
const conflict = partConflict(process.argv);
if (conflict) {
  console.error(`conformance: ${conflict}`);
  process.exit(2);
}
if (part && !process.env.CONFORMANCE_SEED) {
  console.error('conformance: a part of a sharded run needs CONFORMANCE_SEED, the same for every part');
  process.exit(2);
}
// Workers inherit the main process's environment, so one seed serves the whole run.
process.env.CONFORMANCE_SEED ||= String(randomInt(1, 2 ** 31 - 1));

// The embedded mock's ports: chosen once, by the runner (`playwright test`), which hands them to its workers through
// the environment; merge-reports and --list start no mock.
const runner = process.argv[2] === 'test' && !process.argv.includes('--list');

function target(): TargetConfig {
  try {
    const credentials = credentialsWithoutBaseUrl(process.env);
    if (credentials) throw new ConfigError(credentials);
    const read = readProfiledTarget(process.env);
    if (!read.embeddedMock || (!runner && !process.env[MOCK_PORTS_VARIABLE])) return read;
    if (runner) process.env[MOCK_PORTS_VARIABLE] = String(embeddedMockPortBase(process.env.MOCK_PORT_BASE));
    return readProfiledTarget({ ...process.env, MOCK_PORT_BASE: process.env[MOCK_PORTS_VARIABLE] });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`conformance: ${configErrorLine(error.message, fromDotenv)}`);
    process.exit(2);
  }
}

const run = target();
const mockPortBase = run.embeddedMock ? Number(new URL(run.environments.sandbox!.baseUrl).port) : 0;

// Built to dist/, this file and the files it names are JavaScript; from source, TypeScript (run by Playwright and tsx).
const ext = extname(__filename);
const mockCommand = ext === '.ts' ? 'node_modules/.bin/tsx mock/main.ts' : `"${process.execPath}" mock/main.js`;
const mockDataOption = run.mockData === 'default' ? '' : ` --data ${run.mockData}`;
// CONFORMANCE_RULES, CONFORMANCE_GREP and CONFORMANCE_GREP_INVERT select in every project: Playwright's --grep would
// not reach the serial (teardown) one (`run -g` and `run -- -g` set them).
const grep = run.rules.length ? ruleTagPattern(run.rules) : run.grep ? new RegExp(run.grep) : undefined;
const grepInvert = run.grepInvert ? new RegExp(run.grepInvert) : undefined;
// The progress reporter's first line names the target, before Playwright's list output too.
const progress = `./reporters/progress-reporter${ext}`;
const consoleReporters: ReporterDescription[] =
  process.env.CONFORMANCE_LIST === '1' ? [[progress, { firstLineOnly: true }], ['list']] : [[progress]];
// `--list` runs nothing: no mock is started, no control API asked, and only the list is printed (no report written).
const listing = process.argv.includes('--list');

// Waits on the clock (suites/waits) and rate-limit scenarios (suites/serial). On a control clock they move the
// whole target, so they run last, one at a time. In real time (no CONTROL_URL, CONFORMANCE_REAL_TIME=1) they run
// beside everything else, a worker each, because a waiting test holds its worker (issue 13, item 3); a rate-limit
// scenario has its limit to itself through the run's budget (kit/run/budget-server.ts). Parts of a sharded run
// have a budget each, so there the rate-limit scenarios stay in the serial part.
const SERIAL = /suites[\\/]serial[\\/]/;
// The partner's rules: `receiver` and `proxy` run them against the partner's own programs
// (kit/run/partner-run-config.ts).
const PARTNER = /suites[\\/]partner[\\/]/;
const WAITS = /suites[\\/]waits[\\/]/;
const waitsAlongside = run.realTime && !run.controlUrl;
// A target whose control API offers clock scopes gives each of those scenarios a clock and rate-limit windows of its
// own (kit/control/clock-scopes.ts): they run beside the rest, and the serial project is not needed. A sharded run
// keeps them in its serial part.
const scopedClocks =
  !part &&
  !waitsAlongside &&
  !(listing && !run.embeddedMock) &&
  clockScopesOffered(
    run.controlUrl,
    run.embeddedMock
      ? { controlUrl: `http://127.0.0.1:${mockPortBase + 2}`, capabilities: embeddedMockCapabilities }
      : undefined,
  );
// 6 checkout-URL tests, 2 quote-lock tests, 3 rate-limit scenarios.
const ALONGSIDE_WORKERS = 11;
const CONFORMANCE_WORKERS = 2;

// A part's blob, and beside it the record of the part (reporters/part-status-reporter.ts) that `merge` checks.
const blobFile = `${run.reportDir}/blob/report-${part}.zip`;

const projects = [
  // On a control clock, the clock and rate-limit scenarios run after everything else, one at a time. A teardown
  // project runs whatever the results before it (a dependency would be skipped after any failure), but only after
  // every other project: in real time they run beside the rest instead (see above).
  // A shard leaves them to their own part (`--project=serial`), run once after every shard: beside other shards
  // on one target they would disturb, and be disturbed by, the others' traffic.
  ...(waitsAlongside && part !== 'serial'
    ? [{ name: 'waits', testMatch: part ? WAITS : [WAITS, SERIAL], workers: ALONGSIDE_WORKERS, grep, grepInvert }]
    : []),
  {
    name: 'conformance',
    testIgnore: scopedClocks ? [PARTNER] : [SERIAL, WAITS, PARTNER],
    workers: CONFORMANCE_WORKERS,
    teardown: part || waitsAlongside || scopedClocks ? undefined : 'serial',
    grep,
    grepInvert,
  },
  ...((part && part !== 'serial') || (waitsAlongside && !part) || scopedClocks
    ? []
    : [
        {
          name: 'serial',
          testMatch: waitsAlongside ? SERIAL : [SERIAL, WAITS],
          workers: 1,
          fullyParallel: false,
          grep,
          grepInvert,
        },
      ]),
];

// A project this run does not have (`run -- --project=nosuch`, or `serial` where the waits run alongside) was
// Playwright's stack trace: one line instead, with the run's projects.
const unknownProject = projectsAsked(process.argv).find(
  (asked) => !projects.some((project) => projectMatches(asked, project.name)),
);
if (unknownProject !== undefined) {
  const names = projects.map((project) => project.name).join(', ');
  console.error(
    `conformance: --project ${JSON.stringify(unknownProject)} is no project of this run (its projects: ${names})`,
  );
  process.exit(2);
}

export default defineConfig<{ target: TargetConfig }>({
  testDir: './suites',
  // Room for one Retry-After of a minute (the documented windows are per minute).
  timeout: 120_000,
  // The plan's limit for the whole run (CONFORMANCE_PLAN); none without a plan.
  globalTimeout: run.budgetMinutes ? run.budgetMinutes * 60_000 : undefined,
  fullyParallel: true,
  workers: CONFORMANCE_WORKERS + (waitsAlongside ? ALONGSIDE_WORKERS : 0),
  forbidOnly: Boolean(process.env.CI),
  outputDir: `${run.reportDir}/test-results`,
  globalSetup: `./kit/run/global-setup${ext}`,
  // A file per part, so parts written to one folder keep each other's (the blob reporter empties its outputDir).
  // A line per surface (CONFORMANCE_LIST=1: Playwright's line per test); the conformance reporter last, so the
  // report's path is the last line printed.
  reporter: listing
    ? [[`./reporters/rules-list-reporter${ext}`]]
    : part
      ? [
          ...consoleReporters,
          ['blob', { outputFile: blobFile }],
          [`./reporters/part-status-reporter${ext}`, { blobFile, part }],
        ]
      : [
          // First: a run that checks nothing stops before any reporter prints or writes (the last report kept).
          [`./reporters/selection-guard-reporter${ext}`],
          ...consoleReporters,
          ['html', { open: 'never', outputFolder: `${run.reportDir}/playwright` }],
          [`./reporters/conformance-reporter${ext}`],
        ],
  // Traces off: the evidence is the run's record. Asked for (`-- --trace on`), they hold steps and the redacted
  // evidence, no request of the kit's (sent outside Playwright, kit/http/fetched-request.ts); the canary run scans
  // them.
  use: { target: run, trace: 'off' },
  // A part's record inside its blob too: `merge` compares it with the record beside the blob (kit/run/part-record.ts).
  metadata: part ? { [PART_METADATA_KEY]: partRecord(part, run) } : undefined,
  webServer:
    run.embeddedMock && !listing
      ? {
          command: `${mockCommand} --port-base ${mockPortBase}${mockDataOption}`,
          // Ready when the mock's own control listener answers (a CONTROL_URL may point elsewhere), or as soon as the
          // mock says it listens: Playwright polls the URL 100, 250, 500 ms apart, then a second apart (issue 43).
          url: `http://127.0.0.1:${mockPortBase + 2}/capabilities`,
          wait: { stdout: /^mock control /m },
          reuseExistingServer: false,
          timeout: 30_000,
          stdout: 'ignore',
          stderr: 'pipe',
        }
      : undefined,
  projects,
});
