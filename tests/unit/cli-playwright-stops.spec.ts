import { test, expect } from '@playwright/test';
import { expectOneLine, NO_TARGET, runCli, type CliRun } from './cli-process';
import {
  accessSync,
  chmodSync,
  constants,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectMatches, projectsAsked, runOptionProblem, unwritableFolder } from '../../cli/run-checks';

/**
 * Issue 44, items 3 and 6: every wrong option Playwright takes is told before anything runs: a per-test timeout no
 * request fits in (it ran for minutes), a folder that cannot be written (the whole suite ran first), `--headed`
 * without a display (exit 4), and the options that ended in Playwright's stack traces. Each: one line, exit 2,
 * within 30 s, the last report kept.
 */
const cli = (args: string[], env: Record<string, string> = {}) =>
  runCli(args, {
    ...NO_TARGET,
    CONFORMANCE_PROFILE: '',
    CONFORMANCE_PREVIOUS_REPORT: '',
    CONFORMANCE_TIMEOUT_MS: '',
    DISPLAY: '',
    WAYLAND_DISPLAY: '',
    // Ports of this file's own, should a run start its mock after all.
    MOCK_PORT_BASE: '25410',
    ...env,
  });
const oneLine = (run: CliRun, line: RegExp) => expectOneLine(run, line);

/** A report folder holding a last report, to show that a stopped run leaves it as it was. */
function lastReport(): { dir: string; kept(): void } {
  const dir = join(mkdtempSync(join(tmpdir(), 'conformance-pw-stops-')), 'reports');
  mkdirSync(dir);
  writeFileSync(join(dir, 'conformance.json'), '{"kept":true}');
  return {
    dir,
    kept: () => {
      expect(readdirSync(dir)).toEqual(['conformance.json']);
      expect(readFileSync(join(dir, 'conformance.json'), 'utf8')).toBe('{"kept":true}');
    },
  };
}

/** Whether a folder can really be written here (root writes into a folder of mode 555). */
function writable(dir: string): boolean {
  try {
    accessSync(dir, constants.W_OK);
    writeFileSync(join(dir, 'probe'), '');
    return true;
  } catch {
    return false;
  }
}

test.describe.configure({ timeout: 120_000 });

const LATE = 'run -- options Playwright takes but the run failed on late: one line each, exit 2, the last report kept';
test(LATE, async () => {
  const scratch = mkdtempSync(join(tmpdir(), 'conformance-pw-file-'));
  const file = join(scratch, 'a-file');
  writeFileSync(file, 'kept');
  const cases: [string[], Record<string, string>, RegExp][] = [
    [
      ['--', '--timeout=1'],
      {},
      /^run: --timeout after -- is 1 ms, less than one request may take \(CONFORMANCE_TIMEOUT_MS, 10000 ms\): /,
    ],
    [
      ['--', '--timeout', '2000'],
      { CONFORMANCE_TIMEOUT_MS: '3000' },
      /^run: --timeout after -- is 2000 ms, .* 3000 ms/,
    ],
    [['--', `--output=${file}`], {}, /^run: --output after -- names a file, not a folder: '.*a-file'; give a folder/],
    [['--', '--tsconfig=/no/such/tsconfig.json'], {}, /^run: --tsconfig after -- names no file: /],
    [['--', '--headed'], {}, /^run: --headed after -- needs a display \(DISPLAY or WAYLAND_DISPLAY is not set\)/],
    [['--', '--ui'], {}, /^run: --ui after -- opens Playwright's UI mode, .*; to choose tests: run --list/],
    [['--', '--ui-port', '0'], {}, /^run: --ui-port after -- opens Playwright's UI mode/],
    [['--', '--browser=firefox'], {}, /^run: --browser after -- is refused by Playwright with the suite's projects/],
    [['--', '--project=nosuch'], {}, /^conformance: --project "nosuch" is no project of this run \(its projects: /],
  ];
  for (const [args, env, line] of cases) {
    const report = lastReport();
    oneLine(await cli(['run', '--report-dir', report.dir, ...args], env), line);
    report.kept();
  }
  expect(readFileSync(file, 'utf8')).toBe('kept');
});

test('a report folder that cannot be made (in /proc): one line, exit 2', async () => {
  oneLine(
    await cli(['run', '--rule', 'LEG-COINS-SHAPE'], { REPORT_DIR: '/proc/x' }),
    /^run: REPORT_DIR \(--report-dir\) cannot be written: '\/proc\/x' \(making a folder in \/proc: \w+\); /,
  );
});

test('a read-only report folder, or --output in one: one line, exit 2', async () => {
  const readOnly = mkdtempSync(join(tmpdir(), 'conformance-read-only-'));
  chmodSync(readOnly, 0o555);
  // Root writes through mode bits: then a folder of the kernel's that refuses it (/sys) stands in.
  const folder = !writable(readOnly) ? readOnly : !writable('/sys') ? '/sys' : undefined;
  test.skip(folder === undefined, 'no read-only folder here: running as root, and /sys can be written');
  oneLine(
    await cli(['run', '--rule', 'LEG-COINS-SHAPE', '--report-dir', join(folder!, 'reports')]),
    /^run: REPORT_DIR \(--report-dir\) cannot be written: '.*reports' \(making a folder in .*: \w+\); /,
  );
  oneLine(
    await cli(['run', '--rule', 'LEG-COINS-SHAPE', '--', '--output', folder!]),
    /^run: --output after -- cannot be written: /,
  );
});

test('the checks: the floor follows CONFORMANCE_TIMEOUT_MS, 0 is no limit, a display lets --headed by', () => {
  const settings = { REPORT_DIR: mkdtempSync(join(tmpdir(), 'conformance-pw-ok-')) };
  expect(runOptionProblem(['--timeout', '10000'], settings)).toBeUndefined();
  expect(runOptionProblem(['--timeout', '0'], settings)).toBeUndefined();
  expect(runOptionProblem(['--timeout', '500'], { ...settings, CONFORMANCE_TIMEOUT_MS: '400' })).toBeUndefined();
  expect(runOptionProblem(['--timeout', '500'], settings)).toMatch(/10000 ms/);
  expect(runOptionProblem(['--headed'], { ...settings, DISPLAY: ':0' }, 'linux')).toBeUndefined();
  expect(runOptionProblem(['--headed'], settings, 'darwin')).toBeUndefined();
  expect(runOptionProblem(['--headed'], settings, 'linux')).toMatch(/needs a display/);
  expect(unwritableFolder(join(settings.REPORT_DIR, 'new', 'deeper'), 'X')).toBeUndefined();
  expect(readdirSync(settings.REPORT_DIR)).toEqual([]);
  expect(projectsAsked(['test', '--project=a,b', '--project', 'c'])).toEqual(['a', 'b', 'c']);
  expect(projectMatches('Conform*', 'conformance')).toBe(true);
  expect(projectMatches('serial', 'conformance')).toBe(false);
});

test('a previous report that is not a report (/etc/hostname): one line, exit 2, the last report kept', async () => {
  const report = lastReport();
  oneLine(
    await cli(['run', '--report-dir', report.dir, '--rule', 'LEG-COINS-SHAPE'], {
      CONFORMANCE_PREVIOUS_REPORT: '/etc/hostname',
    }),
    /^conformance: CONFORMANCE_PREVIOUS_REPORT is not a conformance\.json of an earlier run: '\/etc\/hostname'; /,
  );
  report.kept();
});
