import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FullResult } from '@playwright/test/reporter';
import { readSetupFindings } from '../kit/run/setup-handover';
import { copyTarget } from '../kit/run/target-copies';
import { catalogue } from '../rules';
import { assumptionResults } from '../reporters/assumption-status';
import { fold } from '../reporters/fold';
import {
  mutantCopies,
  readResponseRecord,
  RESPONSE_RECORD_FILE,
  responseSample,
  runMutants,
  sampledResponseMutants,
  type ResponseOutcome,
  type ResponseRecord,
} from './mutants/mutant-copies';
import { MUTATED_FILE } from './mutants/mutant-mocks';
import { writeRecord } from './mutants/mutant-record';
import { responseMutants } from './mutants/response-mutants';
import { TargetCopyReporter } from './target-copy-reporter';

type Outcome = 'caught' | 'caught on its row' | 'caught by a run error' | 'not applicable' | 'MISSED';

interface MutantRow {
  mutant: string;
  surface: string;
  rule: string;
  outcome: Outcome;
  /** Every rule (or row not confirmed) that failed against it, its own first. */
  caughtBy: string[];
  tests: number;
  reason?: string;
}

/** The outcome a row leaves in the record: its ways of being caught are one. */
const recorded = (outcome: Outcome): ResponseOutcome =>
  outcome.startsWith('caught') ? 'caught' : outcome === 'not applicable' ? 'not applicable' : 'missed';

/**
 * Prints per surface how many of the mutants the schemas forbid were caught on the rule that judges their body,
 * and lists the allowed ones with their reasons; fails on any forbidden mutant missed. A run of them all writes the
 * record (tests/mutants/response-mutant-record.json); a sample fails on a mutant whose outcome is not the record's,
 * and on any mutant the record does not know.
 */
export default class MutantMatrixReporter extends TargetCopyReporter {
  private readonly began = Date.now();

