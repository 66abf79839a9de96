import { test, expect } from '@playwright/test';
import { ConfigError, readTargetConfig } from '../../kit/config/read-target';
import { missingCredential, readCredentials, secretValues } from '../../kit/config/credentials';

function configError(env: Record<string, string>): string {
  try {
    readTargetConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('no ConfigError');
}

test('no base URL: the embedded mock serves both environments and the control API', () => {
  const config = readTargetConfig({});
  expect(config.embeddedMock).toBe(true);
  expect(Object.keys(config.environments)).toEqual(['sandbox', 'production']);
  expect(config.controlUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(readCredentials({}, true).sandbox?.apiCredential).toBeTruthy();
});

test("MOCK_DATA=large gives the embedded mock a real sandbox's order volume; a target of one's own has its own", () => {
  expect(readTargetConfig({}).mockData).toBe('default');
  expect(readTargetConfig({ MOCK_DATA: 'large' }).mockData).toBe('large');
  expect(
    readTargetConfig({ MOCK_DATA: 'large', SANDBOX_BASE_URL: 'https://s.example', SANDBOX_API_CREDENTIAL: 'x' })
      .mockData,
  ).toBe('default');
});

test('each mistake is one line that names the variable', () => {
  expect(configError({ SANDBOX_BASE_URL: 'not a url', SANDBOX_API_CREDENTIAL: 'x' })).toBe(
    "SANDBOX_BASE_URL is not a URL: 'not a url'",
  );
  expect(configError({ SANDBOX_BASE_URL: 'ftp://x', SANDBOX_API_CREDENTIAL: 'x' })).toMatch(
    /^SANDBOX_BASE_URL must be an http/,
  );
  expect(configError({ SANDBOX_BASE_URL: 'https://sandbox.example' })).toBe(
    'SANDBOX_API_CREDENTIAL, SANDBOX_API_KEY or SANDBOX_HMAC_KEY is required when SANDBOX_BASE_URL is set',
  );
  expect(configError({ SANDBOX_BASE_URL: 'https://s.example', SANDBOX_API_KEY: 'k' })).toBe(
    'SANDBOX_PARTNER_REF is required with SANDBOX_API_KEY',
  );
  expect(configError({ SANDBOX_BASE_URL: 'https://s.example', SANDBOX_HMAC_SECRET: 's' })).toBe(
    'SANDBOX_HMAC_KEY is required with SANDBOX_HMAC_SECRET',
  );
  expect(configError({ HMAC_ENCODING: 'base32' })).toMatch(/^HMAC_ENCODING must be one of hex, base64/);
  expect(configError({ HOSTED_KYC_SHARING_ENABLED_IN: 'staging' })).toMatch(
    /^HOSTED_KYC_SHARING_ENABLED_IN lists sandbox or production/,
  );
  expect(configError({ CONFORMANCE_ENV: 'staging' })).toMatch(/^CONFORMANCE_ENV must be one of sandbox, production/);
  expect(
    configError({ CONFORMANCE_ENV: 'production', SANDBOX_BASE_URL: 'https://s.example', SANDBOX_API_CREDENTIAL: 'x' }),
  ).toBe('PRODUCTION_BASE_URL is required when CONFORMANCE_ENV=production');
  expect(configError({ CONFORMANCE_SEED: 'abc' })).toMatch(/^CONFORMANCE_SEED must be a whole number/);
  // Out of range is told at start, in one line, not as a crash when the mock listens.
  expect(configError({ MOCK_PORT_BASE: '99999' })).toBe(
    "MOCK_PORT_BASE must be a whole number from 1 to 65533: '99999'",
  );
  expect(configError({ MOCK_PORT_BASE: '65535' })).toMatch(/^MOCK_PORT_BASE must be a whole number from 1 to 65533/);
  expect(configError({ MOCK_DATA: 'huge' })).toBe("MOCK_DATA must be one of default, large: 'huge'");
  expect(configError({ CONFORMANCE_BACKOFF_RETRIES: '1000' })).toMatch(
    /^CONFORMANCE_BACKOFF_RETRIES must be a whole number from 0 to 10/,
  );
  expect(configError({ LEGACY_ORDERS_FROM: '01/02/2026' })).toMatch(/^LEGACY_ORDERS_FROM must be a date/);
  // A list that leaves its check nothing to try is no configuration: the check would pass having sent nothing.
  expect(configError({ HOSTED_BUY_REQUIRED: ' ' })).toMatch(/^HOSTED_BUY_REQUIRED names no buy field/);
  expect(configError({ HOSTED_BUY_REQUIRED: 'crypto,wallet' })).toMatch(
    /^HOSTED_BUY_REQUIRED names wallet, not a field of the buy/,
  );
  // What the document leaves open is expressible: nothing required beyond externalCustomerId.
  expect(readTargetConfig({ HOSTED_BUY_REQUIRED: 'none' }).hosted.assumedRequired).toEqual([]);
});

test('only the sandbox configured: production is absent, so cross-environment scenarios skip', () => {
  const config = readTargetConfig({ SANDBOX_BASE_URL: 'https://s.example/', SANDBOX_API_CREDENTIAL: 'x' });
  expect(config.environments).toEqual({ sandbox: { baseUrl: 'https://s.example' } });
  expect(config.controlUrl).toBeUndefined();
  expect(readCredentials({ SANDBOX_API_CREDENTIAL: 'x' }, false)).toEqual({ sandbox: { apiCredential: 'x' } });
});

test(
  'a partner with Hosted Checkout only needs no /api credential; its surfaces without one are skipped by ' + 'name',
  () => {
    const env = { SANDBOX_BASE_URL: 'https://s.example', SANDBOX_API_KEY: 'k', SANDBOX_PARTNER_REF: 'p' };
    expect(readTargetConfig(env).environments.sandbox).toBeTruthy();
    const credentials = readCredentials(env, false);
    expect(missingCredential(credentials, 'sandbox', ['apiCredential'])).toBe('needs SANDBOX_API_CREDENTIAL');
    expect(missingCredential(credentials, 'sandbox', ['apiKey', 'partnerRef'])).toBeUndefined();
    expect(missingCredential(credentials, 'production', ['hmacKey', 'hmacSecret'])).toBe(
      'needs PRODUCTION_HMAC_KEY and PRODUCTION_HMAC_SECRET',
    );
  },
);

test('secret values cover every credential but the partnerRef, which stands in URLs by design', () => {
  const secrets = secretValues(readCredentials({}, true));
  expect(secrets).toContain('mock-sandbox-api-key');
  expect(secrets).toContain('mock-production-hmac-secret');
  expect(secrets).not.toContain('mock-partner-sandbox');
});

test('every assumption is printed with its value, and none carries a credential', () => {
  const config = readTargetConfig({ SANDBOX_BASE_URL: 'https://s.example', SANDBOX_API_CREDENTIAL: 'canary-9x' });
  expect(config.assumptions.length).toBeGreaterThan(5);
  for (const assumption of config.assumptions) expect(assumption.value).toBeTruthy();
  expect(JSON.stringify(config)).not.toContain('canary-9x');
});

test('a plan sets its defaults, a variable set wins over it, and no plan leaves the suite defaults', () => {
  const nightly = readTargetConfig({ CONFORMANCE_PLAN: 'nightly' });
  expect([nightly.plan, nightly.realTime, nightly.backoff.maxRetries, nightly.budgetMinutes]).toEqual([
    'nightly',
    true,
    3,
    60,
  ]);
  const gate = readTargetConfig({ CONFORMANCE_PLAN: 'gate', CONFORMANCE_BACKOFF_RETRIES: '' });
  expect([gate.realTime, gate.backoff.maxRetries, gate.backoff.maxDelayMs]).toEqual([false, 1, 2000]);
  const overridden = readTargetConfig({ CONFORMANCE_PLAN: 'gate', CONFORMANCE_BACKOFF_RETRIES: '5' });
  expect(overridden.backoff.maxRetries).toBe(5);
  const none = readTargetConfig({});
  expect([none.plan, none.realTime, none.backoff.maxRetries, none.budgetMinutes]).toEqual([
    undefined,
    false,
    3,
    undefined,
  ]);
  expect(configError({ CONFORMANCE_PLAN: 'weekly' })).toBe(
    "CONFORMANCE_PLAN must be one of gate, nightly, certification: 'weekly'",
  );
});
