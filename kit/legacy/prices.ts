/**
 * The fiat amount of each quoted payment method, as one comparable line: how the suite tells which amount a price
 * was made for (ASSUME-LEG-PRICES-BOTH-AMOUNTS: refused, or priced for source_amount alone).
 */
export function fiatAmountsByMethod(prices: unknown): string {
  const entries = (Array.isArray(prices) ? prices : []) as { payment_method_id?: unknown; fiat_amount?: unknown }[];
  return JSON.stringify(entries.map((entry) => [entry.payment_method_id, Number(entry.fiat_amount)]).sort());
}

export type PriceEntry = Record<string, unknown>;
export type Side = 'fiat' | 'coin';

/** The fees of a price entry in fiat: fee_amount plus network_fee. */
export function feesOf(entry: PriceEntry): number {
  return Number(entry.fee_amount) + Number(entry.network_fee);
}

/**
 * Whether a price entry is for `asked` on `side` (ASSUME-LEG-QUOTE-AMOUNT): before or after fees, so within the
 * entry's own fees (in coins at `spot`) and a unit of rounding; undefined when it is, else what was quoted.
 */
export function amountMismatch(entry: PriceEntry, side: Side, asked: number, spot: number): string | undefined {
  const field = side === 'fiat' ? 'fiat_amount' : 'coin_amount';
  const quoted = Number(entry[field]);
  const slack = side === 'fiat' ? feesOf(entry) + 0.01 : feesOf(entry) / spot + 1e-8;
  return Number.isFinite(quoted) && Math.abs(quoted - asked) <= slack ? undefined
    : `payment method ${JSON.stringify(entry.payment_method_id)}: ${field} ${JSON.stringify(entry[field])} (fees ${feesOf(entry)})`;
}
