import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { config as loadDotenv } from 'dotenv';
import { ConfigError, readProfiledTarget } from '../kit/config/read-target';
import { readCredentials, type EnvironmentCredentials } from '../kit/config/credentials';
import type { EnvName, HmacScheme, TargetConfig } from '../kit/config/target-config';
import { hmacSigner } from '../kit/auth/hmac';
import { PUBLIC_SDK_CONSTRUCTION } from '../kit/auth/signed-bearer';
import { REDACTED, redactedSignedNonce } from '../kit/http/redaction';
import type { Exchange } from '../kit/http/exchange';
import { exchangeOf, HAR_FILE, type Har } from '../reporters/har';

const usage =
  'usage: crypto-ramp-conformance replay REQUEST_ID [--report-dir DIR]   (the credentials come from the usual ' +
  'variables: SANDBOX_HMAC_SECRET and the like)';
/** Headers fetch sets itself, or that only describe the recorded connection. */
const LEFT_OUT = new Set([
  'content-length',
  'host',
  'connection',
  'accept-encoding',
  'user-agent',
  'transfer-encoding',
]);

/** Why the recorded request cannot be sent again as it was: the replay would prove nothing. */
class CannotReplay extends Error {}

/**
 * `replay`: sends a recorded exchange (REPORT_DIR/exchanges.har) again with the credentials of the environment,
 * signed over the recorded timestamp or nonce, so a stale signature stays stale; then says what it compared.
 * 0: the recorded answer came again; 1: another answer; 2: it could not be replayed.
 */
export async function replay(argv: string[]): Promise<number> {
  try {
    return await replayRequest(argv);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof CannotReplay) return fail(error.message);
    throw error;
  }
}

async function replayRequest(argv: string[]): Promise<number> {
  loadDotenv({ quiet: true });
  let reportDir: string | undefined;
  const ids: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    if (flag === '--report-dir') reportDir = inline ?? argv[++i];
    else if (flag === '--help' || flag === '-h') {
      console.log(usage);
      return 0;
    } else if (flag.startsWith('-')) return fail(`unknown option ${JSON.stringify(argv[i])}; ${usage}`);
    else ids.push(argv[i]);
  }
  if (ids.length !== 1 || !ids[0]) return fail(`name one request id (an X-Request-Id of the report); ${usage}`);
  const target = readProfiledTarget(process.env);
  const folder = reportDir || target.reportDir;
  const recorded = recordedExchange(folder, ids[0]);
  const env = recorded.credentialOf ?? environmentOf(recorded.request.url, target) ?? target.env;
  // The embedded mock's public credentials sign only a request its run sent to the embedded mock: an unset variable
  // must not become the mock's credential at a partner's sandbox.
  const credentials = readCredentials(process.env, ranAgainstEmbeddedMock(folder, recorded.request.url))[env] ?? {};
  const { headers, said } = credentialed(recorded, env, credentials, target.hmac);
  const { method, url, body } = recorded.request;

  console.log(`replay: ${ids[0]}: ${method} ${url}`);
  for (const line of said) console.log(`replay: ${line}`);
  let answer: { status: number; text: string };
  try {
    const response = await fetch(url, {
      method,
      headers,
      body: body === undefined || body === '' ? undefined : body,
      redirect: 'manual',
      signal: AbortSignal.timeout(target.requestTimeoutMs),
    });
    answer = { status: response.status, text: await response.text() };
  } catch (error) {
    return fail(`${method} ${url}: no answer (${(error as Error).message}); is the target of the run still serving?`);
  }
  const verdict = compared(recorded, answer);
  console.log(`replay: ${verdict.line}`);
  return verdict.same ? 0 : 1;
}

/** The exchange with that X-Request-Id, from the run's HAR (every exchange), else from the report's evidence. */
function recordedExchange(reportDir: string, id: string): Exchange {
  const harFile = join(reportDir, HAR_FILE);
  if (existsSync(harFile)) {
    const entry = (JSON.parse(readFileSync(harFile, 'utf8')) as Har).log.entries.find(
      (candidate) => candidate._requestId === id,
    );
    if (entry) return exchangeOf(entry);
  }
  const reportFile = join(reportDir, 'conformance.json');
  if (existsSync(reportFile)) {
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
      rules?: { tests?: { evidence?: Exchange[] }[] }[];
    };
    const exchange = report.rules
      ?.flatMap((rule) => rule.tests ?? [])
      .flatMap((test) => test.evidence ?? [])
      .find((candidate) => candidate.requestId === id);
    if (exchange) return exchange;
  }
  throw new CannotReplay(
    `no exchange with X-Request-Id ${id} in ${harFile}${existsSync(reportFile) ? ` or ${reportFile}` : ''}; ` +
      `--report-dir names the run's folder`,
  );
}

