import { test, expect } from '@playwright/test';
import { readTargetConfig } from '../../kit/config/read-target';
import { checkRelations } from '../../kit/relations/check-relations';
import type { Answered } from '../../kit/relations/answered-exchange';
import type { ReferenceLists } from '../../kit/relations/reference-lists';
import { judgeAcrossTests, relationRecords, type RelationRecord } from '../../kit/relations/across-tests';
import { withAcrossTests } from '../../reporters/across-tests';
import type { CollectedTest } from '../../reporters/collected-test';
import { collectedTest } from './collected-test-fixture';

// The relation checker on exchanges made by hand: each kind of row held and broken, as the OpenID suite tests each
// condition's pass and its fail.

const BASE = 'http://service.test';
const target = readTargetConfig({ SANDBOX_BASE_URL: BASE, SANDBOX_API_CREDENTIAL: 'credential' });
const reference: ReferenceLists = {
  countries: ['DE', 'FR'],
  fiats: ['EUR'],
  coins: { BTC: ['bitcoin'], USDT: ['ethereum', 'tron'] },
  paymentMethodIds: [1, 2],
};
let ids = 0;

function answered(method: string, path: string, status: number, answerJson: unknown, requestJson?: unknown): Answered {
  const requestId = `request-${++ids}`;
  return {
    exchange: {
      requestId,
      startedAt: '',
      durationMs: 0,
      request: { method, url: `${BASE}${path}`, headers: {} },
      response: { status, headers: {} },
    },
    requestJson,
    answerJson,
  };
}

const buy = {
  account_reference: 'customer-1',
  source: 'EUR',
  target: 'BTC',
  source_amount: '100',
  wallet_address: 'bc1q',
  return_url_on_success: 'https://partner.example',
};
const order = (overrides: Record<string, unknown> = {}) => ({
  id: 'order-1',
  account_id: 'a',
  account_reference: 'customer-1',
  country: 'DE',
  order_type: 'CRYPTO-BUY',
  fiat_code: 'EUR',
  coin_code: 'BTC',
  wallet_address: 'bc1q',
  blockchain: { code: 'bitcoin', description: 'Bitcoin' },
  created_at: '27-Nov-2026 10:00:00',
  checkout_url: 'https://service.test/checkout/x',
  ...overrides,
});
const check = (exchanges: Answered[], lists: ReferenceLists | null = reference) =>
  checkRelations(exchanges, target, lists ? { sandbox: lists } : {});
const rules = (checked: ReturnType<typeof check>) => checked.breaches.map((breach) => breach.rule);

test('a create answer holds what was sent: held, and each field sent otherwise filed under its rule', () => {
  const held = check([answered('POST', '/api/orders', 200, { data: { order: order() } }, buy)]);
  expect(held.breaches).toEqual([]);
  expect([...held.judged]).toEqual(
    expect.arrayContaining(['LEG-ORDER-CREATE-ECHO', 'LEG-ORDER-DIRECTION', 'LEG-REFERENCE-MEMBERSHIP']),
  );
  const broken = check([
    answered(
      'POST',
      '/api/orders',
      200,
      { data: { order: order({ coin_code: 'ETH', country: 'XX', order_type: 'CRYPTO-SELL' }) } },
      buy,
    ),
  ]);
  // The network is judged against the coin answered: ETH lists none here, so only the country is a membership breach.
  expect(rules(broken).sort()).toEqual(['LEG-ORDER-CREATE-ECHO', 'LEG-ORDER-DIRECTION', 'LEG-REFERENCE-MEMBERSHIP']);
  expect(broken.breaches.find((breach) => breach.rule === 'LEG-ORDER-CREATE-ECHO')?.received).toContain(
    '/data/order/coin_code "ETH"',
  );
});

test('a checkout_url is an absolute http(s) URL with no space in or around it, as a redirect can use', () => {
  const held = check([answered('POST', '/api/orders', 200, { data: { order: order() } }, buy)]);
  expect(held.judged.has('LEG-CHECKOUT-URL-FORM')).toBe(true);
  for (const url of [' https://service.test/checkout/x ', 'order-1', '/checkout/x', 'ftp://service.test/x']) {
    const broken = check([
      answered('POST', '/api/orders', 200, { data: { order: order({ checkout_url: url }) } }, buy),
    ]);
    expect(rules(broken), url).toEqual(['LEG-CHECKOUT-URL-FORM']);
  }
  // In another case it is still a URL: whether it loads is LEG-CHECKOUT-URL-VALID-WINDOW's to judge.
  const upper = order({ checkout_url: 'HTTPS://SERVICE.TEST/CHECKOUT/X' });
  expect(rules(check([answered('POST', '/api/orders', 200, { data: { order: upper } }, buy)]))).toEqual([]);
});

