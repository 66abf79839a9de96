import type { SurfaceClient } from '../http/surface-client';
import type { Readings } from '../readings/readings';
import { isoDate } from '../config/read-target';
import { ordersPage, type OrdersPage } from './orders-page';

/**
 * Further reads of a list that misses orders just created before a verdict (ASSUME-LEG-LIST-FRESH): the document is
 * silent on read-after-write, so a list that shows them only on a later read lags, which is a reading, not a fault.
 */
export const LAG_READS = 3;

/**
 * One page of the bulk list that should hold `ids`, just created: read again, at most LAG_READS times, while some
 * are missing. Listed only on a later read, the target reads the row 'lagging': recorded, and where 'at-once' is in
 * force the test ends "not confirmed", never failed. The page returned is the last read; missing ones stay missing.
 */
export async function freshOrdersPage(
  legacy: SurfaceClient,
  readings: Readings,
  query: Record<string, string | number | undefined>,
  ids: readonly unknown[],
): Promise<OrdersPage> {
  let page = await ordersPage(legacy, query);
  const missing = () => ids.filter((id) => !page.orders.some((order) => order.id === id));
  const first = missing();
  for (let read = 1; read <= LAG_READS && missing().length; read++) page = await ordersPage(legacy, query);
  await lagVerdict(
    readings,
    first,
    missing(),
    page,
    `orders ${JSON.stringify(first)} listed only when the list was read again`,
  );
  return page;
}

/**
 * The bulk list of one customer's orders just created (`ids`), between yesterday and tomorrow (UTC): a window that
 * holds them in whatever time zone the target writes created_at; read again while some lag (freshOrdersPage).
 */
export async function customerOrdersPage(
  legacy: SurfaceClient,
  readings: Readings,
  accountReference: string,
  ids: readonly unknown[],
): Promise<OrdersPage> {
  const day = 24 * 3600 * 1000;
  const around = { start_date: isoDate(new Date(Date.now() - day)), end_date: isoDate(new Date(Date.now() + day)) };
  return freshOrdersPage(legacy, readings, { ...around, account_reference: accountReference }, ids);
}

/** Records the reading a list showed, and ends the test "not confirmed" where it lagged and 'at-once' is in force. */
export async function lagVerdict(
  readings: Readings,
  missingAtFirst: readonly unknown[],
  missingAtLast: readonly unknown[],
  page: OrdersPage,
  what: string,
): Promise<void> {
  if (missingAtFirst.length && !missingAtLast.length) {
    if (!readings.observe('ASSUME-LEG-LIST-FRESH', 'lagging', [page.answer]))
      readings.notConfirmed('ASSUME-LEG-LIST-FRESH', 'lagging', [page.answer], what);
    // Listed at the first read confirms 'at-once'; where 'lagging' is in force it contradicts nothing (a lag may be
    // none).
  } else if (!missingAtFirst.length && readings.value('ASSUME-LEG-LIST-FRESH') === 'at-once')
    readings.observe('ASSUME-LEG-LIST-FRESH', 'at-once', [page.answer]);
}
