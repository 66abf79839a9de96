import type { Faker } from '@faker-js/faker';
import { test } from '../../kit/fixtures';
import { checking, judgedByRelations, WRITES } from '../../kit/checking';
import { ruleTitle } from '../../kit/audit-rule';
import type { Answer, SurfaceClient } from '../../kit/http/surface-client';
import type { TargetConfig } from '../../kit/config/target-config';
import { dataOf, expectStatus, skipWhereRateLimited } from '../../kit/checks/response';
import { answerLine, expectRule } from '../../kit/checks/violation';
import { buyOrderBody, createOrder, sellOrderBody } from '../../kit/legacy/orders';
import { customerOrdersPage } from '../../kit/legacy/fresh-list';
import type { Readings } from '../../kit/readings/readings';
import { buyBody, createBuy } from '../../kit/hosted/buy';
import { freshQuoteId, limitsPath, objectOf, pricing, rampBody } from '../../kit/native/requests';
import { externalCustomerId } from '../../kit/hosted/buy';
import type { RuleId } from '../../rules';

// The relation checker (kit/relations) judges every answer of every test against the relation map (rules/relations).
// These tests make the answers its rules need, each judged there and filed under its rule; their own checks are the
// preconditions: each answer served, so that a relation had something to judge.

const LISTS: [path: string, rule: RuleId][] = [
  ['/api/fiats/buy', 'LEG-FIATS-SHAPE'],
  ['/api/fiats/sell', 'LEG-LISTINGS-SELL'],
  ['/api/coins/buy', 'LEG-COINS-SHAPE'],
  ['/api/coins/sell', 'LEG-LISTINGS-SELL'],
  ['/api/countries', 'LEG-COUNTRIES-SHAPE'],
  ['/api/countries/us/states', 'LEG-STATES-SHAPE'],
  ['/api/payment-methods', 'LEG-PAYMENT-METHODS-SHAPE'],
];

test(
  'the reference lists, each entry once, one default network a coin, limits in order, codes the lists give, the ' +
    "world's codes and names, logos as links",
  judgedByRelations(
    'LEG-REFERENCE-UNIQUE',
    'LEG-COINS-ONE-DEFAULT',
    'LEG-PAYMENT-METHOD-LIMITS',
    'LEG-REFERENCE-MEMBERSHIP',
    'LEG-AMOUNTS-NOT-NEGATIVE',
    'LEG-CODES-AS-LISTED',
    'LEG-WORLD-CODES',
    'LEG-WORLD-NAMES',
    'LEG-AGENTS-KNOWN',
    'LEG-PM-LOGO-URL',
    'ASSUME-LEG-WORLD-CODES',
    'ASSUME-LEG-WORLD-NAMES',
  ),
  async ({ legacy, target }) => {
    const { fiat, coin } = target.legacy.sample;
    const filtered: [string, RuleId][] = [
      [`/api/payment-methods?source=${fiat}&target=${coin}`, 'LEG-PAYMENT-METHODS-DIRECTION'],
      [`/api/payment-methods?source=${coin}&target=${fiat}`, 'LEG-PAYMENT-METHODS-DIRECTION'],
    ];
    for (const [path, rule] of [...LISTS, ...filtered])
      expectStatus(rule, await legacy.get(path), 200, `200 with the list of GET ${path}`);
  },
);

