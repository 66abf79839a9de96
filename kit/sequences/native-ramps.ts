import fc from 'fast-check';
import type { Faker } from '@faker-js/faker';
import type { TargetConfig } from '../config/target-config';
import type { Answer, SurfaceClient } from '../http/surface-client';
import type { ControlClient } from '../control/control-client';
import type { Readings } from '../readings/readings';
import { expectClientError } from '../checks/response';
import { answerLine, expectRule } from '../checks/violation';
import { createIdentity, objectOf, pricing, rampBody, syntheticEmail } from '../native/requests';
import { environmentFailure } from '../http/environment-failure';

/**
 * The document's state of the Native API as one sequence makes it (issue 35): the identities it created and their
 * readiness ("paymentReady … false means payment must not be started"), the locked quotes it got ("locked quote,
 * valid about 3 minutes") with the terms each answered and its age on the target's clock, and the ramps made from
 * them. The lock's edges are ASSUME-NAT-QUOTE-LOCK's seconds; between them ("about") no verdict on a ramp's status.
 */
export interface NativeState {
  /**
   * Seconds this sequence moved the target's clock (its own clock scope): a quote's age is the clock now less its own.
   */
  clock: number;
  /** The identities a ramp may name: NATIVE_READY_IDENTITY first, then those the sequence created. */
  identities: { identityReference: string; paymentReady: boolean | undefined; created: boolean }[];
  quotes: { quoteId: string; terms: Record<string, unknown>; at: number; ramps: number; answer: Answer }[];
  /** Ramps made, with the quote each was made from. */
  ramps: { id: unknown; quoteId: string; identityReference: string }[];
}

/**
 * What the commands send with: the suite's client, the target, the test's readings and control, a customer of this
 * case.
 */
export interface NativeContext {
  native: SurfaceClient;
  target: TargetConfig;
  data: Faker;
  readings: Readings;
  control: ControlClient;
  customer: string;
  /** Ramps whose terms were compared with their quote's, over the test's sequences: none leaves the rule unjudged. */
  compared: { ramps: number };
}

type Command = fc.AsyncCommand<NativeState, NativeContext>;
export type { Command as NativeCommand };

/**
 * The terms a ramp made with a quote carries: the pair and amount asked and the locked price (ASSUME-NAT-PRICE-FIELD).
 */
function termFields(readings: Readings): string[] {
  return ['source', 'target', 'amount', readings.value('ASSUME-NAT-PRICE-FIELD')];
}

const same = (a: unknown, b: unknown) =>
  (typeof a === 'string' && typeof b === 'string' && a.trim().toUpperCase() === b.trim().toUpperCase()) ||
  (a !== undefined && a !== null && a !== '' && Number(a) === Number(b));

/**
 * POST identity creation for a fresh synthetic email: its readiness is what the answer says (a new identity may not be
 * ready).
 */
class CreateIdentity implements Command {
  check(model: Readonly<NativeState>): boolean {
    return model.identities.filter((identity) => identity.created).length < 2;
  }
  async run(model: NativeState, { native, target, data, customer }: NativeContext): Promise<void> {
    const identity = objectOf(
      await createIdentity(native, target, syntheticEmail(data), customer),
      'NAT-IDENTITY-CREATE',
      'a new identity (ASSUME-NAT-PATHS)',
    );
    // A flag that is no boolean tells nothing of eligibility (NAT-IDENTITY-PAYMENT-READY-BOOLEAN's): ramps for it are
    // not judged.
    const paymentReady = typeof identity.paymentReady === 'boolean' ? identity.paymentReady : undefined;
    model.identities.push({ identityReference: String(identity.identityReference), paymentReady, created: true });
  }
  toString(): string {
    return 'create an identity';
  }
}

/**
 * GET the identity by its reference: the same reference (stable across requests); its readiness as the model goes on.
 */
class ReadIdentity implements Command {
  constructor(readonly index: number) {}
  check(model: Readonly<NativeState>): boolean {
    return model.identities.some((identity) => identity.created);
  }
  async run(model: NativeState, { native }: NativeContext): Promise<void> {
    const created = model.identities.filter((identity) => identity.created);
    const identity = created[this.index % created.length];
    const answer = await native.get(`/eapi/v0/identities/${encodeURIComponent(identity.identityReference)}`);
    const read = objectOf(
      answer,
      'NAT-IDENTITY-STABLE',
      `the identity ${identity.identityReference} the sequence created, fetched by its reference`,
    );
    expectRule(
      'NAT-IDENTITY-STABLE',
      read.identityReference === identity.identityReference,
      () => `identityReference ${JSON.stringify(read.identityReference)}`,
      `${identity.identityReference}, the reference its creation answered (stable per user across all requests)`,
    );
    // Readiness may change (requirements met): the document promises no flag for good, the ramps follow the latest one.
    if (typeof read.paymentReady === 'boolean') identity.paymentReady = read.paymentReady;
  }
  toString(): string {
    return `read identity ${this.index}`;
  }
}

