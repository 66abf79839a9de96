import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { readCredentials } from '../../kit/config/credentials';
import { ConfigError, readProfiledTarget } from '../../kit/config/read-target';
import type { TargetConfig } from '../../kit/config/target-config';
import { writesRefused } from '../../kit/config/writes';
import { emptyFlowRecord, FLOW_SCREENSHOTS, type FlowPlanId, type FlowRecord } from '../../kit/flow/flow-record';
import { FLOW_RECORD_VARIABLE } from '../../kit/flow/flow-target';
import { PROXY_VARIABLES } from '../../kit/proxy/proxy-target';
import { unreachable } from '../../kit/receiver/reachable';
import { stopTree } from '../../kit/run/process-tree';
import { forwardingTo, type Forwarding } from '../proxy/forwarding';
import { DEFAULT_PROXY_PORT, PROXY_URL_VARIABLE, type ProxyOptions } from '../proxy/proxy-command';
import { seen } from '../proxy/seen-exchange';
import { FlowDriver, ScriptError } from './drive';
import { flowPlans, planSkipped } from './flow-plans';
import { notAFlowScript, type FlowScript } from './flow-script';

/** How long the partner's app may take to answer at --app after its command started. */
const APP_START_MS = 30_000;

/** `proxy`'s options, and the app, its script and the plans; the command after -- starts the app. */
export interface FlowOptions extends Omit<ProxyOptions, 'embeddedService'> {
  /** The partner's staging app, where a customer starts to buy. */
  app?: string;
  /** The flow script (flow-script.ts): how a customer buys in the app. */
  script?: string;
  /** The plans to run (flow-plans.ts); none: all. */
  plans: string[];
  embeddedService(): Promise<{ urls: Record<string, string>; controlUrl: string; close(): Promise<void> }>;
}

/**
 * `flow`: the proxy (partner/proxy) in front of the service, the partner's app started behind it, and customers
 * driven through the app in Chromium by the plans (flow-plans.ts); then the flow rules and the proxy's rules judge
 * what the customers' browsers, the backend's traffic and the app's output showed. Exit codes are a conformance
 * run's; a configuration mistake is one line and 2.
 */
