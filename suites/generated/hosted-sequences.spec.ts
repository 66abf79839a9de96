import { test } from '../../kit/fixtures';
import { ruleTitle } from '../../kit/audit-rule';
import { checking, GENERATED, WRITES } from '../../kit/checking';
import { checkGeneratedCases } from '../../kit/generation/generated-cases';
import { hostedCheckoutCommands, hostedEdgeSequences, runHostedSequence } from '../../kit/sequences/hosted-checkouts';

// Issue 35, item 1: random sequences of Hosted Checkout buys, loads of their checkoutUrls and waits on the control
// clock, checked against the document's state (kit/sequences/hosted-checkouts.ts) and shrunk to the shortest that
// still fails. How many, and how long, is the plan's (CONFORMANCE_SEQUENCES, CONFORMANCE_SEQUENCE_COMMANDS).

// A clock and rate-limit windows of its own where the target offers clock scopes: the waits move this test's clock alone.
test.use({ ownClock: true });

/** Judged only where time can pass: with the control clock (a sequence never sleeps). */
const AFTER_THE_MINUTE = ['HC-CHECKOUT-URL-EXPIRES', 'HC-CHECKOUT-URL-LOADED-STAYS'] as const;

const details = checking('HC-CHECKOUT-URL-VALID-WINDOW', 'ASSUME-CHECKOUT-WINDOW', 'ASSUME-CHECKOUT-LOADS', GENERATED, WRITES);

test(ruleTitle('HC-CHECKOUT-URL-VALID-WINDOW', 'random sequences of buys, checkout loads and waits: each checkoutUrl loads within its minute, expires unloaded, stays loaded'),
  // Tagged with the rules judged after the minute too, so their faults select it; named on the result only once judged.
  { ...details, tag: [...(details.tag as string[]), ...AFTER_THE_MINUTE.map((rule) => `@${rule}`)] },
  async ({ hosted, target, data, control }) => {
    const missing = control.missing('clock');
    // Real time is never waited for here: a sequence would wait a minute per wait, and shrinking would repeat them.
    if (missing) test.info().annotations.push({ type: 'skipped commands', description: `the waits of every sequence: ${missing}; loads within the minute alone are checked` });
    await checkGeneratedCases(hostedCheckoutCommands(target.sequences.maxCommands), (commands) => runHostedSequence(commands, { hosted, target, data, control }),
      { seed: target.seed, count: target.sequences.count, edges: hostedEdgeSequences(), rules: ['HC-CHECKOUT-URL-VALID-WINDOW', ...AFTER_THE_MINUTE] });
    if (!missing) for (const rule of AFTER_THE_MINUTE) test.info().annotations.push({ type: 'rule', description: rule });
  });

