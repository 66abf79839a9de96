import { test, expect } from '@playwright/test';
import { readTargetConfig } from '../../kit/config/read-target';
import { checkRelations } from '../../kit/relations/check-relations';
import type { Answered } from '../../kit/relations/answered-exchange';
import type { ReferenceLists } from '../../kit/relations/reference-lists';

// The relation checker on exchanges made by hand: each kind of row held and broken, as the OpenID suite tests each
// condition's pass and its fail.

const BASE = 'http://service.test';
const target = readTargetConfig({ SANDBOX_BASE_URL: BASE, SANDBOX_API_CREDENTIAL: 'credential' });
const reference: ReferenceLists = { countries: ['DE', 'FR'], fiats: ['EUR'], coins: { BTC: ['bitcoin'], USDT: ['ethereum', 'tron'] }, paymentMethodIds: [1, 2] };
let ids = 0;

function answered(method: string, path: string, status: number, answerJson: unknown, requestJson?: unknown): Answered {
  const requestId = `request-${++ids}`;
  return {
    exchange: { requestId, startedAt: '', durationMs: 0, request: { method, url: `${BASE}${path}`, headers: {} }, response: { status, headers: {} } },
    requestJson, answerJson,
  };
}

const buy = { account_reference: 'customer-1', source: 'EUR', target: 'BTC', source_amount: '100', wallet_address: 'bc1q', return_url_on_success: 'https://partner.example' };
const order = (overrides: Record<string, unknown> = {}) => ({ id: 'order-1', account_id: 'a', account_reference: 'customer-1', country: 'DE', order_type: 'CRYPTO-BUY',
  fiat_code: 'EUR', coin_code: 'BTC', wallet_address: 'bc1q', blockchain: { code: 'bitcoin', description: 'Bitcoin' }, created_at: '27-Nov-2026 10:00:00', checkout_url: 'x', ...overrides });
const check = (exchanges: Answered[], lists: ReferenceLists | null = reference) => checkRelations(exchanges, target, lists ? { sandbox: lists } : {});
const rules = (checked: ReturnType<typeof check>) => checked.breaches.map((breach) => breach.rule);

test('a create answer holds what was sent: held, and each field sent otherwise filed under its rule', () => {
  const held = check([answered('POST', '/api/orders', 200, { data: { order: order() } }, buy)]);
  expect(held.breaches).toEqual([]);
  expect([...held.judged]).toEqual(expect.arrayContaining(['LEG-ORDER-CREATE-ECHO', 'LEG-ORDER-DIRECTION', 'LEG-REFERENCE-MEMBERSHIP']));
  const broken = check([answered('POST', '/api/orders', 200, { data: { order: order({ coin_code: 'ETH', country: 'XX', order_type: 'CRYPTO-SELL' }) } }, buy)]);
  // The network is judged against the coin answered: ETH lists none here, so only the country is a membership breach.
  expect(rules(broken).sort()).toEqual(['LEG-ORDER-CREATE-ECHO', 'LEG-ORDER-DIRECTION', 'LEG-REFERENCE-MEMBERSHIP']);
  expect(broken.breaches.find((breach) => breach.rule === 'LEG-ORDER-CREATE-ECHO')?.received).toContain('/data/order/coin_code "ETH"');
});

test('without the reference lists, direction-bound and membership relations judge nothing rather than guess', () => {
  const checked = check([answered('POST', '/api/orders', 200, { data: { order: order({ coin_code: 'ETH', country: 'XX' }) } }, buy)], null);
  // The account_reference echo needs no list; the coin's echo needs the direction, which only the lists tell.
  expect(rules(checked)).toEqual([]);
  expect(checked.judged.has('LEG-ORDER-CREATE-ECHO')).toBe(true);
  expect(checked.judged.has('LEG-REFERENCE-MEMBERSHIP')).toBe(false);
});

