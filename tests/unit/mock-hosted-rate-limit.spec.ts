import { test, expect } from '@playwright/test';
import { buildMock, defaultPartnerCredentials as partners, type Mock } from '../../mock/service';

type Env = 'sandbox' | 'production';

/**
 * A /v2 buy without fields: refused with 4002 once authenticated, so nothing is created, and it counts all the same.
 */
async function request(
  mock: Mock,
  env: Env,
  headers: Record<string, string> = { 'x-api-key': partners[env].apiKey },
  remoteAddress = '127.0.0.1',
  url = `/${partners[env].partnerRef}/v2/buy`,
) {
  const response = await mock.apps[env].inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: '{}',
    remoteAddress,
  });
  return {
    status: response.statusCode,
    retryAfter: response.headers['retry-after'],
    type: String(response.headers['content-type']),
    body: response.json(),
  };
}

async function burst(mock: Mock, env: Env, n: number, headers?: Record<string, string>, remoteAddress?: string) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await request(mock, env, headers, remoteAddress)).status);
  return statuses;
}

test.describe('mock Hosted Checkout rate limits', () => {
  test('sandbox: the 120th request of a minute is served, the 121st is 429 with Retry-After', async () => {
    const mock = buildMock();
    const statuses = await burst(mock, 'sandbox', 120);
    expect(statuses.every((status) => status === 400)).toBe(true);
    const limited = await request(mock, 'sandbox');
    expect(limited.status).toBe(429);
    expect(limited.type).toMatch(/^application\/json/);
    expect(limited.body.error).toEqual({ code: 429, message: 'Too Many Requests' });
    expect(Number(limited.retryAfter)).toBeGreaterThanOrEqual(59);
    expect(Number(limited.retryAfter)).toBeLessThanOrEqual(60);
  });

  test(
    'production: the 500th request from an IP is served, ' + 'the 501st is 429; another IP has its own window',
    async () => {
      const mock = buildMock();
      // Per IP, whatever the credential: unauthenticated requests count too.
      const statuses = await burst(mock, 'production', 500, {});
      expect(statuses.every((status) => status === 401)).toBe(true);
      expect((await request(mock, 'production')).status).toBe(429);
      expect((await request(mock, 'production', {}, '10.0.0.2')).status).toBe(401);
      // Sandbox counts its own account, untouched.
      expect((await request(mock, 'sandbox')).status).toBe(400);
    },
  );

  test(
    'sandbox counts every /v2 request naming the account: ' + 'x-api-key or HMAC key, KYC sharing, refused ones',
    async () => {
      const mock = buildMock();
      const sbx = partners.sandbox;
      await burst(mock, 'sandbox', 40); // x-api-key, refused with 4002
      const badSignature = { 'x-hmac-key': sbx.hmacKey, 'x-hmac-timestamp': '0', 'x-hmac-signature': '00' };
      await burst(mock, 'sandbox', 40, badSignature); // 401
      for (let i = 0; i < 39; i++) {
        await request(mock, 'sandbox', { 'x-hmac-key': sbx.hmacKey }, undefined, '/v2/identities/token/share');
      }
      // Requests naming no account of this environment do not count.
      await burst(mock, 'sandbox', 30, {});
      await burst(mock, 'sandbox', 30, { 'x-api-key': partners.production.apiKey });
      // The Native API is not /v2.
      await request(mock, 'sandbox', { 'x-hmac-key': sbx.hmacKey }, undefined, '/eapi/v0/ramps');
      expect((await request(mock, 'sandbox')).status).toBe(400); // 120th
      expect(
        (await request(mock, 'sandbox', { 'x-hmac-key': sbx.hmacKey }, undefined, '/v2/identities/token/share')).status,
      ).toBe(429);
      expect((await request(mock, 'sandbox', {})).status).toBe(401); // still not counted, still answered
    },
  );

  test('the window ends on the mock clock, and Retry-After says when', async () => {
    const mock = buildMock();
    await burst(mock, 'sandbox', 120);
    mock.clock.advance(30);
    const limited = await request(mock, 'sandbox');
    expect(limited.status).toBe(429);
    expect([29, 30]).toContain(Number(limited.retryAfter));
    mock.clock.advance(30);
    expect((await request(mock, 'sandbox')).status).toBe(400);
    // A fresh window opened at that request: 119 more fit, then 429 again.
    expect((await burst(mock, 'sandbox', 119)).every((status) => status === 400)).toBe(true);
    expect((await request(mock, 'sandbox')).status).toBe(429);
  });

  test('control /reset clears the windows', async () => {
    const mock = buildMock();
    await burst(mock, 'sandbox', 121);
    await burst(mock, 'production', 501, {});
    expect((await request(mock, 'sandbox')).status).toBe(429);
    expect((await mock.apps.control.inject({ method: 'POST', url: '/reset' })).statusCode).toBe(200);
    expect((await request(mock, 'sandbox')).status).toBe(400);
    expect((await request(mock, 'production', {})).status).toBe(401);
  });
});
