import type { EnvName } from './target-config';
import { EMBEDDED_MOCK_CREDENTIALS } from './embedded-mock';

/** Per-environment credentials. Read here, in the worker, and never put into Playwright's options:
 *  options are serialised into blob reports and merged reports. */
export interface EnvironmentCredentials {
  /** /api: Authorization: Bearer …; the key of the signed form (ASSUME-LEG-AUTH). */
  apiCredential?: string;
  /** /api: the secret that signs the Bearer token when LEGACY_AUTH=signed. */
  apiSecret?: string;
  /** Hosted Checkout: x-api-key, with the partner ID of its paths (not a secret, but issued with the key). */
  apiKey?: string;
  partnerRef?: string;
  /** Native API and KYC sharing. */
  hmacKey?: string;
  hmacSecret?: string;
  /** What the service signs its webhooks with. */
  webhookSecret?: string;
}
export type Credentials = Partial<Record<EnvName, EnvironmentCredentials>>;

/** Variable suffixes, as target-contract.md names them: SANDBOX_API_CREDENTIAL and so on. */
export const CREDENTIAL_VARIABLES = {
  apiCredential: 'API_CREDENTIAL',
  apiSecret: 'API_SECRET',
  apiKey: 'API_KEY',
  partnerRef: 'PARTNER_REF',
  hmacKey: 'HMAC_KEY',
  hmacSecret: 'HMAC_SECRET',
  webhookSecret: 'WEBHOOK_SECRET',
} as const satisfies Record<keyof EnvironmentCredentials, string>;

export function readCredentials(env: Record<string, string | undefined>, embeddedMock: boolean): Credentials {
  const credentials: Credentials = {};
  for (const name of ['sandbox', 'production'] as const) {
    const own: EnvironmentCredentials = {};
    for (const [field, suffix] of Object.entries(CREDENTIAL_VARIABLES) as [keyof EnvironmentCredentials, string][]) {
      const value =
        env[`${name.toUpperCase()}_${suffix}`] || (embeddedMock ? EMBEDDED_MOCK_CREDENTIALS[name][field] : undefined);
      if (value) own[field] = value;
    }
    if (Object.keys(own).length) credentials[name] = own;
  }
  return credentials;
}

/**
 * The environment variables that carry `credentials` (SANDBOX_API_KEY=…): how a test run hands a mock's credentials
 * on.
 */
export function credentialVariables(credentials: Credentials): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [env, own] of Object.entries(credentials)) {
    for (const [field, suffix] of Object.entries(CREDENTIAL_VARIABLES) as [keyof EnvironmentCredentials, string][]) {
      const value = own?.[field];
      if (value) variables[`${env.toUpperCase()}_${suffix}`] = value;
    }
  }
  return variables;
}

/**
 * Every secret value of a run, for redaction by value wherever it might appear. The partnerRef is in URLs by design.
 */
export function secretValues(credentials: Credentials): string[] {
  return Object.values(credentials)
    .flatMap((c) => (c ? [c.apiCredential, c.apiSecret, c.apiKey, c.hmacKey, c.hmacSecret, c.webhookSecret] : []))
    .filter((v): v is string => typeof v === 'string' && v.length >= 4);
}

/** Why a surface cannot run in `env` (its credential is not configured), naming the variable; undefined when it can. */
export function missingCredential(
  credentials: Credentials,
  env: EnvName,
  fields: (keyof EnvironmentCredentials)[],
): string | undefined {
  const missing = fields.filter((field) => !credentials[env]?.[field]);
  if (!missing.length) return undefined;
  return `needs ${missing.map((field) => `${env.toUpperCase()}_${CREDENTIAL_VARIABLES[field]}`).join(' and ')}`;
}

/**
 * Why credentials set with no base URL stop a run: with neither SANDBOX_BASE_URL nor PRODUCTION_BASE_URL the run
 * checks the embedded reference mock, so a base URL left out (or misspelled) would read green against our mock, not
 * the service the credentials are for. MOCK_PORT_BASE says the embedded mock is meant (the canary run gives it
 * made-up credentials to find leaks).
 */
export function credentialsWithoutBaseUrl(env: Record<string, string | undefined>): string | undefined {
  if (env.SANDBOX_BASE_URL || env.PRODUCTION_BASE_URL || env.MOCK_PORT_BASE) return undefined;
  const set = ['SANDBOX', 'PRODUCTION'].flatMap((name) =>
    Object.values(CREDENTIAL_VARIABLES)
      .map((suffix) => `${name}_${suffix}`)
      .filter((variable) => env[variable]),
  );
  if (!set.length) return undefined;
  const urls = [...new Set(set.map((variable) => `${variable.split('_')[0]}_BASE_URL`))].join(' or ');
  return (
    `${set.join(', ')} ${set.length > 1 ? 'are' : 'is'} set, but ${urls} is not: the run would check the embedded ` +
    `reference mock, not the service they are for; set ${urls}, or MOCK_PORT_BASE to check the embedded mock with them`
  );
}
