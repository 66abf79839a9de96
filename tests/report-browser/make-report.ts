import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mockTargetEnv } from '../mock-target';
import { ruleTagPattern } from '../../kit/checking';
import { FAULT, PORT_BASE, REPORT_DIR, RULES } from './report-under-test';

/**
 * Global setup of the report's browser test: the same few rules run twice against one mock address, first
 * faithful, then with a fault, so the report under test has a failure with evidence and a previous run to
 * compare with (the first run is kept under history/).
 */
export default async function makeReport(): Promise<void> {
  rmSync(REPORT_DIR, { recursive: true, force: true });
  await runAgainstMock(undefined);
  const status = await runAgainstMock(FAULT.name);
  if (status !== 1)
    throw new Error(`the run against the '${FAULT.name}' fault exited ${status}, not 1 (a failed MUST rule)`);
}

async function runAgainstMock(fault: string | undefined): Promise<number | null> {
  const mock = spawn(
    'node_modules/.bin/tsx',
    ['mock/main.ts', '--port-base', String(PORT_BASE), ...(fault ? ['--fault', fault] : [])],
    { stdio: 'ignore' },
  );
  try {
    await ready(`http://127.0.0.1:${PORT_BASE + 2}/capabilities`);
    const run = spawnSync('node_modules/.bin/playwright', ['test', '--grep', ruleTagPattern(RULES).source], {
      env: { ...process.env, ...targetEnv(), FORCE_COLOR: '0' },
      encoding: 'utf8',
      timeout: 120_000,
    });
    if (run.status !== 0 && run.status !== 1)
      throw new Error(`the conformance run exited ${run.status}: ${run.stderr.split('\n')[0]}`);
    return run.status;
  } finally {
    // Gone before the next instance listens on the same ports: else the next readiness check may hear this one.
    mock.kill('SIGTERM');
    if (mock.exitCode === null) await new Promise((stopped) => mock.once('exit', stopped));
  }
}

/** The mock at PORT_BASE as a "real" target. */
function targetEnv(): Record<string, string> {
  return { ...mockTargetEnv(PORT_BASE), CONFORMANCE_SEED: '424242', REPORT_DIR };
}

async function ready(url: string, deadline = Date.now() + 30_000): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the mock did not answer at ${url} within 30 s`);
}
