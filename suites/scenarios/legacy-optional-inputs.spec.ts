import { test } from '../../kit/fixtures';
import { audit } from '../../kit/audit-rule';
import { WRITES } from '../../kit/checking';
import { dataOf, expectClientError, isObject, skipWhereRateLimited } from '../../kit/checks/response';
import { answerLine, expectRule, expectShape, expectShapeApart, violation } from '../../kit/checks/violation';
import { accountReference, buyOrderBody, sellOrderBody } from '../../kit/legacy/orders';
import { syntheticEmail } from '../../kit/native/requests';
import { validateResponse } from '../../kit/validation';
import type { Answer, SurfaceClient } from '../../kit/http/surface-client';
import type { RuleId } from '../../rules';

// The inputs the document lists as optional, each sent once: accepted, in the documented shape. Their effects are
// not observable from outside (a customer's KYC, a network the quote does not name, a checkout page's fields), so
// the coverage map says so (rules/coverage-notes.ts).

/**
 * Served: 200 and the documented schema of the operation; a 429 (the price endpoint is rate limited) is inconclusive.
 * The schema is the shape rule's where it is given: a quote's discount, present only for a discount code, is a field
 * of the price quote (LEG-PRICES-SHAPE), not of the input that brought it.
 */
function expectServed(rule: RuleId, answer: Answer, operationId: string, what: string, shapeRule: RuleId = rule): void {
  skipWhereRateLimited(answer, what);
  expectRule(rule, answer.status === 200, () => answerLine(answer), `200 for ${what}`);
  const problems = validateResponse(operationId, 200, answer.json);
  // Another rule's shape is its own verdict: judged apart, so this rule still judges what it can.
  (shapeRule === rule ? expectShape : expectShapeApart)(shapeRule, problems, `the schema of ${operationId} for ${what}`);
}

/** The codes one listing of the sell side gives, checked served and in shape. */
async function sellListing(legacy: SurfaceClient, list: 'fiats' | 'coins'): Promise<unknown[]> {
  const answer = await legacy.get(`/api/${list}/sell`);
  // A listing's fields are its shape rule's (min_value is LEG-COINS-SHAPE's), a sell listing's availability this rule's.
  expectServed('LEG-LISTINGS-SELL', answer, list === 'fiats' ? 'listFiats' : 'listCoins', `GET /api/${list}/sell`, list === 'fiats' ? 'LEG-FIATS-SHAPE' : 'LEG-COINS-SHAPE');
  const entries = dataOf(answer)[list];
  // Without the list itself there is nothing to judge availability by: the shape rule's failure, said at once.
  if (!Array.isArray(entries)) violation(list === 'fiats' ? 'LEG-FIATS-SHAPE' : 'LEG-COINS-SHAPE', `data.${list} ${JSON.stringify(entries)?.slice(0, 40)}`, `an array of ${list}`);
  return (entries as Record<string, unknown>[]).map((entry) => entry[list === 'fiats' ? 'fiat_code' : 'coin_code']);
}

test(...audit('LEG-LISTINGS-SELL', async ({ legacy, target }) => {
  const { fiat, coin } = target.legacy.sample;
  const fiats = await sellListing(legacy, 'fiats');
  const coins = await sellListing(legacy, 'coins');
  // The effect: what the target quotes for a sell is available for sell.
  const quote = await legacy.get('/api/prices', { query: { source: coin, target: fiat } });
  const prices = quote.status === 200 ? dataOf(quote).prices : undefined;
  test.skip(!Array.isArray(prices) || prices.length === 0, `LEGACY_COIN=${coin}, LEGACY_FIAT=${fiat}: the target quotes no sell (${answerLine(quote)}), so which sell currencies it lists cannot be judged`);
  expectRule('LEG-LISTINGS-SELL', coins.includes(coin), () => `coins for sell ${JSON.stringify(coins)}`, `${coin}, quoted for a sell, among the coins for sell`);
  expectRule('LEG-LISTINGS-SELL', fiats.includes(fiat), () => `fiats for sell ${JSON.stringify(fiats)}`, `${fiat}, quoted for a sell, among the fiats for sell`);
}));

