import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ConformanceReport } from '../reporters/model';
import { COMMANDS } from '../cli/commands';
import { BIN } from '../cli/help';
import { documentedVariables } from '../cli/variables';
import { faults } from '../mock/faults';
import { mockTargetEnv } from './mock-target';
import { excusedBrowserSkip } from './browser-requirement';

/**
 * The package as a partner gets it: `npm pack`, installed from the tarball into an empty folder outside this
 * repository, then its CLI and its library, with nothing from here but the tarball. `--help` of the command and of
 * every subcommand; `run` against the embedded mock, green with its reports; a configuration error, exit 2 with
 * one line and the last report untouched; `mock` with a fault started, run against with `--rule` (exit 1 on that
 * rule; 0 with a waiver in force, 1 with an expired one, 2 with a waiver file that breaks its schema) and stopped; the
 * library imported from a plain .mjs file, and its types read by tsc; the example webhook receiver run from the package
 * and certified by `receiver`; `proxy` watching a backend's request.
 */
const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
const work = mkdtempSync(join(tmpdir(), 'conformance-package-'));
const partner = join(work, 'partner');
const problems: string[] = [];
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

// None of the shell's suite variables reach the installed package: it runs on its defaults, as on a new machine.
const clean: Record<string, string> = Object.fromEntries(documentedVariables().map(({ name }) => [name, '']));
const env = (extra: Record<string, string> = {}) => ({
  ...process.env,
  ...clean,
  CONFORMANCE_CHROMIUM_PATH: process.env.CONFORMANCE_CHROMIUM_PATH ?? '',
  FORCE_COLOR: '0',
  ...extra,
});

function step(
  what: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): SpawnSyncReturns<string> {
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? partner,
    env: options.env ?? env(),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  console.log(`package: ${what}: exit ${result.status} (${seconds()})`);
  return result;
}

function expectExit(what: string, result: SpawnSyncReturns<string>, code: number): void {
  const lastLines = (result.stderr || result.stdout).trim().split('\n').slice(-3).join(' / ');
  if (result.status !== code) problems.push(`${what} exited ${result.status}, not ${code}: ${lastLines}`);
}

const bin = join(partner, 'node_modules', '.bin', BIN);

function report(dir: string): ConformanceReport | undefined {
  try {
    return JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')) as ConformanceReport;
  } catch (error) {
    problems.push(`no readable ${dir}/conformance.json: ${(error as Error).message}`);
    return undefined;
  }
}

