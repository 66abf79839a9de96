import fc from 'fast-check';
import type { Faker } from '@faker-js/faker';
import type { TargetConfig } from '../config/target-config';
import type { SurfaceClient } from '../http/surface-client';
import { isoDate } from '../config/read-target';
import { expectRule } from '../checks/violation';
import { buyOrderBody, createOrder, sellOrderBody } from '../legacy/orders';
import { ordersPage } from '../legacy/orders-page';
import { documentedRequest } from '../validation';
import { environmentFailure } from '../http/environment-failure';
import type { Readings } from '../readings/readings';
import { SequenceLog, withSequenceLog } from './sequence-log';
import { LAG_READS, lagVerdict } from '../legacy/fresh-list';

/**
 * The document's state of one customer's orders, as the run itself makes it (issue 35, first increment): what
 * POST /api/orders created for the customer, and so what GET /api/orders filtered by its account_reference must
 * answer: "all orders of one customer", each once across the pages, meta.total their count. The order of a list is
 * not shown, so the model keeps a set. Whether a read follows a write at once is not shown either
 * (ASSUME-LEG-LIST-FRESH): a listing that misses created orders is read again, at most LAG_READS times, before a
 * verdict; a target that lists them only then reads the row 'lagging', "not confirmed" where 'at-once' is in force.
 */
export interface CustomerOrders {
  /** The ids the create answers gave, in the order created. */
  created: unknown[];
  /**
   * Tries of a creation whose answer was lost (a reset, a 5xx) before the one that answered: each may have created an
   * order.
   */
  lostTries: string[];
}

/** What the commands send with: the suite's client, the target, a customer of this case alone. */
export interface CustomerContext {
  legacy: SurfaceClient;
  target: TargetConfig;
  data: Faker;
  /** A fresh account_reference per case: a sandbox's other traffic cannot reach its list. */
  customer: string;
  readings: Readings;
  log: SequenceLog;
}

type Command = fc.AsyncCommand<CustomerOrders, CustomerContext>;

/** POST /api/orders for the case's customer, a buy or a sell of the sample pair. */
class CreateOrder implements Command {
  constructor(readonly direction: 'buy' | 'sell') {}
  check(): boolean {
    return true;
  }
  async run(model: CustomerOrders, { legacy, target, data, customer, log }: CustomerContext): Promise<void> {
    const body = (this.direction === 'buy' ? buyOrderBody : sellOrderBody)(target, data, {
      account_reference: customer,
    });
    const { answer, order } = await createOrder(legacy, documentedRequest('createOrder', 'body', body));
    log.request(
      `POST /api/orders (a ${this.direction}, account_reference ${customer})`,
      answer,
      `an order of the customer's, its ${model.created.length + 1}${['st', 'nd', 'rd'][model.created.length] ?? 'th'}`,
      `order ${JSON.stringify(order.id)}`,
    );
    model.created.push(order.id);
    model.lostTries.push(...(answer.retriedAfter ?? []));
  }
  toString(): string {
    return `create a ${this.direction}`;
  }
}

/** Every page of the customer's bulk list at one per_page: the model's orders, each once, and their count. */
class ListCustomer implements Command {
  constructor(readonly perPage: number) {}
  check(): boolean {
    // An empty list is a verdict too: the customer is the case's own, so it holds nothing but what the case created.
    return true;
  }
  async run(model: CustomerOrders, context: CustomerContext): Promise<void> {
    const { customer, readings } = context;
    let listing = await this.listing(model, context);
    // ASSUME-LEG-LIST-FRESH: a read may lag the write; read again before a verdict, and record which reading it took.
    const missingFrom = (listed: unknown[]) => model.created.filter((id) => !listed.includes(id));
    const firstMissing = missingFrom(listing.listed);
    for (let read = 1; read <= LAG_READS && missingFrom(listing.listed).length; read++)
      listing = await this.listing(model, context);
    if (model.created.length) {
      await lagVerdict(
        readings,
        firstMissing,
        missingFrom(listing.listed),
        listing.first,
        `orders ${JSON.stringify(firstMissing)} of account_reference ${customer} listed only when the list ` +
          `was read again`,
      );
    }
    const { listed, first } = listing;
    const seen = new Set<unknown>();
    const repeated = listed.filter((id) => (seen.has(id) ? true : (seen.add(id), false)));
    expectRule(
      'LEG-ORDERS-NO-DUPLICATES',
      repeated.length === 0,
      () => `orders ${JSON.stringify(repeated)} on two pages of per_page=${this.perPage}`,
      'each order of the customer on one page only',
    );
    const missing = model.created.filter((id) => !seen.has(id));
    const foreign = [...seen].filter((id) => !model.created.includes(id));
    // An order the list shows beside the created ones may be a lost try's, created without an answer: no verdict.
    if (!missing.length && foreign.length && foreign.length <= model.lostTries.length) {
      environmentFailure(
        model.lostTries[0] === 'no answer' ? 'no-answer' : 'server-error',
        `POST /api/orders answered ${model.lostTries.join(', ')} before its retries: ${foreign.length} listed ` +
          `orders of the customer may be those tries', whose answers were lost`,
      );
    }
    expectRule(
      'LEG-ORDERS-ACCOUNT-FILTER',
      missing.length === 0 && foreign.length === 0,
      () =>
        `orders ${JSON.stringify(listed)} for account_reference ${customer} ` +
        `(per_page=${this.perPage}${firstMissing.length ? `, read ${LAG_READS + 1} times` : ''}): ${missing.length} ` +
        `created and not listed, ${foreign.length} listed and not its own`,
      `all orders of one customer: the ${model.created.length} created for it, ${JSON.stringify(model.created)}`,
    );
    expectRule(
      'LEG-ORDERS-META-CONSISTENT',
      first.meta.total === model.created.length,
      () => `meta.total ${first.meta.total}`,
      `${model.created.length}, the orders created for the customer`,
    );
  }