/**
 * The recorded headers with the environment's credentials where the evidence redacted them; a signature is made
 * again over the recorded timestamp or nonce, so the request is the one that was sent (a stale one stays stale).
 */
function credentialed(
  recorded: Exchange,
  env: EnvName,
  own: EnvironmentCredentials,
  scheme: HmacScheme,
): { headers: Record<string, string>; said: string[] } {
  const { request } = recorded;
  const ENV = env.toUpperCase();
  // Every variable the credential needs, named at once: one line says all there is to set.
  const need = (...fields: [keyof EnvironmentCredentials, string][]): string[] => {
    const unset = fields.filter(([field]) => !own[field]).map(([, variable]) => `${ENV}_${variable}`);
    if (unset.length)
      throw new CannotReplay(
        `the request carried ${unset.join(' and ')}, which ${unset.length > 1 ? 'are' : 'is'} not set: set ` +
          `${unset.length > 1 ? 'them' : 'it'} (environment or .env) to replay it`,
      );
    return fields.map(([field]) => own[field]!);
  };
  if (request.url.includes(REDACTED))
    throw new CannotReplay(`a credential stood in the URL (${request.url}): it cannot be sent again as it was`);
  if (request.body?.includes(REDACTED))
    throw new CannotReplay('the recorded body holds a redacted credential: it cannot be sent again as it was');
  if (request.body && /… \[\d+ more characters\]$/.test(request.body))
    throw new CannotReplay(
      'the evidence keeps the first 8 KiB of the body: this body is cut, so it cannot be sent again as it was',
    );
  const said: string[] = [];
  const headers: Record<string, string> = {};
  const lower = (name: string) => name.toLowerCase();
  const hmacHeaders = new Set([scheme.keyHeader, scheme.timestampHeader, scheme.signatureHeader].map(lower));
  const signedHmac = Object.entries(request.headers).some(
    ([name, value]) => lower(name) === lower(scheme.signatureHeader) && value === REDACTED,
  );
  for (const [name, value] of Object.entries(request.headers)) {
    if (LEFT_OUT.has(lower(name))) continue;
    if (signedHmac && hmacHeaders.has(lower(name))) continue;
    if (!value.includes(REDACTED)) {
      headers[name] = value;
      continue;
    }
    if (/^(proxy-)?authorization$/i.test(name)) {
      const scheme = value.split(' ')[0];
      const nonce = redactedSignedNonce(value);
      if (nonce) {
        const signed = hmacSigner({
          ...PUBLIC_SDK_CONSTRUCTION,
          keyHeader: '',
          timestampHeader: '',
          signatureHeader: '',
        })(
          { method: request.method, url: request.url, body: request.body },
          pair(need(['apiCredential', 'API_CREDENTIAL'], ['apiSecret', 'API_SECRET'])),
          { ...PUBLIC_SDK_CONSTRUCTION, keyHeader: '', timestampHeader: '', signatureHeader: '' },
          Number(nonce),
        );
        headers[name] = signed.authorization;
        said.push(
          `${name}: ${scheme} ${ENV}_API_CREDENTIAL, signed with ${ENV}_API_SECRET over the recorded nonce ${nonce} ` +
            `(${age(Number(nonce))}) (ASSUME-LEG-AUTH)`,
        );
      } else if (value === `${scheme} ${REDACTED}`) {
        headers[name] = `${scheme} ${need(['apiCredential', 'API_CREDENTIAL'])[0]}`;
        said.push(`${name}: ${scheme} ${ENV}_API_CREDENTIAL`);
      } else if (value === REDACTED) {
        headers[name] = need(['apiCredential', 'API_CREDENTIAL'])[0];
        said.push(`${name}: ${ENV}_API_CREDENTIAL`);
      } else throw new CannotReplay(`${name} was recorded as ${value}, a form the suite does not sign again`);
    } else if (lower(name) === 'x-api-key') {
      headers[name] = need(['apiKey', 'API_KEY'])[0];
      said.push(`${name}: ${ENV}_API_KEY`);
    } else
      throw new CannotReplay(
        `${name} was redacted (${value}) and is no credential of the environment the suite can put back`,
      );
  }
  if (signedHmac) {
    const timestamp = Object.entries(request.headers).find(
      ([name]) => lower(name) === lower(scheme.timestampHeader),
    )?.[1];
    if (!timestamp || !/^\d+$/.test(timestamp))
      throw new CannotReplay(
        `the recorded ${scheme.timestampHeader} is ` +
          `${timestamp === undefined ? 'absent' : JSON.stringify(timestamp)}: no instant to sign over again`,
      );
    const nowMs = scheme.nonce === 'milliseconds' ? Number(timestamp) : Number(timestamp) * 1000;
    const signed = hmacSigner(scheme)(
      { method: request.method, url: request.url, body: request.body },
      pair(need(['hmacKey', 'HMAC_KEY'], ['hmacSecret', 'HMAC_SECRET'])),
      scheme,
      nowMs,
    );
    Object.assign(headers, signed);
    const signer = scheme.signerModule ? `, HMAC_SIGNER ${scheme.signerModule}` : '';
    const over = `the recorded ${scheme.timestampHeader} ${timestamp} (${age(nowMs)})`;
    const signedWith = `signed with ${ENV}_HMAC_KEY and ${ENV}_HMAC_SECRET`;
    said.push(`${scheme.signatureHeader}: ${signedWith} over ${over} (ASSUME-HMAC-SCHEME${signer})`);
  }
  if (!said.length) said.push('no credential: the request is sent again as it was recorded');
  return { headers, said };
}

