import type { EnvName, TargetConfig } from '../config/target-config';
import {
  CREDENTIAL_VARIABLES,
  missingCredential,
  secretValues,
  type Credentials,
  type EnvironmentCredentials,
} from '../config/credentials';
import { bearer } from '../auth/bearer';
import { signedBearer } from '../auth/signed-bearer';
import { apiKey } from '../auth/api-key';
import { hmac } from '../auth/hmac';
import { EvidenceLog } from '../http/evidence-log';
import { NoAnswer, SurfaceClient, type Answer, type Authenticator, type SendOptions } from '../http/surface-client';
import { EnvironmentFailure } from '../http/environment-failure';
import { buyBody, incompleteBuyBody } from '../hosted/buy';
import { writesRefused } from '../config/writes';
import { faker } from '@faker-js/faker/locale/en';
import { pricing } from '../native/requests';
import { isObject } from '../checks/response';

/** What a control request's answer means when it serves no surface there. */
const NOTHING_THERE = 'found nothing there (404, 405 or an HTML page)';

/** The three HTTP surfaces of the document, as the fixtures reach them. */
export type SurfaceName = 'legacy' | 'hosted' | 'native';

/** Whether one surface of one environment served a valid request with its own credential before any test ran. */
export type Recognition =
  | { recognised: true }
  | {
      recognised: false;
      problem: string;
      /**
       * What the control request's answer says of the configuration, where it says something: `refused`, a 401 to the
       * surface's own credential; `absent`, nothing of a service there (a 404, a 405, an HTML page). A run
       * of one target stops at either before any test (kit/run/global-setup.ts); any other answer is the product's.
       */
      configuration?: 'refused' | 'absent';
      /** The variables of the credential the request was sent with. */
      credential: string[];
      /** The control request, as the document names it. */
      request: string;
    };

/** Per base URL of the environment under test (the matrices run many targets), per "env surface". */
export type Recognitions = Record<string, Partial<Record<`${EnvName} ${SurfaceName}`, Recognition>>>;

const LABEL: Record<SurfaceName, string> = {
  legacy: '/api',
  hosted: 'Hosted Checkout (/{partnerRef}/v2)',
  native: 'the Native API (/eapi/v0)',
};

/**
 * One valid request per surface, with the environment's own credential, and what makes its answer the documented
 * one. A refusal a check sees later counts only where this served: a wrong base URL (404 everywhere, an HTML page)
 * or a credential refused everywhere otherwise passes every "refused" check.
 */
const REQUESTS: Record<
  SurfaceName,
  {
    fields: (target: TargetConfig) => (keyof EnvironmentCredentials)[];
    what: string;
    send(client: SurfaceClient, target: TargetConfig, options?: SendOptions): Promise<Answer>;
    served(answer: Answer): boolean;
    documented: string;
  }
> = {
  legacy: {
    fields: (target) =>
      target.readings['ASSUME-LEG-AUTH'] === 'signed' ? ['apiCredential', 'apiSecret'] : ['apiCredential'],
    what: 'GET /api/countries',
    send: (client, _target, options) => client.get('/api/countries', options),
    // Some country listed: a service that lists none serves nobody, and every list check would pass on nothing.
    served: (answer) =>
      answer.status === 200 &&
      isObject(answer.json) &&
      isObject(answer.json.data) &&
      Object.values(answer.json.data).some((value) => Array.isArray(value) && value.length > 0),
    documented: '200 with JSON data listing some countries',
  },
  // Hosted Checkout documents no read: a buy without externalCustomerId is refused by the payload rules and creates
  // nothing (ASSUME-HC-AUTH-FIRST); a served one counts as served.
  hosted: {
    fields: () => ['apiKey', 'partnerRef'],
    what: 'POST /{partnerRef}/v2/buy without externalCustomerId',
    send: (client, target, options) => client.post('/buy', { ...options, json: incompleteBuyBody(target) }),
    served: (answer) =>
      (answer.status === 400 || answer.status === 422 || (answer.status >= 200 && answer.status < 300)) &&
      isObject(answer.json),
    documented: '400 or 422 with a JSON body carrying an error code (or a 2xx)',
  },
  native: {
    fields: () => ['hmacKey', 'hmacSecret'],
    what: 'GET /eapi/v0/price',
    send: (client, target, options) => client.get('/eapi/v0/price', { ...options, query: pricing(target) }),
    served: (answer) => answer.status >= 200 && answer.status < 300 && isObject(answer.json),
    documented: 'a 2xx with a JSON object',
  },
};

/**
 * Hosted Checkout where a buy may be created: a complete buy, served only with a 2xx and the order as a JSON object
 * (its fields are HC-BUY-SHAPE's, checked once the surface counts). A 400 or 422 to a complete buy is no service:
 * every refusal check of /v2 would pass on a surface that sells nothing. Where writes are refused (a real
 * production without CONFORMANCE_ALLOW_WRITES), the incomplete buy above is all that may be sent.
 */
