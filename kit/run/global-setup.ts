import type { FullConfig } from '@playwright/test';
import type { EnvName, TargetConfig } from '../config/target-config';
import { fetchCapabilities } from '../control/control-client';
import { readCredentials } from '../config/credentials';
import { runProbe } from '../probe/run-probe';
import { notConfirmedLine } from '../readings/readings';
import type { ProbedReadings } from '../readings/probed-readings';
import { CAPABILITIES_VARIABLE, handOverSetupFindings, type SetupFindings } from './setup-handover';
import {
  configurationStop,
  ownClient,
  recogniseSurfaces,
  type Recognitions,
  type SurfaceName,
} from './surface-recognition';
import { readReferenceLists } from '../relations/reference-lists';
import { EvidenceLog } from '../http/evidence-log';
import { secretValues } from '../config/credentials';
import { BUDGET_URL_VARIABLE, startBudgetServer } from './budget-server';
import { copyTarget, declaredTargetCopies } from './target-copies';
import { assumptionById, type AssumptionId } from '../../rules/assumptions';
import type { Surface } from '../../rules';

/** Where a reading the probe found, before any test, comes from: said beside the row it leaves not confirmed. */
const FOUND_BY_PROBE = 'found by the probe before the run';

/**
 * Once per run: every configured address answers, and the target's test-control capabilities are known.
 * A target that cannot be reached, serves none of the surfaces or refuses a credential ends the run with one line
 * that names the variable, exit 2, before any test (no report is written).
 */
export default async function globalSetup(config: FullConfig): Promise<(() => Promise<void>) | undefined> {
  const target = (config.projects[0]?.use as { target?: TargetConfig } | undefined)?.target;
  if (!target) return undefined;
  for (const [env, environment] of Object.entries(target.environments)) {
    await probe(`${env.toUpperCase()}_BASE_URL`, environment.baseUrl, target.requestTimeoutMs);
    if (environment.partnerBaseUrl)
      await probe('PARTNER_BASE_URL', environment.partnerBaseUrl, target.requestTimeoutMs);
  }
  let capabilities = {};
  if (target.controlUrl) {
    try {
      capabilities = await fetchCapabilities(target.controlUrl, target.requestTimeoutMs);
    } catch (error) {
      stop(
        `CONTROL_URL ${target.controlUrl} did not answer GET /capabilities: ${reason(error, target.requestTimeoutMs)}`,
      );
    }
  }
  process.env[CAPABILITIES_VARIABLE] = JSON.stringify(capabilities);
  const unprobed = new Set(
    (declaredTargetCopies() ?? [])
      .filter((copy) => copy.probe === false)
      .map((copy) => {
        const target = copyTarget(copy);
        return target.environments[target.env]!.baseUrl;
      }),
  );
  handOverSetupFindings(await setupFindings(targetsOf(config), unprobed));
  // Started last, so that a setup that stops leaves nothing listening; closed as the run's global teardown.
  const budgets = await startBudgetServer();
  process.env[BUDGET_URL_VARIABLE] = budgets.url;
  return () => budgets.close();
}

/**
 * Each distinct target of the run's projects and copies (the matrices run one per mock instance). A copy first: its
 * profile is the one its tests read (the matrices' project points at the first copy's instance, without a profile).
 */
function targetsOf(config: FullConfig): TargetConfig[] {
  const byUrl = new Map<string, TargetConfig>();
  const projectTargets = config.projects.map((project) => (project.use as { target?: TargetConfig }).target);
  for (const target of [...(declaredTargetCopies() ?? []).map(copyTarget), ...projectTargets]) {
    const url = target?.environments[target.env]?.baseUrl;
    if (target && url && !byUrl.has(url)) byUrl.set(url, target);
  }
  return [...byUrl.values()];
}

/**
 * The rows whose contradiction makes a surface unreachable in the reading in force: its fixture skips it as not
 * confirmed.
 */
const GATING_ROWS: Record<string, SurfaceName> = { 'ASSUME-LEG-AUTH': 'legacy', 'ASSUME-HMAC-SCHEME': 'native' };

/** The surface whose positive control vouches for a row's answers (webhooks are the Hosted Checkout account's). */
const SURFACE_OF: Record<Surface, SurfaceName | undefined> = {
  legacy: 'legacy',
  hosted: 'hosted',
  native: 'native',
  webhooks: 'hosted',
  partner: undefined,
};

/**
 * Per target, before any test: the readings it shows (where they contradict the profile, the run says so now, and a
 * surface a contradiction makes unreachable is skipped with that reason by its fixture); then which surfaces serve a
 * valid request with their own credential: a refusal counts only on those, and the others are run errors.
 */
