import { test, expect } from '@playwright/test';
import { REDACTED, scrub } from '../../reporters/redaction';
import { sampleReport } from '../../reporters/sample-report';

test('values of secret-bearing headers are replaced wherever they sit in the model', () => {
  const report = sampleReport();
  const exchange = report.rules[0].tests[0].evidence![0];
  exchange.request.headers = {
    Authorization: 'Bearer live-token-123',
    'X-API-Key': 'key-123',
    Cookie: 'session=1',
    'X-Signature': 'sig',
    'X-Hmac-Signature-256': 'sig2',
    'X-Webhook-Secret': 'shh',
    Accept: 'application/json',
  };
  exchange.response!.headers = { 'Set-Cookie': 'session=2', 'content-type': 'application/json' };
  const safe = scrub(report);
  const text = JSON.stringify(safe);
  for (const secret of ['live-token-123', 'key-123', 'session=1', 'session=2', '"sig"', 'sig2', 'shh'])
    expect(text).not.toContain(secret);
  const headers = safe.rules[0].tests[0].evidence![0].request.headers;
  expect(headers).toEqual({
    Authorization: `Bearer ${REDACTED}`,
    'X-API-Key': REDACTED,
    Cookie: REDACTED,
    'X-Signature': REDACTED,
    'X-Hmac-Signature-256': REDACTED,
    'X-Webhook-Secret': REDACTED,
    Accept: 'application/json',
  });
  expect(safe.rules[0].tests[0].evidence![0].response!.headers['Set-Cookie']).toBe(REDACTED);
});

test('an authorization value without a scheme is replaced whole; the model is not mutated', () => {
  const report = sampleReport();
  report.rules[0].tests[0].evidence![0].request.headers = { authorization: 'rawtoken' };
  const safe = scrub(report);
  expect(safe.rules[0].tests[0].evidence![0].request.headers.authorization).toBe(REDACTED);
  expect(report.rules[0].tests[0].evidence![0].request.headers.authorization).toBe('rawtoken');
  expect({ ...safe, rules: [] }).toEqual({ ...report, rules: [] });
});
