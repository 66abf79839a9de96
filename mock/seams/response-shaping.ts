import type { ValueOperator } from '../../rules/relations/relation';
import type { EnvName } from '../environment';

/** What JSON answers are labelled; the faithful service says application/json. */
export type JsonContentType = 'application/json' | 'text/html';

/**
 * One way to break a documented response body at one place (tests/mutants/ derives them from the schemas): the
 * answer of `method path` with `status` gets, at `pointer` (an RFC 6901 JSON pointer, `*` for every item of an
 * array), the field removed ('missing') or `value` written in its place.
 */
export interface ResponseMutant {
  /**
   * The spec's operation, and its method and path template (`{name}` for a parameter), which the mock matches routes
   * by.
   */
  operationId: string;
  method: string;
  path: string;
  status: number;
  pointer: string;
  kind: 'missing' | 'null' | 'type' | 'format' | 'enum' | 'item' | 'value';
  /** What is written at the pointer; absent for 'missing' (a removal) and 'value' (an operator's). */
  value?: unknown;
  /** For 'value': the operator that computes the wrong value from the answer itself (mock/value-mutation.ts). */
  operator?: ValueOperator;
  /** For 'sibling-swap' and 'sibling-copy': the sibling field's name, in the same object. */
  sibling?: string;
  /** For 'other-code': the reference list the field's codes come from. */
  codes?: readonly string[];
}

/** Response shaping: how a body is written — content type, wrappers, field names and types, error shapes. */
export interface ResponseShapingSeams {
  /**
   * An environment that answers every request with this status and an empty body (vacuity faults: a wrong base URL, a
   * credential refused everywhere).
   */
  everyRequestAnswered: Readonly<Partial<Record<EnvName, number>>>;
  /** Every Native API request refused with 422 and a JSON error (a vacuity fault). */
  nativeRefusesEverything: boolean;
  /** Every array in an /api answer's data emptied: no countries, coins, methods, prices or orders (a vacuity fault). */
  apiListsEmptied: boolean;
  /** What a 4xx answer's body is: the JSON the document promises, or an HTML page (a vacuity fault). */
  errorBodies: 'json' | 'html';
  /** Where meta.from and meta.to count orders from (ASSUME-LEG-META-MEANING). */
  metaPositions: 'one-based' | 'zero-based';
  legacyJsonContentType: JsonContentType;
  hostedJsonContentType: JsonContentType;
  nativeJsonContentType: JsonContentType;

