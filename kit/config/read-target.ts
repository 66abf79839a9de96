import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Assumption, EnvName, EnvironmentTarget, HmacScheme, HmacSignedPart, TargetConfig } from './target-config';
import { assumptionTable, readingKey, rowByKey, rowValue } from '../../rules/assumptions';
import { ruleById } from '../../rules';
import { Settings } from './settings';
import { loadProfile, type TargetProfile } from './target-profile';
import { EMBEDDED_MOCK_PARTNER_HOST, EMBEDDED_MOCK_PORT_BASE, EMBEDDED_MOCK_SETTINGS } from './embedded-mock';

import { ConfigError } from './config-error';
import { CREDENTIAL_VARIABLES } from './credentials';
import { readWaivers } from './waivers';
import { planOf, withPlan } from './plans';
import { REQUEST_LIMITS, type RequestLimits } from '../http/request-limits';

export { ConfigError };

type Env = Record<string, string | undefined>;

/** A request's time limit when CONFORMANCE_TIMEOUT_MS is not set. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;

/** Reads the target (docs/target.md) from the environment. */
/**
 * The target the variables give, with the profile CONFORMANCE_PROFILE names, if any: what every command runs against.
 */
export function readProfiledTarget(env: Env, today = new Date()): TargetConfig {
  return readTargetConfig(env, today, env.CONFORMANCE_PROFILE ? loadProfile(env.CONFORMANCE_PROFILE) : undefined);
}

