import fc from 'fast-check';
import { test } from '../../kit/fixtures';
import { ruleTitle } from '../../kit/audit-rule';
import { checking, GENERATED, WRITES } from '../../kit/checking';
import { isObject, skipWhereRateLimited } from '../../kit/checks/response';
import { answerLine, expectRule } from '../../kit/checks/violation';
import { externalCustomerId } from '../../kit/hosted/buy';
import { limitsOf, rampBody } from '../../kit/native/requests';
import { checkGeneratedCases } from '../../kit/generation/generated-cases';

// Generated bank-transfer ramps (POST /eapi/v0/ramps, "create a bank-transfer ramp"): the sample pair, buy, for the
// identity whose paymentReady is true, each for an amount within its buy limits (ASSUME-NAT-PATHS, read not judged)
// with a fresh locked quote of that amount. Each such ramp is valid: a refusal fails NAT-RAMP-CREATE, not
// NAT-RAMP-PAYMENT-READY (that rule is about an identity not ready). A quote refused for an amount leaves the case
// untried (the document ties no quote to the limits); every case untried skips. Sells: the ramp payload shows no
// direction of its own (ASSUME-NAT-PAYLOADS), so only the sample's direction is asked.

test(
  ruleTitle(
    'NAT-RAMP-CREATE',
    "generated amounts within the identity's buy limits, each with a fresh quote of its amount",
  ),
  checking('NAT-RAMP-CREATE', 'ASSUME-NAT-PATHS', 'ASSUME-NAT-PAYLOADS', WRITES, GENERATED),
  async ({ native, target, data }) => {
    const { source: fiat, target: coin } = target.native.sample;
    const buy = await limitsOf(native, target, target.native.readyIdentity, fiat, 'buy');
    test.skip(
      !buy,
      `the limits of ${target.native.readyIdentity} (NATIVE_READY_IDENTITY) give no buy min and max for ` +
        `${fiat}: NAT-LIMITS judges them`,
    );
    const [low, high] = [Math.ceil(buy!.min * 100), Math.floor(buy!.max * 100)];
    test.skip(low > high, `the buy limits of ${target.native.readyIdentity} leave no amount to ask`);
    const amountOf = (cents: number) => (cents / 100).toFixed(2);
    const customer = externalCustomerId(data);
    let created = 0;
    const untried: string[] = [];
    await checkGeneratedCases(
      fc.integer({ min: low, max: high }).map(amountOf),
      async (amount) => {
        const what = `a ramp of ${amount} ${fiat} to ${coin} for ${target.native.readyIdentity}`;
        const quote = await native.get('/eapi/v0/quote', { query: { source: fiat, target: coin, amount } });
        skipWhereRateLimited(quote, `the quote of ${amount} ${fiat}`);
        const quoteId =
          quote.status >= 200 && quote.status < 300 && isObject(quote.json) ? quote.json.quoteId : undefined;
        if (typeof quoteId !== 'string') return void untried.push(`${amount} (quote ${quote.status})`);
        const ramp = await native.post('/eapi/v0/ramps', {
          json: rampBody(target, target.native.readyIdentity, customer, { amount, quoteId }),
        });
        skipWhereRateLimited(ramp, what);
        expectRule(
          'NAT-RAMP-CREATE',
          ramp.status >= 200 && ramp.status < 300,
          () => answerLine(ramp),
          `${what}, within its buy limits and with a fresh quote: created (a 2xx)`,
        );
        created += 1;
      },
      {
        seed: target.seed,
        count: target.cases.perCheck,
        edges: [amountOf(low), amountOf(high)],
        rules: ['NAT-RAMP-CREATE'],
      },
    );
    // Every quote refused: no ramp was asked for, so nothing was checked.
    test.skip(
      created === 0,
      `no generated amount got a locked quote (${untried.length} untried: ${untried.slice(0, 3).join('; ')}): ` +
        `unchecked`,
    );
  },
);
