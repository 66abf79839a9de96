/** What the exit code of every command means (README, `--help`; tests/package-install.ts checks 0, 1 and 2). */
export const EXIT_CODES = [
  { code: 0, meaning: 'green: no MUST rule failed and the run had no error (a SHOULD or ASSUMED failure only warns)' },
  { code: 1, meaning: 'red: a MUST rule failed, the run had an error outside any test (a surface not recognised), or it was interrupted; verify: the package does not verify' },
  { code: 2, meaning: 'configuration: a variable, an option or a file is wrong (one line names it); nothing ran and no report was overwritten' },
] as const;
