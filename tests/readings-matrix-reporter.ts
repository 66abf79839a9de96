import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FullResult, Reporter, TestCase, TestError, TestResult } from '@playwright/test/reporter';
import { catalogue } from '../rules';
import { collectTest } from '../reporters/collect';
import type { CollectedTest } from '../reporters/collected-test';
import { fold } from '../reporters/fold';
import { assumptionResults } from '../reporters/assumption-status';
import { probedObservations } from '../kit/readings/probed-readings';
import { readSetupFindings } from '../kit/run/setup-handover';
import { copyTarget, TARGET_COPY_ANNOTATION } from '../kit/run/target-copies';
import { PLAN_VARIABLE, readingsCopies, type ReadingsCopy, type ReadingsMatrixEntry } from './readings-matrix-plan';

interface MatrixRow {
  /** The copy: the instance and the profile. */
  run: string;
  row: string;
  expected: 'not-confirmed' | 'confirmed';
  status: string;
  /** MUST and SHOULD rules that failed (or warned); the probed profile allows no warning at all. */
  failed: string[];
  tests: number;
  /** Each test's status, and its reason when it did not pass: what to read when a row is wrong. */
  outcomes: string[];
  ok: boolean;
}

/**
 * Prints reading → what the suite made of it; passes only when every reading leaves no failed rule and the row as
 * expected.
 */
export default class ReadingsMatrixReporter implements Reporter {
  private readonly tests = new Map<string, CollectedTest[]>();
  private readonly errors: string[] = [];
  private readonly copies: ReadingsCopy[];

  constructor(private readonly options: { reportDir: string }) {
    this.copies = readingsCopies(
      JSON.parse(readFileSync(process.env[PLAN_VARIABLE] ?? '', 'utf8')) as ReadingsMatrixEntry[],
    );
  }

  printsToStdio(): boolean {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const copy = test.annotations.find((annotation) => annotation.type === TARGET_COPY_ANNOTATION)?.description;
    if (copy) this.tests.set(copy, [...(this.tests.get(copy) ?? []), collectTest(test, result)]);
  }

  onError(error: TestError): void {
    this.errors.push((error.message ?? String(error.value)).split('\n')[0]);
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] }> {
    // Every copy, tested or not: a row none of whose checks ran is no evidence of its reading.
    const rows = this.copies.map(({ copy, row, probed }): MatrixRow => {
      const collected = this.tests.get(copy.name) ?? [];
      const target = copyTarget(copy);
      const run = copy.name;
      // As the conformance report weighs them: what the probe before the run found, and what the tests showed.
      const probedSeen = probedObservations(
        readSetupFindings().probedReadings,
        target.environments[target.env]?.baseUrl,
      );
      const assumption = assumptionResults(target.assumptions, [
        ...probedSeen,
        ...collected.flatMap((test) => test.observations),
      ]).find((a) => a.id === row);
      const rules = fold(catalogue, collected).rules;
      const failed = rules
        .filter(
          (rule) => rule.status === 'failed' || (rule.status === 'warning' && (probed || rule.level === 'SHOULD')),
        )
        .map((rule) => `${rule.id}: ${rule.reason}`);
      const expected = probed ? 'confirmed' : 'not-confirmed';
      const status = assumption?.status ?? 'absent';
      const outcomes = collected.map(
        (test) =>
          `${test.status}${test.status === 'passed' ? '' : `: ${test.skipReason ?? test.errors[0] ?? ''}`} ` +
          `(${test.title.split(' › ').at(-1)})`,
      );
      return {
        run,
        row,
        expected,
        status,
        failed,
        tests: collected.length,
        outcomes,
        ok: collected.length > 0 && failed.length === 0 && status === expected,
      };
    });
    const width = Math.max(0, ...rows.map((row) => row.run.length));
    console.log(`\nReadings matrix: ${rows.filter((row) => row.ok).length} of ${rows.length} runs as expected`);
    for (const row of rows) {
      console.log(
        `  ${row.ok ? 'ok    ' : 'WRONG '}  ${row.run.padEnd(width)}  → ${row.row} ${row.status} (expected ` +
          `${row.expected})${row.failed.length ? `; failed: ${row.failed.join(' | ')}` : ''}`,
      );
    }
    for (const row of rows.filter((r) => !r.ok))
      for (const outcome of row.outcomes) console.log(`          ${row.run}: ${outcome}`);
    for (const error of this.errors) console.log(`  run error: ${error}`);
    mkdirSync(this.options.reportDir, { recursive: true });
    writeFileSync(join(this.options.reportDir, 'readings-matrix.json'), JSON.stringify({ rows }, null, 2));
    const ok =
      rows.length > 0 &&
      rows.every((row) => row.ok) &&
      this.errors.length === 0 &&
      result.status !== 'interrupted' &&
      result.status !== 'timedout';
    return { status: ok ? 'passed' : 'failed' };
  }
}
