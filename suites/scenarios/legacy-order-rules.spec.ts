import { test } from '../../kit/fixtures';
import { audit, ruleTitle } from '../../kit/audit-rule';
import { checking, WRITES } from '../../kit/checking';
import { dataOf, expectClientError, expectStatus } from '../../kit/checks/response';
import { answerLine, expectRule } from '../../kit/checks/violation';
import { neededField } from '../../kit/checks/answer-field';
import { buyOrderBody, createOrder } from '../../kit/legacy/orders';
import { fiatAmountsByMethod } from '../../kit/legacy/prices';
import type { SurfaceClient } from '../../kit/http/surface-client';
import type { TargetConfig } from '../../kit/config/target-config';

type Blockchain = {
  code?: string;
  is_default?: boolean;
  min_value?: number;
  address_tag?: { regex?: string | null; required?: boolean | null } | null;
};
type Coin = { coin_code?: string; blockchains?: Blockchain[] };

async function buyCoins(legacy: SurfaceClient): Promise<Coin[]> {
  const answer = await legacy.get('/api/coins/buy');
  expectStatus('LEG-COINS-SHAPE', answer, 200, '200 with data.coins');
  return (dataOf(answer).coins ?? []) as Coin[];
}

async function buyCoin(legacy: SurfaceClient, code: string): Promise<Coin | undefined> {
  return (await buyCoins(legacy)).find((coin) => coin.coin_code === code);
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

// address_tag.regex is the "pattern a tag must match": a tag that fails it is refused like a missing one. Tried with
// LEGACY_TAG on a network that needs a tag, and with LEGACY_MEMO, whose letters meet a pattern that has letters (a
// pattern in another case than the one that holds shows there only).
const REGEX_SAMPLES = [
  { name: 'LEGACY_TAG', sampleOf: (target: TargetConfig) => target.legacy.tagSample, what: 'a tag' },
  { name: 'LEGACY_MEMO', sampleOf: (target: TargetConfig) => target.legacy.memoSample, what: 'a memo with letters' },
] as const;

for (const { name, sampleOf, what } of REGEX_SAMPLES)
  test(
    ruleTitle('LEG-ORDER-ADDRESS-TAG', `${what} (${name}) that matches address_tag.regex, one that fails it refused`),
    checking('LEG-ORDER-ADDRESS-TAG', 'ASSUME-ADDRESS-TAG-REFUSAL', WRITES),
    async ({ legacy, target, data }) => {
      const { coin, walletAddress, tag } = sampleOf(target);
      // A network whose tag is needed first; else one that takes a tag with a pattern.
      const chains = ((await buyCoin(legacy, coin))?.blockchains ?? []).filter(
        (chain) => typeof chain.address_tag?.regex === 'string',
      );
      const network = chains.find((chain) => chain.address_tag?.required === true) ?? chains.at(0);
      test.skip(!network, `${name}_COIN=${coin}: the target lists no network of it with an address_tag.regex`);
      const regex = network!.address_tag!.regex!;
      let pattern: RegExp;
      try {
        pattern = new RegExp(regex);
      } catch {
        return test.skip(
          true,
          `address_tag.regex of ${network!.code} ${JSON.stringify(regex)} is no regular expression`,
        );
      }
      const failing = ['not a tag!', '-1', 'x', `${tag}${tag}`.repeat(40)].find(
        (candidate) => !pattern.test(candidate),
      );
      test.skip(failing === undefined, `address_tag.regex ${regex} of ${network!.code} matches every tag tried`);
      const body = { target: coin, wallet_address: walletAddress, blockchain: network!.code };
      // Positive control: the same order with the sample's tag goes through, so a refusal below is about the pattern.
      const matching = await legacy.post('/api/orders', {
        json: buyOrderBody(target, data, { ...body, wallet_address_tag: tag }),
      });
      test.skip(
        matching.status !== 200,
        `the order with ${name}=${tag} was not created (${answerLine(matching)}): check ${name}* scenario data`,
      );
      // Taken, the tag is one the network's pattern lets through: a listed pattern it fails is not the "pattern a tag
      // must match", since a tag that fails it is refused.
      expectRule(
        'LEG-ORDER-ADDRESS-TAG',
        pattern.test(tag),
        () => `${name}=${JSON.stringify(tag)} taken on ${network!.code} (${answerLine(matching)})`,
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

/** A network of a coin, and the address of the scenario data an order on it is sent to. */
interface MinimumCase {
  coin: string;
  network: Blockchain;
  walletAddress: string;
}

/**
 * The networks an order of the minimum is tried on: LEGACY_COIN's default, and every network of LEGACY_NETWORK_COIN
 * (LEGACY_NETWORK with its address, the others with LEGACY_EVM_WALLET_ADDRESS), so a min_value listed on another
 * network than the one it holds on shows where the two differ.
 */
async function minimumCases(legacy: SurfaceClient, target: TargetConfig): Promise<MinimumCase[]> {
  const { sample, networkSample } = target.legacy;
  const coins = await buyCoins(legacy);
  const chains = (code: string) => coins.find((coin) => coin.coin_code === code)?.blockchains ?? [];
  const own = chains(sample.coin).find((chain) => chain.is_default);
  const cases: MinimumCase[] = own ? [{ coin: sample.coin, network: own, walletAddress: sample.walletAddress }] : [];
  const sameCode = (a: unknown, b: string) => String(a).toUpperCase() === b.toUpperCase();
  for (const network of chains(networkSample.coin)) {
    if (cases.some((each) => sameCode(each.coin, networkSample.coin) && each.network.code === network.code)) continue;
    const walletAddress = sameCode(network.code, networkSample.network)
      ? networkSample.walletAddress
      : networkSample.evmWalletAddress;
    cases.push({ coin: networkSample.coin, network, walletAddress });
  }
  return cases;
}

test(
  ...audit('LEG-ORDER-NETWORK-MINIMUM', WRITES, async ({ legacy, target, data }) => {
    const cases = await minimumCases(legacy, target);
    // Why a network was not tried: its minimum, or its address, is not what the scenario data can meet.
    const untried: string[] = [];
    let tried = 0;
    for (const { coin, network, walletAddress } of cases) {
      const where = `${coin} on ${String(network.code)}`;
      if (typeof network.min_value !== 'number' || network.min_value <= 0) {
        untried.push(`${where}: no positive min_value`);
        continue;
      }
      const minimum = network.min_value;
      const amount = (factor: number) => (minimum * factor).toFixed(8);
      // target_amount alone, never with source_amount, which would override it (ASSUME-LEG-ORDER-BOTH-AMOUNTS).
      const order = (targetAmount: string) =>
        buyOrderBody(target, data, {
          source_amount: undefined,
          target: coin,
          blockchain: network.code,
          wallet_address: walletAddress,
          target_amount: targetAmount,
        });
      // Positive control: twice the minimum, to this address, goes through, so a refusal below is about the amount.
      const above = await legacy.post('/api/orders', { json: order(amount(2)) });
      if (above.status !== 200) {
        untried.push(
          `${where}: an order of twice min_value to ${walletAddress} was refused too (${answerLine(above)})`,
        );
        continue;
      }
      // Just below the minimum, 1 % under it (half of it where 8 places cannot write that), so a service whose minimum
      // is a few percent under the one listed is seen.
      const justBelow = Number(amount(0.99)) < minimum ? amount(0.99) : amount(0.5);
      const below = await legacy.post('/api/orders', { json: order(justBelow) });
      expectClientError(
        'LEG-ORDER-NETWORK-MINIMUM',
        below,
        `minimum amount per network min_value ${minimum} on ${where} (Limits); ${justBelow} is below it`,
      );
      tried++;
    }
    test.skip(
      tried === 0,
      `no network of LEGACY_COIN=${target.legacy.sample.coin} or LEGACY_NETWORK_COIN=` +
        `${target.legacy.networkSample.coin} could be tried: ${untried.join('; ') || 'none listed'}`,
    );
  }),
);
