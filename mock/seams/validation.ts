/** How a request the service must refuse is answered: refused with its 4xx, or a crash answered 500. */
export type RefusalAnswer = 'refused' | 'crashes';

import type { EnvName } from '../environment';

/** Validation: what each surface refuses, and how. */
export interface ValidationSeams {
  /** Surfaces that refuse a request without X-Request-Id (after authentication): none, for a faithful service. */
  requestIdRequiredOn: readonly ('legacy' | 'native' | 'hosted')[];
  /** The methods whose requests those surfaces refuse without X-Request-Id. */
  requestIdRequiredMethods: readonly ('GET' | 'POST')[];
  /** What a payment method's type names (ASSUME-LEG-PM-TYPE-BUY): its direction, or its kind (CARD, SEPA_PAYOUT). */
  paymentMethodType: 'direction' | 'kind';
  /** An orderType other than buy or sell (ASSUME-LEG-ORDER-TYPE-PATH): refused, or answered as buy. */
  unknownOrderType: 'refused' | 'default';
  /** An /api integer or number parameter that is not numeric. */
  legacyNonNumericParameter: RefusalAnswer;
  /**
   * A price's payment_method_id restricts the quote to that method; false: every method is quoted whatever it names.
   */
  priceMethodRestricts: boolean;
  /**
   * A price asked with both source_amount and target_amount (ASSUME-LEG-PRICES-BOTH-AMOUNTS): refused, or priced for
   * one of them.
   */
  bothPriceAmounts: 'refused' | 'source-wins' | 'target-wins';
  /**
   * /api answers 406 to a request without Accept (its documented default is application/json); any Accept given stays
   * served.
   */
  legacyAcceptRequired: boolean;
  /**
   * Optional /api inputs refused with 422 when sent (a price's query, an order's body): none, for a faithful service.
   */
  refusedOptionalInputs: readonly string[];
  /** The same, on a sell only (a price of a coin for a fiat, an order from a coin): none, for a faithful service. */
  refusedSellInputs: readonly string[];
  /**
   * An order or a price carrying at least this many optional inputs at once is answered 500: never, for a faithful
   * service.
   */
  optionalInputsCrashFrom: { order: number; price: number };
  /** A payment-method listing given source alone or target alone: of that exchange type, or every method of any. */
  oneSidePaymentMethods: 'by-direction' | 'all';
  /**
   * A customer's bulk list as it grows (account_reference): every order, the newest left out once it holds three, a
   * total of every customer's orders, or the newest repeated on the last page once it holds four and spans pages.
   */
  accountListGrowth: 'all' | 'drops-newest-past-two' | 'total-of-every-customer' | 'repeats-newest-past-three';
  /**
   * Reads of a customer's list (its first page, by account_reference) that pass before an order made through the API
   * is in it: 0, listed at once; more, a read that lags the write (ASSUME-LEG-LIST-FRESH=lagging).
   */
  accountListLag: number;
  /** A bulk list asked for a page without per_page: served, or a crash answered 500. */
  pageWithoutPerPage: 'served' | 'crashes';
  /** /api/fiats/sell and /api/coins/sell: listed, or refused as if sell were no orderType. */
  sellListings: 'listed' | 'refused';
  /** An order without return_url_on_success is refused. */
  returnUrlRequired: boolean;
  /** An order without account_reference is refused. */
  accountReferenceRequired: boolean;
  /** A buy order with a malformed wallet address is refused (a missing one always is). */
  malformedWalletRefused: boolean;
  /** An order with a payment_method_id that fits no method is refused. */
  unknownPaymentMethodRefused: boolean;
  /** A buy order without the wallet_address_tag its network requires is refused. */
  missingAddressTagRefused: boolean;
  /** A buy order below its network's min_value is refused. */
  belowNetworkMinimumRefused: boolean;
  /**
   * A price asked with source_amount or target_amount alone: priced for it, refused, or (target_amount) priced as if
   * none were sent.
   */
  priceOneAmount: 'priced' | 'refused' | 'target-ignored';
  /** An order sent with both amounts: for source_amount, as the document says, or for target_amount. */
  bothOrderAmounts: 'source-wins' | 'target-wins';
  /**
   * The network an order sent with blockchain is created on: the one sent, the coin's default whatever was sent, or a
   * network of another coin.
   */
  sentNetworkCreatedOn: 'as-sent' | 'coin-default' | 'other-coin';
  /** A buy's wallet_address_tag is matched against its network's address_tag.regex. */
  addressTagRegexChecked: boolean;
  /** A buy without wallet_address (ASSUME-LEG-BUY-WITHOUT-WALLET): refused, created, or a crash. */
  missingWalletAddress: 'refused' | 'created' | 'crashes';
  /** A sell without refund_address (ASSUME-LEG-SELL-WITHOUT-REFUND): created, refused, or created typed CRYPTO-BUY. */
  missingRefundAddress: 'created' | 'refused' | 'typed-buy';
  /**
   * /api/fiats and /api/coins without orderType (ASSUME-LEG-ORDER-TYPE-OMITTED): the buy lists, refused, or the sell
   * lists.
   */
  omittedOrderType: 'buy' | 'refused' | 'sell';
  /** A bulk list with an unknown status filter: refused, or answered with no orders. */
  unknownStatusFilter: 'refused' | 'matches-nothing';
  /** The status of a bulk-list refusal of an invalid parameter other than status (the document: 422). */
  listInvalidParameterStatus: 422 | 400;
  /** The most orders one page holds (Limits); Infinity: no cap. */
  perPageCap: number;
  /** per_page above the cap (ASSUME-PER-PAGE-ABOVE-MAX). */
  perPageAboveMax: 'capped' | 'refused';