test('without the reference lists, direction-bound and membership relations judge nothing rather than guess', () => {
  const checked = check(
    [answered('POST', '/api/orders', 200, { data: { order: order({ coin_code: 'ETH', country: 'XX' }) } }, buy)],
    null,
  );
  // The account_reference echo needs no list; the coin's echo needs the direction, which only the lists tell.
  expect(rules(checked)).toEqual([]);
  expect(checked.judged.has('LEG-ORDER-CREATE-ECHO')).toBe(true);
  expect(checked.judged.has('LEG-REFERENCE-MEMBERSHIP')).toBe(false);
});

test('a bulk-list entry is held to the create answer of the same order, with the X-Request-Ids of both', () => {
  const created = answered('POST', '/api/orders', 200, { data: { order: order() } }, buy);
  const listed = (coin: string) =>
    answered('GET', '/api/orders?start_date=2026-11-26&end_date=2026-11-28&account_reference=customer-1', 200, {
      data: {
        orders: [
          {
            id: 'order-1',
            account_reference: 'customer-1',
            coin_code: coin,
            created_at: '2026-11-27 10:00:00',
            meta_data: null,
          },
        ],
      },
      meta: { per_page: 100, current_page: 1 },
    });
  expect(check([created, listed('BTC')]).breaches).toEqual([]);
  const broken = check([created, listed('ETH')]);
  expect(rules(broken)).toEqual(['LEG-ORDERS-LIST-AS-CREATED']);
  expect(broken.breaches[0].requestIds).toEqual([created.exchange.requestId, expect.any(String)]);
});

test('a list holds each code once and exactly one default network a coin; a list of one proves nothing', () => {
  const coins = (chains: unknown[]) =>
    answered('GET', '/api/coins/buy', 200, { data: { coins: [{ coin_code: 'USDT', blockchains: chains }] } });
  const chain = (code: string, isDefault: boolean) => ({ code, is_default: isDefault });
  expect(check([coins([chain('ethereum', true), chain('tron', false)])]).breaches).toEqual([]);
  expect(rules(check([coins([chain('tron', true), chain('tron', false)])]))).toEqual(['LEG-REFERENCE-UNIQUE']);
  expect(rules(check([coins([chain('ethereum', true), chain('tron', true)])]))).toEqual(['LEG-COINS-ONE-DEFAULT']);
  // Every coin has a configured default: a coin whose networks mark none breaks it as two marked do.
  expect(rules(check([coins([chain('ethereum', false), chain('tron', false)])]))).toEqual(['LEG-COINS-ONE-DEFAULT']);
  expect(
    check([answered('GET', '/api/countries', 200, { data: { countries: [{ country_code: 'DE' }] } })]).judged.has(
      'LEG-REFERENCE-UNIQUE',
    ),
  ).toBe(false);
});

test('the bulk list holds what its query asked: the default per_page, the status filter', () => {
  const page = (query: string, meta: Record<string, unknown>, statuses: string[]) =>
    answered('GET', `/api/orders?start_date=2026-01-01&end_date=2026-12-31${query}`, 200, {
      data: { orders: statuses.map((status, index) => ({ id: `o${index}`, status })) },
      meta,
    });
  expect(
    check([page('&status=complete,declined', { per_page: 100, current_page: 1 }, ['complete', 'declined'])]).breaches,
  ).toEqual([]);
  expect(rules(check([page('', { per_page: 50, current_page: 1 }, [])]))).toEqual(['LEG-ORDERS-PER-PAGE-DEFAULT']);
  expect(
    rules(check([page('&status=complete', { per_page: 100, current_page: 1 }, ['complete', 'declined'])])),
  ).toEqual(['LEG-ORDERS-STATUS-FILTER']);
  // Above the maximum a service refuses or caps: no echo to expect.
  expect(check([page('&per_page=300', { per_page: 200, current_page: 1 }, [])]).breaches).toEqual([]);
});

