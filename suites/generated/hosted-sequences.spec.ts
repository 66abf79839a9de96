import { test } from '../../kit/fixtures';
import { ruleTitle } from '../../kit/audit-rule';
import { checking, GENERATED, WRITES } from '../../kit/checking';
import { checkGeneratedCases } from '../../kit/generation/generated-cases';
import { hostedCheckoutCommands, hostedEdgeSequences, runHostedSequence } from '../../kit/sequences/hosted-checkouts';

// Issue 35, item 1: random sequences of Hosted Checkout buys, loads of their checkoutUrls and waits on the control
// clock, checked against the document's state (kit/sequences/hosted-checkouts.ts) and shrunk to the shortest that
// still fails. How many, and how long, is the plan's (CONFORMANCE_SEQUENCES, CONFORMANCE_SEQUENCE_COMMANDS).

// A clock and rate-limit windows of its own where the target offers clock scopes: the waits move this test's clock
// alone.
test.use({ ownClock: true });

const WINDOW_RULES = ['HC-CHECKOUT-URL-VALID-WINDOW'] as const;
const ALL_RULES = ['HC-CHECKOUT-URL-VALID-WINDOW', 'HC-CHECKOUT-URL-EXPIRES', 'HC-CHECKOUT-URL-LOADED-STAYS'] as const;

test(
  ruleTitle(
    'HC-CHECKOUT-URL-VALID-WINDOW',
    'random sequences of buys and checkout loads within the minute: every checkoutUrl loads, loaded once or not',
  ),
  checking(...WINDOW_RULES, 'ASSUME-CHECKOUT-LOADS', GENERATED, WRITES),
  async ({ hosted, target, data, control }) => {
    await checkGeneratedCases(
      hostedCheckoutCommands(target.sequences.maxCommands, false),
      (commands) => runHostedSequence(commands, { hosted, target, data, control }, false),
      { seed: target.seed, count: target.sequences.count, edges: hostedEdgeSequences(false), rules: WINDOW_RULES },
    );
  },
);

test(
  ruleTitle(
    'HC-CHECKOUT-URL-EXPIRES',
    'random sequences of buys, checkout loads and waits on the control clock: each checkoutUrl loads within ' +
      'its minute, expires unloaded, stays loaded',
  ),
  checking(...ALL_RULES, 'ASSUME-CHECKOUT-WINDOW', 'ASSUME-CHECKOUT-LOADS', GENERATED, WRITES),
  async ({ hosted, target, data, control }) => {
    // Only the control clock lets time pass, never a sleep: a sequence would wait a minute per wait, and shrinking
    // would repeat them. The target's one clock, unscoped, would move beside the other tests (this file is not in
    // suites/waits).
    const missing = control.missingOwnClock();
    test.skip(Boolean(missing), `the wait commands of these sequences: ${missing}; sequences never wait in real time`);
    await checkGeneratedCases(
      hostedCheckoutCommands(target.sequences.maxCommands, true),
      (commands) => runHostedSequence(commands, { hosted, target, data, control }, true),
      { seed: target.seed, count: target.sequences.count, edges: hostedEdgeSequences(true), rules: ALL_RULES },
    );
  },
);
