import fc from 'fast-check';
import { test } from '../../kit/fixtures';
import { ruleTitle } from '../../kit/audit-rule';
import { checking, GENERATED } from '../../kit/checking';
import { answerLine, expectRule } from '../../kit/checks/violation';
import { checkGeneratedCases } from '../../kit/generation/generated-cases';

// Generated amounts of GET /eapi/v0/price: the document gives no precision, so an amount may be served or refused,
// but "request failed validation" is a 4xx (Errors › HTTP status), never a 5xx.
const amounts = fc
  .tuple(fc.integer({ min: 1, max: 100_000 }), fc.stringMatching(/^\d{0,12}$/))
  .map(([whole, decimals]) => (decimals ? `${whole}.${decimals}` : String(whole)));

test(
  ruleTitle(
    'NAT-INVALID-PARAM-4XX',
    'generated price amounts, up to 12 decimals: served, or refused with a 4xx, never a 5xx',
  ),
  checking('NAT-INVALID-PARAM-4XX', GENERATED),
  async ({ native, target }) => {
    const { source, target: coin, amount } = target.native.sample;
    const ask = (value: string) => native.get('/eapi/v0/price', { query: { source, target: coin, amount: value } });
    // The positive control: the configured amount is served, so a refusal below is the amount's.
    const control = await ask(amount);
    test.skip(
      control.status < 200 || control.status >= 300,
      `the price for the configured amount was not served (${answerLine(control)}): NAT-PRICE-INDICATIVE judges it`,
    );
    const edges = ['100.123456789', '1.000000000001', '100000'];
    await checkGeneratedCases(
      amounts,
      async (value) => {
        const answer = await ask(value);
        expectRule(
          'NAT-INVALID-PARAM-4XX',
          answer.status < 500,
          () => answerLine(answer),
          `a 2xx or a 4xx for amount=${value}, never a 5xx`,
        );
      },
      { seed: target.seed, count: target.cases.perCheck, edges, rules: ['NAT-INVALID-PARAM-4XX'] },
    );
  },
);