test('every 400 and 422 carries an error code, documented path or not; the list 422 its documented shape', () => {
  expect(
    check([answered('GET', '/eapi/v0/price?amount=abc', 400, { error: { code: 400, message: 'amount' } })]).breaches,
  ).toEqual([]);
  expect(rules(check([answered('GET', '/eapi/v0/price?amount=abc', 400, { error: { message: 'amount' } })]))).toEqual([
    'NAT-ERROR-CODE',
  ]);
  expect(rules(check([answered('GET', '/api/fiats', 422, { message: 'orderType' })]))).toEqual(['LEG-422-ERROR-CODE']);
  const [shape] = check([
    answered('GET', '/api/orders?status=x', 422, { errors: { status: 422, title: 'invalid', detail: 'status' } }),
  ]).breaches;
  // One answer judged: the two halves of one sentence, and that answer's X-Request-Id (the report reads what was sent).
  expect([shape.rule, shape.documented, shape.received, shape.requestIds.length]).toEqual([
    'LEG-ORDERS-422-SHAPE',
    'the 422 body of GET /api/orders: /errors array',
    '/errors an object',
    1,
  ]);
  // A 401 is judged by its status alone (ASSUME-AUTH-FAILURE-BODY).
  expect(check([answered('GET', '/api/countries', 401, {})]).breaches).toEqual([]);
});

test(
  'where a Hosted or Native refusal carries its code is a reading: another place leaves its row not ' +
    'confirmed, never a breach',
  () => {
    const refused = (body: unknown) =>
      check([
        answered('POST', '/partner-1/v2/buy', 400, body),
        answered('GET', '/eapi/v0/price?amount=abc', 422, body),
      ]);
    const readings = (checked: ReturnType<typeof check>) =>
      checked.observations.map((o) => `${o.id}=${o.reading}`).sort();
    // The place in force (error-object, the default) confirms the rows.
    const inForce = refused({ error: { code: 4002, message: 'Validation error' }, traceId: 't' });
    expect(inForce.breaches).toEqual([]);
    expect(readings(inForce)).toEqual(['ASSUME-HC-ERROR-CODE=error-object', 'ASSUME-NAT-ERROR-CODE=error-object']);
    // Elsewhere: the rule holds (a code is there), the row reads otherwise, with the X-Request-Id that shows it.
    for (const [body, place] of [
      [{ code: 4002, message: 'Validation error' }, 'top-level'],
      [{ errors: [{ code: '4002', title: 'x' }] }, 'errors'],
      [{ errors: { code: 4002 } }, 'errors'],
      [{ detail: { error_code: 4002 } }, 'anywhere'],
    ] as const) {
      const checked = refused(body);
      expect(checked.breaches, place).toEqual([]);
      expect(readings(checked), place).toEqual([`ASSUME-HC-ERROR-CODE=${place}`, `ASSUME-NAT-ERROR-CODE=${place}`]);
      expect(checked.observations[0].requestIds).toEqual([expect.stringMatching(/^request-/)]);
    }
    // No code: the rules fail, and no place is read.
    const none = refused({ error: { message: 'Validation error' } });
    expect(rules(none).sort()).toEqual(['HC-ERROR-CODE', 'NAT-ERROR-CODE']);
    expect(none.observations).toEqual([]);
    // Aligned with the place the target reads, it is confirmed.
    const aligned = readTargetConfig({
      SANDBOX_BASE_URL: BASE,
      SANDBOX_API_CREDENTIAL: 'credential',
      HOSTED_ERROR_CODE_PLACE: 'top-level',
      NATIVE_ERROR_CODE_PLACE: 'anywhere',
    });
    const top = checkRelations(
      [
        answered('POST', '/partner-1/v2/buy', 400, { code: 4002 }),
        answered('GET', '/eapi/v0/price', 400, { code: 400 }),
      ],
      aligned,
      {},
    );
    expect(top.observations.map((o) => `${o.id}=${o.reading}`).sort()).toEqual([
      'ASSUME-HC-ERROR-CODE=top-level',
      'ASSUME-NAT-ERROR-CODE=anywhere',
    ]);
  },
);

