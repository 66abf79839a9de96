import type { Direction, PriceTie } from '../../rules/relations';
import type { ReadingOf } from '../../rules/assumptions';

/** How close a tie must hold (ASSUME-LEG-PRICE-ARITHMETIC). */
export type ArithmeticTolerance = ReadingOf<'ASSUME-LEG-PRICE-ARITHMETIC'>;

/** A number as the answer writes it, with half a unit of its last written digit: what its rounding may hide. */
interface Written {
  value: number;
  half: number;
}

/** A decimal string or a JSON number, read with its precision; undefined for anything else (the schema's to judge). */
export function written(raw: unknown): Written | undefined {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const text = String(raw).trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return undefined;
  const decimals = text.includes('.') ? text.length - text.indexOf('.') - 1 : 0;
  return { value: Number(text), half: 0.5 * 10 ** -decimals };
}

/** What a tie found: whether it held, what the answer gave and what the other fields make of it. */
export interface TieVerdict {
  ok: boolean;
  received: string;
  documented: string;
}

export interface PriceEntryContext {
  /** The price entry, as answered. */
  entry: Record<string, unknown>;
  /** data.spot_price of the same answer. */
  spot: unknown;
  direction: Direction | undefined;
  tolerance: ArithmeticTolerance;
  /** The method's listed percentage fees for the entry's pair, summed (percent); undefined where none is listed. */
  listedPercent?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The discount's original_quote of an entry, where it carries one. */
export function originalQuote(entry: Record<string, unknown>): Record<string, unknown> | undefined {
  const discount = entry.discount;
  return isRecord(discount) && isRecord(discount.original_quote) ? discount.original_quote : undefined;
}

const fmt = (value: number) => String(Number(value.toPrecision(12)));

/**
 * Within what `received` must meet `expected`: the rounding the written terms allow, carried through the formula
 * (`written`), or besides that 1 % of the largest term (`one-percent`). A hair of float slack on top.
 */
function within(received: number, expected: number, carried: number, largest: number, how: ArithmeticTolerance) {
  const allowed = Math.max(carried, how === 'one-percent' ? 0.01 * Math.abs(largest) : 0);
  return Math.abs(received - expected) <= allowed * (1 + 1e-9) + 1e-12 * Math.max(1, Math.abs(largest));
}

const toleranceWords = (how: ArithmeticTolerance) =>
  how === 'one-percent'
    ? 'within 1 % of the largest term (ASSUME-LEG-PRICE-ARITHMETIC=one-percent)'
    : 'to the precision the answer writes (ASSUME-LEG-PRICE-ARITHMETIC=written)';

/** One quote's amounts: the entry's own, or its original_quote's (original_* names). */
function amountsOf(quote: Record<string, unknown>, prefix: '' | 'original_') {
  const [fiat, coin, fee, network] = ['fiat_amount', 'coin_amount', 'fee_amount', 'network_fee'].map((name) =>
    written(quote[`${prefix}${name}`]),
  );
  return fiat && coin && fee && network ? { fiat, coin, fee, network } : undefined;
}

/**
 * Judges one tie of one price entry (rules/relations/relation.ts, PriceTie). Undefined where the entry does not give
 * what the tie needs (a field missing or not a number, no direction, no listed fee, no discount): nothing judged.
 */
export function priceTie(
  tie: PriceTie,
  { entry, spot: spotRaw, direction, tolerance, listedPercent }: PriceEntryContext,
): TieVerdict | undefined {
  const spot = written(spotRaw);
  const original = originalQuote(entry);
  const how = toleranceWords(tolerance);
  switch (tie) {
    case 'adds-up':
    case 'original-adds-up': {
      const quote = tie === 'adds-up' ? entry : original;
      const amounts = quote && amountsOf(quote, tie === 'adds-up' ? '' : 'original_');
      if (!amounts || !spot || !direction) return undefined;
      const { fiat, coin, fee, network } = amounts;
      const atSpot = coin.value * spot.value;
      // A buy's fiat pays both fees and the coins; a sell's coins fetch the fiat paid out and both fees.
      const residual =
        direction === 'buy'
          ? fiat.value - fee.value - network.value - atSpot
          : atSpot - fiat.value - fee.value - network.value;
      const carried = fiat.half + fee.half + network.half + coin.half * spot.value + coin.value * spot.half;
      const names = tie === 'adds-up' ? '' : 'original_';
      return {
        ok: within(residual, 0, carried, Math.max(fiat.value, atSpot), tolerance),
        received:
          direction === 'buy'
            ? `${names}fiat_amount ${fmt(fiat.value)} is ${fmt(residual)} more than ${names}fee_amount ` +
              `${fmt(fee.value)} + ${names}network_fee ${fmt(network.value)} + ${names}coin_amount ` +
              `${fmt(coin.value)} × spot_price ${fmt(spot.value)} on a buy`
            : `${names}coin_amount ${fmt(coin.value)} × spot_price ${fmt(spot.value)} is ${fmt(residual)} more ` +
              `than ${names}fiat_amount ${fmt(fiat.value)} + ${names}fee_amount ${fmt(fee.value)} + ` +
              `${names}network_fee ${fmt(network.value)} on a sell`,
        documented: `the amounts add up at spot_price, ${how}`,
      };
    }
    case 'including-fee': {
      const [fiat, coin, including] = [
        written(entry.fiat_amount),
        written(entry.coin_amount),
        written(entry.spot_price_including_fee),
      ];
      if (!fiat || !coin || !including || !(coin.value > 0)) return undefined;
      const expected = fiat.value / coin.value;
      const carried = including.half + fiat.half / coin.value + (fiat.value * coin.half) / coin.value ** 2;
      return {
        ok: within(including.value, expected, carried, Math.max(including.value, expected), tolerance),
        received: `spot_price_including_fee ${fmt(including.value)}`,
        documented:
          `fiat_amount ${fmt(fiat.value)} / coin_amount ${fmt(coin.value)} = ${fmt(expected)}, the price the ` +
          `amounts give, ${how}`,
      };
    }
    case 'price-fee': {
      const [fee, including] = [written(entry.spot_price_fee), written(entry.spot_price_including_fee)];
      if (!fee || !including || !spot) return undefined;
      const expected = Math.abs(including.value - spot.value);
      return {
        ok: within(
          fee.value,
          expected,
          fee.half + including.half + spot.half,
          Math.max(including.value, spot.value),
          tolerance,
        ),
        received: `spot_price_fee ${fmt(fee.value)}`,
        documented:
          `|spot_price_including_fee ${fmt(including.value)} − spot_price ${fmt(spot.value)}| = ${fmt(expected)}, ` +
          how,
      };
    }
    case 'listed-fee': {
      // A discount changes the commission rate: the listed fee is the original quote's (LEG-PRICES-DISCOUNT-PRICED).
      if (original || listedPercent === undefined || !direction) return undefined;
      const [fee, fiat, coin] = [written(entry.fee_amount), written(entry.fiat_amount), written(entry.coin_amount)];
      if (!fee || !fiat || (direction === 'sell' && (!coin || !spot))) return undefined;
      const rate = listedPercent / 100;
      const base = direction === 'buy' ? fiat.value : coin!.value * spot!.value;
      const baseHalf = direction === 'buy' ? fiat.half : coin!.half * spot!.value + coin!.value * spot!.half;
      const expected = rate * base;
      const of =
        direction === 'buy'
          ? `fiat_amount ${fmt(fiat.value)}`
          : `coin_amount ${fmt(coin!.value)} × spot_price ${fmt(spot!.value)}`;
      return {
        ok: within(fee.value, expected, fee.half + rate * baseHalf, base, tolerance),
        received: `fee_amount ${fmt(fee.value)}`,
        documented:
          `${fmt(listedPercent)} % (the method's listed percentage fees for the pair, GET /api/payment-methods) ` +
          `of ${of} = ${fmt(expected)}, ${how}`,
      };
    }
    case 'discount-fee': {
      const [fee, before] = [written(entry.fee_amount), written(original?.original_fee_amount)];
      if (!fee || !before) return undefined;
      return {
        ok: fee.value < before.value,
        received: `fee_amount ${fmt(fee.value)} with original_fee_amount ${fmt(before.value)}`,
        documented: 'a fee_amount below original_fee_amount: a discount "changes commission rate"',
      };
    }
    case 'discount-network-fee': {
      const [network, before] = [written(entry.network_fee), written(original?.original_network_fee)];
      if (!network || !before) return undefined;
      return {
        ok: within(network.value, before.value, network.half + before.half, before.value, tolerance),
        received: `network_fee ${fmt(network.value)} with original_network_fee ${fmt(before.value)}`,
        documented: 'the same network_fee: a discount changes the commission rate, not the network fee',
      };
    }
    case 'discount-price': {
      const now = original && amountsOf(entry, '');
      const before = original && amountsOf(original, 'original_');
      if (!now || !before || !direction || !(now.coin.value > 0) || !(before.coin.value > 0)) return undefined;
      const [price, originalPrice] = [now.fiat.value / now.coin.value, before.fiat.value / before.coin.value];
      return {
        ok: direction === 'buy' ? price < originalPrice : price > originalPrice,
        received:
          `fiat_amount / coin_amount ${fmt(price)} with original_fiat_amount / original_coin_amount ` +
          `${fmt(originalPrice)} on a ${direction}`,
        documented:
          direction === 'buy'
            ? 'a lower price per coin than the original quote: more coins for the fiat'
            : 'a higher price per coin than the original quote: more fiat for the coins',
      };
    }
  }
}