/** GET a locked quote of the sample pair and amount (ASSUME-NAT-SAMPLE). */
class GetQuote implements Command {
  check(model: Readonly<NativeState>): boolean {
    return model.quotes.length < 2;
  }
  async run(model: NativeState, { native, target }: NativeContext): Promise<void> {
    const answer = await native.get('/eapi/v0/quote', { query: pricing(target) });
    const quote = objectOf(answer, 'NAT-QUOTE-LOCK', 'a locked quote');
    expectRule(
      'NAT-QUOTE-LOCK',
      typeof quote.quoteId === 'string',
      () => `quoteId ${JSON.stringify(quote.quoteId)}`,
      'a locked quote identified by its quoteId',
    );
    model.quotes.push({ quoteId: String(quote.quoteId), terms: quote, at: model.clock, ramps: 0, answer });
  }
  toString(): string {
    return 'get a quote';
  }
}

/**
 * POST a ramp with a quote the sequence got, for the ready identity or one it created, on the quote's terms. What the
 * model expects, in the order the document decides it: an identity not ready is refused (rule 1); a quote past its
 * lock is refused; within it, a ramp is made (a second one with the same quote as ASSUME-NAT-QUOTE-REUSE reads), on
 * the quote's terms.
 */
class CreateRamp implements Command {
  constructor(
    readonly quote: number,
    readonly identity: 'ready' | 'created',
  ) {}
  check(model: Readonly<NativeState>): boolean {
    return model.quotes.length > 0;
  }
  async run(model: NativeState, { native, target, readings, customer, compared }: NativeContext): Promise<void> {
    const quote = model.quotes[this.quote % model.quotes.length];
    const created = model.identities.filter((identity) => identity.created);
    const identity = this.identity === 'created' && created.length ? created[created.length - 1] : model.identities[0];
    const age = model.clock - quote.at;
    const amount = quote.terms.amount ?? target.native.sample.amount;
    const answer = await native.post('/eapi/v0/ramps', {
      json: rampBody(target, identity.identityReference, customer, { amount, quoteId: quote.quoteId }),
    });
    const what = `a ramp for ${identity.identityReference} with quote ${quote.quoteId}, ${age} s after it was given`;
    if (identity.paymentReady === false) {
      return expectClientError(
        'NAT-RAMP-PAYMENT-READY',
        answer,
        `${what}: refused, paymentReady is false (Endpoints › Native API, rule 1)`,
      );
    }
    if (identity.paymentReady === undefined) return;
    if (age >= target.native.quoteExpiredSeconds) {
      return expectClientError(
        'NAT-QUOTE-EXPIRES',
        answer,
        `${what}: refused, the quote expired (ASSUME-NAT-QUOTE-LOCK: ${target.native.quoteExpiredSeconds} s)`,
      );
    }
    const served = answer.status >= 200 && answer.status < 300;
    // A try whose answer was lost may have made the ramp: the retry then used the quote a second time, unknown to the
    // model.
    const lost = answer.retriedAfter ?? [];
    if (lost.length && !served) {
      environmentFailure(
        lost[0] === 'no answer' ? 'no-answer' : 'server-error',
        `POST /eapi/v0/ramps answered ${lost.join(', ')} before its retry, refused: the first try may have ` +
          `made a ramp on quote ${quote.quoteId}`,
      );
    }
    if (age <= target.native.quoteLockedSeconds && quote.ramps > 0) {
      // A second ramp with one quote: the reading in force decides; the other leaves the row not confirmed, never a
      // failed MUST.
      const reading = served ? 'reusable' : 'single-use';
      if (served || (answer.status >= 400 && answer.status < 500 && answer.status !== 401 && answer.status !== 404)) {
        if (!readings.observe('ASSUME-NAT-QUOTE-REUSE', reading, [quote.answer, answer])) {
          readings.notConfirmed(
            'ASSUME-NAT-QUOTE-REUSE',
            reading,
            [quote.answer, answer],
            `${what}, its ramp number ${quote.ramps + 1}, answered ${answerLine(answer)}`,
          );
        }
        if (!served) return;
      }
    }
    if (age <= target.native.quoteLockedSeconds) {
      expectRule(
        'NAT-QUOTE-LOCK',
        served,
        () => answerLine(answer),
        `${what}: created, the quote is locked (ASSUME-NAT-QUOTE-LOCK: ${target.native.quoteLockedSeconds} s)`,
      );
    }
    // "About 3 minutes": between the two edges, created or refused; created, it is made on the quote's terms all the
    // same.
    if (!served) return;
    quote.ramps += 1;
    const ramp = objectOf(answer, 'NAT-RAMP-CREATE', 'a created ramp');
    model.ramps.push({ id: ramp.id, quoteId: quote.quoteId, identityReference: identity.identityReference });
    // The ramp record's fields are not shown (ASSUME-NAT-RECORD-FIELDS): the terms it names are held to the quote's;
    // a ramp that names none is no check (the test says so when no ramp named one).
    const named = termFields(readings).filter((field) => field in ramp && field in quote.terms);
    if (!named.length) return;
    compared.ramps += 1;
    const differing = named.filter((field) => !same(ramp[field], quote.terms[field]));
    expectRule(
      'NAT-RAMP-QUOTE-TERMS',
      differing.length === 0,
      () =>
        `${differing.map((field) => `${field} ${JSON.stringify(ramp[field])}`).join(', ')} in the ramp ` +
        `(${answerLine(answer)})`,
      `the quote's ${differing.map((field) => `${field} ${JSON.stringify(quote.terms[field])}`).join(', ')}`,
    );
  }
  toString(): string {
    return `ramp on quote ${this.quote} for the ${this.identity === 'ready' ? 'ready identity' : 'created identity'}`;
  }
}

