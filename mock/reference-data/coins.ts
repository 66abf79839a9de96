/** Blockchain networks and the coins on them. */
export type NetworkCode = 'bitcoin' | 'ethereum' | 'tron' | 'ripple' | 'stellar' | 'solana' | 'polygon';

export interface Network {
  code: NetworkCode;
  /** The code the real service writes for it (real-service-notes.md: BTC, ETH, MATIC, XRP). */
  ticker: string;
  /** Integer id the create-order response carries in blockchain.id. */
  id: number;
  /** Chain id the bulk list carries in blockchain.network_id; null where the chain has none. */
  networkId: string | null;
  /** A wallet address on this network must match it. */
  address: RegExp;
  /** Fee to move coins on this network, in US dollars. */
  feeUsd: number;
}

export const networks: Readonly<Record<NetworkCode, Network>> = {
  bitcoin: {
    code: 'bitcoin',
    ticker: 'BTC',
    id: 1,
    networkId: null,
    address: /^(bc1[02-9ac-hj-np-z]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/,
    feeUsd: 1.8,
  },
  ethereum: { code: 'ethereum', ticker: 'ETH', id: 2, networkId: '1', address: /^0x[0-9a-fA-F]{40}$/, feeUsd: 2.4 },
  tron: { code: 'tron', ticker: 'TRX', id: 3, networkId: null, address: /^T[1-9A-HJ-NP-Za-km-z]{33}$/, feeUsd: 1 },
  ripple: {
    code: 'ripple',
    ticker: 'XRP',
    id: 4,
    networkId: null,
    address: /^r[1-9A-HJ-NP-Za-km-z]{24,34}$/,
    feeUsd: 0.05,
  },
  stellar: { code: 'stellar', ticker: 'XLM', id: 5, networkId: null, address: /^G[A-Z2-7]{55}$/, feeUsd: 0.05 },
  solana: {
    code: 'solana',
    ticker: 'SOL',
    id: 6,
    networkId: null,
    address: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
    feeUsd: 0.1,
  },
  // The notes' MATIC: the document names no network, so Polygon is reference data like the others, a token network
  // here.
  polygon: { code: 'polygon', ticker: 'MATIC', id: 7, networkId: '137', address: /^0x[0-9a-fA-F]{40}$/, feeUsd: 0.01 },
};

export interface AddressTag {
  regex: string | null;
  required: boolean | null;
  name: string | null;
}

export const noTag: AddressTag = { regex: null, required: null, name: null };

/** One network a coin travels on. */
export interface CoinNetwork {
  network: NetworkCode;
  description: string;
  /** Only on token networks. */
  contractId?: string;
  isDefault: boolean;
  /** Smallest buy, in coins. */
  minValue: number;
  addressTag: AddressTag;
}

export interface Coin {
  code: string;
  name: string;
  /** Available for sell orders. */
  sell: boolean;
  usdPrice: number;
  blockchains: readonly CoinNetwork[];
}

export const coins: readonly Coin[] = [
  {
    code: 'BTC',
    name: 'Bitcoin',
    sell: true,
    usdPrice: 96250,
    blockchains: [{ network: 'bitcoin', description: 'Bitcoin', isDefault: true, minValue: 0.0001, addressTag: noTag }],
  },
  {
    code: 'ETH',
    name: 'Ethereum',
    sell: true,
    usdPrice: 3420,
    blockchains: [
      { network: 'ethereum', description: 'Ethereum', isDefault: true, minValue: 0.002, addressTag: noTag },
    ],
  },
  {
    code: 'USDT',
    name: 'Tether',
    sell: true,
    usdPrice: 1,
    blockchains: [
      {
        network: 'ethereum',
        description: 'Ethereum (ERC-20)',
        contractId: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
        isDefault: true,
        minValue: 20,
        addressTag: noTag,
      },
      {
        network: 'tron',
        description: 'Tron (TRC-20)',
        contractId: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
        isDefault: false,
        minValue: 5,
        addressTag: noTag,
      },
      {
        network: 'polygon',
        description: 'Polygon (PoS)',
        contractId: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F',
        isDefault: false,
        minValue: 2,
        addressTag: noTag,
      },
    ],
  },
  {
    code: 'XRP',
    name: 'XRP',
    sell: true,
    usdPrice: 2.31,
    blockchains: [
      {
        network: 'ripple',
        description: 'XRP Ledger',
        isDefault: true,
        minValue: 10,
        addressTag: { regex: '^[0-9]{1,10}$', required: true, name: 'Destination tag' },
      },
    ],
  },
  {
    code: 'XLM',
    name: 'Stellar Lumens',
    sell: false,
    usdPrice: 0.42,
    blockchains: [
      {
        network: 'stellar',
        description: 'Stellar',
        isDefault: true,
        minValue: 25,
        addressTag: { regex: '^[0-9A-Za-z]{1,28}$', required: false, name: 'Memo' },
      },
    ],
  },
  {
    code: 'SOL',
    name: 'Solana',
    sell: true,
    usdPrice: 188,
    blockchains: [{ network: 'solana', description: 'Solana', isDefault: true, minValue: 0.05, addressTag: noTag }],
  },
];

export function coinByCode(code: string): Coin | undefined {
  return coins.find((coin) => coin.code === code);
}

/** The coin's network of that code, or its default network when no code is given. */
export function coinNetwork(coin: Coin, code?: string): CoinNetwork | undefined {
  return code === undefined
    ? coin.blockchains.find((entry) => entry.isDefault)
    : coin.blockchains.find((entry) => entry.network === code);
}

/** Another coin of the reference data than this one (the first listed that is not it). */
export function anotherCoin(code: string): Coin {
  return coins.find((coin) => coin.code !== code)!;
}

/**
 * The first network of the reference data none of the coin's blockchains travels on, with another coin's entry for it.
 */
export function networkOfAnotherCoin(coin: Coin): CoinNetwork {
  const own = new Set(coin.blockchains.map((entry) => entry.network));
  return coins.flatMap((other) => other.blockchains).find((entry) => !own.has(entry.network))!;
}

/**
 * How /api writes a network code, in answers and in the blockchain it takes: the network's name, or its ticker (the
 * real service).
 */
export type NetworkCodeForm = 'names' | 'tickers';

export function networkCodeOf(network: NetworkCode, form: NetworkCodeForm): string {
  return form === 'tickers' ? networks[network].ticker : networks[network].code;
}

/** The coin's network a blockchain sent in that form names, or its default network when none is sent. */
export function sentNetwork(coin: Coin, sent: string | undefined, form: NetworkCodeForm): CoinNetwork | undefined {
  return sent === undefined
    ? coinNetwork(coin)
    : coin.blockchains.find((entry) => networkCodeOf(entry.network, form) === sent);
}
