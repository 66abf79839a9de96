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

/**
 * The document's state of one customer's orders, as the run itself makes it (issue 35, first increment): what
 * POST /api/orders created for the customer, and so what GET /api/orders filtered by its account_reference must
 * answer: "all orders of one customer", each once across the pages, meta.total their count. The order of a list is
 * not shown, so the model keeps a set; an order is listed as soon as it is created (ASSUME-LEG-LIST-FRESH).
 */
export interface CustomerOrders {
  /** The ids the create answers gave, in the order created. */
  created: unknown[];
  /** Tries of a creation whose answer was lost (a reset, a 5xx) before the one that answered: each may have created an order. */
  lostTries: string[];
}

/** What the commands send with: the suite's client, the target, a customer of this case alone. */
export interface CustomerContext {
  legacy: SurfaceClient;
  target: TargetConfig;
  data: Faker;
  /** A fresh account_reference per case: a sandbox's other traffic cannot reach its list. */
  customer: string;
}

type Command = fc.AsyncCommand<CustomerOrders, CustomerContext>;

/** POST /api/orders for the case's customer, a buy or a sell of the sample pair. */
class CreateOrder implements Command {
  constructor(readonly direction: 'buy' | 'sell') {}
  check(): boolean {
    return true;
  }
  async run(model: CustomerOrders, { legacy, target, data, customer }: CustomerContext): Promise<void> {
    const body = (this.direction === 'buy' ? buyOrderBody : sellOrderBody)(target, data, { account_reference: customer });
    const { answer, order } = await createOrder(legacy, documentedRequest('createOrder', 'body', body));
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
  check(model: Readonly<CustomerOrders>): boolean {
    return model.created.length > 0;
  }
  async run(model: CustomerOrders, { legacy, customer }: CustomerContext): Promise<void> {
    // ASSUME-LEG-LIST-FRESH: listed at once, between yesterday and tomorrow (UTC dates).
    const day = 24 * 3600 * 1000;
    const query = { start_date: isoDate(new Date(Date.now() - day)), end_date: isoDate(new Date(Date.now() + day)), account_reference: customer, per_page: this.perPage };
    const first = await ordersPage(legacy, query);
    const pages = [first];
    const expectedPages = Math.ceil(model.created.length / this.perPage);
    for (let page = 2; page <= Math.min(first.meta.last_page, expectedPages + 1); page++) pages.push(await ordersPage(legacy, { ...query, page }));
    const listed = pages.flatMap((page) => page.orders.map((order) => order.id));
    const seen = new Set<unknown>();
    const repeated = listed.filter((id) => (seen.has(id) ? true : (seen.add(id), false)));
    expectRule('LEG-ORDERS-NO-DUPLICATES', repeated.length === 0, () => `orders ${JSON.stringify(repeated)} on two pages of per_page=${this.perPage}`, 'each order of the customer on one page only');
    const missing = model.created.filter((id) => !seen.has(id));
    const foreign = [...seen].filter((id) => !model.created.includes(id));
    // An order the list shows beside the created ones may be a lost try's, created without an answer: no verdict.
    if (!missing.length && foreign.length && foreign.length <= model.lostTries.length) {
      environmentFailure(model.lostTries[0] === 'no answer' ? 'no-answer' : 'server-error',
        `POST /api/orders answered ${model.lostTries.join(', ')} before its retries: ${foreign.length} listed orders of the customer may be those tries', whose answers were lost`);
    }
    expectRule('LEG-ORDERS-ACCOUNT-FILTER', missing.length === 0 && foreign.length === 0,
      () => `orders ${JSON.stringify(listed)} for account_reference ${customer} (per_page=${this.perPage}): ${missing.length} created and not listed, ${foreign.length} listed and not its own`,
      `all orders of one customer: the ${model.created.length} created for it, ${JSON.stringify(model.created)}`);
    expectRule('LEG-ORDERS-META-CONSISTENT', first.meta.total === model.created.length, () => `meta.total ${first.meta.total}`, `${model.created.length}, the orders created for the customer`);
  }
  toString(): string {
    return `list the customer's orders, ${this.perPage} a page`;
  }
}

/**
 * The commands a sequence draws from: creations of either type (twice as likely: a list must grow for its faults to
 * show), listings at a small per_page that pages early; sequences as long as allowed, shrinking makes them short.
 */
export function customerOrderCommands(maxCommands: number): fc.Arbitrary<Iterable<Command>> {
  const create = fc.constantFrom<'buy' | 'sell'>('buy', 'sell').map((direction) => new CreateOrder(direction));
  return fc.commands([create, create, fc.integer({ min: 1, max: 3 }).map((perPage) => new ListCustomer(perPage))], { maxCommands, size: 'max' });
}

/**
 * The sequence tried first: a list grown to three orders of both types, read two a page, so it spans pages as it
 * grows (random sequences find the rest, and need not draw this one to catch a list that loses an order at three).
 */
export function edgeSequences(): Iterable<Command>[] {
  return [[new CreateOrder('buy'), new CreateOrder('sell'), new ListCustomer(2), new CreateOrder('buy'), new ListCustomer(2)]];
}

/**
 * Runs one sequence from an empty customer (a fresh account_reference, no order of it yet), then lists what it
 * built once more: a sequence of creations alone still ends judged.
 */
export async function runCustomerSequence(commands: Iterable<Command>, context: Omit<CustomerContext, 'customer'>, customer: string): Promise<void> {
  const real = { ...context, customer };
  const model: CustomerOrders = { created: [], lostTries: [] };
  await fc.asyncModelRun(() => ({ model, real }), commands);
  if (model.created.length) await new ListCustomer(2).run(model, real);
}
