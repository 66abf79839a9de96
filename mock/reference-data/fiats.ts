/** Fiat currencies. `sell`: sell orders can pay out in it. `usdRate`: units per US dollar, for quotes. */
export interface Fiat {
  code: string;
  name: string;
  symbol: string;
  sell: boolean;
  usdRate: number;
  /** Country an order in this currency is attributed to (the order's `country`). */
  country: string;
}

export const fiats: readonly Fiat[] = [
  { code: 'EUR', name: 'Euro', symbol: '€', sell: true, usdRate: 0.92, country: 'DE' },
  { code: 'USD', name: 'US Dollar', symbol: '$', sell: true, usdRate: 1, country: 'US' },
  { code: 'GBP', name: 'British Pound Sterling', symbol: '£', sell: true, usdRate: 0.79, country: 'GB' },
  { code: 'CAD', name: 'Canadian Dollar', symbol: 'CA$', sell: false, usdRate: 1.37, country: 'CA' },
  { code: 'AUD', name: 'Australian Dollar', symbol: 'A$', sell: false, usdRate: 1.52, country: 'AU' },
  { code: 'BRL', name: 'Brazilian Real', symbol: 'R$', sell: false, usdRate: 5.4, country: 'BR' },
  { code: 'PLN', name: 'Polish Zloty', symbol: 'zł', sell: true, usdRate: 3.95, country: 'PL' },
  { code: 'CHF', name: 'Swiss Franc', symbol: 'CHF', sell: false, usdRate: 0.88, country: 'CH' },
  { code: 'SEK', name: 'Swedish Krona', symbol: 'kr', sell: false, usdRate: 10.6, country: 'SE' },
];

export function fiatByCode(code: string): Fiat | undefined {
  return fiats.find((fiat) => fiat.code === code);
}
