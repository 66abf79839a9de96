import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { startMock } from '../mock/service';
import { ruleById, type RuleId } from '../rules';
import type { ConformanceReport } from '../reporters/model';
import { inRowOrder } from './in-row-order';
import { leakedFiles, notExactly } from './partner-matrix-checks';
import { proxyRows, type ProxyRow } from './proxy-faults';

/**
 * `proxy` watching the sample partner backend (tests/partner-backend.ts) against the embedded mock: the backend as
 * written fails no rule, each broken variant fails exactly the rules it breaks, and no credential value reaches a
 * file the run wrote. Then the configuration errors: one line and exit 2. Two at a time, each row with its own mock
 * (its rate windows and identities are no other row's), front, proxy port and report folder.
 */
const ROOT = join(__dirname, '..');
const OUT = join(ROOT, 'test-results', 'proxy-matrix');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
// Short, so the backend's honest wait costs the matrix little.
const BACKOFF_MS = '200';

function proxyCommand(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(TSX, ['cli/main.ts', 'proxy', '--port', '0', ...args], {
      cwd: ROOT,
      env: { ...process.env, FORCE_COLOR: '0', PARTNER_BACKOFF_MS: BACKOFF_MS, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

/** The mock behind a front that answers the first indicative price 503: the backend's backoff shows. */
async function frontWithOne503(mockUrl: string): Promise<Server> {
  let answered = false;
  const front = createServer(
    (request, reply) =>
      void (async () => {
        if (!answered && request.url?.startsWith('/eapi/v0/price')) {
          answered = true;
          return void reply.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"unavailable"}');
        }
        const chunks: Buffer[] = [];
        for await (const chunk of request) chunks.push(chunk as Buffer);
        const headers = Object.fromEntries(
          Object.entries(request.headers).filter(([name]) => name !== 'host' && name !== 'connection') as [
            string,
            string,
          ][],
        );
        const answer = await fetch(`${mockUrl}${request.url}`, {
          method: request.method,
          headers,
          body: chunks.length ? Buffer.concat(chunks) : undefined,
        });
        reply
          .writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' })
          .end(Buffer.from(await answer.arrayBuffer()));
      })(),
  );
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  return front;
}

/** What a row leaves not checked: the rules its journey gives no case of. */
function notChecked(row: ProxyRow): RuleId[] {
  return [
    ...(row.integration === 'existing' ? ['PTR-NO-LEGACY-IN-NEW' as const] : []),
    ...(row.legacy
      ? []
      : ([
          'PTR-ONE-AMOUNT',
          'PTR-PRICES-ON-REQUEST',
          'PTR-WEBHOOKS-NOT-POLLING',
          'PTR-ORDERS-JSON',
          'PTR-ADDRESS-TAG',
          'PTR-ORDER-FIELDS-BY-DIRECTION',
        ] as const)),
  ];
}

/** A row's problems, in the order a serial run found them. */
async function check(row: ProxyRow, index: number): Promise<string[]> {
  const problems: string[] = [];
  const mock = await startMock({ ports: { sandbox: 0, production: 0, control: 0 } });
  const front = await frontWithOne503(mock.urls.sandbox);
  const reportDir = join(OUT, String(index));
  try {
    const { code, stderr } = await proxyCommand(
      [
        '--target',
        `http://127.0.0.1:${(front.address() as AddressInfo).port}`,
        '--integration',
        row.integration,
        '--report-dir',
        reportDir,
        '--',
        TSX,
        join(__dirname, 'partner-backend.ts'),
      ],
      { PARTNER_CLIENT_FAULT: row.fault ?? '', PARTNER_CLIENT_LEGACY: row.legacy ? 'yes' : 'no' },
    );
    const wantCode = row.breaks.some((id) => ruleById(id)?.level === 'MUST') ? 1 : 0;
    if (code !== wantCode)
      problems.push(
        `${row.name}: exit ${code}, should be ${wantCode}${stderr ? ` (${stderr.trim().split('\n')[0]})` : ''}`,
      );
    const report = JSON.parse(readFileSync(join(reportDir, 'proxy', 'conformance.json'), 'utf8')) as ConformanceReport;
    const inexact = notExactly(row.name, report, row.breaks);
    if (inexact) problems.push(inexact);
    const unchecked = notChecked(row);
    const others = report.rules.filter(
      (rule) =>
        !row.breaks.includes(rule.id as RuleId) &&
        (unchecked.includes(rule.id as RuleId) ? rule.status !== 'skipped' : rule.status !== 'passed'),
    );
    if (others.length)
      problems.push(
        `${row.name}: ${others.map((rule) => `${rule.id} ${rule.status} (${rule.reason ?? ''})`).join('; ')}`,
      );
    const leaked = leakedFiles(reportDir);
    if (leaked.length) problems.push(`${row.name}: a credential value in ${leaked.join(', ')}`);
  } catch (error) {
    problems.push(`${row.name}: ${(error as Error).message}`);
  } finally {
    front.close();
    await mock.close();
  }
  return problems;
}

/** Configuration mistakes: one line, exit 2, before or instead of a lint. */
function configurationErrors(mockUrl: string): (() => Promise<string[]>)[] {
  const cases: [string, string[], RegExp][] = [
    [
      'an unknown --integration',
      ['--target', mockUrl, '--integration', 'maybe', '--', 'true'],
      /--integration must be new or existing/,
    ],
    [
      'a target where nothing answers',
      ['--target', 'http://127.0.0.1:9', '--', 'true'],
      /nothing answers at http:\/\/127\.0\.0\.1:9/,
    ],
    [
      'no traffic at all',
      ['--target', mockUrl, '--report-dir', join(OUT, 'none'), '--', 'true'],
      /no request came through/,
    ],
  ];
  return cases.map(([name, args, line]) => async () => {
    const { code, stderr } = await proxyCommand(args);
    const lines = stderr
      .trim()
      .split('\n')
      .filter((text) => !text.startsWith('npm warn'));
    return code !== 2 || lines.length !== 1 || !line.test(lines[0])
      ? [`${name}: exit ${code}, said ${JSON.stringify(lines)}`]
      : [];
  });
}

async function main(): Promise<void> {
  rmSync(OUT, { recursive: true, force: true });
  const started = Date.now();
  const problems: string[] = [];
  // The configuration errors' target: they leave nothing in it.
  const mock = await startMock({ ports: { sandbox: 0, production: 0, control: 0 } });
  try {
    const rows = proxyRows.map((row, index) => () => check(row, index));
    await inRowOrder(
      [...rows, ...configurationErrors(mock.urls.sandbox)],
      (run) => run(),
      (found) => problems.push(...found),
    );
  } finally {
    await mock.close();
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (problems.length) {
    const listed = problems.map((problem) => `  ${problem}`).join('\n');
    console.error(`proxy matrix: ${problems.length} problem(s) in ${seconds} s\n${listed}`);
    process.exit(1);
  }
  console.log(`proxy matrix: ${proxyRows.length} backends and 3 configuration errors as expected in ${seconds} s`);
}

void main();