  /**
   * /api on the partner host (mock/environment.ts, PARTNER_HOST_NAME): served as on the base host, refused with 404,
   * or served with other coin names (the same status, keys and codes: a partner host on another catalogue).
   */
  partnerHostApi: 'served' | 'refused' | 'other-coin-names';
  /** /api results sit inside data. */
  legacyResultsInData: boolean;
  /** Where the bulk list puts meta (ASSUME-LEG-META-PLACE). */
  metaPlace: 'top-level' | 'in-data';
  /** The JSON type of the bulk list's meta fields. */
  listMetaType: 'number' | 'string' | 'per_page-string';
  /** Orders meta.total counts beyond those that exist. */
  listMetaTotalExtra: number;
  /** What a listed order carries as meta_data. */
  listedMetaData: 'stored' | 'empty' | 'ascii-only';
  /**
   * The coin the bulk list names for an order created through POST /api/orders (the seeded history aside): the one it
   * was created with, or another.
   */
  listedCreatedOrderCoin: 'as-created' | 'another-coin';
  /** The body of a bulk-list 422 (the real service: an errors object whose detail maps fields to messages). */
  listErrorShape: 'errors-array' | 'errors-object' | 'errors-object-detail-map';
  /** Unpaid, expired and sell orders in the bulk list carry null in their unsettled fields (the real service). */
  unsettledOrderNulls: boolean;
  /** How the bulk list writes created_at (the real service: as create does). */
  listCreatedAt: 'YYYY-MM-DD HH:MM:SS' | 'DD-Mon-YYYY HH:MM:SS';
  /**
   * Whether a bulk order's blockchain carries contract_id and network_id (the real service omits them, and carries id).
   */
  listBlockchainIds: 'present' | 'absent' | 'id-only';
  /** Whether a created order carries country (the real service omits it). */
  createdOrderCountry: 'present' | 'absent';
  /** The JSON type of a payment method's limits (the real service: numeric strings). */
  paymentMethodLimitType: 'number' | 'string';
  /**
   * Fiats whose transaction limit every payment method lists with min and max swapped (the answer only: orders keep the
   * real limits).
   */
  limitsSwappedFor: readonly string[];
  /** The body of a create-order 422. */
  createOrderErrorShape: 'errors-object' | 'errors-array' | 'errors-object-without-code';
  /** How a created order writes created_at. */
  createdOrderTimestamp: 'DD-Mon-YYYY HH:MM:SS' | 'ISO 8601';
  /** The order_type of a created sell order. */
  sellOrderType: 'CRYPTO-SELL' | 'CRYPTO-BUY';
  /** The network a create answer names for an order sent without blockchain: the one it was created on, or another. */
  createdOrderNetwork: 'as-created' | 'other-network';
  /** Fields of a create answer that carry another value than the one sent (the faithful answer: none). */
  createdOrderReplaced: readonly ('account_reference' | 'wallet_address' | 'coin_code')[];
  /** A coin's native network (no contractId) carries a contract_id too. */
  contractIdOnNative: boolean;
  /**
   * Networks the coin listings mark is_default on a coin of several: its default alone, its first other network too, or
   * none (orders keep the default).
   */
  coinDefaultNetworks: 'one' | 'two' | 'none';
  /** Fiat currencies carry fiat_symbol. */
  fiatSymbolListed: boolean;
  /** The JSON type of a blockchain's min_value, or absent (the real service, on some coins). */
  coinMinValueType: 'number' | 'string' | 'absent';
  /** The JSON type of country_name. */
  countryNameType: 'string' | 'null';
  /**
   * The codes of the country listing and of a created order's country (ASSUME-LEG-WORLD-CODES): ISO 3166-1 alpha-2,
   * or alpha-3 (codes of the service's own, as far as the reading tells).
   */
  worldCodes: 'iso' | 'alpha-3';
  /**
   * The names of the country and fiat listings (ASSUME-LEG-WORLD-NAMES): the world's English names, or German ones
   * (a service's own words; Intl gives both).
   */
  worldNames: 'english' | 'german';
  /**
   * Reference entries the world contradicts (the faithful service: none): country names shifted one entry along the
   * list; a country listed under a code no ISO list has (EL, Greece as the EU writes it); the first two fiats' names
   * exchanged; each fiat's symbol the next one's; a fiat listed under a code no ISO list has (RMB, for the yuan); a
   * state listed that is no US state (ON, Ontario); US state names shifted one entry along; Apple Pay's os written as
   * no agent library names it.
   */
  worldMisfits: readonly (
    | 'country-names-shifted'
    | 'country-code-not-iso'
    | 'fiat-names-exchanged'
    | 'fiat-symbols-shifted'
    | 'fiat-code-not-iso'
    | 'state-not-us'
    | 'state-names-shifted'
    | 'agent-os-unknown'
  )[];
  /** The field of data that lists the US states. */
  usStatesField: 'states' | 'us_states';
  /** The JSON type of a payment method's id. */
  paymentMethodIdType: 'number' | 'string';
  /**
   * Added to a payment method's id on the wire, both ways (the real service's ids run in the thousands: 5021, 6003).
   */
  paymentMethodIdBase: number;
  /** Fields a payment method carries beyond the document (the real service: paymentType, the kind of payment). */
  paymentMethodExtras: 'none' | 'payment-type';
  /** A payment method's info_url, which an older edition of the real service's documentation shows. */
  paymentMethodInfoUrl: boolean;
  /**
   * How supported_agents writes os and browser: as the customer's browser names them, or in lower case (the real
   * service: "ios", "safari").
   */
  supportedAgentsCase: 'as-named' | 'lower-case';
  /**
   * The fees of a method: its percentage surcharge, or with the network fee as a fee of type fixed too (the real
   * service's other type).
   */
  paymentMethodFees: 'percentage' | 'with-fixed';
  /** A price for a source no list gives: a 422 like any refused parameter, or the real service's 400 with code 3220. */
  priceUnknownSource: '422' | '400-code-3220';
  /** The JSON type of the price endpoint's amounts. */
  priceAmountType: 'string' | 'number';
  /** Which field of a sell price names which currency. */
  sellPriceCodes: 'as-named' | 'swapped';
  /** The coin_code of each buy price entry: the coin asked, or another coin. */
  buyPriceCoin: 'as-asked' | 'another-coin';
  /**
   * How a price entry writes its numbers: as the quote computed them, or with one tie of ASSUME-LEG-PRICE-ARITHMETIC
   * broken (the price including fee written as the spot price; fee_amount and network_fee exchanged in an
   * undiscounted entry; spot_price_fee and spot_price_including_fee exchanged; network_fee, the original's too, ten
   * times what the amounts leave).
   */
  priceEntryNumbers:
    'as-priced' | 'including-fee-at-spot' | 'fees-exchanged' | 'price-fields-exchanged' | 'network-fee-off';
  /** data.spot_price written at this multiple of the spot the entries were priced at (1: the same). */
  priceSpotShown: number;
  /**
   * A price asked with the mock's discount code: discounted, with the original quote; its original_quote written as
   * the discounted quote; or the code taken and never priced (the full price, no discount object).
   */
  discountQuote: 'discounted' | 'original-as-discounted' | 'not-applied';
  /** Whether an order created with the mock's discount code carries it as discount_code. */
  createdDiscountCode: 'carried' | 'dropped';

