import fc from 'fast-check';
import { test } from '../../kit/fixtures';
import { ruleTitle } from '../../kit/audit-rule';
import { checking, GENERATED, WRITES } from '../../kit/checking';
import { dataOf, expectStatus } from '../../kit/checks/response';
import { answerLine, expectRule, expectShapeApart } from '../../kit/checks/violation';
import { validateResponse } from '../../kit/validation';
import { buyOrderBody, createOrder, expectMetaDataListed } from '../../kit/legacy/orders';
import { checkGeneratedCases } from '../../kit/generation/generated-cases';

// Generated cases of POST /api/orders: free-form text comes back as sent; any amount within a payment method's
// transaction_limits is a valid order.

/**
 * Free-form text: any Unicode, quotes, markup, long. Without surrounding blanks, which a service may trim without
 * changing what was said.
 */
const freeForm = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 100 }),
  fc.string({ unit: fc.constantFrom('"', "'", '\\', '<', '>', '&', '%', '{', '}', ' ', 'é', '€', '😀', 'a'), minLength: 1, maxLength: 40 }),
).map((text) => text.trim()).filter((text) => text.length > 0);

test(ruleTitle('LEG-ORDERS-META-DATA', 'generated free-form meta_data (Unicode, quotes, up to 100 characters), returned as sent'),
  checking('LEG-ORDERS-META-DATA', 'ASSUME-LEG-LIST-FRESH', WRITES, GENERATED), async ({ legacy, target, data }) => {
    const edges = ['café ☕ 注文 "quoted" \'single\' \\ <b>&amp;</b>', 'ü'.repeat(100)];
    await checkGeneratedCases(freeForm, (metaData) => expectMetaDataListed(legacy, target, data, metaData), { seed: target.seed, count: target.cases.perCheck, edges, rules: ['LEG-ORDERS-META-DATA'] });
  });

type Limit = { fiat_code?: unknown; min?: unknown; max?: unknown };
type Method = { id?: unknown; transaction_limits?: Limit[] };
type Blockchain = { is_default?: unknown; min_value?: unknown };

test(ruleTitle('LEG-ORDER-WITHIN-LIMITS'), checking('LEG-ORDER-WITHIN-LIMITS', 'LEG-PAYMENT-METHODS-SHAPE', 'LEG-ORDER-CREATE-SHAPE', WRITES, GENERATED), async ({ legacy, target, data }) => {
  const { fiat, coin } = target.legacy.sample;
  const listing = await legacy.get('/api/payment-methods', { query: { source: fiat, target: coin } });
  expectStatus('LEG-PAYMENT-METHODS-SHAPE', listing, 200, `200 with data.payment_methods for source=${fiat}&target=${coin}`);
  // Each method's limits for the fiat, in cents: numbers, or numeric strings (ASSUME-LEG-PM-LIMITS).
  const limits = ((dataOf(listing).payment_methods ?? []) as Method[]).flatMap((method) => {
    const limit = (method.transaction_limits ?? []).find((entry) => String(entry.fiat_code).toUpperCase() === fiat.toUpperCase());
    const [min, max] = [Math.ceil(Number(limit?.min) * 100), Math.floor(Number(limit?.max) * 100)];
    return Number.isInteger(method.id) && Number.isFinite(min) && Number.isFinite(max) && min > 0 && min <= max ? [{ id: method.id as number, min, max }] : [];
  }).slice(0, 3);
  test.skip(limits.length === 0, `GET /api/payment-methods lists no method for ${fiat} to ${coin} with transaction_limits for ${fiat}`);
  const send = (id: number, cents: number) => legacy.post('/api/orders', { json: buyOrderBody(target, data, { payment_method_id: id, source_amount: (cents / 100).toFixed(2) }) });
  // The positive control, in the middle of the first method's limits: its coin_amount gives the price, which
  // puts the network's min_value in fiat (an amount under it may be refused: ASSUME-NETWORK-MINIMUM-REFUSAL).
  const middle = Math.round((limits[0].min + limits[0].max) / 2);
  const { order } = await createOrder(legacy, buyOrderBody(target, data, { payment_method_id: limits[0].id, source_amount: (middle / 100).toFixed(2) }));
  const coins = await legacy.get('/api/coins/buy');
  const chains = ((dataOf(coins).coins ?? []) as { coin_code?: unknown; blockchains?: Blockchain[] }[])
    .find((entry) => String(entry.coin_code).toUpperCase() === coin.toUpperCase())?.blockchains ?? [];
  const minValue = Number(chains.find((chain) => chain.is_default === true)?.min_value ?? Math.max(0, ...chains.map((chain) => Number(chain.min_value) || 0)));
  const fiatPerCoin = middle / 100 / Number(order.coin_amount);
  // Without a coin_amount the network's minimum is unknown in fiat: a tenth of the way in keeps clear of it.
  const floor = Number.isFinite(fiatPerCoin) && fiatPerCoin > 0 && Number.isFinite(minValue) ? Math.ceil(minValue * fiatPerCoin * 100 * 1.05) : 0;
  const ranges = limits.map((limit) => ({ ...limit, low: Math.max(limit.min, floor || limit.min) })).filter((range) => range.low <= range.max);
  test.skip(ranges.length === 0, `every method's transaction_limits for ${fiat} lie under the network minimum of ${coin}`);
  const cases = fc.constantFrom(...ranges).chain((range) => fc.integer({ min: range.low, max: range.max }).map((cents) => ({ method: range.id, cents })));
  // The edges the document names: each method's min and max, included.
  const edges = ranges.flatMap((range) => [{ method: range.id, cents: range.low }, { method: range.id, cents: range.max }]);
  await checkGeneratedCases(cases, async ({ method, cents }) => {
    const answer = await send(method, cents);
    expectRule('LEG-ORDER-WITHIN-LIMITS', answer.status === 200, () => answerLine(answer), `an order for ${(cents / 100).toFixed(2)} ${fiat} with payment_method_id ${method}, within its transaction_limits`);
    // The order created is in the documented schema: another promise than the limits, judged apart.
    expectShapeApart('LEG-ORDER-CREATE-SHAPE', validateResponse('createOrder', 200, answer.json), `the schema of POST /api/orders (source_amount ${(cents / 100).toFixed(2)}, payment_method_id ${method})`);
  }, { seed: target.seed, count: target.cases.perCheck, edges, rules: ['LEG-ORDER-WITHIN-LIMITS'] });
});