export function readTargetConfig(shellEnv: Env, today = new Date(), profile?: TargetProfile): TargetConfig {
  const plan = planOf(shellEnv);
  const planned = withPlan(shellEnv, plan);
  // The embedded mock (no base URL set) is a target the suite knows: its settings, unless a variable is set.
  const embedded = !planned.SANDBOX_BASE_URL && !planned.PRODUCTION_BASE_URL;
  const env = embedded
    ? { ...planned, ...Object.fromEntries(Object.entries(EMBEDDED_MOCK_SETTINGS).filter(([key]) => !planned[key])) }
    : planned;
  const settings = new Settings(env, profile);
  // Row keys read from here: variable, then profile, then the row's default.
  const row = settings.resolved;
  const conformanceEnv = oneOf(env, 'CONFORMANCE_ENV', ['sandbox', 'production'], 'sandbox') as EnvName;
  refuseBlankCredentials(env);
  const sandboxUrl = baseUrl(env, 'SANDBOX_BASE_URL');
  const productionUrl = baseUrl(env, 'PRODUCTION_BASE_URL');
  const partnerUrl = baseUrl(env, 'PARTNER_BASE_URL');
  const embeddedMock = !sandboxUrl && !productionUrl;

  const environments: TargetConfig['environments'] = {};
  let controlUrl = baseUrl(env, 'CONTROL_URL');
  let mockData: TargetConfig['mockData'] = 'default';
  if (embeddedMock) {
    // Three ports: base, base + 1, base + 2.
    const base = integer(env, 'MOCK_PORT_BASE', EMBEDDED_MOCK_PORT_BASE, [1, 65533]);
    mockData = oneOf(env, 'MOCK_DATA', ['default', 'large'], 'default') as TargetConfig['mockData'];
    environments.sandbox = { baseUrl: `http://127.0.0.1:${base}` };
    environments.production = { baseUrl: `http://127.0.0.1:${base + 1}` };
    controlUrl ??= `http://127.0.0.1:${base + 2}`;
    // The embedded mock's partner host: its listener under another name (mock PARTNER_HOST_NAME). Empty is unset, as
    // for every URL here (.env.example lists PARTNER_BASE_URL empty): the mock always has one.
    (environments[conformanceEnv] as EnvironmentTarget).partnerBaseUrl =
      `http://${EMBEDDED_MOCK_PARTNER_HOST}:${base + (conformanceEnv === 'production' ? 1 : 0)}`;
  } else {
    if (sandboxUrl) environments.sandbox = { baseUrl: sandboxUrl };
    if (productionUrl) environments.production = { baseUrl: productionUrl };
    const underTest = conformanceEnv === 'sandbox' ? 'SANDBOX_BASE_URL' : 'PRODUCTION_BASE_URL';
    if (!environments[conformanceEnv])
      throw new ConfigError(`${underTest} is required when CONFORMANCE_ENV=${conformanceEnv}`);
    for (const name of ['sandbox', 'production'] as const)
      if (environments[name]) requireCredentials(env, name.toUpperCase());
  }
  if (partnerUrl) (environments[conformanceEnv] as EnvironmentTarget).partnerBaseUrl = partnerUrl;

  const seed = integer(env, 'CONFORMANCE_SEED', 0, [0, 2 ** 31 - 1]);
  const day = 24 * 3600 * 1000;
  const ordersFrom = date(row, 'LEGACY_ORDERS_FROM', isoDate(new Date(today.getTime() - 365 * day)));
  const ordersTo = date(row, 'LEGACY_ORDERS_TO', isoDate(new Date(today.getTime() - day)));
  const sample = {
    fiat: settings.get('LEGACY_FIAT'),
    coin: settings.get('LEGACY_COIN'),
    walletAddress: settings.get('LEGACY_WALLET_ADDRESS'),
    returnUrl: url(row, 'LEGACY_RETURN_URL')!,
  };
  const tagSample = {
    coin: settings.get('LEGACY_TAG_COIN'),
    walletAddress: settings.get('LEGACY_TAG_WALLET_ADDRESS'),
    tag: settings.get('LEGACY_TAG'),
  };
  const memoSample = {
    coin: settings.get('LEGACY_MEMO_COIN'),
    walletAddress: settings.get('LEGACY_MEMO_WALLET_ADDRESS'),
    tag: settings.get('LEGACY_MEMO'),
  };
  const networkSample = {
    coin: settings.get('LEGACY_NETWORK_COIN'),
    network: settings.get('LEGACY_NETWORK'),
    walletAddress: settings.get('LEGACY_NETWORK_WALLET_ADDRESS'),
    evmWalletAddress: settings.get('LEGACY_EVM_WALLET_ADDRESS'),
  };
  const pricesRateProbe = integer(row, 'LEGACY_PRICES_RATE_PROBE', Number.NaN, [1, 10_000]);
  const hosted: TargetConfig['hosted'] = {
    sample: {
      crypto: settings.get('HOSTED_CRYPTO'),
      fiat: settings.get('HOSTED_FIAT'),
      fiatAmount: settings.get('HOSTED_FIAT_AMOUNT'),
      walletAddress: settings.get('HOSTED_WALLET_ADDRESS'),
      redirectUrl: url(row, 'HOSTED_REDIRECT_URL')!,
    },
    assumedRequired: buyFields(list(row, 'HOSTED_BUY_REQUIRED'), 'HOSTED_BUY_REQUIRED', row.HOSTED_BUY_REQUIRED),
    restricted: {
      customerId: settings.get('HOSTED_RESTRICTED_CUSTOMER_ID'),
      crypto: settings.get('HOSTED_RESTRICTED_CRYPTO'),
      walletAddress: settings.get('HOSTED_RESTRICTED_WALLET_ADDRESS'),
    },
    kycSharingEnabledIn: list(row, 'HOSTED_KYC_SHARING_ENABLED_IN').map((name) => {
      if (name !== 'sandbox' && name !== 'production')
        throw new ConfigError(`HOSTED_KYC_SHARING_ENABLED_IN lists sandbox or production: '${name}'`);
      return name;
    }),
    staleSessionText: settings.get('HOSTED_STALE_SESSION_TEXT'),
  };
  const hmac: TargetConfig['hmac'] = {
    placement: oneOf(row, 'HMAC_PLACEMENT', ['headers', 'authorization']) as HmacScheme['placement'],
    authorizationPrefix: settings.get('HMAC_AUTHORIZATION_PREFIX'),
    signed: signedParts(settings.get('HMAC_SIGNED')),
    path: oneOf(row, 'HMAC_PATH', ['with-slash', 'without-slash']) as HmacScheme['path'],
    nonce: oneOf(row, 'HMAC_NONCE', ['seconds', 'milliseconds']) as HmacScheme['nonce'],
    keyHeader: settings.get('HMAC_KEY_HEADER'),
    timestampHeader: settings.get('HMAC_TIMESTAMP_HEADER'),
    signatureHeader: settings.get('HMAC_SIGNATURE_HEADER'),
    encoding: oneOf(row, 'HMAC_ENCODING', ['hex', 'base64']) as 'hex' | 'base64',
    signerModule: settings.get('HMAC_SIGNER') || undefined,
  };

  const config: TargetConfig = {
    env: conformanceEnv,
    environments,
    embeddedMock,
    mockData,
    controlUrl,
    plan: plan?.name,
    budgetMinutes: plan?.budgetMinutes,
    realTime: flag(env, 'CONFORMANCE_REAL_TIME'),
    rules: ruleIds(env, 'CONFORMANCE_RULES'),
    grep: pattern(env, 'CONFORMANCE_GREP'),
    grepInvert: pattern(env, 'CONFORMANCE_GREP_INVERT', true),
    allowWrites: flag(env, 'CONFORMANCE_ALLOW_WRITES'),
    seed,
    cases: {
      perCheck: integer(env, 'CONFORMANCE_CASES', 5, [1, 1000]),
      rateLimited: integer(env, 'CONFORMANCE_RATE_LIMITED_CASES', 2, [0, 100]),
    },
    sequences: {
      count: integer(env, 'CONFORMANCE_SEQUENCES', 3, [1, 200]),
      maxCommands: integer(env, 'CONFORMANCE_SEQUENCE_COMMANDS', 5, [1, 40]),
    },
    // Absolute: Playwright takes relative output paths from its config's folder, inside the package when installed.
    reportDir: reportDir(env),
    previousReport: previousReport(env),
    ciAnnotations: oneOf(
      env,
      'CONFORMANCE_ANNOTATIONS',
      ['github', 'none'],
      env.GITHUB_ACTIONS === 'true' ? 'github' : 'none',
    ) as TargetConfig['ciAnnotations'],
    requestTimeoutMs: integer(env, 'CONFORMANCE_TIMEOUT_MS', DEFAULT_REQUEST_TIMEOUT_MS, [1, 600_000]),
    waivers: env.CONFORMANCE_WAIVERS ? readWaivers(env.CONFORMANCE_WAIVERS) : [],
    slowRequestMs: integer(env, 'CONFORMANCE_SLOW_MS', DEFAULT_SLOW_REQUEST_MS, [1, 600_000]),
    maxBodyBytes: integer(env, 'CONFORMANCE_MAX_BODY_MB', 4, [1, 1024]) * 1024 * 1024,
    requestLimits: requestLimitsOf(row),
    backoff: {
      maxRetries: integer(env, 'CONFORMANCE_BACKOFF_RETRIES', 3, [0, 10]),
      baseDelayMs: 500,
      maxDelayMs: integer(env, 'CONFORMANCE_BACKOFF_MAX_MS', 60_000, [1, 600_000]),
    },
    legacy: {
      sample,
      tagSample,
      memoSample,
      networkSample,
      ordersFrom,
      ordersTo,
      pricesRateProbe,
      discountCode: settings.get('LEGACY_DISCOUNT_CODE').trim() || undefined,
    },
    hosted,
    native: {
      sample: {
        source: settings.get('NATIVE_SOURCE'),
        target: settings.get('NATIVE_TARGET'),
        amount: settings.get('NATIVE_AMOUNT'),
        walletAddress: settings.get('NATIVE_WALLET_ADDRESS'),
      },
      readyIdentity: settings.get('NATIVE_READY_IDENTITY'),
      identityCreatePath: settings.get('NATIVE_IDENTITY_CREATE_PATH'),
      limitsPath: settings.get('NATIVE_LIMITS_PATH'),
      quoteLockedSeconds: integer(row, 'NATIVE_QUOTE_LOCKED_SECONDS', Number.NaN, [1, 3600]),
      quoteExpiredSeconds: integer(row, 'NATIVE_QUOTE_EXPIRED_SECONDS', Number.NaN, [1, 3600]),
      priceQuoteTolerance: fraction(row, 'NATIVE_PRICE_QUOTE_TOLERANCE'),
    },
    hmac,
    webhooks: {
      signatureHeader: settings.get('WEBHOOK_SIGNATURE_HEADER'),
      encoding: oneOf(row, 'WEBHOOK_SIGNATURE_ENCODING', ['hex', 'base64']) as 'hex' | 'base64',
    },
    partnerBackoffMs: integer(row, 'PARTNER_BACKOFF_MS', Number.NaN, [0, 600_000]),
    partnerPolling: {
      repeats: integer(row, 'PARTNER_POLL_REPEATS', Number.NaN, [1, 10_000]),
      windowMs: 1000 * integer(row, 'PARTNER_POLL_WINDOW_S', Number.NaN, [1, 86_400]),
    },
    partnerAtOnceSeconds: integer(row, 'PARTNER_AT_ONCE_S', Number.NaN, [1, 59]),
    chromiumPath: env.CONFORMANCE_CHROMIUM_PATH || '/usr/bin/chromium',
    settingValues: Object.fromEntries([...rowByKey.keys()].map((key) => [key, settings.get(key)])),
    readings: readingsOf(settings),
    assumptions: assumptionsOf(settings),
  };
  return config;
}