  /** The JSON type of the Hosted Checkout order's fiatAmount. */
  hostedFiatAmountType: 'string' | 'number';
  /**
   * Fields of the Hosted Checkout order answered otherwise than sent: another fiat, another crypto, a fiatAmount with
   * cents rounded to a whole number. None, for a faithful service.
   */
  hostedOrderReplaced: readonly ('fiat' | 'crypto' | 'fiatAmount')[];
  /** The code of KYC sharing's "feature not enabled" answer. */
  featureNotEnabledCode: number;
  /** The HTTP status of KYC sharing's "feature not enabled" answer. */
  featureNotEnabledStatus: number;
  /** The Hosted Checkout page shows what is paid for. */
  checkoutPageShowsOrder: boolean;
  /**
   * The label of the button that submits a Hosted Checkout page (the document names no control:
   * ASSUME-HC-STALE-SESSION).
   */
  checkoutSubmitLabel: string;

  /** The field of a price or quote answer that carries the price (ASSUME-NAT-PRICE-FIELD). */
  nativePriceField: 'price' | 'rate';
  /** The indicative price carries a quoteId of its own. */
  indicativePriceCarriesQuoteId: boolean;
  /** Each transaction-limits entry carries max. */
  limitsCarryMax: boolean;
  /** JSON answers broken field by field at a JSON pointer (the mutant matrix); the faithful mock breaks none. */
  responseMutants: readonly ResponseMutant[];
  /** Names of Native answer fields the document does not show (ASSUME-NAT-PAYLOADS): specs/native.yaml's, or others. */
  nativeAnswerNames: 'specs/native.yaml' | 'other';
  /** The JSON type of an identity's paymentReady ("boolean eligibility flag"). */
  paymentReadyType: 'boolean' | 'string';
  /** Whether a coin's blockchains carry address_tag (the real service omits it on some coins). */
  coinAddressTag: 'present' | 'absent';
  /** Fields a create answer carries beyond the document (the real service: payment_id, payment_code). */
  createdOrderExtras: 'none' | 'payment-ids';
  /**
   * A create answer as documented, or the real service's full order record (its state and fees, no checkout_url) for a
   * sell alone, or for every order, a buy's too.
   */
  createdOrderForm: 'documented' | 'full-record-sells' | 'full-record';
  /**
   * How a bulk order writes payment_type: the method's slug ("card"), or as the real service does, an upper-case code
   * ("CARD") or the method's display name.
   */
  listedPaymentType: 'slug' | 'upper-case-code' | 'display-name';
  /**
   * The body of an /api 500: the errors array of the GET endpoints, or the one the real service's PHP SDK fixtures
   * show, {errors: [{status: 500, code: 0, title}]}.
   */
  legacyServerErrorBody: 'errors-array' | 'errors-array-code-0';
  /**
   * The parameter a price 422 names for a known source and a target no list gives: source (the pair is refused), or
   * target, as the real service's Java SDK tests show.
   */
  priceUnknownTargetField: 'source' | 'target';
  /** Fields a bulk order carries beyond the document (the real service: created_date, completed_at, fee_tax, ...). */
  listedOrderExtras: 'none' | 'real';
  /** How a 422 of /api/prices says what was wrong: a detail string, or a map of field to message (the real service). */
  priceErrorDetail: 'string' | 'field-map';
  /**
   * The body of an /api 401: the errors array, the real service's errors object with code 40103, or the errors
   * array of its older documentation, whose items carry their code as a string.
   */
  legacyUnauthorizedBody: 'errors-array' | 'errors-object-40103' | 'errors-array-string-codes';
  /** The code of an /api 401 to a credential sent and refused, in the errors object: as any other 401, or 40104. */
  legacyRefusedCredentialCode: 'as-other-401s' | 40104;
  /** Whether a 422 of /api/prices carries its error code (status "422" in each item of errors), or none. */
  priceErrorCode: 'status' | 'none';
  /** Whether an /api 400 carries its error code (status "400" in each item of errors), or none. */
  legacyBadRequestCode: 'status' | 'none';
  /** Whether a Native API 400 carries its code (400, in error.code), or none: a message alone. */
  nativeBadRequestCode: 'status' | 'none';
  /**
   * Characters of externalCustomerId the Hosted Checkout order keeps (the rest cut off): all, for a faithful service.
   */
  hostedOrderExternalCustomerIdLength: number;
  /** How a buy's answer writes the externalCustomerId (ASSUME-HC-CUSTOMER-ID-KEPT): as sent, or in lower case. */
  hostedOrderExternalCustomerIdCase: 'as-sent' | 'lower-case';
  /** Native price or quote answers for an amount above `amount` name the reverse pair (source and target swapped). */
  nativePairSwappedAbove: { operations: readonly ('price' | 'quote')[]; amount: number };
  /** Where a Hosted Checkout 400 or 422 carries its code (ASSUME-HC-ERROR-CODE): in error, in errors, or at the top. */
  hostedErrorCodePlace: ErrorCodePlace;
  /** Where a Native API 400 or 422 carries its code (ASSUME-NAT-ERROR-CODE). */
  nativeErrorCodePlace: ErrorCodePlace;

