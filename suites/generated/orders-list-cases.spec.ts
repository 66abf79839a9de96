import fc from 'fast-check';
import { test } from '../../kit/fixtures';
import { ruleTitle } from '../../kit/audit-rule';
import { checking, GENERATED } from '../../kit/checking';
import { isRefusal } from '../../kit/checks/response';
import { answerLine, expectRule, expectShapeApart, judgedTogether } from '../../kit/checks/violation';
import { documentedRequest, validateResponse } from '../../kit/validation';
import { perPageBounds, perPageEdges, perPageValues } from '../../kit/legacy/per-page';
import {
  createdDay,
  everyOrder,
  metaProblems,
  ordersPage,
  positionsFrom,
  readOrdersPage,
  type OrdersPage,
} from '../../kit/legacy/orders-page';
import { checkGeneratedCases } from '../../kit/generation/generated-cases';
import { legacyOperations } from '../../kit/spec';
import type { RuleId } from '../../rules';
import type { TargetConfig } from '../../kit/config/target-config';

// Generated cases of GET /api/orders over the target's own orders in the configured range (ended yesterday, so
// nothing created by the run moves it): any per_page partitions the list; any filters keep exactly their orders (in
// the range's newest days where it is too big to read whole).
const range = (target: TargetConfig) => ({ start_date: target.legacy.ordersFrom, end_date: target.legacy.ordersTo });
type Order = Record<string, unknown>;

/** Pages a generated case may walk: the per_page cases that need more are dropped (fc.pre), not walked half. */
const MAX_PAGES = 25;
/** Customers whose orders the cases page through: a few pages each at most page sizes. */
const CUSTOMERS = 5;

const countsBy = (orders: Order[], field: string) => {
  const counts = new Map<string, number>();
  for (const order of orders) counts.set(String(order[field]), (counts.get(String(order[field])) ?? 0) + 1);
  return counts;
};

/** per_page's documented bounds (specs/legacy.yaml): what the generated cases and their edges stay within. */
const PER_PAGE = perPageBounds();

/** A query the cases send as a valid request, held to the documented parameters first (kit/validation). */
const documentedQuery = <Query extends Record<string, string | number | undefined>>(query: Query): Query =>
  documentedRequest('listOrders', 'query', query);

/** Pages of 200 read of the range: the whole range where it holds no more, its newest orders where it does. */
const RANGE_PAGES = 10;

const DAY_MS = 24 * 3600 * 1000;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * A range read whole (pages of 200) and its orders, or the test skipped: a partial list cannot tell what a filter
 * keeps. The configured range where the pages hold it; else its newest days that they do (a real sandbox's year
 * does not fit): the days after the oldest one read, which may go on past the pages, read again whole.
 */
async function wholeRange(
  legacy: Parameters<typeof everyOrder>[0],
  target: TargetConfig,
): Promise<{ span: ReturnType<typeof range>; orders: Order[] }> {
  const configured = range(target);
  const newest = await everyOrder(legacy, { ...configured, per_page: 200 }, RANGE_PAGES);
  if (newest.complete) return { span: configured, orders: newest.orders };
  const oldest = newest.orders
    .map((order) => createdDay(order.created_at))
    .filter((day) => /^\d{4}-\d{2}-\d{2}$/.test(day))
    .sort()[0];
  const span = { start_date: oldest ? nextDay(oldest) : configured.end_date, end_date: configured.end_date };
  const days =
    oldest && span.start_date <= span.end_date
      ? await everyOrder(legacy, { ...span, per_page: 200 }, RANGE_PAGES)
      : { orders: [], complete: false };
  test.skip(
    !days.complete || days.orders.length === 0,
    `ASSUME-ORDERS-RANGE: more than ${RANGE_PAGES * 200} orders between ${target.legacy.ordersFrom} and ` +
      `${target.legacy.ordersTo}, and on its newest days; the generated cases read the range whole`,
  );
  return { span, orders: days.orders };
}

/**
 * Customers of the range with 2 orders or more, and how many each has, CUSTOMERS at most: counted in the range read
 * whole. A range with more orders than that (a real sandbox's year) is not read whole: its newest pages name the
 * customers seen most often there, each counted by its own listing's meta.total, most orders first; one with more
 * than MAX_PAGES pages at the maximum holds is left out, as no case could walk it.
 */
