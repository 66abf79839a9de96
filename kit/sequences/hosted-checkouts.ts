import fc from 'fast-check';
import type { Faker } from '@faker-js/faker';
import type { TargetConfig } from '../config/target-config';
import type { Answer, SurfaceClient } from '../http/surface-client';
import type { ControlClient } from '../control/control-client';
import { expectRule } from '../checks/violation';
import { neededField } from '../checks/answer-field';
import { buyBody, createBuy } from '../hosted/buy';
import { SequenceLog, withSequenceLog } from './sequence-log';

/**
 * The document's state of the Hosted Checkout orders a sequence creates (issue 35, item 1): each order's checkoutUrl,
 * how long ago it was created on the target's clock, and whether it was loaded in time. States and transitions:
 * "a checkout URL is valid for 1 minute after order creation and must be loaded within that window; once loaded it
 * does not expire". Time passes only through the control clock (never a sleep): a sequence without one loads within
 * the window alone.
 */
export interface HostedCheckouts {
  orders: { url: string; createdAt: number; loaded: boolean }[];
  /** Seconds the control clock was moved since the sequence began. */
  now: number;
  /** Whether the target's control clock may be moved: the wait commands need it. */
  clock: boolean;
}

/** What the commands send with: the suite's Hosted Checkout client, the target, the control client. */
export interface HostedContext {
  hosted: SurfaceClient;
  target: TargetConfig;
  data: Faker;
  control: ControlClient;
  log: SequenceLog;
}

type Command = fc.AsyncCommand<HostedCheckouts, HostedContext>;

/**
 * ASSUME-CHECKOUT-WINDOW: "1 minute" from the create answer, with a margin for the requests' own time: loads up to
 * 50 s, no longer loads from 65 s; between them a load is no verdict (its outcome still moves the model). A first
 * load late in the minute is tried at 45 s. "Once loaded it does not expire" is held over 10 minutes after the first
 * load (longer than any lifetime a service could mistake for it: the minute, a five-minute session).
 * ASSUME-CHECKOUT-LOADS: loads = 2xx, no longer loads = 4xx.
 */
export const WINDOW = { loadsUntil: 50, expiredFrom: 65, lateLoad: 45, heldFor: 600 } as const;

const loads = (answer: Answer) => answer.status >= 200 && answer.status < 300;

/** POST /{partnerRef}/v2/buy: a new order whose checkoutUrl the model starts timing. */
class CreateBuy implements Command {
  check(): boolean {
    return true;
  }
  async run(model: HostedCheckouts, { hosted, target, data, log }: HostedContext): Promise<void> {
    const { answer, order } = await createBuy(hosted, buyBody(target, data));
    const url = neededField(order, 'checkoutUrl', 'text', 'HC-BUY-SHAPE', 'the buy answer');
    log.request(
      'POST /v2/buy',
      answer,
      `order #${model.orders.length + 1}, its checkoutUrl valid for 1 minute`,
      `checkoutUrl ${url}`,
    );
    model.orders.push({ url, createdAt: model.now, loaded: false });
  }
  toString(): string {
    return 'create a buy';
  }
}