  // Values of the right type in the wrong place (issue 41, item 7): each breaks one relation of the Native API and
  // Hosted Checkout answers; the stored records keep what was sent.
  /** How a buy's answer writes its fiat and crypto codes: as the lists write them, or in lower case. */
  hostedOrderCodesCase: 'as-listed' | 'lower-case';
  /** Fields of a ramp's answer that name another identity or customer than the one sent (the faithful answer: none). */
  rampAnswerReplaced: readonly ('identityReference' | 'externalCustomerId')[];
  /** Fields of a limits answer that name another identity or fiat than the one asked (the faithful answer: none). */
  limitsAnswerReplaced: readonly ('identityReference' | 'fiat')[];
  /** Each limits entry answers its min as max and its max as min (the answer only: ramps keep the real limits). */
  limitsMinMaxSwapped: boolean;
  /** Native operations whose answers write the pair's codes in lower case. */
  nativeAnswerCodesLowerCase: readonly ('price' | 'quote')[];
  /** Native operations whose targetAmount is the amount at the price times `factor` (faithful: none, 1). */
  nativeTargetAmountFactor: { operations: readonly ('price' | 'quote')[]; factor: number };
}

/** Where a refusal of Hosted Checkout or the Native API carries its code: {error: {code}}, {errors: {code}}, {code}. */
export type ErrorCodePlace = 'error-object' | 'errors' | 'top-level';

