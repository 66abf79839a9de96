import { test, expect } from '@playwright/test';
import { createHmac } from 'node:crypto';
import { verifyWebhook } from '../../kit/webhooks/verify';

const scheme = { signatureHeader: 'X-Webhook-Signature', encoding: 'hex' as const };
const secret = 'webhook-secret-1';
const apiKey = 'api-key-1';
const body = '{"event":"order.status_changed","id":"o-1","status":"complete"}';
const sign = (key: string, content = body) => createHmac('sha256', key).update(content).digest('hex');

test('a delivery signed with the webhook secret verifies, whatever the header case', () => {
  expect(verifyWebhook(body, { 'x-webhook-signature': sign(secret) }, secret, scheme)).toEqual({ ok: true });
  expect(
    verifyWebhook(Buffer.from(body), { 'X-Webhook-Signature': sign(secret).toUpperCase() }, secret, scheme),
  ).toEqual({ ok: true });
});

test('a delivery verified with the wrong secret fails', () => {
  expect(verifyWebhook(body, { 'x-webhook-signature': sign(secret) }, 'another-secret', scheme)).toEqual({
    ok: false,
    reason: 'signature does not match',
  });
});

test('a delivery signed with the x-api-key does not verify with the webhook secret', () => {
  expect(verifyWebhook(body, { 'x-webhook-signature': sign(apiKey) }, secret, scheme).ok).toBe(false);
});

test('a tampered body fails, even by one space', () => {
  expect(verifyWebhook(`${body} `, { 'x-webhook-signature': sign(secret) }, secret, scheme).ok).toBe(false);
  expect(
    verifyWebhook(JSON.stringify(JSON.parse(body), null, 1), { 'x-webhook-signature': sign(secret) }, secret, scheme)
      .ok,
  ).toBe(false);
});

test('a missing header fails and says which header', () => {
  expect(verifyWebhook(body, {}, secret, scheme)).toEqual({ ok: false, reason: 'no X-Webhook-Signature header' });
});

test('a signature of the wrong length fails without throwing', () => {
  expect(verifyWebhook(body, { 'x-webhook-signature': 'abcd' }, secret, scheme).ok).toBe(false);
});
