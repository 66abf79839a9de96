import { test, expect } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { descendantsOf } from '../../kit/run/process-tree';
import { NO_TARGET, ROOT } from './cli-process';

/**
 * Issue 44, item 5: cancelling `run` (SIGTERM, as CI's cancel sends; SIGINT is Ctrl-C) stops every process it started
 * (the Playwright runner, its workers, the embedded mock), at once, and the last report is kept: a cancelled run
 * sends no more traffic and writes no "inconclusive" report minutes later.
 */
test.describe.configure({ timeout: 90_000 });

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`${signal} to a run: no process of it survives, exit 128 + signal, the last report kept`, async () => {
    const reports = join(mkdtempSync(join(tmpdir(), 'conformance-cancel-')), 'reports');
    mkdirSync(reports);
    const last = '{"the last whole run": true}\n';
    writeFileSync(join(reports, 'conformance.json'), last);
    const cli = spawn(
      join(ROOT, 'node_modules/.bin/tsx'),
      [join(ROOT, 'cli/main.ts'), 'run', '--report-dir', reports],
      {
        cwd: ROOT,
        env: { ...process.env, ...NO_TARGET, CONFORMANCE_PROFILE: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    cli.stdout.on('data', (chunk) => (output += chunk));
    cli.stderr.on('data', (chunk) => (output += chunk));
    // Running: the first line names the target once the runner, its workers and the mock are up.
    await expect.poll(() => output, { timeout: 60_000, intervals: [250] }).toMatch(/tests \(/);
    const started = descendantsOf(cli.pid!);
    expect(started.length, 'the runner and the mock are running').toBeGreaterThan(2);
    const exited = new Promise<number | null>((resolve) => cli.on('exit', (code) => resolve(code)));
    const sent = Date.now();
    cli.kill(signal);
    expect(await exited).toBe(signal === 'SIGTERM' ? 143 : 130);
    expect(Date.now() - sent).toBeLessThan(10_000);
    await expect
      .poll(() => started.filter(alive), { timeout: 5_000, message: `still running after ${signal}` })
      .toEqual([]);
    // Nothing ran on to write over it.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(readFileSync(join(reports, 'conformance.json'), 'utf8')).toBe(last);
  });
}