export const faithfulResponseShaping: ResponseShapingSeams = {
  everyRequestAnswered: {},
  nativeRefusesEverything: false,
  apiListsEmptied: false,
  errorBodies: 'json',
  metaPositions: 'one-based',
  legacyJsonContentType: 'application/json',
  hostedJsonContentType: 'application/json',
  nativeJsonContentType: 'application/json',
  partnerHostApi: 'served',
  legacyResultsInData: true,
  metaPlace: 'top-level',
  listMetaType: 'number',
  listMetaTotalExtra: 0,
  listedMetaData: 'stored',
  listedCreatedOrderCoin: 'as-created',
  listErrorShape: 'errors-array',
  unsettledOrderNulls: false,
  listCreatedAt: 'YYYY-MM-DD HH:MM:SS',
  listBlockchainIds: 'present',
  createdOrderCountry: 'present',
  paymentMethodLimitType: 'number',
  limitsSwappedFor: [],
  createOrderErrorShape: 'errors-object',
  createdOrderTimestamp: 'DD-Mon-YYYY HH:MM:SS',
  sellOrderType: 'CRYPTO-SELL',
  createdOrderNetwork: 'as-created',
  createdOrderReplaced: [],
  contractIdOnNative: false,
  coinDefaultNetworks: 'one',
  fiatSymbolListed: true,
  coinMinValueType: 'number',
  countryNameType: 'string',
  worldCodes: 'iso',
  worldNames: 'english',
  worldMisfits: [],
  usStatesField: 'states',
  paymentMethodIdType: 'number',
  paymentMethodIdBase: 0,
  paymentMethodExtras: 'none',
  paymentMethodInfoUrl: false,
  supportedAgentsCase: 'as-named',
  paymentMethodFees: 'percentage',
  priceUnknownSource: '422',
  priceAmountType: 'string',
  sellPriceCodes: 'as-named',
  buyPriceCoin: 'as-asked',
  priceEntryNumbers: 'as-priced',
  priceSpotShown: 1,
  discountQuote: 'discounted',
  createdDiscountCode: 'carried',
  hostedFiatAmountType: 'string',
  hostedOrderReplaced: [],
  featureNotEnabledCode: 4005,
  featureNotEnabledStatus: 400,
  checkoutPageShowsOrder: true,
  checkoutSubmitLabel: 'Pay',
  nativePriceField: 'price',
  indicativePriceCarriesQuoteId: false,
  limitsCarryMax: true,
  responseMutants: [],
  nativeAnswerNames: 'specs/native.yaml',
  paymentReadyType: 'boolean',
  coinAddressTag: 'present',
  createdOrderExtras: 'none',
  createdOrderForm: 'documented',
  listedPaymentType: 'slug',
  legacyServerErrorBody: 'errors-array',
  priceUnknownTargetField: 'source',
  listedOrderExtras: 'none',
  priceErrorDetail: 'string',
  legacyUnauthorizedBody: 'errors-array',
  legacyRefusedCredentialCode: 'as-other-401s',
  priceErrorCode: 'status',
  legacyBadRequestCode: 'status',
  nativeBadRequestCode: 'status',
  hostedOrderExternalCustomerIdLength: Infinity,
  hostedOrderExternalCustomerIdCase: 'as-sent',
  nativePairSwappedAbove: { operations: [], amount: Infinity },
  hostedErrorCodePlace: 'error-object',
  nativeErrorCodePlace: 'error-object',
  hostedOrderCodesCase: 'as-listed',
  rampAnswerReplaced: [],
  limitsAnswerReplaced: [],
  limitsMinMaxSwapped: false,
  nativeAnswerCodesLowerCase: [],
  nativeTargetAmountFactor: { operations: [], factor: 1 },
};
