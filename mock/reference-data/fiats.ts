import { currencyName, currencySymbol } from '../../rules/world';

/**
 * Fiat currencies, named and given symbols as the world does (rules/world.ts). `sell`: sell orders can pay out in
 * it. `usdRate`: units per US dollar, for quotes.
 */
export interface Fiat {
  code: string;
  name: string;
  symbol: string;
  sell: boolean;
  usdRate: number;
  /** Country an order in this currency is attributed to (the order's `country`). */
  country: string;
}

const listed: readonly Omit<Fiat, 'name' | 'symbol'>[] = [
  { code: 'EUR', sell: true, usdRate: 0.92, country: 'DE' },
  { code: 'USD', sell: true, usdRate: 1, country: 'US' },
  { code: 'GBP', sell: true, usdRate: 0.79, country: 'GB' },
  { code: 'CAD', sell: false, usdRate: 1.37, country: 'CA' },
  { code: 'AUD', sell: false, usdRate: 1.52, country: 'AU' },
  { code: 'BRL', sell: false, usdRate: 5.4, country: 'BR' },
  { code: 'PLN', sell: true, usdRate: 3.95, country: 'PL' },
  { code: 'CHF', sell: false, usdRate: 0.88, country: 'CH' },
  { code: 'SEK', sell: false, usdRate: 10.6, country: 'SE' },
];

export const fiats: readonly Fiat[] = listed.map((fiat) => ({
  ...fiat,
  name: currencyName(fiat.code) ?? fiat.code,
  symbol: currencySymbol(fiat.code),
}));

export function fiatByCode(code: string): Fiat | undefined {
  return fiats.find((fiat) => fiat.code === code);
}
