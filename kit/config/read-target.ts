import { existsSync } from 'node:fs';
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
    for (const name of ['sandbox', 'production'] as const) if (environments[name]) requireCredentials(env, name.toUpperCase());
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
  const hosted: TargetConfig['hosted'] = {
    sample: {
      crypto: env.HOSTED_CRYPTO || 'BTC',
      fiat: env.HOSTED_FIAT || 'EUR',
      fiatAmount: env.HOSTED_FIAT_AMOUNT || '100.00',
      walletAddress: env.HOSTED_WALLET_ADDRESS || 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      redirectUrl: url(env, 'HOSTED_REDIRECT_URL') ?? 'https://partner.example/return',
    },
    assumedRequired: list(env, 'HOSTED_BUY_REQUIRED', ['crypto', 'fiat', 'fiatAmount', 'walletAddress', 'redirectUrl']),
    restricted: {
      customerId: env.HOSTED_RESTRICTED_CUSTOMER_ID || 'cust-ca-restricted-0001',
      crypto: env.HOSTED_RESTRICTED_CRYPTO || 'USDT',
      walletAddress: env.HOSTED_RESTRICTED_WALLET_ADDRESS || '0x52908400098527886E0F7030069857D2E4169EE7',
    },
    kycSharingEnabledIn: list(env, 'HOSTED_KYC_SHARING_ENABLED_IN', ['sandbox']).map((name) => {
      if (name !== 'sandbox' && name !== 'production') throw new ConfigError(`HOSTED_KYC_SHARING_ENABLED_IN lists sandbox or production: '${name}'`);
      return name;
    }),
    staleSessionText: env.HOSTED_STALE_SESSION_TEXT || 'CSRF token mismatch',
  };
  const hmac: TargetConfig['hmac'] = {
    keyHeader: env.HMAC_KEY_HEADER || 'X-Hmac-Key',
    timestampHeader: env.HMAC_TIMESTAMP_HEADER || 'X-Hmac-Timestamp',
    signatureHeader: env.HMAC_SIGNATURE_HEADER || 'X-Hmac-Signature',
    encoding: oneOf(env, 'HMAC_ENCODING', ['hex', 'base64'], 'hex') as 'hex' | 'base64',
    signerModule: env.HMAC_SIGNER || undefined,
  };

  const config: TargetConfig = {
    env: conformanceEnv,
    environments,
    embeddedMock,
    controlUrl,
    realTime: flag(env, 'CONFORMANCE_REAL_TIME'),
    allowWrites: flag(env, 'CONFORMANCE_ALLOW_WRITES'),
    seed,
    reportDir: env.REPORT_DIR || 'reports',
    previousReport: previousReport(env),
    ciAnnotations: oneOf(env, 'CONFORMANCE_ANNOTATIONS', ['github', 'none'], env.GITHUB_ACTIONS === 'true' ? 'github' : 'none') as TargetConfig['ciAnnotations'],
    requestTimeoutMs: integer(env, 'CONFORMANCE_TIMEOUT_MS', 10_000),
    backoff: {
      maxRetries: integer(env, 'CONFORMANCE_BACKOFF_RETRIES', 3),
      baseDelayMs: 500,
      maxDelayMs: integer(env, 'CONFORMANCE_BACKOFF_MAX_MS', 60_000),
    },
    legacy: { sample, tagSample, ordersFrom, ordersTo, pricesRateProbe },
    hosted,
    native: {
      sample: {
        source: env.NATIVE_SOURCE || 'EUR',
        target: env.NATIVE_TARGET || 'BTC',
        amount: env.NATIVE_AMOUNT || '100.00',
        walletAddress: env.NATIVE_WALLET_ADDRESS || 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      },
      readyIdentity: env.NATIVE_READY_IDENTITY || 'idr-ready-7f3a9c',
      identityCreatePath: env.NATIVE_IDENTITY_CREATE_PATH || '/eapi/v0/identities',
      limitsPath: env.NATIVE_LIMITS_PATH || '/eapi/v0/identities/{identityReference}/limits',
      quoteLockedSeconds: integer(env, 'NATIVE_QUOTE_LOCKED_SECONDS', 150),
      quoteExpiredSeconds: integer(env, 'NATIVE_QUOTE_EXPIRED_SECONDS', 240),
      priceQuoteTolerance: fraction(env, 'NATIVE_PRICE_QUOTE_TOLERANCE', 0.05),
    },
    hmac,
    webhooks: {
      signatureHeader: env.WEBHOOK_SIGNATURE_HEADER || 'X-Webhook-Signature',
      encoding: oneOf(env, 'WEBHOOK_SIGNATURE_ENCODING', ['hex', 'base64'], 'hex') as 'hex' | 'base64',
    },
    chromiumPath: env.CONFORMANCE_CHROMIUM_PATH || '/usr/bin/chromium',
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
    ...hostedAssumptions(config),
    ...nativeAssumptions(config),
  ];
}

