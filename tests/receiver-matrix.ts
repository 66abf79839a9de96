import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { readTargetConfig } from '../kit/config/read-target';
import { ruleById } from '../rules';
import type { ConformanceReport } from '../reporters/model';
import { inRowOrder } from './in-row-order';
import { exampleReceiver, receiverFaults, type ReceiverFault } from './receiver-faults';

/**
 * `receiver` against the example receiver and each broken variant of it (tests/receiver-faults.ts): the example
 * passes, each variant fails exactly the rules it breaks, and one that refuses everything passes no MUST rule;
 * no credential value reaches any file a run wrote.
 * Then the configuration errors: one line and exit 2. The example imports the built package: `npm run build` first.
 * Two receivers at a time, each on its own port with its own report folder; what each row found is told in row order.
 */
const ROOT = join(__dirname, '..');
const OUT = join(ROOT, 'test-results', 'receiver-matrix');
const CREDENTIALS = {
  secret: 'whsec-receiver-matrix-7f3a9c',
  apiKey: 'apikey-receiver-matrix-2b8e41',
  hmacSecret: 'hmac-receiver-matrix-d40c17',
};
const problems: string[] = [];

function receiverCommand(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), ['cli/main.ts', 'receiver', ...args], {
      cwd: ROOT,
      env: {
        ...process.env,
        SANDBOX_WEBHOOK_SECRET: CREDENTIALS.secret,
        SANDBOX_API_KEY: CREDENTIALS.apiKey,
        SANDBOX_HMAC_SECRET: CREDENTIALS.hmacSecret,
        CONFORMANCE_ENV: 'sandbox',
        FORCE_COLOR: '0',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

/** A row's problems, in the order a serial run found them, and the line that says what it failed. */
async function check(fault: ReceiverFault, index: number): Promise<{ problems: string[]; said: string }> {
  const problems: string[] = [];
  const example = await exampleReceiver();
  const server = fault.start(example, CREDENTIALS, readTargetConfig({}).webhooks);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const reportDir = join(OUT, String(index));
  try {
    const { code } = await receiverCommand(
      [
        '--url',
        `${base}/webhooks`,
        ...(fault.callback ? ['--processed-url', `${base}/processed`] : []),
        '--report-dir',
        reportDir,
      ],
      fault.ackMs ? { CONFORMANCE_RECEIVER_ACK_MS: String(fault.ackMs) } : {},
    );
    const report = JSON.parse(
      readFileSync(join(reportDir, 'receiver', 'conformance.json'), 'utf8'),
    ) as ConformanceReport;
    const failed = report.rules
      .filter((rule) => rule.status === 'failed' || rule.status === 'warning')
      .map((rule) => rule.id);
    const unexpected = (list: string[], want: string[]) => list.join(',') !== [...want].sort().join(',');
    if (unexpected([...failed].sort(), fault.breaks))
      problems.push(
        `${fault.name}: failed ${failed.join(', ') || 'nothing'}, should fail ${fault.breaks.join(', ') || 'nothing'}`,
      );
    if (fault.reading) {
      const row = report.assumptions.find((assumption) => assumption.id === fault.reading);
      if (row?.status !== 'not-confirmed')
        problems.push(`${fault.name}: ${fault.reading} is ${row?.status ?? 'missing'}, should be not confirmed`);
    } else if (fault.vacuity) {
      const passed = report.rules
        .filter((rule) => rule.level === 'MUST' && rule.status === 'passed')
        .map((rule) => rule.id);
      if (passed.length) problems.push(`${fault.name}: passed ${passed.join(', ')} though it took no delivery`);
    } else {
      // With the callback every other rule passes; with status codes alone, the repeat's processing is unknown.
      const notPassed = report.rules.filter(
        (rule) =>
          !fault.breaks.includes(rule.id as never) &&
          rule.status !== 'passed' &&
          !(!fault.callback && rule.id === 'PTR-RECEIVER-REPEAT' && rule.status === 'partially-checked'),
      );
      if (notPassed.length)
        problems.push(
          `${fault.name}: ${notPassed.map((rule) => `${rule.id} ${rule.status} (${rule.reason})`).join('; ')}`,
        );
    }
    // No secret, key or signature reaches what the run wrote (reports, Playwright's report, test results).
    for (const file of readdirSync(reportDir, { recursive: true }) as string[]) {
      const path = join(reportDir, file);
      if (!statSync(path).isFile()) continue;
      const text = readFileSync(path, 'latin1');
      for (const [name, value] of Object.entries(CREDENTIALS))
        if (text.includes(value)) problems.push(`${fault.name}: ${file} holds the ${name}`);
    }
    const exit = fault.breaks.some((id) => ruleById(id)?.level === 'MUST') ? 1 : 0;
    if (code !== exit) problems.push(`${fault.name}: exit ${code}, should be ${exit}`);
    const unconfirmed = fault.reading ? `fails nothing, ${fault.reading} not confirmed` : 'passes';
    return {
      problems,
      said: `receiver matrix: ${fault.name}: ${failed.length ? `fails ${failed.join(', ')}` : unconfirmed}`,
    };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** A configuration mistake: exit 2 and one line that names what to fix. */
async function refused(name: string, args: string[], env: Record<string, string>, names: RegExp): Promise<string[]> {
  const { code, stderr } = await receiverCommand(args, env);
  const lines = stderr.split('\n').filter((line) => line.trim() && !line.startsWith('npm warn'));
  return code !== 2 || lines.length !== 1 || !names.test(lines[0])
    ? [`${name}: exit ${code}, ${JSON.stringify(lines)}`]
    : [];
}

async function main(): Promise<void> {
  if (!existsSync(join(ROOT, 'dist', 'library.js')))
    throw new Error('the example receiver imports the built package: run `npm run build` first');
  rmSync(OUT, { recursive: true, force: true });
  await inRowOrder(receiverFaults, check, ({ problems: found, said }) => {
    problems.push(...found);
    console.log(said);
  });
  // A port nothing listens on: one that was just free. Then a receiver that answers, for the missing secret.
  const listening = createServer((_request, response) => response.writeHead(405).end());
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  const live = `http://127.0.0.1:${(listening.address() as AddressInfo).port}/webhooks`;
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const dead = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/webhooks`;
  await new Promise((resolve) => closed.close(resolve));
  const told = await Promise.all([
    refused(
      'nothing listening',
      ['--url', dead, '--report-dir', join(OUT, 'unreachable')],
      {},
      new RegExp(`nothing answers at ${dead.replace(/[.]/g, '\\.')}`),
    ),
    refused(
      'no secret',
      ['--url', live, '--report-dir', join(OUT, 'no-secret')],
      { SANDBOX_WEBHOOK_SECRET: '' },
      /SANDBOX_WEBHOOK_SECRET is not set/,
    ),
  ]);
  problems.push(...told.flat());
  listening.close();
  if (problems.length) {
    console.error(`receiver matrix: ${problems.length} problem(s)\n${problems.map((line) => `  ${line}`).join('\n')}`);
    process.exit(1);
  }
  console.log(
    `receiver matrix: ${receiverFaults.length} receivers, each failed on its own rules only; 2 configuration ` +
      `errors told in one line`,
  );
}

void main();
