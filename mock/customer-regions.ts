/**
 * Where Hosted Checkout customers live, for coin restrictions (Errors › Application codes 5034). The service
 * knows its returning customers by externalCustomerId; the mock seeds a few and puts everyone else in one region.
 */
export const defaultRegion = 'GB';

const seededCustomers: Readonly<Record<string, string>> = {
  'cust-ca-restricted-0001': 'CA',
  'cust-ca-restricted-0002': 'CA',
  'cust-us-0001': 'US',
  'cust-de-0001': 'DE',
  'cust-gb-0001': 'GB',
};

/** Coins unavailable per region: the document's example, stablecoins for customers in one North American country. */
const coinRestrictions: Readonly<Record<string, readonly string[]>> = {
  CA: ['USDT'],
};

export function regionOf(externalCustomerId: string): string {
  return seededCustomers[externalCustomerId] ?? defaultRegion;
}

export function isCoinRestricted(region: string, coinCode: string): boolean {
  return coinRestrictions[region]?.includes(coinCode) ?? false;
}
