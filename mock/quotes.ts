import { networks, type Coin, type CoinNetwork } from './reference-data/coins';
import type { Fiat } from './reference-data/fiats';

export type Direction = 'buy' | 'sell';

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
export const fiatRound = (value: number) => round(value, 2);
export const coinRound = (value: number) => round(value, 8);

/** Spot price of one coin in the fiat; drifts up to ±0.5 % over ten minutes of mock time so quotes move. */
export function spotPrice(coin: Coin, fiat: Fiat, atMs: number): number {
  const phase = coin.code.charCodeAt(0) + coin.code.length;
  const drift = 1 + 0.005 * Math.sin((2 * Math.PI * atMs) / 600_000 + phase);
  return fiatRound(coin.usdPrice * fiat.usdRate * drift);
}

export interface QuoteInput {
  direction: Direction;
  fiat: Fiat;
  network: CoinNetwork;
  spot: number;
  surchargePercent: number;
  /** Which side the customer fixed; without it the fiat side is 100. */
  amount?: { of: 'fiat' | 'coin'; value: number };
}

export interface Quote {
  fiatAmount: number;
  coinAmount: number;
  feeAmount: number;
  networkFee: number;
  spotPriceIncludingFee: number;
  spotPriceFee: number;
}

/**
 * Buy: the customer pays fiatAmount, fee and network fee come off it, the rest buys coins.
 * Sell: the coins fetch coinAmount × spot, fee and network fee come off it, the rest is paid out.
 * Undefined when the amount does not cover the fees.
 */
export function quote(input: QuoteInput): Quote | undefined {
  const { direction, spot } = input;
  const rate = input.surchargePercent / 100;
  const networkFee = fiatRound(networks[input.network.network].feeUsd * input.fiat.usdRate);
  const amount = input.amount ?? { of: 'fiat', value: 100 };
  let fiatAmount: number;
  let coinAmount: number;
  let feeAmount: number;
  if (direction === 'buy' && amount.of === 'fiat') {
    fiatAmount = fiatRound(amount.value);
    feeAmount = fiatRound(fiatAmount * rate);
    coinAmount = coinRound((fiatAmount - feeAmount - networkFee) / spot);
  } else if (direction === 'buy') {
    coinAmount = coinRound(amount.value);
    fiatAmount = fiatRound((coinAmount * spot + networkFee) / (1 - rate));
    feeAmount = fiatRound(fiatAmount * rate);
  } else if (amount.of === 'coin') {
    coinAmount = coinRound(amount.value);
    feeAmount = fiatRound(coinAmount * spot * rate);
    fiatAmount = fiatRound(coinAmount * spot - feeAmount - networkFee);
  } else {
    fiatAmount = fiatRound(amount.value);
    const gross = (fiatAmount + networkFee) / (1 - rate);
    coinAmount = coinRound(gross / spot);
    feeAmount = fiatRound(gross * rate);
  }
  if (!(fiatAmount > 0 && coinAmount > 0)) return undefined;
  const spotPriceIncludingFee = fiatRound(fiatAmount / coinAmount);
  return {
    fiatAmount,
    coinAmount,
    feeAmount,
    networkFee,
    spotPriceIncludingFee,
    spotPriceFee: fiatRound(Math.abs(spotPriceIncludingFee - spot)),
  };
}

/** Decimal strings as the service writes them. */
export const fiatDecimal = (value: number) => value.toFixed(2);
export const coinDecimal = (value: number) => value.toFixed(8);
