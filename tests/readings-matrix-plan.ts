import type { TargetCopy } from '../kit/run/target-copies';
import { mockTargetUrls } from './mock-target';

/** One instance of the readings matrix: the mock in some readings, and the profile the probe wrote against it. */
export interface ReadingsMatrixEntry {
  /** "ROW=VALUE", or "--readings other" for the instance in every other reading. */
  name: string;
  /** The rows whose readings the instance takes, and their values. */
  readings: Record<string, string>;
  portBase: number;
  /** The profile the probe wrote against it. */
  profile: string;
}

/** A run of the matrix: the checks of a row against an instance, with the default or the probed profile. */
export interface ReadingsCopy {
  copy: TargetCopy;
  row: string;
  /** The probed profile (the row must be confirmed, the run green) rather than the default (not confirmed). */
  probed: boolean;
}

/**
 * Two copies per instance of a single reading (kit/run/target-copies.ts). Two seeds: what the first creates (an
 * identity's email) must not be created again by the second.
 */
export function readingsCopies(plan: readonly ReadingsMatrixEntry[]): ReadingsCopy[] {
  return plan
    .filter((entry) => Object.keys(entry.readings).length === 1)
    .flatMap((entry) => {
      const [row] = Object.keys(entry.readings);
      const rules = [row];
      const variables = mockTargetUrls(entry.portBase);
      return [
        {
          row,
          probed: false,
          copy: {
            name: `${entry.name} · default profile`,
            rules,
            variables: { ...variables, CONFORMANCE_SEED: '20261123', CONFORMANCE_PROFILE: '' },
          },
        },
        {
          row,
          probed: true,
          copy: {
            name: `${entry.name} · probed profile`,
            rules,
            variables: { ...variables, CONFORMANCE_SEED: '20261124', CONFORMANCE_PROFILE: entry.profile },
          },
        },
      ];
    });
}

/** Where the runner hands the plan to the Playwright config (a file path, in this variable). */
export const PLAN_VARIABLE = 'READINGS_MATRIX_PLAN';
export const READINGS_MATRIX_DIR = 'reports/readings-matrix';
