import { test, expect } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mockTargetEnv } from '../mock-target';

const ROOT = join(__dirname, '..', '..');

interface ListedSuite {
  file: string;
  specs: { file: string; tests: { projectName: string }[] }[];
  suites?: ListedSuite[];
}

/** The suites as `playwright test --list` gives them: no target is reached, no report written. */
function listing(env: Record<string, string>): ListedSuite[] {
  const listed = spawnSync(join(ROOT, 'node_modules/.bin/playwright'), ['test', '--list', '--reporter=json'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env, CONFORMANCE_SEED: '1', CONFORMANCE_PLAN: '' },
  });
  expect(listed.status, listed.stderr).toBe(0);
  return (JSON.parse(listed.stdout) as { suites: ListedSuite[] }).suites;
}

/** The projects of each waits/ and serial/ file. */
function projectsOf(env: Record<string, string>): Record<string, string[]> {
  const projects: Record<string, string[]> = {};
  const visit = (suite: ListedSuite) => {
    const file = /(?:waits|serial)[\\/]([\w-]+)\.spec\.ts$/.exec(suite.file)?.[1];
    const names = suite.specs.flatMap((spec) => spec.tests.map((run) => run.projectName));
    if (file && names.length) projects[file] = [...new Set([...(projects[file] ?? []), ...names])].sort();
    for (const inner of suite.suites ?? []) visit(inner);
  };
  for (const suite of listing(env)) visit(suite);
  return projects;
}

test(
  'every test records its own suite file and line, which the report and CI annotations show (not a helper ' +
    'of kit/)',
  () => {
    const files = new Set<string>();
    const visit = (suite: ListedSuite) => {
      for (const spec of suite.specs) files.add(spec.file);
      for (const inner of suite.suites ?? []) visit(inner);
    };
    for (const suite of listing({})) visit(suite);
    expect(files.size).toBeGreaterThan(10);
    expect([...files].filter((file) => !/^(scenarios|generated|browser|serial|waits)\//.test(file))).toEqual([]);
  },
);

test(
  'on a control clock without scopes the waits and rate-limit scenarios run last, one at a time; with ' +
    'clock scopes, or in real time with no control clock, beside everything else',
  () => {
    // The embedded mock offers clock scopes; a CONTROL_URL that does not say it does (here: none answers) keeps them
    // serial.
    expect(projectsOf({ CONFORMANCE_REAL_TIME: '1' })).toEqual({
      'checkout-expiry': ['conformance'],
      'native-quote-lock': ['conformance'],
      'hosted-rate-limits': ['conformance'],
      'legacy-prices-rate-limit': ['conformance'],
    });
    expect(projectsOf({ ...mockTargetEnv(26040) })).toEqual({
      'checkout-expiry': ['serial'],
      'native-quote-lock': ['serial'],
      'hosted-rate-limits': ['serial'],
      'legacy-prices-rate-limit': ['serial'],
    });
    expect(projectsOf({ ...mockTargetEnv(24990), CONTROL_URL: '', CONFORMANCE_REAL_TIME: '1' })).toEqual({
      'checkout-expiry': ['waits'],
      'native-quote-lock': ['waits'],
      'hosted-rate-limits': ['waits'],
      'legacy-prices-rate-limit': ['waits'],
    });
  },
);

test("listing the tests (playwright test --list) leaves the last run's report as it was", () => {
  const reportDir = mkdtempSync(join(tmpdir(), 'listed-'));
  const listed = spawnSync(join(ROOT, 'node_modules/.bin/playwright'), ['test', '--list'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, REPORT_DIR: reportDir, CONFORMANCE_SEED: '1', CONFORMANCE_PLAN: '' },
  });
  expect(listed.status, listed.stderr).toBe(0);
  expect(listed.stdout).toMatch(
    /^Conformance against sandbox http:\/\/127\.0\.0\.1:\d+ \(the embedded reference mock\): \d+ tests/,
  );
  expect(existsSync(join(reportDir, 'conformance.json'))).toBe(false);
});
