import type { FullConfig, FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import type { TargetConfig } from '../kit/config/target-config';
import { partRecord, removePartRecord, writePartRecord } from '../kit/run/part-record';

export interface PartStatusOptions {
  /** The part's blob (playwright.config.ts names it); its record goes beside it. */
  blobFile?: string;
  /** The part as the blob's name says it: `1-of-2`, `serial`. */
  part?: string;
}

/**
 * The exit status of one part of a sharded run: failed when any test failed. Tests failed by rule violations are
 * marked as expected (kit/run/kept-worker.ts), so Playwright's own status would pass the part; the merge judges
 * the rules. Listed after the blob reporter, it records the part beside the blob once that is written
 * (kit/run/part-record.ts), for `merge` to check that every part of one run is there.
 */
export default class PartStatusReporter implements Reporter {
  private failed = false;
  private target?: TargetConfig;

  constructor(private readonly options: PartStatusOptions = {}) {}

  onBegin(config: FullConfig): void {
    this.target = (config.projects[0]?.use as { target?: TargetConfig } | undefined)?.target;
    if (this.options.blobFile) removePartRecord(this.options.blobFile);
  }

  onTestEnd(_test: TestCase, result: TestResult): void {
    if (result.status === 'failed' || result.status === 'timedOut') this.failed = true;
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] }> {
    // `--list` writes no blob: no record either.
    const { blobFile, part } = this.options;
    if (blobFile && part && this.target && !process.argv.includes('--list'))
      writePartRecord(blobFile, partRecord(part, this.target));
    return { status: this.failed && result.status === 'passed' ? 'failed' : result.status };
  }

  printsToStdio(): boolean {
    return false;
  }
}
