import type { FullResult } from '@playwright/test/reporter';
import { readSetupFindings } from '../kit/run/setup-handover';
import { catalogue } from '../rules';
import { fold } from '../reporters/fold';
import { NO_VERDICT_ON_TARGET, realServiceCopies } from './real-service-copies';
import { TargetCopyReporter } from './target-copy-reporter';

/** Prints each copy's shapes → the rules they left without a pass; passes when each is exactly the expected. */
export default class RealServiceMatrixReporter extends TargetCopyReporter {
  private readonly plan = realServiceCopies();

  constructor() {
    super(realServiceCopies().map(({ copy }) => copy));
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] }> {
    const { recognitions } = readSetupFindings();
    let missed = 0;
    console.log('');
    for (const { copy, expected } of this.plan) {
      const tests = this.tests.get(copy.name) ?? [];
      const folded = fold(catalogue, tests).rules;
      const rules = folded.filter((rule) => NO_VERDICT_ON_TARGET.includes(rule.status));
      const found = rules.map((rule) => rule.id).sort();
      // A rule whose every test skipped is no evidence that the shapes leave it passed.
      const runErrors = [
        ...this.runErrorsOf(copy.name, recognitions),
        ...folded
          .filter((rule) => rule.status === 'skipped' && !rule.notChecked)
          .map((rule) => `${rule.id} skipped: ${rule.reason}`),
      ];
      const ok = tests.length > 0 && runErrors.length === 0 && found.join() === expected.join();
      if (!ok) missed++;
      const said = rules.map((rule) => `${rule.id} ${rule.status}${ok ? '' : `: ${rule.reason}`}`).join('; ');
      const wrong = ok ? '' : `; expected ${expected.join(', ') || 'none'}`;
      const errors = runErrors.map((error) => `; ${error}`).join('');
      const mark = ok ? 'ok   ' : 'WRONG';
      console.log(`  ${mark}  ${copy.name} (${tests.length} tests) → ${said || 'every rule passed'}${wrong}${errors}`);
    }
    for (const error of this.errors) console.log(`  run error: ${error}`);
    console.log(`Real service: ${this.plan.length - missed} of ${this.plan.length} copies as expected`);
    return this.verdict(result, missed);
  }
}
