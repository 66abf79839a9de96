import type { EnvName } from './environment';
import {
  feeSplit,
  legacyId,
  orderStatuses,
  realOnlyStatuses,
  type OrderStatus,
  type StoredOrder,
  type StoredStatus,
} from './orders';
import type { Seams } from './seams';
import { quote, spotPrice, fiatRound } from './quotes';
import { coins } from './reference-data/coins';
import { fiats } from './reference-data/fiats';
import { methodsFor } from './reference-data/payment-methods';
import { pick, randomChars, randomUuid, seededRandom, type Random } from './seeded-random';
import { sampleAddress, sampleTxHash } from './wallet-addresses';

export const seedOrderCount = 250;
export const seedDays = 300;
export const seedAccounts = Array.from({ length: 12 }, (_, i) => customer(i + 1));

/**
 * A real sandbox's volume (the seam orderVolume, 'large'): tens of thousands of orders over the year before start,
 * most from a long tail of customers with a few each, and a few regulars with hundreds, five of them more than one
 * page of 200 holds. The regulars' counts are exact (cust-0001 first); the tail's customers are drawn at random.
 */
export const largeVolume = {
  orders: 30_000,
  days: 365,
  regulars: [640, 470, 380, 290, 230, 180, 140, 100],
  /** Customers of the tail, cust-0009 on: about 7 orders each. */
  tailCustomers: 4_000,
} as const;

function customer(number: number): string {
  return `cust-${String(number).padStart(4, '0')}`;
}

const seeds: Record<EnvName, number> = { sandbox: 0x5eed0001, production: 0x5eed0002 };
const daySeconds = 86_400;

/** How many orders, over how many days, and whose the order of each index is. */
interface History {
  count: number;
  days: number;
  accountOf(random: Random, index: number): string;
}

const defaultHistory: History = {
  count: seedOrderCount,
  days: seedDays,
  accountOf: (random) => pick(random, seedAccounts),
};

/** The large history's customers, index by index: the regulars' orders and the tail's, shuffled (their own seed). */
function largeHistory(env: EnvName): History {
  const random = seededRandom(seeds[env] ^ 0x1a26e);
  const accounts = largeVolume.regulars.flatMap((count, index) => Array<string>(count).fill(customer(index + 1)));
  const firstTail = largeVolume.regulars.length + 1;
  while (accounts.length < largeVolume.orders)
    accounts.push(customer(firstTail + Math.floor(random() * largeVolume.tailCustomers)));
  for (let i = accounts.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [accounts[i], accounts[j]] = [accounts[j], accounts[i]];
  }
  return { count: largeVolume.orders, days: largeVolume.days, accountOf: (_random, index) => accounts[index] };
}

/** Most old orders are complete; a few are still open or were declined. */
/**
 * Where the real service's statuses are on, an unpaid order past the first four is expired or still pending payment.
 */
function realStatus(status: OrderStatus, index: number, seams: Pick<Seams, 'orderStatuses'>): StoredStatus {
  if (seams.orderStatuses !== 'real' || status !== 'inProgress' || index < orderStatuses.length) return status;
  return realOnlyStatuses[index % realOnlyStatuses.length];
}

function seedStatus(random: () => number): OrderStatus {
  const roll = random();
  if (roll < 0.5) return 'complete';
  if (roll < 0.7) return 'declined';
  if (roll < 0.85) return 'coinTransferred';
  return 'inProgress';
}

// XRP sells came after the seeded history (a sell network that takes a tag, for LEG-ORDER-OPTIONAL-FIELDS): the
// history stays the same on every start, as the generated cases' edges expect.
const sellCoins = coins.filter((c) => c.sell && c.code !== 'XRP');
const sellFiats = fiats.filter((f) => f.sell);

/**
 * The environment's order history: the same on every start, spread over the days before `startedAtMs`; its volume
 * is the seam orderVolume's.
 */
export function seedOrders(
  env: EnvName,
  startedAtMs: number,
  seams: Pick<Seams, 'orderStatuses' | 'orderVolume' | 'legacyIdForm'>,
): StoredOrder[] {
  const history = seams.orderVolume === 'large' ? largeHistory(env) : defaultHistory;
  const random = seededRandom(seeds[env]);
  const orders: StoredOrder[] = [];
  for (let i = 0; i < history.count; i++) {
    const direction = random() < 0.2 ? 'sell' : 'buy';
    const coin = pick(random, direction === 'buy' ? coins : sellCoins);
    const blockchain = pick(random, coin.blockchains);
    const fiat = pick(random, direction === 'buy' ? fiats : sellFiats);
    const method = pick(random, methodsFor(direction, fiat.code, coin.code));
    const createdAtMs = startedAtMs - Math.ceil(random() * history.days * daySeconds) * 1000;
    const priced = quote({
      direction,
      fiat,
      network: blockchain,
      surchargePercent: method.surchargePercent,
      spot: spotPrice(coin, fiat, createdAtMs),
      amount: { of: 'fiat', value: fiatRound((25 + random() * 1975) * fiat.usdRate) },
    })!;
    // The first four cover every status, whatever the dice say.
    const status = realStatus(i < orderStatuses.length ? orderStatuses[i] : seedStatus(random), i, seams);
    const transferred = status === 'coinTransferred' || status === 'complete';
    const tag = blockchain.addressTag.required ? String(Math.floor(random() * 1e9)) : undefined;
    orders.push({
      id: legacyId(randomUuid(random), seams),
      origin: 'seed',
      ref: 0,
      accountReference: history.accountOf(random, i),
      country: fiat.country,
      direction,
      paymentMethodId: method.id,
      fiatCode: fiat.code,
      coinCode: coin.code,
      network: blockchain.network,
      amountKnown: true,
      fiatAmount: priced.fiatAmount,
      coinAmount: priced.coinAmount,
      fee: priced.feeAmount,
      ...feeSplit(priced.feeAmount),
      walletAddress: direction === 'buy' ? sampleAddress(blockchain.network, random) : '',
      walletAddressTag: direction === 'buy' ? tag : undefined,
      txHash: transferred ? sampleTxHash(blockchain.network, random) : '',
      createdAtMs,
      status,
      metaData: random() < 0.35 ? JSON.stringify({ basket: `B-${randomChars(random, '0123456789', 6)}` }) : '',
    });
  }
  // Refs grow with time, as a counter would have given them.
  orders.sort((a, b) => a.createdAtMs - b.createdAtMs);
  orders.forEach((order, index) => {
    order.ref = 100_001 + index;
  });
  return orders;
}
