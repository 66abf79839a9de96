import { test } from '../../kit/fixtures';
import { audit, ruleTitle } from '../../kit/audit-rule';
import { checking, WRITES } from '../../kit/checking';
import { dataOf, expectClientError, expectStatus } from '../../kit/checks/response';
import { answerLine, expectRule } from '../../kit/checks/violation';
import { neededField } from '../../kit/checks/answer-field';
import { buyOrderBody, createOrder } from '../../kit/legacy/orders';
import { fiatAmountsByMethod } from '../../kit/legacy/prices';
import type { SurfaceClient } from '../../kit/http/surface-client';

type Blockchain = {
  code?: string;
  is_default?: boolean;
  min_value?: number;
  address_tag?: { regex?: string | null; required?: boolean | null } | null;
};
type Coin = { coin_code?: string; blockchains?: Blockchain[] };

async function buyCoin(legacy: SurfaceClient, code: string): Promise<Coin | undefined> {
  const answer = await legacy.get('/api/coins/buy');
  expectStatus('LEG-COINS-SHAPE', answer, 200, '200 with data.coins');
  return ((dataOf(answer).coins ?? []) as Coin[]).find((coin) => coin.coin_code === code);
}

test(
  ...audit('LEG-CHECKOUT-URL-UNIQUE', WRITES, async ({ legacy, target, data }) => {
    const first = await createOrder(legacy, buyOrderBody(target, data));
    const second = await createOrder(legacy, buyOrderBody(target, data));
    // An answer without a URL string (the real service's full order record) is the create answer's shape,
    // LEG-ORDER-CREATE-SHAPE's to judge.
    const urls = [first, second].map(({ order }) =>
      neededField(order, 'checkout_url', 'string', 'LEG-ORDER-CREATE-SHAPE', 'a create answer'),
    );
    expectRule(
      'LEG-CHECKOUT-URL-UNIQUE',
      urls[0] !== urls[1],
      () =>
        `checkout_url ${JSON.stringify(urls[0])} for orders ${String(first.order.id)} and ${String(second.order.id)}`,
      'checkout_url unique per order',
    );
  }),
);

test(
  ...audit('LEG-PRICES-AMOUNTS-EXCLUSIVE', 'ASSUME-LEG-PRICES-BOTH-AMOUNTS', async ({ legacy, target, readings }) => {
    const { fiat, coin } = target.legacy.sample;
    const pair = { source: fiat, target: coin, source_amount: 100 };
    const answer = await legacy.get('/api/prices', { query: { ...pair, target_amount: 0.001 } });
    if (!(answer.status >= 200 && answer.status < 300)) {
      expectClientError(
        'LEG-PRICES-AMOUNTS-EXCLUSIVE',
        answer,
        'sending both source_amount and target_amount is not allowed (4xx)',
      );
      readings.observe('ASSUME-LEG-PRICES-BOTH-AMOUNTS', 'refused', [answer]);
      return;
    }
    // Served: as on POST /api/orders, source_amount overrides target_amount, so the fiat amounts are those of
    // source_amount alone.
    const alone = await legacy.get('/api/prices', { query: pair });
    expectStatus('LEG-PRICES-SHAPE', alone, 200, '200 with data.prices for a buy of the sample pair');
    const expected = dataOf(alone).prices;
    test.skip(
      !Array.isArray(expected) || expected.length === 0,
      `LEGACY_FIAT=${fiat}, LEGACY_COIN=${coin}: the target quotes no payment method for source_amount 100`,
    );
    const [served, wanted] = [fiatAmountsByMethod(dataOf(answer).prices), fiatAmountsByMethod(expected)];
    expectRule(
      'LEG-PRICES-AMOUNTS-EXCLUSIVE',
      served === wanted,
      () => `fiat amounts ${served} with both amounts, ${wanted} for source_amount alone`,
      'refused (4xx), or priced for source_amount as on POST /api/orders',
    );
    readings.observe('ASSUME-LEG-PRICES-BOTH-AMOUNTS', 'source-wins', [answer, alone]);
  }),
);

test(
  ...audit('LEG-ORDER-ADDRESS-TAG', WRITES, async ({ legacy, target, data }) => {
    const { coin, walletAddress, tag } = target.legacy.tagSample;
    // ASSUME-LEG-ADDRESS-TAG: required null means no tag is needed; only true picks a network.
    const chains = (await buyCoin(legacy, coin))?.blockchains ?? [];
    const required = chains.find((chain) => chain.address_tag?.required === true);
    // Listed as needing none (false), the tag is not "needed": the order goes through without it. A null required is
    // ASSUME-LEG-ADDRESS-TAG's reading, so no network of it is held to either.
    const network = required ?? chains.find((chain) => chain.address_tag?.required === false);
    test.skip(!network, `LEGACY_TAG_COIN=${coin}: the target lists no network of it whose address_tag.required is set`);
    const body = { target: coin, wallet_address: walletAddress, blockchain: network!.code };
    // Positive control: the same order with its tag goes through, so a refusal below is about the tag.
    const withTag = await legacy.post('/api/orders', {
      json: buyOrderBody(target, data, { ...body, wallet_address_tag: tag }),
    });
    test.skip(
      withTag.status !== 200,
      `the order with its tag was refused too (${answerLine(withTag)}): check LEGACY_TAG_* scenario data`,
    );
    const withoutTag = await legacy.post('/api/orders', { json: buyOrderBody(target, data, body) });
    if (!required)
      return expectRule(
        'LEG-ORDER-ADDRESS-TAG',
        withoutTag.status === 200,
        () => `${answerLine(withoutTag)} without wallet_address_tag on ${network!.code}`,
        `created: address_tag.required ${JSON.stringify(network!.address_tag?.required)} on ${network!.code} ` +
          'says no tag is needed (the same order with LEGACY_TAG went through)',
      );
    expectClientError(
      'LEG-ORDER-ADDRESS-TAG',
      withoutTag,
      `a tag is needed when the address type uses one (address_tag.required on ${network!.code})`,
    );
  }),
);