/**
 * Status, and where both are JSON the body's shape (its fields and their types; values such as ids differ by nature).
 */
function compared(recorded: Exchange, now: { status: number; text: string }): { same: boolean; line: string } {
  const before = recorded.response;
  if (!before)
    return {
      same: false,
      line: `compared the answer: recorded none (${recorded.error ?? 'no answer'}), now ${now.status}`,
    };
  const statuses = `status recorded ${before.status}, now ${now.status}`;
  const [a, b] = [shapeOf(before.body), shapeOf(now.text)];
  if (before.status !== now.status)
    return {
      same: false,
      line:
        `compared the status and the JSON body's shape: ${statuses}: another answer; the recorded failure ` +
        `does not reproduce`,
    };
  if (a === undefined || b === undefined)
    return {
      same: true,
      line:
        `compared the status (a body that is not JSON is not compared): ${statuses}: the recorded answer ` +
        `reproduces`,
    };
  const missing = [...a].filter((field) => !b.has(field));
  const added = [...b].filter((field) => !a.has(field));
  if (missing.length || added.length) {
    const diff = [
      missing.length ? `now without ${missing.slice(0, 5).join(', ')}` : '',
      added.length ? `now with ${added.slice(0, 5).join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; ');
    return {
      same: false,
      line:
        `compared the status and the JSON body's shape (fields and types, not values): ${statuses}; the ` +
        `body differs: ${diff}`,
    };
  }
  return {
    same: true,
    line:
      `compared the status and the JSON body's shape (fields and types, not values): ${statuses}, the ` +
      `same ${a.size} fields: the recorded answer reproduces`,
  };
}

/** Every JSON pointer of the body with its type, array items folded into "*"; undefined when it is not JSON. */
function shapeOf(text: string | undefined): Set<string> | undefined {
  if (text === undefined || text === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const out = new Set<string>();
  const walk = (item: unknown, pointer: string) => {
    const type = item === null ? 'null' : Array.isArray(item) ? 'array' : typeof item;
    out.add(`${pointer || '/'} ${type}`);
    if (Array.isArray(item)) item.forEach((element) => walk(element, `${pointer}/*`));
    else if (item && typeof item === 'object')
      for (const [key, field] of Object.entries(item)) walk(field, `${pointer}/${key}`);
  };
  walk(value, '');
  return out;
}

function pair([key, secret]: string[]): { key: string; secret: string } {
  return { key, secret };
}

/**
 * Whether the run of that folder went to the embedded mock (its conformance.json says so) and the request to one of
 * its base URLs. Without the report, nothing says so: the public credentials are not used.
 */
function ranAgainstEmbeddedMock(reportDir: string, url: string): boolean {
  let target: { embeddedMock?: boolean; baseUrls?: Record<string, string> } | undefined;
  try {
    target = (JSON.parse(readFileSync(join(reportDir, 'conformance.json'), 'utf8')) as { target?: typeof target })
      .target;
  } catch {
    return false;
  }
  if (target?.embeddedMock !== true) return false;
  const origin = safeOrigin(url);
  return Object.values(target.baseUrls ?? {}).some((base) => origin !== undefined && safeOrigin(base) === origin);
}

function safeOrigin(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The environment whose base URL (or partner host) the URL starts with. */
function environmentOf(url: string, target: TargetConfig): EnvName | undefined {
  for (const [env, environment] of Object.entries(target.environments) as [
    EnvName,
    TargetConfig['environments'][EnvName],
  ][]) {
    for (const base of [environment?.baseUrl, environment?.partnerBaseUrl]) {
      if (base && (url === base || url.startsWith(`${base.replace(/\/$/, '')}/`))) return env;
    }
  }
  return undefined;
}

function age(ms: number): string {
  const seconds = Math.round((Date.now() - ms) / 1000);
  return seconds >= 0 ? `${seconds} s before now` : `${-seconds} s after now`;
}

function fail(line: string): number {
  console.error(`replay: ${line}`);
  return 2;
}
