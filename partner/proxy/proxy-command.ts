import { runCancellable } from '../../kit/run/process-tree';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readCredentials } from '../../kit/config/credentials';
import { ConfigError, readProfiledTarget } from '../../kit/config/read-target';
import type { TargetConfig } from '../../kit/config/target-config';
import { PROXY_VARIABLES } from '../../kit/proxy/proxy-target';
import { forwardingTo, type Forwarding } from './forwarding';
import { seen } from './seen-exchange';

/**
 * Where the partner points its backend when `--port` does not say (below the ephemeral range, beside the embedded
 * mock's).
 */
export const DEFAULT_PROXY_PORT = 24320;
/** The variable the partner's command finds the proxy's address in. */
export const PROXY_URL_VARIABLE = 'CONFORMANCE_PROXY_URL';

export interface ProxyOptions {
  /** The service to forward to; none: the configured environment's base URL, else the embedded mock. */
  target?: string;
  port?: string;
  integration?: string;
  /** The partner's command, run with CONFORMANCE_PROXY_URL set; none: until SIGINT or SIGTERM. */
  command: string[];
  /** The variables of the run: the shell's, .env's and the options'. */
  settings: Record<string, string | undefined>;
  /** Runs the lint (cli/proxy.config.ts) with these variables on top; its exit code. */
  lint(env: Record<string, string>): Promise<number>;
  /** Starts the embedded mock, the target when neither --target nor a base URL names one. */
  embeddedService(): Promise<{ urls: Record<string, string>; close(): Promise<void> }>;
}

/**
 * `proxy`: forwards the partner's backend's requests to the service unchanged, then checks the partner's rules that
 * the traffic shows (partner/proxy/traffic-rules.ts) and writes the reports to REPORT_DIR/proxy. Exit codes are a
 * conformance run's; a configuration mistake is one line and 2.
 */
export async function runProxy(options: ProxyOptions): Promise<number> {
  let run: TargetConfig;
  let port: number;
  try {
    run = readProfiledTarget(options.settings);
    port = options.port === undefined ? DEFAULT_PROXY_PORT : Number(options.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw new ConfigError(`--port must be a port number (0: any free one): '${options.port}'`);
    if (options.integration !== undefined && !['new', 'existing'].includes(options.integration))
      throw new ConfigError(`--integration must be new or existing: '${options.integration}'`);
    if (options.target !== undefined && !URL.canParse(options.target))
      throw new ConfigError(`--target must be a URL: '${options.target}'`);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`proxy: ${error.message}`);
    return 2;
  }
  const mock = !options.target && run.embeddedMock ? await options.embeddedService() : undefined;
  const target = options.target ?? mock?.urls[run.env] ?? run.environments[run.env]!.baseUrl;
  let forwarding: Forwarding | undefined;
  try {
    const started = await forwardingTo(target, port, run.maxBodyBytes);
    if ('problem' in started) {
      console.error(`proxy: ${started.problem}`);
      return 2;
    }
    forwarding = started;
    console.log(
      `proxy: ${forwarding.url} forwards to ${target}${mock ? ' (the embedded mock)' : ''}; point the ` +
        `partner's base URLs at it (${PROXY_URL_VARIABLE})`,
    );
    const partner = await (options.command.length ? runPartner(options.command, forwarding.url) : untilStopped());
    if (partner !== 0)
      console.error(
        `proxy: the partner's command ${partner === undefined ? 'did not start' : `exited ${partner}`}; its ` +
          `traffic is checked as it came`,
      );
  } finally {
    await forwarding?.close();
    await mock?.close();
  }
  const passed = forwarding.exchanges;
  if (!passed.length) {
    console.error(
      `proxy: no request came through ${forwarding.url}: point the partner's base URLs at it, or give the ` +
        `command that drives the partner after --`,
    );
    return 2;
  }
  const credentials = readCredentials(options.settings, run.embeddedMock);
  const folder = mkdtempSync(join(tmpdir(), 'proxy-traffic-'));
  const trafficFile = join(folder, 'traffic.json');
  try {
    writeFileSync(trafficFile, JSON.stringify(passed.map((exchange) => seen(exchange, credentials, run.hmac))));
    console.log(`proxy: ${passed.length} exchanges seen; checking the partner's rules`);
    return await options.lint({
      [PROXY_VARIABLES.target]: target,
      [PROXY_VARIABLES.traffic]: trafficFile,
      ...(options.integration ? { [PROXY_VARIABLES.integration]: options.integration } : {}),
    });
  } finally {
    // The traffic holds the partner's request bodies (test customers' emails): it is not a report.
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The partner's command, with the proxy's address; its exit code, or undefined when it could not start. */
function runPartner(command: string[], proxyUrl: string): Promise<number | undefined> {
  // Cancelling the proxy ends the partner's command and every process it started, not the command alone.
  return runCancellable(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, [PROXY_URL_VARIABLE]: proxyUrl },
  });
}

function untilStopped(): Promise<number> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop).off('SIGTERM', stop);
      resolve(0);
    };
    process.on('SIGINT', stop).on('SIGTERM', stop);
  });
}
