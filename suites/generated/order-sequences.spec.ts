import { test } from '../../kit/fixtures';
import { ruleTitle } from '../../kit/audit-rule';
import { checking, GENERATED, WRITES } from '../../kit/checking';
import { checkGeneratedCases } from '../../kit/generation/generated-cases';
import { accountReference } from '../../kit/legacy/orders';
import { attemptStamp } from '../../kit/run/attempt-stamp';
import { customerOrderCommands, edgeSequences, runCustomerSequence } from '../../kit/sequences/customer-orders';

// Issue 35: random sequences of order creations and listings for one customer of the case, checked against the
// document's state (kit/sequences/customer-orders.ts) and shrunk to the shortest that still fails. How many, and how
// long, is the plan's (CONFORMANCE_SEQUENCES, CONFORMANCE_SEQUENCE_COMMANDS).

const RULES = ['LEG-ORDERS-ACCOUNT-FILTER', 'LEG-ORDERS-NO-DUPLICATES', 'LEG-ORDERS-META-CONSISTENT'] as const;

test(
  ruleTitle(
    'LEG-ORDERS-ACCOUNT-FILTER',
    "random sequences of a customer's orders: the bulk list keeps all of them, each once, as it grows",
  ),
  checking(...RULES, 'ASSUME-LEG-LIST-FRESH', GENERATED, WRITES),
  async ({ legacy, target, data, readings }) => {
    await checkGeneratedCases(
      customerOrderCommands(target.sequences.maxCommands),
      async (commands) => {
        // The attempt's stamp: a retry, a replay or the next night's run never meets the orders this case created.
        await runCustomerSequence(
          commands,
          { legacy, target, data, readings },
          `${accountReference(data)}-${attemptStamp(data)}`,
        );
      },
      { seed: target.seed, count: target.sequences.count, edges: edgeSequences(), rules: RULES },
    );
  },
);

// The read commands alone, the sequences that run where nothing may be created (production without
// CONFORMANCE_ALLOW_WRITES, where the test above skips with its reason): a customer of the case's own has no order.
test(
  ruleTitle(
    'LEG-ORDERS-ACCOUNT-FILTER',
    "read-only sequences of a new customer's list: no order, meta.total 0, at any per_page",
  ),
  checking(...RULES, GENERATED),
  async ({ legacy, target, data, readings }) => {
    await checkGeneratedCases(
      customerOrderCommands(target.sequences.maxCommands, false),
      async (commands) => {
        await runCustomerSequence(
          commands,
          { legacy, target, data, readings },
          `${accountReference(data)}-${attemptStamp(data)}`,
        );
      },
      { seed: target.seed, count: target.sequences.count, rules: RULES },
    );
  },
);
