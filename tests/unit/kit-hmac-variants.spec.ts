import { test, expect } from '@playwright/test';
import { defaultHmacSigner } from '../../kit/auth/hmac';
import { hmacVariant, type HmacVariant } from '../../kit/auth/hmac-variants';
import { readTargetConfig } from '../../kit/config/read-target';

const scheme = readTargetConfig({}).hmac;
const credential = { key: 'k', secret: 's' };
const request = { method: 'POST', url: 'http://h/eapi/v0/identities/idr-1/limits?x=1', body: '{"fiat":"EUR"}' };
const signatureOf = (headers: Record<string, string>) => headers[scheme.signatureHeader];
const NOW = 1_800_000_000_000;
const clock = () => NOW;
const right = signatureOf(defaultHmacSigner(request, credential, scheme, NOW));

test('every variant signs something other than the request sent', () => {
  const variants: HmacVariant[] = [
    'other-body',
    'other-path',
    'other-method',
    'webhook-secret',
    'api-key-secret',
    'stale',
  ];
  const others = { webhookSecret: 'w', apiKey: 'a' };
  for (const variant of variants) {
    const headers = hmacVariant(variant, credential, others, scheme, defaultHmacSigner, clock).headers(request);
    expect(signatureOf(headers), variant).not.toBe(right);
  }
});

test('"another body" and "another path" are what a verifier that left the part out would rebuild', () => {
  const body = hmacVariant('other-body', credential, {}, scheme, defaultHmacSigner, clock).headers(request);
  expect(signatureOf(body)).toBe(signatureOf(defaultHmacSigner({ ...request, body: '' }, credential, scheme, NOW)));
  const path = hmacVariant('other-path', credential, {}, scheme, defaultHmacSigner, clock).headers(request);
  expect(signatureOf(path)).toBe(
    signatureOf(defaultHmacSigner({ ...request, url: 'http://h/?x=1' }, credential, scheme, NOW)),
  );
});