  constructor(private readonly options: { reportDir: string }) {
    super(mutantCopies());
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] }> {
    const { recognitions } = readSetupFindings();
    const mutated = existsSync(MUTATED_FILE)
      ? (JSON.parse(readFileSync(MUTATED_FILE, 'utf8')) as Record<string, number>)
      : {};
    const copies = new Map(mutantCopies().map((copy) => [copy.name, copy]));
    const { size, seed } = responseSample();
    const record = size === 'all' ? undefined : readResponseRecord();
    const rows = sampledResponseMutants().map((entry): MutantRow => {
      const tests = this.tests.get(entry.name) ?? [];
      const failed = fold(catalogue, tests)
        .rules.filter((rule) => rule.status === 'failed' || rule.status === 'warning')
        .map((rule) => rule.id);
      // A body of another shape than an assumed payload leaves its row not confirmed: caught on that row.
      const rows = entry.payloadRow
        ? assumptionResults(
            copyTarget(copies.get(entry.name)!).assumptions,
            tests.flatMap((test) => test.observations),
          )
            .filter((row) => row.id === entry.payloadRow && row.status === 'not-confirmed')
            .map((row) => `${row.id} not confirmed`)
        : [];
      const runErrors = this.runErrorsOf(entry.name, recognitions);
      const caughtBy = [
        ...failed.filter((id) => id === entry.rule),
        ...rows,
        ...runErrors,
        ...failed.filter((id) => id !== entry.rule),
      ];
      const base = { mutant: entry.name, surface: entry.surface, rule: entry.rule, caughtBy, tests: tests.length };
      if (failed.includes(entry.rule)) return { ...base, outcome: 'caught' };
      if (rows.length) return { ...base, outcome: 'caught on its row' };
      if (runErrors.length) return { ...base, outcome: 'caught by a run error' };
      // The answers the rule's checks asked for never carried that place: nothing there to break.
      if (mutated[entry.name] === 0)
        return {
          ...base,
          outcome: 'not applicable',
          reason: `no answer the checks of ${entry.rule} received carries ${entry.mutant.pointer}`,
        };
      return {
        ...base,
        outcome: 'MISSED',
        reason: `${tests.length} tests of ${entry.rule}, none failed; ${mutated[entry.name] ?? '?'} places changed`,
      };
    });
    const allowed = responseMutants().filter((entry) => entry.allowed);
    const sample = `a sample, every kind and surface in it; RESPONSE_MUTANTS_SEED=${seed} replays it`;
    console.log(
      `\nMutant matrix: ${rows.length} of the ${runMutants().length} response-shape mutants the schemas forbid ` +
        `(${size === 'all' ? 'all' : sample}), each against its own mock instance ` +
        `(${Math.round((Date.now() - this.began) / 1000)} s)`,
    );
    for (const surface of [...new Set([...rows, ...allowed].map((row) => row.surface))]) {
      const forbidden = rows.filter((row) => row.surface === surface && row.outcome !== 'not applicable');
      const caught = forbidden.filter((row) => row.outcome.startsWith('caught'));
      const onRow = forbidden.filter((row) => row.outcome === 'caught on its row').length;
      const inapplicable = rows.filter((row) => row.surface === surface && row.outcome === 'not applicable').length;
      const allowedHere = allowed.filter((entry) => entry.surface === surface).length;
      console.log(
        `  ${surface}: ${caught.length} of ${forbidden.length} mutants ` +
          `caught${onRow ? ` (${onRow} as their assumed payload's row not confirmed)` : ''}; ${allowedHere} ` +
          `allowed by the schemas${inapplicable ? `; ${inapplicable} not applicable` : ''}`,
      );
    }
    for (const entry of allowed) console.log(`  allowed  ${entry.name}: ${entry.allowed}`);
    for (const row of rows.filter((each) => each.outcome === 'not applicable'))
      console.log(`  n/a      ${row.mutant}: ${row.reason}`);
    for (const row of rows.filter((each) => each.outcome === 'caught by a run error'))
      console.log(`  caught   ${row.mutant} by a run error: ${row.caughtBy.join(', ')}`);
    const missed = rows.filter((row) => row.outcome === 'MISSED');
    for (const row of missed)
      console.log(
        `  MISSED   ${row.mutant} (expected ${row.rule}: ` +
          `${row.reason}${row.caughtBy.length ? `; failed: ${row.caughtBy.join(', ')}` : ''})`,
      );
    // A sample is held to the record: an outcome of its own, or a mutant it does not know (newer than the record).
    const unrecorded = record ? rows.filter((row) => !record.outcomes[row.mutant]) : [];
    const changed = record
      ? rows.filter(
          (row) => record.outcomes[row.mutant] && record.outcomes[row.mutant].outcome !== recorded(row.outcome),
        )
      : [];
    for (const row of changed)
      console.log(
        `  CHANGED  ${row.mutant}: ${row.outcome}${row.caughtBy.length ? ` (${row.caughtBy.join(', ')})` : ''}, ` +
          `the record says ${record!.outcomes[row.mutant].outcome}; ` +
          `replay with RESPONSE_MUTANTS_SEED=${seed}, or make the record anew (npm run test:mutants:all)`,
      );
    for (const row of unrecorded)
      console.log(`  UNRECORDED ${row.mutant}: make the record anew (npm run test:mutants:all)`);
    for (const error of this.errors) console.log(`  run error: ${error}`);
    mkdirSync(this.options.reportDir, { recursive: true });
    writeFileSync(
      join(this.options.reportDir, 'mutant-matrix.json'),
      JSON.stringify(
        {
          seed,
          rows,
          allowed: allowed.map((entry) => ({
            mutant: entry.name,
            surface: entry.surface,
            rule: entry.rule,
            reason: entry.allowed,
          })),
        },
        null,
        2,
      ),
    );
    // An interrupted run, or one with run errors, leaves the record as it was.
    if (size === 'all' && result.status !== 'interrupted' && !this.errors.length) this.writeRecord(rows);
    return this.verdict(result, missed.length + unrecorded.length + changed.length);
  }

  /** The outcome of every mutant and what caught it, for test:promises, the README and later runs' samples. */
  private writeRecord(rows: MutantRow[]): void {
    const outcomes: ResponseRecord['outcomes'] = {};
    for (const row of rows)
      outcomes[row.mutant] = row.caughtBy.length
        ? { outcome: recorded(row.outcome), caughtBy: row.caughtBy }
        : { outcome: recorded(row.outcome) };
    writeRecord(RESPONSE_RECORD_FILE, outcomes, Number(process.env.CONFORMANCE_SEED));
  }
}
