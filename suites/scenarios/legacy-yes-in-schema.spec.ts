import { test } from '../../kit/fixtures';
import { audit } from '../../kit/audit-rule';
import { WRITES } from '../../kit/checking';
import { dataOf, isRefusal } from '../../kit/checks/response';
import { answerLine, expectRule } from '../../kit/checks/violation';
import { buyOrderBody, createOrder, sellOrderBody } from '../../kit/legacy/orders';

// POST /api/orders: wallet_address and refund_address are "yes in schema", each "intended for" one direction only.
// Required or intended, both readings keep the document (ASSUME-LEG-BUY-WITHOUT-WALLET,
// ASSUME-LEG-SELL-WITHOUT-REFUND): a refusal or an order of the right direction; a 5xx or an order of the other
// direction keeps neither.
test(
  ...audit(
    'LEG-ORDER-YES-IN-SCHEMA',
    'ASSUME-LEG-BUY-WITHOUT-WALLET',
    'ASSUME-LEG-SELL-WITHOUT-REFUND',
    'ASSUME-SELL-VALUES',
    WRITES,
    async ({ legacy, target, data, readings }) => {
      // Positive controls: each order with its field is created.
      await createOrder(legacy, buyOrderBody(target, data));
      await createOrder(legacy, sellOrderBody(target, data));

      // ASSUME-SELL-VALUES: a sell is any order_type but CRYPTO-BUY.
      const leftOut = [
        {
          field: 'wallet_address',
          direction: 'buy',
          row: 'ASSUME-LEG-BUY-WITHOUT-WALLET',
          body: buyOrderBody(target, data, { wallet_address: undefined }),
          ofDirection: (type: unknown) => type === 'CRYPTO-BUY',
        },
        {
          field: 'refund_address',
          direction: 'sell',
          row: 'ASSUME-LEG-SELL-WITHOUT-REFUND',
          body: sellOrderBody(target, data, { refund_address: undefined }),
          ofDirection: (type: unknown) => type !== 'CRYPTO-BUY',
        },
      ] as const;
      for (const { field, direction, row, body, ofDirection } of leftOut) {
        const what = `a ${direction} without ${field}`;
        const answer = await legacy.post('/api/orders', { json: body });
        if (isRefusal(answer, what)) {
          readings.observe(row, 'refused', [answer]);
          continue;
        }
        expectRule(
          'LEG-ORDER-YES-IN-SCHEMA',
          answer.status === 200,
          () => `${answerLine(answer)} for ${what}`,
          `a ${direction} order, or a 4xx refusal`,
        );
        const type = (dataOf(answer).order as { order_type?: unknown } | undefined)?.order_type;
        expectRule(
          'LEG-ORDER-YES-IN-SCHEMA',
          ofDirection(type),
          () => `order_type ${JSON.stringify(type)} for ${what}`,
          `a ${direction} order, the order sent`,
        );
        readings.observe(row, 'created', [answer]);
      }
    },
  ),
);