/** Moves the target's clock, in the test's own clock scope: never a sleep. */
class AdvanceClock implements Command {
  constructor(readonly seconds: number) {}
  check(model: Readonly<NativeState>): boolean {
    return model.quotes.length > 0;
  }
  async run(model: NativeState, { control }: NativeContext): Promise<void> {
    await control.advanceClock(this.seconds);
    model.clock += this.seconds;
  }
  toString(): string {
    return `advance the clock ${this.seconds} s`;
  }
}

/**
 * Why a sequence may not move the target's clock here, or undefined when it may: only on the control clock of a
 * scope of the test's own, so no other test's quote or checkout URL ages with it. Never a wait in real time.
 */
export function clockMissing(control: ControlClient): string | undefined {
  const missing = control.missing('clock');
  if (missing) return missing;
  if (!control.clockScope)
    return (
      'the target offers no clock scope (capability "clockScopes"): moving its clock would age the ' +
      'quotes of other tests'
    );
  return undefined;
}

/**
 * The commands a sequence draws from (fast-check draws each alike: a repeated one is likelier). Ramps three times and
 * clock moves twice (a quote must be used, aged and used again for its faults to show); at most two quotes, so a ramp
 * often meets a used one; clock moves, where allowed, of a minute, to just within the lock, or past its end.
 */
export function nativeSequenceCommands(
  maxCommands: number,
  target: TargetConfig,
  clock: boolean,
): fc.Arbitrary<Iterable<Command>> {
  const ramp = fc
    .tuple(fc.nat(1), fc.constantFrom<'ready' | 'created'>('ready', 'ready', 'created'))
    .map(([quote, identity]) => new CreateRamp(quote, identity));
  const seconds = fc.constantFrom(60, target.native.quoteLockedSeconds, target.native.quoteExpiredSeconds);
  const move = seconds.map((s) => new AdvanceClock(s));
  return fc.commands(
    [
      fc.constant(new CreateIdentity()),
      fc.nat(1).map((index) => new ReadIdentity(index)),
      fc.constant(new GetQuote()),
      ramp,
      ramp,
      ramp,
      ...(clock ? [move, move] : []),
    ],
    { maxCommands, size: 'max' },
  );
}

/**
 * The sequences tried first: a quote used, then used again past its lock; a quote aged to the edge of its lock, then
 * used (the indicative price moved meanwhile); two ramps on one quote; a ramp for an identity just created; an
 * identity created and read.
 */
export function nativeEdgeSequences(target: TargetConfig, clock: boolean): Iterable<Command>[] {
  const timed = [
    [
      new GetQuote(),
      new CreateRamp(0, 'ready'),
      new AdvanceClock(target.native.quoteExpiredSeconds),
      new CreateRamp(0, 'ready'),
    ],
    [new GetQuote(), new AdvanceClock(target.native.quoteLockedSeconds), new CreateRamp(0, 'ready')],
  ];
  // Edges are reported as written (fast-check shrinks no example): each as short as the state it reaches.
  return [
    ...(clock ? timed : []),
    [new GetQuote(), new CreateRamp(0, 'ready'), new CreateRamp(0, 'ready')],
    [new CreateIdentity(), new GetQuote(), new CreateRamp(0, 'created')],
    [new CreateIdentity(), new ReadIdentity(0)],
  ];
}

/**
 * A quote used a minute after it was given, within its lock, on the target's control clock: the indicative price has
 * moved meanwhile, so a ramp priced at its moment's price and not the quote's shows. Random sequences without clock
 * moves may make every ramp within its quote's own price tick (the mock's moves with its clock, to the cent), where
 * that fault shows nothing.
 */
export function priceMovedSequence(target: TargetConfig): Iterable<Command> {
  return [new GetQuote(), new AdvanceClock(Math.min(60, target.native.quoteLockedSeconds)), new CreateRamp(0, 'ready')];
}

/**
 * Runs one sequence from the model's start: the ready identity (ASSUME-NAT-SAMPLE), no quote, the clock where it is.
 */
export async function runNativeSequence(
  commands: Iterable<Command>,
  context: Omit<NativeContext, 'customer'>,
  customer: string,
): Promise<void> {
  const real = { ...context, customer };
  const model: NativeState = {
    clock: 0,
    identities: [{ identityReference: context.target.native.readyIdentity, paymentReady: true, created: false }],
    quotes: [],
    ramps: [],
  };
  await fc.asyncModelRun(() => ({ model, real }), commands);
}
