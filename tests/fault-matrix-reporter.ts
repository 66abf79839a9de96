import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FullResult, Reporter, TestCase, TestError, TestResult } from '@playwright/test/reporter';
import { readSetupFindings } from '../kit/run/setup-handover';
import { catalogue } from '../rules';
import { faults } from '../mock/faults';
import { collectTest } from '../reporters/collect';
import type { CollectedTest } from '../reporters/collected-test';
import { fold } from '../reporters/fold';
import { excusedBrowserSkip } from './browser-requirement';
import { copyTarget, TARGET_COPY_ANNOTATION } from '../kit/run/target-copies';
import { faultCopies } from './fault-copies';

interface MatrixRow {
  fault: string;
  /** The rule it breaks, or for a vacuity fault the rules it must not let pass. */
  rule: string;
  caught: boolean;
  /** Not provable on this machine (no Chromium), and allowed to be so here. */
  excused: boolean;
  /** Every rule that failed (or warned) against this fault: the named one first when caught. */
  caughtBy: string[];
  tests: number;
  reason?: string;
}

/** Prints fault → rules that caught it; the run passes only when every fault is caught on the rule it names. */
export default class FaultMatrixReporter implements Reporter {
  private readonly tests = new Map<string, CollectedTest[]>();
  private readonly errors: string[] = [];
  /** Per fault, the base URL of its instance: where global setup's positive controls are kept. */
  private readonly baseUrls = new Map(faultCopies().map((copy) => {
    const target = copyTarget(copy);
    return [copy.name, target.environments[target.env]!.baseUrl];
  }));

  constructor(private readonly options: { reportDir: string }) {}

  printsToStdio(): boolean {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== 'passed' && result.retry < test.retries) return;
    const fault = test.annotations.find((annotation) => annotation.type === TARGET_COPY_ANNOTATION)?.description ?? '';
    this.tests.set(fault, [...(this.tests.get(fault) ?? []), collectTest(test, result)]);
  }

  /** Output outside any test (the mock's own error line when it cannot start) stays visible. */
  onStdErr(chunk: string | Buffer, test?: TestCase): void {
    if (!test) process.stderr.write(chunk);
  }

  onError(error: TestError): void {
    this.errors.push((error.message ?? String(error.value)).split('\n')[0]);
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] }> {
    const { recognitions } = readSetupFindings();
    const rows = faults.map((fault): MatrixRow => {
      const tests = this.tests.get(fault.name) ?? [];
      const folded = fold(catalogue, tests).rules;
      // A surface that served no valid request with its own credential is a run error of that instance.
      const runErrors = Object.values(recognitions[this.baseUrls.get(fault.name) ?? ''] ?? {}).flatMap((r) => (r.recognised ? [] : [`run error: ${r.problem}`]));
      const rules = folded.filter((rule) => rule.status === 'failed' || rule.status === 'warning');
      if ('vacuous' in fault) {
        // None of the rules it would let pass passed, and something said so: a run error or a failed rule.
        const passed = folded.filter((rule) => (fault.vacuous as readonly string[]).includes(rule.id) && rule.status === 'passed').map((rule) => rule.id);
        const caughtBy = [...runErrors.slice(0, 1), ...rules.map((rule) => rule.id)];
        const caught = caughtBy.length > 0 && passed.length === 0;
        return { fault: fault.name, rule: `none of ${fault.vacuous.length} rules passed`, caught, excused: false, caughtBy: caught ? caughtBy : [],
          tests: tests.length, reason: passed.length ? `passed vacuously: ${passed.join(', ')}` : 'no run error and no failed rule' };
      }
      const named = rules.find((rule) => rule.id === fault.rule);
      const caughtBy = [...(named ? [named.id] : []), ...runErrors, ...rules.filter((rule) => rule !== named).map((rule) => rule.id)];
      const checked = folded.find((rule) => rule.id === fault.rule);
      const excused = !named && checked?.status === 'skipped' && excusedBrowserSkip(checked.reason);
      // A fault that leaves its surface unrecognised is caught before any test: its rule's tests are skipped with that error.
      const caught = Boolean(named) || runErrors.length > 0;
      return { fault: fault.name, rule: fault.rule, caught, excused, caughtBy, tests: tests.length, reason: named?.reason ?? checked?.reason };
    });
    const missed = rows.filter((row) => !row.caught && !row.excused);
    const width = Math.max(...rows.map((row) => row.fault.length));
    const excused = rows.filter((row) => row.excused).length;
    console.log(`\nFault matrix: ${rows.filter((row) => row.caught).length} of ${rows.length} faults caught, on their rule or by a run error${excused ? `; ${excused} need Chromium, absent here` : ''}`);
    for (const row of rows) {
      const mark = row.caught ? 'caught' : row.excused ? 'n/a   ' : 'MISSED';
      console.log(`  ${mark}  ${row.fault.padEnd(width)}  → ${row.caughtBy.join(', ') || `(expected ${row.rule}: ${row.reason ?? `${row.tests} tests, none failed`})`}`);
    }
    for (const error of this.errors) console.log(`  run error: ${error}`);
    mkdirSync(this.options.reportDir, { recursive: true });
    writeFileSync(join(this.options.reportDir, 'fault-matrix.json'), JSON.stringify({ rows }, null, 2));
    const ok = missed.length === 0 && this.errors.length === 0 && result.status !== 'interrupted' && result.status !== 'timedout';
    return { status: ok ? 'passed' : 'failed' };
  }
}
