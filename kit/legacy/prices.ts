/**
 * The fiat amount of each quoted payment method, as one comparable line: how the suite tells which amount a price
 * was made for (ASSUME-LEG-PRICES-BOTH-AMOUNTS: refused, or priced for source_amount alone).
 */
export function fiatAmountsByMethod(prices: unknown): string {
  const entries = (Array.isArray(prices) ? prices : []) as { payment_method_id?: unknown; fiat_amount?: unknown }[];
  return JSON.stringify(entries.map((entry) => [entry.payment_method_id, Number(entry.fiat_amount)]).sort());
}