async function setupFindings(targets: TargetConfig[], unprobed: ReadonlySet<string>): Promise<SetupFindings> {
  const findings: SetupFindings = { probedReadings: {}, recognitions: {}, reference: {} };
  // A few at a time: the matrices have a target per mock instance, all on loopback.
  for (let start = 0; start < targets.length; start += 8) {
    await Promise.all(
      targets.slice(start, start + 8).map(async (target) => {
        const baseUrl = target.environments[target.env]!.baseUrl;
        const probed = unprobed.has(baseUrl) ? undefined : await probedReadingsOf(target);
        const inForce = new Map(target.assumptions.map((assumption) => [assumption.id, assumption.value]));
        const elsewhere = new Set(
          Object.entries(GATING_ROWS)
            .filter(([row]) => probed?.[row] && probed[row].reading !== inForce.get(row))
            .map(([, surface]) => surface),
        );
        const recognitions = await recogniseSurfaces(
          target,
          readCredentials(process.env, target.embeddedMock),
          elsewhere,
        );
        findings.recognitions[baseUrl] = recognitions;
        findings.reference[baseUrl] = await referenceListsOf(target, recognitions);
        // What a surface that served no valid request showed is no reading of it: a 404 page proves nothing.
        const found =
          probed &&
          Object.fromEntries(
            Object.entries(probed).filter(([id]) => {
              const surface = assumptionById(id)?.surface;
              const recognisedBy = surface && surface !== 'all' ? SURFACE_OF[surface] : undefined;
              return !recognisedBy || recognitions[`${target.env} ${recognisedBy}`]?.recognised !== false;
            }),
          );
        if (found) findings.probedReadings[baseUrl] = found;
        if (targets.length === 1) {
          // A wrong address or a refused credential is the partner's configuration, not the product's failure: stop
          // now.
          const wrong = configurationStop(target, recognitions);
          if (wrong) stop(wrong);
          // Every surface with a credential gated by a reading the probe found otherwise: every test would skip, and
          // a run that checks nothing is no pass (issue 44, item 4). Stopped now, not after a run of skips.
          const tried = Object.keys(recognitions).some((key) => key.startsWith(`${target.env} `));
          const gated = Object.entries(GATING_ROWS).filter(([, surface]) => elsewhere.has(surface));
          if (!tried && gated.length)
            stop(
              `nothing can be checked in ${target.env}: every surface with a credential reads otherwise than the ` +
                `target: ${gated
                  .map(([row]) => notConfirmedLine(row as AssumptionId, probed![row].reading, FOUND_BY_PROBE))
                  .join('; ')}`,
            );
          for (const recognition of Object.values(recognitions))
            if (!recognition.recognised) console.error(`conformance: ${recognition.problem}`);
          for (const [id, evidence] of Object.entries(found ?? {})) {
            if (evidence.reading !== inForce.get(id))
              console.error(`conformance: ${notConfirmedLine(id as AssumptionId, evidence.reading, FOUND_BY_PROBE)}`);
          }
        }
      }),
    );
  }
  return findings;
}

/**
 * The reference lists of each environment whose /api served its own credential: what every relation of membership
 * is judged against (kit/relations), read once so that every test judges against the same lists.
 */
async function referenceListsOf(
  target: TargetConfig,
  recognitions: Recognitions[string],
): Promise<SetupFindings['reference'][string]> {
  const credentials = readCredentials(process.env, target.embeddedMock);
  const lists: SetupFindings['reference'][string] = {};
  for (const env of Object.keys(target.environments) as EnvName[]) {
    if (recognitions[`${env} legacy`]?.recognised !== true) continue;
    lists[env] = await readReferenceLists(
      ownClient(target, credentials, env, 'legacy', new EvidenceLog(secretValues(credentials))),
    );
  }
  return lists;
}

/** One target's readings, as the probe found them. */
async function probedReadingsOf(target: TargetConfig): Promise<ProbedReadings[string] | undefined> {
  let probed;
  try {
    probed = await runProbe(target, readCredentials(process.env, target.embeddedMock));
  } catch (error) {
    const firstLine = String((error as Error)?.message ?? error).split('\n')[0];
    console.error(`conformance: the readings of the open choices could not be probed: ${firstLine}`);
    return undefined;
  }
  const found: ProbedReadings[string] = {};
  for (const [id, evidence] of Object.entries(probed.profile.evidence))
    if (evidence !== 'undetermined') found[id] = evidence;
  return found;
}

/**
 * Any HTTP answer will do; a reset or a refused connection is tried three times, half a second apart, before it names
 * the variable.
 */
async function probe(variable: string, url: string, timeoutMs: number): Promise<void> {
  for (let tries = 1; ; tries++) {
    try {
      await fetch(url, { method: 'GET', signal: AbortSignal.timeout(timeoutMs) });
      return;
    } catch (error) {
      const timedOut = ['TimeoutError', 'AbortError'].includes((error as Error)?.name);
      if (badPort(error))
        stop(
          `${variable} ${url}: port ${new URL(url).port} is one the HTTP client refuses to connect to (a "bad ` +
            `port" of the Fetch standard, blocked as browsers block it); serve the target on another port`,
        );
      if (timedOut || tries === 3) stop(`${variable} ${url} is unreachable: ${reason(error, timeoutMs)}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** Node's fetch refuses the Fetch standard's blocked ports (9, 25, 6000…) before any connection: no retry helps. */
function badPort(error: unknown): boolean {
  return (error as { cause?: { message?: string } })?.cause?.message === 'bad port';
}

function reason(error: unknown, timeoutMs: number): string {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  const name = (error as Error)?.name;
  if (name === 'TimeoutError' || name === 'AbortError')
    return `no answer within ${timeoutMs} ms (CONFORMANCE_TIMEOUT_MS)`;
  return (cause?.code ?? cause?.message ?? String((error as Error)?.message ?? error)).split('\n')[0];
}

function stop(line: string): never {
  console.error(`conformance: ${line}`);
  process.exit(2);
}
