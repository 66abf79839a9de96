import { test, expect } from '@playwright/test';
import { expectOneLine, NO_TARGET, runCli, type CliRun } from './cli-process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMBEDDED_MOCK_CREDENTIALS } from '../../kit/config/embedded-mock';
import { credentialVariables } from '../../kit/config/credentials';
import { PLAYWRIGHT_OPTIONS, passedOn } from '../../cli/playwright-options';

/**
 * Issue 34, item 5: Playwright's options add to the suite's, never replace them: a reporter beside the suite's own,
 * a value Playwright cannot use is one line and exit 2, `--list` runs nothing, -g and -G select as Playwright does.
 */
const cli = (args: string[], env: Record<string, string> = {}) =>
  runCli(args, {
    ...NO_TARGET,
    CONFORMANCE_PLAN: '',
    CONFORMANCE_SEED: '1',
    CONFORMANCE_PREVIOUS_REPORT: '',
    CONFORMANCE_ANNOTATIONS: 'none',
    MOCK_PORT_BASE: String(PORT_BASE),
    ...env,
  });
/** One line on stderr matching `line`, nothing on stdout, exit 2, within 30 s (a loaded runner's room). */
const oneLine = (run: CliRun, line: RegExp) => expectOneLine(run, line);
// This file's own ports (the embedded mock of the --reporter run).
const PORT_BASE = 25110;

/** A report folder holding a previous run's report, to show it is left as it was. */
function previousReport(): { dir: string; kept: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'run-options-'));
  writeFileSync(join(dir, 'conformance.json'), '{"previous": true}');
  return {
    dir,
    kept: () => {
      expect(readdirSync(dir)).toEqual(['conformance.json']);
      expect(readFileSync(join(dir, 'conformance.json'), 'utf8')).toBe('{"previous": true}');
    },
  };
}

/** Listed tests: the lines of `run --list`, each `[project] › file:line › title  RULE-IDS`. */
const listed = (stdout: string) => stdout.split('\n').filter((line) => line.startsWith('  ['));

test.describe.configure({ timeout: 120_000 });

