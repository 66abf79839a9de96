import { fiatDecimal, fiatRound, type Direction } from './quotes';
import type { Fiat } from './reference-data/fiats';

/** Per-transaction limits of an identity, in US dollars; converted to the fiat asked for. The mock's own numbers. */
export const transactionLimitsUsd: Readonly<Record<Direction, { min: number; max: number }>> = {
  buy: { min: 20, max: 10_000 },
  sell: { min: 20, max: 5_000 },
};

/** The limit entry for one fiat: decimal strings with 2 places. */
export function transactionLimit(direction: Direction, fiat: Fiat): { fiat: string; min: string; max: string } {
  const { min, max } = transactionLimitsUsd[direction];
  return {
    fiat: fiat.code,
    min: fiatDecimal(fiatRound(min * fiat.usdRate)),
    max: fiatDecimal(fiatRound(max * fiat.usdRate)),
  };
}
