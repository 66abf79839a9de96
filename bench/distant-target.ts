import { Agent, createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ConformanceReport } from '../reporters/model';
import type { BudgetUse } from '../reporters/request-budget-use';
import { windowsOf } from '../reporters/request-budget-use';
import { pageLoadRoom } from '../kit/http/request-budget';
import { REQUEST_LIMITS } from '../kit/http/request-limits';

/**
 * Issue 43, item 1: a sandbox as a partner's CI reaches it. A loopback proxy in front of one listener of a mock
 * started alone that forwards byte for byte (as tests/flaky-target.ts's does) and holds each request RTT/2 before it
 * forwards it and each answer RTT/2 before it passes it on, so every exchange costs one round trip more.
 */
export interface DistantProxy {
  readonly url: string;
  /** Requests it forwarded (the suite's, its control requests and the checkout pages it loads). */
  readonly forwarded: () => number;
  close(): Promise<void>;
}

const later = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function startDistantProxy(port: number, upstream: number, rttMs: number): Promise<DistantProxy> {
  // Connections to the mock kept open, as a client's to a distant host are: the round trip is the proxy's alone.
  const agent = new Agent({ keepAlive: true });
  let forwarded = 0;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    forwarded++;
    void later(rttMs / 2).then(() => {
      const onward = request(
        { host: '127.0.0.1', port: upstream, method: req.method, path: req.url, headers: req.headers, agent },
        (answer) =>
          void later(rttMs / 2).then(() => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          }),
      );
      onward.on('error', () => req.socket.destroy());
      req.pipe(onward);
    });
  });
  return new Promise((listening) =>
    server.listen(port, '127.0.0.1', () =>
      listening({
        url: `http://127.0.0.1:${port}`,
        forwarded: () => forwarded,
        close: () =>
          new Promise<void>((closed) => {
            agent.destroy();
            server.closeAllConnections();
            server.close(() => closed());
          }),
      }),
    ),
  );
}

/** What one gate run against the distant sandbox spent and took. */
export interface DistantFigures {
  suiteVersion: string;
  seed: number;
  rttMs: number;
  seconds: number;
  status: number | null;
  /** Requests of the suite's tests per surface (responseTimes), and per limit and environment (requestBudgets). */
  perSurface: Record<string, number>;
  budgets: BudgetUse[];
  /** Requests of the tests run one at a time (the serial and waits projects), and of the others. */
  serialRequests: number;
  parallelRequests: number;
  /** Their own time (sent to answered), summed: at 0 ms RTT what the target and the proxy took. */
  serialSeconds: number;
  parallelSeconds: number;
  /** Limits whose busiest minute reached the room their API requests wait at: a request may have waited. */
  budgetWaits: string[];
  forwarded: number;
}

/** The suite's workers beside one another (playwright.config.ts, CONFORMANCE_WORKERS). */
export const GATE_WORKERS = 2;
/** A test's title opens with its project's name: these run one test at a time. */
const ONE_AT_A_TIME = /^(serial|waits) › /;

/** The room of a limit's minute its API requests fill before they wait (kit/http/request-budget.ts). */
function apiRoom(use: BudgetUse): number {
  const pageLoads = REQUEST_LIMITS.find((row) => row.name === use.limit)?.pageLoads;
  return use.perMinute - (pageLoads ? pageLoadRoom(use.perMinute) : 0);
}

export function distantFigures(
  reportDir: string,
  rttMs: number,
  run: { seconds: number; status: number | null },
  forwarded: number,
): DistantFigures {
  const report = JSON.parse(readFileSync(join(reportDir, 'conformance.json'), 'utf8')) as ConformanceReport;
  const requests = report.responseTimes.requests;
  const serial = requests.filter((each) => ONE_AT_A_TIME.test(each.test));
  const seconds = (of: typeof requests) => of.reduce((sum, each) => sum + each.durationMs, 0) / 1000;
  return {
    suiteVersion: report.suiteVersion,
    seed: report.seed,
    rttMs,
    ...run,
    perSurface: Object.fromEntries(report.responseTimes.surfaces.map((each) => [each.surface, each.requests])),
    budgets: report.requestBudgets,
    serialRequests: serial.length,
    parallelRequests: requests.length - serial.length,
    serialSeconds: seconds(serial),
    parallelSeconds: seconds(requests) - seconds(serial),
    budgetWaits: report.requestBudgets
      .filter((use) => windowsOf(use) > 1 || use.busiestMinute >= apiRoom(use))
      .map((use) => `${use.limit} ${use.env} ${use.busiestMinute} in a minute of ${use.perMinute}`),
    forwarded,
  };
}

/**
 * What of the gate's wall time no round trip lengthens: the gate at 0 ms less its requests' own time spread over
 * the workers that sent them.
 */
export function fixedStart(atZero: DistantFigures): number {
  return atZero.seconds - atZero.parallelSeconds / GATE_WORKERS - atZero.serialSeconds;
}

/** The gate's bound at an RTT: fixed start + requests × RTT / workers (the one-at-a-time tests on one worker). */
export function gateBound(fixed: number, figures: DistantFigures): number {
  const rtt = figures.rttMs / 1000;
  return fixed + (figures.parallelRequests * rtt) / GATE_WORKERS + figures.serialRequests * rtt;
}

/** The counts a release's gate sent (bench/distant-counts.json), kept to compare the next release's with. */
export interface GateCounts {
  suiteVersion: string;
  measuredOn: string;
  /** The run's seed: the generated sequences' requests differ by a few from one seed to another. */
  seed: number;
  perSurface: Record<string, number>;
  perLimit: Record<string, number>;
}

export const COUNTS_FILE = join(__dirname, 'distant-counts.json');

export function gateCounts(figures: DistantFigures, today: string): GateCounts {
  return {
    suiteVersion: figures.suiteVersion,
    measuredOn: today,
    seed: figures.seed,
    perSurface: figures.perSurface,
    perLimit: Object.fromEntries(figures.budgets.map((use) => [`${use.limit} ${use.env}`, use.requests])),
  };
}

export function previousCounts(): GateCounts | undefined {
  return existsSync(COUNTS_FILE) ? (JSON.parse(readFileSync(COUNTS_FILE, 'utf8')) as GateCounts) : undefined;
}

export function writeCounts(counts: GateCounts): void {
  writeFileSync(COUNTS_FILE, `${JSON.stringify(counts, null, 2)}\n`);
}

/** "legacy 120 (0.13.0: 131)", per surface then per limit: the gate's counts beside the previous release's. */
export function countLines(now: GateCounts, before: GateCounts | undefined): string[] {
  const beside = (of: 'perSurface' | 'perLimit', key: string) =>
    before ? ` (${before.suiteVersion}: ${before[of][key] ?? 0})` : '';
  const line = (of: 'perSurface' | 'perLimit') =>
    Object.entries(now[of])
      .map(([key, count]) => `${key} ${count}${beside(of, key)}`)
      .join(', ');
  return [`  per surface: ${line('perSurface')}`, `  per limit: ${line('perLimit')}`];
}
