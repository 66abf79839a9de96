import { test, expect } from '@playwright/test';
import { REDACTED, redactExchange, redactHeaders, redactText } from '../../kit/http/redaction';
import { EvidenceLog } from '../../kit/http/evidence-log';

const secret = 'canary-credential-7d1f';

test('an Authorization header keeps its scheme and loses its credential', () => {
  expect(redactHeaders({ authorization: `Bearer ${secret}` }, [])).toEqual({ authorization: `Bearer ${REDACTED}` });
  const signed = `Bearer ${secret}:${'ab'.repeat(32)}:1763900000000`;
  // The signed token keeps its shape and its nonce (a signing input), neither key nor signature; scrubbed again, the
  // same.
  expect(redactHeaders({ authorization: signed }, [])).toEqual({
    authorization: `Bearer ${REDACTED}:${REDACTED}:1763900000000`,
  });
  expect(redactHeaders(redactHeaders({ authorization: signed }, []), [])).toEqual({
    authorization: `Bearer ${REDACTED}:${REDACTED}:1763900000000`,
  });
  expect(redactHeaders({ Authorization: secret }, [])).toEqual({ Authorization: REDACTED });
});

test('x-api-key, cookies and any signature or secret header are redacted whole', () => {
  const headers = {
    'x-api-key': 'k',
    cookie: 'c',
    'set-cookie': 's',
    'x-signature': 'sig',
    'x-webhook-secret': 'w',
    'x-hmac-signature': 'h',
    accept: 'application/json',
  };
  const redacted = redactHeaders(headers, []);
  for (const name of Object.keys(headers).filter((n) => n !== 'accept')) expect(redacted[name]).toBe(REDACTED);
  expect(redacted.accept).toBe('application/json');
});

test('signing inputs are evidence: an HMAC timestamp or nonce is shown, key and signature are not', () => {
  const headers = {
    'X-Hmac-Key': secret,
    'X-Hmac-Timestamp': '1763900000',
    'X-Hmac-Nonce': 'n-1',
    'X-Hmac-Signature': 'ab'.repeat(32),
  };
  expect(redactHeaders(headers, [secret])).toEqual({
    'X-Hmac-Key': REDACTED,
    'X-Hmac-Timestamp': '1763900000',
    'X-Hmac-Nonce': 'n-1',
    'X-Hmac-Signature': REDACTED,
  });
});

test('a known secret is redacted wherever it stands: body, URL, echoed header', () => {
  expect(redactText(`{"echo":"${secret}"}`, [secret])).toBe(`{"echo":"${REDACTED}"}`);
  const exchange = redactExchange(
    {
      startedAt: '',
      durationMs: 0,
      request: { method: 'GET', url: `http://x/?k=${secret}`, headers: { 'x-echo': secret }, body: secret },
      response: { status: 200, headers: { 'x-echo': secret }, body: `said ${secret}` },
      error: `failed with ${secret}`,
    },
    [secret],
  );
  expect(JSON.stringify(exchange)).not.toContain(secret);
});

test('the evidence log keeps nothing unredacted and cuts long bodies', () => {
  const log = new EvidenceLog([secret]);
  log.record({
    requestId: 'r1',
    startedAt: '',
    durationMs: 1,
    request: {
      method: 'POST',
      url: 'http://x',
      headers: { authorization: `Bearer ${secret}` },
      body: 'x'.repeat(20_000),
    },
  });
  expect(JSON.stringify(log.exchanges)).not.toContain(secret);
  expect(log.exchanges[0].request.body!.length).toBeLessThan(9_000);
  expect(log.requestIds()).toEqual(['r1']);
});
