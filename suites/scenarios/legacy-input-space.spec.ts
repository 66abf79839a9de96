import type { Faker } from '@faker-js/faker';
import { test } from '../../kit/fixtures';
import { ruleTitle } from '../../kit/audit-rule';
import { checking, WRITES } from '../../kit/checking';
import { dataOf, expectClientError, expectStatus, isObject, skipWhereRateLimited } from '../../kit/checks/response';
import { answerLine, expectRule, expectShapeApart } from '../../kit/checks/violation';
import { accountReference } from '../../kit/legacy/orders';
import { perPageBounds } from '../../kit/legacy/per-page';
import { syntheticEmail } from '../../kit/native/requests';
import { legacyOperation, optionalInputs, type ExchangeDirection } from '../../kit/spec';
import { documentedRequest, validateResponse } from '../../kit/validation';
import type { TargetConfig } from '../../kit/config/target-config';
import type { Answer, SurfaceClient } from '../../kit/http/surface-client';
import type { RuleId } from '../../rules';
import { budgetHolds, plannedRequests } from '../../kit/http/request-plan';

// Issue 33, item 4: every optional input of POST /api/orders and GET /api/prices, on a buy and on a sell, alone and
// with all the others; the inputs come from specs/legacy.yaml (x-directions, x-direction, x-not-with), so a field the
// spec gains is tried here or the run stops on its missing value. The coverage map shows what a run tried.

const DIRECTIONS: readonly ExchangeDirection[] = ['buy', 'sell'];

/** The pair and amounts of one exchange type, and what the target lists for it. */
interface Exchange {
  direction: ExchangeDirection;
  source: string;
  target: string;
  coin: string;
  fiat: string;
  /** The amount of the source and of the target, as the document's strings. */
  sourceAmount: string;
  targetAmount: string;
  /** A payment method the target lists for the pair, a network of the coin it lists. */
  paymentMethodId?: number;
  network?: string;
  /** A tag the network's address_tag.regex takes, where the network takes one (address_tag with a name or regex). */
  tag?: string;
  /** An address of the coin: the tag sample's for the tag coin, the sample's otherwise. */
  address: string;
}

/**
 * The sample fiat with, for a buy, the sample coin; for a sell, the tag coin where the target sells it (its network
 * takes the sell's tags), else the sample coin.
 */
async function exchangeOf(
  legacy: SurfaceClient,
  target: TargetConfig,
  direction: ExchangeDirection,
): Promise<Exchange> {
  const { fiat } = target.legacy.sample;
  const coins = await legacy.get(`/api/coins/${direction}`);
  const listed =
    coins.status === 200 && Array.isArray(dataOf(coins).coins)
      ? (dataOf(coins).coins as Record<string, unknown>[])
      : [];
  const tagCoin = direction === 'sell' && listed.some((entry) => entry.coin_code === target.legacy.tagSample.coin);
  const coin = tagCoin ? target.legacy.tagSample.coin : target.legacy.sample.coin;
  const [source, destination] = direction === 'buy' ? [fiat, coin] : [coin, fiat];
  const methods = await legacy.get('/api/payment-methods', { query: { source, target: destination } });
  const offered =
    methods.status === 200 && Array.isArray(dataOf(methods).payment_methods)
      ? (dataOf(methods).payment_methods as { id?: unknown }[])
      : [];
  const entry = listed.find((candidate) => candidate.coin_code === coin);
  const chains = Array.isArray(entry?.blockchains) ? entry.blockchains.filter(isObject) : [];
  const chain = chains.find((candidate) => candidate.is_default === true) ?? chains[0];
  // A coin amount well above the network's minimum (min_value), where one is listed.
  const minimum = typeof chain?.min_value === 'number' ? chain.min_value : 0.001;
  const coinAmount = String(Number((minimum * 20).toPrecision(3)));
  const id = offered.map((method) => method.id).find((candidate) => typeof candidate === 'number');
  const addressTag = isObject(chain?.address_tag) ? chain.address_tag : undefined;
  const takesTag = Boolean(addressTag && (addressTag.name || addressTag.regex || addressTag.required));
  return {
    direction,
    source,
    target: destination,
    coin,
    fiat,
    sourceAmount: direction === 'buy' ? '100' : coinAmount,
    targetAmount: direction === 'buy' ? coinAmount : '100',
    ...(typeof id === 'number' ? { paymentMethodId: id } : {}),
    ...(typeof chain?.code === 'string' ? { network: chain.code } : {}),
    ...(takesTag ? { tag: target.legacy.tagSample.tag } : {}),
    address: tagCoin ? target.legacy.tagSample.walletAddress : target.legacy.sample.walletAddress,
  };
}

