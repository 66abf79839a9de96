import { test } from '../../kit/fixtures';
import { ruleTitle } from '../../kit/audit-rule';
import { checking, WRITES } from '../../kit/checking';
import { dataOf, expectClientError, isObject, skipWhereRateLimited } from '../../kit/checks/response';
import { answerLine, expectRule, expectShapeApart } from '../../kit/checks/violation';
import { validateResponse } from '../../kit/validation';
import { buyOrderBody } from '../../kit/legacy/orders';
import type { Answer } from '../../kit/http/surface-client';
import { budgetHolds } from '../../kit/http/request-plan';

// discount_code (beta) "changes commission rate": tried with a code the target says it accepts (LEGACY_DISCOUNT_CODE;
// the embedded mock's own), so the discount is seen applied, and with one it cannot know, so it is seen not applied.
// The discounted quote against its original is judged on every price answer (LEG-PRICES-DISCOUNT-PRICED).

/** A code no target gives out. */
const UNKNOWN_CODE = 'CONFORMANCE-UNKNOWN';

/** The entries of a price served (a refusal has none). */
const entriesOf = (answer: Answer): Record<string, unknown>[] => {
  const prices = answer.status === 200 ? dataOf(answer)?.prices : undefined;
  return Array.isArray(prices) ? prices.filter(isObject) : [];
};

test(
  ruleTitle('LEG-PRICES-DISCOUNT-APPLIED', 'a code the target cannot know priced and created without a discount'),
  checking('LEG-PRICES-DISCOUNT-APPLIED', 'ASSUME-LEG-PRICE-DISCOUNT', WRITES),
  async ({ legacy, target, data }) => {
    const { fiat, coin } = target.legacy.sample;
    const quoted = await legacy.get('/api/prices', {
      query: { source: fiat, target: coin, discount_code: UNKNOWN_CODE },
    });
    skipWhereRateLimited(quoted, 'a price with an unknown discount_code');
    // Refused is the target's choice (beta); LEG-PRICES-OPTIONAL-INPUTS judges that a 4xx is what refuses it.
    if (quoted.status === 200) {
      const discounted = entriesOf(quoted).filter((entry) => entry.discount !== undefined);
      expectRule(
        'LEG-PRICES-DISCOUNT-APPLIED',
        discounted.length === 0,
        () => `${discounted.length} entries with discount for discount_code ${UNKNOWN_CODE}: ${answerLine(quoted)}`,
        'no discount for a code that does not apply: discount is "present when a discount code applies"',
      );
    } else expectClientError('LEG-PRICES-OPTIONAL-INPUTS', quoted, 'a quote, or a 4xx for an unknown discount_code');
    const created = await legacy.post('/api/orders', {
      json: buyOrderBody(target, data, { discount_code: UNKNOWN_CODE }),
    });
    if (created.status !== 200) return;
    const order: unknown = dataOf(created)?.order;
    const code = isObject(order) ? order.discount_code : undefined;
    expectRule(
      'LEG-PRICES-DISCOUNT-APPLIED',
      code === undefined || code === null,
      () => `discount_code ${JSON.stringify(code)} on an order created with ${UNKNOWN_CODE}`,
      'no discount_code on an order no discount applies to: it is "present when a discount applies"',
    );
  },
);

test(
  ruleTitle('LEG-PRICES-DISCOUNT-APPLIED', 'LEGACY_DISCOUNT_CODE priced on a buy and a sell, and carried by its order'),
  checking(
    'LEG-PRICES-DISCOUNT-APPLIED',
    'LEG-PRICES-DISCOUNT-PRICED',
    'LEG-PRICES-SHAPE',
    'ASSUME-LEG-PRICE-DISCOUNT',
    WRITES,
  ),
  async ({ legacy, target, data }) => {
    const code = target.legacy.discountCode;
    test.skip(
      code === undefined,
      'LEGACY_DISCOUNT_CODE is not set: discount never applied (no code the target accepts is known), so ' +
        'whether a discount is priced and carried by its order is not checked',
    );
    // Sent beside the gate's price requests only where the budget holds them (kit/http/request-plan.ts).
    const budget = target.requestLimits.prices[target.env];
    test.skip(
      !budgetHolds(target.realTime, budget, 'prices', 'sandbox'),
      `LEGACY_PRICES_BUDGET=${budget}: the gate's own price requests leave no room in a minute for these 3; ` +
        'they run where the budget holds them, or in a plan that waits in real time (nightly, certification)',
    );
    const { fiat, coin } = target.legacy.sample;
    for (const [source, targetCode] of [
      [fiat, coin],
      [coin, fiat],
    ]) {
      const quoted = await legacy.get('/api/prices', { query: { source, target: targetCode, discount_code: code! } });
      skipWhereRateLimited(quoted, `a price of ${source} for ${targetCode} with LEGACY_DISCOUNT_CODE`);
      // The one answer with a discount in it: its discount and original_quote are held to their schema here.
      if (quoted.status === 200)
        expectShapeApart(
          'LEG-PRICES-SHAPE',
          quoted,
          validateResponse('getPrices', 200, quoted.json),
          `the schema of getPrices for a price with discount_code=${code}`,
        );
      const entries = entriesOf(quoted);
      // Against its original_quote the relation checker judges each (LEG-PRICES-DISCOUNT-PRICED).
      expectRule(
        'LEG-PRICES-DISCOUNT-APPLIED',
        quoted.status === 200 &&
          entries.some((entry) => isObject(entry.discount) && isObject(entry.discount.original_quote)),
        () => answerLine(quoted),
        `a price of ${source} for ${targetCode} with discount_code=${code} (LEGACY_DISCOUNT_CODE, a code the ` +
          'target accepts), an entry of it with discount and its original_quote',
      );
    }
    const created = await legacy.post('/api/orders', { json: buyOrderBody(target, data, { discount_code: code! }) });
    const order = created.status === 200 ? dataOf(created)?.order : undefined;
    expectRule(
      'LEG-PRICES-DISCOUNT-APPLIED',
      created.status === 200 && isObject(order) && order.discount_code === code,
      () => answerLine(created),
      `an order created with discount_code=${code} (LEGACY_DISCOUNT_CODE) that carries it as discount_code`,
    );
  },
);
