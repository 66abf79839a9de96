import { test } from '../../kit/fixtures';
import { audit, ruleTitle } from '../../kit/audit-rule';
import { checking, WRITES } from '../../kit/checking';
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
  (shapeRule === rule ? expectShape : expectShapeApart)(
    shapeRule,
    answer,
    problems,
    `the schema of ${operationId} for ${what}`,
  );
}

/** The codes one listing of the sell side gives, checked served and in shape. */
async function sellListing(legacy: SurfaceClient, list: 'fiats' | 'coins'): Promise<unknown[]> {
  const answer = await legacy.get(`/api/${list}/sell`);
  // A listing's fields are its shape rule's (min_value is LEG-COINS-SHAPE's), a sell listing's availability this
  // rule's.
  expectServed(
    'LEG-LISTINGS-SELL',
    answer,
    list === 'fiats' ? 'listFiats' : 'listCoins',
    `GET /api/${list}/sell`,
    list === 'fiats' ? 'LEG-FIATS-SHAPE' : 'LEG-COINS-SHAPE',
  );
  const entries = dataOf(answer)[list];
  // Without the list itself there is nothing to judge availability by: the shape rule's failure, said at once.
  if (!Array.isArray(entries))
    violation(
      list === 'fiats' ? 'LEG-FIATS-SHAPE' : 'LEG-COINS-SHAPE',
      `data.${list} ${JSON.stringify(entries)?.slice(0, 40)}`,
      `an array of ${list}`,
    );
  return (entries as Record<string, unknown>[]).map((entry) => entry[list === 'fiats' ? 'fiat_code' : 'coin_code']);
}

test(
  ...audit('LEG-LISTINGS-SELL', async ({ legacy, target }) => {
    const { fiat, coin } = target.legacy.sample;
    const fiats = await sellListing(legacy, 'fiats');
    const coins = await sellListing(legacy, 'coins');
    // The effect: what the target quotes for a sell is available for sell.
    const quote = await legacy.get('/api/prices', { query: { source: coin, target: fiat } });
    const prices = quote.status === 200 ? dataOf(quote).prices : undefined;
    test.skip(
      !Array.isArray(prices) || prices.length === 0,
      `LEGACY_COIN=${coin}, LEGACY_FIAT=${fiat}: the target quotes no sell (${answerLine(quote)}), so which ` +
        `sell currencies it lists cannot be judged`,
    );
    expectRule(
      'LEG-LISTINGS-SELL',
      coins.includes(coin),
      () => `coins for sell ${JSON.stringify(coins)}`,
      `${coin}, quoted for a sell, among the coins for sell`,
    );
    expectRule(
      'LEG-LISTINGS-SELL',
      fiats.includes(fiat),
      () => `fiats for sell ${JSON.stringify(fiats)}`,
      `${fiat}, quoted for a sell, among the fiats for sell`,
    );
  }),
);

test(
  ...audit('LEG-PRICES-PAYMENT-METHOD', async ({ legacy, target }) => {
    const { fiat, coin } = target.legacy.sample;
    const base = { source: fiat, target: coin };
    const all = await legacy.get('/api/prices', { query: base });
    expectServed('LEG-PRICES-SHAPE', all, 'getPrices', `a price for source=${fiat}&target=${coin}`);
    const methods = [
      ...new Set((dataOf(all).prices as { payment_method_id?: unknown }[]).map((price) => price.payment_method_id)),
    ];
    // One method quoted proves nothing: a target that ignores payment_method_id would quote the same.
    test.skip(
      methods.length < 2,
      `LEGACY_FIAT=${fiat}, LEGACY_COIN=${coin}: the target quotes ${methods.length} payment method(s); a ` +
        `restriction needs 2 to show`,
    );
    const chosen = methods[methods.length - 1];
    const restricted = await legacy.get('/api/prices', { query: { ...base, payment_method_id: String(chosen) } });
    expectServed(
      'LEG-PRICES-PAYMENT-METHOD',
      restricted,
      'getPrices',
      `a price with payment_method_id=${String(chosen)}`,
    );
    const quoted = (dataOf(restricted).prices as { payment_method_id?: unknown }[]).map(
      (price) => price.payment_method_id,
    );
    expectRule(
      'LEG-PRICES-PAYMENT-METHOD',
      quoted.length > 0 && quoted.every((id) => id === chosen),
      () => `payment_method_id ${JSON.stringify(quoted)}`,
      `the one method ${String(chosen)}, quoted`,
    );
  }),
);