/** Requests a minute under each limit the suite's own traffic keeps to, per environment (a variable overrides). */
function requestLimitsOf(row: Env): RequestLimits {
  const perEnv = (limit: (typeof REQUEST_LIMITS)[number]) =>
    Object.fromEntries(
      Object.entries(limit.perMinute).map(([env, { variable, fallback }]) => [
        env,
        integer(row, variable, fallback, [1, 100_000]),
      ]),
    );
  return Object.fromEntries(REQUEST_LIMITS.map((limit) => [limit.name, perEnv(limit)])) as unknown as RequestLimits;
}

/** Every row of the assumption table with the value in force and where it came from; printed in every report. */
function assumptionsOf(settings: Settings): Assumption[] {
  return assumptionTable.map((row) => {
    return {
      id: row.id,
      text: row.text,
      value: rowValue(row, (key) => settings.get(key)),
      source: settings.sourceOf(row),
    };
  });
}

/** The reading in force for every reading row, checked against the readings the row knows. */
function readingsOf(settings: Settings): TargetConfig['readings'] {
  const readings: Record<string, string> = {};
  for (const row of assumptionTable) {
    if (!row.readings) continue;
    const key = readingKey(row);
    const value = settings.get(key);
    const known = Object.keys(row.readings);
    if (!known.includes(value))
      throw new ConfigError(`${key} must be one of ${known.join(', ')}: '${value}' (${row.id}${settings.origin(key)})`);
    readings[row.id] = value;
  }
  return readings as TargetConfig['readings'];
}

