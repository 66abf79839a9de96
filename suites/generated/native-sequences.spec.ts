import { test } from '../../kit/fixtures';
import { ruleTitle } from '../../kit/audit-rule';
import { checking, GENERATED, WRITES } from '../../kit/checking';
import { checkGeneratedCases } from '../../kit/generation/generated-cases';
import { externalCustomerId } from '../../kit/hosted/buy';
import { attemptStamp } from '../../kit/run/attempt-stamp';
import { clockMissing, nativeEdgeSequences, nativeSequenceCommands, runNativeSequence } from '../../kit/sequences/native-ramps';

// Issue 35: random sequences of identities, locked quotes, ramps made from them and moves of the target's clock,
// checked against the document's state of the Native API (kit/sequences/native-ramps.ts) and shrunk to the shortest
// that still fails. The clock moves in a scope of this test's own: quotes of other tests never age with it.
test.use({ ownClock: true });

/** Commands a sequence may hold: enough for a quote to be used, aged past its lock and used again. */
const MAX_COMMANDS = 6;

test(ruleTitle('NAT-RAMP-QUOTE-TERMS', 'random sequences of identities, quotes, ramps and clock moves: each ramp as the quote, its lock and the identity decide'),
  checking('NAT-RAMP-QUOTE-TERMS', 'NAT-QUOTE-EXPIRES', 'NAT-QUOTE-LOCK', 'NAT-RAMP-PAYMENT-READY', 'NAT-IDENTITY-STABLE', 'ASSUME-NAT-QUOTE-REUSE', 'ASSUME-NAT-QUOTE-LOCK', 'ASSUME-NAT-PAYLOADS', GENERATED, WRITES),
  async ({ native, target, data, readings, control }) => {
    const noClock = clockMissing(control);
    // The commands that age a quote are left out, with the reason: the rest of the sequences still run.
    if (noClock) test.info().annotations.push({ type: 'note', description: `sequences without clock moves: ${noClock}` });
    // The attempt's stamp: a retry or a replay never meets the identities this case created.
    const customer = `${externalCustomerId(data)}-${attemptStamp(data)}`;
    await checkGeneratedCases(nativeSequenceCommands(MAX_COMMANDS, target, !noClock), (commands) => runNativeSequence(commands, { native, target, data, readings, control }, customer),
      { seed: target.seed, count: target.cases.perCheck, edges: nativeEdgeSequences(target, !noClock),
        rules: ['NAT-RAMP-QUOTE-TERMS', 'NAT-QUOTE-EXPIRES', 'NAT-QUOTE-LOCK', 'NAT-RAMP-PAYMENT-READY', 'NAT-IDENTITY-STABLE'] });
  });
