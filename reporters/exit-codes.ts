import type { ConformanceReport } from './model';

type RunStatus = ConformanceReport['runStatus'];

/**
 * What the exit code of every command means (README, `--help`; tests/unit/readme-docs.spec.ts holds the README's table
 * to these codes), and the run statuses each stands for: the conformance reporter exits with it
 * (tests/package-install.ts checks 0, 1 and 2, tests/flaky-target.ts 3).
 */
export const EXIT_CODES: readonly { code: number; meaning: string; runStatuses: readonly RunStatus[] }[] = [
  {
    code: 0,
    meaning: 'green: no MUST rule failed and the run had no error (a SHOULD or ASSUMED failure only warns)',
    runStatuses: ['passed'],
  },
  {
    code: 1,
    meaning:
      'red: a MUST rule failed, the run had an error outside any test (a surface not recognised), or it was ' +
      'interrupted; verify: the package does not verify',
    runStatuses: ['failed', 'timedout', 'interrupted'],
  },
  {
    code: 2,
    meaning:
      'configuration: a variable, an option or a file is wrong, or the run would check nothing (a selection that ' +
      'matched no test, every test skipped), and one line names it; no report was overwritten',
    runStatuses: [],
  },
  {
    code: 3,
    meaning:
      'inconclusive: no MUST rule failed, but the environment kept some check from a verdict (no answer, a ' +
      '429 outside the budget, a 5xx while the surface was down), after retries',
    runStatuses: ['inconclusive'],
  },
  {
    code: 4,
    meaning:
      "suite error: no MUST rule failed, but a check broke in the suite's own code (report it with the run's seed)",
    runStatuses: ['error'],
  },
];

export function exitCodeOf(status: RunStatus): number {
  return EXIT_CODES.find((row) => row.runStatuses.includes(status))?.code ?? 1;
}

/**
 * Which exit code speaks for several runs (a certification's environments): configuration, then a code of no row
 * (a crash, a signal), then red, a suite error, inconclusive, green.
 */
const PRECEDENCE = [2, 1, 4, 3, 0];

export function worstExitCode(codes: readonly number[]): number {
  if (codes.includes(2)) return 2;
  return codes.find((code) => !PRECEDENCE.includes(code)) ?? PRECEDENCE.find((code) => codes.includes(code)) ?? 0;
}
