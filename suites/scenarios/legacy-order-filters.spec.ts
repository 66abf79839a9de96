import { test } from '../../kit/fixtures';
import { audit, ruleTitle } from '../../kit/audit-rule';
import { checking, WRITES } from '../../kit/checking';
import { customerOrdersPage } from '../../kit/legacy/fresh-list';
import { expectJson, expectStatus, skipWhereRateLimited } from '../../kit/checks/response';
import { answerLine, expectRule, expectShape } from '../../kit/checks/violation';
import { createdDay, everyOrder } from '../../kit/legacy/orders-page';
import type { RuleId } from '../../rules';
import { buyOrderBody, createOrder, expectMetaDataListed } from '../../kit/legacy/orders';
import { validateResource } from '../../kit/validation';
import { legacyOperations } from '../../kit/spec';
import type { TargetConfig } from '../../kit/config/target-config';

// Endpoints › GET /api/orders: status (comma separated), account_reference, start_date and end_date filter the list.
function range(target: TargetConfig) {
  return { start_date: target.legacy.ordersFrom, end_date: target.legacy.ordersTo, per_page: 200 };
}

const distinct = (values: unknown[]) => [...new Set(values)];

/** The status values that appear in the document (States and transitions), as specs/legacy.yaml lists them. */
const DOCUMENTED_STATUSES = legacyOperations()
  .find((operation) => operation.operationId === 'listOrders')!
  .parameters.find((parameter) => parameter.name === 'status')!.values!;

type Listing = Awaited<ReturnType<typeof everyOrder>>;
type Order = Record<string, unknown>;

/**
 * A filter keeps every order it matches, not only none it does not: an empty answer would pass "only". Checked in
 * full when the lists were read whole (a few pages of 200); else the filtered one must hold at least one of them.
 * `after` is the unfiltered list read again after the filtered ones: an order counts only if it matched before and
 * after (a real order's status moves on its own), and one created meanwhile can only add to the filtered list.
 */
function expectKept(
  rule: RuleId,
  whole: Listing,
  after: Listing,
  filtered: Listing,
  matches: (order: Order) => boolean,
  what: string,
): void {
  const stillMatching = new Set(after.orders.filter(matches).map((order) => order.id));
  const kept = new Set(filtered.orders.map((order) => order.id));
  const matching = whole.orders.filter((order) => matches(order) && stillMatching.has(order.id));
  const complete = whole.complete && after.complete && filtered.complete;
  const missing = complete
    ? matching.filter((order) => !kept.has(order.id))
    : filtered.orders.length
      ? []
      : matching.slice(0, 1);
  expectRule(
    rule,
    missing.length === 0,
    () =>
      `order ${JSON.stringify(missing[0]?.id)} of ${what} is not in the filtered list (${filtered.orders.length} ` +
      `orders)`,
    `every order of ${what}`,
  );
}

test(
  ...audit('LEG-ORDERS-STATUS-FILTER', async ({ legacy, target }) => {
    const whole = await everyOrder(legacy, range(target));
    const statuses = distinct(whole.orders.map((order) => order.status)) as string[];
    test.skip(
      statuses.length < 3,
      `ASSUME-ORDERS-RANGE: the range shows ${statuses.length} statuses; the filter needs 3 to tell`,
    );
    // Each status the document shows alone, then two of the range's together, then all the document shows in one filter
    // ("one or many statuses"); the whole list is read again once, after all.
    const readings: { filter: string[]; filtered: Listing }[] = [];
    const filters = [...DOCUMENTED_STATUSES.map((status) => [status]), statuses.slice(0, 2), DOCUMENTED_STATUSES];
    for (const filter of filters) {
      if (filter.length > 2) {
        // Every status the document shows, in one filter: served, not refused as too many (a refusal here would read as
        // the list's shape).
        const answer = await legacy.get('/api/orders', { query: { ...range(target), status: filter.join(',') } });
        skipWhereRateLimited(answer, 'a filter of every documented status');
        expectRule(
          'LEG-ORDERS-STATUS-FILTER',
          answer.status === 200,
          () => `${answerLine(answer)} for status=${filter.join(',')}`,
          '200 for a filter of one or many statuses, comma separated, those that appear among them',
        );
      }
      const filtered = await everyOrder(legacy, { ...range(target), status: filter.join(',') });
      const others = filtered.orders.filter((order) => !filter.includes(order.status as string));
      expectRule(
        'LEG-ORDERS-STATUS-FILTER',
        others.length === 0,
        () => `status ${JSON.stringify(others[0]?.status)} for status=${filter.join(',')}`,
        'only orders in the filtered statuses',
      );
      readings.push({ filter, filtered });
    }
    const after = await everyOrder(legacy, range(target));
    for (const { filter, filtered } of readings) {
      expectKept(
        'LEG-ORDERS-STATUS-FILTER',
        whole,
        after,
        filtered,
        (order) => filter.includes(order.status as string),
        `status=${filter.join(',')}`,
      );
    }
  }),
);

