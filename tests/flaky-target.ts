import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConformanceReport } from '../reporters/model';
import { CANARY_SEED } from './canary-credentials';
import { conformanceRun, mockTargetEnv, startMockProcess } from './mock-target';

/**
 * Issue 13, item 4: the suite through an unreliable network. A proxy in front of the faithful mock answers 10% of
 * requests (seeded) with a 503, a reset or a 429 before they reach it, and resets every request to the Native API's
 * identities (an outage of one endpoint, which no surface's control request uses). No rule may fail that the
 * faithful mock passes; the identities rules are inconclusive; the run exits 3.
 */
const MOCK_PORT = 24800;
const PROXY_PORT = 24810;
// The canary run's seed: its report is the faithful mock's verdicts (npm test runs it first).
const SEED = Number(CANARY_SEED);
const CANARY_REPORT = 'reports/canary/conformance.json';
const INJECTED_SHARE = 0.1;
const OUTAGE = /^\/eapi\/v0\/identities\b/;

/** mulberry32: a small seeded generator, so a failing run can be replayed with its seed. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Injected = '503' | 'reset' | '429' | 'outage';

/**
 * A flaky network fails a request a few times, not through every retry: four tries of one request failed on purpose
 * (one in ten thousand, a few times a run) would be an outage of that request the faithful run never had.
 */
const MOST_IN_A_ROW = 2;
const streaks = new Map<string, number>();

/** Forwards byte for byte to `upstream`, except the requests it fails on purpose, counted by kind. */
function flakyProxy(
  port: number,
  upstream: number,
  random: () => number,
  injected: Record<Injected, number>,
): Promise<Server> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const sent = `${req.method} ${req.url}`;
    const kind: Injected | undefined = OUTAGE.test(req.url ?? '')
      ? 'outage'
      : random() < INJECTED_SHARE && (streaks.get(sent) ?? 0) < MOST_IN_A_ROW
        ? (['503', 'reset', '429'] as const)[Math.floor(random() * 3)]
        : undefined;
    streaks.set(sent, kind ? (streaks.get(sent) ?? 0) + 1 : 0);
    if (kind) injected[kind]++;
    if (kind === 'reset' || kind === 'outage') return void req.socket.destroy();
    if (kind)
      return void res
        .writeHead(Number(kind), { 'content-type': 'application/json' })
        .end(`{"message":"injected ${kind}"}`);
    const forwarded = request(
      { host: '127.0.0.1', port: upstream, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => req.socket.destroy());
    req.pipe(forwarded);
  });
  return new Promise((listening) => server.listen(port, '127.0.0.1', () => listening(server)));
}

function run(name: string, env: Record<string, string>): ReturnType<typeof conformanceRun> {
  return conformanceRun(mkdtempSync(join(tmpdir(), `conformance-${name}-`)), {
    CONFORMANCE_SEED: String(SEED),
    ...env,
  });
}

/** The faithful mock's verdicts of this seed: the canary run's where it ran with it, else a run of their own. */
async function faithfulRun(direct: Record<string, string>): ReturnType<typeof conformanceRun> {
  const canary = existsSync(CANARY_REPORT)
    ? (JSON.parse(readFileSync(CANARY_REPORT, 'utf8')) as ConformanceReport)
    : undefined;
  if (canary?.seed === SEED) return { status: canary.runStatus === 'passed' ? 0 : 1, report: canary };
  return run('faithful', direct);
}

async function main(): Promise<number> {
  const mock = await startMockProcess(['--port-base', String(MOCK_PORT)]);
  const injected: Record<Injected, number> = { '503': 0, reset: 0, '429': 0, outage: 0 };
  const random = seeded(SEED);
  const proxies = await Promise.all([
    flakyProxy(PROXY_PORT, MOCK_PORT, random, injected),
    flakyProxy(PROXY_PORT + 1, MOCK_PORT + 1, random, injected),
  ]);
  try {
    const direct = mockTargetEnv(MOCK_PORT);
    const faithful = await faithfulRun(direct);
    const flaky = await run('flaky', {
      ...direct,
      SANDBOX_BASE_URL: `http://127.0.0.1:${PROXY_PORT}`,
      PRODUCTION_BASE_URL: `http://127.0.0.1:${PROXY_PORT + 1}`,
    });
    const problems: string[] = [];
    if (faithful.status !== 0) problems.push(`the faithful mock's own run exited ${faithful.status}`);
    const passedFaithfully = new Set(
      faithful.report.rules.filter((rule) => rule.status === 'passed').map((rule) => rule.id),
    );
    for (const rule of flaky.report.rules) {
      if (['failed', 'warning', 'error'].includes(rule.status) && passedFaithfully.has(rule.id))
        problems.push(
          `${rule.id} is ${rule.status} through the flaky proxy, passed by the faithful mock: ${rule.reason}`,
        );
    }
    const inconclusive = flaky.report.rules.filter((rule) => rule.status === 'inconclusive');
    for (const id of ['NAT-IDENTITY-81', 'NAT-IDENTITY-STABLE']) {
      if (!inconclusive.some((rule) => rule.id === id))
        problems.push(
          `${id}, behind the outage of /eapi/v0/identities, is ` +
            `${flaky.report.rules.find((rule) => rule.id === id)?.status}, not inconclusive`,
        );
    }
    if (flaky.status !== 3) problems.push(`the flaky run exited ${flaky.status}, where an inconclusive run exits 3`);
    const randomFailures = injected['503'] + injected.reset + injected['429'];
    if (randomFailures === 0) problems.push('the proxy injected no random failure: the run proves nothing');
    console.log(
      `flaky target: injected ${injected['503']} × 503, ${injected.reset} resets, ${injected['429']} × 429 at ` +
        `random (seed ${SEED}) and ${injected.outage} resets of /eapi/v0/identities;` +
        (` ${flaky.report.summary.passed} rules passed, ${inconclusive.length} inconclusive ` +
          `(${inconclusive.map((rule) => rule.id).join(', ')}), exit ${flaky.status}`),
    );
    for (const problem of problems) console.error(`flaky target: ${problem}`);
    return problems.length ? 1 : 0;
  } finally {
    proxies.forEach((proxy) => proxy.close());
    mock.kill('SIGTERM');
  }
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`flaky target: ${error.message}`);
    process.exit(1);
  },
);