/**
 * The value each optional input is tried with, by its name in specs/legacy.yaml; a name without a row stops the run.
 */
const values: Record<string, (exchange: Exchange, target: TargetConfig, data: Faker) => unknown> = {
  source_amount: (exchange) => exchange.sourceAmount,
  target_amount: (exchange) => exchange.targetAmount,
  payment_method_id: (exchange) => exchange.paymentMethodId,
  blockchain: (exchange) => exchange.network,
  account_reference: (_, __, data) => accountReference(data),
  // Beta: a code the target does not know; quoted or created without discount, or refused with a 4xx.
  discount_code: () => 'CONFORMANCE-UNKNOWN',
  return_url_on_cancelled: (_, target) => target.legacy.sample.returnUrl,
  return_url_on_failure: (_, target) => target.legacy.sample.returnUrl,
  meta_data: (_, __, data) => `conformance ${data.string.alphanumeric(10)}`,
  email: (_, __, data) => syntheticEmail(data),
  mobile: (_, __, data) => `+4915550${data.string.numeric(5)}`,
  refund_address_tag: (exchange, target) => exchange.tag ?? target.legacy.tagSample.tag,
  source_address: (exchange) => exchange.address,
  source_address_tag: (exchange, target) => exchange.tag ?? target.legacy.tagSample.tag,
};

/** The optional inputs of an operation for one exchange type, each with its value; an input without one is named. */
function inputsOf(operationId: string, exchange: Exchange, target: TargetConfig, data: Faker) {
  return optionalInputs(legacyOperation(operationId))
    .filter((input) => !input.direction || input.direction === exchange.direction)
    .map((input) => {
      const value = values[input.name];
      if (!value)
        throw new Error(
          `${operationId}: optional input ${input.name} has no value in suites/scenarios/legacy-input-space.spec.ts`,
        );
      return { ...input, value: value(exchange, target, data) };
    });
}

/** Every optional input at once, and where two exclude each other (x-not-with), a request for each. */
function together<T extends { name: string; notWith?: string; value: unknown }>(
  inputs: readonly T[],
): Record<string, unknown>[] {
  const excluded = inputs.filter((input) => input.notWith && inputs.some((other) => other.name === input.notWith));
  const rest = Object.fromEntries(
    inputs.filter((input) => !excluded.includes(input)).map((input) => [input.name, input.value]),
  );
  return excluded.length ? excluded.map((input) => ({ ...rest, [input.name]: input.value })) : [rest];
}

/** The price query types its amounts as floats (the order body, as strings). */
const asQuery = (name: string, value: unknown) => (name.endsWith('_amount') ? Number(value) : value);

/** A request tried, and why the document lets it be refused with a 4xx, where it does. */
type Tried = { what: string; answer: Answer; mayRefuse?: string };

/**
 * Inputs the document lets a target refuse with a 4xx: an unknown code of a beta input, a tag on a network without one.
 */
function mayRefuse(names: readonly string[], exchange: Exchange): string | undefined {
  const reasons = [
    ...(names.includes('discount_code') ? ['a discount_code the target does not know (beta)'] : []),
    ...(!exchange.tag && names.some((name) => name.endsWith('_tag'))
      ? [`a tag on ${exchange.network ?? 'a network'}, which takes none`]
      : []),
  ];
  return reasons.length ? reasons.join(', ') : undefined;
}