test(
  'a buy and a sell created and listed: each listed as created, on a network of its coin, in a country listed',
  judgedByRelations(
    'LEG-ORDERS-LIST-AS-CREATED',
    'LEG-REFERENCE-MEMBERSHIP',
    'LEG-ORDER-CREATE-ECHO',
    'LEG-ORDERS-META-DATA',
    'LEG-ORDERS-ACCOUNT-FILTER',
    'LEG-AMOUNTS-NOT-NEGATIVE',
    'LEG-CODES-AS-LISTED',
    'LEG-CHECKOUT-URL-FORM',
    WRITES,
  ),
  async ({ legacy, target, data, readings }) => {
    // The network sent where the coin lists one (LEG-ORDER-CREATE-ECHO): its default, the one every address fits.
    const coins = await legacy.get('/api/coins/buy');
    expectStatus('LEG-COINS-SHAPE', coins, 200, '200 with data.coins');
    const listed = (
      (dataOf(coins).coins ?? []) as { coin_code?: unknown; blockchains?: { code?: unknown; is_default?: unknown }[] }[]
    ).find((entry) => String(entry.coin_code).toUpperCase() === target.legacy.sample.coin.toUpperCase());
    const network = listed?.blockchains?.find((chain) => chain.is_default === true)?.code;
    const buy = buyOrderBody(target, data, {
      meta_data: `relations-${data.string.alphanumeric(8)}`,
      ...(typeof network === 'string' ? { blockchain: network } : {}),
    });
    const sell = sellOrderBody(target, data, { account_reference: buy.account_reference });
    const created = [(await createOrder(legacy, buy)).order, (await createOrder(legacy, sell)).order];
    // A third order of the customer that differs from the first two in fiat, coin and network: the list must give
    // each order its own, not another's of the same customer (LEG-ORDERS-LIST-AS-CREATED). Where
    // the target lists LEGACY_NETWORK_COIN on LEGACY_NETWORK; another fiat it lists for buys, else the sample's.
    const other = target.legacy.networkSample;
    const onOtherNetwork = listsOnNetwork(coins, other);
    if (onOtherNetwork) created.push(await otherOrder(legacy, target, data, String(buy.account_reference)));
    await expectListed(legacy, readings, String(buy.account_reference), created);
  },
);

/** How far apart on the control clock a customer's two orders are created: more than a second of created_at. */
const SECONDS_APART = 2;

// Orders created within one second give a created_at listed with another order's no chance to show: here a customer's
// second order is created seconds after the first on the target's control clock, in a clock scope of this test's own
// (no other test's time moves; the suite never sleeps), and the list must give each its own created_at (the relation
// checker's as-created rows, LEG-ORDERS-LIST-AS-CREATED).
test.describe(() => {
  test.use({ ownClock: true });
  test(
    ruleTitle(
      'LEG-ORDERS-LIST-AS-CREATED',
      "a customer's orders created seconds apart, each listed with its created_at",
    ),
    checking('LEG-ORDERS-LIST-AS-CREATED', WRITES),
    async ({ legacy, target, data, readings, control }) => {
      const missing = control.missingOwnClock();
      test.skip(Boolean(missing), `orders created seconds apart: ${missing}; the suite never waits in real time`);
      const first = buyOrderBody(target, data);
      const created = [(await createOrder(legacy, first)).order];
      await control.advanceClock(SECONDS_APART);
      const second = buyOrderBody(target, data, { account_reference: first.account_reference });
      created.push((await createOrder(legacy, second)).order);
      await expectListed(legacy, readings, String(first.account_reference), created);
      // One created_at for both: the control clock does not reach it, and no swap could show (never a pass).
      const [at, later] = created.map((order) => order.created_at);
      test.skip(
        at === later,
        `created_at ${JSON.stringify(at)} for orders created ${SECONDS_APART} s apart on the control clock: a ` +
          "created_at listed with another order's cannot show",
      );
    },
  );
});

/** Whether a coin listing lists the network sample's coin on its network (LEGACY_NETWORK_COIN on LEGACY_NETWORK). */
function listsOnNetwork(coins: Answer, sample: { coin: string; network: string }): boolean {
  return ((dataOf(coins).coins ?? []) as { coin_code?: unknown; blockchains?: { code?: unknown }[] }[]).some(
    (entry) =>
      String(entry.coin_code).toUpperCase() === sample.coin.toUpperCase() &&
      entry.blockchains?.some((chain) => chain.code === sample.network),
  );
}

/**
 * A buy of LEGACY_NETWORK_COIN on LEGACY_NETWORK for the customer, in another fiat the target lists for buys where it
 * takes one, else in the sample's (no wait for another second of created_at: the suite never sleeps).
 */
async function otherOrder(
  legacy: SurfaceClient,
  target: TargetConfig,
  data: Faker,
  accountReference: string,
): Promise<Record<string, unknown>> {
  const other = target.legacy.networkSample;
  const fiats = await legacy.get('/api/fiats/buy');
  expectStatus('LEG-FIATS-SHAPE', fiats, 200, '200 with data.fiats');
  const fiat = ((dataOf(fiats).fiats ?? []) as { fiat_code?: unknown }[])
    .map((entry) => entry.fiat_code)
    .find((code) => typeof code === 'string' && code.toUpperCase() !== target.legacy.sample.fiat.toUpperCase());
  const body = (source: string) =>
    buyOrderBody(target, data, {
      account_reference: accountReference,
      source,
      target: other.coin,
      blockchain: other.network,
      wallet_address: other.walletAddress,
    });
  if (typeof fiat === 'string') {
    // A pair the target does not trade is no verdict here: the sample's fiat is tried instead.
    const answer = await legacy.post('/api/orders', { json: body(fiat) });
    const order = dataOf(answer).order;
    if (answer.status === 200 && order !== null && typeof order === 'object') return order as Record<string, unknown>;
  }
  return (await createOrder(legacy, body(target.legacy.sample.fiat))).order;
}

