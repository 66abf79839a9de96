import { test, expect } from '@playwright/test';
import { createHmac } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultHmacSigner, hmacSigner } from '../../kit/auth/hmac';
import { readTargetConfig } from '../../kit/config/read-target';

const scheme = readTargetConfig({}).hmac;
const credential = { key: 'key-1', secret: 'secret-1' };

test('the default signature covers timestamp, method, path with query and body', () => {
  const headers = defaultHmacSigner(
    { method: 'post', url: 'http://h:1/v2/identities/token/share?x=1', body: '{"a":1}' },
    credential,
    scheme,
    1_700_000_000_500,
  );
  const expected = createHmac('sha256', 'secret-1')
    .update('1700000000\nPOST\n/v2/identities/token/share?x=1\n{"a":1}')
    .digest('hex');
  expect(headers).toEqual({ 'X-Hmac-Key': 'key-1', 'X-Hmac-Timestamp': '1700000000', 'X-Hmac-Signature': expected });
});

test('a change of body, path, method or secret changes the signature', () => {
  const sign = (method: string, url: string, body: string, secret = 'secret-1') =>
    defaultHmacSigner({ method, url, body }, { ...credential, secret }, scheme, 0)['X-Hmac-Signature'];
  const base = sign('POST', 'http://h/a', 'b');
  expect(
    new Set([
      base,
      sign('POST', 'http://h/a', 'c'),
      sign('POST', 'http://h/z', 'b'),
      sign('GET', 'http://h/a', 'b'),
      sign('POST', 'http://h/a', 'b', 'other'),
    ]).size,
  ).toBe(5);
});

test("a partner's own signer module replaces the default (HMAC_SIGNER)", () => {
  const dir = mkdtempSync(join(tmpdir(), 'signer-'));
  const file = join(dir, 'signer.js');
  writeFileSync(
    file,
    "exports.sign = (request, credential) => ({ 'x-partner-signature': credential.key + ':' + request.method });",
  );
  const signer = hmacSigner({ ...scheme, signerModule: file });
  expect(signer({ method: 'GET', url: 'http://h/' }, credential, scheme, 0)).toEqual({
    'x-partner-signature': 'key-1:GET',
  });
  writeFileSync(join(dir, 'empty.js'), 'exports.other = 1;');
  expect(() => hmacSigner({ ...scheme, signerModule: join(dir, 'empty.js') })).toThrow(
    /exports no function named sign/,
  );
});
