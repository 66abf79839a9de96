import { test, expect } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectOneLine, NO_TARGET, ROOT, runCli } from './cli-process';
import { knownVariables, unknownVariableLine } from '../../cli/known-variables';
import { EMBEDDED_MOCK_CREDENTIALS } from '../../kit/config/embedded-mock';
import { startMock } from '../../mock/service';
import { allSkippedLine, emptySelectionLine, fewerRanLine } from '../../reporters/selection-guard-reporter';

/**
 * Issue 44, items 1, 2 and 4: a run that checks nothing, a variable the suite does not read, or credentials that would
 * go to the embedded mock: one line, exit 2, within 30 s, the last report kept.
 */
const cli = (args: string[], env: Record<string, string> = {}, cwd = ROOT) =>
  runCli(args, { ...NO_TARGET, CONFORMANCE_PROFILE: '', MOCK_PORT_BASE: '', ...env }, cwd);

/** A report folder holding a last report (its page too), to show that a stopped run leaves it as it was. */
function lastReport(): { dir: string; untouched(): void } {
  const dir = join(mkdtempSync(join(tmpdir(), 'conformance-nothing-')), 'reports');
  mkdirSync(join(dir, 'conformance'), { recursive: true });
  writeFileSync(join(dir, 'conformance.json'), '{"kept":true}');
  writeFileSync(join(dir, 'conformance', 'index.html'), '<p>kept</p>');
  return {
    dir,
    untouched: () => {
      expect(readFileSync(join(dir, 'conformance.json'), 'utf8')).toBe('{"kept":true}');
      expect(readFileSync(join(dir, 'conformance', 'index.html'), 'utf8')).toBe('<p>kept</p>');
    },
  };
}

test.describe.configure({ timeout: 120_000 });

test('a selection that matches no test: one line naming it, exit 2, the last report kept', async () => {
  const empty = join(mkdtempSync(join(tmpdir(), 'conformance-list-')), 'tests.txt');
  writeFileSync(empty, '');
  const noTest = /matched no test: nothing was checked; widen it, or leave it out to check every rule/;
  for (const [args, line] of [
    [['--', `--test-list=${empty}`], new RegExp(`^conformance: the selection \\(--test-list .*tests\\.txt\\) `)],
    [['-g', 'no-test-is-named-so'], /^conformance: the selection \(-g no-test-is-named-so\) /],
    [
      ['--', '--pass-with-no-tests', '-g', 'no-test-is-named-so'],
      /^conformance: the selection \(-g no-test-is-named-so\) .*; --pass-with-no-tests was your word that an empty /,
    ],
  ] as const) {
    const report = lastReport();
    const run = await cli(['run', '--report-dir', report.dir, ...args]);
    expectOneLine(run, line);
    expect(run.stderr).toMatch(noTest);
    report.untouched();
  }
  expect(emptySelectionLine(['node', 'cli', 'test', '-c', 'x.ts', '--pass-with-no-tests'], {})).toBe(
    'the run matched no test: nothing was checked; widen it, or leave it out to check every rule; ' +
      '--pass-with-no-tests was your word that an empty selection may pass, but a run that checks nothing is never ' +
      'green',
  );
});

test(
  'a misspelled, lower-case or unknown variable in .env or the shell: one line naming the nearest known name, ' +
    'exit 2, the last report kept',
  async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'conformance-names-'));
    const report = lastReport();
    writeFileSync(join(cwd, '.env'), 'SANDBOX_BASEURL=https://sandbox.example\n');
    expectOneLine(
      await cli(['run', '--report-dir', report.dir], {}, cwd),
      /^run: SANDBOX_BASEURL \(from \.env\) is no variable of the suite: did you mean SANDBOX_BASE_URL\? /,
    );
    writeFileSync(join(cwd, '.env'), 'sandbox_base_url=https://sandbox.example\n');
    expectOneLine(
      await cli(['run', '--report-dir', report.dir], {}, cwd),
      /^run: sandbox_base_url \(from \.env\) is no variable of the suite: names are upper-case: SANDBOX_BASE_URL$/,
    );
    writeFileSync(join(cwd, '.env'), '');
    expectOneLine(
      await cli(['run', '--report-dir', report.dir], { CONFORMANCE_SEEED: '7' }, cwd),
      /^run: CONFORMANCE_SEEED is no variable of the suite: did you mean CONFORMANCE_SEED\? /,
    );
    report.untouched();
    // Playwright's own CLI, with the suite's config, says the same before anything runs.
    const direct = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn(
        join(ROOT, 'node_modules/.bin/playwright'),
        ['test', '-c', join(ROOT, 'playwright.config.ts')],
        {
          cwd,
          env: { ...process.env, ...NO_TARGET, CONFORMANCE_NIGHTLY: '1' },
        },
      );
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('close', (code) => resolve({ code, stderr }));
    });
    expect(direct.stderr.trim()).toMatch(/^conformance: CONFORMANCE_NIGHTLY is no variable of the suite: /);
    expect(direct.code).toBe(2);
  },
);

