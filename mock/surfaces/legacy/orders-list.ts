import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Environment } from '../../environment';
import { isListedStatus, orderChain, type StoredStatus, type StoredOrder } from '../../orders';
import { anotherCoin, networkCodeOf, networks } from '../../reference-data/coins';
import { paymentMethodById } from '../../reference-data/payment-methods';
import { createdAtForCreate, createdAtForList, isCalendarDate, utcDate } from '../../timestamps';
import { answerError, errorsArray, errorsObject, InvalidParameter } from './errors';
import { readInteger, readText, type Query } from './parameters';

const refuse = (title: string, detail: string) => new InvalidParameter(title, detail);

/** Month 01-12 and day 01-31, whatever the month: what a lenient date parser takes. */
const dayUpTo31 = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** What is wrong with a date parameter, if anything. */
function dateProblem(env: Environment, query: Query, name: string): string | undefined {
  const text = readText(query, name);
  if (text === undefined) return `${name} is required`;
  if (!(env.seams.legacyListDates === 'calendar' ? isCalendarDate(text) : dayUpTo31.test(text)))
    return `${name} must be a date written YYYY-MM-DD`;
  return undefined;
}

/** Both dates, or a refusal naming each that is wrong (the real service's detail map names them all). */
function readDates(env: Environment, query: Query): [string, string] {
  const problems = (['start_date', 'end_date'] as const).flatMap((name) => {
    const problem = dateProblem(env, query, name);
    return problem ? [[name, problem] as const] : [];
  });
  if (problems.length)
    throw new InvalidParameter('Invalid parameter', problems[0][1], problems[0][0], Object.fromEntries(problems));
  return [readText(query, 'start_date')!, readText(query, 'end_date')!];
}

/** undefined: no filter; null: a status the service does not know (kept only where unknown statuses match nothing). */
function readStatuses(env: Environment, query: Query): StoredStatus[] | null | undefined {
  const text = readText(query, 'status');
  if (text === undefined) return undefined;
  const statuses = text.split(',').map((item) => item.trim());
  const unknown = statuses.filter((item) => !isListedStatus(item, env.seams));
  if (unknown.length === 0) return statuses as StoredStatus[];
  if (env.seams.unknownStatusFilter === 'matches-nothing') return null;
  throw new InvalidParameter(
    'Invalid status',
    `unknown status ${unknown.map((s) => JSON.stringify(s)).join(', ')}`,
    'status',
  );
}

function readListRequest(env: Environment, query: Query) {
  const [startDate, endDate] = readDates(env, query);
  const statuses = readStatuses(env, query);
  const requestedPerPage = readInteger(env, query, 'per_page');
  if (
    requestedPerPage === undefined &&
    readText(query, 'page') !== undefined &&
    env.seams.pageWithoutPerPage === 'crashes'
  )
    throw new TypeError('per_page is undefined');
  if (requestedPerPage !== undefined && requestedPerPage < 1)
    throw refuse('Invalid parameter', 'per_page must be at least 1');
  const page = readInteger(env, query, 'page') ?? 1;
  if (page < 1) throw refuse('Invalid parameter', 'page must be at least 1');
  const cap = env.seams.perPageCap;
  if (requestedPerPage !== undefined && requestedPerPage > cap && env.seams.perPageAboveMax === 'refused') {
    throw refuse('Invalid parameter', `per_page may be at most ${cap}`);
  }
  const perPage = Math.min(requestedPerPage ?? env.seams.defaultPerPage, cap);
  return { startDate, endDate, statuses, perPage, page, accountReference: readText(query, 'account_reference') };
}

function bulkOrder(env: Environment, order: StoredOrder) {
  const network = networks[order.network];
  return {
    id: order.id,
    account_id: env.accountId,
    account_reference: order.accountReference,
    order_type: order.direction === 'buy' ? 'CRYPTO-BUY' : 'CRYPTO-SELL',
    payment_type: paymentType(env, order),
    ref: order.ref,
    fiat_code: order.fiatCode,
    fiat_amount: order.fiatAmount,
    // An order created through the API (the seeded history aside) listed with another coin, where the seam says so.
    coin_code:
      order.origin === 'api' && env.seams.listedCreatedOrderCoin === 'another-coin'
        ? anotherCoin(order.coinCode).code
        : order.coinCode,
    coin_amount: order.coinAmount,
    wallet_address: order.walletAddress,
    blockchain: {
      code: networkCodeOf(network.code, env.seams.networkCodes),
      description: orderChain(order).description,
      ...(env.seams.listBlockchainIds === 'present'
        ? { contract_id: orderChain(order).contractId ?? null, network_id: network.networkId }
        : {}),
      ...(env.seams.listBlockchainIds === 'id-only' ? { id: network.id } : {}),
    },
    fee: order.fee,
    payment_fee: order.paymentFee,
    commission: order.commission,
    tx_hash: order.txHash,
    created_at:
      env.seams.listCreatedAt === 'YYYY-MM-DD HH:MM:SS'
        ? createdAtForList(new Date(order.createdAtMs))
        : createdAtForCreate(new Date(order.createdAtMs)),
    status: order.status,
    meta_data:
      env.seams.listedMetaData === 'empty'
        ? ''
        : env.seams.listedMetaData === 'ascii-only'
          ? order.metaData.replace(/[^\x20-\x7e]/g, '?')
          : order.metaData,
    ...(env.seams.listedOrderExtras === 'real' ? realExtras(order) : {}),
    // The real service: an unpaid or expired order, or a sell, has null where nothing is settled yet; a paid buy
    // (coins transferred, or complete) keeps its fields, its tx_hash too.
    ...(env.seams.unsettledOrderNulls && (!SETTLED.includes(order.status) || order.direction === 'sell')
      ? UNSETTLED_NULLS
      : {}),
    // And a completed buy given no meta_data carries null there (real-service-notes.md).
    ...(env.seams.unsettledOrderNulls && order.status === 'complete' && order.direction === 'buy' && !order.metaData
      ? { meta_data: null }
      : {}),
  };
}

