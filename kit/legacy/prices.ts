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
  return Number.isFinite(quoted) && Math.abs(quoted - asked) <= slack
    ? undefined
    : `payment method ${JSON.stringify(entry.payment_method_id)}: ${field} ${JSON.stringify(entry[field])} ` +
        `(fees ${feesOf(entry)})`;
}

/** A field name that names an error code (ASSUME-LEG-ERROR-CODE): status, code, or one ending in code. */
const CODE_NAME = /^(status|code|.*(_c|C)ode)$/;
/** Where the document names the code's field (create's errors object: status, code, title): code alone. */
const DOCUMENTED_CODE_NAME = /^code$/;

/**
 * Where a 422 body carries its error code ("the body carries an error code", Errors › HTTP status): the pointer of an
 * integer or a string of digits under a code's name, at the top, in error, in errors or an item of errors
 * (ASSUME-LEG-ERROR-CODE); undefined when it carries none. `names` 'code': only under the name the document gives it,
 * where it gives one (a status field alone is then no error code).
 */
export function errorCodeIn(body: unknown, names: 'status-or-code' | 'code' = 'status-or-code'): string | undefined {
  const codeName = names === 'code' ? DOCUMENTED_CODE_NAME : CODE_NAME;
  const places: [string, unknown][] = [['', body]];
  for (const wrapper of ['error', 'errors']) {
    const inner = (body as Record<string, unknown> | null)?.[wrapper];
    if (Array.isArray(inner)) inner.forEach((item, index) => places.push([`/${wrapper}/${index}`, item]));
    else places.push([`/${wrapper}`, inner]);
  }
  for (const [pointer, place] of places) {
    if (typeof place !== 'object' || place === null || Array.isArray(place)) continue;
    for (const [name, value] of Object.entries(place)) {
      if (codeName.test(name) && (Number.isInteger(value) || (typeof value === 'string' && /^\d+$/.test(value))))
        return `${pointer}/${name}`;
    }
  }
  return undefined;
}