/** Served (200 and the operation's schema); where the document allows, a 4xx instead. */
function expectTried(
  rule: RuleId,
  shapeRule: RuleId,
  operationId: string,
  { what, answer, mayRefuse: refusable }: Tried,
): void {
  skipWhereRateLimited(answer, what);
  if (refusable && answer.status !== 200)
    return expectClientError(rule, answer, `${what}: served, or a 4xx for ${refusable}`);
  expectRule(rule, answer.status === 200, () => answerLine(answer), `200 for ${what}`);
  expectShapeApart(
    shapeRule,
    answer,
    validateResponse(operationId, 200, answer.json),
    `the schema of ${operationId} for ${what}`,
  );
}

for (const direction of DIRECTIONS) {
  test(
    ruleTitle('LEG-ORDER-OPTIONAL-FIELDS', `each optional field alone, then all together, on a ${direction}`),
    checking('LEG-ORDER-OPTIONAL-FIELDS', 'LEG-ORDER-CREATE-SHAPE', 'ASSUME-LEG-ORDER-NO-AMOUNT', WRITES),
    async ({ legacy, target, data }) => {
      const exchange = await exchangeOf(legacy, target, direction);
      const base = {
        account_reference: accountReference(data),
        source: exchange.source,
        target: exchange.target,
        return_url_on_success: target.legacy.sample.returnUrl,
        // "Yes in schema": the address of the exchange type, always sent (ASSUME-LEG-YES-IN-SCHEMA).
        ...(direction === 'buy' ? { wallet_address: exchange.address } : { refund_address: exchange.address }),
      };
      const inputs = inputsOf('createOrder', exchange, target, data).filter(
        (input) => input.name !== 'account_reference',
      );
      const unknown = inputs.filter((input) => input.value === undefined).map((input) => input.name);
      test.skip(
        unknown.length > 0,
        `LEGACY_COIN/LEGACY_TAG_COIN: the target lists no ${unknown.join(' or ')} ` +
          `for a ${direction} of ${exchange.coin} with ${exchange.fiat}`,
      );
      const tried: Tried[] = [];
      for (const input of inputs) {
        const body = documentedRequest('createOrder', 'body', {
          ...base,
          account_reference: accountReference(data),
          [input.name]: input.value,
        });
        tried.push({
          what: `a ${direction} order with ${input.name} alone`,
          answer: await legacy.post('/api/orders', { json: body }),
          mayRefuse: mayRefuse([input.name], exchange),
        });
      }
      for (const all of together(inputs)) {
        const body = documentedRequest('createOrder', 'body', {
          ...base,
          account_reference: accountReference(data),
          ...all,
        });
        tried.push({
          what: `a ${direction} order with ${Object.keys(all).join(', ')}`,
          answer: await legacy.post('/api/orders', { json: body }),
          mayRefuse: mayRefuse(Object.keys(all), exchange),
        });
      }
      for (const one of tried) expectTried('LEG-ORDER-OPTIONAL-FIELDS', 'LEG-ORDER-CREATE-SHAPE', 'createOrder', one);
    },
  );
}

/** Price requests of the test below beyond the gate's: the sell's inputs alone, and every input at once both ways. */
const PRICE_REQUESTS = 8;
/** The gate's own price requests (kit/run/request-plan.ts). */
const GATE_PRICE_REQUESTS = plannedRequests('prices', 'sandbox');