  /** One reading of every page the model's orders fill (and one past them, where meta says there is one). */
  private async listing(model: CustomerOrders, { legacy, customer, log }: CustomerContext) {
    // Between yesterday and tomorrow (UTC dates): an order of today is in the range whatever the clocks' zones.
    const day = 24 * 3600 * 1000;
    const query = {
      start_date: isoDate(new Date(Date.now() - day)),
      end_date: isoDate(new Date(Date.now() + day)),
      account_reference: customer,
      per_page: this.perPage,
    };
    const expected =
      `the ${model.created.length} created, ${JSON.stringify(model.created)}, each once; ` +
      `meta.total ${model.created.length}`;
    const first = await ordersPage(legacy, query);
    const pages = [first];
    const expectedPages = Math.ceil(model.created.length / this.perPage);
    for (let page = 2; page <= Math.min(first.meta.last_page, expectedPages + 1); page++)
      pages.push(await ordersPage(legacy, { ...query, page }));
    for (const [index, page] of pages.entries()) {
      log.request(
        `GET /api/orders?account_reference=${customer}&per_page=${this.perPage}&page=${index + 1}`,
        page.answer,
        `page ${index + 1} of ${Math.max(1, expectedPages)} of ${expected}`,
        `orders ${JSON.stringify(page.orders.map((order) => order.id))}, meta.total ${page.meta.total}`,
      );
    }
    return { first, listed: pages.flatMap((page) => page.orders.map((order) => order.id)) };
  }

  toString(): string {
    return `list the customer's orders, ${this.perPage} a page`;
  }
}

/**
 * The commands a sequence draws from: creations of either type (twice as likely: a list must grow for its faults to
 * show), listings at a small per_page that pages early; sequences as long as allowed, shrinking makes them short.
 */
export function customerOrderCommands(maxCommands: number, writes = true): fc.Arbitrary<Iterable<Command>> {
  const create = fc.constantFrom<'buy' | 'sell'>('buy', 'sell').map((direction) => new CreateOrder(direction));
  const list = fc.integer({ min: 1, max: 3 }).map((perPage) => new ListCustomer(perPage));
  // Where nothing may be created (production, read-only), the reads alone: a fresh customer's list is empty.
  return fc.commands(writes ? [create, create, list] : [list], { maxCommands, size: 'max' });
}

/**
 * The sequences tried first: a list grown to three orders of both types, read two a page, so it spans pages as it
 * grows, and one of four read three a page (random sequences find the rest, and need not draw these to catch a list
 * that loses an order at three or repeats one at four).
 */
export function edgeSequences(): Iterable<Command>[] {
  return [
    [new CreateOrder('buy'), new CreateOrder('sell'), new ListCustomer(2), new CreateOrder('buy'), new ListCustomer(2)],
    // Four orders read three a page: a last page with room, where a list that repeats an order as it grows shows it.
    [
      new CreateOrder('buy'),
      new CreateOrder('sell'),
      new CreateOrder('buy'),
      new CreateOrder('sell'),
      new ListCustomer(3),
    ],
  ];
}

/**
 * Runs one sequence from an empty customer (a fresh account_reference, no order of it yet), then lists what it
 * built once more: a sequence of creations alone still ends judged.
 */
export async function runCustomerSequence(
  commands: Iterable<Command>,
  context: Omit<CustomerContext, 'customer' | 'log'>,
  customer: string,
): Promise<void> {
  await withSequenceLog(async (log) => {
    const real = { ...context, customer, log };
    const model: CustomerOrders = { created: [], lostTries: [] };
    await fc.asyncModelRun(() => ({ model, real }), commands);
    if (model.created.length) await new ListCustomer(2).run(model, real);
  });
}