export async function runFlow(options: FlowOptions): Promise<number> {
  let run: TargetConfig;
  let port: number;
  let script: FlowScript;
  let plans: typeof flowPlans;
  try {
    run = readProfiledTarget(options.settings);
    port = options.port === undefined ? DEFAULT_PROXY_PORT : Number(options.port);
    if (!options.app || !URL.canParse(options.app))
      throw new ConfigError(
        `--app must be the URL of the partner's app where a customer starts to buy: '${options.app ?? ''}'`,
      );
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw new ConfigError(`--port must be a port number (0: any free one): '${options.port}'`);
    if (options.integration !== undefined && !['new', 'existing'].includes(options.integration))
      throw new ConfigError(`--integration must be new or existing: '${options.integration}'`);
    if (options.target !== undefined && !URL.canParse(options.target))
      throw new ConfigError(`--target must be a URL: '${options.target}'`);
    const unknown = options.plans.filter((id) => !flowPlans.some((plan) => plan.id === id));
    if (unknown.length)
      throw new ConfigError(`--plan ${unknown[0]} is no plan: one of ${flowPlans.map((plan) => plan.id).join(', ')}`);
    plans = options.plans.length ? flowPlans.filter((plan) => options.plans.includes(plan.id)) : flowPlans;
    // Customers who buy create orders: in a real production only with permission (target contract, Safety).
    const onTarget = { ...run, embeddedMock: run.embeddedMock && options.target === undefined };
    const refused = writesRefused(onTarget, run.env, "flow's customers create orders in production");
    if (refused) throw new ConfigError(refused);
    script = await loadScript(options.script);
    if (!existsSync(run.chromiumPath))
      throw new ConfigError(
        `no Chromium at ${run.chromiumPath}: install it (apt-get install -y chromium) or set CONFORMANCE_CHROMIUM_PATH`,
      );
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`flow: ${error.message}`);
    return 2;
  }
  const app = options.app;
  // The record holds the app's output and the customers' pages: it is not a report, and goes at the end.
  const folder = mkdtempSync(join(tmpdir(), 'flow-record-'));
  const screenshots = join(folder, FLOW_SCREENSHOTS);
  const mock = !options.target && run.embeddedMock ? await options.embeddedService() : undefined;
  const target = options.target ?? mock?.urls[run.env] ?? run.environments[run.env]!.baseUrl;
  // The flow owns its target's clock: the embedded mock's, or the control API a mock behind --target names.
  const controlUrl = mock?.controlUrl ?? (options.target ? undefined : run.controlUrl);
  let forwarding: Forwarding | undefined;
  let partner: ChildProcess | undefined;
  let finished = false;
  const record = emptyFlowRecord(app, controlUrl !== undefined, run.partnerAtOnceSeconds);
  try {
    const started = await forwardingTo(target, port, run.maxBodyBytes);
    if ('problem' in started) {
      console.error(`flow: ${started.problem}`);
      return 2;
    }
    forwarding = started;
    record.trafficStartedAt = forwarding.startedAtEpochMs;
    console.log(
      `flow: ${forwarding.url} forwards to ${target}${mock ? ' (the embedded mock)' : ''} (${PROXY_URL_VARIABLE})`,
    );
    if (options.command.length) partner = startPartner(options.command, forwarding.url, record);
    const late = await appAnswers(app, partner);
    if (late) {
      console.error(`flow: ${late}`);
      return 2;
    }
    const browser = await chromium.launch({ executablePath: run.chromiumPath });
    // Kept apart until the plans ran whole: a flow that stops early leaves the last report's pictures as they were.
    mkdirSync(screenshots);
    const driver = new FlowDriver(browser, script, record, forwarding, run.hmac, controlUrl, screenshots);
    try {
      const offers = {
        'control clock': record.clock,
        'checkout page': mock !== undefined,
        'alternative method': script.alternative === true,
      };
      for (const plan of plans) {
        const skipped = planSkipped(plan, offers);
        record.plans.push({ plan: plan.id, ...(skipped ? { skipped } : {}) });
        console.log(`flow: plan ${plan.id}: ${skipped ? `skipped: ${skipped}` : plan.title}`);
        if (!skipped) await plan.run(driver).catch((error: Error) => Promise.reject(new PlanBroke(plan.id, error)));
      }
    } catch (error) {
      if (!(error instanceof PlanBroke)) throw error;
      // The app or the script stopped a customer half way: what the plan meant to show was not shown. A script
      // that broke its contract is a configuration mistake; anything else, a run that could not finish (red).
      const script = error.cause instanceof ScriptError;
      console.error(
        `flow: plan ${error.plan} broke: ${error.cause.message.split('\n')[0]}: ` +
          (script ? 'fix the flow script' : "fix the partner's app or the flow script"),
      );
      return script ? 2 : 1;
    } finally {
      await driver.close();
      await browser.close();
    }
    finished = true;
  } finally {
    if (partner) stopTree(partner);
    await forwarding?.close();
    await mock?.close();
    if (!finished) rmSync(folder, { recursive: true, force: true });
  }
  const credentials = readCredentials(options.settings, run.embeddedMock);
  try {
    // This run's pictures replace the last run's, beside the reports the lint writes.
    const shown = join(run.reportDir, 'flow', FLOW_SCREENSHOTS);
    rmSync(shown, { recursive: true, force: true });
    mkdirSync(join(run.reportDir, 'flow'), { recursive: true });
    cpSync(screenshots, shown, { recursive: true });
    const trafficFile = join(folder, 'traffic.json');
    const recordFile = join(folder, 'record.json');
    writeFileSync(
      trafficFile,
      JSON.stringify(forwarding.exchanges.map((exchange) => seen(exchange, credentials, run.hmac))),
    );
    writeFileSync(recordFile, JSON.stringify(record));
    console.log(
      `flow: ${record.windows.length} customer sessions, ${forwarding.exchanges.length} exchanges seen; checking ` +
        "the partner's rules",
    );
    return await options.lint({
      [PROXY_VARIABLES.target]: target,
      [PROXY_VARIABLES.traffic]: trafficFile,
      [FLOW_RECORD_VARIABLE]: recordFile,
      ...(options.integration ? { [PROXY_VARIABLES.integration]: options.integration } : {}),
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

class PlanBroke extends Error {
  constructor(
    readonly plan: FlowPlanId,
    override readonly cause: Error,
  ) {
    super(cause.message);
  }
}

async function loadScript(file: string | undefined): Promise<FlowScript> {
  if (!file) throw new ConfigError('--script must name the flow script (a module whose default export has buy)');
  const path = resolve(file);
  if (!existsSync(path)) throw new ConfigError(`--script ${file}: no such file`);
  let loaded: { default?: unknown };
  try {
    loaded = (await import(pathToFileURL(path).href)) as { default?: unknown };
  } catch (error) {
    throw new ConfigError(`--script ${file} does not load: ${(error as Error).message.split('\n')[0]}`);
  }
  const script = (loaded.default ?? loaded) as FlowScript;
  const wrong = notAFlowScript(script);
  if (wrong) throw new ConfigError(`--script ${file}: ${wrong}`);
  return script;
}

/** The partner's app, started with the proxy's address; its output passes on and is kept (what it reports). */
function startPartner(command: string[], proxyUrl: string, record: FlowRecord): ChildProcess {
  const child = spawn(command[0], command.slice(1), {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, [PROXY_URL_VARIABLE]: proxyUrl },
    detached: process.platform !== 'win32',
  });
  const stop = () => stopTree(child);
  process.once('SIGINT', stop).once('SIGTERM', stop);
  child.on('exit', () => process.off('SIGINT', stop).off('SIGTERM', stop));
  child.on('error', () => undefined);
  for (const [stream, sink] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const)
    stream?.on('data', (chunk: Buffer) => {
      sink.write(chunk);
      for (const text of chunk.toString('utf8').split('\n').filter(Boolean))
        record.appLines.push({ at: Date.now(), text });
    });
  return child;
}

/**
 * Why the app never answered at its URL; undefined once it does. Started here, it is asked again at growing
 * intervals, bounded; already running (no command), once.
 */
async function appAnswers(app: string, partner: ChildProcess | undefined): Promise<string | undefined> {
  const until = Date.now() + APP_START_MS;
  for (let wait = 50; ; wait = Math.min(wait * 2, 1000)) {
    const problem = await unreachable(app, "start the partner's app with the command after --, or fix --app");
    if (!problem || !partner) return problem;
    if (partner && partner.exitCode !== null)
      return `the app's command exited ${partner.exitCode} before anything answered at ${app}`;
    if (Date.now() > until) return `${problem} (waited ${APP_START_MS / 1000} s)`;
    await new Promise((next) => setTimeout(next, wait));
  }
}
