import { test, expect } from '@playwright/test';
import { expectOneLine, NO_TARGET, ROOT, runCli, type CliRun } from './cli-process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMBEDDED_MOCK_CREDENTIALS } from '../../kit/config/embedded-mock';
import { credentialVariables } from '../../kit/config/credentials';
import { shardProblem } from '../../cli/commands';
import { configErrorLine } from '../../kit/config/config-error';

/**
 * Issue 27, item 3: every bad input is a configuration error: one line naming what to fix, exit 2, nothing
 * overwritten; never a stack trace, exit 1, or a report of 0 tests.
 */
const cli = (args: string[], env: Record<string, string> = {}, cwd = ROOT) =>
  runCli(args, { ...NO_TARGET, ...env }, cwd);
const oneLine = (run: CliRun, line: RegExp) => expectOneLine(run, line);

const folder = () => mkdtempSync(join(tmpdir(), 'conformance-config-'));

test.describe.configure({ timeout: 60_000 });

test('--shard that names no part (3/2, abc, 0/2): one line, exit 2, no report folder', async () => {
  for (const [shard, line] of [
    ['3/2', /^run: --shard 3\/2: the part must be from 1 to 2/],
    ['abc', /^run: --shard takes I\/N, part I of N parts \(as 1\/3\): 'abc'/],
    ['0/2', /^run: --shard 0\/2: the part must be from 1 to 2/],
  ] as const) {
    const reports = join(folder(), 'reports');
    oneLine(await cli(['run', '--shard', shard, '--seed', '1', '--report-dir', reports]), line);
    expect(existsSync(reports)).toBe(false);
  }
  expect(shardProblem('2/3')).toBeUndefined();
  expect(shardProblem('1/0')).toMatch(/N at least 1/);
});

test('REPORT_DIR or --report-dir naming a file: one line naming it, exit 2, the file untouched', async () => {
  const file = join(folder(), 'not-a-folder');
  writeFileSync(file, 'kept');
  oneLine(
    await cli(['run', '--report-dir', file, '--rule', 'LEG-COINS-SHAPE'], { MOCK_PORT_BASE: '1' }),
    /^conformance: REPORT_DIR \(--report-dir\) names a file, not a folder: '.*not-a-folder'/,
  );
  oneLine(
    await cli(['run', '--rule', 'LEG-COINS-SHAPE'], { REPORT_DIR: file, MOCK_PORT_BASE: '1' }),
    /^conformance: REPORT_DIR \(--report-dir\) names a file/,
  );
  expect(readFileSync(file, 'utf8')).toBe('kept');
});

test('merge with no blob folder: one line saying how the parts are made, exit 2, nothing written', async () => {
  const reports = folder();
  const noParts = /^merge: no parts to merge: .*blob is no folder; /;
  const howTo = /run each part into the same REPORT_DIR first: `run --shard I\/N --seed S`/;
  oneLine(await cli(['merge', '--report-dir', reports]), new RegExp(noParts.source + howTo.source));
  expect(readdirSync(reports)).toEqual([]);
});

test('mock on a port in use: one line naming the port and --port-base, exit 2', async () => {
  const taken: Server = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  const port = (taken.address() as { port: number }).port;
  try {
    const run = await cli(['mock', '--port-base', String(port)]);
    expect(run.stderr.trim()).toBe(
      `mock: port ${port} is in use (another mock, or another program): stop it, or give another --port-base ` +
        `(the mock takes N, N+1 and N+2)`,
    );
    expect(run.code).toBe(2);
  } finally {
    taken.close();
  }
});

test(
  'a base URL on a port the HTTP client refuses (9): one line saying so and naming the variable, exit 2, ' +
    'no report',
  async () => {
    const reports = join(folder(), 'reports');
    const run = await cli(['run', '--report-dir', reports], {
      ...credentialVariables(EMBEDDED_MOCK_CREDENTIALS),
      SANDBOX_BASE_URL: 'http://127.0.0.1:9',
      CONFORMANCE_PROFILE: '',
    });
    const named = /^conformance: SANDBOX_BASE_URL http:\/\/127\.0\.0\.1:9: /;
    const badPort = /port 9 is one the HTTP client refuses to connect to \(a "bad port" of the Fetch standard/;
    oneLine(run, new RegExp(named.source + badPort.source));
    expect(existsSync(reports)).toBe(false);
  },
);

test('a bad value from .env says it came from .env; the same from the shell does not', async () => {
  const cwd = folder();
  writeFileSync(join(cwd, '.env'), 'CONFORMANCE_TIMEOUT_MS=abc\n');
  const wholeNumber = /^conformance: CONFORMANCE_TIMEOUT_MS must be a whole number from 1 to 600000: 'abc' /;
  oneLine(
    await cli(['run', '--report-dir', join(cwd, 'reports')], {}, cwd),
    new RegExp(wholeNumber.source + /\(CONFORMANCE_TIMEOUT_MS from \.env\)$/.source),
  );
  oneLine(
    await cli(['run', '--report-dir', join(cwd, 'reports')], { CONFORMANCE_TIMEOUT_MS: 'xyz' }, cwd),
    /^conformance: CONFORMANCE_TIMEOUT_MS must be a whole number from 1 to 600000: 'xyz'$/,
  );
  expect(existsSync(join(cwd, 'reports'))).toBe(false);
  expect(
    configErrorLine('SANDBOX_BASE_URL is required when CONFORMANCE_ENV=sandbox', new Set(['CONFORMANCE_ENV'])),
  ).toBe('SANDBOX_BASE_URL is required when CONFORMANCE_ENV=sandbox (CONFORMANCE_ENV from .env)');
});

test(
  'a waiver that names no pointer or value and no "scope": "rule" (issue 28): one line naming it, exit 2, ' +
    'no report folder',
  async () => {
    const dir = folder();
    const file = join(dir, 'waivers.json');
    writeFileSync(
      file,
      JSON.stringify({
        waivers: [{ rule: 'LEG-ORDERS-LIST-SHAPE', reason: 'known', owner: 'team', expires: '2999-12-31' }],
      }),
    );
    const reports = join(dir, 'reports');
    const waiverFile = /^conformance: CONFORMANCE_WAIVERS .*waivers\.json: \/waivers\/0 \(LEG-ORDERS-LIST-SHAPE\) /;
    const noPointer =
      /names no pointer or received value; a waiver of every failure of the rule needs "scope": "rule"$/;
    oneLine(
      await cli(['run', '--waivers', file, '--report-dir', reports, '--rule', 'LEG-ORDERS-LIST-SHAPE'], {
        MOCK_PORT_BASE: '1',
      }),
      new RegExp(waiverFile.source + noPointer.source),
    );
    expect(existsSync(reports)).toBe(false);
  },
);
