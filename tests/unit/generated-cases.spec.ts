import fc from 'fast-check';
import { test, expect } from '@playwright/test';
import { checkGeneratedCases, counterexamplesIn, caseSeed, SHRINK_LIMIT } from '../../kit/generation/generated-cases';
import { expectRule, RuleViolation, violationsIn } from '../../kit/checks/violation';
import { SequenceLog, withSequenceLog } from '../../kit/sequences/sequence-log';

// kit/generation/generated-cases.ts: a failing case is shrunk to the smallest that still fails, recorded once, and
// the same run seed sends the same cases in the same order.

/** A target that breaks LEG-ORDERS-META-CONSISTENT for any per_page over 56. */
const brokenAbove56 = (sent: number[]) => async (perPage: number) => {
  sent.push(perPage);
  expectRule(
    'LEG-ORDERS-META-CONSISTENT',
    perPage <= 56,
    () => `per_page=${perPage} dropped an order`,
    'the pages cover the list',
  );
};

test(
  'a failing generated case is shrunk to the smallest request that still fails, and is the one violation ' + 'recorded',
  async () => {
    const sent: number[] = [];
    const error = await checkGeneratedCases(fc.integer({ min: 1, max: 200 }), brokenAbove56(sent), {
      seed: 20261125,
      count: 50,
      rules: ['LEG-ORDERS-META-CONSISTENT'],
    }).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(RuleViolation);
    expect((error as RuleViolation).rule).toBe('LEG-ORDERS-META-CONSISTENT');
    const [counterexample] = counterexamplesIn(test.info().annotations);
    // Shrinking ends at 57, the smallest that fails.
    expect(counterexample.value).toBe('57');
    expect(counterexample.edge).toBe(false);
    expect(counterexample.shrinks).toBeGreaterThan(0);
    expect(counterexample.replay).toEqual({
      seed: 20261125,
      grep: expect.stringContaining('shrunk to the smallest request'),
    });
    // The verdict is the shrunk case, sent again last: its violation is the only one on the result.
    expect(sent.at(-1)).toBe(57);
    expect(violationsIn(test.info().annotations).map((violation) => violation.received)).toEqual([
      'per_page=57 dropped an order',
    ]);
  },
);

test(
  'an edge is tried first; a failing one is shrunk like any case, and named an edge where it is the ' + 'smallest',
  async () => {
    const sent: number[] = [];
    await checkGeneratedCases(fc.integer({ min: 1, max: 200 }), brokenAbove56(sent), {
      seed: 1,
      count: 5,
      edges: [10, 196],
      rules: ['LEG-ORDERS-META-CONSISTENT'],
    }).catch(() => undefined);
    expect(sent.slice(0, 2)).toEqual([10, 196]);
    expect(counterexamplesIn(test.info().annotations).at(-1)).toMatchObject({ value: '57', edge: false });
    // The method's minimum is the arbitrary's least value: nothing smaller to shrink to.
    await checkGeneratedCases(fc.integer({ min: 57, max: 200 }), brokenAbove56([]), {
      seed: 1,
      count: 5,
      edges: [57],
      rules: ['LEG-ORDERS-META-CONSISTENT'],
    }).catch(() => undefined);
    expect(counterexamplesIn(test.info().annotations).at(-1)).toMatchObject({ value: '57', edge: true });
  },
);

test(
  'the case the title names is sent first; broken, it is the verdict unshrunk and nothing follows; ' +
    'holding, the edges and cases follow',
  async () => {
    const sent: number[] = [];
    const error = await checkGeneratedCases(fc.integer({ min: 1, max: 200 }), brokenAbove56(sent), {
      seed: 1,
      count: 5,
      titled: 196,
      edges: [10],
      rules: ['LEG-ORDERS-META-CONSISTENT'],
    }).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect((error as RuleViolation).rule).toBe('LEG-ORDERS-META-CONSISTENT');
    expect(sent).toEqual([196]);
    expect(counterexamplesIn(test.info().annotations)).toEqual([]);
    expect(violationsIn(test.info().annotations).map((violation) => violation.received)).toEqual([
      'per_page=196 dropped an order',
    ]);
    const after: number[] = [];
    await checkGeneratedCases(fc.integer({ min: 1, max: 56 }), brokenAbove56(after), {
      seed: 1,
      count: 5,
      titled: 3,
      edges: [10],
      rules: ['LEG-ORDERS-META-CONSISTENT'],
    });
    expect(after.slice(0, 2)).toEqual([3, 10]);
    expect(after).toHaveLength(7);
    // A rate-limited operation's share of cases can be none: the title's case alone is the check.
    const alone: number[] = [];
    await checkGeneratedCases(fc.integer({ min: 1, max: 56 }), brokenAbove56(alone), {
      seed: 1,
      count: 0,
      titled: 3,
      rules: ['LEG-ORDERS-META-CONSISTENT'],
    });
    expect(alone).toEqual([3]);
  },
);