/** HMAC_SIGNED: the four parts, each once, in the order they are signed. */
function signedParts(value: string): HmacSignedPart[] {
  const parts = value.split(',').map((part) => part.trim());
  const all: HmacSignedPart[] = ['timestamp', 'method', 'path', 'body'];
  if (parts.length !== all.length || !all.every((part) => parts.includes(part))) {
    throw new ConfigError(
      `HMAC_SIGNED lists timestamp, method, path and body, each once, in the order they are signed: '${value}'`,
    );
  }
  return parts as HmacSignedPart[];
}

/** A configured environment needs the credential of at least one surface, and each credential whole. */
function requireCredentials(env: Env, prefix: string): void {
  const has = (suffix: string) => Boolean(env[`${prefix}_${suffix}`]);
  for (const [one, other] of [
    ['API_KEY', 'PARTNER_REF'],
    ['HMAC_KEY', 'HMAC_SECRET'],
  ]) {
    if (has(one) !== has(other))
      throw new ConfigError(`${prefix}_${has(one) ? other : one} is required with ${prefix}_${has(one) ? one : other}`);
  }
  if (!has('API_CREDENTIAL') && !has('API_KEY') && !has('HMAC_KEY')) {
    throw new ConfigError(
      `${prefix}_API_CREDENTIAL, ${prefix}_API_KEY or ${prefix}_HMAC_KEY is required when ${prefix}_BASE_URL is set`,
    );
  }
}