test('a bulk-list entry is held to the create answer of the same order, with the X-Request-Ids of both', () => {
  const created = answered('POST', '/api/orders', 200, { data: { order: order() } }, buy);
  const listed = (coin: string) => answered('GET', '/api/orders?start_date=2026-11-26&end_date=2026-11-28&account_reference=customer-1', 200,
    { data: { orders: [{ id: 'order-1', account_reference: 'customer-1', coin_code: coin, created_at: '2026-11-27 10:00:00', meta_data: null }] }, meta: { per_page: 100, current_page: 1 } });
  expect(check([created, listed('BTC')]).breaches).toEqual([]);
  const broken = check([created, listed('ETH')]);
  expect(rules(broken)).toEqual(['LEG-ORDERS-LIST-AS-CREATED']);
  expect(broken.breaches[0].requestIds).toEqual([created.exchange.requestId, expect.any(String)]);
});

test('a list holds each code once and exactly one default network a coin; a list of one proves nothing', () => {
  const coins = (chains: unknown[]) => answered('GET', '/api/coins/buy', 200, { data: { coins: [{ coin_code: 'USDT', blockchains: chains }] } });
  const chain = (code: string, isDefault: boolean) => ({ code, is_default: isDefault });
  expect(check([coins([chain('ethereum', true), chain('tron', false)])]).breaches).toEqual([]);
  expect(rules(check([coins([chain('tron', true), chain('tron', false)])]))).toEqual(['LEG-REFERENCE-UNIQUE']);
  expect(rules(check([coins([chain('ethereum', true), chain('tron', true)])]))).toEqual(['LEG-COINS-ONE-DEFAULT']);
  // Every coin has a configured default: a coin whose networks mark none breaks it as two marked do.
  expect(rules(check([coins([chain('ethereum', false), chain('tron', false)])]))).toEqual(['LEG-COINS-ONE-DEFAULT']);
  expect(check([answered('GET', '/api/countries', 200, { data: { countries: [{ country_code: 'DE' }] } })]).judged.has('LEG-REFERENCE-UNIQUE')).toBe(false);
});

test('the bulk list holds what its query asked: the default per_page, the status filter', () => {
  const page = (query: string, meta: Record<string, unknown>, statuses: string[]) => answered('GET', `/api/orders?start_date=2026-01-01&end_date=2026-12-31${query}`, 200,
    { data: { orders: statuses.map((status, index) => ({ id: `o${index}`, status })) }, meta });
  expect(check([page('&status=complete,declined', { per_page: 100, current_page: 1 }, ['complete', 'declined'])]).breaches).toEqual([]);
  expect(rules(check([page('', { per_page: 50, current_page: 1 }, [])]))).toEqual(['LEG-ORDERS-PER-PAGE-DEFAULT']);
  expect(rules(check([page('&status=complete', { per_page: 100, current_page: 1 }, ['complete', 'declined'])]))).toEqual(['LEG-ORDERS-STATUS-FILTER']);
  // Above the maximum a service refuses or caps: no echo to expect.
  expect(check([page('&per_page=300', { per_page: 200, current_page: 1 }, [])]).breaches).toEqual([]);
});

test('every 400 and 422 carries an error code, documented path or not; the list 422 its documented shape', () => {
  expect(check([answered('GET', '/eapi/v0/price?amount=abc', 400, { error: { code: 400, message: 'amount' } })]).breaches).toEqual([]);
  expect(rules(check([answered('GET', '/eapi/v0/price?amount=abc', 400, { error: { message: 'amount' } })]))).toEqual(['NAT-ERROR-CODE']);
  expect(rules(check([answered('GET', '/api/fiats', 422, { message: 'orderType' })]))).toEqual(['LEG-422-ERROR-CODE']);
  expect(rules(check([answered('GET', '/api/orders?status=x', 422, { errors: { status: 422, title: 'invalid', detail: 'status' } })]))).toEqual(['LEG-ORDERS-422-SHAPE']);
  // A 401 is judged by its status alone (ASSUME-AUTH-FAILURE-BODY).
  expect(check([answered('GET', '/api/countries', 401, {})]).breaches).toEqual([]);
});