const SETTLED: readonly StoredStatus[] = ['coinTransferred', 'complete'];

/** The order's payment method as payment_type: its slug, or as the real service writes it (the seam says which). */
function paymentType(env: Environment, order: StoredOrder): string {
  const method = paymentMethodById(order.paymentMethodId);
  const slug = method?.slug ?? 'card';
  const { listedPaymentType } = env.seams;
  return listedPaymentType === 'upper-case-code'
    ? slug.toUpperCase()
    : listedPaymentType === 'display-name'
      ? (method?.name ?? 'Credit or debit card')
      : slug;
}

/**
 * Fields the real service's orders carry beyond the document (real-service-notes.md): drift, not failure. Its dates as
 * it writes them (created_date DD-Mon-YYYY, completed_at DD-Mon-YYYY HH:MM:SS); an unpaid order's taxes,
 * confirmations and merchant's shares null, as nothing is settled yet.
 */
function realExtras(order: StoredOrder) {
  const created = new Date(order.createdAtMs);
  const unpaid = !SETTLED.includes(order.status);
  return {
    created_date: createdAtForCreate(created).slice(0, 11),
    completed_at: order.status === 'complete' ? createdAtForCreate(new Date(order.createdAtMs + 600_000)) : null,
    fee_tax: unpaid ? null : 0,
    payment_fee_tax: unpaid ? null : 0,
    tx_confirms: unpaid ? null : order.status === 'complete' ? 6 : 0,
    merchant_fee: unpaid ? null : 0,
    merchant_commission: unpaid ? null : 0,
    wallet_address_tag: order.walletAddressTag ?? null,
    network_fee: 0,
    country: order.country,
  };
}

const UNSETTLED_NULLS = {
  payment_type: null,
  ref: null,
  fee: null,
  payment_fee: null,
  commission: null,
  tx_hash: null,
  wallet_address: null,
  meta_data: null,
};

