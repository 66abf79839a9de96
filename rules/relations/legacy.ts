import type { BodyReadingRow, ErrorBodyRow, RelationRow } from './relation';

// Reasons shared by several fields.
const DISPLAY = 'display text the service chooses; nothing sent names it';
const SERVICE_SETTLES = 'set by the service as the order is paid and settled; nothing sent names it';
const APPEARS = 'the document shows a value that appears, not the list (ASSUME-LEG-APPEARING-VALUES)';

/** The amounts, fees and prices of a price entry (Resources › Price quote (Legacy)), each a decimal number. */
export const PRICE_AMOUNT_FIELDS = [
  'spot_price_fee',
  'spot_price_including_fee',
  'coin_amount',
  'fiat_amount',
  'fee_amount',
  'network_fee',
] as const;

/** How every field of every /api answer relates (Resources; Endpoints › the service). */
export const legacyRelations: readonly RelationRow[] = [
  // GET /api/fiats/{orderType}
  {
    operation: 'listFiats',
    field: '/data/fiats/*/fiat_code',
    relation: { kind: 'unique' },
    rule: 'LEG-REFERENCE-UNIQUE',
  },
  {
    operation: 'listFiats',
    field: '/data/fiats/*/fiat_code',
    relation: { kind: 'world-member', list: 'currencies', row: 'ASSUME-LEG-WORLD-CODES' },
    rule: 'LEG-WORLD-CODES',
  },
  {
    operation: 'listFiats',
    field: '/data/fiats/*/fiat_name',
    relation: { kind: 'world-name', list: 'currencies', codeAt: 'fiat_code', row: 'ASSUME-LEG-WORLD-NAMES' },
    rule: 'LEG-WORLD-NAMES',
  },
  {
    operation: 'listFiats',
    field: '/data/fiats/*/fiat_symbol',
    relation: { kind: 'world-symbol', codeAt: 'fiat_code', row: 'ASSUME-LEG-WORLD-NAMES' },
    rule: 'LEG-WORLD-NAMES',
  },

  // GET /api/coins/{orderType}
  {
    operation: 'listCoins',
    field: '/data/coins/*/coin_code',
    relation: { kind: 'unique' },
    rule: 'LEG-REFERENCE-UNIQUE',
  },
  { operation: 'listCoins', field: '/data/coins/*/coin_name', relation: { kind: 'free', reason: DISPLAY } },
  {
    operation: 'listCoins',
    field: '/data/coins/*/blockchains/*/code',
    relation: { kind: 'unique' },
    rule: 'LEG-REFERENCE-UNIQUE',
  },
  {
    operation: 'listCoins',
    field: '/data/coins/*/blockchains/*/description',
    relation: { kind: 'free', reason: DISPLAY },
  },
  {
    operation: 'listCoins',
    field: '/data/coins/*/blockchains/*/contract_id',
    rule: 'LEG-COINS-SHAPE',
    relation: {
      kind: 'tested',
      reason:
        "present only for token networks: which network is a token is the service's to say; LEG-COINS-SHAPE " +
        'checks native networks carry none',
    },
  },
  {
    operation: 'listCoins',
    field: '/data/coins/*/blockchains/*/is_default',
    relation: { kind: 'one-true' },
    rule: 'LEG-COINS-ONE-DEFAULT',
  },
  {
    operation: 'listCoins',
    field: '/data/coins/*/blockchains/*/min_value',
    rule: 'LEG-ORDER-NETWORK-MINIMUM',
    relation: {
      kind: 'tested',
      reason: 'a minimum the service sets; an order below it is tried under ASSUME-NETWORK-MINIMUM-REFUSAL',
    },
  },
  ...(['regex', 'required', 'name'] as const).map((part): RelationRow => ({
    operation: 'listCoins',
    field: `/data/coins/*/blockchains/*/address_tag/${part}`,
    rule: 'LEG-ORDER-ADDRESS-TAG',
    relation: {
      kind: 'tested',
      reason:
        'the tag rules of a network: an order without a required tag, or one failing the regex, is tried ' +
        'under ASSUME-ADDRESS-TAG-REFUSAL',
    },
  })),

  // GET /api/countries, GET /api/countries/us/states
  {
    operation: 'listCountries',
    field: '/data/countries/*/country_code',
    relation: { kind: 'unique' },
    rule: 'LEG-REFERENCE-UNIQUE',
  },
  {
    operation: 'listCountries',
    field: '/data/countries/*/country_code',
    relation: { kind: 'world-member', list: 'countries', row: 'ASSUME-LEG-WORLD-CODES' },
    rule: 'LEG-WORLD-CODES',
  },
  {
    operation: 'listCountries',
    field: '/data/countries/*/country_name',
    relation: { kind: 'world-name', list: 'countries', codeAt: 'country_code', row: 'ASSUME-LEG-WORLD-NAMES' },
    rule: 'LEG-WORLD-NAMES',
  },
  {
    operation: 'listUsStates',
    field: '/data/states/*/state_code',
    relation: { kind: 'unique' },
    rule: 'LEG-REFERENCE-UNIQUE',
  },
  {
    operation: 'listUsStates',
    field: '/data/states/*/state_code',
    relation: { kind: 'world-member', list: 'us-states', row: 'ASSUME-LEG-WORLD-CODES' },
    rule: 'LEG-WORLD-CODES',
  },
  {
    operation: 'listUsStates',
    field: '/data/states/*/state_name',
    relation: { kind: 'world-name', list: 'us-states', codeAt: 'state_code', row: 'ASSUME-LEG-WORLD-NAMES' },
    rule: 'LEG-WORLD-NAMES',
  },

  // GET /api/payment-methods
  {
    operation: 'listPaymentMethods',
    field: '/data/payment_methods/*/id',
    relation: { kind: 'unique' },
    rule: 'LEG-REFERENCE-UNIQUE',
  },
  ...(['name', 'description'] as const).map((field): RelationRow => ({
    operation: 'listPaymentMethods',
    field: `/data/payment_methods/*/${field}`,
    relation: { kind: 'free', reason: DISPLAY },
  })),
  {
    operation: 'listPaymentMethods',
    field: '/data/payment_methods/*/logo_url',
    relation: { kind: 'absolute-url' },
    rule: 'LEG-PM-LOGO-URL',
  },
  {
    operation: 'listPaymentMethods',
    field: '/data/payment_methods/*/status',
    relation: { kind: 'free', reason: APPEARS },
  },
  {
    operation: 'listPaymentMethods',
    field: '/data/payment_methods/*/type',
    relation: { kind: 'free', reason: `${APPEARS}; ASSUME-LEG-PM-TYPE-BUY` },
  },
  ...(['os', 'browser'] as const).map((field): RelationRow => ({
    operation: 'listPaymentMethods',
    field: `/data/payment_methods/*/supported_agents/*/${field}`,
    rule: 'PTR-SUPPORTED-AGENTS',
    relation: {
      kind: 'tested',
      reason: "the partner's duty: a method is not offered outside its pairs (the page command, in Chromium)",
    },
  })),
  ...(
    [
      ['os', 'operating-systems'],
      ['browser', 'browsers'],
    ] as const
  ).map(([field, list]): RelationRow => ({
    operation: 'listPaymentMethods',
    field: `/data/payment_methods/*/supported_agents/*/${field}`,
    relation: { kind: 'world-member', list, row: 'ASSUME-LEG-WORLD-NAMES' },
    rule: 'LEG-AGENTS-KNOWN',
  })),
  {
    operation: 'listPaymentMethods',
    field: '/data/payment_methods/*/supported_fiat/*',
    relation: { kind: 'member', list: 'fiats' },
    rule: 'LEG-REFERENCE-MEMBERSHIP',
  },
  {
    operation: 'listPaymentMethods',
    field: '/data/payment_methods/*/supported_coin/*',
    relation: { kind: 'member', list: 'coins' },
    rule: 'LEG-REFERENCE-MEMBERSHIP',
  },
  {
    operation: 'listPaymentMethods',
    field: '/data/payment_methods/*/transaction_fees/*/fiat_code',
    relation: { kind: 'member', list: 'fiats' },
    rule: 'LEG-REFERENCE-MEMBERSHIP',
  },
  {
    operation: 'listPaymentMethods',
    field: '/data/payment_methods/*/transaction_fees/*/coin_code',
    relation: { kind: 'member', list: 'coins' },
    rule: 'LEG-REFERENCE-MEMBERSHIP',
  },
  // A fee is listed for a pair the method carries, as a limit is for a fiat it supports.
  {
    operation: 'listPaymentMethods',
    field: '/data/payment_methods/*/transaction_fees/*/fiat_code',
    relation: { kind: 'member-of-item', field: 'supported_fiat' },
    rule: 'LEG-REFERENCE-MEMBERSHIP',
  },
  {
    operation: 'listPaymentMethods',
    field: '/data/payment_methods/*/transaction_fees/*/coin_code',
    relation: { kind: 'member-of-item', field: 'supported_coin' },
    rule: 'LEG-REFERENCE-MEMBERSHIP',
  },
  ...(['name', 'amount', 'type'] as const).map((field): RelationRow => ({
    operation: 'listPaymentMethods',
    field: `/data/payment_methods/*/transaction_fees/*/fees/*/${field}`,
    relation: { kind: 'free', reason: `a fee the service charges; ${APPEARS}` },
  })),
  {
    operation: 'listPaymentMethods',
    field: '/data/payment_methods/*/transaction_limits/*/fiat_code',
    relation: { kind: 'member-of-item', field: 'supported_fiat' },
    rule: 'LEG-REFERENCE-MEMBERSHIP',
  },
  {
    operation: 'listPaymentMethods',
    field: '/data/payment_methods/*/transaction_limits/*/min',
    relation: { kind: 'not-above', than: 'max' },
    rule: 'LEG-PAYMENT-METHOD-LIMITS',
  },
  {
    operation: 'listPaymentMethods',
    field: '/data/payment_methods/*/transaction_limits/*/max',
    rule: 'LEG-ORDER-WITHIN-LIMITS',
    relation: {
      kind: 'tested',
      reason: 'a buy at the min and at the max of each method is created (generated amounts between)',
    },
  },

  // GET /api/prices
  {
    operation: 'getPrices',
    field: '/data/spot_price',
    relation: {
      kind: 'free',
      reason:
        "the market price of the pair, the service's own; each entry's amounts and prices are judged against it " +
        '(LEG-PRICES-AMOUNTS-ADD-UP, LEG-PRICES-PRICE-WITH-FEE)',
    },
  },
  {
    operation: 'getPrices',
    field: '/data/prices/*/payment_method_id',
    relation: { kind: 'member', list: 'payment-method-ids' },
    rule: 'LEG-REFERENCE-MEMBERSHIP',
  },
  {
    operation: 'getPrices',
    field: '/data/prices/*/payment_method_id',
    relation: { kind: 'echo', of: { query: 'payment_method_id' }, same: 'number' },
    rule: 'LEG-PRICES-PAYMENT-METHOD',
  },
  {
    operation: 'getPrices',
    field: '/data/prices/*/type',
    relation: { kind: 'free', reason: `${APPEARS}; ASSUME-LEG-PM-TYPE-BUY` },
  },
  {
    operation: 'getPrices',
    field: '/data/prices/*/fiat_code',
    relation: { kind: 'echo', of: { query: 'source' }, same: 'code', when: 'buy' },
    rule: 'LEG-PRICES-AS-ASKED',
  },
  {
    operation: 'getPrices',
    field: '/data/prices/*/fiat_code',
    relation: { kind: 'echo', of: { query: 'target' }, same: 'code', when: 'sell' },
    rule: 'LEG-PRICES-AS-ASKED',
  },
  {
    operation: 'getPrices',
    field: '/data/prices/*/coin_code',
    relation: { kind: 'echo', of: { query: 'target' }, same: 'code', when: 'buy' },
    rule: 'LEG-PRICES-AS-ASKED',
  },
  {
    operation: 'getPrices',
    field: '/data/prices/*/coin_code',
    relation: { kind: 'echo', of: { query: 'source' }, same: 'code', when: 'sell' },
    rule: 'LEG-PRICES-AS-ASKED',
  },
  ...(['fiat_amount', 'coin_amount'] as const).map((field): RelationRow => ({
    operation: 'getPrices',
    field: `/data/prices/*/${field}`,
    rule: 'LEG-PRICES-AMOUNT-ALONE',
    relation: {
      kind: 'tested',
      reason:
        "the amount sent, before or after its fees (ASSUME-LEG-QUOTE-AMOUNT): a tolerance the rule's own test " +
        'computes from the quote',
    },
  })),
  // The names tie a price entry's numbers; the document states no formula (ASSUME-LEG-PRICE-ARITHMETIC).
  {
    operation: 'getPrices',
    field: '/data/prices/*/network_fee',
    relation: { kind: 'price-arithmetic', ties: 'adds-up' },
    rule: 'LEG-PRICES-AMOUNTS-ADD-UP',
  },
  {
    operation: 'getPrices',
    field: '/data/prices/*/spot_price_including_fee',
    relation: { kind: 'price-arithmetic', ties: 'including-fee' },
    rule: 'LEG-PRICES-PRICE-WITH-FEE',
  },
  {
    operation: 'getPrices',
    field: '/data/prices/*/spot_price_fee',
    relation: { kind: 'price-arithmetic', ties: 'price-fee' },
    rule: 'LEG-PRICES-PRICE-WITH-FEE',
  },
  {
    operation: 'getPrices',
    field: '/data/prices/*/fee_amount',
    relation: { kind: 'price-arithmetic', ties: 'listed-fee' },
    rule: 'LEG-PRICES-FEE-AS-LISTED',
  },
  // A discount (beta) "changes commission rate": the original quote adds up too, and is dearer.
  {
    operation: 'getPrices',
    field: '/data/prices/*/discount/original_quote/original_fiat_amount',
    relation: { kind: 'price-arithmetic', ties: 'original-adds-up' },
    rule: 'LEG-PRICES-AMOUNTS-ADD-UP',
  },
  {
    operation: 'getPrices',
    field: '/data/prices/*/discount/original_quote/original_fee_amount',
    relation: { kind: 'price-arithmetic', ties: 'discount-fee' },
    rule: 'LEG-PRICES-DISCOUNT-PRICED',
  },
  {
    operation: 'getPrices',
    field: '/data/prices/*/discount/original_quote/original_network_fee',
    relation: { kind: 'price-arithmetic', ties: 'discount-network-fee' },
    rule: 'LEG-PRICES-DISCOUNT-PRICED',
  },
  {
    operation: 'getPrices',
    field: '/data/prices/*/discount/original_quote/original_coin_amount',
    relation: { kind: 'price-arithmetic', ties: 'discount-price' },
    rule: 'LEG-PRICES-DISCOUNT-PRICED',
  },

  // POST /api/orders: the answer holds what was sent.
  {
    operation: 'createOrder',
    field: '/data/order/id',
    relation: {
      kind: 'free',
      reason: "the service's own id; the key that ties the bulk list to the create answer (LEG-ORDERS-LIST-AS-CREATED)",
    },
  },
  {
    operation: 'createOrder',
    field: '/data/order/account_id',
    relation: { kind: 'free', reason: "the partner's account at the service; nothing sent names it" },
  },
  {
    operation: 'createOrder',
    field: '/data/order/account_reference',
    relation: { kind: 'echo', of: { body: 'account_reference' }, same: 'exact' },
    rule: 'LEG-ORDER-CREATE-ECHO',
  },
  {
    operation: 'createOrder',
    field: '/data/order/country',
    relation: { kind: 'member', list: 'countries' },
    rule: 'LEG-REFERENCE-MEMBERSHIP',
  },
  {
    operation: 'createOrder',
    field: '/data/order/order_type',
    relation: { kind: 'direction-value', buy: 'CRYPTO-BUY' },
    rule: 'LEG-ORDER-DIRECTION',
  },
  {
    operation: 'createOrder',
    field: '/data/order/fiat_code',
    relation: { kind: 'echo', of: { body: 'source' }, same: 'code', when: 'buy' },
    rule: 'LEG-ORDER-CREATE-ECHO',
  },
  {
    operation: 'createOrder',
    field: '/data/order/fiat_code',
    relation: { kind: 'echo', of: { body: 'target' }, same: 'code', when: 'sell' },
    rule: 'LEG-ORDER-CREATE-ECHO',
  },
  {
    operation: 'createOrder',
    field: '/data/order/coin_code',
    relation: { kind: 'echo', of: { body: 'target' }, same: 'code', when: 'buy' },
    rule: 'LEG-ORDER-CREATE-ECHO',
  },
  {
    operation: 'createOrder',
    field: '/data/order/coin_code',
    relation: { kind: 'echo', of: { body: 'source' }, same: 'code', when: 'sell' },
    rule: 'LEG-ORDER-CREATE-ECHO',
  },
  {
    operation: 'createOrder',
    field: '/data/order/fiat_amount',
    rule: 'LEG-ORDER-CREATE-ECHO',
    relation: {
      kind: 'tested',
      reason:
        'present in some responses (ASSUME-LEG-CREATE-FIAT-AMOUNT); the amount sent before or after its fees, ' +
        "a tolerance the rule's own test takes from a quote",
    },
  },
  // "intended for buy orders only": a sell's wallet_address is the service's to fill.
  {
    operation: 'createOrder',
    field: '/data/order/wallet_address',
    relation: { kind: 'echo', of: { body: 'wallet_address' }, same: 'exact', when: 'buy' },
    rule: 'LEG-ORDER-CREATE-ECHO',
  },
  {
    operation: 'createOrder',
    field: '/data/order/blockchain/code',
    relation: { kind: 'echo', of: { body: 'blockchain' }, same: 'code' },
    rule: 'LEG-ORDER-CREATE-ECHO',
  },
  {
    operation: 'createOrder',
    field: '/data/order/blockchain/code',
    relation: { kind: 'member-network', coinAt: '/data/order/coin_code' },
    rule: 'LEG-REFERENCE-MEMBERSHIP',
  },
  {
    operation: 'createOrder',
    field: '/data/order/blockchain/description',
    relation: { kind: 'free', reason: DISPLAY },
  },
  {
    operation: 'createOrder',
    field: '/data/order/blockchain/id',
    relation: {
      kind: 'free',
      reason: "optional, the service's own id of the network (ASSUME-LEG-CREATE-BLOCKCHAIN-ID)",
    },
  },
  {
    operation: 'createOrder',
    field: '/data/order/discount_code',
    relation: { kind: 'echo', of: { body: 'discount_code' }, same: 'exact' },
    rule: 'LEG-PRICES-DISCOUNT-APPLIED',
  },
  {
    operation: 'createOrder',
    field: '/data/order/created_at',
    relation: {
      kind: 'free',
      reason: "the service's clock; the bulk list gives the same instant (LEG-ORDERS-LIST-AS-CREATED)",
    },
  },
  {
    operation: 'createOrder',
    field: '/data/order/checkout_url',
    rule: 'LEG-CHECKOUT-URL-UNIQUE',
    relation: { kind: 'tested', reason: 'unique per order: two orders, two URLs' },
  },
  {
    operation: 'createOrder',
    field: '/data/order/checkout_url',
    relation: { kind: 'absolute-url' },
    rule: 'LEG-CHECKOUT-URL-FORM',
  },
  {
    operation: 'createOrder',
    field: '/data/order/checkout_url',
    rule: 'LEG-CHECKOUT-URL-VALID-WINDOW',
    relation: { kind: 'tested', reason: 'loads within its minute: judged by loading it (LEG-CHECKOUT-URL-*)' },
  },

  // GET /api/orders: each page holds what was asked, and each order what its create answer gave.
  {
    operation: 'listOrders',
    field: '/data/orders/*/id',
    relation: { kind: 'unique' },
    rule: 'LEG-ORDERS-NO-DUPLICATES',
  },
  {
    operation: 'listOrders',
    field: '/data/orders/*/account_id',
    relation: { kind: 'free', reason: "the partner's account at the service; nothing sent names it" },
  },
  {
    operation: 'listOrders',
    field: '/data/orders/*/account_reference',
    relation: { kind: 'echo', of: { query: 'account_reference' }, same: 'exact' },
    rule: 'LEG-ORDERS-ACCOUNT-FILTER',
  },
  {
    operation: 'listOrders',
    field: '/data/orders/*/account_reference',
    relation: { kind: 'as-created', created: '/data/order/account_reference', same: 'exact' },
    rule: 'LEG-ORDERS-LIST-AS-CREATED',
  },
  {
    operation: 'listOrders',
    field: '/data/orders/*/order_type',
    relation: { kind: 'as-created', created: '/data/order/order_type', same: 'exact' },
    rule: 'LEG-ORDERS-LIST-AS-CREATED',
  },
  {
    operation: 'listOrders',
    field: '/data/orders/*/fiat_code',
    relation: { kind: 'as-created', created: '/data/order/fiat_code', same: 'code' },
    rule: 'LEG-ORDERS-LIST-AS-CREATED',
  },
  {
    operation: 'listOrders',
    field: '/data/orders/*/coin_code',
    relation: { kind: 'as-created', created: '/data/order/coin_code', same: 'code' },
    rule: 'LEG-ORDERS-LIST-AS-CREATED',
  },
  {
    operation: 'listOrders',
    field: '/data/orders/*/wallet_address',
    relation: { kind: 'as-created', created: '/data/order/wallet_address', same: 'exact' },
    rule: 'LEG-ORDERS-LIST-AS-CREATED',
  },
  {
    operation: 'listOrders',
    field: '/data/orders/*/blockchain/code',
    relation: { kind: 'as-created', created: '/data/order/blockchain/code', same: 'code' },
    rule: 'LEG-ORDERS-LIST-AS-CREATED',
  },
  {
    operation: 'listOrders',
    field: '/data/orders/*/created_at',
    relation: { kind: 'as-created', created: '/data/order/created_at', same: 'instant' },
    rule: 'LEG-ORDERS-LIST-AS-CREATED',
  },
  {
    operation: 'listOrders',
    field: '/data/orders/*/fiat_amount',
    relation: { kind: 'as-created', created: '/data/order/fiat_amount', same: 'number' },
    rule: 'LEG-ORDERS-LIST-AS-CREATED',
  },
  {
    operation: 'listOrders',
    field: '/data/orders/*/meta_data',
    relation: { kind: 'as-sent-at-creation', sent: 'meta_data' },
    rule: 'LEG-ORDERS-META-DATA',
  },
  {
    operation: 'listOrders',
    field: '/data/orders/*/status',
    relation: { kind: 'member-of-sent', of: { query: 'status' } },
    rule: 'LEG-ORDERS-STATUS-FILTER',
  },
  {
    operation: 'listOrders',
    field: '/data/orders/*/blockchain/description',
    relation: { kind: 'free', reason: DISPLAY },
  },
  ...(['contract_id', 'network_id'] as const).map((field): RelationRow => ({
    operation: 'listOrders',
    field: `/data/orders/*/blockchain/${field}`,
    relation: {
      kind: 'free',
      reason: "the service's ids of the network, null where it has none (ASSUME-LEG-BULK-BLOCKCHAIN)",
    },
  })),
  ...(['payment_type', 'ref', 'fee', 'payment_fee', 'commission', 'tx_hash', 'coin_amount'] as const).map(
    (field): RelationRow => ({
      operation: 'listOrders',
      field: `/data/orders/*/${field}`,
      relation: { kind: 'free', reason: SERVICE_SETTLES },
    }),
  ),
  // meta sits beside data or inside it (ASSUME-LEG-META-PLACE): a row for each place.
  ...(['/meta', '/data/meta'] as const).flatMap((meta): RelationRow[] => [
    {
      operation: 'listOrders',
      field: `${meta}/per_page`,
      relation: { kind: 'echo', of: { query: 'per_page' }, same: 'number', absent: 100, upTo: 200 },
      rule: 'LEG-ORDERS-PER-PAGE-DEFAULT',
    },
    {
      operation: 'listOrders',
      field: `${meta}/current_page`,
      relation: { kind: 'echo', of: { query: 'page' }, same: 'number', absent: 1 },
      rule: 'LEG-ORDERS-META-CONSISTENT',
    },
    ...(['from', 'to', 'last_page', 'total'] as const).map((field): RelationRow => ({
      operation: 'listOrders',
      field: `${meta}/${field}`,
      rule: 'LEG-ORDERS-META-CONSISTENT',
      relation: {
        kind: 'tested',
        reason:
          'consistent with the pages walked: a relation over several requests, which the paging tests make ' +
          '(ASSUME-LEG-META-MEANING)',
      },
    })),
  ]),

  // Every amount, fee, price and limit keeps its sign (ASSUME-LEG-AMOUNTS-SIGN).
  ...(
    [
      ['listCoins', '/data/coins/*/blockchains/*/min_value'],
      ['listPaymentMethods', '/data/payment_methods/*/transaction_limits/*/min'],
      ['listPaymentMethods', '/data/payment_methods/*/transaction_limits/*/max'],
      ['listPaymentMethods', '/data/payment_methods/*/transaction_fees/*/fees/*/amount'],
      ['getPrices', '/data/spot_price'],
      ...(
        [
          ...PRICE_AMOUNT_FIELDS,
          'discount/original_quote/original_coin_amount',
          'discount/original_quote/original_network_fee',
          'discount/original_quote/original_fee_amount',
          'discount/original_quote/original_fiat_amount',
        ] as const
      ).map((field) => ['getPrices', `/data/prices/*/${field}`] as const),
      ['createOrder', '/data/order/fiat_amount'],
      ...(['fiat_amount', 'coin_amount', 'fee', 'payment_fee', 'commission'] as const).map(
        (field) => ['listOrders', `/data/orders/*/${field}`] as const,
      ),
    ] as const
  ).map(([operation, field]): RelationRow => ({
    operation,
    field,
    relation: { kind: 'not-negative' },
    rule: 'LEG-AMOUNTS-NOT-NEGATIVE',
  })),

  // Every code is written as its list writes it (ASSUME-LEG-CODE-FORM); the lists themselves, with no space around.
  ...(
    [
      ['listFiats', '/data/fiats/*/fiat_code', 'none'],
      ['listCoins', '/data/coins/*/coin_code', 'none'],
      ['listCoins', '/data/coins/*/blockchains/*/code', 'none'],
      ['listCountries', '/data/countries/*/country_code', 'none'],
      ['listUsStates', '/data/states/*/state_code', 'none'],
      ['listPaymentMethods', '/data/payment_methods/*/supported_fiat/*', 'fiats'],
      ['listPaymentMethods', '/data/payment_methods/*/supported_coin/*', 'coins'],
      ['listPaymentMethods', '/data/payment_methods/*/transaction_fees/*/fiat_code', 'fiats'],
      ['listPaymentMethods', '/data/payment_methods/*/transaction_fees/*/coin_code', 'coins'],
      ['listPaymentMethods', '/data/payment_methods/*/transaction_limits/*/fiat_code', 'fiats'],
      ['getPrices', '/data/prices/*/fiat_code', 'fiats'],
      ['getPrices', '/data/prices/*/coin_code', 'coins'],
      ['createOrder', '/data/order/fiat_code', 'fiats'],
      ['createOrder', '/data/order/coin_code', 'coins'],
      ['createOrder', '/data/order/country', 'countries'],
      ['createOrder', '/data/order/blockchain/code', 'networks'],
      ['listOrders', '/data/orders/*/fiat_code', 'fiats'],
      ['listOrders', '/data/orders/*/coin_code', 'coins'],
      ['listOrders', '/data/orders/*/blockchain/code', 'networks'],
    ] as const
  ).map(([operation, field, list]): RelationRow => ({
    operation,
    field,
    relation: { kind: 'code-form', list },
    rule: 'LEG-CODES-AS-LISTED',
  })),
];

