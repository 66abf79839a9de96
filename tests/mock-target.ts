import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ConformanceReport } from '../reporters/model';
import { EMBEDDED_MOCK_CREDENTIALS, EMBEDDED_MOCK_SETTINGS } from '../kit/config/embedded-mock';
import { credentialVariables } from '../kit/config/credentials';

/**
 * A reference-mock instance listening at `portBase` (sandbox, production, control), pointed at as a "real"
 * target: its base URLs and its public test credentials, whatever the shell holds. Writes are allowed: every
 * instance is a mock, its "production" included.
 */
export function mockTargetEnv(portBase: number): Record<string, string> {
  return {
    ...credentialVariables(EMBEDDED_MOCK_CREDENTIALS),
    CONFORMANCE_ENV: 'sandbox',
    ...mockTargetUrls(portBase),
    CONFORMANCE_PREVIOUS_REPORT: '',
    CONFORMANCE_ANNOTATIONS: 'none',
    CONFORMANCE_ALLOW_WRITES: '1',
    // The mock's own settings, as the embedded run takes them (its price budget).
    ...EMBEDDED_MOCK_SETTINGS,
  };
}

/**
 * The addresses of the instance at `portBase` alone: what tells one instance from another (kit/run/target-copies.ts).
 */
export function mockTargetUrls(portBase: number): Record<string, string> {
  return {
    SANDBOX_BASE_URL: `http://127.0.0.1:${portBase}`,
    PRODUCTION_BASE_URL: `http://127.0.0.1:${portBase + 1}`,
    CONTROL_URL: `http://127.0.0.1:${portBase + 2}`,
    // The sandbox listener under its partner host name (mock/environment.ts, PARTNER_HOST_NAME).
    PARTNER_BASE_URL: `http://localhost:${portBase}`,
  };
}

/** The repository's command from source, as the npm scripts run it. */
export const SOURCE_CLI = ['node_modules/.bin/tsx', 'cli/main.ts'] as const;

/** Starts `mock` with `args` and resolves once it listens; the caller stops it (SIGTERM). */
export async function startMockProcess(args: readonly string[]): Promise<ChildProcess> {
  const mock = spawn(SOURCE_CLI[0], [SOURCE_CLI[1], 'mock', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((ready, failed) => {
    let out = '';
    mock.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('mock control')) ready();
    });
    mock.on('exit', (code) => failed(new Error(`the mock exited ${code} before it listened`)));
  });
  return mock;
}

/**
 * A whole conformance run from source with `env` on top of this process's; async, so servers in this process answer.
 */
export function conformanceRun(
  reportDir: string,
  env: Record<string, string>,
): Promise<{ status: number | null; report: ConformanceReport }> {
  const child = spawn(SOURCE_CLI[0], [SOURCE_CLI[1], 'run'], {
    env: { ...process.env, FORCE_COLOR: '0', ...env, REPORT_DIR: reportDir },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((done) =>
    child.on('exit', (status) =>
      done({
        status,
        report: JSON.parse(readFileSync(join(reportDir, 'conformance.json'), 'utf8')) as ConformanceReport,
      }),
    ),
  );
}