/** Newest first; the id breaks ties so pages are stable. */
function newestFirst(a: StoredOrder, b: StoredOrder): number {
  return b.createdAtMs - a.createdAtMs || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** An order with its UTC day (YYYY-MM-DD), written once. */
interface Dated {
  order: StoredOrder;
  day: string;
}

/**
 * The orders newest first, each with its day: kept per orders array (a reset makes a new one), the orders added since
 * put in their place, so a history of 30000 (the seam orderVolume) is neither sorted nor dated again per request.
 */
const newestFirstViews = new WeakMap<StoredOrder[], { count: number; dated: Dated[] }>();

function newestFirstView(orders: StoredOrder[]): Dated[] {
  let view = newestFirstViews.get(orders);
  if (!view) newestFirstViews.set(orders, (view = { count: 0, dated: [] }));
  if (view.count < orders.length) {
    const added = orders.slice(view.count).map((order) => ({ order, day: utcDate(new Date(order.createdAtMs)) }));
    if (view.count === 0) view.dated = added.sort((a, b) => newestFirst(a.order, b.order));
    else
      for (const entry of added)
        view.dated.splice(
          firstIndex(view.dated, (other) => newestFirst(entry.order, other.order) < 0),
          0,
          entry,
        );
    view.count = orders.length;
  }
  return view.dated;
}

/** The first index whose entry `past` holds for, where it holds for every entry after one it holds for. */
function firstIndex(dated: readonly Dated[], past: (entry: Dated) => boolean): number {
  let [low, high] = [0, dated.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (past(dated[middle])) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** Reads of its customer's first page an order made through the API still waits for (the seam accountListLag). */
const lagging = new WeakMap<StoredOrder, number>();

/**
 * A lagging read: hidden until the customer's first page was read accountListLag times since the order was first met.
 */
function hiddenByLag(env: Environment, order: StoredOrder, firstPage: boolean): boolean {
  if (!env.seams.accountListLag || order.origin !== 'api') return false;
  const left = lagging.get(order) ?? env.seams.accountListLag;
  if (left > 0 && firstPage) lagging.set(order, left - 1);
  return left > 0;
}

function listPage(env: Environment, query: Query) {
  const request = readListRequest(env, query);
  const { dateRangeApplied, statusFilter, accountFilterApplied } = env.seams;
  const dated = newestFirstView(env.state.orders);
  // Newest first, days only fall: the range is one stretch of the list, inclusive at both ends.
  const [first, end] = dateRangeApplied
    ? [
        firstIndex(dated, (entry) => entry.day <= request.endDate),
        firstIndex(dated, (entry) => entry.day < request.startDate),
      ]
    : [0, dated.length];
  const filtered: StoredOrder[] = [];
  const statuses = statusFilter === 'first-three-statuses' ? request.statuses?.slice(0, 3) : request.statuses;
  for (let index = first; statuses !== null && index < end; index++) {
    const { order } = dated[index];
    if (
      (statusFilter === 'ignored' || !statuses || statuses.includes(order.status)) &&
      (!accountFilterApplied ||
        request.accountReference === undefined ||
        order.accountReference === request.accountReference) &&
      !(request.accountReference !== undefined && hiddenByLag(env, order, request.page === 1))
    )
      filtered.push(order);
  }
  const matching =
    statusFilter === 'drops-newest' && request.statuses
      ? filtered.slice(1)
      : statusFilter === 'drops-oldest-with-account' && request.statuses && request.accountReference !== undefined
        ? filtered.slice(0, -1)
        : // A customer's list that loses its newest order once it holds three made through the API (the state a
          // sequence builds).
          env.seams.accountListGrowth === 'drops-newest-past-two' &&
            request.accountReference !== undefined &&
            filtered.filter((order) => order.origin === 'api').length >= 3
          ? filtered.slice(1)
          : filtered;

  const { perPage, page } = request;
  const total = matching.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  if (page > lastPage && env.seams.pastLastPage === 'refused') {
    throw refuse('Invalid parameter', `page ${page} is past the last page, ${lastPage}`);
  }
  const shownPage = page > lastPage && env.seams.pastLastPage === 'last-page' ? lastPage : page;
  const start = (shownPage - 1) * perPage;
  const count = Math.max(0, Math.min(perPage, total - start));
  // An overlap slides the window back, so meta and counts stay as they were.
  const offset = shownPage > 1 ? start - env.seams.pageOverlap : start;
  const full =
    shownPage === lastPage && count > 0 && total % perPage === 0 && env.seams.fullLastPage === 'last-order-dropped';
  const orders = matching.slice(offset, offset + count - (full ? 1 : 0));
  // A customer's list of four or more that repeats its newest order where its last page has room.
  if (
    env.seams.accountListGrowth === 'repeats-newest-past-three' &&
    request.accountReference !== undefined &&
    lastPage > 1 &&
    shownPage === lastPage &&
    count < perPage &&
    matching.filter((order) => order.origin === 'api').length >= 4
  )
    orders.push(matching[0]);
  const firstPosition = env.seams.metaPositions === 'zero-based' ? 0 : 1;
  const meta = {
    current_page: page,
    from: count > 0 ? start + firstPosition : 0,
    last_page: lastPage,
    per_page: perPage,
    to: count > 0 ? start + firstPosition + count - 1 : 0,
    // A customer's total that counts every customer's orders of the range.
    total:
      (env.seams.accountListGrowth === 'total-of-every-customer' && request.accountReference !== undefined
        ? end - first
        : total) + env.seams.listMetaTotalExtra,
  };
  const shownMeta =
    env.seams.listMetaType === 'string'
      ? Object.fromEntries(Object.entries(meta).map(([key, value]) => [key, String(value)]))
      : env.seams.listMetaType === 'per_page-string'
        ? { ...meta, per_page: String(meta.per_page) }
        : meta;
  const listed = orders.map((order) => bulkOrder(env, order));
  return env.seams.metaPlace === 'in-data'
    ? { data: { orders: listed, meta: shownMeta } }
    : { data: { orders: listed }, meta: shownMeta };
}

export function listOrderRoutes(env: Environment) {
  return async (app: FastifyInstance) => {
    app.setErrorHandler((error: Error, request: FastifyRequest, reply: FastifyReply) => {
      if (!(error instanceof InvalidParameter)) return answerError(env)(error, request, reply);
      const { listErrorShape, listInvalidParameterStatus } = env.seams;
      if (listInvalidParameterStatus === 400 && error.field !== 'status')
        return reply.code(400).send(errorsArray(400, error.title, error.detail));
      return reply.code(422).send(
        listErrorShape === 'errors-object'
          ? errorsObject(422, 1101, error.title)
          : // The real service: code 422, and detail a map of the field refused to its message.
            listErrorShape === 'errors-object-detail-map'
            ? { errors: { status: 422, code: 422, title: error.title, detail: error.fields } }
            : errorsArray(422, error.title, error.detail),
      );
    });
    app.get('/orders', async (request) => listPage(env, request.query as Query));
  };
}
