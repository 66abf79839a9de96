import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { credentialVariables } from '../kit/config/credentials';
import { EMBEDDED_MOCK_CREDENTIALS } from '../kit/config/embedded-mock';
import { FLOW_SCREENSHOTS } from '../kit/flow/flow-record';
import { flowRules } from '../partner/flow/flow-rules';
import { ruleById } from '../rules';
import type { ConformanceReport } from '../reporters/model';
import { browserRequired } from './browser-requirement';
import { flowRows, integration, type FlowRow } from './flow-faults';
import { inRowOrder } from './in-row-order';
import { leakedFiles, notExactly } from './partner-matrix-checks';

/**
 * `flow` driving the sample staging app (partner/examples/staging-app.mjs) with its flow script, in Chromium, behind
 * the proxy in front of the embedded mock: the app as written fails no rule in each mode and passes each flow rule
 * its mode shows, each broken variant fails exactly the rule it breaks, and no credential value reaches a file the
 * run wrote. Then the configuration errors: one line and exit 2. The app imports the built package.
 */
const ROOT = join(__dirname, '..');
const OUT = join(ROOT, 'test-results', 'flow-matrix');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
const EXAMPLES = join(ROOT, 'partner', 'examples');
const SCRIPT = join(EXAMPLES, 'staging-flow.mjs');

function flowCommand(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(TSX, ['cli/main.ts', 'flow', '--port', '0', ...args], {
      cwd: ROOT,
      env: { ...process.env, FORCE_COLOR: '0', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

/** A port nothing listens on now, for the app to take. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A row's problems, in the order a serial run found them. */
async function check(row: FlowRow, index: number): Promise<string[]> {
  const problems: string[] = [];
  const reportDir = join(OUT, String(index));
  const port = await freePort();
  try {
    const { code, stderr } = await flowCommand(
      [
        '--app',
        `http://127.0.0.1:${port}`,
        '--script',
        SCRIPT,
        '--integration',
        integration(row.mode),
        '--report-dir',
        reportDir,
        ...row.plans.flatMap((plan) => ['--plan', plan]),
        '--',
        process.execPath,
        join(EXAMPLES, 'staging-app.mjs'),
      ],
      {
        ...credentialVariables({ sandbox: EMBEDDED_MOCK_CREDENTIALS.sandbox }),
        PORT: String(port),
        STAGING_MODE: row.mode,
        STAGING_FAULT: row.fault ?? '',
      },
    );
    const wantCode = row.breaks.some((id) => ruleById(id)?.level === 'MUST') ? 1 : 0;
    if (code !== wantCode)
      problems.push(`${row.name}: exit ${code}, should be ${wantCode}${stderr ? ` (${lastLine(stderr)})` : ''}`);
    const report = JSON.parse(readFileSync(join(reportDir, 'flow', 'conformance.json'), 'utf8')) as ConformanceReport;
    const inexact = notExactly(row.name, report, row.breaks);
    if (inexact) problems.push(inexact);
    const unshown = (row.passes ?? []).filter((id) => report.rules.find((rule) => rule.id === id)?.status !== 'passed');
    if (unshown.length) problems.push(`${row.name}: ${unshown.join(', ')} not passed`);
    const shots = join(reportDir, 'flow', FLOW_SCREENSHOTS);
    if (!existsSync(shots) || !readdirSync(shots).some((name) => name.endsWith('.jpg')))
      problems.push(`${row.name}: no screenshot of a customer's page in ${shots}`);
    const leaked = leakedFiles(reportDir);
    if (leaked.length) problems.push(`${row.name}: a credential value in ${leaked.join(', ')}`);
  } catch (error) {
    problems.push(`${row.name}: ${(error as Error).message}`);
  }
  return problems;
}

const lastLine = (text: string) => text.trim().split('\n').at(-1);
/** Every flow rule has a green row that passes it and a broken row that fails it. */
function uncovered(): string[] {
  return flowRules.flatMap(({ rule }) => [
    ...(flowRows.some((row) => row.passes?.includes(rule)) ? [] : [`${rule}: no green row passes it`]),
    ...(flowRows.some((row) => row.breaks.includes(rule)) ? [] : [`${rule}: no broken app fails it`]),
  ]);
}

/** Configuration mistakes: one line, exit 2, before any customer is driven. */
function configurationErrors(): (() => Promise<string[]>)[] {
  const app = ['--app', 'http://127.0.0.1:9'];
  const cases: [string, string[], RegExp, Record<string, string>?][] = [
    ['no --app', ['--script', SCRIPT], /--app must be the URL/],
    ['no --script', app, /--script must name the flow script/],
    ['a plan of no row', [...app, '--script', SCRIPT, '--plan', 'sometimes'], /--plan sometimes is no plan/],
    ['a script with no buy', [...app, '--script', join(__dirname, 'flow-faults.ts')], /has no function buy/],
    ['an app where nothing answers', [...app, '--script', SCRIPT], /nothing answers at http:\/\/127\.0\.0\.1:9/],
    [
      'customers buying in a real production',
      [...app, '--script', SCRIPT, '--env', 'production', '--target', 'http://127.0.0.1:9'],
      /refused unless CONFORMANCE_ALLOW_WRITES=1/,
    ],
    [
      'no Chromium',
      [...app, '--script', SCRIPT],
      /no Chromium at \/nowhere/,
      { CONFORMANCE_CHROMIUM_PATH: '/nowhere' },
    ],
  ];
  return cases.map(([name, args, line, env]) => async () => {
    const { code, stderr } = await flowCommand(args, env);
    const lines = stderr
      .trim()
      .split('\n')
      .filter((text) => text && !text.startsWith('npm warn'));
    return code !== 2 || lines.length !== 1 || !line.test(lines[0])
      ? [`${name}: exit ${code}, said ${JSON.stringify(lines)}`]
      : [];
  });
}

async function main(): Promise<void> {
  const chromium = process.env.CONFORMANCE_CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    console.log(`flow matrix: needs Chromium at ${chromium}; apt-get install -y chromium`);
    process.exit(browserRequired() ? 1 : 0);
  }
  if (!existsSync(join(ROOT, 'dist', 'library.js')))
    throw new Error('the sample staging app imports the built package: run `npm run build` first');
  rmSync(OUT, { recursive: true, force: true });
  const started = Date.now();
  const problems: string[] = uncovered();
  const rows = flowRows.map((row, index) => () => check(row, index));
  const errors = configurationErrors();
  await inRowOrder(
    [...rows, ...errors],
    (run) => run(),
    (found) => problems.push(...found),
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (problems.length) {
    const listed = problems.map((problem) => `  ${problem}`).join('\n');
    console.error(`flow matrix: ${problems.length} problem(s) in ${seconds} s\n${listed}`);
    process.exit(1);
  }
  console.log(
    `flow matrix: ${flowRows.length} staging apps and ${errors.length} configuration errors as expected ` +
      `in ${seconds} s`,
  );
}

void main();
