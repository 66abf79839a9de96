import { test } from '../../kit/fixtures';
import { checking, WRITES } from '../../kit/checking';
import { expectJson, expectStatus } from '../../kit/checks/response';
import { expectRule } from '../../kit/checks/violation';
import { ordersPage } from '../../kit/legacy/orders-page';
import { buyOrderBody, createOrder } from '../../kit/legacy/orders';
import { isoDate } from '../../kit/config/read-target';
import { validateResource } from '../../kit/validation';
import type { TargetConfig } from '../../kit/config/target-config';

// Endpoints › GET /api/orders: status (comma separated), account_reference, start_date and end_date filter the list.
function range(target: TargetConfig) {
  return { start_date: target.legacy.ordersFrom, end_date: target.legacy.ordersTo, per_page: 200 };
}

const distinct = (values: unknown[]) => [...new Set(values)];

test('MUST return only orders in the statuses of a comma-separated status filter', checking('LEG-ORDERS-STATUS-FILTER'), async ({ legacy, target }) => {
  const statuses = distinct((await ordersPage(legacy, range(target))).orders.map((order) => order.status)) as string[];
  test.skip(statuses.length < 3, `ASSUME-ORDERS-RANGE: the range shows ${statuses.length} statuses; the filter needs 3 to tell`);
  for (const filter of [[statuses[0]], statuses.slice(0, 2)]) {
    const { orders } = await ordersPage(legacy, { ...range(target), status: filter.join(',') });
    const others = orders.filter((order) => !filter.includes(order.status as string));
    expectRule('LEG-ORDERS-STATUS-FILTER', others.length === 0, () => `status ${JSON.stringify(others[0]?.status)} for status=${filter.join(',')}`, 'only orders in the filtered statuses');
  }
});

test('MUST return only the orders of account_reference when it is given', checking('LEG-ORDERS-ACCOUNT-FILTER'), async ({ legacy, target }) => {
  const references = distinct((await ordersPage(legacy, range(target))).orders.map((order) => order.account_reference));
  test.skip(references.length < 2, 'ASSUME-ORDERS-RANGE: the range shows fewer than 2 customers; the filter needs 2 to tell');
  const { orders } = await ordersPage(legacy, { ...range(target), account_reference: String(references[0]) });
  const others = orders.filter((order) => order.account_reference !== references[0]);
  expectRule('LEG-ORDERS-ACCOUNT-FILTER', others.length === 0, () => `account_reference ${JSON.stringify(others[0]?.account_reference)} for account_reference=${references[0]}`, 'only the orders of that customer');
});

test('MUST return only orders created between start_date and end_date', checking('LEG-ORDERS-DATE-RANGE'), async ({ legacy, target }) => {
  // ASSUME-LEG-DATE-RANGE: inclusive days, in the time zone created_at is written in.
  const days = distinct((await ordersPage(legacy, range(target))).orders.map((order) => String(order.created_at).slice(0, 10)));
  test.skip(days.length < 2, 'ASSUME-ORDERS-RANGE: the range shows orders of fewer than 2 days; the filter needs 2 to tell');
  const day = String(days[Math.floor(days.length / 2)]);
  const { orders } = await ordersPage(legacy, { start_date: day, end_date: day, per_page: 200 });
  const outside = orders.filter((order) => String(order.created_at).slice(0, 10) !== day);
  expectRule('LEG-ORDERS-DATE-RANGE', outside.length === 0, () => `created_at ${JSON.stringify(outside[0]?.created_at)} for start_date=end_date=${day}`, 'only orders created in the range');
});

test('MUST return the meta_data given at creation in the bulk list', checking('LEG-ORDERS-META-DATA', WRITES), async ({ legacy, target, data }) => {
  const metaData = `conformance ${data.string.alphanumeric(16)}`;
  const { order } = await createOrder(legacy, buyOrderBody(target, data, { meta_data: metaData }));
  // ASSUME-LEG-LIST-FRESH: listed at once, under its create id, between yesterday and tomorrow (UTC).
  const day = 24 * 3600 * 1000;
  const around = { start_date: isoDate(new Date(Date.now() - day)), end_date: isoDate(new Date(Date.now() + day)) };
  const { orders } = await ordersPage(legacy, { ...around, account_reference: String(order.account_reference) });
  const listed = orders.find((candidate) => candidate.id === order.id);
  expectRule('LEG-ORDERS-META-DATA', listed?.meta_data === metaData, () => (listed ? `meta_data ${JSON.stringify(listed.meta_data)}` : `order ${order.id} not in the list of its customer`), `meta_data ${JSON.stringify(metaData)} returned by the bulk list`);
});

// ASSUME-LEG-ORDER-STATUSES: notAStatus is no status of the target.
test('MUST answer an invalid status filter with 422', checking('LEG-ORDERS-422-INVALID'), async ({ legacy, target }) => {
  const answer = await legacy.get('/api/orders', { query: { ...range(target), status: 'notAStatus' } });
  expectStatus('LEG-ORDERS-422-INVALID', answer, 422, '422 for an invalid status (GET /api/orders)');
});

test('MUST shape a bulk-list 422 as an errors array whose items have status, title and detail strings', checking('LEG-ORDERS-422-SHAPE'), async ({ legacy, target }) => {
  const answer = await legacy.get('/api/orders', { query: { ...range(target), status: 'notAStatus' } });
  expectStatus('LEG-ORDERS-422-INVALID', answer, 422, '422 for an invalid status (GET /api/orders)');
  expectJson(answer);
  const problems = validateResource('legacy/list-orders-errors.json', answer.json);
  expectRule('LEG-ORDERS-422-SHAPE', problems.length === 0, () => problems.join(' | '), 'errors array of {status, title, detail} strings (Errors › Other)');
});