// address_tag.regex is the "pattern a tag must match": a tag that fails it is refused like a missing one.
test(
  ruleTitle('LEG-ORDER-ADDRESS-TAG', 'a tag that fails address_tag.regex'),
  checking('LEG-ORDER-ADDRESS-TAG', 'ASSUME-ADDRESS-TAG-REFUSAL', WRITES),
  async ({ legacy, target, data }) => {
    const { coin, walletAddress, tag } = target.legacy.tagSample;
    const network = (await buyCoin(legacy, coin))?.blockchains?.find(
      (chain) => chain.address_tag?.required === true && typeof chain.address_tag.regex === 'string',
    );
    test.skip(
      !network,
      `LEGACY_TAG_COIN=${coin}: the target lists no network of it whose address_tag.required is true with a regex`,
    );
    const regex = network!.address_tag!.regex!;
    let pattern: RegExp;
    try {
      pattern = new RegExp(regex);
    } catch {
      return test.skip(true, `address_tag.regex of ${network!.code} ${JSON.stringify(regex)} is no regular expression`);
    }
    const failing = ['not a tag!', '-1', 'x', `${tag}${tag}`.repeat(40)].find((candidate) => !pattern.test(candidate));
    test.skip(failing === undefined, `address_tag.regex ${regex} of ${network!.code} matches every tag tried`);
    const body = { target: coin, wallet_address: walletAddress, blockchain: network!.code };
    // Positive control: the same order with a tag that matches goes through, so a refusal below is about the pattern.
    const matching = await legacy.post('/api/orders', {
      json: buyOrderBody(target, data, { ...body, wallet_address_tag: tag }),
    });
    test.skip(
      matching.status !== 200,
      `the order with LEGACY_TAG=${tag} was not created (${answerLine(matching)}): check LEGACY_TAG_* scenario data`,
    );
    // Taken, the tag is one the network's pattern lets through: a listed pattern it fails is not the "pattern a tag
    // must match", since a tag that fails it is refused.
    expectRule(
      'LEG-ORDER-ADDRESS-TAG',
      pattern.test(tag),
      () => `LEGACY_TAG=${JSON.stringify(tag)} taken on ${network!.code} (${answerLine(matching)})`,
      `a tag that matches address_tag.regex ${regex}, the pattern a tag must match; one that fails it refused`,
    );
    const badTag = await legacy.post('/api/orders', {
      json: buyOrderBody(target, data, { ...body, wallet_address_tag: failing }),
    });
    expectClientError(
      'LEG-ORDER-ADDRESS-TAG',
      badTag,
      `a tag that matches address_tag.regex ${regex} on ${network!.code}; ${JSON.stringify(failing)} does not`,
    );
  },
);

test(
  ...audit('LEG-ORDER-NETWORK-MINIMUM', WRITES, async ({ legacy, target, data }) => {
    const { coin } = target.legacy.sample;
    const network = (await buyCoin(legacy, coin))?.blockchains?.find((chain) => chain.is_default);
    test.skip(
      typeof network?.min_value !== 'number' || network.min_value <= 0,
      `LEGACY_COIN=${coin}: no default network with a positive min_value`,
    );
    const amount = (factor: number) => (network!.min_value! * factor).toFixed(8);
    // target_amount alone, never with source_amount, which would override it (ASSUME-LEG-ORDER-BOTH-AMOUNTS).
    const noSource = { source_amount: undefined, blockchain: network!.code };
    const above = await legacy.post('/api/orders', {
      json: buyOrderBody(target, data, { ...noSource, target_amount: amount(2) }),
    });
    test.skip(above.status !== 200, `an order of twice min_value was refused too (${answerLine(above)})`);
    // Just below the minimum, 1 % under it (half of it where 8 places cannot write that), so a service whose minimum
    // is a few percent under the one listed is seen.
    const justBelow = Number(amount(0.99)) < network!.min_value! ? amount(0.99) : amount(0.5);
    const below = await legacy.post('/api/orders', {
      json: buyOrderBody(target, data, { ...noSource, target_amount: justBelow }),
    });
    expectClientError(
      'LEG-ORDER-NETWORK-MINIMUM',
      below,
      `minimum amount per network min_value ${network!.min_value} (Limits); ${justBelow} is below it`,
    );
  }),
);
