import type { CollectedTest } from './collected-test';

/** One worker's share of the run: its tests, their summed time, and when its last test ended. */
export interface WorkerShare {
  worker: number;
  tests: number;
  busyMs: number;
  lastEndAfterMs: number;
}

/**
 * Where a run's time went beside its tests (issue 43, item 4), in ms after the run's start: when the first test
 * began (the run's own start: loading modules, global setup, workers' start), each worker's share, and the idle
 * tail, from the first worker's last test to the last one's, when one worker had nothing left to run.
 */
export interface WorkerTimeline {
  firstTestAfterMs: number;
  workers: WorkerShare[];
  idleTailMs: number;
}

/**
 * The run's timeline from its tests' starts and workers; undefined where tests carry none, or where two tests of
 * one worker overlap (parts of a sharded run merged: each part's workers reuse the same indices).
 */
export function workerTimeline(tests: readonly CollectedTest[], runStartedAtMs: number): WorkerTimeline | undefined {
  const ran = tests.filter(
    (test): test is CollectedTest & { startedAtMs: number; worker: number } =>
      test.startedAtMs !== undefined && test.worker !== undefined && test.worker >= 0,
  );
  if (!ran.length) return undefined;
  const byWorker = new Map<number, typeof ran>();
  for (const test of ran) byWorker.set(test.worker, [...(byWorker.get(test.worker) ?? []), test]);
  const workers: WorkerShare[] = [];
  for (const [worker, own] of [...byWorker].sort(([a], [b]) => a - b)) {
    const sorted = [...own].sort((a, b) => a.startedAtMs - b.startedAtMs);
    // A 1 ms overlap is Playwright's rounding of a test's duration, not two tests at once.
    if (sorted.some((test, i) => i > 0 && test.startedAtMs < sorted[i - 1].startedAtMs + sorted[i - 1].durationMs - 1))
      return undefined;
    const last = sorted[sorted.length - 1];
    workers.push({
      worker,
      tests: own.length,
      busyMs: own.reduce((sum, test) => sum + test.durationMs, 0),
      lastEndAfterMs: last.startedAtMs + last.durationMs - runStartedAtMs,
    });
  }
  const ends = workers.map((share) => share.lastEndAfterMs);
  return {
    firstTestAfterMs: Math.min(...ran.map((test) => test.startedAtMs)) - runStartedAtMs,
    workers,
    idleTailMs: workers.length > 1 ? Math.max(...ends) - Math.min(...ends) : 0,
  };
}