function nativeAssumptions(config: TargetConfig): Assumption[] {
  const { sample, readyIdentity, identityCreatePath, limitsPath, quoteLockedSeconds, quoteExpiredSeconds, priceQuoteTolerance } = config.native;
  return [
    { id: 'ASSUME-NAT-PAYLOADS', text: 'Native API payloads are not shown: price and quote take source, target and amount; ramps and identities carry identityReference, externalCustomerId, paymentReady; limits answer min and max per fiat', value: 'specs/native.yaml' },
    { id: 'ASSUME-NAT-PATHS', text: 'Paths of identity creation and of identity transaction limits (not shown)', value: `NATIVE_IDENTITY_CREATE_PATH=${identityCreatePath} NATIVE_LIMITS_PATH=${limitsPath}` },
    { id: 'ASSUME-NAT-QUOTE-LOCK', text: '"About 3 minutes": a quote is still locked at the first value and expired at the second', value: `NATIVE_QUOTE_LOCKED_SECONDS=${quoteLockedSeconds} NATIVE_QUOTE_EXPIRED_SECONDS=${quoteExpiredSeconds}` },
    { id: 'ASSUME-NAT-PRICE-QUOTE', text: 'The indicative price and a locked quote of the same pair differ by at most this fraction', value: `NATIVE_PRICE_QUOTE_TOLERANCE=${priceQuoteTolerance}` },
    { id: 'ASSUME-NAT-SAMPLE', text: 'The target quotes this pair and amount, and this identity has paymentReady true (scenario data)', value: `NATIVE_SOURCE=${sample.source} NATIVE_TARGET=${sample.target} NATIVE_AMOUNT=${sample.amount} NATIVE_READY_IDENTITY=${readyIdentity}` },
    { id: 'ASSUME-WEBHOOK-SIGNATURE', text: 'Webhook signature (not shown): HMAC-SHA256 of the raw body with the webhook secret, in this header', value: `WEBHOOK_SIGNATURE_HEADER=${config.webhooks.signatureHeader} (${config.webhooks.encoding})` },
  ];
}

function hostedAssumptions(config: TargetConfig): Assumption[] {
  const { sample, assumedRequired, restricted, kycSharingEnabledIn, staleSessionText } = config.hosted;
  const { hmac } = config;
  return [
    { id: 'ASSUME-HMAC-SCHEME', text: 'HMAC signature (not shown): key, timestamp and signature headers; signature = HMAC-SHA256(secret, timestamp\\nMETHOD\\npath?query\\nbody)', value: hmac.signerModule ? `HMAC_SIGNER=${hmac.signerModule}` : `${hmac.keyHeader}, ${hmac.timestampHeader}, ${hmac.signatureHeader} (${hmac.encoding})` },
    { id: 'ASSUME-HC-REQUIRED', text: 'Buy fields refused when missing, beyond externalCustomerId (not shown)', value: `HOSTED_BUY_REQUIRED=${assumedRequired.join(',')}` },
    { id: 'ASSUME-HC-STATUS', text: 'A created Hosted Checkout order answers any 2xx; 4002 comes with 400 or 422; 4005 with 400; 5034 with any 4xx (statuses per code not shown)', value: '2xx; 4002: 400|422; 4005: 400; 5034: 4xx' },
    { id: 'ASSUME-HC-AUTH-FIRST', text: 'Credentials are checked before the payload: authentication scenarios send a buy without externalCustomerId, so that nothing is created even where a credential is wrongly accepted', value: '401 before 4002' },
    { id: 'ASSUME-HC-ERROR-CODE', text: 'Error body field names are not shown: an application code is found wherever the body carries it, and where it was found is recorded', value: 'anywhere in the body' },
    { id: 'ASSUME-HC-SAMPLE', text: 'The target sells this crypto for this fiat amount to this address (scenario data)', value: `HOSTED_CRYPTO=${sample.crypto} HOSTED_FIAT=${sample.fiat} HOSTED_FIAT_AMOUNT=${sample.fiatAmount} HOSTED_WALLET_ADDRESS=${sample.walletAddress}` },
    { id: 'ASSUME-HC-RESTRICTED', text: "This customer's region restricts this crypto (5034 scenario data)", value: `HOSTED_RESTRICTED_CUSTOMER_ID=${restricted.customerId} HOSTED_RESTRICTED_CRYPTO=${restricted.crypto}` },
    { id: 'ASSUME-HC-KYC-SHARING', text: 'KYC sharing is enabled for the account in these environments and not in the others', value: `HOSTED_KYC_SHARING_ENABLED_IN=${kycSharingEnabledIn.join(',')}` },
    { id: 'ASSUME-HC-STALE-SESSION', text: 'A stale checkout session says so in these words, and a Pay button submits the page', value: `HOSTED_STALE_SESSION_TEXT=${staleSessionText}` },
  ];
}

/** A configured environment needs the credential of at least one surface, and each credential whole. */
function requireCredentials(env: Env, prefix: string): void {
  const has = (suffix: string) => Boolean(env[`${prefix}_${suffix}`]);
  for (const [one, other] of [['API_KEY', 'PARTNER_REF'], ['HMAC_KEY', 'HMAC_SECRET']]) {
    if (has(one) !== has(other)) throw new ConfigError(`${prefix}_${has(one) ? other : one} is required with ${prefix}_${has(one) ? one : other}`);
  }
  if (!has('API_CREDENTIAL') && !has('API_KEY') && !has('HMAC_KEY')) {
    throw new ConfigError(`${prefix}_API_CREDENTIAL, ${prefix}_API_KEY or ${prefix}_HMAC_KEY is required when ${prefix}_BASE_URL is set`);
  }
}

function fraction(env: Env, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^0?\.\d+$|^1(\.0+)?$/.test(value)) throw new ConfigError(`${name} must be a fraction between 0 and 1: '${value}'`);
  return Number(value);
}

function list(env: Env, name: string, fallback: string[]): string[] {
  const value = env[name];
  return value ? value.split(',').map((item) => item.trim()).filter(Boolean) : fallback;
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

/** The conformance.json to compare this run with; a path that is not there is a mistake, told now rather than after the run. */
function previousReport(env: Env): string | undefined {
  const path = env.CONFORMANCE_PREVIOUS_REPORT;
  if (path && !existsSync(path)) throw new ConfigError(`CONFORMANCE_PREVIOUS_REPORT names no file: '${path}'`);
  return path || undefined;
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