/**
 * A credential of spaces only is no credential: sent, it is refused everywhere and every surface's tests skip; left
 * out, the embedded mock's would be used instead. Told now, by name (its value is never printed).
 */
function refuseBlankCredentials(env: Env): void {
  for (const prefix of ['SANDBOX', 'PRODUCTION']) {
    for (const suffix of Object.values(CREDENTIAL_VARIABLES)) {
      const value = env[`${prefix}_${suffix}`];
      if (value && !value.trim())
        throw new ConfigError(`${prefix}_${suffix} is blank (only spaces): give the credential, or leave it empty`);
    }
  }
}

function fraction(env: Env, name: string, fallback = Number.NaN): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^0?\.\d+$|^1(\.0+)?$/.test(value))
    throw new ConfigError(`${name} must be a fraction between 0 and 1: '${value}'`);
  return Number(value);
}

/** The fields of the Hosted buy the document names (Endpoints › Hosted Checkout), beside externalCustomerId. */
const HOSTED_BUY_FIELDS = ['crypto', 'fiat', 'fiatAmount', 'walletAddress', 'redirectUrl'];

/**
 * A list of buy fields that names none, or one the buy has not, leaves its check nothing to try: say so, run nothing.
 */
/**
 * `none`: nothing is required beyond externalCustomerId, which the document leaves open (HC-BUY-ASSUMED-REQUIRED then
 * skips).
 */
function buyFields(fields: string[], name: string, value: string | undefined): string[] {
  if (fields.length === 1 && fields[0] === 'none') return [];
  if (!fields.length)
    throw new ConfigError(
      `${name} names no buy field (${JSON.stringify(value ?? '')}): list some of ` +
        `${HOSTED_BUY_FIELDS.join(',')}, none, or leave it unset for the default`,
    );
  const unknown = fields.filter((field) => !HOSTED_BUY_FIELDS.includes(field));
  if (unknown.length)
    throw new ConfigError(
      `${name} names ${unknown.join(', ')}, not a field of the buy: list some of ${HOSTED_BUY_FIELDS.join(',')}`,
    );
  return fields;
}

function list(env: Env, name: string, fallback: string[] = []): string[] {
  const value = env[name];
  return value
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : fallback;
}

export function url(env: Env, name: string): string | undefined {
  const value = env[name];
  if (!value) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a URL: '${value}'`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ConfigError(`${name} must be an http or https URL: '${value}'`);
  }
  return value.replace(/\/+$/, '');
}

/**
 * A URL every path of the suite is joined to (`${base}/api/countries`): a query or a fragment would end up before
 * the path, and no surface would be reached.
 */
function baseUrl(env: Env, name: string): string | undefined {
  const value = url(env, name);
  if (value === undefined) return undefined;
  const parsed = new URL(value);
  if (parsed.search || parsed.hash || value.includes('?') || value.includes('#')) {
    throw new ConfigError(
      `${name} carries a ${parsed.hash && !parsed.search ? 'fragment' : 'query'}: ` +
        `'${parsed.origin}${parsed.pathname}${parsed.search ? '?…' : '#…'}'; give the service's address without ` +
        `it (the suite adds each path and query)`,
    );
  }
  return value;
}