test(...audit('LEG-PRICES-PAYMENT-METHOD', async ({ legacy, target }) => {
  const { fiat, coin } = target.legacy.sample;
  const base = { source: fiat, target: coin };
  const all = await legacy.get('/api/prices', { query: base });
  expectServed('LEG-PRICES-SHAPE', all, 'getPrices', `a price for source=${fiat}&target=${coin}`);
  const methods = [...new Set((dataOf(all).prices as { payment_method_id?: unknown }[]).map((price) => price.payment_method_id))];
  // One method quoted proves nothing: a target that ignores payment_method_id would quote the same.
  test.skip(methods.length < 2, `LEGACY_FIAT=${fiat}, LEGACY_COIN=${coin}: the target quotes ${methods.length} payment method(s); a restriction needs 2 to show`);
  const chosen = methods[methods.length - 1];
  const restricted = await legacy.get('/api/prices', { query: { ...base, payment_method_id: String(chosen) } });
  expectServed('LEG-PRICES-PAYMENT-METHOD', restricted, 'getPrices', `a price with payment_method_id=${chosen}`);
  const quoted = (dataOf(restricted).prices as { payment_method_id?: unknown }[]).map((price) => price.payment_method_id);
  expectRule('LEG-PRICES-PAYMENT-METHOD', quoted.length > 0 && quoted.every((id) => id === chosen), () => `payment_method_id ${JSON.stringify(quoted)}`, `the one method ${chosen}, quoted`);
}));

test(...audit('LEG-PRICES-OPTIONAL-INPUTS', 'LEG-PRICES-SHAPE', async ({ legacy, target, data }) => {
  const { fiat, coin } = target.legacy.sample;
  const coins = await legacy.get('/api/coins/buy');
  const listed = coins.status === 200 ? (dataOf(coins).coins as { coin_code?: unknown; blockchains?: unknown }[]) : [];
  const chains = listed.find((entry) => entry.coin_code === coin)?.blockchains;
  const network = Array.isArray(chains) ? (chains.find((chain) => isObject(chain) && chain.is_default === true) ?? chains[0])?.code : undefined;
  test.skip(typeof network !== 'string', `LEGACY_COIN=${coin} is not listed with a network by GET /api/coins/buy (${answerLine(coins)}): no blockchain to send`);
  const base = { source: fiat, target: coin };
  for (const [name, value] of [['account_reference', accountReference(data)], ['blockchain', network as string]]) {
    const answer = await legacy.get('/api/prices', { query: { ...base, [name]: value } });
    expectServed('LEG-PRICES-OPTIONAL-INPUTS', answer, 'getPrices', `a price with ${name}=${value}`, 'LEG-PRICES-SHAPE');
  }
  // Beta: a code the target does not know may be quoted without discount or refused; never a 5xx.
  const discounted = await legacy.get('/api/prices', { query: { ...base, discount_code: 'CONFORMANCE-UNKNOWN' } });
  if (discounted.status === 200) expectServed('LEG-PRICES-OPTIONAL-INPUTS', discounted, 'getPrices', 'a price with discount_code', 'LEG-PRICES-SHAPE');
  else expectClientError('LEG-PRICES-OPTIONAL-INPUTS', discounted, 'a quote, or a 4xx for a discount_code the target does not know (beta)');
}));

test(...audit('LEG-ORDER-OPTIONAL-FIELDS', WRITES, async ({ legacy, target, data }) => {
  const { returnUrl, walletAddress } = target.legacy.sample;
  const buy = buyOrderBody(target, data, {
    return_url_on_cancelled: returnUrl, return_url_on_failure: returnUrl,
    email: syntheticEmail(data), mobile: `+4915550${data.string.numeric(5)}`,
  });
  expectServed('LEG-ORDER-OPTIONAL-FIELDS', await legacy.post('/api/orders', { json: buy }), 'createOrder', 'a buy order with return URLs, email and mobile', 'LEG-ORDER-CREATE-SHAPE');
  const sell = sellOrderBody(target, data, { source_address: walletAddress });
  expectServed('LEG-ORDER-OPTIONAL-FIELDS', await legacy.post('/api/orders', { json: sell }), 'createOrder', 'a sell order with source_address', 'LEG-ORDER-CREATE-SHAPE');
  // Tags on the sample coin's network, which may take none: created, or refused with a 4xx; never a 5xx.
  const tagged = await legacy.post('/api/orders', { json: sellOrderBody(target, data, { refund_address_tag: data.string.numeric(6), source_address: walletAddress, source_address_tag: data.string.numeric(6) }) });
  if (tagged.status === 200) expectServed('LEG-ORDER-OPTIONAL-FIELDS', tagged, 'createOrder', 'a sell order with refund_address_tag and source_address_tag', 'LEG-ORDER-CREATE-SHAPE');
  else expectClientError('LEG-ORDER-OPTIONAL-FIELDS', tagged, 'an order, or a 4xx for tags on a network that takes none');
  // Beta: an unknown discount_code may be created without discount or refused; never a 5xx.
  const discounted = await legacy.post('/api/orders', { json: buyOrderBody(target, data, { discount_code: 'CONFORMANCE-UNKNOWN' }) });
  if (discounted.status === 200) expectServed('LEG-ORDER-OPTIONAL-FIELDS', discounted, 'createOrder', 'a buy order with discount_code', 'LEG-ORDER-CREATE-SHAPE');
  else expectClientError('LEG-ORDER-OPTIONAL-FIELDS', discounted, 'an order, or a 4xx for a discount_code the target does not know (beta)');
}));