test(
  ...audit('LEG-ORDERS-ACCOUNT-FILTER', async ({ legacy, target }) => {
    const whole = await everyOrder(legacy, range(target));
    const references = distinct(whole.orders.map((order) => order.account_reference));
    test.skip(
      references.length < 2,
      'ASSUME-ORDERS-RANGE: the range shows fewer than 2 customers; the filter needs 2 to tell',
    );
    const filtered = await everyOrder(legacy, { ...range(target), account_reference: String(references[0]) });
    const others = filtered.orders.filter((order) => order.account_reference !== references[0]);
    expectRule(
      'LEG-ORDERS-ACCOUNT-FILTER',
      others.length === 0,
      () =>
        `account_reference ${JSON.stringify(others[0]?.account_reference)} ` +
        `for account_reference=${String(references[0])}`,
      'only the orders of that customer',
    );
    expectKept(
      'LEG-ORDERS-ACCOUNT-FILTER',
      whole,
      await everyOrder(legacy, range(target)),
      filtered,
      (order) => order.account_reference === references[0],
      `account_reference=${String(references[0])}`,
    );
  }),
);

// account_reference is the partner's own ("partner's unique customer reference"): the list finds a customer's orders
// by the value as sent, surrounding spaces and all, as the create answer echoes it (LEG-ORDER-CREATE-ECHO, exact).
test(
  ruleTitle('LEG-ORDERS-ACCOUNT-FILTER', 'a reference with surrounding spaces finds its order, as sent'),
  checking('LEG-ORDERS-ACCOUNT-FILTER', 'ASSUME-LEG-LIST-FRESH', WRITES),
  async ({ legacy, target, data, readings }) => {
    const body = buyOrderBody(target, data);
    const customer = ` ${String(body.account_reference)} `;
    const { order } = await createOrder(legacy, { ...body, account_reference: customer });
    const { orders } = await customerOrdersPage(legacy, readings, customer, [order.id]);
    expectRule(
      'LEG-ORDERS-ACCOUNT-FILTER',
      orders.some((listed) => listed.id === order.id),
      () =>
        `orders ${JSON.stringify(orders.map((listed) => listed.id))} for account_reference=${JSON.stringify(customer)}`,
      `order ${JSON.stringify(order.id)}, created for that account_reference`,
    );
  },
);

test(
  ...audit('LEG-ORDERS-DATE-RANGE', async ({ legacy, target }) => {
    // ASSUME-LEG-DATE-RANGE: inclusive days, in the time zone created_at is written in (either form: createdDay).
    const whole = await everyOrder(legacy, range(target));
    const days = distinct(whole.orders.map((order) => createdDay(order.created_at)));
    test.skip(
      days.length < 2,
      'ASSUME-ORDERS-RANGE: the range shows orders of fewer than 2 days; the filter needs 2 to tell',
    );
    const day = String(days[Math.floor(days.length / 2)]);
    const filtered = await everyOrder(legacy, { start_date: day, end_date: day });
    const outside = filtered.orders.filter((order) => createdDay(order.created_at) !== day);
    expectRule(
      'LEG-ORDERS-DATE-RANGE',
      outside.length === 0,
      () => `created_at ${JSON.stringify(outside[0]?.created_at)} for start_date=end_date=${day}`,
      'only orders created in the range',
    );
    expectKept(
      'LEG-ORDERS-DATE-RANGE',
      whole,
      await everyOrder(legacy, range(target)),
      filtered,
      (order) => createdDay(order.created_at) === day,
      `start_date=end_date=${day}`,
    );
  }),
);

test(
  ...audit('LEG-ORDERS-META-DATA', 'ASSUME-LEG-LIST-FRESH', WRITES, async ({ legacy, target, data, readings }) => {
    await expectMetaDataListed(legacy, target, data, `conformance ${data.string.alphanumeric(16)}`, readings);
  }),
);

// ASSUME-LEG-ORDER-STATUSES: notAStatus is no status of the target.
test(
  ...audit('LEG-ORDERS-422-INVALID', async ({ legacy, target }) => {
    const answer = await legacy.get('/api/orders', { query: { ...range(target), status: 'notAStatus' } });
    expectStatus('LEG-ORDERS-422-INVALID', answer, 422, '422 for an invalid status (GET /api/orders)');
  }),
);

test(
  ...audit('LEG-ORDERS-422-SHAPE', async ({ legacy, target }) => {
    const answer = await legacy.get('/api/orders', { query: { ...range(target), status: 'notAStatus' } });
    expectStatus('LEG-ORDERS-422-INVALID', answer, 422, '422 for an invalid status (GET /api/orders)');
    expectJson(answer);
    const problems = validateResource('legacy/list-orders-errors.json', answer.json);
    // The relation checker's words for the same body (kit/relations): one broken body reads alike wherever judged.
    expectShape('LEG-ORDERS-422-SHAPE', answer, problems, 'the 422 body of GET /api/orders');
  }),
);
