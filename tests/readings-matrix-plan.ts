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

/** Where the runner hands the plan to the Playwright config (a file path, in this variable). */
export const PLAN_VARIABLE = 'READINGS_MATRIX_PLAN';
export const READINGS_MATRIX_DIR = 'reports/readings-matrix';
