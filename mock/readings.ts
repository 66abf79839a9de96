import { assumptionById, readingKey, type AssumptionId } from '../rules/assumptions';
import type { Seams } from './seams';

/** A reading the mock can take: the row, its value, and what it changes at which seam. */
export interface MockReading {
  row: AssumptionId;
  value: string;
  description: string;
  seams: Partial<Seams>;
  /** For a row of values (no readings): the values of its keys that align the suite with this reading. */
  profile?: Readonly<Record<string, string>>;
}

/** The keys and values that align the suite with a reading of the mock: what a probe of it must find. */
export function profileOf(reading: MockReading): Record<string, string> {
  return reading.profile ? { ...reading.profile } : { [readingKey(assumptionById(reading.row)!)]: reading.value };
}

export const mockReadings = [
  {
    row: 'ASSUME-LEG-AUTH',
    value: 'signed',
    description: '/api takes only the signed Bearer token of the public SDKs',
    seams: { legacyAuthForms: ['signed'] },
  },
  {
    row: 'ASSUME-LEG-AUTH',
    value: 'static',
    description: '/api takes only the static Bearer credential',
    seams: { legacyAuthForms: ['static'] },
  },
  {
    row: 'ASSUME-LEG-ORDER-TYPE-PATH',
    value: 'default',
    description: 'an orderType other than buy or sell is answered as buy',
    seams: { unknownOrderType: 'default' },
  },
  {
    row: 'ASSUME-LEG-PRICES-BOTH-AMOUNTS',
    value: 'source-wins',
    description: 'a price with both amounts is priced for source_amount',
    seams: { bothPriceAmounts: 'source-wins' },
  },
  {
    row: 'ASSUME-LEG-PM-TYPE-BUY',
    value: 'other',
    description: "a payment method's type names its kind (CARD, SEPA_PAYOUT), not a direction",
    seams: { paymentMethodType: 'kind' },
  },
  {
    row: 'ASSUME-LEG-WORLD-CODES',
    value: 'own',
    description: "countries listed, and a created order's country given, by ISO 3166-1 alpha-3 codes (DEU, USA)",
    seams: { worldCodes: 'alpha-3' },
  },
  {
    row: 'ASSUME-LEG-WORLD-NAMES',
    value: 'own',
    description: 'countries and fiats named in German, as Intl names them (Deutschland, Schweizer Franken)',
    seams: { worldNames: 'german' },
  },
  {
    row: 'ASSUME-LEG-META-PLACE',
    value: 'in-data',
    description: 'the bulk list answers meta inside data',
    seams: { metaPlace: 'in-data' },
  },
  {
    row: 'ASSUME-LEG-META-MEANING',
    value: 'zero-based',
    description: 'meta.from and meta.to count orders from 0',
    seams: { metaPositions: 'zero-based' },
  },
  {
    row: 'ASSUME-PER-PAGE-ABOVE-MAX',
    value: 'refused',
    description: 'per_page above 200 is answered 422',
    seams: { perPageAboveMax: 'refused' },
  },
  // A read that lags a write is no broken promise (the document is silent on read-after-write): a reading, not a fault.
  {
    row: 'ASSUME-LEG-LIST-FRESH',
    value: 'lagging',
    description:
      "an order made through the API is in its customer's list only after two further reads of the list's first page",
    seams: { accountListLag: 2 },
  },
  {
    row: 'ASSUME-LEG-PRICE-ARITHMETIC',
    value: 'one-percent',
    description: 'a price answer writes data.spot_price 0.3 % above the spot its entries were priced at',
    seams: { priceSpotShown: 1.003 },
  },
  {
    row: 'ASSUME-PAST-LAST-PAGE',
    value: 'refused',
    description: 'a page past meta.last_page is answered 422',
    seams: { pastLastPage: 'refused' },
  },
  {
    row: 'ASSUME-NAT-PRICE-FIELD',
    value: 'rate',
    description: 'price and quote answers carry the price in "rate"',
    seams: { nativePriceField: 'rate' },
  },
  {
    row: 'ASSUME-NAT-AMOUNT-REQUIRED',
    value: 'optional',
    description: 'a price or quote without amount is answered for 100 of the source',
    seams: { nativeDefaultAmount: '100' },
  },
  {
    row: 'ASSUME-NAT-QUOTEID-ELSEWHERE',
    value: 'ignored',
    description: 'a quoteId sent to the price is passed over',
    seams: { quoteIdElsewhere: 'ignored' },
  },
  {
    row: 'ASSUME-NAT-EMAIL-LOOKUP',
    value: 'path-must-match',
    description: 'an email query answers the identity of the path only when the email is linked to it',
    seams: { emailLookup: 'path-must-match' },
  },
  {
    row: 'ASSUME-WEBHOOK-SECRET',
    value: 'hmac-secret',
    description: 'webhooks are signed with the HMAC secret',
    seams: { webhookSecret: 'hmac-secret' },
  },
  {
    row: 'ASSUME-LEG-ORDER-TYPE-OMITTED',
    value: 'refused',
    description: '/api/fiats and /api/coins without orderType answered 404: the segment is required',
    seams: { omittedOrderType: 'refused' },
  },
  {
    row: 'ASSUME-LEG-BUY-WITHOUT-WALLET',
    value: 'created',
    description: 'a buy without wallet_address is created',
    seams: { missingWalletAddress: 'created' },
  },
  {
    row: 'ASSUME-LEG-SELL-WITHOUT-REFUND',
    value: 'refused',
    description: 'a sell without refund_address is refused with 422',
    seams: { missingRefundAddress: 'refused' },
  },
  {
    row: 'ASSUME-HMAC-SCHEME',
    value: 'public-sdk',
    seams: { hmacConstruction: 'public-sdk' },
    description:
      'the Native API and KYC sharing take Authorization: Bearer key:signature:nonce, signed as the public ' +
      'SDKs sign /api',
    profile: {
      HMAC_PLACEMENT: 'authorization',
      HMAC_AUTHORIZATION_PREFIX: 'Bearer',
      HMAC_SIGNED: 'method,path,timestamp,body',
      HMAC_PATH: 'without-slash',
      HMAC_NONCE: 'milliseconds',
      HMAC_ENCODING: 'hex',
    },
  },
  {
    row: 'ASSUME-NAT-PAYLOADS',
    value: 'other',
    seams: { nativeAssumedInputs: 'none-needed', nativeAnswerNames: 'other' },
    description:
      'Native requests need none of the inputs specs/native.yaml requires, and price, quote and ramp answers ' +
      'name the fields the document does not name otherwise (fromAmount, toAmount, rampId)',
  },
  {
    row: 'ASSUME-NAT-QUOTE-REUSE',
    value: 'single-use',
    description: 'a quote that priced a ramp is refused with 422 on a second one',
    seams: { quoteUses: 'once' },
  },
  {
    row: 'ASSUME-NAT-RAMP-QUOTEID',
    value: 'required',
    description: 'a ramp without quoteId is refused with 400',
    seams: { rampQuoteIdRequired: true },
  },
  // No key aligns the suite with it (the check needs a Pay button): the row stays not confirmed, never a suite error.
  {
    row: 'ASSUME-HC-STALE-SESSION',
    value: 'no-pay-button',
    description: 'the checkout page is submitted by a button labelled Confirm: it has no Pay button',
    seams: { checkoutSubmitLabel: 'Confirm' },
    profile: { HOSTED_STALE_SESSION_TEXT: 'CSRF token mismatch' },
  },
  {
    row: 'ASSUME-EMPTY-REQUIRED',
    value: 'served',
    seams: { emptyRequiredString: 'served' },
    description:
      'a required string sent empty is taken as given (an order for account_reference "", a buy for ' +
      'externalCustomerId ""); an empty code still names no currency: refused',
  },
  // Printable ASCII: a service that stores ids in a narrow column still serves the quoted and marked-up ASCII edge.
  {
    row: 'ASSUME-HC-CUSTOMER-ID-CHARACTERS',
    value: 'restricted',
    seams: { hostedExternalCustomerIdAlphabet: /^[\x20-\x7e]{0,64}$/ },
    description:
      'a Hosted Checkout buy whose externalCustomerId has a character outside printable ASCII, or more than ' +
      '64 characters, is refused with 400 and code 4002',
  },
  {
    row: 'ASSUME-HC-CUSTOMER-ID-KEPT',
    value: 'lower-case',
    seams: { hostedOrderExternalCustomerIdCase: 'lower-case' },
    description: 'a Hosted Checkout buy answers its externalCustomerId in lower case',
  },
  {
    row: 'ASSUME-HC-ERROR-CODE',
    value: 'top-level',
    seams: { hostedErrorCodePlace: 'top-level' },
    description:
      'a Hosted Checkout 400 or 422 carries its code at the top of the body: {code, message, field, traceId}',
  },
  {
    row: 'ASSUME-NAT-ERROR-CODE',
    value: 'errors',
    seams: { nativeErrorCodePlace: 'errors' },
    description:
      'a Native API 400 or 422 carries its code in an errors object: {errors: {code, message, field}, traceId}',
  },
] as const satisfies readonly MockReading[];

/** The reading of `row=value`, or the one-line reason there is none. */
export function mockReadingOf(name: string): MockReading | string {
  const [row, value] = name.split('=', 2);
  const known = mockReadings.filter((reading) => reading.row === row);
  if (!known.length) {
    const rows = [...new Set(mockReadings.map((reading) => reading.row))];
    return `the mock has no readings of ${JSON.stringify(row)}; it has readings of ${rows.join(', ')}`;
  }
  return (
    known.find((reading) => reading.value === value) ??
    `${row} takes ${known.map((reading) => reading.value).join(' or ')} in the mock, not ${JSON.stringify(value ?? '')}`
  );
}

/** `--readings other`: for every row the mock can read otherwise, the reading the suite does not take by default. */
export function otherReadings(): MockReading[] {
  return mockReadings.filter((reading: MockReading) => {
    const defaults = assumptionById(reading.row)!.defaults;
    return Object.entries(profileOf(reading)).some(([key, value]) => defaults[key] !== value);
  });
}