const HOSTED_BUY_RECOGNITION: (typeof REQUESTS)['hosted'] = {
  ...REQUESTS.hosted,
  what: 'POST /{partnerRef}/v2/buy (a complete buy)',
  // Seeded by the run's seed, as every generated value: a printed seed replays the same customer id.
  send: (client, target, options) => {
    faker.seed(target.seed);
    return client.post('/buy', { ...options, json: buyBody(target, faker) });
  },
  served: (answer) => answer.status >= 200 && answer.status < 300 && isObject(answer.json),
  documented: 'a 2xx with the Hosted Checkout order as a JSON object',
};

/**
 * The surface's control request on `client` (its own credential), tried once after a 5xx persisted: undefined when
 * served, so the 5xx is the target's answer to that request; else what failed, and the 5xx proves nothing.
 */
export async function controlRequest(
  surface: SurfaceName,
  client: SurfaceClient,
  target: TargetConfig,
): Promise<string | undefined> {
  const request = REQUESTS[surface];
  try {
    const answer = await request.send(client, target, { once: true });
    return request.served(answer) ? undefined : `its control request ${request.what} answered ${answer.status} too`;
  } catch (error) {
    if (error instanceof NoAnswer) return `its control request ${request.what} got no answer either`;
    throw error;
  }
}

/**
 * Recognises every surface of every configured environment whose credential is there. Skipped surfaces: one whose
 * construction the probe before the run found otherwise (`elsewhere`), already gated as "not confirmed".
 */
export async function recogniseSurfaces(
  target: TargetConfig,
  credentials: Credentials,
  elsewhere: ReadonlySet<SurfaceName>,
): Promise<Recognitions[string]> {
  const found: Recognitions[string] = {};
  const evidence = new EvidenceLog(secretValues(credentials));
  const tried = (Object.keys(target.environments) as EnvName[]).flatMap((env) =>
    (Object.keys(REQUESTS) as SurfaceName[]).map((surface) => ({ env, surface })),
  );
  // All at once: a surface answering 5xx takes its retries with backoff, and six in turn added up (issue 12).
  const outcomes = await Promise.all(
    tried.map(async ({ env, surface }) => {
      const environment = target.environments[env];
      if (!environment) return undefined;
      const recognition =
        surface === 'hosted' && !writesRefused(target, env) ? HOSTED_BUY_RECOGNITION : REQUESTS[surface];
      const fields = recognition.fields(target);
      if (missingCredential(credentials, env, fields)) return undefined;
      // One service, one construction: the probe's finding for the environment under test holds for the other too.
      if (elsewhere.has(surface)) return undefined;
      const variable = `${env.toUpperCase()}_BASE_URL`;
      const client = ownClient(target, credentials, env, surface, evidence);
      // What it answered instead of the documented answer; undefined when it served.
      const otherwise = await recognition.send(client, target).then(
        (answer) =>
          recognition.served(answer)
            ? undefined
            : { summary: answerSummary(answer), configuration: configurationShown(answer) },
        (error: Error) => ({
          summary: `no answer: ${error instanceof EnvironmentFailure ? error.note.line : error.message.split('\n')[0]}`,
          configuration: undefined,
        }),
      );
      const credential = fields.map((field) => `${env.toUpperCase()}_${CREDENTIAL_VARIABLES[field]}`);
      const outcome: Recognition =
        otherwise === undefined
          ? { recognised: true }
          : {
              recognised: false,
              problem:
                `${LABEL[surface]} of ${env} was not recognised: ${recognition.what} answered ` +
                `${otherwise.summary}, where the document gives ${recognition.documented}; check ${variable} ` +
                `and ${credential.join(', ')}`,
              ...(otherwise.configuration ? { configuration: otherwise.configuration } : {}),
              credential,
              request: recognition.what,
            };
      return [`${env} ${surface}`, outcome] as const;
    }),
  );
  for (const outcome of outcomes) if (outcome) found[outcome[0]] = outcome[1];
  return found;
}

/**
 * A client of `surface` in `env` with the environment's own credential, the base host (a partner host is
 * LEG-PARTNER-HOST's).
 */
export function ownClient(
  target: TargetConfig,
  credentials: Credentials,
  env: EnvName,
  surface: SurfaceName,
  evidence: EvidenceLog,
): SurfaceClient {
  const own = credentials[env]!;
  const environment = target.environments[env]!;
  const auth: Authenticator =
    surface === 'legacy'
      ? REQUESTS.legacy.fields(target).includes('apiSecret')
        ? signedBearer({ key: own.apiCredential!, secret: own.apiSecret! })
        : bearer(own.apiCredential!)
      : surface === 'hosted'
        ? apiKey(own.apiKey!)
        : hmac({ key: own.hmacKey!, secret: own.hmacSecret! }, target.hmac);
  const baseUrl =
    surface === 'hosted' ? `${environment.baseUrl}/${encodeURIComponent(own.partnerRef!)}/v2` : environment.baseUrl;
  return new SurfaceClient({
    baseUrl,
    baseUrlVariable: `${env.toUpperCase()}_BASE_URL`,
    auth,
    evidence,
    timeoutMs: target.requestTimeoutMs,
    maxBodyBytes: target.maxBodyBytes,
    backoff: target.backoff,
  });
}

