import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FullResult } from '@playwright/test/reporter';
import { readSetupFindings } from '../kit/run/setup-handover';
import { copyTarget } from '../kit/run/target-copies';
import { catalogue } from '../rules';
import { assumptionResults } from '../reporters/assumption-status';
import { fold } from '../reporters/fold';
import { mutantCopies, runMutants } from './mutants/mutant-copies';
import { MUTATED_FILE } from './mutants/mutant-mocks';
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

/**
 * Prints per surface how many of the mutants the schemas forbid were caught on the rule that judges their body,
 * and lists the allowed ones with their reasons; fails on any forbidden mutant missed.
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
    const rows = runMutants().map((entry): MutantRow => {
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
    console.log(
      `\nMutant matrix: ${rows.length} response-shape mutants the schemas forbid, each against its own mock ` +
        `instance (${Math.round((Date.now() - this.began) / 1000)} s)`,
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
    for (const error of this.errors) console.log(`  run error: ${error}`);
    mkdirSync(this.options.reportDir, { recursive: true });
    writeFileSync(
      join(this.options.reportDir, 'mutant-matrix.json'),
      JSON.stringify(
        {
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
    return this.verdict(result, missed.length);
  }
}