test(
  'a pass-through option Playwright refuses, or a value it cannot use, is one line and exit 2; --rule "" ' +
    'too; no report overwritten',
  async () => {
    const report = previousReport();
    const workers = /^run: --workers after -- takes a whole number of workers from 1, /;
    const orPercentage = /or a percentage of the cores \(as 50%\): 'abc'; see run --help$/;
    for (const [args, line] of [
      [['--', '--workers=abc'], new RegExp(workers.source + orPercentage.source)],
      [['--', '--retries', 'x'], /^run: --retries after -- takes a whole number, 0 or more: 'x'; see run --help$/],
      [['--', '--no-such-option'], /^run: playwright test has no option --no-such-option/],
      [
        ['--', '--reporter=nonexistent'],
        /^run: --reporter after -- takes list, line, dot, .* or a reporter module's path \(no 'nonexistent'\)/,
      ],
      [['--', '-c', 'other.config.ts'], /^run: -c after -- would replace the suite's config/],
      [['--', '--grep', '['], /^run: --grep after -- takes a regular expression: '\['/],
      [['-g', 'a', '--', '-g', 'b'], /^run: --grep given before and after --/],
      [['--rule', ''], /^run: --rule needs a rule id \(as LEG-ORDERS-422\), not ''/],
      [['--rule', 'LEG-COINS-SHAPE', '--rule', ' '], /^run: --rule needs a rule id/],
    ] as const)
      oneLine(await cli(['run', '--report-dir', report.dir, ...args]), line);
    report.kept();
  },
);

test('--list lists every selected test with its rule ids, sends no request, overwrites no report', async () => {
  // A target that counts what reaches it: the listing must send nothing, not even to the control API.
  let requests = 0;
  const servers: Server[] = [];
  const ports: number[] = [];
  for (let i = 0; i < 3; i++) {
    const server = createServer((_req, res) => {
      requests++;
      res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    ports.push((server.address() as { port: number }).port);
  }
  const target = {
    ...credentialVariables(EMBEDDED_MOCK_CREDENTIALS),
    SANDBOX_BASE_URL: `http://127.0.0.1:${ports[0]}`,
    PRODUCTION_BASE_URL: `http://127.0.0.1:${ports[1]}`,
    CONTROL_URL: `http://127.0.0.1:${ports[2]}`,
  };
  try {
    const report = previousReport();
    for (const args of [['--list'], ['--', '--list']]) {
      const run = await cli(['run', '--report-dir', report.dir, ...args], target);
      expect(run.code, run.stderr).toBe(0);
      const lines = listed(run.stdout);
      expect(lines.length).toBeGreaterThan(100);
      // Every test names its rules (or says it checks none).
      expect(
        lines.filter((line) => !/ {2}((LEG|HC|NAT|WH|ASSUME)-[A-Z0-9-]+(, )?)+$| {2}\(no rule\)$/.test(line)),
      ).toEqual([]);
      expect(run.stdout).toMatch(
        new RegExp(
          `Conformance: ${lines.length} tests of \\d+ rules listed; none ran, nothing was sent, no report was written`,
        ),
      );
    }
    report.kept();
    expect(requests).toBe(0);
  } finally {
    for (const server of servers) server.close();
  }
});

test(
  '-g and --grep-invert (before or after --) select by ' + 'title or tags in every project, as Playwright does',
  async () => {
    // Seven listings one after another: a loaded runner took past the file's 120 s (issue 43, item 5).
    test.setTimeout(360_000);
    const all = listed((await cli(['run', '--list'])).stdout);
    const selected = listed((await cli(['run', '--list', '-g', '@LEG-ORDERS-LIST-'])).stdout);
    const after = listed((await cli(['run', '--list', '--', '-g', '@LEG-ORDERS-LIST-'])).stdout);
    const inverted = listed((await cli(['run', '--list', '--grep-invert', '@LEG-ORDERS-LIST-'])).stdout);
    const invertedAfter = listed((await cli(['run', '--list', '--', '-G', '@LEG-ORDERS-LIST-'])).stdout);
    expect(selected.length).toBeGreaterThan(0);
    expect(selected.every((line) => / LEG-ORDERS-LIST-|, LEG-ORDERS-LIST-/.test(line))).toBe(true);
    expect(after).toEqual(selected);
    expect(inverted.some((line) => /LEG-ORDERS-LIST-/.test(line))).toBe(false);
    expect(invertedAfter).toEqual(inverted);
    expect(selected.length + inverted.length).toBe(all.length);
    // Beside --rule, -G leaves out within the rule's tests.
    const rule = listed((await cli(['run', '--list', '--rule', 'LEG-ORDERS-LIST-SHAPE'])).stdout);
    const ruleInverted = listed(
      (await cli(['run', '--list', '--rule', 'LEG-ORDERS-LIST-SHAPE', '-G', '@generated'])).stdout,
    );
    expect(rule.length).toBeGreaterThan(ruleInverted.length);
    expect(ruleInverted.every((line) => line.includes('LEG-ORDERS-LIST-SHAPE'))).toBe(true);
  },
);

test(
  "--reporter=dot is added beside the suite's reporters: its report files are written and its exit status " + 'kept',
  async () => {
    const reportDir = mkdtempSync(join(tmpdir(), 'run-reporter-'));
    const run = await cli(['run', '--report-dir', reportDir, '--rule', 'LEG-COINS-SHAPE', '--', '--reporter=dot']);
    expect(run.code, run.stderr).toBe(0);
    for (const file of ['conformance.json', 'conformance/index.html', 'junit.xml', 'summary.md'])
      expect(existsSync(join(reportDir, file)), file).toBe(true);
    const report = JSON.parse(readFileSync(join(reportDir, 'conformance.json'), 'utf8')) as { runStatus: string };
    expect(report.runStatus).toBe('passed');
  },
);

test("the pass-through table is the installed Playwright's test options, and a reporter becomes --add-reporter", () => {
  // require reads it where import would not resolve its path.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- Playwright's program is CommonJS, not exported
  const { program } = require('playwright/lib/program') as {
    program: { commands: { name(): string; options: { long?: string; short?: string }[] }[] };
  };
  const testCommand = program.commands.find((command) => command.name() === 'test')!;
  const installed = testCommand.options
    .flatMap((option) => [option.short, option.long])
    .filter((name): name is string => Boolean(name))
    .sort();
  const ours = PLAYWRIGHT_OPTIONS.flatMap((option) => option.names).sort();
  expect(ours).toEqual(installed);
  expect(passedOn(['--reporter=dot', '--workers', '50%', 'suites/scenarios'])).toEqual({
    args: ['--add-reporter=dot', '--workers', '50%', 'suites/scenarios'],
    env: {},
    list: false,
  });
  expect(passedOn(['-g', 'x', '-G', 'y', '--list'])).toEqual({
    args: [],
    env: { CONFORMANCE_GREP: 'x', CONFORMANCE_GREP_INVERT: 'y' },
    list: true,
  });
});
