import type { FullResult, Reporter, TestCase, TestError, TestResult } from '@playwright/test/reporter';
import { copyTarget, TARGET_COPY_ANNOTATION, type TargetCopy } from '../kit/run/target-copies';
import type { Recognitions } from '../kit/run/surface-recognition';
import { collectTest } from '../reporters/collect';
import type { CollectedTest } from '../reporters/collected-test';

/**
 * What the matrices that run target copies share (the fault matrix, the mutant matrix): each copy's tests, collected
 * under its name; the run's own errors; and per copy, its instance's surfaces that served no valid request.
 */
export abstract class TargetCopyReporter implements Reporter {
  /** Per copy name, its tests' last results. */
  protected readonly tests = new Map<string, CollectedTest[]>();
  protected readonly errors: string[] = [];
  /** Per copy, the base URL of its instance: where global setup's positive controls are kept. */
  private readonly baseUrls: Map<string, string>;

  constructor(copies: readonly TargetCopy[]) {
    this.baseUrls = new Map(
      copies.map((copy) => {
        const target = copyTarget(copy);
        return [copy.name, target.environments[target.env]!.baseUrl];
      }),
    );
  }

  printsToStdio(): boolean {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== 'passed' && result.retry < test.retries) return;
    const copy = test.annotations.find((annotation) => annotation.type === TARGET_COPY_ANNOTATION)?.description ?? '';
    this.tests.set(copy, [...(this.tests.get(copy) ?? []), collectTest(test, result)]);
  }

  /** Output outside any test (the mock's own error line when it cannot start) stays visible. */
  onStdErr(chunk: string | Buffer, test?: TestCase): void {
    if (!test) process.stderr.write(chunk);
  }

  onError(error: TestError): void {
    this.errors.push((error.message ?? String(error.value)).split('\n')[0]);
  }

  /**
   * A surface of the copy's instance that served no valid request with its own credential: a run error of that
   * instance.
   */
  protected runErrorsOf(copy: string, recognitions: Recognitions): string[] {
    return Object.values(recognitions[this.baseUrls.get(copy) ?? ''] ?? {}).flatMap((r) =>
      r.recognised ? [] : [`run error: ${r.problem}`],
    );
  }

  /** Passed only when nothing was missed, no run error was reported and the run was not cut short. */
  protected verdict(result: FullResult, missed: number): { status: FullResult['status'] } {
    const ok =
      missed === 0 && this.errors.length === 0 && result.status !== 'interrupted' && result.status !== 'timedout';
    return { status: ok ? 'passed' : 'failed' };
  }
}
