import { test, expect } from '@playwright/test';
import type { CollectedTest } from '../../reporters/collected-test';
import { workerTimeline } from '../../reporters/worker-timeline';
import { collectedTest } from './collected-test-fixture';

const START = Date.parse('2026-11-29T12:00:00Z');

function ran(worker: number, startAfterMs: number, durationMs: number): CollectedTest {
  return collectedTest({
    title: `test on ${worker} at ${startAfterMs}`,
    durationMs,
    startedAtMs: START + startAfterMs,
    worker,
  });
}

test('the first test, each worker share and the idle tail from the first worker done to the last', () => {
  const timeline = workerTimeline([ran(0, 1500, 1000), ran(1, 1600, 3000), ran(0, 2500, 500)], START);
  expect(timeline).toEqual({
    firstTestAfterMs: 1500,
    workers: [
      { worker: 0, tests: 2, busyMs: 1500, lastEndAfterMs: 3000 },
      { worker: 1, tests: 1, busyMs: 3000, lastEndAfterMs: 4600 },
    ],
    idleTailMs: 1600,
  });
});

test('no timeline where two tests of one worker overlap (a merge of parts) or no test carries its start', () => {
  expect(workerTimeline([ran(0, 0, 1000), ran(0, 500, 1000)], START)).toBeUndefined();
  expect(workerTimeline([{ ...ran(0, 0, 1000), startedAtMs: undefined }], START)).toBeUndefined();
  // Rounding of a duration by a millisecond is no overlap.
  expect(workerTimeline([ran(0, 0, 1001), ran(0, 1000, 10)], START)?.idleTailMs).toBe(0);
});
