import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FullResult } from '@playwright/test/reporter';
import { readSetupFindings } from '../kit/run/setup-handover';
import { catalogue } from '../rules';
import { faults } from '../mock/faults';
import { fold } from '../reporters/fold';
import { excusedBrowserSkip } from './browser-requirement';
import { faultCopies } from './fault-copies';
import { TargetCopyReporter } from './target-copy-reporter';

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
export default class FaultMatrixReporter extends TargetCopyReporter {
  constructor(private readonly options: { reportDir: string }) {
    super(faultCopies());
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] }> {
    const { recognitions } = readSetupFindings();
    const rows = faults.map((fault): MatrixRow => {
      const tests = this.tests.get(fault.name) ?? [];
      const folded = fold(catalogue, tests).rules;
      // A surface that served no valid request with its own credential is a run error of that instance.
      const runErrors = this.runErrorsOf(fault.name, recognitions);
      const rules = folded.filter((rule) => rule.status === 'failed' || rule.status === 'warning');
      if ('vacuous' in fault) {
        // None of the rules it would let pass passed, and something said so: a run error or a failed rule.
        const passed = folded
          .filter((rule) => (fault.vacuous as readonly string[]).includes(rule.id) && rule.status === 'passed')
          .map((rule) => rule.id);
        const caughtBy = [...runErrors.slice(0, 1), ...rules.map((rule) => rule.id)];
        const caught = caughtBy.length > 0 && passed.length === 0;
        return {
          fault: fault.name,
          rule: `none of ${fault.vacuous.length} rules passed`,
          caught,
          excused: false,
          caughtBy: caught ? caughtBy : [],
          tests: tests.length,
          reason: passed.length ? `passed vacuously: ${passed.join(', ')}` : 'no run error and no failed rule',
        };
      }
      const named = rules.find((rule) => rule.id === fault.rule);
      const caughtBy = [
        ...(named ? [named.id] : []),
        ...runErrors,
        ...rules.filter((rule) => rule !== named).map((rule) => rule.id),
      ];
      const checked = folded.find((rule) => rule.id === fault.rule);
      const excused = !named && checked?.status === 'skipped' && excusedBrowserSkip(checked.reason);
      // A fault that leaves its surface unrecognised is caught before any test: its rule's tests are skipped with that
      // error.
      const caught = Boolean(named) || runErrors.length > 0;
      return {
        fault: fault.name,
        rule: fault.rule,
        caught,
        excused,
        caughtBy,
        tests: tests.length,
        reason: named?.reason ?? checked?.reason,
      };
    });
    const missed = rows.filter((row) => !row.caught && !row.excused);
    const width = Math.max(...rows.map((row) => row.fault.length));
    const excused = rows.filter((row) => row.excused).length;
    // The seed: a fault a generated case catches under one seed and not another replays with CONFORMANCE_SEED=<seed>.
    const caught = rows.filter((row) => row.caught).length;
    const chromium = excused ? `; ${excused} need Chromium, absent here` : '';
    console.log(
      `\nFault matrix: ${caught} of ${rows.length} faults caught, on their ` +
        `rule or by a run error${chromium}; seed ${process.env.CONFORMANCE_SEED}`,
    );
    for (const row of rows) {
      const mark = row.caught ? 'caught' : row.excused ? 'n/a   ' : 'MISSED';
      const expected = `(expected ${row.rule}: ${row.reason ?? `${row.tests} tests, none failed`})`;
      console.log(`  ${mark}  ${row.fault.padEnd(width)}  → ${row.caughtBy.join(', ') || expected}`);
    }
    for (const error of this.errors) console.log(`  run error: ${error}`);
    mkdirSync(this.options.reportDir, { recursive: true });
    writeFileSync(join(this.options.reportDir, 'fault-matrix.json'), JSON.stringify({ rows }, null, 2));
    return this.verdict(result, missed.length);
  }
}
