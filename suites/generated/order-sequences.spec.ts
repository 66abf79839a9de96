import { test } from '../../kit/fixtures';
import { ruleTitle } from '../../kit/audit-rule';
import { checking, GENERATED, WRITES } from '../../kit/checking';
import { checkGeneratedCases } from '../../kit/generation/generated-cases';
import { accountReference } from '../../kit/legacy/orders';
import { attemptStamp } from '../../kit/run/attempt-stamp';
import { customerOrderCommands, edgeSequences, runCustomerSequence } from '../../kit/sequences/customer-orders';

// Issue 35, first increment: random sequences of order creations and listings for one customer of the case, checked
// against the document's state (kit/sequences/customer-orders.ts) and shrunk to the shortest that still fails.

/** Commands a sequence may hold: a handful of orders and listings, enough for a page to fill and a list to grow. */
const MAX_COMMANDS = 6;

test(ruleTitle('LEG-ORDERS-ACCOUNT-FILTER', "random sequences of a customer's orders: the bulk list keeps all of them, each once, as it grows"),
  checking('LEG-ORDERS-ACCOUNT-FILTER', 'LEG-ORDERS-NO-DUPLICATES', 'LEG-ORDERS-META-CONSISTENT', 'ASSUME-LEG-LIST-FRESH', GENERATED, WRITES),
  async ({ legacy, target, data }) => {
    await checkGeneratedCases(customerOrderCommands(MAX_COMMANDS), async (commands) => {
      // The attempt's stamp: a retry, a replay or the next night's run never meets the orders this case created.
      await runCustomerSequence(commands, { legacy, target, data }, `${accountReference(data)}-${attemptStamp(data)}`);
    }, { seed: target.seed, count: target.cases.perCheck, edges: edgeSequences(), rules: ['LEG-ORDERS-ACCOUNT-FILTER', 'LEG-ORDERS-NO-DUPLICATES', 'LEG-ORDERS-META-CONSISTENT'] });
  });
