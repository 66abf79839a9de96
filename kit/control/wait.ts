import type { TestInfo } from '@playwright/test';
import type { TargetConfig } from '../config/target-config';
import type { ControlClient } from './control-client';

export type Wait = (seconds: number) => Promise<void>;

/**
 * Time passing for a time-dependent scenario: the target's control clock when it has one; real time only when
 * CONFORMANCE_REAL_TIME=1; otherwise the test is skipped with the reason.
 */
export function waitOn(control: ControlClient, target: TargetConfig, testInfo: TestInfo): Wait {
  const missing = control.missing('clock');
  if (!missing) return async (seconds) => void (await control.advanceClock(seconds));
  testInfo.skip(!target.realTime, `${missing}; set CONFORMANCE_REAL_TIME=1 to wait in real time`);
  testInfo.setTimeout(testInfo.timeout + 300_000);
  return (seconds) => {
    // A long wait (a loaded checkout URL held for 10 minutes) brings its own time.
    testInfo.setTimeout(testInfo.timeout + seconds * 1000);
    return new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  };
}
