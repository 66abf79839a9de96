import { test } from '../../kit/fixtures';
import { audit } from '../../kit/audit-rule';
import { WRITES } from '../../kit/checking';
import { dataOf, expectStatus, skipWhereRateLimited } from '../../kit/checks/response';
import { answerLine, expectRule } from '../../kit/checks/violation';
import { buyOrderBody } from '../../kit/legacy/orders';
import { freshOrdersPage } from '../../kit/legacy/fresh-list';
import { isoDate } from '../../kit/config/read-target';
import type { RuleId } from '../../rules';
import type { Answer } from '../../kit/http/surface-client';

// Endpoints › the service: "Base: {base_url} or {partner_base_url}": /api answers on the partner host as on the base,
// value for value: the same reference lists, the same orders listed, a create answer the same for the same body.
type Request = {
  shape: RuleId;
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  list?: [string, string];
};

/** A value with its object keys sorted: two answers equal in content compare equal as text. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

/** Yesterday to tomorrow: an order is listed at once, on today's date (ASSUME-LEG-LIST-FRESH). */
const DAY_MS = 86_400_000;

/** What is one order's own, not the request's: another order of the same body differs in them. */
const PER_ORDER = new Set(['id', 'created_at', 'checkout_url', 'ref', 'created_date', 'payment_id', 'payment_code']);

/**
 * What the two hosts must agree on: the keys of data, and their values; a reference list's entries in the order of
 * their codes (the order of a list is not promised); a created order without what is each order's own.
 */
function gist(answer: Answer, request: Request): string {
  const data = dataOf(answer);
  if (request.method === 'POST') {
    const order = (data.order ?? {}) as Record<string, unknown>;
    return JSON.stringify(
      canonical({
        keys: Object.keys(data).sort(),
        order: Object.fromEntries(Object.entries(order).filter(([field]) => !PER_ORDER.has(field))),
        orderKeys: Object.keys(order).sort(),
      }),
    );
  }
  if (!request.list) return JSON.stringify(canonical(data));
  const [field, code] = request.list;
  const entries = Array.isArray(data[field])
    ? [...(data[field] as Record<string, unknown>[])].sort((a, b) => String(a?.[code]).localeCompare(String(b?.[code])))
    : data[field];
  return JSON.stringify(canonical({ ...data, [field]: entries }));
}

/** Where two gists first part: a line short enough to read. */
function firstDifference(received: string, expected: string): [string, string] {
  let at = 0;
  while (at < received.length && received[at] === expected[at]) at += 1;
  const from = Math.max(0, at - 40);
  return [received.slice(from, from + 120), expected.slice(from, from + 120)];
}

test(
  ...audit('LEG-PARTNER-HOST', 'ASSUME-LEG-LIST-FRESH', WRITES, async ({ legacyIn, target, data, readings }) => {
    const environment = target.environments[target.env]!;
    test.skip(
      !environment.partnerBaseUrl,
      'PARTNER_BASE_URL is not configured: no partner host to send /api requests to',
    );
    const [base, partner] = [legacyIn(target.env), legacyIn(target.env, { host: 'partner' })];
    const { fiat, coin } = target.legacy.sample;
    // One body for both creations, and the bulk list of its customer alone: orders other tests create meanwhile do
    // not enter it, and each host lists the order created through the other too.
    const body = buyOrderBody(target, data);
    // Every operation but the rate-limited price (two more of its few requests a run, ASSUME-PRICES-BUDGET).
    const requests: Request[] = [
      { shape: 'LEG-COUNTRIES-SHAPE', method: 'GET', path: '/api/countries', list: ['countries', 'country_code'] },
      { shape: 'LEG-FIATS-SHAPE', method: 'GET', path: '/api/fiats/buy', list: ['fiats', 'fiat_code'] },
      { shape: 'LEG-COINS-SHAPE', method: 'GET', path: '/api/coins/buy', list: ['coins', 'coin_code'] },
      {
        shape: 'LEG-PAYMENT-METHODS-SHAPE',
        method: 'GET',
        path: '/api/payment-methods',
        query: { source: fiat, target: coin },
        list: ['payment_methods', 'id'],
      },
      { shape: 'LEG-ORDER-CREATE-SHAPE', method: 'POST', path: '/api/orders' },
      {
        shape: 'LEG-ORDERS-LIST-SHAPE',
        method: 'GET',
        path: '/api/orders',
        query: {
          start_date: isoDate(new Date(Date.now() - DAY_MS)),
          end_date: isoDate(new Date(Date.now() + DAY_MS)),
          account_reference: String(body.account_reference),
        },
        list: ['orders', 'id'],
      },
    ];
    const created: unknown[] = [];
    for (const request of requests) {
      const { shape, method, path, query } = request;
      const send = (client: typeof base) =>
        method === 'GET' ? client.get(path, { query }) : client.post(path, { json: body });
      // Both orders listed before the hosts are compared, where a read lags the write (ASSUME-LEG-LIST-FRESH).
      if (method === 'GET' && path === '/api/orders') await freshOrdersPage(base, readings, query ?? {}, created);
      // Positive control: the base host serves the request.
      const onBase = await send(base);
      expectStatus(shape, onBase, 200, `200 for ${method} ${path} on ${environment.baseUrl}`);
      const onPartner = await send(partner);
      skipWhereRateLimited(onPartner, `${method} ${path} on the partner host`);
      if (method === 'POST')
        created.push(
          ...[onBase, onPartner].map((answer) => (dataOf(answer).order as { id?: unknown } | undefined)?.id),
        );
      expectRule(
        'LEG-PARTNER-HOST',
        onPartner.status === 200,
        () => `${answerLine(onPartner)} for ${method} ${path} on ${environment.partnerBaseUrl}`,
        `200, as on ${environment.baseUrl}`,
      );
      // The list of the customer's orders: asked again on the base, after both creations, so both hosts see both.
      const baseline = path === '/api/orders' && method === 'GET' ? await send(base) : onBase;
      const [partnerGist, baseGist] = [gist(onPartner, request), gist(baseline, request)];
      const [received, expected] = firstDifference(partnerGist, baseGist);
      expectRule(
        'LEG-PARTNER-HOST',
        partnerGist === baseGist,
        () => `…${received}… for ${method} ${path} on the partner host`,
        `…${expected}…, as on the base host`,
      );
    }
  }),
);
