import { test, expect } from '@playwright/test';
import type { Exchange } from '../../kit/http/exchange';
import { reproCommand } from '../../reporters/repro-command';

const baseUrls = {
  sandbox: 'http://127.0.0.1:4010',
  production: 'http://127.0.0.1:4011',
  control: 'http://127.0.0.1:4012',
};
const exchange = (request: Exchange['request']): Exchange => ({
  startedAt: '2025-11-21T14:00:00.000Z',
  durationMs: 5,
  request,
});

test('a Bearer request repeats with the environment credential as a shell variable, never a value', () => {
  const command = reproCommand(
    exchange({
      method: 'GET',
      url: 'http://127.0.0.1:4011/api/orders?per_page=500',
      headers: { authorization: 'Bearer [REDACTED]', 'x-request-id': 'req-1', 'content-length': '0' },
    }),
    baseUrls,
    'sandbox',
  );
  expect(command).toBe(
    `curl -sS -i -X GET 'http://127.0.0.1:4011/api/orders?per_page=500' \\\n  -H "authorization: Bearer ` +
      `\${PRODUCTION_API_CREDENTIAL}" \\\n  -H 'x-request-id: req-1'`,
  );
});

test(
  "a request that carried another environment's credential repeats with that one: the mismatch checks send " +
    'it on purpose',
  () => {
    const sent: Exchange = {
      ...exchange({
        method: 'GET',
        url: 'http://127.0.0.1:4011/api/countries',
        headers: { authorization: 'Bearer [REDACTED]' },
      }),
      credentialOf: 'sandbox',
    };
    expect(reproCommand(sent, baseUrls, 'sandbox')).toContain('-H "authorization: Bearer ${SANDBOX_API_CREDENTIAL}"');
  },
);

test('x-api-key, HMAC headers and a body get placeholders and safe quoting', () => {
  const command = reproCommand(
    exchange({
      method: 'POST',
      url: 'http://127.0.0.1:4010/p-1/v2/buy',
      headers: {
        'x-api-key': '[REDACTED]',
        'X-Hmac-Key': '[REDACTED]',
        'X-Hmac-Timestamp': '1763900000',
        'X-Hmac-Signature': '[REDACTED]',
        'content-type': 'application/json',
      },
      body: `{"name":"O'Brien $HOME"}`,
    }),
    baseUrls,
    'production',
  );
  expect(command).toContain('-H "x-api-key: ${SANDBOX_API_KEY}"');
  expect(command).toContain('-H "X-Hmac-Key: ${SANDBOX_HMAC_KEY}"');
  // The recorded timestamp, as signed: a stale one stays stale.
  expect(command).toContain("-H 'X-Hmac-Timestamp: 1763900000'");
  expect(command).toContain(
    "-H 'X-Hmac-Signature: <signature of this request with SANDBOX_HMAC_SECRET, see ASSUME-HMAC-SCHEME>'",
  );
  // single quotes: $HOME stays text; the quote inside is closed, escaped and reopened
  expect(command).toContain(`--data-raw '{"name":"O'\\''Brien $HOME"}'`);
});

test('an unknown host takes the run environment; a cut body and a credential in the URL are said', () => {
  const command = reproCommand(
    exchange({
      method: 'POST',
      url: 'https://elsewhere.example/api/x?key=[REDACTED]',
      headers: { Authorization: 'Bearer [REDACTED]' },
      body: 'abc… [10 more characters]',
    }),
    { sandbox: 'http://127.0.0.1:401' },
    'sandbox',
  );
  expect(command).toContain('${SANDBOX_API_CREDENTIAL}');
  expect(command).toContain('this body is cut');
  expect(command).toContain('put it back where the URL says [REDACTED]');
});

test('a signed /api request repeats with the key as a shell variable and the signature named, never a value', () => {
  const command = reproCommand(
    exchange({
      method: 'GET',
      url: 'http://127.0.0.1:4010/api/countries',
      headers: { authorization: 'Bearer [REDACTED]:[REDACTED]:[REDACTED]' },
    }),
    { sandbox: 'http://127.0.0.1:4010' },
    'sandbox',
  );
  expect(command).toContain(
    '-H "authorization: Bearer ${SANDBOX_API_CREDENTIAL}:<signature of this request with SANDBOX_API_SECRET, ' +
      'see ASSUME-LEG-AUTH>:$(date +%s000)"',
  );
});

test(
  'a signed /api request repeats with its recorded nonce, and a request with an id names the replay that ' + 'signs it',
  () => {
    const command = reproCommand(
      {
        ...exchange({
          method: 'GET',
          url: 'http://127.0.0.1:4010/api/countries',
          headers: { authorization: 'Bearer [REDACTED]:[REDACTED]:1763900000000' },
        }),
        requestId: 'req-9',
      },
      { sandbox: 'http://127.0.0.1:4010' },
      'sandbox',
    );
    expect(command).toContain(
      '-H "authorization: Bearer ${SANDBOX_API_CREDENTIAL}:<signature of this request with SANDBOX_API_SECRET, ' +
        'see ASSUME-LEG-AUTH>:1763900000000"',
    );
    expect(command).toContain(
      '# Or let the suite sign it over the recorded timestamp and nonce: crypto-ramp-conformance replay req-9',
    );
  },
);
