import type { NetworkCodeForm } from '../reference-data/coins';

/** Content: which records an answer holds — filters, paging, listings, references, prices, checkout tokens. */
export interface ContentSeams {
  /** The payment methods listed when neither source nor target is given. */
  paymentMethodsUnasked: 'all' | 'buy';
  /** The direction of the methods listed for a source or target. */
  paymentMethodsDirection: 'as-asked' | 'buy';
  /** The bulk list applies start_date and end_date. */
  dateRangeApplied: boolean;
  /**
   * The bulk list's status filter: applied, ignored, applied but leaving out the newest order it matches, or (of four
   * statuses or more) applied to the first three only.
   */
  statusFilter: 'applied' | 'ignored' | 'drops-newest' | 'drops-oldest-with-account' | 'first-three-statuses';
  /** The bulk list applies the account_reference filter. */
  accountFilterApplied: boolean;
  /**
   * The account_reference an order is stored with (the bulk list filters on it): as sent, or trimmed while the create
   * answer echoes it as sent (so a customer's own reference, spaces and all, does not find the order).
   */
  accountReferenceStored: 'as-sent' | 'trimmed';
  /** What order and account ids are made of: UUIDs, or the real service's 32 hexadecimal characters, no dashes. */
  legacyIdForm: 'uuid' | '32-hex';
  /** Orders a page holds when per_page is not given. */
  defaultPerPage: number;
  /** How many orders each page after the first reaches back into the page before. */
  pageOverlap: number;
  /** A last page that per_page fills exactly: listed whole, or without its last order (meta unchanged). */
  fullLastPage: 'whole' | 'last-order-dropped';
  /** A page past meta.last_page (ASSUME-PAST-LAST-PAGE): empty, refused, or the last page again. */
  pastLastPage: 'empty' | 'refused' | 'last-page';
  /** Each /api order gets its own checkout URL, or all share the environment's first. */
  legacyCheckoutUrls: 'one-per-order' | 'shared';
  /**
   * Order statuses: the four the document shows, or also the real service's expired and pendingPayment (unpaid orders).
   */
  orderStatuses: 'documented' | 'real';
  /**
   * An /api checkout URL: a path with its token, or the real service's query (expires, id, oid, a 64-hex signature).
   */
  legacyCheckoutUrlForm: 'path' | 'signed-query';
  /**
   * /api lists that name one entry twice (the first fiat, coin, country, state or method; a coin's last network that is
   * not its default): none, for a faithful service.
   */
  listedTwice: readonly ('fiats' | 'coins' | 'countries' | 'states' | 'payment-methods' | 'networks')[];
  /**
   * Where an /api answer names a code the reference lists do not give (ASSUME-LEG-REFERENCE-LISTS): a created order's
   * country, the first listed method's supported_fiat, supported_coin or transaction_limits (a fiat it does not
   * support), a price's payment_method_id when none was asked. Nowhere, for a faithful service.
   */
  unlistedCodes: readonly ('country' | 'method-fiat' | 'method-coin' | 'limit-fiat' | 'price-method')[];
  /**
   * How /api writes network codes in coins, create and bulk-list answers and reads the blockchain input: names
   * (bitcoin) or the real service's tickers (BTC).
   */
  networkCodes: NetworkCodeForm;
  /**
   * The order history each environment is seeded with (mock/seed-orders.ts): 250 orders over 300 days, or a real
   * sandbox's volume (30000 over a year, a few customers with hundreds, some more than a page of 200).
   */
  orderVolume: 'default' | 'large';

  /**
   * A fetch with ?email= (ASSUME-NAT-EMAIL-LOOKUP): the email's identity, the path's only when the email is linked to
   * it, or the path's whatever the email.
   */
  emailLookup: 'email-decides' | 'path-must-match' | 'ignored';
  /** What a created identity's reference is made of. */
  createdIdentityReference: 'random' | 'email';
  /** What a fetch by reference answers as the reference. */
  fetchedIdentityReference: 'stored' | 'fresh';
  /** The locked quote's price over the indicative one. */
  lockedPriceFactor: number;
  /** A look-up by email matches the email without its +subaddress (john+tag@ as john@): never, for a faithful one. */
  emailLookupDropsSubaddress: boolean;
}

export const faithfulContent: ContentSeams = {
  paymentMethodsUnasked: 'all',
  paymentMethodsDirection: 'as-asked',
  dateRangeApplied: true,
  statusFilter: 'applied',
  accountFilterApplied: true,
  accountReferenceStored: 'as-sent',
  legacyIdForm: 'uuid',
  defaultPerPage: 100,
  pageOverlap: 0,
  fullLastPage: 'whole',
  pastLastPage: 'empty',
  legacyCheckoutUrls: 'one-per-order',
  legacyCheckoutUrlForm: 'path',
  networkCodes: 'names',
  listedTwice: [],
  unlistedCodes: [],
  orderVolume: 'default',
  orderStatuses: 'documented',
  emailLookup: 'email-decides',
  createdIdentityReference: 'random',
  fetchedIdentityReference: 'stored',
  lockedPriceFactor: 1,
  emailLookupDropsSubaddress: false,
};
