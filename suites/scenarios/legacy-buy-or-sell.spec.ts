import { test } from '../../kit/fixtures';
import { audit } from '../../kit/audit-rule';
import { WRITES } from '../../kit/checking';
import { dataOf, expectStatus } from '../../kit/checks/response';
import { expectRule } from '../../kit/checks/violation';
import { buyOrderBody, createOrder, sellOrderBody } from '../../kit/legacy/orders';
import { namesDirection } from '../../kit/legacy/payment-methods';
import type { Answer, SurfaceClient } from '../../kit/http/surface-client';

// The exchange type (buy or sell) follows from which of source and target is fiat and which is crypto.
type Method = { id?: unknown; type?: unknown };

async function listing(
  legacy: SurfaceClient,
  query: Record<string, string> = {},
): Promise<{ methods: Method[]; answer: Answer }> {
  const answer = await legacy.get('/api/payment-methods', { query });
  expectStatus('LEG-PAYMENT-METHODS-SHAPE', answer, 200, '200 with data.payment_methods');
  const methods = dataOf(answer).payment_methods;
  expectRule(
    'LEG-PAYMENT-METHODS-SHAPE',
    Array.isArray(methods),
    () => JSON.stringify(methods)?.slice(0, 60),
    'data.payment_methods as an array',
  );
  return { methods: methods as Method[], answer };
}
const paymentMethods = async (legacy: SurfaceClient, query: Record<string, string> = {}) =>
  (await listing(legacy, query)).methods;

test(
  ...audit('LEG-PAYMENT-METHODS-DIRECTION', 'ASSUME-LEG-PM-TYPE-BUY', async ({ legacy, target, readings }) => {
    const { fiat, coin } = target.legacy.sample;
    const buyListing = await listing(legacy, { source: fiat, target: coin });
    const sellListing = await listing(legacy, { source: coin, target: fiat });
    const [buy, sell] = [buyListing.methods, sellListing.methods];
    test.skip(
      buy.length === 0 || sell.length === 0,
      `LEGACY_FIAT=${fiat}, LEGACY_COIN=${coin}: the target lists ${buy.length} buy and ${sell.length} sell ` +
        `methods; both are needed to tell them apart`,
    );
    // ASSUME-LEG-PM-TYPE-BUY: the direction is read from type only where type names one.
    const shown = [...buy, ...sell].some((method) => namesDirection(method.type)) ? 'direction' : 'other';
    const answers = [buyListing.answer, sellListing.answer];
    if (!readings.observe('ASSUME-LEG-PM-TYPE-BUY', shown, answers))
      readings.notConfirmed(
        'ASSUME-LEG-PM-TYPE-BUY',
        shown,
        answers,
        `payment method types ${JSON.stringify([...new Set([...buy, ...sell].map((m) => m.type))].slice(0, 6))}`,
      );
    test.skip(
      shown === 'other',
      "LEGACY_PM_TYPE=other: no payment method type names a direction, so a listing's direction cannot be told",
    );
    const notBuy = buy.filter((method) => method.type !== 'FIAT_TO_CRYPTO');
    expectRule(
      'LEG-PAYMENT-METHODS-DIRECTION',
      notBuy.length === 0,
      () => `types ${JSON.stringify(notBuy.map((m) => m.type))} for source=${fiat}&target=${coin}`,
      'buy methods (FIAT_TO_CRYPTO) for a fiat source and coin target',
    );
    const buyInSell = sell.filter((method) => method.type === 'FIAT_TO_CRYPTO');
    // ASSUME-SELL-VALUES: a sell method is any type but FIAT_TO_CRYPTO.
    expectRule(
      'LEG-PAYMENT-METHODS-DIRECTION',
      buyInSell.length === 0,
      () => `FIAT_TO_CRYPTO methods ${JSON.stringify(buyInSell.map((m) => m.id))} for source=${coin}&target=${fiat}`,
      'sell methods for a coin source and fiat target',
    );
  }),
);

test(
  ...audit('LEG-PAYMENT-METHODS-ALL', async ({ legacy, target }) => {
    const { fiat, coin } = target.legacy.sample;
    const all = new Set((await paymentMethods(legacy)).map((method) => method.id));
    const filtered = [
      ...(await paymentMethods(legacy, { source: fiat, target: coin })),
      ...(await paymentMethods(legacy, { source: coin, target: fiat })),
    ];
    const missing = filtered.filter((method) => !all.has(method.id)).map((method) => method.id);
    expectRule(
      'LEG-PAYMENT-METHODS-ALL',
      missing.length === 0,
      () => `methods ${JSON.stringify(missing)} listed for a pair but not in the unfiltered list`,
      'all payment methods with neither source nor target',
    );
  }),
);

test(
  ...audit('LEG-ORDER-DIRECTION', WRITES, async ({ legacy, target, data }) => {
    const buy = await createOrder(legacy, buyOrderBody(target, data));
    expectRule(
      'LEG-ORDER-DIRECTION',
      buy.order.order_type === 'CRYPTO-BUY',
      () => `order_type ${JSON.stringify(buy.order.order_type)} for a buy`,
      'CRYPTO-BUY for a fiat source and coin target',
    );
    const sell = await createOrder(legacy, sellOrderBody(target, data));
    expectRule(
      'LEG-ORDER-DIRECTION',
      sell.order.order_type !== 'CRYPTO-BUY',
      () => `order_type "CRYPTO-BUY" for a sell (source ${target.legacy.sample.coin})`,
      'a sell order for a coin source and fiat target',
    );
  }),
);