  /**
   * A buy whose fiatAmount is not a decimal string (null aside: 4002 whatever this says): refused with 4002, refused
   * with a 400 carrying no code, or a crash.
   */
  hostedNonDecimalFiatAmount: RefusalAnswer | 'refused-without-code';
  hostedExternalCustomerIdRequired: boolean;
  hostedWalletAddressRequired: boolean;
  /** Optional /v2 fields whose null is let through, as if left out: none, for a faithful service. */
  hostedNullAcceptedIn: readonly string[];
  /** The environments whose /v2 refuses every complete buy with 4002: none, for a faithful service. */
  hostedCompleteBuysRefusedIn: readonly EnvName[];
  /** A buy of a coin restricted in the customer's region is refused with 5034. */
  regionRestrictedCoinRefused: boolean;

  /** A price or quote amount that is no decimal string. */
  nativeNonDecimalPriceAmount: RefusalAnswer;
  /** Decimal places past which a price or quote amount crashes the service: none, for a faithful one. */
  nativeAmountDecimalsCrashAbove: number;
  /** A buy order for exactly its payment method's minimum in transaction_limits is refused as under it. */
  methodMinimumRefused: boolean;
  /** The amount a price or quote without one is answered for; undefined: refused (ASSUME-NAT-AMOUNT-REQUIRED). */
  nativeDefaultAmount?: string;
  /** An identity for an email that has one: refused with 422/81, or a crash. */
  duplicateEmailIdentity: RefusalAnswer;
  /**
   * A quoteId sent to the price (ASSUME-NAT-QUOTEID-ELSEWHERE): refused, passed over, or honoured as a locked quote.
   */
  quoteIdElsewhere: 'refused' | 'ignored' | 'honoured';
  /** A ramp for an identity whose paymentReady is false is refused: always, never, or only with a quoteId. */
  unreadyIdentityRampRefused: boolean | 'with-quote-only';
  rampExternalCustomerIdRequired: boolean;
  /**
   * Inputs only specs/native.yaml requires or types (ASSUME-NAT-PAYLOADS): so required, or none needed (another
   * payload).
   */
  nativeAssumedInputs: 'required' | 'none-needed';
  /** A ramp without quoteId is refused (ASSUME-NAT-RAMP-QUOTEID=required); else created at the indicative price. */
  rampQuoteIdRequired: boolean;
  /**
   * A required string sent empty (ASSUME-EMPTY-REQUIRED): refused as if missing, or taken as given (an empty code then
   * names nothing).
   */
  emptyRequiredString: 'refused' | 'served';
  /** Surfaces where a required string sent empty crashes with 500: none, for a faithful service. */
  emptyRequiredCrashesOn: readonly ('legacy' | 'native' | 'hosted')[];
  /**
   * Which start_date and end_date of a bulk list are dates: calendar ones, or any YYYY-MM-DD with a month 01-12 and
   * a day 01-31 (a parser that rolls Feb 30 over to Mar 2, as Date.parse does).
   */
  legacyListDates: 'calendar' | 'day-up-to-31';
  /** Which Hosted buys crash the service for their externalCustomerId's characters: none, for a faithful one. */
  hostedExternalCustomerIdCrashes: 'never' | 'non-ascii';
  /** A sell's refund_address_tag or source_address_tag on a network that takes no tag: created, or refused with 400. */
  sellTagsOnTaglessNetwork: 'created' | 'refused-400';
  /** Which identity creations crash the service for their email: none, for a faithful one. */
  nativeEmailCrashes: 'never' | 'subaddress';
  /**
   * The most dot-separated parts an identity's email may have in its local part (a+b.c@ has two); more refused with
   * 400.
   */
  nativeEmailLocalPartsMax: number;
  /**
   * The greatest amount of a ramp a faithful service creates within the identity's limits: above it, refused with 422.
   */
  nativeRampRefusedAbove: number;
  /**
   * The externalCustomerIds a Hosted buy takes (ASSUME-HC-CUSTOMER-ID-CHARACTERS): undefined, any; else those it
   * matches, the rest refused with 4002.
   */
  hostedExternalCustomerIdAlphabet?: RegExp;
}