test(
  "an /api 401 body is read, never judged: any by default; the real service's errors object or the older " +
    'array where configured',
  () => {
    const bodies = {
      object: { errors: { status: 401, code: 40104, title: 'Unauthorized' } },
      array: { errors: [{ status: '401', code: '40103', title: 'Unauthorized' }] },
      mock: { errors: [{ status: '401', title: 'Unauthorized', detail: 'a valid API credential' }] },
    };
    const readBy = (config: ReturnType<typeof readTargetConfig>, body: unknown) =>
      checkRelations([answered('GET', '/api/countries', 401, body)], config, {});
    for (const body of [...Object.values(bodies), undefined]) {
      const checked = readBy(target, body);
      expect(checked.breaches).toEqual([]);
      expect(checked.observations.map((o) => o.reading)).toEqual(['any']);
    }
    const real = readTargetConfig({
      SANDBOX_BASE_URL: BASE,
      SANDBOX_API_CREDENTIAL: 'credential',
      LEGACY_UNAUTHORIZED_BODY: 'errors-object',
    });
    expect(readBy(real, bodies.object).observations.map((o) => o.reading)).toEqual(['errors-object']);
    expect(readBy(real, bodies.array).observations.map((o) => o.reading)).toEqual(['errors-array']);
    expect(readBy(real, bodies.mock).observations.map((o) => o.reading)).toEqual(['any']);
    // Not /api: a 401 of the Native API is not read.
    expect(checkRelations([answered('GET', '/eapi/v0/price', 401, bodies.mock)], real, {}).observations).toEqual([]);
  },
);

test("the reference lists hold the world's codes and names; another code's name is named; 'own' judges nothing", () => {
  const countries = (entries: [string, string][]) =>
    answered('GET', '/api/countries', 200, {
      data: { countries: entries.map(([code, name]) => ({ country_code: code, country_name: name })) },
    });
  const held = check([
    countries([
      ['US', 'United States of America'],
      ['KN', 'St. Kitts & Nevis'],
      ['CI', "Cote d'Ivoire"],
      ['GB', 'UK'],
    ]),
    answered('GET', '/api/fiats/buy', 200, {
      data: { fiats: [{ fiat_code: 'GBP', fiat_name: 'British Pound Sterling', fiat_symbol: '£' }] },
    }),
    answered('GET', '/api/countries/us/states', 200, {
      data: { states: [{ state_code: 'US-CA', state_name: 'California' }] },
    }),
  ]);
  expect(held.breaches).toEqual([]);
  expect(held.observations.map((o) => `${o.id}=${o.reading}`).sort()).toEqual([
    'ASSUME-LEG-WORLD-CODES=iso',
    'ASSUME-LEG-WORLD-NAMES=english',
  ]);
  const swapped = check([
    countries([
      ['GN', 'Equatorial Guinea'],
      ['UK', 'United Kingdom'],
    ]),
  ]);
  expect(swapped.breaches.map((b) => `${b.rule}: ${b.received.split(' (')[0]}`)).toEqual([
    'LEG-WORLD-CODES: /data/countries/1/country_code "UK"',
    'LEG-WORLD-NAMES: /data/countries/0/country_name "Equatorial Guinea" for country_code "GN": the name of GQ',
  ]);
  expect(swapped.observations.map((o) => `${o.id}=${o.reading}`).sort()).toEqual([
    'ASSUME-LEG-WORLD-CODES=own',
    'ASSUME-LEG-WORLD-NAMES=own',
  ]);
  const methods = (os: string, browser: string) =>
    answered('GET', '/api/payment-methods', 200, {
      data: { payment_methods: [{ id: 1, supported_agents: [{ os, browser }] }] },
    });
  expect(check([methods('ios', 'safari'), methods('Chrome OS', 'Microsoft Edge')]).breaches).toEqual([]);
  expect(rules(check([methods('iFruitOS', 'Safari')]))).toEqual(['LEG-AGENTS-KNOWN']);
  // A service of its own words ('own' in force): nothing judged, its own names recorded.
  const own = readTargetConfig({
    SANDBOX_BASE_URL: BASE,
    SANDBOX_API_CREDENTIAL: 'credential',
    LEGACY_WORLD_CODES: 'own',
    LEGACY_WORLD_NAMES: 'own',
  });
  const ownChecked = checkRelations([countries([['DEU', 'Deutschland']])], own, { sandbox: reference });
  expect(ownChecked.breaches).toEqual([]);
  expect(ownChecked.judged.has('LEG-WORLD-CODES')).toBe(false);
  expect(ownChecked.observations.map((o) => `${o.id}=${o.reading}`)).toEqual(['ASSUME-LEG-WORLD-CODES=own']);
});