async function customersOfRange(
  legacy: Parameters<typeof everyOrder>[0],
  target: TargetConfig,
): Promise<[string, number][]> {
  const newest = await everyOrder(legacy, { ...range(target), per_page: 200 }, RANGE_PAGES);
  const counts = [...countsBy(newest.orders, 'account_reference')];
  if (newest.complete) return counts.filter(([, count]) => count >= 2).slice(0, CUSTOMERS);
  const totals: [string, number][] = [];
  for (const [account] of counts.sort((a, b) => b[1] - a[1]).slice(0, CUSTOMERS)) {
    totals.push([
      account,
      (await ordersPage(legacy, { ...range(target), account_reference: account, per_page: 1 })).meta.total,
    ]);
  }
  return totals.filter(([, total]) => total >= 2 && total <= MAX_PAGES * PER_PAGE.maximum).sort((a, b) => b[1] - a[1]);
}

test(
  ruleTitle(
    'LEG-ORDERS-META-CONSISTENT',
    'generated per_page, each page of a customer walked: the pages cover the list, none twice',
  ),
  checking(
    'LEG-ORDERS-META-CONSISTENT',
    'LEG-ORDERS-NO-DUPLICATES',
    'LEG-ORDERS-LIST-SHAPE',
    'ASSUME-LEG-META-MEANING',
    GENERATED,
  ),
  async ({ legacy, target, readings }) => {
    const counts = await customersOfRange(legacy, target);
    test.skip(
      counts.length === 0,
      `ASSUME-ORDERS-RANGE: no customer with 2 orders in the range (and at most ` +
        `${MAX_PAGES * PER_PAGE.maximum}, ${MAX_PAGES} pages); paging needs 2`,
    );
    // The edges' customer: one whose orders take more than a page at the maximum, where there is one, so the maximum
    // walks pages too.
    const [reference, total] = counts.find(([, count]) => count > PER_PAGE.maximum) ?? counts[0];
    // The edges: one full page, one order a page, the maximum, a last page of one order, a last page full; each
    // within per_page's documented bounds, whatever the customer's count.
    const edges = perPageEdges(total, PER_PAGE, MAX_PAGES).map((perPage) => ({ reference, perPage }));
    const cases = fc.record({
      reference: fc.constantFrom(...counts.map(([account]) => account)),
      perPage: perPageValues(PER_PAGE),
    });
    await checkGeneratedCases(
      cases,
      async ({ reference: account, perPage }) => {
        const query = { ...range(target), account_reference: account, per_page: perPage };
        const first = await ordersPage(legacy, documentedQuery(query));
        const customerTotal = first.meta.total;
        fc.pre(Math.ceil(customerTotal / perPage) <= MAX_PAGES);
        const pages: OrdersPage[] = [first];
        for (let page = 2; page <= Math.ceil(customerTotal / perPage); page++)
          pages.push(await ordersPage(legacy, documentedQuery({ ...query, page })));
        // Every page served is in the documented schema: another promise than paging, judged apart.
        for (const [index, page] of pages.entries())
          expectShapeApart(
            'LEG-ORDERS-LIST-SHAPE',
            page.answer,
            validateResponse('listOrders', 200, page.answer.json),
            `the schema of GET /api/orders (page ${index + 1}, per_page=${perPage})`,
          );
        const positions = positionsFrom(first.meta) ?? readings.value('ASSUME-LEG-META-MEANING');
        if (positionsFrom(first.meta)) readings.observe('ASSUME-LEG-META-MEANING', positions, [first.answer]);
        const firstPosition = positions === 'zero-based' ? 0 : 1;
        const problems = pages.flatMap((page, index) =>
          metaProblems(page, { page: index + 1, perPage, total: customerTotal }, firstPosition).map(
            (p) => `page ${index + 1}: ${p}`,
          ),
        );
        const ids = pages.flatMap((page) => page.orders.map((order) => order.id));
        const twice = ids.find((id, index) => ids.indexOf(id) !== index);
        // Two rules on one walk: a broken meta does not leave an order on two pages unjudged, nor the reverse.
        judgedTogether(
          () =>
            expectRule(
              'LEG-ORDERS-META-CONSISTENT',
              problems.length === 0,
              () => problems.slice(0, 3).join(' | '),
              `meta consistent with the orders (account_reference=${account}, per_page=${perPage}, total ` +
                `${customerTotal})`,
            ),
          () =>
            expectRule(
              'LEG-ORDERS-NO-DUPLICATES',
              twice === undefined,
              () => `order ${JSON.stringify(twice)} on two pages (per_page=${perPage})`,
              'each order on one page',
            ),
          () =>
            expectRule(
              'LEG-ORDERS-META-CONSISTENT',
              ids.length === customerTotal,
              () =>
                `${ids.length} orders on ${pages.length} pages where meta.total is ${customerTotal} ` +
                `(per_page=${perPage})`,
              'the pages cover the list meta.total counts',
            ),
        );
      },
      {
        seed: target.seed,
        count: target.cases.perCheck,
        edges,
        rules: ['LEG-ORDERS-META-CONSISTENT', 'LEG-ORDERS-NO-DUPLICATES'],
      },
    );
  },
);