test(
  ...audit('LEG-PRICES-OPTIONAL-INPUTS', 'LEG-PRICES-SHAPE', async ({ legacy, target, data }) => {
    const { fiat, coin } = target.legacy.sample;
    const coins = await legacy.get('/api/coins/buy');
    const listed =
      coins.status === 200 ? (dataOf(coins).coins as { coin_code?: unknown; blockchains?: unknown }[]) : [];
    const chains = listed.find((entry) => entry.coin_code === coin)?.blockchains;
    const networks = Array.isArray(chains) ? (chains as { code?: unknown; is_default?: unknown }[]) : [];
    const network = (networks.find((chain) => isObject(chain) && chain.is_default === true) ?? networks[0])?.code;
    test.skip(
      typeof network !== 'string',
      `LEGACY_COIN=${coin} is not listed with a network by GET /api/coins/buy (${answerLine(coins)}): no ` +
        `blockchain to send`,
    );
    const base = { source: fiat, target: coin };
    for (const [name, value] of [
      ['account_reference', accountReference(data)],
      ['blockchain', network as string],
    ]) {
      const answer = await legacy.get('/api/prices', { query: { ...base, [name]: value } });
      expectServed(
        'LEG-PRICES-OPTIONAL-INPUTS',
        answer,
        'getPrices',
        `a price with ${name}=${value}`,
        'LEG-PRICES-SHAPE',
      );
    }
    // Beta: a code the target does not know may be quoted without discount or refused; never a 5xx.
    const discounted = await legacy.get('/api/prices', { query: { ...base, discount_code: 'CONFORMANCE-UNKNOWN' } });
    if (discounted.status === 200)
      expectServed(
        'LEG-PRICES-OPTIONAL-INPUTS',
        discounted,
        'getPrices',
        'a price with discount_code',
        'LEG-PRICES-SHAPE',
      );
    else
      expectClientError(
        'LEG-PRICES-OPTIONAL-INPUTS',
        discounted,
        'a quote, or a 4xx for a discount_code the target does not know (beta)',
      );
  }),
);

test(
  ...audit('LEG-ORDER-OPTIONAL-FIELDS', WRITES, async ({ legacy, target, data }) => {
    const { returnUrl, walletAddress } = target.legacy.sample;
    const buy = buyOrderBody(target, data, {
      return_url_on_cancelled: returnUrl,
      return_url_on_failure: returnUrl,
      email: syntheticEmail(data),
      mobile: `+4915550${data.string.numeric(5)}`,
    });
    expectServed(
      'LEG-ORDER-OPTIONAL-FIELDS',
      await legacy.post('/api/orders', { json: buy }),
      'createOrder',
      'a buy order with return URLs, email and mobile',
      'LEG-ORDER-CREATE-SHAPE',
    );
    const sell = sellOrderBody(target, data, { source_address: walletAddress });
    expectServed(
      'LEG-ORDER-OPTIONAL-FIELDS',
      await legacy.post('/api/orders', { json: sell }),
      'createOrder',
      'a sell order with source_address',
      'LEG-ORDER-CREATE-SHAPE',
    );
    // Beta: an unknown discount_code may be created without discount or refused; never a 5xx.
    const discounted = await legacy.post('/api/orders', {
      json: buyOrderBody(target, data, { discount_code: 'CONFORMANCE-UNKNOWN' }),
    });
    if (discounted.status === 200)
      expectServed(
        'LEG-ORDER-OPTIONAL-FIELDS',
        discounted,
        'createOrder',
        'a buy order with discount_code',
        'LEG-ORDER-CREATE-SHAPE',
      );
    else
      expectClientError(
        'LEG-ORDER-OPTIONAL-FIELDS',
        discounted,
        'an order, or a 4xx for a discount_code the target does not know (beta)',
      );
  }),
);

