import type { Assumption, EnvName, EnvironmentTarget, TargetConfig } from './target-config';
import { EMBEDDED_MOCK_PORT_BASE } from './embedded-mock';

/** A configuration mistake, told in one line that names the variable. */
export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

/** Reads the target of ../shared/design/target-contract.md (section 1) from the environment. */
export function readTargetConfig(env: Env, today = new Date()): TargetConfig {
  const conformanceEnv = oneOf(env, 'CONFORMANCE_ENV', ['sandbox', 'production'], 'sandbox') as EnvName;
  const sandboxUrl = url(env, 'SANDBOX_BASE_URL');
  const productionUrl = url(env, 'PRODUCTION_BASE_URL');
  const partnerUrl = url(env, 'PARTNER_BASE_URL');
  const embeddedMock = !sandboxUrl && !productionUrl;

  const environments: TargetConfig['environments'] = {};
  let controlUrl = url(env, 'CONTROL_URL');
  if (embeddedMock) {
    const base = integer(env, 'MOCK_PORT_BASE', EMBEDDED_MOCK_PORT_BASE);
    environments.sandbox = { baseUrl: `http://127.0.0.1:${base}` };
    environments.production = { baseUrl: `http://127.0.0.1:${base + 1}` };
    controlUrl ??= `http://127.0.0.1:${base + 2}`;
  } else {
    if (sandboxUrl) environments.sandbox = { baseUrl: sandboxUrl };
    if (productionUrl) environments.production = { baseUrl: productionUrl };
    const underTest = conformanceEnv === 'sandbox' ? 'SANDBOX_BASE_URL' : 'PRODUCTION_BASE_URL';
    if (!environments[conformanceEnv]) throw new ConfigError(`${underTest} is required when CONFORMANCE_ENV=${conformanceEnv}`);
    for (const name of ['sandbox', 'production'] as const) {
      const variable = `${name.toUpperCase()}_API_CREDENTIAL`;
      if (environments[name] && !env[variable]) {
        throw new ConfigError(`${variable} is required when ${name.toUpperCase()}_BASE_URL is set`);
      }
    }
  }
  if (partnerUrl) (environments[conformanceEnv] as EnvironmentTarget).partnerBaseUrl = partnerUrl;

  const seed = integer(env, 'CONFORMANCE_SEED', 0);
  const day = 24 * 3600 * 1000;
  const ordersFrom = date(env, 'LEGACY_ORDERS_FROM', isoDate(new Date(today.getTime() - 365 * day)));
  const ordersTo = date(env, 'LEGACY_ORDERS_TO', isoDate(new Date(today.getTime() - day)));
  const sample = {
    fiat: env.LEGACY_FIAT || 'EUR',
    coin: env.LEGACY_COIN || 'BTC',
    walletAddress: env.LEGACY_WALLET_ADDRESS || 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    returnUrl: url(env, 'LEGACY_RETURN_URL') ?? 'https://partner.example/return',
  };
  const tagSample = {
    coin: env.LEGACY_TAG_COIN || 'XRP',
    walletAddress: env.LEGACY_TAG_WALLET_ADDRESS || 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh',
    tag: env.LEGACY_TAG || '123456',
  };
  const pricesRateProbe = integer(env, 'LEGACY_PRICES_RATE_PROBE', 120);

  const config: TargetConfig = {
    env: conformanceEnv,
    environments,
    embeddedMock,
    controlUrl,
    realTime: flag(env, 'CONFORMANCE_REAL_TIME'),
    allowWrites: flag(env, 'CONFORMANCE_ALLOW_WRITES'),
    seed,
    reportDir: env.REPORT_DIR || 'reports',
    requestTimeoutMs: integer(env, 'CONFORMANCE_TIMEOUT_MS', 10_000),
    backoff: {
      maxRetries: integer(env, 'CONFORMANCE_BACKOFF_RETRIES', 3),
      baseDelayMs: 500,
      maxDelayMs: integer(env, 'CONFORMANCE_BACKOFF_MAX_MS', 60_000),
    },
    legacy: { sample, tagSample, ordersFrom, ordersTo, pricesRateProbe },
    assumptions: [],
  };
  config.assumptions = assumptionsOf(config);
  return config;
}

/** Where the document is silent or open to two readings: the suite's choice, printed in every report. */
function assumptionsOf(config: TargetConfig): Assumption[] {
  const { sample, tagSample, ordersFrom, ordersTo, pricesRateProbe } = config.legacy;
  return [
    { id: 'ASSUME-CHECKOUT-LOADS', text: 'A checkout URL "loads" when a GET of it answers 2xx and "no longer loads" when it answers 4xx', value: '2xx / 4xx' },
    { id: 'ASSUME-PER-PAGE-ABOVE-MAX', text: 'per_page above 200 may be refused with a 4xx or capped at 200: both readings pass', value: 'refused or capped' },
    { id: 'ASSUME-PAST-LAST-PAGE', text: 'A page past meta.last_page may be empty or refused with a 4xx', value: 'empty or 4xx' },
    { id: 'ASSUME-422-TITLES', text: 'Create-order 422 titles are compared without regard to case or surrounding space', value: 'case-insensitive' },
    { id: 'ASSUME-SELL-VALUES', text: 'The document shows only buy values (FIAT_TO_CRYPTO, CRYPTO-BUY); a sell is anything else', value: 'not FIAT_TO_CRYPTO / not CRYPTO-BUY' },
    { id: 'ASSUME-ADDRESS-TAG-REFUSAL', text: 'A buy order missing a required wallet_address_tag is refused with a 4xx (the document says the tag is needed, not how a missing one is answered)', value: '4xx' },
    { id: 'ASSUME-NETWORK-MINIMUM-REFUSAL', text: "A buy order below the network's min_value is refused with a 4xx", value: '4xx' },
    { id: 'ASSUME-PRICES-RATE-LIMIT', text: 'GET /api/prices answers 429 within this many requests in a minute (numeric limit not shown)', value: `LEGACY_PRICES_RATE_PROBE=${pricesRateProbe}` },
    { id: 'ASSUME-SAMPLE-ORDER', text: 'The target sells this coin for this fiat, to this wallet address (scenario data)', value: `LEGACY_FIAT=${sample.fiat} LEGACY_COIN=${sample.coin} LEGACY_WALLET_ADDRESS=${sample.walletAddress}` },
    { id: 'ASSUME-TAG-SAMPLE', text: 'The target sells this coin on a network whose address needs a tag, to this address with this tag (scenario data)', value: `LEGACY_TAG_COIN=${tagSample.coin} LEGACY_TAG_WALLET_ADDRESS=${tagSample.walletAddress} LEGACY_TAG=${tagSample.tag}` },
    { id: 'ASSUME-ORDERS-RANGE', text: 'The bulk list holds orders between these dates and none is added there during the run (pagination and filters read them)', value: `LEGACY_ORDERS_FROM=${ordersFrom} LEGACY_ORDERS_TO=${ordersTo}` },
  ];
}

function url(env: Env, name: string): string | undefined {
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

function integer(env: Env, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) throw new ConfigError(`${name} must be a whole number: '${value}'`);
  return Number(value);
}

function flag(env: Env, name: string): boolean {
  const value = env[name];
  if (value === undefined || value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw new ConfigError(`${name} must be 1 or 0: '${value}'`);
}

function oneOf(env: Env, name: string, values: string[], fallback: string): string {
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