test('the same seed sends the same cases in the same order; another seed, others', async () => {
  const run = async (seed: number) => {
    const sent: number[] = [];
    await checkGeneratedCases(
      fc.integer({ min: 1, max: 1_000_000 }),
      async (value) => {
        sent.push(value);
      },
      { seed, count: 20, rules: [] },
    );
    return sent;
  };
  const first = await run(7);
  expect(first).toHaveLength(20);
  expect(await run(7)).toEqual(first);
  expect(await run(8)).not.toEqual(first);
  expect(caseSeed(7, ['a', 'b'])).toBe(caseSeed(7, ['a', 'b']));
  expect(caseSeed(7, ['a', 'b'])).not.toBe(caseSeed(7, ['a', 'c']));
});

test(
  'a failure that is no broken rule (no answer, ' + "the suite's own error) ends the cases at once, unshrunk",
  async () => {
    let calls = 0;
    const error = await checkGeneratedCases(
      fc.integer(),
      async () => {
        calls += 1;
        throw new Error('fetch failed');
      },
      { seed: 1, count: 50, rules: [] },
    ).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect((error as Error).message).toBe('fetch failed');
    expect(calls).toBe(1);
    expect(counterexamplesIn(test.info().annotations)).toEqual([]);
  },
);

test('shrinking sends at most its limit of cases past the generated ones', async () => {
  let calls = 0;
  // Every case fails: shrinking could go on for long, but stops at the limit.
  await checkGeneratedCases(
    fc.array(fc.integer(), { minLength: 1, maxLength: 1000 }),
    async (values) => {
      calls += 1;
      expectRule('LEG-ORDERS-META-CONSISTENT', values.length === 0, () => `${values.length} values`, 'none');
    },
    { seed: 3, count: 10, rules: ['LEG-ORDERS-META-CONSISTENT'] },
  ).catch(() => undefined);
  // The cases up to the first failure, the limit, and the verdict's replay.
  expect(calls).toBeLessThanOrEqual(10 + SHRINK_LIMIT + 1);
});

test(
  'another rule broken in passing ends the cases at once, ' + 'unshrunk: the test fails on it, not on a draft',
  async () => {
    const sent: number[] = [];
    const error = await checkGeneratedCases(
      fc.integer({ min: 1, max: 200 }),
      async (perPage) => {
        sent.push(perPage);
        expectRule('LEG-ORDERS-LIST-SHAPE', perPage <= 56, () => `meta.per_page "${perPage}"`, 'an integer');
      },
      { seed: 2, count: 20, edges: [100], rules: ['LEG-ORDERS-META-CONSISTENT'] },
    ).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect((error as RuleViolation).rule).toBe('LEG-ORDERS-LIST-SHAPE');
    expect(sent).toEqual([100]);
    expect(counterexamplesIn(test.info().annotations)).toEqual([]);
    expect(violationsIn(test.info().annotations).map((violation) => violation.rule)).toEqual(['LEG-ORDERS-LIST-SHAPE']);
  },
);

test(
  "a failing sequence is shrunk to its shortest and reported as numbered requests with the model's " + 'expectation',
  async () => {
    // A list that repeats an order once it holds three: creations and reads of a model of counted orders.
    type Model = { created: number };
    type Real = { held: number; log: SequenceLog };
    class Create implements fc.AsyncCommand<Model, Real> {
      check = () => true;
      async run(model: Model, real: Real) {
        model.created += 1;
        real.held += 1;
        real.log.request('POST /api/orders', 'a 200', `order ${model.created} created`);
      }
      toString = () => 'create';
    }
    class Read implements fc.AsyncCommand<Model, Real> {
      check = () => true;
      async run(model: Model, real: Real) {
        const listed = real.held >= 3 ? real.held + 1 : real.held;
        real.log.request('GET /api/orders', `a 200 with ${listed} orders`, `${model.created} orders`);
        expectRule(
          'LEG-ORDERS-NO-DUPLICATES',
          listed === model.created,
          () => `${listed} orders`,
          `${model.created}, each once`,
        );
      }
      toString = () => 'read';
    }
    const commands = fc.commands([fc.constant(new Create()), fc.constant(new Read())], {
      maxCommands: 12,
      size: 'max',
    });
    await checkGeneratedCases(
      commands,
      (sequence) =>
        withSequenceLog(async (log) => {
          await fc.asyncModelRun(() => ({ model: { created: 0 }, real: { held: 0, log } }), sequence);
        }),
      { seed: 7, count: 20, rules: ['LEG-ORDERS-NO-DUPLICATES'] },
    ).catch(() => undefined);
    const [counterexample] = counterexamplesIn(test.info().annotations);
    expect(counterexample.value).toMatch(/^create,create,create,read /);
    expect(counterexample.steps).toEqual([
      '1. POST /api/orders → a 200; model: order 1 created',
      '2. POST /api/orders → a 200; model: order 2 created',
      '3. POST /api/orders → a 200; model: order 3 created',
      '4. GET /api/orders → a 200 with 4 orders; model: 3 orders',
    ]);
  },
);