/**
 * Why a test on `surface` of `env` cannot count, if it cannot: the surface served no valid request with its own
 * credential.
 */
export function unrecognised(
  recognitions: Recognitions[string] | undefined,
  env: EnvName,
  surface: SurfaceName,
  target: TargetConfig,
  credentials: Credentials,
): string | undefined {
  const recognition = recognitions?.[`${env} ${surface}`];
  if (recognition) return recognition.recognised ? undefined : recognition.problem;
  // Not tried: no credential of the environment's own to show it serves (a cross-environment check needs it), or gated
  // elsewhere.
  const missing = missingCredential(credentials, env, REQUESTS[surface].fields(target));
  return missing
    ? `${missing}: ${LABEL[surface]} of ${env} must first serve its own credential (a positive control)`
    : undefined;
}

/**
 * What a control request's answer that did not serve says of the configuration: a 401 refuses the credential it was
 * sent with; a 404, a 405 or an HTML page shows no surface at that address (a web page, a gateway's). Any other
 * answer (a 400, a 200 of another shape, a 5xx) came from a service, and is judged as the product's.
 */
function configurationShown(answer: Answer): 'refused' | 'absent' | undefined {
  if (answer.status === 401) return 'refused';
  if (answer.status >= 500) return undefined;
  if (answer.status === 404 || answer.status === 405 || (answer.json === undefined && /^\s*</.test(answer.text)))
    return 'absent';
  return undefined;
}

/** What a recognition request got instead of the documented answer, as one line. */
function answerSummary(answer: Answer): string {
  const body = answer.text.replace(/\s+/g, ' ').trim();
  // A body over the cap was not read as JSON at all: say so rather than "not JSON" (CONFORMANCE_MAX_BODY_MB).
  const unread = answer.unreadBytes !== undefined ? `, ${answer.jsonError}` : ', not JSON';
  const kind = answer.json === undefined && body ? ` (${answer.contentType || 'no content type'}${unread})` : '';
  const shown = body.length > 80 ? `${body.slice(0, 80)}…` : body;
  return `${answer.status}${kind}${body ? ` ${shown}` : ' with an empty body'}`;
}

/** Where a credential the service refused may be sent otherwise than the reading in force: the readings to look at. */
const SENT_AS: Record<SurfaceName, string> = {
  legacy: ' (or LEGACY_AUTH, if the service takes it signed)',
  hosted: '',
  native: ' (or the HMAC_ variables, if the service signs otherwise)',
};

/**
 * Why a run of one target stops before any test, as the line naming what to fix; undefined when it runs: a base URL
 * where every surface tried found nothing (a wrong path, another site), then a credential refused with 401 on its
 * surface's control request. Both would otherwise cost a whole run of skipped tests. A surface that is not tried
 * (no credential of its own) stops nothing: a partner of one surface runs that surface; any other answer that did
 * not serve is the product's, and its tests say so.
 */
export function configurationStop(target: TargetConfig, recognitions: Recognitions[string]): string | undefined {
  const failed = (Object.entries(recognitions) as [`${EnvName} ${SurfaceName}`, Recognition][]).flatMap(
    ([key, recognition]) =>
      recognition.recognised
        ? []
        : [{ env: key.split(' ')[0] as EnvName, surface: key.split(' ')[1] as SurfaceName, ...recognition }],
  );
  for (const env of Object.keys(target.environments) as EnvName[]) {
    const tried = Object.keys(recognitions).filter((key) => key.startsWith(`${env} `)).length;
    const shown = failed.filter((one) => one.env === env && one.configuration);
    if (!tried || shown.length < tried) continue;
    const baseUrl = target.environments[env]!.baseUrl;
    const suffix = new URL(baseUrl).pathname.match(/\/(api|eapi\/v0|eapi|v2)$/)?.[0];
    // Nothing served, and something not there (or a path of the suite's own in the address: a gateway may refuse
    // before it routes): the address is wrong. Every surface refused at an address that looks right: the credentials.
    if (!suffix && !shown.some((one) => one.configuration === 'absent')) continue;
    const variable = `${env.toUpperCase()}_BASE_URL`;
    const answers = shown
      .map((one) => `${one.request} ${one.configuration === 'absent' ? NOTHING_THERE : 'answered 401'}`)
      .join(', ');
    const hint = suffix
      ? `; it ends in ${suffix}, a path the suite adds itself: give the service's root`
      : "; give the service's root address";
    return `${variable} ${baseUrl} serves none of the surfaces: ${answers}${hint}`;
  }
  const refused = failed.filter((one) => one.configuration === 'refused');
  if (!refused.length) return undefined;
  const names = refused.flatMap((one) => one.credential);
  const what = refused
    .map((one) => `${one.request} of ${one.env} answered 401 to ${one.credential.join(' and ')}${SENT_AS[one.surface]}`)
    .join('; ');
  return (
    `${names.join(', ')} ${names.length > 1 ? 'were' : 'was'} refused: ${what}; fix ` +
    `${names.length > 1 ? 'them' : 'it'}, or leave a surface's credential empty to skip that surface`
  );
}
