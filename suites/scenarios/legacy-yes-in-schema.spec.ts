import { test } from '../../kit/fixtures';
import { audit } from '../../kit/audit-rule';
import { WRITES } from '../../kit/checking';
import { dataOf, isRefusal } from '../../kit/checks/response';
import { answerLine, expectRule } from '../../kit/checks/violation';
import { buyOrderBody, createOrder, sellOrderBody } from '../../kit/legacy/orders';

// POST /api/orders: wallet_address and refund_address are "yes in schema", each "intended for" one direction only.
// Required or intended, both readings keep the document (ASSUME-LEG-BUY-WITHOUT-WALLET, ASSUME-LEG-SELL-WITHOUT-REFUND):
// a refusal or an order of the right direction; a 5xx or an order of the other direction keeps neither.
test(...audit('LEG-ORDER-YES-IN-SCHEMA', 'ASSUME-LEG-BUY-WITHOUT-WALLET', 'ASSUME-LEG-SELL-WITHOUT-REFUND', 'ASSUME-SELL-VALUES', WRITES, async ({ legacy, target, data, readings }) => {
  // Positive controls: each order with its field is created.
  await createOrder(legacy, buyOrderBody(target, data));
  await createOrder(legacy, sellOrderBody(target, data));

  const buy = await legacy.post('/api/orders', { json: buyOrderBody(target, data, { wallet_address: undefined }) });
  if (isRefusal(buy, 'a buy without wallet_address')) {
    readings.observe('ASSUME-LEG-BUY-WITHOUT-WALLET', 'refused', [buy]);
  } else {
    expectRule('LEG-ORDER-YES-IN-SCHEMA', buy.status === 200, () => `${answerLine(buy)} for a buy without wallet_address`, 'a buy order, or a 4xx refusal');
    const type = (dataOf(buy).order as { order_type?: unknown } | undefined)?.order_type;
    expectRule('LEG-ORDER-YES-IN-SCHEMA', type === 'CRYPTO-BUY', () => `order_type ${JSON.stringify(type)} for a buy without wallet_address`, 'CRYPTO-BUY, the order sent');
    readings.observe('ASSUME-LEG-BUY-WITHOUT-WALLET', 'created', [buy]);
  }

  const sell = await legacy.post('/api/orders', { json: sellOrderBody(target, data, { refund_address: undefined }) });
  if (isRefusal(sell, 'a sell without refund_address')) {
    readings.observe('ASSUME-LEG-SELL-WITHOUT-REFUND', 'refused', [sell]);
  } else {
    expectRule('LEG-ORDER-YES-IN-SCHEMA', sell.status === 200, () => `${answerLine(sell)} for a sell without refund_address`, 'a sell order, or a 4xx refusal');
    const type = (dataOf(sell).order as { order_type?: unknown } | undefined)?.order_type;
    // ASSUME-SELL-VALUES: a sell is any order_type but CRYPTO-BUY.
    expectRule('LEG-ORDER-YES-IN-SCHEMA', type !== 'CRYPTO-BUY', () => `order_type "CRYPTO-BUY" for a sell without refund_address (source ${target.legacy.sample.coin})`, 'a sell order, the order sent');
    readings.observe('ASSUME-LEG-SELL-WITHOUT-REFUND', 'created', [sell]);
  }
}));