export const faithfulValidation: ValidationSeams = {
  requestIdRequiredOn: [],
  requestIdRequiredMethods: ['GET', 'POST'],
  legacyNonNumericParameter: 'refused',
  unknownOrderType: 'refused',
  paymentMethodType: 'direction',
  priceMethodRestricts: true,
  bothPriceAmounts: 'refused',
  legacyAcceptRequired: false,
  refusedOptionalInputs: [],
  refusedSellInputs: [],
  optionalInputsCrashFrom: { order: Number.POSITIVE_INFINITY, price: Number.POSITIVE_INFINITY },
  oneSidePaymentMethods: 'by-direction',
  pageWithoutPerPage: 'served',
  accountListGrowth: 'all',
  accountListLag: 0,
  sellListings: 'listed',
  returnUrlRequired: true,
  accountReferenceRequired: true,
  malformedWalletRefused: true,
  unknownPaymentMethodRefused: true,
  missingAddressTagRefused: true,
  belowNetworkMinimumRefused: true,
  priceOneAmount: 'priced',
  bothOrderAmounts: 'source-wins',
  sentNetworkCreatedOn: 'as-sent',
  addressTagRegexChecked: true,
  missingWalletAddress: 'refused',
  missingRefundAddress: 'created',
  omittedOrderType: 'buy',
  unknownStatusFilter: 'refused',
  listInvalidParameterStatus: 422,
  perPageCap: 200,
  perPageAboveMax: 'capped',
  hostedNonDecimalFiatAmount: 'refused',
  hostedExternalCustomerIdRequired: true,
  hostedWalletAddressRequired: true,
  hostedNullAcceptedIn: [],
  hostedCompleteBuysRefusedIn: [],
  regionRestrictedCoinRefused: true,
  nativeNonDecimalPriceAmount: 'refused',
  nativeAmountDecimalsCrashAbove: Infinity,
  methodMinimumRefused: false,
  nativeDefaultAmount: undefined,
  duplicateEmailIdentity: 'refused',
  quoteIdElsewhere: 'refused',
  unreadyIdentityRampRefused: true,
  rampExternalCustomerIdRequired: true,
  nativeAssumedInputs: 'required',
  rampQuoteIdRequired: false,
  legacyListDates: 'calendar',
  emptyRequiredString: 'refused',
  emptyRequiredCrashesOn: [],
  hostedExternalCustomerIdCrashes: 'never',
  nativeEmailCrashes: 'never',
  sellTagsOnTaglessNetwork: 'created',
  nativeEmailLocalPartsMax: Infinity,
  nativeRampRefusedAbove: Infinity,
  hostedExternalCustomerIdAlphabet: undefined,
};