async function main(): Promise<void> {
  // 1. The tarball (prepack builds dist/), installed where this repository cannot be reached.
  const pack = step('npm pack', 'npm', ['pack', '--silent', '--pack-destination', work], {
    cwd: process.cwd(),
    env: process.env,
  });
  expectExit('npm pack', pack, 0);
  const tarball = readdirSync(work).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack wrote no tarball: ${pack.stderr}`);
  const listed = spawnSync('tar', ['-tzf', join(work, tarball)], { encoding: 'utf8' }).stdout.split('\n');
  for (const unwanted of ['package/tests/', 'package/.ci/', 'package/bench/', 'package/node_modules/']) {
    if (listed.some((file) => file.startsWith(unwanted))) problems.push(`the tarball ships ${unwanted}`);
  }
  if (listed.some((file) => file.startsWith('package/dist/') && file.endsWith('.ts') && !file.endsWith('.d.ts')))
    problems.push('the tarball ships TypeScript sources under dist/');
  mkdirSync(partner);
  writeFileSync(join(partner, 'package.json'), '{ "name": "partner", "private": true }\n');
  const install = step(
    'npm install <tarball>',
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', join(work, tarball)],
    { env: process.env },
  );
  expectExit('npm install <tarball>', install, 0);
  // `engines` states the Node.js versions the package and what it installs run on: the Node.js running this (CI runs
  // it on the current LTS and on the oldest supported) must be one of them.
  const engine = `${install.stdout}\n${install.stderr}`.split('\n').filter((line) => line.includes('EBADENGINE'));
  if (engine.length > 0)
    problems.push(`npm install <tarball> on Node.js ${process.version} warned: ${engine.slice(0, 4).join(' / ')}`);
  if (existsSync(join(partner, 'node_modules', 'tsx')) || existsSync(join(partner, 'node_modules', 'typescript')))
    problems.push('installing the package installed tsx or typescript: a development dependency became a run-time one');
  // The README is the installed package's front page too: each of its links, and each docs page's, must be there.
  const installed = join(partner, 'node_modules', 'crypto-ramp-conformance');
  for (const page of ['README.md', ...readdirSync(join(installed, 'docs')).map((name) => `docs/${name}`)]) {
    for (const [, link] of readFileSync(join(installed, page), 'utf8')
      .replace(/^```[\s\S]*?^```/gm, '')
      .matchAll(/\]\(([^)#\s]+)[^)]*\)/g)) {
      if (!existsSync(resolve(installed, page, '..', link)))
        problems.push(`the installed ${page} links ${link}, which the package does not ship`);
    }
  }

  // 2. --help of the command and of each subcommand: their options, and the variables they read.
  const help = step(`${BIN} --help`, bin, ['--help']);
  expectExit(`${BIN} --help`, help, 0);
  for (const command of COMMANDS)
    if (!help.stdout.includes(command.name)) problems.push(`${BIN} --help does not name ${command.name}`);
  if (!help.stdout.includes(version)) problems.push(`${BIN} --help does not give the version ${version}`);
  for (const command of COMMANDS) {
    const own = step(`${BIN} ${command.name} --help`, bin, [command.name, '--help']);
    expectExit(`${command.name} --help`, own, 0);
    for (const option of command.options)
      if (!own.stdout.includes(`--${option.name}`))
        problems.push(`${command.name} --help does not list --${option.name}`);
    if (command.variables.length && !/^ {2}[A-Z][A-Z0-9_]+ /m.test(own.stdout))
      problems.push(`${command.name} --help lists no variable`);
  }

  // 3. A green run against the embedded mock, with its reports.
  const reports = join(partner, 'reports');
  const green = step(`${BIN} run`, bin, ['run'], { env: env({ MOCK_PORT_BASE: '24640' }) });
  expectExit(`${BIN} run against the embedded mock`, green, 0);
  for (const file of ['conformance.json', 'conformance/index.html', 'junit.xml', 'summary.md', 'certification.md']) {
    if (!existsSync(join(reports, file))) problems.push(`${BIN} run wrote no reports/${file}`);
  }
  const greenReport = report(reports);
  if (greenReport) {
    if (greenReport.runStatus !== 'passed') problems.push(`the installed run is ${greenReport.runStatus}`);
    if (greenReport.suiteVersion !== version)
      problems.push(`the installed run reports suite version ${greenReport.suiteVersion}, not ${version}`);
    const unchecked = greenReport.rules.filter(
      (rule) => rule.status !== 'passed' && !rule.notChecked && !excusedBrowserSkip(rule.reason),
    );
    for (const rule of unchecked) problems.push(`${rule.id} is ${rule.status} in the installed run: ${rule.reason}`);
  }
  if (
    !green.stdout
      .trim()
      .split('\n')
      .at(-1)
      ?.includes(join('reports', 'conformance', 'index.html'))
  )
    problems.push(`${BIN} run does not end with the report's path`);

  // 4. A configuration error: one line, exit 2, the last report untouched.
  const before = readFileSync(join(reports, 'conformance.json'), 'utf8');
  const wrong = step(`${BIN} run with MOCK_PORT_BASE=99999`, bin, ['run'], { env: env({ MOCK_PORT_BASE: '99999' }) });
  expectExit(`${BIN} run with MOCK_PORT_BASE=99999`, wrong, 2);
  if (wrong.stderr.trim().split('\n').length !== 1 || !wrong.stderr.includes('MOCK_PORT_BASE'))
    problems.push(`a configuration error is not one line naming MOCK_PORT_BASE: ${JSON.stringify(wrong.stderr)}`);
  if (readFileSync(join(reports, 'conformance.json'), 'utf8') !== before)
    problems.push('a run that never started overwrote conformance.json');

  // 5. `mock` with a fault, a red run of its one rule against it, and the mock stopped.
  const fault = faults.find((entry) => entry.name === 'sell-listings-refused')!;
  const portBase = 24650;
  const mock = spawn(bin, ['mock', '--port-base', String(portBase), '--fault', fault.name], {
    cwd: partner,
    env: env(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const listening = await new Promise<boolean>((done) => {
    let out = '';
    const timer = setTimeout(() => done(false), 30_000);
    mock.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('mock control')) {
        clearTimeout(timer);
        done(true);
      }
    });
    mock.on('exit', () => done(false));
  });
  console.log(
    `package: ${BIN} mock --fault ${fault.name}: ${listening ? 'listening' : 'did not start'} (${seconds()})`,
  );
  if (!listening) problems.push(`${BIN} mock did not start`);
  else {
    const redDir = join(work, 'red');
    const red = step(
      `${BIN} run --rule ${fault.rule} against it`,
      bin,
      ['run', '--rule', fault.rule, '--report-dir', redDir],
      { env: env(mockTargetEnv(portBase)) },
    );
    expectExit(`${BIN} run --rule ${fault.rule} against the mock with fault ${fault.name}`, red, 1);
    const failed = report(redDir)
      ?.rules.filter((rule) => rule.status === 'failed')
      .map((rule) => rule.id);
    if (failed && JSON.stringify(failed) !== JSON.stringify([fault.rule]))
      problems.push(`the red run failed ${JSON.stringify(failed)}, not [${fault.rule}]`);
    // The same failure as a known deviation: waived and green while the waiver holds, red the day after it expires.
    const waiverFile = (expires: string) => {
      const file = join(work, `waivers-${expires}.json`);
      writeFileSync(
        file,
        JSON.stringify({
          waivers: [{ rule: fault.rule, scope: 'rule', reason: 'known deviation', owner: 'partner', expires }],
        }),
      );
      return file;
    };
    for (const [expires, code, status] of [
      ['2999-12-31', 0, 'waived'],
      ['2000-01-01', 1, 'failed'],
    ] as const) {
      const dir = join(work, `waived-${expires}`);
      const run = step(
        `${BIN} run --rule ${fault.rule} with a waiver until ${expires}`,
        bin,
        ['run', '--rule', fault.rule, '--report-dir', dir],
        { env: env({ ...mockTargetEnv(portBase), CONFORMANCE_WAIVERS: waiverFile(expires) }) },
      );
      expectExit(`${BIN} run with a waiver until ${expires}`, run, code);
      const rule = report(dir)?.rules.find((entry) => entry.id === fault.rule);
      if (rule && rule.status !== status)
        problems.push(`with a waiver until ${expires}, ${fault.rule} is ${rule.status}, not ${status}`);
    }
    const badWaivers = step(`${BIN} run with a waiver file that breaks its schema`, bin, ['run'], {
      env: env({ CONFORMANCE_WAIVERS: join(partner, 'package.json') }),
    });
    expectExit(`${BIN} run with a waiver file that breaks its schema`, badWaivers, 2);
  }
  const stopped = new Promise<boolean>((done) => {
    const timer = setTimeout(() => done(false), 10_000);
    mock.on('exit', () => {
      clearTimeout(timer);
      done(true);
    });
  });
  mock.kill('SIGTERM');
  if (!(await stopped)) problems.push(`${BIN} mock did not stop on SIGTERM`);
  const answered = await fetch(`http://127.0.0.1:${portBase + 2}/capabilities`).then(
    () => true,
    () => false,
  );
  if (answered) problems.push(`${BIN} mock still answers after it stopped`);

  // 6. The library from a plain .mjs file, and its types.
  writeFileSync(
    join(partner, 'receiver.mjs'),
    `import { createHmac } from 'node:crypto';
import {
  verifyWebhook, signatureSchemes, defaultHmacSigner, mayOfferPaymentMethod, agentOf,
} from 'crypto-ramp-conformance';
const { webhooks, hmac } = signatureSchemes();
const android = agentOf(
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Chrome/124.0.0.0 Mobile Safari/537.36',
);
if (mayOfferPaymentMethod({ supported_agents: [{ os: 'iOS', browser: 'Safari' }] }, android)) {
  console.error('an iOS-only method offered on Android');
  process.exit(1);
}
const body = '{"orderId":"o-1"}';
const signature = createHmac('sha256', 'whsec').update(body).digest(webhooks.encoding);
const good = verifyWebhook(body, { [webhooks.signatureHeader]: signature }, 'whsec', webhooks);
const tampered = verifyWebhook(body + ' ', { [webhooks.signatureHeader]: signature }, 'whsec', webhooks);
const priceRequest = { method: 'GET', url: 'https://example.test/eapi/v0/price' };
const headers = defaultHmacSigner(priceRequest, { key: 'k', secret: 's' }, hmac, 0);
if (!good.ok || tampered.ok || !headers[hmac.signatureHeader]) {
  console.error(JSON.stringify({ good, tampered, headers }));
  process.exit(1);
}
console.log('library: verified');
`,
  );
  const imported = step('import from a plain .mjs file', process.execPath, ['receiver.mjs']);
  expectExit('node receiver.mjs', imported, 0);
  writeFileSync(
    join(partner, 'receiver.mts'),
    `import { verifyWebhook, signatureSchemes, type TargetProfile, type Verdict } from 'crypto-ramp-conformance';
const verdict: Verdict = verifyWebhook('{}', {}, 'secret', signatureSchemes().webhooks);
const profile: TargetProfile | undefined = undefined;
export { verdict, profile };
`,
  );
  const typed = step('tsc on a .mts file that imports it', process.execPath, [
    resolve('node_modules/typescript/bin/tsc'),
    '--noEmit',
    '--strict',
    '--module',
    'nodenext',
    '--moduleResolution',
    'nodenext',
    '--types',
    'node',
    '--typeRoots',
    resolve('node_modules/@types'),
    'receiver.mts',
  ]);
  expectExit('tsc receiver.mts', typed, 0);

  // 7. The example webhook receiver, run from the package as a partner copies it, certified by `receiver`.
  const receiverPort = 24660;
  const secrets = {
    SANDBOX_WEBHOOK_SECRET: 'whsec-package-example-3c9d',
    SANDBOX_API_KEY: 'apikey-package-example-81fe',
  };
  const example = spawn(
    process.execPath,
    [join(partner, 'node_modules', 'crypto-ramp-conformance', 'partner', 'examples', 'webhook-receiver.mjs')],
    {
      cwd: partner,
      env: env({ ...secrets, PORT: String(receiverPort) }),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const receiving = await new Promise<boolean>((done) => {
    const timer = setTimeout(() => done(false), 10_000);
    example.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('webhook-receiver:')) {
        clearTimeout(timer);
        done(true);
      }
    });
    example.on('exit', () => done(false));
  });
  if (!receiving) problems.push('the example webhook receiver did not start from the package');
  else {
    const base = `http://127.0.0.1:${receiverPort}`;
    const certified = step(
      `${BIN} receiver against the example receiver`,
      bin,
      ['receiver', '--url', `${base}/webhooks`, '--processed-url', `${base}/processed`],
      { env: env(secrets) },
    );
    expectExit(`${BIN} receiver`, certified, 0);
    const receiverReport = report(join(partner, 'reports', 'receiver'));
    if (receiverReport && receiverReport.summary.passed !== receiverReport.rules.length)
      problems.push(
        `the example receiver passed ${receiverReport.summary.passed} of ${receiverReport.rules.length} partner rules`,
      );
  }
  example.kill('SIGTERM');

  // 8. `proxy` from the package, in front of the embedded mock it starts, watching one request of a backend.
  const backend =
    "fetch(process.env.CONFORMANCE_PROXY_URL + '/api/countries', { headers: { authorization: 'Bearer " +
    "mock-sandbox-api-credential' } }).then((answer) => process.exit(answer.ok ? 0 : 1))";
  const watched = step(`${BIN} proxy -- a backend's one request`, bin, [
    'proxy',
    '--port',
    '0',
    '--',
    process.execPath,
    '-e',
    backend,
  ]);
  expectExit(`${BIN} proxy`, watched, 0);
  const proxyReport = report(join(partner, 'reports', 'proxy'));
  if (proxyReport && proxyReport.rules.find((rule) => rule.id === 'PTR-SURFACE-CREDENTIALS')?.status !== 'passed')
    problems.push('the proxy did not pass PTR-SURFACE-CREDENTIALS for a Bearer request to /api');

  rmSync(work, { recursive: true, force: true });
}

void main().then(
  () => {
    if (problems.length) {
      console.error(`\npackage: ${problems.length} problem(s)`);
      for (const problem of problems) console.error(`  ${problem}`);
      process.exit(1);
    }
    console.log(
      `\npackage: installed from its tarball, ${BIN} and its library work with nothing from this repository ` +
        `(${seconds()})`,
    );
  },
  (error: unknown) => {
    console.error(`package: ${(error as Error).message}`);
    process.exit(1);
  },
);
