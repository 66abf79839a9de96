import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * The exit status of one part of a sharded run: failed when any test failed. Tests failed by rule violations are
 * marked as expected (kit/run/kept-worker.ts), so Playwright's own status would pass the part; the merge judges
 * the rules.
 */
export default class PartStatusReporter implements Reporter {
  private failed = false;

  onTestEnd(_test: TestCase, result: TestResult): void {
    if (result.status === 'failed' || result.status === 'timedOut') this.failed = true;
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] }> {
    return { status: this.failed && result.status === 'passed' ? 'failed' : result.status };
  }

  printsToStdio(): boolean {
    return false;
  }
}