test(
  ruleTitle('LEG-ORDERS-PER-PAGE-MAX', 'generated per_page above 200'),
  checking('LEG-ORDERS-PER-PAGE-MAX', 'ASSUME-PER-PAGE-ABOVE-MAX', GENERATED),
  async ({ legacy, target, readings }) => {
    // The maximum itself is served: the positive control of what follows.
    const atMax = await ordersPage(legacy, { ...range(target), per_page: 200 });
    expectRule(
      'LEG-ORDERS-PER-PAGE-MAX',
      atMax.orders.length <= 200 && atMax.meta.per_page === 200,
      () => `${atMax.orders.length} orders and meta.per_page ${atMax.meta.per_page} for per_page=200`,
      'per_page=200, the maximum, served',
    );
    const above = fc.integer({ min: PER_PAGE.maximum + 1, max: 2 ** 31 - 1 });
    await checkGeneratedCases(
      above,
      async (perPage) => {
        const answer = await legacy.get('/api/orders', { query: { ...range(target), per_page: perPage } });
        // Refused (4xx) or capped both keep the promise (ASSUME-PER-PAGE-ABOVE-MAX); a 5xx keeps neither.
        if (isRefusal(answer, `per_page=${perPage} refused or capped`)) {
          readings.observe('ASSUME-PER-PAGE-ABOVE-MAX', 'refused', [answer]);
          return;
        }
        expectRule(
          'LEG-ORDERS-PER-PAGE-MAX',
          answer.status === 200,
          () => answerLine(answer),
          `a 4xx, or 200 with at most 200 orders, for per_page=${perPage}`,
        );
        const { meta, orders } = readOrdersPage(answer);
        expectRule(
          'LEG-ORDERS-PER-PAGE-MAX',
          orders.length <= 200 && meta.per_page <= 200,
          () => `${orders.length} orders and meta.per_page ${meta.per_page} for per_page=${perPage}`,
          'maximum 200 per page (Limits)',
        );
        readings.observe('ASSUME-PER-PAGE-ABOVE-MAX', 'capped', [answer]);
      },
      {
        seed: target.seed,
        count: target.cases.perCheck,
        edges: [PER_PAGE.maximum + 1, 2 ** 31 - 1],
        rules: ['LEG-ORDERS-PER-PAGE-MAX'],
      },
    );
  },
);

/** The status values the document shows (States and transitions), as specs/legacy.yaml lists them. */
const DOCUMENTED_STATUSES = legacyOperations()
  .find((operation) => operation.operationId === 'listOrders')!
  .parameters.find((parameter) => parameter.name === 'status')!.values!;

interface Filters {
  statuses: string[];
  account?: string;
  days?: [string, string];
}

/**
 * Each filter of a case: its rule, its query, and whether an order matches it (ASSUME-LEG-DATE-RANGE: inclusive days).
 */
function filtersOf(
  filters: Filters,
): { rule: RuleId; query: Record<string, string>; matches: (order: Order) => boolean; text: string }[] {
  return [
    ...(filters.statuses.length
      ? [
          {
            rule: 'LEG-ORDERS-STATUS-FILTER' as const,
            query: { status: filters.statuses.join(',') },
            matches: (order: Order) => filters.statuses.includes(String(order.status)),
            text: `status=${filters.statuses.join(',')}`,
          },
        ]
      : []),
    ...(filters.account
      ? [
          {
            rule: 'LEG-ORDERS-ACCOUNT-FILTER' as const,
            query: { account_reference: filters.account },
            matches: (order: Order) => order.account_reference === filters.account,
            text: `account_reference=${filters.account}`,
          },
        ]
      : []),
    ...(filters.days
      ? [
          {
            rule: 'LEG-ORDERS-DATE-RANGE' as const,
            query: { start_date: filters.days[0], end_date: filters.days[1] },
            matches: (order: Order) =>
              createdDay(order.created_at) >= filters.days![0] && createdDay(order.created_at) <= filters.days![1],
            text: `start_date=${filters.days[0]}&end_date=${filters.days[1]}`,
          },
        ]
      : []),
  ];
}