test(
  ruleTitle('LEG-PRICES-OPTIONAL-INPUTS', 'on a sell alone, then all together on a buy and a sell'),
  checking('LEG-PRICES-OPTIONAL-INPUTS', 'LEG-PRICES-SHAPE', 'ASSUME-PRICES-BUDGET'),
  async ({ legacy, target, data }) => {
    // These go where the budget holds them beside the gate's, or where the plan waits in real time: never a gate's
    // wait.
    const budget = target.requestLimits.prices[target.env];
    test.skip(
      !budgetHolds(target.realTime, budget, 'prices', 'sandbox'),
      `LEGACY_PRICES_BUDGET=${budget}: the suite's other price requests take ${GATE_PRICE_REQUESTS} a minute; ` +
        `these ${PRICE_REQUESTS} and the discount's need room beside them or a plan that waits ` +
        `in real time (nightly, certification)`,
    );
    const tried: Tried[] = [];
    for (const direction of DIRECTIONS) {
      const exchange = await exchangeOf(legacy, target, direction);
      const pair = { source: exchange.source, target: exchange.target };
      const inputs = inputsOf('getPrices', exchange, target, data);
      const unknown = inputs.filter((input) => input.value === undefined).map((input) => input.name);
      test.skip(
        unknown.length > 0,
        `the target lists no ${unknown.join(' or ')} for a ${direction} of ${exchange.coin} with ${exchange.fiat}`,
      );
      // The buy's inputs alone are the other price tests' (LEG-PRICES-OPTIONAL-INPUTS, LEG-PRICES-PAYMENT-METHOD, the
      // amounts').
      const alone = direction === 'sell' ? inputs.filter((input) => !input.name.endsWith('_amount')) : [];
      for (const input of alone) {
        const query = documentedRequest('getPrices', 'query', {
          ...pair,
          [input.name]: asQuery(input.name, input.value),
        });
        tried.push({
          what: `a sell price with ${input.name} alone`,
          answer: await legacy.get('/api/prices', { query }),
          mayRefuse: mayRefuse([input.name], exchange),
        });
      }
      for (const all of together(inputs)) {
        const query = documentedRequest('getPrices', 'query', {
          ...pair,
          ...Object.fromEntries(Object.entries(all).map(([name, value]) => [name, asQuery(name, value)])),
        });
        tried.push({
          what: `a ${direction} price with ${Object.keys(all).join(', ')}`,
          answer: await legacy.get('/api/prices', { query }),
          mayRefuse: mayRefuse(Object.keys(all), exchange),
        });
      }
    }
    expectRule(
      'LEG-PRICES-OPTIONAL-INPUTS',
      tried.length === PRICE_REQUESTS,
      () => `${tried.length} price requests`,
      `the ${PRICE_REQUESTS} this test is budgeted for`,
    );
    for (const one of tried) expectTried('LEG-PRICES-OPTIONAL-INPUTS', 'LEG-PRICES-SHAPE', 'getPrices', one);
  },
);

test(
  ruleTitle('LEG-PAYMENT-METHODS-DIRECTION', 'source alone and target alone, on a buy and a sell'),
  checking('LEG-PAYMENT-METHODS-DIRECTION', 'LEG-PAYMENT-METHODS-SHAPE'),
  async ({ legacy, target }) => {
    const { fiat, coin } = target.legacy.sample;
    const ids = async (query: Record<string, string>) => {
      const answer = await legacy.get('/api/payment-methods', { query });
      expectStatus(
        'LEG-PAYMENT-METHODS-SHAPE',
        answer,
        200,
        `200 with data.payment_methods for ${new URLSearchParams(query)}`,
      );
      const methods = dataOf(answer).payment_methods;
      return new Set(
        (Array.isArray(methods) ? methods : []).map((method) => (isObject(method) ? method.id : undefined)),
      );
    };
    const cases: { direction: ExchangeDirection; pair: Record<string, string>; alone: Record<string, string>[] }[] = [
      { direction: 'buy', pair: { source: fiat, target: coin }, alone: [{ source: fiat }, { target: coin }] },
      { direction: 'sell', pair: { source: coin, target: fiat }, alone: [{ source: coin }, { target: fiat }] },
    ];
    for (const { direction, pair, alone } of cases) {
      const both = await ids(pair);
      test.skip(
        both.size === 0,
        `LEGACY_FIAT=${fiat}, LEGACY_COIN=${coin}: the target lists no ${direction} method for the pair`,
      );
      const other = await ids({ source: pair.target, target: pair.source });
      for (const query of alone) {
        // One side alone names the exchange type as well: its methods include the pair's, and none of the other type's.
        const one = await ids(query);
        const missing = [...both].filter((id) => !one.has(id));
        expectRule(
          'LEG-PAYMENT-METHODS-DIRECTION',
          missing.length === 0,
          () =>
            `methods ${JSON.stringify(missing)} of source=${pair.source}&target=${pair.target} ` +
            `missing for ${new URLSearchParams(query)}`,
          `every ${direction} method of the pair, the exchange type following from the one side given`,
        );
        const crossed = [...one].filter((id) => other.has(id) && !both.has(id));
        expectRule(
          'LEG-PAYMENT-METHODS-DIRECTION',
          crossed.length === 0,
          () =>
            `methods ${JSON.stringify(crossed)} of the other exchange type listed for ${new URLSearchParams(query)}`,
          `only ${direction} methods for ${new URLSearchParams(query)}`,
        );
      }
    }
  },
);

