import { test } from '../../kit/fixtures';
import { audit } from '../../kit/audit-rule';
import { WRITES } from '../../kit/checking';
import { dataOf, expectStatus, skipWhereRateLimited } from '../../kit/checks/response';
import { answerLine, expectRule } from '../../kit/checks/violation';
import { buyOrderBody } from '../../kit/legacy/orders';
import type { RuleId } from '../../rules';
import type { Answer } from '../../kit/http/surface-client';

// Endpoints › the service: "Base: {base_url} or {partner_base_url}": /api answers on the partner host as on the base.
type Request = { shape: RuleId; method: 'GET' | 'POST'; path: string; query?: Record<string, string>; list?: [string, string] };

/** What the two hosts must agree on: the keys of data and, for a reference list, the codes listed. */
function gist(answer: Answer, list?: [string, string]): string {
  const data = dataOf(answer);
  const keys = Object.keys(data).sort();
  if (!list) return JSON.stringify(keys);
  const [field, code] = list;
  return JSON.stringify([keys, ((data[field] ?? []) as Record<string, unknown>[]).map((entry) => entry[code]).sort()]);
}

test(...audit('LEG-PARTNER-HOST', WRITES, async ({ legacyIn, target, data }) => {
  const environment = target.environments[target.env]!;
  test.skip(!environment.partnerBaseUrl, 'PARTNER_BASE_URL is not configured: no partner host to send /api requests to');
  const [base, partner] = [legacyIn(target.env), legacyIn(target.env, { host: 'partner' })];
  const { fiat, coin } = target.legacy.sample;
  // Every operation but the rate-limited price (two more of its few requests a run, ASSUME-PRICES-BUDGET).
  const requests: Request[] = [
    { shape: 'LEG-COUNTRIES-SHAPE', method: 'GET', path: '/api/countries', list: ['countries', 'country_code'] },
    { shape: 'LEG-FIATS-SHAPE', method: 'GET', path: '/api/fiats/buy', list: ['fiats', 'fiat_code'] },
    { shape: 'LEG-COINS-SHAPE', method: 'GET', path: '/api/coins/buy', list: ['coins', 'coin_code'] },
    { shape: 'LEG-PAYMENT-METHODS-SHAPE', method: 'GET', path: '/api/payment-methods', query: { source: fiat, target: coin }, list: ['payment_methods', 'id'] },
    { shape: 'LEG-ORDERS-LIST-SHAPE', method: 'GET', path: '/api/orders', query: { start_date: target.legacy.ordersFrom, end_date: target.legacy.ordersTo, per_page: '1' } },
    { shape: 'LEG-ORDER-CREATE-SHAPE', method: 'POST', path: '/api/orders' },
  ];
  for (const { shape, method, path, query, list } of requests) {
    const send = (client: typeof base) => (method === 'GET' ? client.get(path, { query }) : client.post(path, { json: buyOrderBody(target, data) }));
    // Positive control: the base host serves the request.
    const onBase = await send(base);
    expectStatus(shape, onBase, 200, `200 for ${method} ${path} on ${environment.baseUrl}`);
    const onPartner = await send(partner);
    skipWhereRateLimited(onPartner, `${method} ${path} on the partner host`);
    expectRule('LEG-PARTNER-HOST', onPartner.status === 200, () => `${answerLine(onPartner)} for ${method} ${path} on ${environment.partnerBaseUrl}`, `200, as on ${environment.baseUrl}`);
    const [partnerGist, baseGist] = [gist(onPartner, list), gist(onBase, list)];
    expectRule('LEG-PARTNER-HOST', partnerGist === baseGist, () => `${partnerGist.slice(0, 120)} for ${method} ${path} on the partner host`, `${baseGist.slice(0, 120)}, as on the base host`);
  }
}));
