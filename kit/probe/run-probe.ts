import { readingKey, assumptionById, rowValue } from '../../rules/assumptions';
import type { TargetConfig } from '../config/target-config';
import { type Credentials, secretValues } from '../config/credentials';
import { apiKey } from '../auth/api-key';
import { bearer } from '../auth/bearer';
import { signedBearer } from '../auth/signed-bearer';
import { hmac } from '../auth/hmac';
import { EvidenceLog } from '../http/evidence-log';
import { SurfaceClient, type Answer, type Authenticator } from '../http/surface-client';
import { ControlClient, fetchCapabilities } from '../control/control-client';
import { WebhookReceiver } from '../webhooks/receiver';
import { verifyWebhook } from '../webhooks/verify';
import { probes, type ProbeClients } from './probes';
import type { ProbeEvidence } from '../config/target-profile';

export interface ProbedProfile {
  description: string;
  values: Record<string, string>;
  evidence: Record<string, ProbeEvidence | 'undetermined'>;
}

export interface ProbeOutcome {
  profile: ProbedProfile;
  /** Per row, one line: the reading found, or why not. */
  lines: string[];
  determined: number;
  /** Set when every request of the probe got 401 or 403: the statuses, the credential is what to check. */
  refusedEvery?: number[];
  /** How many rows a 2xx or 4xx answer that is not JSON left undetermined (an HTML page, a login form). */
  notJson: number;
}

/** An answer with a body that is not JSON: no reading of the document's JSON API can be read from it. */
function notJsonAnswer(answers: readonly Answer[]): Answer | undefined {
  return answers.find((answer) => answer.text.trim() !== '' && answer.json === undefined && !answer.unreadBytes);
}

/**
 * Tries the readings of each probed row against the environment under test, with few requests, reads only but
 * where `mayCreate` lets a probe create in sandbox, and writes what it found as a target profile: per row the
 * reading and the X-Request-Ids that show it.
 */
export async function runProbe(
  target: TargetConfig,
  credentials: Credentials,
  { mayCreate = false } = {},
): Promise<ProbeOutcome> {
  const own = credentials[target.env] ?? {};
  const receiver = new WebhookReceiver();
  try {
    const evidence = new EvidenceLog(secretValues(credentials));
    const environment = target.environments[target.env]!;
    const client = (baseUrl: string, variable: string, auth: Authenticator) =>
      new SurfaceClient({
        baseUrl,
        baseUrlVariable: variable,
        auth,
        evidence,
        timeoutMs: target.requestTimeoutMs,
        maxBodyBytes: target.maxBodyBytes,
        backoff: target.backoff,
      });
    const baseVariable = `${target.env.toUpperCase()}_BASE_URL`;
    // The base host, as every /api check but LEG-PARTNER-HOST uses it.
    const legacyBase = environment.baseUrl;
    const clients: ProbeClients = {
      target,
      legacyStatic: own.apiCredential ? client(legacyBase, baseVariable, bearer(own.apiCredential)) : undefined,
      legacySigned:
        own.apiCredential && own.apiSecret
          ? client(legacyBase, baseVariable, signedBearer({ key: own.apiCredential, secret: own.apiSecret }))
          : undefined,
    };
    // Hosted Checkout as the checks reach it: the environment's x-api-key under its partnerRef.
    if (own.apiKey && own.partnerRef)
      clients.hosted = client(
        `${environment.baseUrl}/${encodeURIComponent(own.partnerRef)}/v2`,
        baseVariable,
        apiKey(own.apiKey),
      );
    if (own.hmacKey && own.hmacSecret) {
      const credential = { key: own.hmacKey, secret: own.hmacSecret };
      clients.nativeWith = (scheme) => client(environment.baseUrl, baseVariable, hmac(credential, scheme));
      clients.native = clients.nativeWith(target.hmac);
    }
    if (target.controlUrl) {
      clients.control = new ControlClient(
        target.controlUrl,
        await fetchCapabilities(target.controlUrl, target.requestTimeoutMs),
      );
      await receiver.start();
      clients.receiver = receiver;
      clients.verifyWith = (reading, delivery) => {
        const secret = reading === 'hmac-secret' ? own.hmacSecret : own.webhookSecret;
        return secret
          ? verifyWebhook(delivery.rawBody, delivery.headers, secret, target.webhooks)
          : { ok: false, reason: 'no secret' };
      };
    }
    const profile: ProbedProfile = {
      description: `Probed ${target.env} at ${environment.baseUrl} on ${new Date().toISOString()} (npm run probe)`,
      values: {},
      evidence: {},
    };
    const lines: string[] = [];
    let determined = 0;
    let notJson = 0;
    // A probe that creates runs only in sandbox, and only when asked to (never before every run).
    const creating = mayCreate && target.env === 'sandbox';
    clients.creating = creating;
    for (const probe of probes) {
      let found =
        probe.creates && !creating && !probe.readsFirst
          ? { undetermined: `it creates ${probe.creates}: npm run probe does, in sandbox` }
          : await probe.run(clients);
      // A page that is not JSON (a login form, a web server's welcome) tells no reading, whatever its status.
      const page = 'reading' in found ? notJsonAnswer(found.answers) : undefined;
      if (page) {
        notJson++;
        found = {
          undetermined:
            `${page.url} answered ${page.status} ${page.contentType || 'without Content-Type'}, not JSON: ` +
            `is ${baseVariable} the service's API?`,
        };
      }
      const row = assumptionById(probe.row)!;
      if ('reading' in found) {
        determined++;
        const values = found.values ?? { [readingKey(row)]: found.reading };
        Object.assign(profile.values, values);
        // A row of values reads as the report prints it: its keys, the found ones over those in force.
        const reading = row.readings ? found.reading : rowValue(row, (key) => values[key] ?? target.settingValues[key]);
        profile.evidence[probe.row] = {
          reading,
          requestIds: found.answers.flatMap((answer) => (answer.requestId ? [answer.requestId] : [])),
        };
        lines.push(`${probe.row}: ${reading}`);
        // /api is probed further in the form that was found to work.
        if (probe.row === 'ASSUME-LEG-AUTH')
          clients.legacy = found.reading === 'signed' ? clients.legacySigned : clients.legacyStatic;
      } else {
        profile.evidence[probe.row] = 'undetermined';
        lines.push(`${probe.row}: undetermined (${found.undetermined})`);
      }
    }
    const statuses = evidence.exchanges.map((exchange) => exchange.response?.status);
    const refusedEvery =
      statuses.length && statuses.every((status) => status === 401 || status === 403)
        ? [...new Set(statuses as number[])].sort()
        : undefined;
    return { profile, lines, determined, notJson, ...(refusedEvery ? { refusedEvery } : {}) };
  } finally {
    await receiver.stop().catch(() => undefined);
  }
}
