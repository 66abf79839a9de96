import { test } from '../../kit/fixtures';
import { audit } from '../../kit/audit-rule';
import { isRefusal } from '../../kit/checks/response';
import { expectRule } from '../../kit/checks/violation';
import { metaProblems, ordersPage, positionsFrom, readOrdersPage, type OrdersPage } from '../../kit/legacy/orders-page';
import type { SurfaceClient } from '../../kit/http/surface-client';
import type { TargetConfig } from '../../kit/config/target-config';

// Endpoints › GET /api/orders and Limits: per_page default 100, maximum 200; meta.last_page gives the pages.
const MAX_PAGES_WALKED = 10;

function range(target: TargetConfig) {
  return { start_date: target.legacy.ordersFrom, end_date: target.legacy.ordersTo };
}

/** Walks the listing with a page size that gives a few pages; skips when the range holds too few orders. */
async function walk(
  legacy: SurfaceClient,
  target: TargetConfig,
): Promise<{ perPage: number; total: number; pages: OrdersPage[] }> {
  const first = await ordersPage(legacy, range(target));
  const total = first.meta.total;
  test.skip(
    total < 3,
    `ASSUME-ORDERS-RANGE: only ${total} orders between ${target.legacy.ordersFrom} and ` +
      `${target.legacy.ordersTo}; paging needs 3`,
  );
  const perPage = Math.min(200, Math.max(1, Math.ceil(total / 5)));
  const pages: OrdersPage[] = [];
  const lastPage = Math.min(Math.ceil(total / perPage), MAX_PAGES_WALKED);
  for (let page = 1; page <= lastPage; page++)
    pages.push(await ordersPage(legacy, { ...range(target), per_page: perPage, page }));
  return { perPage, total, pages };
}

test(
  ...audit('LEG-ORDERS-PER-PAGE-DEFAULT', async ({ legacy, target }) => {
    const { meta, orders } = await ordersPage(legacy, range(target));
    expectRule(
      'LEG-ORDERS-PER-PAGE-DEFAULT',
      meta.per_page === 100 && orders.length === Math.min(100, meta.total),
      () => `meta.per_page ${meta.per_page} and ${orders.length} orders of ${meta.total}`,
      'per_page default 100',
    );
  }),
);

test(
  ...audit('LEG-ORDERS-PER-PAGE-MAX', 'ASSUME-PER-PAGE-ABOVE-MAX', async ({ legacy, target, readings }) => {
    const answer = await legacy.get('/api/orders', { query: { ...range(target), per_page: 500 } });
    // Refused (4xx) or capped both keep the promise.
    if (isRefusal(answer, 'per_page=500 refused or capped')) {
      readings.observe('ASSUME-PER-PAGE-ABOVE-MAX', 'refused', [answer]);
      return;
    }
    const { meta, orders } = readOrdersPage(answer);
    expectRule(
      'LEG-ORDERS-PER-PAGE-MAX',
      orders.length <= 200 && meta.per_page <= 200,
      () => `${orders.length} orders and meta.per_page ${meta.per_page} for per_page=500`,
      'maximum 200 per page (Limits)',
    );
    readings.observe('ASSUME-PER-PAGE-ABOVE-MAX', 'capped', [answer]);
  }),
);

test(
  ...audit(
    'LEG-ORDERS-META-CONSISTENT',
    'ASSUME-LEG-META-PLACE',
    'ASSUME-LEG-META-MEANING',
    async ({ legacy, target, readings }) => {
      const { perPage, total, pages } = await walk(legacy, target);
      // Beside data or inside it, both keep the document; what the target does is recorded.
      for (const place of new Set(pages.map((page) => page.metaPlace)))
        readings.observe(
          'ASSUME-LEG-META-PLACE',
          place,
          pages.map((page) => page.answer),
        );
      // Positions from 1 or from 0, both keep it too; a first page that shows neither is judged by the reading in
      // force.
      const positions = positionsFrom(pages[0].meta);
      if (positions) readings.observe('ASSUME-LEG-META-MEANING', positions, [pages[0].answer]);
      const firstPosition = (positions ?? readings.value('ASSUME-LEG-META-MEANING')) === 'zero-based' ? 0 : 1;
      const problems = pages.flatMap((page, index) =>
        metaProblems(page, { page: index + 1, perPage, total }, firstPosition).map((p) => `page ${index + 1}: ${p}`),
      );
      expectRule(
        'LEG-ORDERS-META-CONSISTENT',
        problems.length === 0,
        () => problems.slice(0, 3).join(' | '),
        `meta consistent with the orders (per_page=${perPage}, total ${total})`,
      );
    },
  ),
);

test(
  ...audit('LEG-ORDERS-NO-DUPLICATES', async ({ legacy, target }) => {
    const { perPage, pages } = await walk(legacy, target);
    const seen = new Map<unknown, number>();
    for (const [index, page] of pages.entries()) {
      for (const order of page.orders) {
        const earlier = seen.get(order.id);
        expectRule(
          'LEG-ORDERS-NO-DUPLICATES',
          earlier === undefined,
          () => `order ${String(order.id)} on page ${earlier} and page ${index + 1} (per_page=${perPage})`,
          'each order on one page',
        );
        seen.set(order.id, index + 1);
      }
    }
  }),
);

test(
  ...audit('LEG-ORDERS-PAST-LAST-PAGE', 'ASSUME-PAST-LAST-PAGE', async ({ legacy, target, readings }) => {
    const first = await ordersPage(legacy, { ...range(target), per_page: 50 });
    const page = first.meta.last_page + 1;
    const answer = await legacy.get('/api/orders', { query: { ...range(target), per_page: 50, page } });
    // An empty page or a 4xx.
    if (isRefusal(answer, `page ${page} empty or refused`)) {
      readings.observe('ASSUME-PAST-LAST-PAGE', 'refused', [answer]);
      return;
    }
    const past = readOrdersPage(answer);
    expectRule(
      'LEG-ORDERS-PAST-LAST-PAGE',
      past.orders.length === 0,
      () => `${past.orders.length} orders on page ${page} (last_page ${first.meta.last_page})`,
      'no orders past meta.last_page',
    );
    readings.observe('ASSUME-PAST-LAST-PAGE', 'empty', [answer]);
  }),
);