test(
  ruleTitle('LEG-ORDERS-LIST-SHAPE', 'each optional query alone, then all together'),
  checking('LEG-ORDERS-LIST-SHAPE', 'LEG-ORDERS-STATUS-FILTER', 'LEG-ORDERS-ACCOUNT-FILTER'),
  async ({ legacy, target }) => {
    const range = { start_date: target.legacy.ordersFrom, end_date: target.legacy.ordersTo };
    const list = async (query: Record<string, unknown>, what: string) => {
      const answer = await legacy.get('/api/orders', {
        query: documentedRequest('listOrders', 'query', { ...range, ...query }),
      });
      expectRule(
        'LEG-ORDERS-LIST-SHAPE',
        answer.status === 200,
        () => answerLine(answer),
        `200 for the bulk list with ${what}`,
      );
      expectShapeApart(
        'LEG-ORDERS-LIST-SHAPE',
        answer,
        validateResponse('listOrders', 200, answer.json),
        `the schema of GET /api/orders with ${what}`,
      );
      const orders = dataOf(answer).orders;
      return Array.isArray(orders) ? orders.filter(isObject) : [];
    };
    // The values come from the target's own orders: a customer it holds, a status it gives (the relations judge the
    // filters). per_page alone at its maximum: the schema is judged on a page of every kind of order in the range (an
    // unpaid one, a sell), where a field that changes with the order's state can show.
    const [first] = await list({ per_page: perPageBounds().maximum }, 'per_page alone, at its maximum');
    test.skip(
      !first || typeof first.account_reference !== 'string' || typeof first.status !== 'string',
      `LEGACY_ORDERS_FROM=${range.start_date}, LEGACY_ORDERS_TO=${range.end_date}: the target lists no order ` +
        `with an account_reference and a status in the range`,
    );
    const values = { status: first.status, per_page: 1, page: 1, account_reference: first.account_reference };
    const inputs = optionalInputs(legacyOperation('listOrders')).map((input) => input.name);
    const unknown = inputs.filter((name) => !(name in values));
    if (unknown.length)
      throw new Error(
        `listOrders: optional input ${unknown.join(', ')} has no value in suites/scenarios/legacy-input-space.spec.ts`,
      );
    for (const name of inputs.filter((input) => input !== 'per_page'))
      await list({ [name]: values[name as keyof typeof values] }, `${name} alone`);
    const all = await list(values, inputs.join(', '));
    expectRule(
      'LEG-ORDERS-LIST-SHAPE',
      all.length === 1,
      () => `${all.length} orders`,
      `one order: page 1 of one a page, of the customer and status of an order the target listed (${String(first.id)})`,
    );
  },
);
