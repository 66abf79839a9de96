import type { EnvName } from './environment';
import { feeSplit, orderStatuses, realOnlyStatuses, type OrderStatus, type StoredOrder, type StoredStatus } from './orders';
import type { Seams } from './seams';
import { quote, spotPrice, fiatRound } from './quotes';
import { coins } from './reference-data/coins';
import { fiats } from './reference-data/fiats';
import { methodsFor } from './reference-data/payment-methods';
import { pick, randomChars, randomUuid, seededRandom } from './seeded-random';
import { sampleAddress, sampleTxHash } from './wallet-addresses';

export const seedOrderCount = 250;
export const seedDays = 300;
export const seedAccounts = Array.from({ length: 12 }, (_, i) => `cust-${String(i + 1).padStart(4, '0')}`);

const seeds: Record<EnvName, number> = { sandbox: 0x5eed0001, production: 0x5eed0002 };
const daySeconds = 86_400;

/** Most old orders are complete; a few are still open or were declined. */
/** Where the real service's statuses are on, an unpaid order past the first four is expired or still pending payment. */
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

/** The environment's order history: the same on every start, spread over the days before `startedAtMs`. */
export function seedOrders(env: EnvName, startedAtMs: number, seams: Pick<Seams, 'orderStatuses'>): StoredOrder[] {
  const random = seededRandom(seeds[env]);
  const orders: StoredOrder[] = [];
  for (let i = 0; i < seedOrderCount; i++) {
    const direction = random() < 0.2 ? 'sell' : 'buy';
    const coin = pick(random, coins.filter((c) => direction === 'buy' || c.sell));
    const blockchain = pick(random, coin.blockchains);
    const fiat = pick(random, fiats.filter((f) => direction === 'buy' || f.sell));
    const method = pick(random, methodsFor(direction, fiat.code, coin.code));
    const createdAtMs = startedAtMs - Math.ceil(random() * seedDays * daySeconds) * 1000;
    const priced = quote({
      direction, fiat, network: blockchain, surchargePercent: method.surchargePercent,
      spot: spotPrice(coin, fiat, createdAtMs), amount: { of: 'fiat', value: fiatRound((25 + random() * 1975) * fiat.usdRate) },
    })!;
    // The first four cover every status, whatever the dice say.
    const status = realStatus(i < orderStatuses.length ? orderStatuses[i] : seedStatus(random), i, seams);
    const transferred = status === 'coinTransferred' || status === 'complete';
    const tag = blockchain.addressTag.required ? String(Math.floor(random() * 1e9)) : undefined;
    orders.push({
      id: randomUuid(random),
      origin: 'seed',
      ref: 0,
      accountReference: pick(random, seedAccounts),
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
  orders.forEach((order, index) => { order.ref = 100_001 + index; });
  return orders;
}
