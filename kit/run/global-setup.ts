import type { FullConfig } from '@playwright/test';
import type { TargetConfig } from '../config/target-config';
import { fetchCapabilities } from '../control/control-client';
import { readCredentials } from '../config/credentials';
import { runProbe } from '../probe/run-probe';
import { notConfirmedLine } from '../readings/readings';
import { PROBED_READINGS_VARIABLE, type ProbedReadings } from '../readings/probed-readings';
import type { ReadingId } from '../../rules/assumptions';

/**
 * Once per run: every configured address answers, and the target's test-control capabilities are known.
 * A target that cannot be reached ends the run with one line that names the variable.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const target = (config.projects[0]?.use as { target?: TargetConfig } | undefined)?.target;
  if (!target) return;
  for (const [env, environment] of Object.entries(target.environments)) {
    await probe(`${env.toUpperCase()}_BASE_URL`, environment.baseUrl, target.requestTimeoutMs);
    if (environment.partnerBaseUrl) await probe('PARTNER_BASE_URL', environment.partnerBaseUrl, target.requestTimeoutMs);
  }
  let capabilities = {};
  if (target.controlUrl) {
    try {
      capabilities = await fetchCapabilities(target.controlUrl, target.requestTimeoutMs);
    } catch (error) {
      stop(`CONTROL_URL ${target.controlUrl} did not answer GET /capabilities: ${reason(error, target.requestTimeoutMs)}`);
    }
  }
  process.env.CONFORMANCE_CAPABILITIES = JSON.stringify(capabilities);
  process.env[PROBED_READINGS_VARIABLE] = JSON.stringify(await probedReadings(target));
}

/**
 * The readings the target shows, probed before any test: where they contradict the profile, the run says so now,
 * and the surface a contradiction makes unreachable (ASSUME-LEG-AUTH) is skipped with that reason by its fixture.
 */
async function probedReadings(target: TargetConfig): Promise<ProbedReadings> {
  let probed;
  try {
    probed = await runProbe(target, readCredentials(process.env, target.embeddedMock));
  } catch (error) {
    console.error(`conformance: the readings of the open choices could not be probed: ${String((error as Error)?.message ?? error).split('\n')[0]}`);
    return {};
  }
  const found: ProbedReadings[string] = {};
  for (const [id, evidence] of Object.entries(probed.profile.evidence)) {
    if (evidence === 'undetermined') continue;
    found[id] = evidence;
    if (evidence.reading !== target.readings[id as ReadingId]) console.error(`conformance: ${notConfirmedLine(id as ReadingId, evidence.reading, 'found by the probe before the run')}`);
  }
  return { [target.environments[target.env]!.baseUrl]: found };
}

async function probe(variable: string, url: string, timeoutMs: number): Promise<void> {
  try {
    await fetch(url, { method: 'GET', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    stop(`${variable} ${url} is unreachable: ${reason(error, timeoutMs)}`);
  }
}

function reason(error: unknown, timeoutMs: number): string {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  const name = (error as Error)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return `no answer within ${timeoutMs} ms (CONFORMANCE_TIMEOUT_MS)`;
  return (cause?.code ?? cause?.message ?? String((error as Error)?.message ?? error)).split('\n')[0];
}

function stop(line: string): never {
  console.error(`conformance: ${line}`);
  process.exit(2);
}
