import type { FullResult } from '@playwright/test/reporter';
import ConformanceReporter from './conformance-reporter';

/**
 * The conformance reporter under `playwright merge-reports`, which ignores a reporter's status and exits 0. The
 * target contract wants a failed MUST rule to fail the step that reports it, so this one exits 1 itself, last of
 * all reporters (cli/merge.config.ts lists it last).
 */
export default class MergedConformanceReporter extends ConformanceReporter {
  private status: FullResult['status'] = 'passed';

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] }> {
    const outcome = await super.onEnd(result);
    this.status = outcome.status;
    return outcome;
  }

  async onExit(): Promise<void> {
    await super.onExit();
    // An inconclusive run or a suite error has exited with its own code in the reporter's onExit already.
    if (this.status !== 'passed') process.exit(1);
  }
}
