import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ConformanceReport } from '../reporters/model';

/**
 * Issue 43, item 4: where a green run's wall time goes beside its tests, from its report's timeline and the bench's
 * own clock, and what each change to the run's own time buys, measured in the same bench.
 */
export interface GreenShares {
  /** From the command's spawn to Playwright's run start: the command, Playwright's runner, the config, the listing. */
  beforeRunSeconds: number;
  /** From the run's start to its first test: global setup (the target's probe), the embedded mock, the workers. */
  toFirstTestSeconds: number;
  /** From the first test to the last one's end, each worker's summed test time, and the time between its tests. */
  testsSeconds: number;
  busySeconds: number[];
  betweenSeconds: number;
  idleTailSeconds: number;
  /** After the last test: the reports written, the processes ended. */
  afterSeconds: number;
}

export function greenShares(reportDir: string, spawnedAtMs: number, endedAtMs: number): GreenShares | undefined {
  const report = JSON.parse(readFileSync(join(reportDir, 'conformance.json'), 'utf8')) as ConformanceReport;
  const { timeline } = report;
  if (!timeline) return undefined;
  const started = Date.parse(report.startedAt);
  const lastEnd = Math.max(...timeline.workers.map((share) => share.lastEndAfterMs));
  const busy = timeline.workers.map((share) => share.busyMs);
  const testsMs = lastEnd - timeline.firstTestAfterMs;
  return {
    beforeRunSeconds: (started - spawnedAtMs) / 1000,
    toFirstTestSeconds: timeline.firstTestAfterMs / 1000,
    testsSeconds: testsMs / 1000,
    busySeconds: busy.map((ms) => ms / 1000),
    // Each worker's span less its busy time, the tail apart: Playwright's own time between one test and the next.
    betweenSeconds:
      timeline.workers.reduce(
        (sum, share) => sum + (share.lastEndAfterMs - timeline.firstTestAfterMs - share.busyMs),
        0,
      ) / 1000,
    idleTailSeconds: timeline.idleTailMs / 1000,
    afterSeconds: (endedAtMs - started - lastEnd) / 1000,
  };
}

/** What the changes are weighed with: the green run, the same run from the TypeScript source, a worker's modules. */
export interface ChangeFigures {
  greenSeconds: number;
  sourceSeconds: number;
  shares: GreenShares;
  /** A worker's own modules (dist/kit/fixtures.js) beyond Playwright's own (@playwright/test), loaded alone. */
  ownModulesSeconds: number;
  /** From the embedded mock's spawn to its line that it listens (the built package's mock/main.js). */
  mockListensSeconds: number;
}

/**
 * When Playwright's polling of a webServer's URL first finds it listening, in seconds from its spawn: it polls at once,
 * then waits 0.1, 0.25, 0.5 s between polls, then a second (at 0, 0.1, 0.35, 0.85, 1.85 s …).
 */
export function polledAt(listensSeconds: number): number {
  let at = 0;
  for (const wait of [0.1, 0.25, 0.5]) {
    if (at >= listensSeconds) return at;
    at += wait;
  }
  return at >= listensSeconds ? at : at + Math.ceil(listensSeconds - at);
}

/** A change issue 43 names for the run's own time: taken or not, and what it buys, from this bench's figures. */
interface RunTimeChange {
  change: string;
  taken: boolean;
  buys: (figures: ChangeFigures) => number;
  /** How the figure is read: what it is, and why the change was taken or left. */
  reading: string;
}

export const RUN_TIME_CHANGES: readonly RunTimeChange[] = [
  {
    change: "the embedded mock ready on its own line (webServer's wait), not on Playwright's polling",
    taken: true,
    buys: (figures) => polledAt(figures.mockListensSeconds) - figures.mockListensSeconds,
    reading: "when Playwright's polling would have seen the mock, less when it said it listens",
  },
  {
    change: 'compiled JavaScript for the installed package',
    taken: true,
    buys: (figures) => figures.sourceSeconds - figures.greenSeconds,
    reading: 'the same run from the TypeScript source (tsx cli/main.ts, Playwright transforming the suites) less this',
  },
  {
    change: 'test ordering that keeps both workers busy',
    taken: false,
    // At best the tail's work is shared by both workers: half of it saved.
    buys: (figures) => figures.shares.idleTailSeconds / 2,
    reading: 'at most half the idle tail: left, the tail is already short',
  },
  {
    change: 'lazy loading of what a test does not use',
    taken: false,
    // The workers load their modules side by side: once in the wall time.
    buys: (figures) => figures.ownModulesSeconds,
    reading: "at most a worker's own modules beyond Playwright's, loaded once on each worker side by side: left",
  },
];

/**
 * A worker's own modules beyond Playwright's: the suites' fixtures as the built package loads them, in a fresh Node.js
 * process after @playwright/test (which the floor loads too); median of three.
 */
export function ownModulesSeconds(): number {
  const fixtures = JSON.stringify(join(process.cwd(), 'dist/kit/fixtures.js'));
  const script =
    "require('@playwright/test'); const t = performance.now(); " +
    `require(${fixtures}); console.log(performance.now() - t);`;
  const times = [0, 1, 2].map(() => {
    const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`loading the fixtures failed: ${run.stderr.trim().split('\n')[0]}`);
    return Number(run.stdout.trim()) / 1000;
  });
  return [...times].sort((a, b) => a - b)[1];
}

/** Seconds from spawning the built package's mock to its line that its control listener listens; median of three. */
export async function mockListensSeconds(portBase: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const mock = spawn(process.execPath, ['dist/mock/main.js', '--port-base', String(portBase)], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    await new Promise<void>((listens, failed) => {
      let out = '';
      mock.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (/^mock control /m.test(out)) listens();
      });
      mock.on('exit', (code) => failed(new Error(`the mock exited ${code} before it listened`)));
    });
    times.push((performance.now() - started) / 1000);
    const exited = new Promise((ended) => mock.on('exit', ended));
    mock.kill('SIGTERM');
    await exited;
  }
  return [...times].sort((a, b) => a - b)[1];
}

/** The lines the bench prints: where the green run's time went, and what each change bought or would buy. */
export function greenLines(figures: ChangeFigures): string[] {
  const { shares } = figures;
  const s = (seconds: number) => `${seconds.toFixed(1)} s`;
  return [
    `  the green run's ${s(figures.greenSeconds)}: ${s(shares.beforeRunSeconds)} before Playwright's run began ` +
      `(the command, the runner, the config, the suites listed), ${s(shares.toFirstTestSeconds)} to the first ` +
      `test (global setup's probe, the embedded mock, the workers and their modules), ${s(shares.testsSeconds)} ` +
      `of tests (busy ${shares.busySeconds.map(s).join(' + ')}; ${s(shares.betweenSeconds)} between tests), an ` +
      `idle tail of ${s(shares.idleTailSeconds)}, ${s(shares.afterSeconds)} after the last test (the reports)`,
    ...RUN_TIME_CHANGES.map(
      (row) =>
        `  ${row.taken ? 'taken' : 'not taken'}: ${row.change}: ${row.taken ? 'bought' : 'would buy'} ` +
        `${s(row.buys(figures))} (${row.reading})`,
    ),
  ];
}