test(
  ruleTitle(
    'LEG-ORDERS-STATUS-FILTER',
    'generated combinations of status, account_reference and dates: exactly the matching orders',
  ),
  checking(
    'LEG-ORDERS-STATUS-FILTER',
    'LEG-ORDERS-ACCOUNT-FILTER',
    'LEG-ORDERS-DATE-RANGE',
    'ASSUME-LEG-DATE-RANGE',
    GENERATED,
  ),
  async ({ legacy, target }) => {
    const { span, orders: whole } = await wholeRange(legacy, target);
    const statuses = [...new Set([...DOCUMENTED_STATUSES, ...whole.map((order) => String(order.status))])];
    const accounts = [...countsBy(whole, 'account_reference').keys()];
    const days = [...new Set(whole.map((order) => createdDay(order.created_at)))].sort();
    test.skip(
      accounts.length < 2 || days.length < 2,
      'ASSUME-ORDERS-RANGE: the range shows fewer than 2 customers or days; the filters need 2 to tell',
    );
    const cases = fc
      .record({
        statuses: fc.subarray(statuses, { maxLength: 3 }),
        account: fc.option(fc.constantFrom(...accounts), { nil: undefined }),
        days: fc.option(
          fc
            .tuple(fc.constantFrom(...days), fc.constantFrom(...days))
            .map(([a, b]): [string, string] => (a <= b ? [a, b] : [b, a])),
          { nil: undefined },
        ),
      })
      .filter((filters) => filters.statuses.length > 0 || filters.account !== undefined || filters.days !== undefined);
    // The edges: the busiest customer's commonest status, with its account, then with the whole span's days too, so a
    // filter that drops an order only in combination shows whatever the seed draws (a random CI seed must not miss it).
    const [busiest] = [...countsBy(whole, 'account_reference')].sort((a, b) => b[1] - a[1])[0];
    const [status] = [
      ...countsBy(
        whole.filter((order) => order.account_reference === busiest),
        'status',
      ),
    ].sort((a, b) => b[1] - a[1])[0];
    const edges: Filters[] = [
      { statuses: [status], account: busiest },
      { statuses: [status], account: busiest, days: [days[0], days[days.length - 1]] },
    ];
    await checkGeneratedCases(
      cases,
      async (filters) => {
        const applied = filtersOf(filters);
        const query = Object.assign({ ...span, per_page: 200 }, ...applied.map((filter) => filter.query)) as Record<
          string,
          string | number
        >;
        const listed = await everyOrder(legacy, query, RANGE_PAGES);
        // Only matching orders: each filter under its own rule.
        for (const filter of applied) {
          const other = listed.orders.find((order) => !filter.matches(order));
          expectRule(
            filter.rule,
            other === undefined,
            () =>
              `order ${JSON.stringify(other?.id)} (status ${JSON.stringify(other?.status)}, account_reference ` +
              `${JSON.stringify(other?.account_reference)}, created_at ${JSON.stringify(other?.created_at)}) ` +
              `for ${applied.map((f) => f.text).join('&')}`,
            `only orders of ${filter.text}`,
          );
        }
        // Every matching order: a dropped one is charged to the filter that drops it alone, else to the combination's
        // first.
        const kept = new Set(listed.orders.map((order) => order.id));
        const missing = listed.complete
          ? whole.find((order) => applied.every((filter) => filter.matches(order)) && !kept.has(order.id))
          : undefined;
        if (missing !== undefined) {
          // A real order's status moves on its own: it counts only if it still matches when read again.
          const again = (await everyOrder(legacy, { ...span, per_page: 200 }, RANGE_PAGES)).orders.find(
            (order) => order.id === missing.id,
          );
          if (!again || !applied.every((filter) => filter.matches(again))) return;
        }
        let blamed = applied[0];
        for (const filter of missing === undefined ? [] : applied) {
          const alone = await everyOrder(legacy, { ...span, per_page: 200, ...filter.query }, RANGE_PAGES);
          if (alone.complete && !alone.orders.some((order) => order.id === missing!.id)) {
            blamed = filter;
            break;
          }
        }
        expectRule(
          blamed.rule,
          missing === undefined,
          () =>
            `order ${JSON.stringify(missing?.id)} (status ${JSON.stringify(missing?.status)}, ` +
            `account_reference ${JSON.stringify(missing?.account_reference)}, created_at ` +
            `${JSON.stringify(missing?.created_at)}) not listed for ${applied.map((f) => f.text).join('&')}`,
          `every order of ${applied.map((f) => f.text).join('&')}`,
        );
      },
      {
        seed: target.seed,
        count: target.cases.perCheck,
        edges,
        rules: ['LEG-ORDERS-STATUS-FILTER', 'LEG-ORDERS-ACCOUNT-FILTER', 'LEG-ORDERS-DATE-RANGE'],
      },
    );
  },
);
