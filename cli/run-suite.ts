import { spawn } from 'node:child_process';
import { extname, join } from 'node:path';

/**
 * The suite's Playwright configs, .ts from source and .js when built: the run's at the root, the others (merge, and
 * the partner runs') here beside the commands that use them.
 */
export function suiteConfig(name: 'playwright' | 'merge' | 'receiver' | 'proxy' | 'page'): string {
  return join(__dirname, name === 'playwright' ? '..' : '.', `${name}.config${extname(__filename)}`);
}

/**
 * Runs Playwright's own CLI (the one this package depends on) with `args` and the variables in `env` on top of
 * the process's, and resolves to its exit code; a stop signal is passed on, and ends the run with 1.
 */
export function playwright(args: string[], env: Record<string, string>): Promise<number> {
  const child = spawn(process.execPath, [require.resolve('@playwright/test/cli'), ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward).on('SIGTERM', forward);
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      process.off('SIGINT', forward).off('SIGTERM', forward);
      resolve(code ?? 1);
    });
  });
}
