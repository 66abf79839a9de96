import { expect } from '@playwright/test';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { built } from './cli-build';

/** The repository the CLI runs from, as `npm run` runs it. */
export const ROOT = join(__dirname, '..', '..');

/** What a command printed, how it exited and how long it took. */
export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** No target of the shell's: the embedded mock, in sandbox, unless a test gives one. */
export const NO_TARGET: Readonly<Record<string, string>> = {
  FORCE_COLOR: '0',
  SANDBOX_BASE_URL: '',
  PRODUCTION_BASE_URL: '',
  CONTROL_URL: '',
  PARTNER_BASE_URL: '',
  CONFORMANCE_ENV: 'sandbox',
};

/** `crypto-ramp-conformance ARGS` from source, with the shell's variables and `env` over them. */
export function runCli(
  args: readonly string[],
  env: Readonly<Record<string, string>> = {},
  cwd = ROOT,
): Promise<CliRun> {
  // Transformed from source once per unit run (cli-build.ts): tsx's loader cost each command a second of CPU.
  const cli = built('cli/main.ts');
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], {
      cwd,
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr, ms: Date.now() - started }));
  });
}

/**
 * A configuration error as the CLI tells one: one line on stderr matching `line`, nothing on stdout, exit 2, in time.
 */
export function expectOneLine(run: CliRun, line: RegExp, withinMs = 30_000): void {
  expect(run.stderr.trim().split('\n'), run.stderr).toHaveLength(1);
  expect(run.stderr.trim()).toMatch(line);
  expect(run.stdout.trim()).toBe('');
  expect(run.code).toBe(2);
  expect(run.ms).toBeLessThan(withinMs);
}