/** The bodies of /api refusals: an error code in every 400 and 422, and the two shapes the document shows. */
export const legacyErrorBodies: readonly ErrorBodyRow[] = [
  {
    operation: { surface: 'legacy' },
    status: 400,
    judge: { kind: 'error-code', where: 'status-or-code' },
    rule: 'LEG-422-ERROR-CODE',
  },
  {
    operation: { surface: 'legacy' },
    status: 422,
    judge: { kind: 'error-code', where: 'status-or-code' },
    rule: 'LEG-422-ERROR-CODE',
  },
  // Create's 422 names its code (errors object: status, code, title): there a status alone is no error code.
  { operation: 'createOrder', status: 422, judge: { kind: 'error-code', where: 'code' }, rule: 'LEG-422-ERROR-CODE' },
  { operation: 'createOrder', status: 422, judge: { kind: 'schema' }, rule: 'LEG-ORDER-422-SHAPE' },
  { operation: 'listOrders', status: 422, judge: { kind: 'schema' }, rule: 'LEG-ORDERS-422-SHAPE' },
];

/** /api 401s: the document shows no body; the real service sends an errors object (ASSUME-AUTH-FAILURE-BODY). */
export const legacyBodyReadings: readonly BodyReadingRow[] = [
  { operation: { surface: 'legacy' }, status: 401, row: 'ASSUME-AUTH-FAILURE-BODY' },
];
