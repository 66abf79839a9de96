import { runCancellable } from '../kit/run/process-tree';
import { extname, join } from 'node:path';

/**
 * The suite's Playwright configs, .ts from source and .js when built: the run's at the root, the others (merge, and
 * the partner runs') here beside the commands that use them.
 */
export function suiteConfig(name: 'playwright' | 'merge' | 'receiver' | 'proxy' | 'page' | 'flow'): string {
  return join(__dirname, name === 'playwright' ? '..' : '.', `${name}.config${extname(__filename)}`);
}

/**
 * Runs Playwright's own CLI (the one this package depends on) with `args` and the variables in `env` on top of
 * the process's, and resolves to its exit code; SIGINT or SIGTERM ends it and every process it started (130, 143).
 */
export function playwright(args: string[], env: Record<string, string>): Promise<number> {
  // Its own process group, ended whole on SIGINT or SIGTERM: the runner, its workers and the embedded mock with it.
  return runCancellable(process.execPath, [require.resolve('@playwright/test/cli'), ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  }).then((code) => code ?? 1);
}