/**
 * ASSUME-LEG-LIST-FRESH: the customer's orders listed at once (or after a few reads, where it lags), between yesterday
 * and tomorrow (UTC).
 */
async function expectListed(
  legacy: SurfaceClient,
  readings: Readings,
  accountReference: string,
  created: Record<string, unknown>[],
): Promise<void> {
  const { orders } = await customerOrdersPage(
    legacy,
    readings,
    accountReference,
    created.map((order) => order.id),
  );
  const missing = created.filter((order) => !orders.some((listed) => listed.id === order.id));
  expectRule(
    'LEG-ORDERS-ACCOUNT-FILTER',
    missing.length === 0,
    () => `orders ${missing.map((order) => order.id).join(', ')} not listed for their account_reference`,
    'every order of the customer in the bulk list of its account_reference (ASSUME-LEG-LIST-FRESH)',
  );
}

// A network that is not its coin's default (ASSUME-NETWORK-SAMPLE, LEGACY_NETWORK_*): the one sent comes back, and is
// listed so. Its own test, naming the echo's rule: where the target does not list LEGACY_NETWORK_COIN on
// LEGACY_NETWORK it skips with that reason, so LEG-ORDER-CREATE-ECHO shows partially checked, never silently whole.
test(
  ruleTitle('LEG-ORDER-CREATE-ECHO', "a buy on a network not its coin's default, created and listed on it"),
  checking('LEG-ORDER-CREATE-ECHO', 'ASSUME-NETWORK-SAMPLE', WRITES),
  async ({ legacy, target, data, readings }) => {
    const other = target.legacy.networkSample;
    const coins = await legacy.get('/api/coins/buy');
    expectStatus('LEG-COINS-SHAPE', coins, 200, '200 with data.coins');
    const otherListed = listsOnNetwork(coins, other);
    test.skip(
      !otherListed,
      `LEGACY_NETWORK_COIN=${other.coin} is not listed on LEGACY_NETWORK=${other.network} by GET ` +
        `/api/coins/buy: an order on a network not its coin's default is not tried`,
    );
    const onNetwork = buyOrderBody(target, data, {
      target: other.coin,
      blockchain: other.network,
      wallet_address: other.walletAddress,
    });
    const { order } = await createOrder(legacy, onNetwork);
    const code = (order.blockchain as { code?: unknown } | undefined)?.code;
    expectRule(
      'LEG-ORDER-CREATE-ECHO',
      String(code).toUpperCase() === other.network.toUpperCase(),
      () => `blockchain.code ${JSON.stringify(code)} for an order sent with blockchain ${other.network}`,
      `the network sent, ${other.network}`,
    );
    await expectListed(legacy, readings, String(onNetwork.account_reference), [order]);
  },
);

test(
  'Hosted Checkout buys for fiatAmount in each form of a decimal string: the fiat, fiatAmount and crypto sent',
  judgedByRelations('HC-BUY-AS-SENT', 'HC-CODES-AS-WRITTEN', 'HC-CHECKOUT-URL-FORM', WRITES),
  async ({ hosted, target, data }) => {
    const [whole] = target.hosted.sample.fiatAmount.split('.');
    // "fiatAmount (string, decimal)": no fraction, one digit, two; cents that are not zero show an amount rounded.
    for (const fiatAmount of [whole, `${whole}.4`, `${whole}.45`])
      await createBuy(hosted, buyBody(target, data, { fiatAmount }));
  },
);

