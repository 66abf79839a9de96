import { createHmac } from 'node:crypto';
import { test, expect } from '@playwright/test';
import { buildMock, defaultPartnerCredentials as partners, type Mock } from '../../mock/service';

type Env = 'sandbox' | 'production';
const share = '/v2/identities/token/share';

/** The assumed HMAC scheme, signed on the mock clock. */
async function signedShare(mock: Mock, env: Env, payload: unknown) {
  const body = JSON.stringify(payload);
  const timestamp = String(Math.floor(mock.clock.nowMs() / 1000));
  const signature = createHmac('sha256', partners[env].hmacSecret)
    .update(`${timestamp}\nPOST\n${share}\n${body}`)
    .digest('hex');
  const response = await mock.apps[env].inject({
    method: 'POST',
    url: share,
    payload: body,
    headers: {
      'content-type': 'application/json',
      'x-hmac-key': partners[env].hmacKey,
      'x-hmac-timestamp': timestamp,
      'x-hmac-signature': signature,
    },
  });
  return { status: response.statusCode, type: String(response.headers['content-type']), body: response.json() };
}

test.describe('mock KYC sharing', () => {
  test('is enabled in sandbox: 200 with the identityReference', async () => {
    const answer = await signedShare(buildMock(), 'sandbox', { identityReference: 'idr-5f2c9e1b7a' });
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('application/json; charset=utf-8');
    expect(answer.body).toEqual({ shared: true, identityReference: 'idr-5f2c9e1b7a' });
  });

  test('is not enabled in production: 400 with 4005', async () => {
    const answer = await signedShare(buildMock(), 'production', { identityReference: 'idr-5f2c9e1b7a' });
    expect(answer.status).toBe(400);
    expect(answer.type).toMatch(/^application\/json/);
    expect(answer.body.error).toEqual({ code: 4005, message: 'The feature is not enabled' });
    expect(typeof answer.body.traceId).toBe('string');
  });

  test('takes the feature switch as an option per environment', async () => {
    const mock = buildMock({ kycSharing: { sandbox: false, production: true } });
    expect((await signedShare(mock, 'sandbox', {})).body.error.code).toBe(4005);
    expect(await signedShare(mock, 'production', {})).toMatchObject({ status: 200, body: { shared: true } });
  });

  test('refuses null fields and a body that is not an object with 4002 where enabled', async () => {
    const mock = buildMock();
    expect(await signedShare(mock, 'sandbox', { identityReference: 'idr-1', email: null })).toMatchObject({
      status: 400,
      body: { error: { code: 4002, field: 'email' } },
    });
    expect(await signedShare(mock, 'sandbox', ['idr-1'])).toMatchObject({
      status: 400,
      body: { error: { code: 4002 } },
    });
    // Any other field is accepted; identityReference is echoed only when it is a string.
    expect((await signedShare(mock, 'sandbox', { identityReference: 5, extra: 'x' })).body).toEqual({ shared: true });
  });
});