// refund_address_tag and source_address_tag ("sell orders only"), each sent on a sell: on a network whose address
// type uses a tag (address_tag.required true on GET /api/coins/sell, LEGACY_TAG_*) the order must be created; on the
// sample coin's network, which takes none, created, or refused as a well-formed request that cannot be processed
// (422, Errors › HTTP status), never as one that failed validation: each field is the string the table types.
type SellChain = { code?: unknown; min_value?: unknown; address_tag?: { required?: unknown } | null };

test(
  ruleTitle(
    'LEG-ORDER-OPTIONAL-FIELDS',
    'a sell with refund_address_tag and source_address_tag on a network that takes a tag',
  ),
  checking('LEG-ORDER-OPTIONAL-FIELDS', WRITES),
  async ({ legacy, target, data }) => {
    const { coin, walletAddress, tag } = target.legacy.tagSample;
    const coins = await legacy.get('/api/coins/sell');
    const listed =
      coins.status === 200 ? ((dataOf(coins).coins ?? []) as { coin_code?: unknown; blockchains?: SellChain[] }[]) : [];
    const chain = listed
      .find((entry) => entry.coin_code === coin)
      ?.blockchains?.find((entry) => entry.address_tag?.required === true);
    // Not tried where no sell network takes a tag: the rule shows partially checked with this reason, never passed by
    // it.
    test.skip(
      !chain || typeof chain.code !== 'string',
      `LEGACY_TAG_COIN=${coin}: GET /api/coins/sell lists no network of it whose address_tag.required is true ` +
        `(${answerLine(coins)}): tags on a sell are not tried`,
    );
    const minimum = Number(chain!.min_value);
    const body = sellOrderBody(target, data, {
      source: coin,
      blockchain: chain!.code as string,
      source_amount: String(Number.isFinite(minimum) && minimum > 0 ? minimum * 2 : 1),
      refund_address: walletAddress,
      refund_address_tag: tag,
      source_address: walletAddress,
      source_address_tag: tag,
    });
    expectServed(
      'LEG-ORDER-OPTIONAL-FIELDS',
      await legacy.post('/api/orders', { json: body }),
      'createOrder',
      `a sell of ${coin} on ${String(chain!.code)} with refund_address_tag and source_address_tag ${tag}`,
      'LEG-ORDER-CREATE-SHAPE',
    );
  },
);

test(
  ruleTitle(
    'LEG-ORDER-OPTIONAL-FIELDS',
    "a sell with address tags on the sample coin's network: created, or refused with 422",
  ),
  checking('LEG-ORDER-OPTIONAL-FIELDS', WRITES),
  async ({ legacy, target, data }) => {
    const { walletAddress } = target.legacy.sample;
    const tags = {
      refund_address_tag: data.string.numeric(6),
      source_address: walletAddress,
      source_address_tag: data.string.numeric(6),
    };
    const tagged = await legacy.post('/api/orders', { json: sellOrderBody(target, data, tags) });
    skipWhereRateLimited(tagged, 'a sell with address tags');
    if (tagged.status === 200)
      return expectServed(
        'LEG-ORDER-OPTIONAL-FIELDS',
        tagged,
        'createOrder',
        'a sell order with refund_address_tag and source_address_tag',
        'LEG-ORDER-CREATE-SHAPE',
      );
    expectRule(
      'LEG-ORDER-OPTIONAL-FIELDS',
      tagged.status === 422,
      () => answerLine(tagged),
      'the order, or 422 (well formed, cannot be processed) for tags on a network that may take none; every ' +
        'field is a string as documented, so not a 400',
    );
    // The 422's body is the create refusal's errors object: that shape is its own rule, judged apart.
    expectShapeApart(
      'LEG-ORDER-422-SHAPE',
      tagged,
      validateResponse('createOrder', 422, tagged.json),
      'the 422 body of POST /api/orders',
    );
  },
);
