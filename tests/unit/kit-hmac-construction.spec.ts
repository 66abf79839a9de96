import { test, expect } from '@playwright/test';
import { createHmac } from 'node:crypto';
import { defaultHmacSigner } from '../../kit/auth/hmac';
import { PUBLIC_SDK_CONSTRUCTION, signedBearer } from '../../kit/auth/signed-bearer';
import { readTargetConfig } from '../../kit/config/read-target';
import { hmacCandidates, hmacValues } from '../../kit/probe/hmac-candidates';
import { signsWhatVariantChanges } from '../../kit/auth/hmac-variants';

const scheme = readTargetConfig({}).hmac;
const credential = { key: 'k', secret: 's' };
const request = { method: 'post', url: 'http://h:1/eapi/v0/ramps?x=1', body: '{"a":1}' };
const NOW = 1_700_000_000_123;

test('the default construction signs timestamp, METHOD, /path?query and body, in seconds, in headers', () => {
  const signed = `1700000000\nPOST\n/eapi/v0/ramps?x=1\n{"a":1}`;
  expect(defaultHmacSigner(request, credential, scheme, NOW)).toEqual({
    'X-Hmac-Key': 'k',
    'X-Hmac-Timestamp': '1700000000',
    'X-Hmac-Signature': createHmac('sha256', 's').update(signed).digest('hex'),
  });
});

test('the Authorization construction of the public SDKs is the one signer in another construction', () => {
  const sdk = { ...scheme, ...PUBLIC_SDK_CONSTRUCTION };
  expect(defaultHmacSigner(request, credential, sdk, NOW)).toEqual(
    signedBearer(credential, () => NOW).headers(request),
  );
  const signed = `POST\neapi/v0/ramps?x=1\n1700000000123\n{"a":1}`;
  expect(signedBearer(credential, () => NOW).headers(request).authorization).toBe(
    `Bearer k:${createHmac('sha256', 's').update(signed).digest('hex')}:1700000000123`,
  );
  // Without a body the SDKs sign no body line.
  const get = { method: 'GET', url: 'http://h:1/api/countries' };
  expect(signedBearer(credential, () => NOW).headers(get).authorization).toContain(
    createHmac('sha256', 's').update('GET\napi/countries\n1700000000123').digest('hex'),
  );
});

test('the probe tries 48 constructions, the configured one first, the nearest next', () => {
  const candidates = hmacCandidates(scheme);
  expect(candidates).toHaveLength(48);
  expect(new Set(candidates.map((candidate) => JSON.stringify(hmacValues(candidate)))).size).toBe(48);
  expect(hmacValues(candidates[0])).toEqual(hmacValues(scheme));
  const differences = candidates.map(
    (candidate) =>
      Object.entries(hmacValues(candidate)).filter(([key, value]) => hmacValues(scheme)[key] !== value).length,
  );
  expect(differences).toEqual([...differences].sort((a, b) => a - b));
  expect(
    candidates.some(
      (candidate) =>
        JSON.stringify(hmacValues(candidate)) === JSON.stringify(hmacValues({ ...scheme, ...PUBLIC_SDK_CONSTRUCTION })),
    ),
  ).toBe(true);
});

test('HMAC_SIGNED must name the four parts once each: one line naming the variable', () => {
  expect(readTargetConfig({ HMAC_SIGNED: 'method,path,timestamp,body' }).hmac.signed).toEqual([
    'method',
    'path',
    'timestamp',
    'body',
  ]);
  expect(() => readTargetConfig({ HMAC_SIGNED: 'method,path' })).toThrow(
    "HMAC_SIGNED lists timestamp, method, path and body, each once, in the order they are signed: 'method,path'",
  );
});

test(
  'a signature over another part counts only where the construction signs that part ' + '(ASSUME-HMAC-SIGNED-PARTS)',
  () => {
    for (const variant of ['other-body', 'other-path', 'other-method'] as const) {
      expect(signsWhatVariantChanges(variant, request, scheme, defaultHmacSigner), variant).toBe(true);
    }
    const withoutBody = { ...scheme, signed: ['timestamp', 'method', 'path'] as const };
    expect(signsWhatVariantChanges('other-body', request, withoutBody, defaultHmacSigner)).toBe(false);
    expect(signsWhatVariantChanges('other-path', request, withoutBody, defaultHmacSigner)).toBe(true);
    // A partner's signer that leaves the method out: its "other method" signature is the right one.
    const ignoresMethod: typeof defaultHmacSigner = (signed, key, construction, now) =>
      defaultHmacSigner({ ...signed, method: 'GET' }, key, construction, now);
    expect(signsWhatVariantChanges('other-method', request, scheme, ignoresMethod)).toBe(false);
  },
);
