import { test, expect } from '@playwright/test';
import { buildMock, defaultPartnerCredentials as partners, startMock, type Mock } from '../../mock/service';

const order = {
  externalCustomerId: 'cust-page-0001',
  crypto: 'ETH',
  fiat: 'EUR',
  fiatAmount: '100.00',
  walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
  redirectUrl: 'https://partner.example/return',
};

async function checkoutPath(mock: Mock): Promise<string> {
  const response = await mock.apps.sandbox.inject({
    method: 'POST',
    url: `/${partners.sandbox.partnerRef}/v2/buy`,
    headers: { 'x-api-key': partners.sandbox.apiKey },
    payload: order,
  });
  return new URL(response.json().checkoutUrl).pathname;
}

async function load(mock: Mock, path: string, cookie?: string) {
  const response = await mock.apps.sandbox.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });
  const setCookie = response.headers['set-cookie'];
  return {
    status: response.statusCode,
    type: String(response.headers['content-type']),
    html: response.body,
    setCookie: typeof setCookie === 'string' ? setCookie : undefined,
    csrf: /<input type="hidden" name="csrf" value="([^"]+)">/.exec(response.body)?.[1],
  };
}

async function pay(mock: Mock, path: string, csrf: string | undefined, cookie?: string) {
  const response = await mock.apps.sandbox.inject({
    method: 'POST',
    url: `${path}/pay`,
    payload: new URLSearchParams(csrf === undefined ? {} : { csrf }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
  });
  return { status: response.statusCode, type: String(response.headers['content-type']), html: response.body };
}

const cookieOf = (setCookie: string | undefined) => setCookie?.split(';')[0];

test.describe('mock Hosted Checkout page', () => {
  test('shows the order and a Pay form, as HTML, without credentials', async () => {
    const mock = buildMock();
    const path = await checkoutPath(mock);
    expect(path).toMatch(/^\/hosted-checkout\/[\w-]+$/);
    const page = await load(mock, path);
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html; charset=utf-8');
    expect(page.html).toContain('100.00 EUR');
    expect(page.html).toContain('ETH');
    expect(page.html).toContain('ethereum');
    expect(page.html).toContain(`<form method="post" action="${path}/pay">`);
    expect(page.html).toContain('<button type="submit">Pay</button>');
    expect(page.csrf).toBeTruthy();
  });

  test('loads within the minute, expires unloaded after it with the remedy, stays once loaded', async () => {
    const mock = buildMock();
    const late = await checkoutPath(mock);
    const early = await checkoutPath(mock);
    const loadedInTime = await checkoutPath(mock);
    expect((await load(mock, loadedInTime)).status).toBe(200);
    mock.clock.advance(59);
    expect((await load(mock, early)).status).toBe(200);
    mock.clock.advance(2);
    const expired = await load(mock, late);
    expect(expired.status).toBe(410);
    expect(expired.type).toMatch(/^text\/html/);
    expect(expired.html).toContain('expired');
    expect(expired.html).toContain('Create the order when the customer confirms, and open the URL at once');
    mock.clock.advance(3600);
    expect((await load(mock, loadedInTime)).status).toBe(200);
    expect((await load(mock, early)).status).toBe(200);
  });

  test('answers 404 for an unknown token, and a legacy token is not a Hosted Checkout one', async () => {
    const mock = buildMock();
    const path = await checkoutPath(mock);
    expect((await load(mock, '/hosted-checkout/no-such-token')).status).toBe(404);
    expect((await load(mock, path.replace('/hosted-checkout/', '/checkout/'))).status).toBe(404);
    expect((await mock.apps.production.inject({ method: 'GET', url: path })).statusCode).toBe(404);
  });

  test(
    'the first load binds a session: a reload with its cookie shows the same session, and Pay starts the ' + 'payment',
    async () => {
      const mock = buildMock();
      const path = await checkoutPath(mock);
      const first = await load(mock, path);
      const token = path.split('/').pop();
      expect(first.setCookie).toMatch(new RegExp(`^hc_session=[\\w-]+; HttpOnly; Path=/hosted-checkout/${token}$`));
      const cookie = cookieOf(first.setCookie)!;
      const reload = await load(mock, path, `other=1; ${cookie}`);
      expect(reload.status).toBe(200);
      expect(reload.setCookie).toBeUndefined();
      expect(reload.csrf).toBe(first.csrf);
      const paid = await pay(mock, path, first.csrf, cookie);
      expect(paid.status).toBe(200);
      expect(paid.type).toMatch(/^text\/html/);
      expect(paid.html).toContain('Payment started');
    },
  );

  test(
    'a reused URL in another browser session shows the page but its Pay is a CSRF token mismatch with the ' + 'remedy',
    async () => {
      const mock = buildMock();
      const path = await checkoutPath(mock);
      const first = await load(mock, path);
      mock.clock.advance(120);
      const second = await load(mock, path);
      expect(second.status).toBe(200);
      expect(second.html).toContain('100.00 EUR');
      expect(second.setCookie).toBeUndefined();
      expect(second.csrf).not.toBe(first.csrf);
      const cookie = cookieOf(first.setCookie)!;
      for (const [what, csrf, sent] of [
        ["the second page's token, no cookie", second.csrf, undefined],
        ["the second page's token, the first cookie", second.csrf, cookie],
        ['the first token, no cookie', first.csrf, undefined],
        ['the first token, another cookie', first.csrf, 'hc_session=forged'],
        ['no token, the first cookie', undefined, cookie],
      ] as const) {
        const refused = await pay(mock, path, csrf, sent);
        expect(refused.status, what).toBe(403);
        expect(refused.type).toMatch(/^text\/html/);
        expect(refused.html).toContain('CSRF token mismatch');
        expect(refused.html).toContain('refresh the page or retry; if it persists, create a fresh order');
      }
      // The first session still pays.
      expect((await pay(mock, path, first.csrf, cookie)).status).toBe(200);
    },
  );

  test('Pay on a URL never loaded is refused; on an unknown token it is 404', async () => {
    const mock = buildMock();
    const path = await checkoutPath(mock);
    expect((await pay(mock, path, 'x')).status).toBe(403);
    expect((await pay(mock, '/hosted-checkout/no-such-token', 'x')).status).toBe(404);
  });

  test('control /reset forgets orders, checkout URLs and sessions', async () => {
    const mock = buildMock();
    const path = await checkoutPath(mock);
    await load(mock, path);
    expect((await mock.apps.control.inject({ method: 'POST', url: '/reset' })).statusCode).toBe(200);
    expect((await load(mock, path)).status).toBe(404);
    expect(mock.environments.sandbox.state.hostedOrders.size).toBe(0);
  });

  test('checkoutUrl is built on the real listener address', async () => {
    const running = await startMock({ ports: { sandbox: 0, production: 0, control: 0 } });
    try {
      const created = await fetch(`${running.urls.production}/${partners.production.partnerRef}/v2/buy`, {
        method: 'POST',
        headers: { 'x-api-key': partners.production.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify(order),
      });
      expect(created.status).toBe(200);
      const url: string = (await created.json()).checkoutUrl;
      expect(url.startsWith(`${running.urls.production}/hosted-checkout/`)).toBe(true);
      const page = await fetch(url);
      expect(page.status).toBe(200);
      expect(page.headers.get('set-cookie')).toMatch(/^hc_session=/);
    } finally {
      await running.close();
    }
  });
});
