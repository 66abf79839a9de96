import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { conformanceRun } from './mock-target';
import { GATE_REQUEST_PLAN } from '../kit/http/request-plan';
import type { BudgetUse } from '../reporters/request-budget-use';

/**
 * The embedded mock whatever the shell or `.env` names: a set variable, even empty, wins over `.env`. The gate plan,
 * as a loaded CI runner runs it (docs/ci.md): its one short retry once turned the rate-limit scenarios' backing off
 * into two inconclusive rules that no run without a plan showed.
 */
const EMBEDDED_MOCK = {
  SANDBOX_BASE_URL: '',
  PRODUCTION_BASE_URL: '',
  CONTROL_URL: '',
  PARTNER_BASE_URL: '',
  CONFORMANCE_ENV: 'sandbox',
  CONFORMANCE_PROFILE: '',
  CONFORMANCE_SEED: '',
  CONFORMANCE_PLAN: 'gate',
};

/** One run's verdicts: every rule's status, and how the run ended. */
export interface LoadedRun {
  seed: number;
  status: number | null;
  verdicts: Record<string, string>;
  seconds: number;
  /** The limits whose requests were more than the gate's plan declares (kit/http/request-plan.ts). */
  overPlan: string[];
}

/** What the runs showed: each run, and each rule whose status was not the same in every run. */
export interface LoadedRuns {
  runs: LoadedRun[];
  changes: { rule: string; statuses: string[] }[];
  loadAverage: number;
}

/** A CPU burner on every core (Debian's stress-ng), stopped by the caller; a clear error where it is not installed. */
export function startBurner(): ChildProcess {
  if (spawnSync('stress-ng', ['--version'], { stdio: 'ignore' }).error)
    throw new Error('stress-ng is not installed: apt-get install -y stress-ng');
  return spawn('stress-ng', ['--cpu', String(cpus().length), '--cpu-method', 'matrixprod', '--quiet'], {
    stdio: 'ignore',
  });
}

/**
 * What a gate run sent beyond its declared plan, per limit: the plan's unit test holds the plan to a minute's budget,
 * and this holds the run to the plan, so a test that spends a limit without a row of the plan is seen.
 */
export function overPlan(uses: readonly BudgetUse[]): string[] {
  return uses.flatMap((use) => {
    const planned = GATE_REQUEST_PLAN.filter((row) => row.limit === use.limit && row.env === use.env).reduce(
      (sum, row) => sum + row.requests,
      0,
    );
    return use.requests > planned
      ? [`${use.limit} ${use.env}: ${use.requests} requests, the plan declares ${planned}`]
      : [];
  });
}

/**
 * Issue 27, item 2: `count` runs in a row against the embedded mock while a burner keeps every core busy; the suite's
 * own machinery must never turn into a verdict, so every run exits 0 with the same verdicts.
 */
export async function loadedRuns(count: number): Promise<LoadedRuns> {
  const burner = startBurner();
  const runs: LoadedRun[] = [];
  let loadAverage = 0;
  try {
    for (let index = 0; index < count; index++) {
      const started = process.hrtime.bigint();
      const { status, report } = await conformanceRun(
        mkdtempSync(join(tmpdir(), `conformance-loaded-${index}-`)),
        EMBEDDED_MOCK,
      );
      loadAverage = Math.max(loadAverage, oneMinuteLoad());
      runs.push({
        seed: report.seed,
        status,
        verdicts: Object.fromEntries(report.rules.map((rule) => [rule.id, rule.status])),
        seconds: Number(process.hrtime.bigint() - started) / 1e9,
        overPlan: overPlan(report.requestBudgets ?? []),
      });
    }
  } finally {
    burner.kill('SIGTERM');
  }
  const rules = Object.keys(runs[0]?.verdicts ?? {});
  const changes = rules.flatMap((rule) => {
    const statuses = runs.map((run) => run.verdicts[rule] ?? 'absent');
    return new Set(statuses).size > 1 ? [{ rule, statuses }] : [];
  });
  return { runs, changes, loadAverage };
}

/** The one-minute load average (Linux), 0 elsewhere: printed beside the verdicts, so a quiet machine is seen as one. */
function oneMinuteLoad(): number {
  try {
    return Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]) || 0;
  } catch {
    return 0;
  }
}

/** The lines a reader needs: each run, then the verdict changes (goal 0). */
export function loadedRunLines({ runs, changes, loadAverage }: LoadedRuns): string[] {
  const passedOf = (run: LoadedRuns['runs'][number]): number =>
    Object.values(run.verdicts).filter((status) => status === 'passed').length;
  const changeLines = changes.map((change) => `\n    ${change.rule}: ${change.statuses.join(' → ')}`).join('');
  return [
    ...runs.map(
      (run, index) =>
        `  run ${index + 1}: exit ${run.status}, seed ${run.seed}, ${run.seconds.toFixed(1)} s, ${passedOf(run)} ` +
        `of ${Object.keys(run.verdicts).length} rules passed` +
        (run.overPlan.length ? `; beyond the gate's request plan: ${run.overPlan.join('; ')}` : ''),
    ),
    `  load average up to ${loadAverage.toFixed(1)} on ${cpus().length} cores; ` +
      `verdict changes run to run: ${changes.length} (goal 0)${changeLines}`,
  ];
}

if (require.main === module) {
  const count = Number(process.env.LOADED_RUNS ?? 2);
  loadedRuns(count).then(
    (result) => {
      console.log(`Loaded runs: ${count} runs against the embedded mock with every core kept busy by stress-ng`);
      for (const line of loadedRunLines(result)) console.log(line);
      const bad = result.runs.filter((run) => run.status !== 0 || run.overPlan.length);
      process.exit(bad.length || result.changes.length ? 1 : 0);
    },
    (error: unknown) => {
      console.error(`Loaded runs: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
