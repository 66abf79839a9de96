/** Payment methods: buy methods take fiat in, sell methods pay fiat out. */
export interface Agent {
  os: string;
  browser: string;
}

export interface PaymentMethod {
  id: number;
  /** The bulk list's payment_type. */
  slug: string;
  name: string;
  description: string;
  direction: 'buy' | 'sell';
  supportedAgents: readonly Agent[] | null;
  fiats: readonly string[];
  coins: readonly string[];
  /** Surcharge in percent of the fiat amount. */
  surchargePercent: number;
  /** Per-order limits in US dollars, converted per fiat. */
  limitsUsd: { min: number; max: number };
}

const allFiats = ['EUR', 'USD', 'GBP', 'CAD', 'AUD', 'BRL', 'PLN', 'CHF', 'SEK'];
const sellFiats = ['EUR', 'USD', 'GBP', 'PLN'];
const allCoins = ['BTC', 'ETH', 'USDT', 'XRP', 'XLM', 'SOL'];
const walletPayCoins = ['BTC', 'ETH', 'USDT', 'SOL'];
const sellCoins = ['BTC', 'ETH', 'USDT', 'SOL', 'XRP'];

export const paymentMethods: readonly PaymentMethod[] = [
  {
    id: 1,
    slug: 'card',
    name: 'Credit or debit card',
    description: 'Visa and Mastercard',
    direction: 'buy',
    supportedAgents: null,
    fiats: allFiats,
    coins: allCoins,
    surchargePercent: 3.99,
    limitsUsd: { min: 20, max: 20000 },
  },
  {
    id: 2,
    slug: 'sepa_bank_transfer',
    name: 'SEPA bank transfer',
    description: 'Bank transfer within the SEPA zone',
    direction: 'buy',
    supportedAgents: null,
    fiats: ['EUR'],
    coins: allCoins,
    surchargePercent: 1.49,
    limitsUsd: { min: 30, max: 50000 },
  },
  {
    id: 3,
    slug: 'apple_pay',
    name: 'Apple Pay',
    description: 'Pay with a card stored in Apple Wallet',
    direction: 'buy',
    supportedAgents: [
      { os: 'iOS', browser: 'Safari' },
      { os: 'macOS', browser: 'Safari' },
    ],
    fiats: allFiats,
    coins: walletPayCoins,
    surchargePercent: 3.49,
    limitsUsd: { min: 20, max: 5000 },
  },
  {
    id: 4,
    slug: 'card_payout',
    name: 'Card payout',
    description: 'Payout to a Visa or Mastercard debit card',
    direction: 'sell',
    supportedAgents: null,
    fiats: sellFiats,
    coins: sellCoins,
    surchargePercent: 2.49,
    limitsUsd: { min: 25, max: 10000 },
  },
  {
    id: 5,
    slug: 'sepa_payout',
    name: 'SEPA payout',
    description: 'Payout to a bank account in the SEPA zone',
    direction: 'sell',
    supportedAgents: null,
    fiats: ['EUR'],
    coins: sellCoins,
    surchargePercent: 0.99,
    limitsUsd: { min: 30, max: 50000 },
  },
  {
    id: 6,
    slug: 'google_pay',
    name: 'Google Pay',
    description: 'Pay with a card stored in Google Wallet',
    direction: 'buy',
    supportedAgents: [{ os: 'Android', browser: 'Chrome' }],
    fiats: allFiats,
    coins: walletPayCoins,
    surchargePercent: 3.49,
    limitsUsd: { min: 20, max: 5000 },
  },
];

export function paymentMethodById(id: number): PaymentMethod | undefined {
  return paymentMethods.find((method) => method.id === id);
}

/** Methods that carry this pair in this direction, by id. */
export function methodsFor(direction: 'buy' | 'sell', fiat: string, coin: string): PaymentMethod[] {
  return paymentMethods.filter(
    (method) => method.direction === direction && method.fiats.includes(fiat) && method.coins.includes(coin),
  );
}