/** GET an order's checkoutUrl, as the customer's browser opens it: what the model says it must answer. */
class LoadCheckout implements Command {
  /** The order loaded, as the last run picked it (the model's orders at the time). */
  private picked = 0;
  constructor(readonly pick: number) {}
  check(model: Readonly<HostedCheckouts>): boolean {
    return model.orders.length > 0;
  }
  async run(model: HostedCheckouts, { hosted, log }: HostedContext): Promise<void> {
    this.picked = this.pick % model.orders.length;
    const order = model.orders[this.picked];
    const age = model.now - order.createdAt;
    const answer = await hosted.load(order.url);
    const before = order.loaded ? 'loaded before' : 'never loaded';
    const what = `order #${this.picked + 1}'s checkoutUrl, ${age} s after creation, ${before}`;
    if (order.loaded) {
      log.request(`GET ${what}`, answer, 'loads: once loaded it does not expire');
      expectRule(
        age <= WINDOW.loadsUntil ? 'HC-CHECKOUT-URL-VALID-WINDOW' : 'HC-CHECKOUT-URL-LOADED-STAYS',
        loads(answer),
        () => `${answer.status} for ${what}`,
        age <= WINDOW.loadsUntil ? 'valid for 1 minute after order creation' : 'once loaded it does not expire',
      );
    } else if (age <= WINDOW.loadsUntil) {
      log.request(`GET ${what}`, answer, 'loads: valid for 1 minute after order creation');
      expectRule(
        'HC-CHECKOUT-URL-VALID-WINDOW',
        loads(answer),
        () => `${answer.status} for ${what}`,
        'valid for 1 minute after order creation',
      );
    } else if (age >= WINDOW.expiredFrom) {
      log.request(`GET ${what}`, answer, 'a 4xx: no longer loads after 1 minute without a first load');
      expectRule(
        'HC-CHECKOUT-URL-EXPIRES',
        answer.status >= 400 && answer.status < 500,
        () => `${answer.status} for ${what}`,
        'no longer loads after 1 minute without a first load (Errors › Checkout symptoms)',
      );
    } else
      log.request(
        `GET ${what}`,
        answer,
        `no verdict: between ${WINDOW.loadsUntil} s and ${WINDOW.expiredFrom} s (ASSUME-CHECKOUT-WINDOW)`,
      );
    // Loaded in time (or in the margin): it stays loaded from now on.
    if (loads(answer) && age < WINDOW.expiredFrom) order.loaded = true;
  }
  toString(): string {
    return `load the checkoutUrl of order #${this.picked + 1}`;
  }
}

/** Moves the target's control clock: the only way a sequence lets time pass. */
class Wait implements Command {
  constructor(readonly seconds: number) {}
  check(model: Readonly<HostedCheckouts>): boolean {
    // Never drawn without a control clock (the test of waits skips, saying why): a sequence never sleeps.
    return model.clock && model.orders.length > 0;
  }
  async run(model: HostedCheckouts, { control, log }: HostedContext): Promise<void> {
    await control.advanceClock(this.seconds);
    model.now += this.seconds;
    log.note(`control clock moved ${this.seconds} s (now ${model.now} s after the sequence began)`);
  }
  toString(): string {
    return `wait ${this.seconds} s`;
  }
}

/**
 * The commands a sequence draws from: creations, loads of any order's URL, waits that land before, in and past the
 * window's margin.
 */
export function hostedCheckoutCommands(maxCommands: number, waits: boolean): fc.Arbitrary<Iterable<Command>> {
  const create = fc.constant(new CreateBuy());
  const load = fc.nat(7).map((pick) => new LoadCheckout(pick));
  const wait = fc.constantFrom(20, 35, 65, WINDOW.heldFor).map((seconds) => new Wait(seconds));
  return fc.commands(waits ? [create, load, wait] : [create, load], { maxCommands, size: 'max' });
}

/**
 * The sequences tried first, one per promise, each as short as it can be: loaded at 35 s (the window), never loaded
 * and loaded at 65 s (expired), loaded at once and again at 65 s and 10 minutes later (stays loaded), first loaded at
 * 45 s and again 10 minutes later (a late first load stays loaded too); without waits, two orders loaded each in
 * turn, the first twice.
 */
export function hostedEdgeSequences(waits: boolean): Iterable<Command>[] {
  if (!waits)
    return [[new CreateBuy(), new CreateBuy(), new LoadCheckout(1), new LoadCheckout(0), new LoadCheckout(0)]];
  return [
    [new CreateBuy(), new Wait(35), new LoadCheckout(0)],
    [new CreateBuy(), new Wait(65), new LoadCheckout(0)],
    [
      new CreateBuy(),
      new LoadCheckout(0),
      new Wait(65),
      new LoadCheckout(0),
      new Wait(WINDOW.heldFor),
      new LoadCheckout(0),
    ],
    [new CreateBuy(), new Wait(WINDOW.lateLoad), new LoadCheckout(0), new Wait(WINDOW.heldFor), new LoadCheckout(0)],
  ];
}

/** Runs one sequence from no order; `clock`: the waits may move the control clock (the test's own scope). */
export async function runHostedSequence(
  commands: Iterable<Command>,
  context: Omit<HostedContext, 'log'>,
  clock: boolean,
): Promise<void> {
  await withSequenceLog(async (log) => {
    const model: HostedCheckouts = { orders: [], now: 0, clock };
    await fc.asyncModelRun(() => ({ model, real: { ...context, log } }), commands);
  });
}
