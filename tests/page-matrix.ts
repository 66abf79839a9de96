import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { agentOf, mayOfferPaymentMethod, type Agent } from '../partner/supported-agents';
import type { ConformanceReport } from '../reporters/model';
import { browserRequired } from './browser-requirement';
import { inRowOrder } from './in-row-order';
import { mockBuyMethods, pageRows as rows, type Offer } from './page-faults';

/**
 * `page` against a sample partner page whose backend filters the methods by the customer's browser (green), one
 * that offers every method (PTR-SUPPORTED-AGENTS failed, exit 1) and one that offers none (skipped, never passed);
 * then nothing at the URL: one line, exit 2. Two at a time, each page on its own port with its own report folder (and
 * its command's own Chromium and embedded mock); the problems are told in row order.
 */
const ROOT = join(__dirname, '..');
const OUT = join(ROOT, 'test-results', 'page-matrix');
const problems: string[] = [];

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Choose how to pay</title></head><body>
<ul id="methods"></ul>
<script>
  fetch('/methods').then((answer) => answer.json()).then((methods) => {
    for (const method of methods) {
      const item = document.createElement('li');
      item.textContent = method.name;
      item.dataset.paymentMethodId = String(method.id);
      document.getElementById('methods').append(item);
    }
  });
</script></body></html>`;

/**
 * The sample partner: its page, and its backend's list of methods for the browser that asks (the User-Agent it sent).
 */
async function samplePartner(offer: Offer, methods: { supported_agents: Agent[] | null }[]): Promise<Server> {
  const server = createServer((request, reply) => {
    if (request.url !== '/methods') return void reply.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
    const agent = agentOf(request.headers['user-agent'] ?? '');
    const offered =
      offer === 'nothing'
        ? []
        : offer === 'everything'
          ? methods
          : methods.filter((method) => mayOfferPaymentMethod(method, agent));
    reply.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(offered));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

function pageCommand(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), ['cli/main.ts', 'page', ...args], {
      cwd: ROOT,
      env: { ...process.env, FORCE_COLOR: '0', CONFORMANCE_PAGE_SETTLE_MS: '1500' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

async function main(): Promise<void> {
  const chromium = process.env.CONFORMANCE_CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    console.log(`page matrix: needs Chromium at ${chromium}; apt-get install -y chromium`);
    process.exit(browserRequired() ? 1 : 0);
  }
  rmSync(OUT, { recursive: true, force: true });
  const started = Date.now();
  const methods = await mockBuyMethods();
  const pages = rows.map((row, index) => async (): Promise<string[]> => {
    const server = await samplePartner(row.offer, methods);
    const reportDir = join(OUT, String(index));
    try {
      const { code, stderr } = await pageCommand([
        '--url',
        `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
        '--report-dir',
        reportDir,
      ]);
      const report = JSON.parse(readFileSync(join(reportDir, 'page', 'conformance.json'), 'utf8')) as ConformanceReport;
      const status = report.rules.find((rule) => rule.id === 'PTR-SUPPORTED-AGENTS')?.status;
      const want = row.breaks.length ? 'failed' : row.offer === 'nothing' ? 'skipped' : 'passed';
      const wantCode = row.breaks.length ? 1 : 0;
      const said = stderr ? ` (${stderr.trim().split('\n')[0]})` : '';
      return code !== wantCode || status !== want
        ? [`${row.name}: exit ${code}, PTR-SUPPORTED-AGENTS ${status}; should be exit ${wantCode}, ${want}${said}`]
        : [];
    } finally {
      server.close();
    }
  });
  const nothingThere = async (): Promise<string[]> => {
    const { code, stderr } = await pageCommand(['--url', 'http://127.0.0.1:9/', '--report-dir', join(OUT, 'none')]);
    const lines = stderr.trim().split('\n');
    return code !== 2 || lines.length !== 1 || !/^page: nothing answers at http:\/\/127\.0\.0\.1:9\//.test(lines[0])
      ? [`nothing at the URL: exit ${code}, said ${JSON.stringify(lines)}`]
      : [];
  };
  await inRowOrder(
    [...pages, nothingThere],
    (run) => run(),
    (found) => problems.push(...found),
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (problems.length) {
    const listed = problems.map((problem) => `  ${problem}`).join('\n');
    console.error(`page matrix: ${problems.length} problem(s) in ${seconds} s\n${listed}`);
    process.exit(1);
  }
  console.log(`page matrix: ${rows.length} pages and 1 configuration error as expected in ${seconds} s`);
}

void main();
