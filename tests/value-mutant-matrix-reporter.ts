import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FullResult } from '@playwright/test/reporter';
import { readSetupFindings } from '../kit/run/setup-handover';
import { copyTarget } from '../kit/run/target-copies';
import { catalogue } from '../rules';
import { assumptionResults } from '../reporters/assumption-status';
import { fold } from '../reporters/fold';
import {
  readValueRecord,
  sampledValueMutants,
  valueMutantCopies,
  valueSample,
  VALUE_MUTATED_FILE,
  VALUE_RECORD_FILE,
  type ValueRecord,
} from './mutants/value-mutant-copies';
import { valueMutants } from './mutants/value-mutants';
import { writeRecord } from './mutants/mutant-record';
import { TargetCopyReporter } from './target-copy-reporter';

type Outcome = 'caught' | 'caught on a row' | 'caught by a run error' | 'no effect' | 'MISSED' | 'missed, as recorded';

interface ValueRow {
  mutant: string;
  operator: string;
  outcome: Outcome;
  /** Every rule that failed (or warned), and every row left not confirmed, against it. */
  caughtBy: string[];
  tests: number;
  reason?: string;
}

/**
 * Prints how many of the value mutants run were caught and the survivors with their reasons. A run of them all writes
 * the record (tests/mutants/value-mutant-record.json); a sample fails on a mutant the record says is caught and no rule
 * caught now, and on any mutant the record does not know. A mutant the record lists as missed is a known gap: printed,
 * and printed again when it is caught, so the record is made anew.
 */
export default class ValueMutantMatrixReporter extends TargetCopyReporter {
  private readonly began = Date.now();

  constructor(private readonly options: { reportDir: string }) {
    super(valueMutantCopies());
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] }> {
    const { recognitions } = readSetupFindings();
    const mutated = existsSync(VALUE_MUTATED_FILE)
      ? (JSON.parse(readFileSync(VALUE_MUTATED_FILE, 'utf8')) as Record<string, number>)
      : {};
    const copies = new Map(valueMutantCopies().map((copy) => [copy.name, copy]));
    const { size, seed } = valueSample();
    const record = size === 'all' ? undefined : readValueRecord();
    const rows = sampledValueMutants().map((entry): ValueRow => {
      const tests = this.tests.get(entry.name) ?? [];
      const failed = fold(catalogue, tests)
        .rules.filter((rule) => rule.status === 'failed' || rule.status === 'warning')
        .map((rule) => rule.id);
      const notConfirmed = assumptionResults(
        copyTarget(copies.get(entry.name)!).assumptions,
        tests.flatMap((test) => test.observations),
      )
        .filter((row) => row.status === 'not-confirmed')
        .map((row) => `${row.id} not confirmed`);
      const runErrors = this.runErrorsOf(entry.name, recognitions);
      const caughtBy = [...failed, ...notConfirmed, ...runErrors];
      const base = { mutant: entry.name, operator: entry.operator, caughtBy, tests: tests.length };
      if (failed.length) return { ...base, outcome: 'caught' };
      if (notConfirmed.length) return { ...base, outcome: 'caught on a row' };
      if (runErrors.length) return { ...base, outcome: 'caught by a run error' };
      // The answers the checks asked for never gave the operator anything to change (one item, equal siblings).
      if (mutated[entry.name] === 0)
        return { ...base, outcome: 'no effect', reason: 'no answer the checks received changed under it' };
      if (record?.outcomes[entry.name]?.outcome === 'missed')
        return { ...base, outcome: 'missed, as recorded', reason: 'a known gap of the record' };
      return {
        ...base,
        outcome: 'MISSED',
        reason:
          `${tests.length} tests of ${entry.rules.join(', ')}, none failed; ` +
          `${mutated[entry.name] ?? '?'} values changed`,
      };
    });
    const survivors = valueMutants().filter((entry) => entry.survives);
    const caught = rows.filter((row) => row.outcome.startsWith('caught'));
    const effective = rows.filter((row) => row.outcome !== 'no effect');
    const known = rows.filter((row) => row.outcome === 'missed, as recorded');
    // A sample is held to the record: a mutant it does not know means the record is older than the generator.
    const unrecorded = record ? rows.filter((row) => !record.outcomes[row.mutant]) : [];
    const nowCaught = record ? caught.filter((row) => record.outcomes[row.mutant]?.outcome === 'missed') : [];
    console.log(
      `\nValue-mutant matrix: ${size === 'all' ? 'every' : `a sample of ${rows.length}`} value mutant` +
        (process.env.VALUE_MUTANTS_MATCH
          ? ` whose name holds ${JSON.stringify(process.env.VALUE_MUTANTS_MATCH)}`
          : '') +
        ` (VALUE_MUTANTS_SEED=${seed}), each against its own mock instance ` +
        `(${Math.round((Date.now() - this.began) / 1000)} s): caught ${caught.length} of ${effective.length}` +
        `; ${rows.length - effective.length} changed nothing the checks received; ${survivors.length} survivors with ` +
        `their reasons, not run`,
    );
    for (const row of rows.filter((each) => each.outcome === 'no effect'))
      console.log(`  no effect  ${row.mutant}: ${row.reason}`);
    for (const row of known) console.log(`  missed   ${row.mutant}: a known gap of the record`);
    for (const row of nowCaught)
      console.log(`  now caught ${row.mutant} by ${row.caughtBy.join(', ')}: the record lists it missed; make it anew`);
    for (const row of unrecorded)
      console.log(`  UNRECORDED ${row.mutant}: make the record anew (npm run test:value-mutants:all)`);
    const missed = rows.filter((row) => row.outcome === 'MISSED');
    for (const row of missed) console.log(`  MISSED   ${row.mutant} (${row.reason})`);
    for (const error of this.errors) console.log(`  run error: ${error}`);
    mkdirSync(this.options.reportDir, { recursive: true });
    writeFileSync(
      join(this.options.reportDir, 'value-mutant-matrix.json'),
      JSON.stringify(
        {
          seed,
          rows,
          survivors: survivors.map((entry) => ({ mutant: entry.name, reason: entry.survives })),
        },
        null,
        2,
      ),
    );
    // An interrupted run, or one with run errors, leaves the record as it was; a matched run updates its own rows.
    if (size === 'all' && result.status !== 'interrupted' && !this.errors.length) this.writeRecord(rows);
    return this.verdict(result, missed.length + unrecorded.length);
  }

  /** The outcome of every mutant, for test:promises and for the samples of later runs. */
  private writeRecord(rows: ValueRow[]): void {
    const outcomes: ValueRecord['outcomes'] = process.env.VALUE_MUTANTS_MATCH ? { ...readValueRecord()?.outcomes } : {};
    for (const row of rows)
      outcomes[row.mutant] = row.outcome.startsWith('caught')
        ? { outcome: 'caught', caughtBy: row.caughtBy }
        : { outcome: row.outcome === 'no effect' ? 'no effect' : 'missed' };
    writeRecord(VALUE_RECORD_FILE, outcomes, Number(process.env.CONFORMANCE_SEED));
  }
}