/** A whole number within its range: a value outside it is a configuration error told at start, never a crash later. */
export function integer(env: Env, name: string, fallback: number, [min, max]: readonly [number, number]): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}: '${value}'`);
  return Number(value);
}

/**
 * Where the reports go: a folder, made when missing; a file there would be written over by nothing and read as none.
 */
function reportDir(env: Env): string {
  const path = resolve(env.REPORT_DIR || 'reports');
  if (existsSync(path) && !statSync(path).isDirectory())
    throw new ConfigError(
      `REPORT_DIR (--report-dir) names a file, not a folder: '${path}'; give a folder (made if missing)`,
    );
  return path;
}

/**
 * The conformance.json to compare this run with; a path that is not there is a mistake, told now rather than after the
 * run.
 */
function previousReport(env: Env): string | undefined {
  const path = env.CONFORMANCE_PREVIOUS_REPORT;
  if (path && !existsSync(path)) throw new ConfigError(`CONFORMANCE_PREVIOUS_REPORT names no file: '${path}'`);
  // Read at the end of the run, anything else would only be named there, after the whole run (issue 44).
  if (path && !isConformanceReport(path))
    throw new ConfigError(
      `CONFORMANCE_PREVIOUS_REPORT is not a conformance.json of an earlier run: '${path}'; give one, or leave it empty`,
    );
  return path || undefined;
}

/** A conformance.json as the reporter reads a previous one (reporters/run-history.ts): its rules and start time. */
function isConformanceReport(path: string): boolean {
  try {
    const report = JSON.parse(readFileSync(path, 'utf8')) as { rules?: unknown; startedAt?: unknown } | null;
    return Array.isArray(report?.rules) && typeof report.startedAt === 'string';
  } catch {
    return false;
  }
}

function flag(env: Env, name: string): boolean {
  const value = env[name];
  if (value === undefined || value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw new ConfigError(`${name} must be 1 or 0: '${value}'`);
}

/** Above it a request is listed as slow: well inside the default request time limit of 10 s. */
export const DEFAULT_SLOW_REQUEST_MS = 2000;

function ruleIds(env: Env, name: string): string[] {
  const ids = (env[name] ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const unknown = ids.filter((id) => !ruleById(id));
  if (unknown.length)
    throw new ConfigError(
      `${name}: unknown rule id ${unknown.join(', ')} (ids as the report shows them, as LEG-ORDERS-422)`,
    );
  return ids;
}

/**
 * A regular expression; one that selects tests (not one that leaves them out) cannot be given beside CONFORMANCE_RULES.
 */
function pattern(env: Env, name: string, besideRules = false): string | undefined {
  const value = env[name];
  if (!value) return undefined;
  try {
    new RegExp(value);
  } catch {
    throw new ConfigError(`${name} is not a regular expression: '${value}'`);
  }
  if (env.CONFORMANCE_RULES && !besideRules) throw new ConfigError(`give CONFORMANCE_RULES or ${name}, not both`);
  return value;
}

export function oneOf(env: Env, name: string, values: string[], fallback = ''): string {
  const value = env[name] || fallback;
  if (!values.includes(value)) throw new ConfigError(`${name} must be one of ${values.join(', ')}: '${value}'`);
  return value;
}

function date(env: Env, name: string, fallback: string): string {
  const value = env[name] || fallback;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) {
    throw new ConfigError(`${name} must be a date YYYY-MM-DD: '${value}'`);
  }
  return value;
}

export function isoDate(when: Date): string {
  return when.toISOString().slice(0, 10);
}
