import { test, expect } from '@playwright/test';
import type { RuleId } from '../../rules';
import type { SeenExchange } from '../../partner/proxy/seen-exchange';
import { trafficRules, type Traffic } from '../../partner/proxy/traffic-rules';

// The traffic rules of issue 42's second increment, each on a small traffic: its cases and what broke each one.

/** Exchanges in the order given, each answered before the next is sent. */
function traffic(exchanges: Partial<SeenExchange>[]): Traffic {
  return {
    exchanges: exchanges.map((one, n) => ({
      n,
      at: n * 10,
      end: n * 10 + 5,
      method: 'GET',
      path: '/',
      query: {},
      surface: 'other',
      route: '/',
      credentials: [],
      ...one,
    })),
    backoffMs: 0,
    polling: { repeats: 5, windowMs: 1 },
    identityCreatePath: '/eapi/v0/identities',
  };
}

/** Each case as [the exchange's number, its problem or 'kept']. */
function cases(rule: RuleId, seen: Traffic): [number, string][] {
  const row = trafficRules.find((one) => one.rule === rule)!;
  return row.cases(seen).map((one) => [one.exchange.n, one.problem ?? 'kept']);
}

const ramp = (identityReference: string): Partial<SeenExchange> => ({
  method: 'POST',
  path: '/eapi/v0/ramps',
  surface: 'native',
  body: { identityReference, externalCustomerId: 'cust-1', source: 'EUR', target: 'BTC', amount: '100.00' },
});
const identity = (identityReference: string, paymentReady: boolean): Partial<SeenExchange> => ({
  path: `/eapi/v0/identities/${identityReference}`,
  surface: 'native',
  answer: { identityReference, paymentReady },
});

test('PTR-ELIGIBILITY-READ: a ramp after its identity showed paymentReady true keeps it; one before fails', () => {
  const seen = traffic([
    ramp('idr-a'),
    identity('idr-a', true),
    ramp('idr-a'),
    // Another identity's eligibility is not this one's.
    identity('idr-b', true),
    ramp('idr-c'),
    // Seen with false: PTR-PAYMENT-READY's case, not this rule's.
    identity('idr-d', false),
    ramp('idr-d'),
    // A ramp naming no identity: whose eligibility it needs is not shown.
    { ...ramp('x'), body: { source: 'EUR', target: 'BTC' } },
  ]);
  const missing = "no answer before it showed its identity's paymentReady";
  expect(cases('PTR-ELIGIBILITY-READ', seen)).toEqual([
    [0, missing],
    [2, 'kept'],
    [4, missing],
  ]);
  expect(cases('PTR-PAYMENT-READY', seen)).toEqual([
    [2, 'kept'],
    [6, 'its identity was last seen with paymentReady false (#5)'],
  ]);
  // An answer still in flight when the ramp was sent was not read before it.
  const overlapping = traffic([identity('idr-a', true), ramp('idr-a')]);
  overlapping.exchanges[0].end = overlapping.exchanges[1].at + 1;
  expect(cases('PTR-ELIGIBILITY-READ', overlapping)).toEqual([[1, missing]]);
});

const coinsBuy = (answer: unknown): Partial<SeenExchange> => ({ path: '/api/coins/buy', surface: 'legacy', answer });
const order = (body: Record<string, unknown>): Partial<SeenExchange> => ({
  method: 'POST',
  path: '/api/orders',
  surface: 'legacy',
  body: { account_reference: 'acct-1', source: 'EUR', source_amount: '100.00', ...body },
});
const chain = (code: string, isDefault: boolean, required: boolean | null) => ({
  code,
  is_default: isDefault,
  address_tag: { regex: null, required, name: 'Memo' },
});