test("a common word's variable that is far from every name of the suite's is another tool's: left alone", () => {
  const known = knownVariables();
  expect(unknownVariableLine({ PRODUCTION_DATABASE_URL: 'x', WEBHOOK_SECRET: 'y', HMAC_SALT: 'z' }, {}, known)).toBe(
    undefined,
  );
  expect(unknownVariableLine({ PRODUCTION_BASE_ULR: 'x' }, {}, known)).toMatch(/did you mean PRODUCTION_BASE_URL\?/);
  // Any name with the suite's own prefix is the suite's.
  expect(unknownVariableLine({ CONFORMANCE_SOMETHING_ELSE: '1' }, {}, known)).toMatch(/the nearest name is /);
  // Set empty, it changes nothing.
  expect(unknownVariableLine({ CONFORMANCE_SOMETHING_ELSE: '' }, {}, known)).toBe(undefined);
  // What the suite hands to processes of its own, and what its runners set, is known.
  for (const name of [
    'CONFORMANCE_CAPABILITIES',
    'CONFORMANCE_MOCK_PORT_BASE',
    'CONFORMANCE_SETUP_FINDINGS_FILE',
    'CONFORMANCE_BUDGET_URL',
    'CONFORMANCE_PROXY_URL',
    'PARTNER_CLIENT_FAULT',
    'PARTNER_CLIENT_LEGACY',
  ])
    expect(known.has(name), name).toBe(true);
});

test(
  'credentials with no base URL: one line naming them and the base URL, exit 2, never a run against the ' +
    'embedded mock',
  async () => {
    const report = lastReport();
    expectOneLine(
      await cli(['run', '--report-dir', report.dir], { SANDBOX_API_CREDENTIAL: 'abc', SANDBOX_API_KEY: 'def' }),
      new RegExp(
        '^conformance: SANDBOX_API_CREDENTIAL, SANDBOX_API_KEY are set, but SANDBOX_BASE_URL is not: the run ' +
          'would check the embedded reference mock, not the service they are for; ',
      ),
    );
    report.untouched();
  },
);

test('every surface with a credential gated by a reading the target contradicts: one line, exit 2', async () => {
  const mock = await startMock({ ports: { sandbox: 0, production: 0, control: 0 } });
  try {
    const report = lastReport();
    const run = await cli(['run', '--report-dir', report.dir], {
      SANDBOX_BASE_URL: mock.urls.sandbox,
      CONTROL_URL: mock.urls.control,
      SANDBOX_API_CREDENTIAL: EMBEDDED_MOCK_CREDENTIALS.sandbox.apiCredential,
      LEGACY_AUTH: 'signed',
      CONFORMANCE_ALLOW_WRITES: '1',
      CONFORMANCE_PREVIOUS_REPORT: '',
    });
    expectOneLine(
      run,
      new RegExp(
        '^conformance: nothing can be checked in sandbox: every surface with a credential reads otherwise than ' +
          "the target: ASSUME-LEG-AUTH not confirmed: .*the target reads 'static' \\(LEGACY_AUTH=static aligns",
      ),
    );
    report.untouched();
  } finally {
    await mock.close();
  }
  // A run whose every test skipped for another reason says the most common one.
  expect(allSkippedLine(['no browser', 'no browser', undefined])).toBe(
    'all 3 tests were skipped, so no rule was checked: 2 of them because no browser; 1 other reason in the rest; ' +
      'a configuration that checks nothing is no pass',
  );
});

test('a passed run in which fewer tests ended than the selection held says how many did not', () => {
  expect(fewerRanLine(140, 144)).toBe(
    '140 of the 144 tests the selection holds ran to an end; the other 4 checked nothing, so the run is no pass: run ' +
      'it again, or narrow the selection to what should run',
  );
});