// Issue 41, item 7: the Native API's answers, judged as /api's are. Each answer must be served (the operation's rule
// is the precondition); what its fields say of the request is the checker's.
test(
  'a Native API price, quote, limits and ramp of the sample: each names what was asked, targetAmount the amount at ' +
    'the price, limits not below zero',
  judgedByRelations(
    'NAT-PRICE-AS-ASKED',
    'NAT-CODES-AS-WRITTEN',
    'NAT-PRICE-TARGET-AMOUNT',
    'NAT-LIMITS',
    'NAT-LIMITS-NOT-NEGATIVE',
    'NAT-RAMP-AS-SENT',
    WRITES,
  ),
  async ({ native, target, data }) => {
    objectOf(await native.get('/eapi/v0/price', { query: pricing(target) }), 'NAT-PRICE-INDICATIVE', 'a price');
    const quoteId = await freshQuoteId(native, target);
    const identity = target.native.readyIdentity;
    objectOf(
      await native.post(limitsPath(target, identity), {
        json: { fiat: target.native.sample.source, transactionType: 'buy' },
      }),
      'NAT-LIMITS',
      "the ready identity's limits",
    );
    objectOf(
      await native.post('/eapi/v0/ramps', {
        json: rampBody(target, identity, externalCustomerId(data), quoteId === undefined ? {} : { quoteId }),
      }),
      'NAT-RAMP-CREATE',
      'a ramp of the sample for the ready identity, on a fresh quote',
    );
  },
);

// Where the code sits is recorded under its row, here and wherever a refusal is answered (ASSUME-HC-ERROR-CODE,
// ASSUME-NAT-ERROR-CODE).
test(
  'a /v2 buy refused for a fiatAmount that is no decimal: an application code in its body',
  judgedByRelations('HC-ERROR-CODE', 'HC-ERROR-WORDS', 'ASSUME-HC-ERROR-CODE'),
  async ({ hosted, target, data }) => {
    const answer = await hosted.post('/buy', { json: buyBody(target, data, { fiatAmount: 'abc' }) });
    // Served or refused otherwise is HC-INVALID-PARAM-4XX's to judge: here only a 400 or 422 has a body to judge.
    test.skip(
      answer.status !== 400 && answer.status !== 422,
      `fiatAmount "abc" answered ${answerLine(answer)}: no 400 or 422 whose body to judge`,
    );
  },
);

test(
  'a Native API price refused for an amount that is no number: an error code in its body',
  judgedByRelations('NAT-ERROR-CODE', 'ASSUME-NAT-ERROR-CODE'),
  async ({ native, target }) => {
    const answer = await native.get('/eapi/v0/price', { query: { ...pricing(target), amount: 'abc' } });
    // Where the amount is read under another name (ASSUME-NAT-PAYLOADS), the price is served: no refusal to judge.
    test.skip(
      answer.status !== 400 && answer.status !== 422,
      `amount=abc answered ${answerLine(answer)}: no 400 or 422 whose body to judge`,
    );
  },
);

test(
  'an /api order whose body is not JSON, refused: an error code in its body',
  judgedByRelations('LEG-422-ERROR-CODE'),
  async ({ legacy }) => {
    const answer = await legacy.post('/api/orders', { rawBody: '{"account_reference":' });
    test.skip(
      answer.status !== 400 && answer.status !== 422,
      `a body that is not JSON answered ${answerLine(answer)}: no 400 or 422 whose body to judge`,
    );
  },
);

test(
  'an /api order with an invalid wallet address, refused: an error code under the name code, as create shows it',
  judgedByRelations('LEG-422-ERROR-CODE', WRITES),
  async ({ legacy, target, data }) => {
    // Create's 422 is an errors object (status, code, title): a status there is not its error code.
    const answer = await legacy.post('/api/orders', {
      json: buyOrderBody(target, data, { wallet_address: 'not-a-wallet-address' }),
    });
    test.skip(answer.status !== 422, `an invalid wallet address answered ${answerLine(answer)}: no 422 to judge`);
  },
);

test(
  'an /api price for a source no list gives, refused: an error code in its body',
  judgedByRelations('LEG-422-ERROR-CODE'),
  async ({ legacy, target }) => {
    // XTS, ISO 4217's code for testing, is no target's currency. The real service answers a source it cannot find with
    // 400 and code 3220, a code the document does not list: the report shows it with the body.
    const answer = await legacy.get('/api/prices', { query: { source: 'XTS', target: target.legacy.sample.coin } });
    skipWhereRateLimited(answer, 'a price refused for its source');
    test.skip(
      answer.status !== 400 && answer.status !== 422,
      `source=XTS answered ${answerLine(answer)}: no 400 or 422 whose body to judge`,
    );
  },
);