test('PTR-ADDRESS-TAG: a buy on a network the coin list marks address_tag.required needs a non-empty tag', () => {
  const coins = coinsBuy({
    data: {
      coins: [
        { coin_code: 'XRP', blockchains: [chain('ripple', true, true)] },
        { coin_code: 'XLM', blockchains: [chain('stellar', true, false)] },
        { coin_code: 'TAGGY', blockchains: [chain('plain', true, false), chain('tagged', false, true)] },
        // address_tag.required null or absent says nothing: no case.
        { coin_code: 'NUL', blockchains: [chain('nul', true, null)] },
        { coin_code: 'ABS', blockchains: [{ code: 'abs', is_default: true }] },
      ],
    },
  });
  const seen = traffic([
    order({ target: 'XRP' }),
    coins,
    order({ target: 'XRP', wallet_address_tag: '3417761' }),
    order({ target: 'XRP', wallet_address_tag: ' ' }),
    order({ target: 'XLM' }),
    order({ target: 'TAGGY' }),
    order({ target: 'TAGGY', blockchain: 'tagged' }),
    order({ target: 'NUL' }),
    order({ target: 'ABS' }),
    // A sell: its source is the coin, and no tag is asked of it here.
    order({ source: 'XRP', target: 'EUR' }),
  ]);
  // The coin list is reference data: an order sent before the proxy saw it is judged by it too.
  expect(cases('PTR-ADDRESS-TAG', seen)).toEqual([
    [0, 'no wallet_address_tag: XRP on ripple, whose address_tag.required is true'],
    [2, 'kept'],
    [3, 'an empty wallet_address_tag: XRP on ripple, whose address_tag.required is true'],
    [6, 'no wallet_address_tag: TAGGY on tagged, whose address_tag.required is true'],
  ]);
  // No coin list in the traffic: no case, whatever the orders.
  expect(cases('PTR-ADDRESS-TAG', traffic([order({ target: 'XRP' })]))).toEqual([]);
});

test('PTR-ORDER-FIELDS-BY-DIRECTION: a sell-only field on a buy warns; a sell is no case', () => {
  const coins = coinsBuy({ data: { coins: [{ coin_code: 'BTC', blockchains: [chain('bitcoin', true, false)] }] } });
  const seen = traffic([
    coins,
    order({ target: 'BTC', wallet_address: 'bc1q' }),
    order({ target: 'BTC', refund_address_tag: '1', source_address: 'bc1q', source_address_tag: '2' }),
    // refund_address is "yes in schema": not judged on a buy.
    order({ target: 'BTC', refund_address: 'bc1q' }),
    order({ source: 'BTC', target: 'EUR', source_address: 'bc1q', refund_address_tag: '1' }),
    // A coin no list named: whether it is bought is not known.
    order({ target: 'ZZZ', source_address: 'x' }),
  ]);
  expect(cases('PTR-ORDER-FIELDS-BY-DIRECTION', seen)).toEqual([
    [1, 'kept'],
    [2, 'refund_address_tag, source_address, source_address_tag on a buy order'],
    [3, 'kept'],
  ]);
});

test('PTR-NO-SWAP: a coin on both sides of a price, order, buy or ramp fails; the traffic names the coins', () => {
  const hostedBuy = (fiat: string, crypto: string): Partial<SeenExchange> => ({
    method: 'POST',
    path: '/partner-1/v2/buy',
    surface: 'hosted',
    body: { fiat, crypto, fiatAmount: '100.00', externalCustomerId: 'cust-1' },
  });
  const price = (path: string, source: string, target: string): Partial<SeenExchange> => ({
    path,
    query: { source: [source], target: [target] },
  });
  const seen = traffic([
    coinsBuy({ data: { coins: [{ coin_code: 'ETH', blockchains: [] }] } }),
    // BTC is a coin because a Hosted Checkout buy names it its crypto.
    hostedBuy('EUR', 'BTC'),
    price('/api/prices', 'EUR', 'BTC'),
    price('/api/prices', 'ETH', 'BTC'),
    price('/eapi/v0/quote', 'BTC', 'ETH'),
    order({ source: 'ETH', target: 'BTC' }),
    { ...ramp('idr-a'), body: { identityReference: 'idr-a', source: 'BTC', target: 'ETH' } },
    hostedBuy('ETH', 'BTC'),
    // Neither side a coin the traffic names: no case.
    price('/api/prices', 'EUR', 'DOGE'),
    // Payment methods are a listing, not a price, order, buy or ramp.
    price('/api/payment-methods', 'ETH', 'BTC'),
  ]);
  expect(cases('PTR-NO-SWAP', seen)).toEqual([
    [1, 'kept'],
    [2, 'kept'],
    [3, 'a coin on both sides (ETH to BTC)'],
    [4, 'a coin on both sides (BTC to ETH)'],
    [5, 'a coin on both sides (ETH to BTC)'],
    [6, 'a coin on both sides (BTC to ETH)'],
    [7, 'a coin on both sides (ETH to BTC)'],
  ]);
});
