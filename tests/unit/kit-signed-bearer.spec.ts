import { test, expect } from '@playwright/test';
import { signedBearer } from '../../kit/auth/signed-bearer';

const credential = { key: 'test-key', secret: 'test-secret' };
const clock = () => 1_700_000_000_123;
const sign = (request: { method: string; url: string; body?: string }) =>
  signedBearer(credential, clock).headers(request).authorization;

// Vectors computed apart from the code: printf 'GET\napi/prices?…\n1700000000123' | openssl dgst -sha256 -hmac
// test-secret
test('signs METHOD, the path with its query without the leading slash, and the nonce in ms', () => {
  expect(sign({ method: 'get', url: 'https://h.example/api/prices?source=EUR&target=BTC&source_amount=100' })).toBe(
    'Bearer test-key:fb61e294bc80e94d57396e4d1d2df046a9270b36a9d1435403c61d89910c2e70:1700000000123',
  );
});

test('adds the JSON body as sent as the last line', () => {
  const body = '{"source":"EUR","target":"BTC","payment_method_id":"1"}';
  expect(sign({ method: 'POST', url: 'http://h:1/api/orders', body })).toBe(
    'Bearer test-key:ccbae5c70c218e08cfe7d9611ac2625c79a4e23f7acf1c0fbae20042ad8bc27b:1700000000123',
  );
});

test('a change of method, path, query, body, secret or time changes the token', () => {
  const other = (secret: string, at: number, request: { method: string; url: string; body?: string }) =>
    signedBearer({ ...credential, secret }, () => at).headers(request).authorization;
  const base = { method: 'POST', url: 'http://h/api/orders?a=1', body: '{}' };
  const tokens = [
    sign(base),
    sign({ ...base, method: 'GET' }),
    sign({ ...base, url: 'http://h/api/order?a=1' }),
    sign({ ...base, url: 'http://h/api/orders?a=2' }),
    sign({ ...base, body: '{"a":1}' }),
    other('another', clock(), base),
    other(credential.secret, clock() + 1, base),
  ];
  expect(new Set(tokens).size).toBe(tokens.length);
  for (const token of tokens) expect(token).toMatch(/^Bearer test-key:[0-9a-f]{64}:\d+$/);
});
