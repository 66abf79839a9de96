import { test, expect } from '@playwright/test';
import { readTargetConfig } from '../../kit/config/read-target';
import { readReceiverTarget } from '../../kit/receiver/receiver-target';

const read = (env: Record<string, string>) => readReceiverTarget(env, readTargetConfig(env));
const URL_ONLY = { CONFORMANCE_RECEIVER_URL: 'http://127.0.0.1:8080/webhooks' };

test('a receiver target: its URL, the defaults, and no secret in it', () => {
  const target = read({ ...URL_ONLY, SANDBOX_WEBHOOK_SECRET: 'whsec-unit-5e1d' });
  expect(target).toMatchObject({
    env: 'sandbox',
    url: 'http://127.0.0.1:8080/webhooks',
    ackMs: 1000,
    burst: 10,
    processWithinMs: 5000,
    secretSource: 'webhook-secret',
  });
  expect(target.processedUrl).toBeUndefined();
  expect(JSON.stringify(target)).not.toContain('whsec-unit-5e1d');
});

test('the secret in force is the one ASSUME-WEBHOOK-SECRET names, and its absence is told by name', () => {
  expect(() => read(URL_ONLY)).toThrow(
    'SANDBOX_WEBHOOK_SECRET is not set: the receiver verifies with it (ASSUME-WEBHOOK-SECRET: webhook-secret)',
  );
  expect(
    read({ ...URL_ONLY, WEBHOOK_SECRET_SOURCE: 'hmac-secret', SANDBOX_HMAC_SECRET: 'hmac-unit' }).secretSource,
  ).toBe('hmac-secret');
  expect(() =>
    read({ ...URL_ONLY, WEBHOOK_SECRET_SOURCE: 'hmac-secret', SANDBOX_WEBHOOK_SECRET: 'whsec-unit' }),
  ).toThrow('SANDBOX_HMAC_SECRET is not set');
});

test('no URL, a bad number or a production receiver without permission is a configuration error', () => {
  expect(() => read({ SANDBOX_WEBHOOK_SECRET: 'whsec-unit' })).toThrow(
    'CONFORMANCE_RECEIVER_URL (or --url) names no receiver',
  );
  expect(() =>
    read({ ...URL_ONLY, SANDBOX_WEBHOOK_SECRET: 'whsec-unit', CONFORMANCE_RECEIVER_ACK_MS: 'soon' }),
  ).toThrow('CONFORMANCE_RECEIVER_ACK_MS must be a whole number');
  const production = {
    ...URL_ONLY,
    CONFORMANCE_ENV: 'production',
    PRODUCTION_BASE_URL: 'https://api.example',
    PRODUCTION_API_CREDENTIAL: 'c',
    PRODUCTION_WEBHOOK_SECRET: 'whsec-unit',
  };
  expect(() => read(production)).toThrow(
    'CONFORMANCE_ENV=production: the receiver would process the valid deliveries as real events',
  );
  expect(read({ ...production, CONFORMANCE_ALLOW_WRITES: '1' }).env).toBe('production');
});
