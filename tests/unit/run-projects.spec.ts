import { test, expect } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mockTargetEnv } from '../mock-target';

const ROOT = join(__dirname, '..', '..');

interface ListedSuite { file: string; specs: { tests: { projectName: string }[] }[]; suites?: ListedSuite[] }

/** The projects of each waits/ and serial/ file, as `playwright test --list` gives them (no target is reached, no report written). */
function projectsOf(env: Record<string, string>): Record<string, string[]> {
  const listed = spawnSync(join(ROOT, 'node_modules/.bin/playwright'), ['test', '--list', '--reporter=json'], {
    cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...env, CONFORMANCE_SEED: '1', CONFORMANCE_PLAN: '' },
  });
  expect(listed.status, listed.stderr).toBe(0);
  const projects: Record<string, string[]> = {};
  const visit = (suite: ListedSuite) => {
    const file = /(?:waits|serial)[\\/]([\w-]+)\.spec\.ts$/.exec(suite.file)?.[1];
    const names = suite.specs.flatMap((spec) => spec.tests.map((run) => run.projectName));
    if (file && names.length) projects[file] = [...new Set([...(projects[file] ?? []), ...names])].sort();
    for (const inner of suite.suites ?? []) visit(inner);
  };
  for (const suite of (JSON.parse(listed.stdout) as { suites: ListedSuite[] }).suites) visit(suite);
  return projects;
}

test('on a control clock the waits and rate-limit scenarios run last, one at a time; in real time with no control clock, beside everything else', () => {
  expect(projectsOf({ CONFORMANCE_REAL_TIME: '1' })).toEqual({
    'checkout-expiry': ['serial'], 'native-quote-lock': ['serial'], 'hosted-rate-limits': ['serial'], 'legacy-prices-rate-limit': ['serial'],
  });
  expect(projectsOf({ ...mockTargetEnv(24990), CONTROL_URL: '', CONFORMANCE_REAL_TIME: '1' })).toEqual({
    'checkout-expiry': ['waits'], 'native-quote-lock': ['waits'], 'hosted-rate-limits': ['waits'], 'legacy-prices-rate-limit': ['waits'],
  });
});

test("listing the tests (playwright test --list) leaves the last run's report as it was", () => {
  const reportDir = mkdtempSync(join(tmpdir(), 'listed-'));
  const listed = spawnSync(join(ROOT, 'node_modules/.bin/playwright'), ['test', '--list'], {
    cwd: ROOT, encoding: 'utf8', env: { ...process.env, REPORT_DIR: reportDir, CONFORMANCE_SEED: '1', CONFORMANCE_PLAN: '' },
  });
  expect(listed.status, listed.stderr).toBe(0);
  expect(listed.stdout).toMatch(/Conformance: \d+ tests/);
  expect(existsSync(join(reportDir, 'conformance.json'))).toBe(false);
});