// Issue 41, item 5: a listed order against the create answer of any test of the run, compared once all have ended.
test('a bulk-list entry is held to the create answer of another test; unseen orders and own creations are not', () => {
  const created = answered('POST', '/api/orders', 200, { data: { order: order() } }, { ...buy, meta_data: 'm' });
  const listing = (fiat: string, id = 'order-1') =>
    answered('GET', '/api/orders?start_date=2026-11-26&end_date=2026-11-28', 200, {
      data: { orders: [{ id, account_reference: 'customer-1', fiat_code: fiat, coin_code: 'BTC', meta_data: 'm' }] },
      meta: { per_page: 100, current_page: 1 },
    });
  const creator = { title: 'b creates', records: relationRecords([created], target) };
  const lister = (fiat: string, id?: string) => ({
    title: 'a lists',
    records: relationRecords([listing(fiat, id)], target),
  });
  expect(judgeAcrossTests([creator, lister('EUR')])).toEqual(new Map());
  // In either order of the tests: the verdict is the listing test's.
  for (const tests of [
    [creator, lister('USD')],
    [lister('USD'), creator],
  ]) {
    const found = judgeAcrossTests(tests);
    const index = tests.findIndex((candidate) => candidate.title === 'a lists');
    expect([...found.keys()]).toEqual([index]);
    expect(found.get(index)).toEqual([
      expect.objectContaining({ rule: 'LEG-ORDERS-LIST-AS-CREATED', documented: expect.stringContaining('b creates') }),
    ]);
  }
  // A listed order no test created is not compared; one the listing test created itself was judged in that test.
  expect(judgeAcrossTests([creator, lister('USD', 'order-2')])).toEqual(new Map());
  expect(judgeAcrossTests([{ title: 'both', records: relationRecords([created, listing('USD')], target) }])).toEqual(
    new Map(),
  );
  // On the result: a listing test that passed fails on the breach, its body ran to its end.
  const collected = (title: string, records: RelationRecord[]): CollectedTest =>
    collectedTest({ title, ruleIds: ['LEG-ORDERS-STATUS-FILTER'], relationRecords: records });
  const judged = withAcrossTests([
    collected('b creates', creator.records),
    collected('a lists', lister('USD').records),
  ]);
  expect(judged[0]).toMatchObject({ status: 'passed' });
  expect(judged[1]).toMatchObject({
    status: 'failed',
    ranToEnd: true,
    violations: [expect.objectContaining({ rule: 'LEG-ORDERS-LIST-AS-CREATED' })],
  });
});

test("a method's logo_url is an absolute http(s) URL, and its fees name pairs of its own fiats and coins", () => {
  const method = (overrides: Record<string, unknown> = {}) => ({
    id: 1,
    name: 'Card',
    description: 'Visa',
    logo_url: 'https://assets.example/card.svg',
    status: 'ACTIVE',
    type: 'FIAT_TO_CRYPTO',
    supported_agents: null,
    supported_fiat: ['EUR'],
    supported_coin: ['BTC'],
    transaction_fees: [{ fiat_code: 'EUR', coin_code: 'BTC', fees: [] }],
    transaction_limits: [{ fiat_code: 'EUR', min: 20, max: 2000 }],
    ...overrides,
  });
  const listed = (overrides: Record<string, unknown>) =>
    check([answered('GET', '/api/payment-methods', 200, { data: { payment_methods: [method(overrides)] } })]);
  const held = listed({});
  expect(held.breaches).toEqual([]);
  expect([...held.judged]).toEqual(expect.arrayContaining(['LEG-PM-LOGO-URL', 'LEG-REFERENCE-MEMBERSHIP']));
  // Scheme and host in any case are one URL.
  expect(listed({ logo_url: 'HTTPS://ASSETS.EXAMPLE/CARD.SVG' }).breaches).toEqual([]);
  for (const logo of ['FIAT_TO_CRYPTO', ' https://assets.example/card.svg ', '/card.svg', 'ftp://assets.example/x'])
    expect(rules(listed({ logo_url: logo })), logo).toEqual(['LEG-PM-LOGO-URL']);
  // USDT is a listed coin, not one the method supports; a fee for it names a pair the method does not carry.
  const unsupported = listed({ transaction_fees: [{ fiat_code: 'EUR', coin_code: 'USDT', fees: [] }] });
  expect(rules(unsupported)).toEqual(['LEG-REFERENCE-MEMBERSHIP']);
  expect(unsupported.breaches[0].received).toContain('/transaction_fees/0/coin_code "USDT"');
});
