import { test, expect } from '@playwright/test';
import { ConfigError, readTargetConfig } from '../../kit/config/read-target';
import { readCredentials } from '../../kit/config/credentials';

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

test('each mistake is one line that names the variable', () => {
  expect(configError({ SANDBOX_BASE_URL: 'not a url', SANDBOX_API_CREDENTIAL: 'x' })).toBe("SANDBOX_BASE_URL is not a URL: 'not a url'");
  expect(configError({ SANDBOX_BASE_URL: 'ftp://x', SANDBOX_API_CREDENTIAL: 'x' })).toMatch(/^SANDBOX_BASE_URL must be an http/);
  expect(configError({ SANDBOX_BASE_URL: 'https://sandbox.example' })).toBe('SANDBOX_API_CREDENTIAL is required when SANDBOX_BASE_URL is set');
  expect(configError({ CONFORMANCE_ENV: 'staging' })).toMatch(/^CONFORMANCE_ENV must be one of sandbox, production/);
  expect(configError({ CONFORMANCE_ENV: 'production', SANDBOX_BASE_URL: 'https://s.example', SANDBOX_API_CREDENTIAL: 'x' })).toBe('PRODUCTION_BASE_URL is required when CONFORMANCE_ENV=production');
  expect(configError({ CONFORMANCE_SEED: 'abc' })).toMatch(/^CONFORMANCE_SEED must be a whole number/);
  expect(configError({ LEGACY_ORDERS_FROM: '01/02/2026' })).toMatch(/^LEGACY_ORDERS_FROM must be a date/);
});

test('only the sandbox configured: production is absent, so cross-environment scenarios skip', () => {
  const config = readTargetConfig({ SANDBOX_BASE_URL: 'https://s.example/', SANDBOX_API_CREDENTIAL: 'x' });
  expect(config.environments).toEqual({ sandbox: { baseUrl: 'https://s.example' } });
  expect(config.controlUrl).toBeUndefined();
  expect(readCredentials({ SANDBOX_API_CREDENTIAL: 'x' }, false)).toEqual({ sandbox: { apiCredential: 'x' } });
});

test('every assumption is printed with its value, and none carries a credential', () => {
  const config = readTargetConfig({ SANDBOX_BASE_URL: 'https://s.example', SANDBOX_API_CREDENTIAL: 'canary-9x' });
  expect(config.assumptions.length).toBeGreaterThan(5);
  for (const assumption of config.assumptions) expect(assumption.value).toBeTruthy();
  expect(JSON.stringify(config)).not.toContain('canary-9x');
});
