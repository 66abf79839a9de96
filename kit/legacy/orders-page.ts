import type { Answer, SurfaceClient } from '../http/surface-client';
import { dataOf, isObject } from '../checks/response';
import { answerLine, expectShapeApart, violation } from '../checks/violation';

export interface Meta {
  current_page: number;
  from: number;
  last_page: number;
  per_page: number;
  to: number;
  total: number;
}

export interface OrdersPage {
  answer: Answer;
  orders: Record<string, unknown>[];
  meta: Meta;
  /** Where meta was: beside data or inside it (ASSUME-LEG-META-PLACE; both keep the document). */
  metaPlace: 'top-level' | 'in-data';
}

const META_FIELDS = ['current_page', 'from', 'last_page', 'per_page', 'to', 'total'] as const;

/** One page of GET /api/orders, with the list's documented shape as precondition (LEG-ORDERS-LIST-SHAPE). */
export async function ordersPage(
  legacy: SurfaceClient,
  query: Record<string, string | number | undefined>,
): Promise<OrdersPage> {
  const answer = await legacy.get('/api/orders', { query });
  return readOrdersPage(answer);
}

/** Every order of a listing, by pages of 200 up to `maxPages`; `complete` false when there were more. */
export async function everyOrder(
  legacy: SurfaceClient,
  query: Record<string, string | number | undefined>,
  maxPages = 5,
): Promise<{ orders: Record<string, unknown>[]; complete: boolean }> {
  const first = await ordersPage(legacy, { ...query, per_page: 200 });
  const orders = [...first.orders];
  for (let page = 2; page <= Math.min(first.meta.last_page, maxPages); page++)
    orders.push(...(await ordersPage(legacy, { ...query, per_page: 200, page })).orders);
  return { orders, complete: first.meta.last_page <= maxPages };
}

export function readOrdersPage(answer: Answer): OrdersPage {
  if (answer.status !== 200) violation('LEG-ORDERS-LIST-SHAPE', answerLine(answer), '200 with data.orders and meta');
  const orders = dataOf(answer).orders;
  if (!Array.isArray(orders))
    violation('LEG-ORDERS-LIST-SHAPE', `data.orders ${JSON.stringify(orders)?.slice(0, 40)}`, 'an array');
  const topLevel = (answer.json as { meta?: unknown }).meta;
  const metaPlace = topLevel === undefined && dataOf(answer).meta !== undefined ? 'in-data' : 'top-level';
  const meta = metaPlace === 'in-data' ? dataOf(answer).meta : topLevel;
  if (!isObject(meta))
    violation('LEG-ORDERS-LIST-SHAPE', `meta ${JSON.stringify(meta)}`, 'a meta object, beside data or inside it');
  // Integers on every page, an empty one too (ASSUME-LEG-META-MEANING).
  // An integer written as a string (the real service's per_page) is the list shape's problem, judged apart: the
  // paging checks go on with its number.
  const read: Record<string, unknown> = { ...meta };
  for (const field of META_FIELDS) {
    const value = meta[field];
    if (typeof value === 'string' && /^-?\d+$/.test(value)) {
      expectShapeApart(
        'LEG-ORDERS-LIST-SHAPE',
        answer,
        [
          {
            pointer: `${metaPlace === 'in-data' ? '/data' : ''}/meta/${field}`,
            received: `string ${JSON.stringify(value)}`,
            documented: 'integer',
          },
        ],
        'meta fields are integers (Resources › Order as returned by bulk list)',
      );
      read[field] = Number(value);
    } else if (!Number.isInteger(value))
      violation('LEG-ORDERS-LIST-SHAPE', `meta.${field} ${JSON.stringify(value)}`, 'an integer');
  }
  return { answer, orders: orders as Record<string, unknown>[], meta: read as unknown as Meta, metaPlace };
}

/**
 * What is wrong with page `page` of a listing by `perPage` whose total is `total` (Resources › bulk list, meta).
 * ASSUME-LEG-META-MEANING: pages from 1, from and to positions counted from `firstPosition`, last_page
 * ceil(total / per_page) and at least 1.
 */
export function metaProblems(
  page: OrdersPage,
  expected: { page: number; perPage: number; total: number },
  firstPosition: 0 | 1 = 1,
): string[] {
  const { meta, orders } = page;
  const lastPage = Math.max(1, Math.ceil(expected.total / expected.perPage));
  const onPage = page.orders.length;
  const wanted =
    expected.page < lastPage
      ? expected.perPage
      : expected.page === lastPage
        ? expected.total - (lastPage - 1) * expected.perPage
        : 0;
  const problems: string[] = [];
  const compare = (what: string, received: number, documented: number) => {
    if (received !== documented) problems.push(`${what} ${received} where ${documented} is consistent`);
  };
  compare('meta.current_page', meta.current_page, expected.page);
  compare('meta.per_page', meta.per_page, expected.perPage);
  compare('meta.total', meta.total, expected.total);
  compare('meta.last_page', meta.last_page, Math.max(1, Math.ceil(meta.total / meta.per_page)));
  compare(`orders on page ${expected.page}`, onPage, wanted);
  if (orders.length > 0) {
    compare('meta.from', meta.from, (expected.page - 1) * expected.perPage + firstPosition);
    compare('meta.to', meta.to, meta.from + onPage - 1);
  }
  return problems;
}

/**
 * Where a listing counts positions from, as the meta of its first page shows it (ASSUME-LEG-META-MEANING);
 * undefined: neither, or an empty list, whose from is no position.
 */
export function positionsFrom(firstPageMeta: {
  from?: unknown;
  total?: unknown;
}): 'one-based' | 'zero-based' | undefined {
  if (!(Number(firstPageMeta.total) > 0)) return undefined;
  return firstPageMeta.from === 1 ? 'one-based' : firstPageMeta.from === 0 ? 'zero-based' : undefined;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The day (YYYY-MM-DD) a listed order was created, from created_at as the document writes it (YYYY-MM-DD HH:MM:SS)
 * or as the real service does (DD-Mon-YYYY HH:MM:SS, which the shape rule reports): the filters are judged either way.
 */
export function createdDay(createdAt: unknown): string {
  const text = String(createdAt);
  const real = /^(\d{2})-([A-Z][a-z]{2})-(\d{4}) /.exec(text);
  const month = real ? MONTHS.indexOf(real[2]) + 1 : 0;
  return real && month ? `${real[3]}-${String(month).padStart(2, '0')}-${real[1]}` : text.slice(0, 10);
}
