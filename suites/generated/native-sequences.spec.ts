import { test } from '../../kit/fixtures';
import { ruleTitle } from '../../kit/audit-rule';
import { checking, GENERATED, WRITES } from '../../kit/checking';
import { checkGeneratedCases } from '../../kit/generation/generated-cases';
import { externalCustomerId } from '../../kit/hosted/buy';
import { attemptStamp } from '../../kit/run/attempt-stamp';
import {
  clockMissing,
  nativeEdgeSequences,
  nativeSequenceCommands,
  priceMovedSequence,
  runNativeSequence,
  type NativeCommand,
  type NativeContext,
} from '../../kit/sequences/native-ramps';
import type { RuleId } from '../../rules';

// Issue 35: random sequences of identities, locked quotes, ramps made from them and, where the target's clock may
// move, moves of it, checked against the document's state of the Native API (kit/sequences/native-ramps.ts) and
// shrunk to the shortest that still fails. How many, and how long, is the plan's (CONFORMANCE_SEQUENCES,
// CONFORMANCE_SEQUENCE_COMMANDS); the edge sequences (a quote used, aged past its lock, used again) come on top. The
// clock moves in a scope of this file's tests alone: quotes of other tests never age with it.
test.use({ ownClock: true });

/** The rules a sequence judges: its violations are shrunk. */
const RULES: RuleId[] = [
  'NAT-RAMP-QUOTE-TERMS',
  'NAT-QUOTE-EXPIRES',
  'NAT-QUOTE-LOCK',
  'NAT-RAMP-PAYMENT-READY',
  'NAT-IDENTITY-STABLE',
];

/**
 * Runs the plan's sequences, with clock moves or without (`extraEdges` tried first all the same); says how many ramps
 * had terms to compare with their quote's.
 */
async function sequences(
  context: Omit<NativeContext, 'customer' | 'compared'>,
  clock: boolean,
  extraEdges: Iterable<NativeCommand>[] = [],
): Promise<number> {
  const { target, data } = context;
  const compared = { ramps: 0 };
  // The attempt's stamp: a retry or a replay never meets the identities this case created.
  const customer = `${externalCustomerId(data)}-${attemptStamp(data)}`;
  await checkGeneratedCases(
    nativeSequenceCommands(target.sequences.maxCommands, target, clock),
    (commands) => runNativeSequence(commands, { ...context, compared }, customer),
    {
      seed: target.seed,
      count: target.sequences.count,
      edges: [...extraEdges, ...nativeEdgeSequences(target, clock)],
      rules: RULES,
    },
  );
  return compared.ramps;
}

// No clock moves in its random sequences: runs on every target that may be written to, and no quote ages past its
// lock, so no expiry is judged here. Where the clock may move, one sequence first uses a quote a minute after it was
// given (priceMovedSequence): a ramp priced at the indicative price then shows.
test(
  ruleTitle(
    'NAT-RAMP-QUOTE-TERMS',
    "random sequences of identities, quotes and ramps: each ramp as the identity's readiness and the quote " +
      "decide, on the quote's terms",
  ),
  checking(
    'NAT-RAMP-QUOTE-TERMS',
    'NAT-QUOTE-LOCK',
    'NAT-RAMP-PAYMENT-READY',
    'NAT-IDENTITY-STABLE',
    'ASSUME-NAT-QUOTE-REUSE',
    'ASSUME-NAT-PAYLOADS',
    GENERATED,
    WRITES,
  ),
  async ({ native, target, data, readings, control }) => {
    const priceMoved = clockMissing(control) === undefined ? [priceMovedSequence(target)] : [];
    const compared = await sequences({ native, target, data, readings, control }, false, priceMoved);
    // A record that shows only its identifiers keeps the document (ASSUME-NAT-RECORD-FIELDS): nothing to compare.
    test.skip(
      compared === 0,
      'no ramp created named a term of its quote (source, target, amount, price), ' +
        'so none was compared (ASSUME-NAT-RECORD-FIELDS: the ramp record shows its identifiers)',
    );
  },
);

// With clock moves: quotes aged to the edge of their lock and past it, only on the target's control clock, in a scope
// of its own.
test(
  ruleTitle(
    'NAT-QUOTE-EXPIRES',
    'random sequences of quotes, ramps and clock moves: a quote used within its lock and refused past it, ' +
      'however it was used before',
  ),
  checking(
    'NAT-QUOTE-EXPIRES',
    'NAT-QUOTE-LOCK',
    'NAT-RAMP-PAYMENT-READY',
    'NAT-IDENTITY-STABLE',
    'ASSUME-NAT-QUOTE-LOCK',
    'ASSUME-NAT-QUOTE-REUSE',
    'ASSUME-NAT-PAYLOADS',
    GENERATED,
    WRITES,
  ),
  // NAT-RAMP-QUOTE-TERMS is not named: a ramp here fails it by its id, but only the test above says a ramp's terms
  // were compared at all.
  async ({ native, target, data, readings, control }) => {
    const missing = clockMissing(control);
    test.skip(missing !== undefined, `no quote may age: ${missing}`);
    await sequences({ native, target, data, readings, control }, true);
  },
);
