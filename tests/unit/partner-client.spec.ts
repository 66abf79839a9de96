import { test, expect } from '@playwright/test';
import { startMock, type RunningMock } from '../../mock/service';
import { partnerCall, type PartnerCall, type PartnerKeys, type Spoiled } from '../partner-client';

// The calls a partner's client makes (real-service-notes.md), signed as the public SDKs sign them, against the mock.
const keys: Record<'sandbox' | 'production', PartnerKeys> = {
  sandbox: { key: 'partner-sandbox-key', secret: 'partner-sandbox-secret' },
  production: { key: 'partner-production-key', secret: 'partner-production-secret' },
};

const returnUrl = 'https://partner.example/return';
const buyOrder = {
  account_reference: 'partner-buyer',
  source: 'EUR',
  target: 'BTC',
  source_amount: '50',
  wallet_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  return_url_on_success: returnUrl,
};

/** Each call, and the field of data its answer carries. */
const calls: [string, PartnerCall, string][] = [
  ['countries', { method: 'GET', path: '/api/countries' }, 'countries'],
  ['US states', { method: 'GET', path: '/api/countries/us/states' }, 'states'],
  ['fiats for buy', { method: 'GET', path: '/api/fiats/buy' }, 'fiats'],
  ['fiats for sell', { method: 'GET', path: '/api/fiats/sell' }, 'fiats'],
  ['coins for buy', { method: 'GET', path: '/api/coins/buy' }, 'coins'],
  ['coins for sell', { method: 'GET', path: '/api/coins/sell' }, 'coins'],
  ['payment methods', { method: 'GET', path: '/api/payment-methods' }, 'payment_methods'],
  [
    'payment methods of a buy pair',
    { method: 'GET', path: '/api/payment-methods', query: { source: 'EUR', target: 'BTC' } },
    'payment_methods',
  ],
  [
    'payment methods of a sell pair',
    { method: 'GET', path: '/api/payment-methods', query: { source: 'BTC', target: 'EUR' } },
    'payment_methods',
  ],
  [
    'buy prices',
    { method: 'GET', path: '/api/prices', query: { source: 'EUR', target: 'BTC', source_amount: 100 } },
    'prices',
  ],
  [
    'buy prices of one method',
    {
      method: 'GET',
      path: '/api/prices',
      query: { source: 'EUR', target: 'BTC', source_amount: 100, payment_method_id: 1 },
    },
    'prices',
  ],
  [
    'sell prices',
    { method: 'GET', path: '/api/prices', query: { source: 'BTC', target: 'EUR', source_amount: 0.05 } },
    'prices',
  ],
  [
    'sell prices of one method',
    {
      method: 'GET',
      path: '/api/prices',
      query: { source: 'BTC', target: 'EUR', source_amount: 0.05, payment_method_id: 4 },
    },
    'prices',
  ],
  ['a buy order', { method: 'POST', path: '/api/orders', body: buyOrder }, 'order'],
  [
    'a buy order with payment_method_id',
    { method: 'POST', path: '/api/orders', body: { ...buyOrder, payment_method_id: 1 } },
    'order',
  ],
  [
    'a buy order with payment_method_id as a JSON string',
    { method: 'POST', path: '/api/orders', body: { ...buyOrder, payment_method_id: '1' } },
    'order',
  ],
  [
    'a sell order with refund_address',
    {
      method: 'POST',
      path: '/api/orders',
      body: {
        account_reference: 'partner-seller',
        source: 'BTC',
        target: 'EUR',
        source_amount: '0.05',
        refund_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        return_url_on_success: returnUrl,
      },
    },
    'order',
  ],
  [
    'the bulk order list with an empty status',
    {
      method: 'GET',
      path: '/api/orders',
      query: { start_date: '2000-01-01', end_date: '2100-12-31', per_page: 50, page: 2, status: '' },
    },
    'orders',
  ],
];

const refusals: [string, Spoiled | 'other-environment'][] = [
  ['a wrong signature', 'wrong-signature'],
  ['a signature over another body', 'other-body'],
  ['a signature over another path', 'other-path'],
  ["the other environment's key", 'other-environment'],
];

let running: RunningMock;
test.beforeAll(async () => {
  running = await startMock({
    ports: { sandbox: 0, production: 0, control: 0 },
    credentials: { sandbox: keys.sandbox.key, production: keys.production.key },
    apiSecrets: { sandbox: keys.sandbox.secret, production: keys.production.secret },
  });
});
test.afterAll(async () => running?.close());

for (const [name, call, field] of calls) {
  test(`serves ${name} signed as the SDKs sign it, and refuses a token that does not fit with 401`, async () => {
    const served = await partnerCall(running.urls.sandbox, call, keys.sandbox);
    expect(served.status, served.text).toBe(200);
    expect((served.json as { data?: Record<string, unknown> }).data?.[field], served.text).toBeTruthy();
    for (const [what, spoiled] of refusals) {
      const refused =
        spoiled === 'other-environment'
          ? await partnerCall(running.urls.sandbox, call, keys.production)
          : await partnerCall(running.urls.sandbox, call, keys.sandbox, spoiled);
      expect(refused.status, `${what}: ${refused.text}`).toBe(401);
    }
  });
}

test('the bulk list with an empty status= lists what it lists without the filter', async () => {
  const list = {
    method: 'GET',
    path: '/api/orders',
    query: { start_date: '2000-01-01', end_date: '2100-12-31', per_page: 200 },
  } as const;
  const without = await partnerCall(running.urls.sandbox, list, keys.sandbox);
  const empty = await partnerCall(
    running.urls.sandbox,
    { ...list, query: { ...list.query, status: '' } },
    keys.sandbox,
  );
  const total = (answer: { json: unknown }) => (answer.json as { meta: { total: number } }).meta.total;
  expect(total(empty)).toBe(total(without));
  expect(total(without)).toBeGreaterThan(0);
});
