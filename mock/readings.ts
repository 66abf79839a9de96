import { assumptionById, type ReadingId } from '../rules/assumptions';

/**
 * Where the mock's behaviour depends on an open choice of the document: one value per seam. The faithful mock
 * takes the defaults; a reading row replaces the seams it names, and in every reading the mock still keeps
 * every promise of the document.
 */
export interface Seams {
  /** Which forms of Authorization /api takes (ASSUME-LEG-AUTH): the static credential, the SDKs' signed token. */
  legacyAuthForms: readonly ('static' | 'signed')[];
  /** Where the bulk list puts meta (ASSUME-LEG-META-PLACE). */
  metaPlace: 'top-level' | 'in-data';
  /** per_page above 200 (ASSUME-PER-PAGE-ABOVE-MAX). */
  perPageAboveMax: 'capped' | 'refused';
  /** A page past meta.last_page (ASSUME-PAST-LAST-PAGE). */
  pastLastPage: 'empty' | 'refused';
  /** The field of a price or quote answer that carries the price (ASSUME-NAT-PRICE-FIELD). */
  nativePriceField: 'price' | 'rate';
  /** The amount a price or quote without one is answered for; undefined: refused (ASSUME-NAT-AMOUNT-REQUIRED). */
  nativeDefaultAmount?: string;
  /** A quoteId sent to an operation other than ramp creation (ASSUME-NAT-QUOTEID-ELSEWHERE). */
  quoteIdElsewhere: 'refused' | 'ignored';
  /** The secret webhooks are signed with (ASSUME-WEBHOOK-SECRET). */
  webhookSecret: 'webhook-secret' | 'hmac-secret';
}

export const faithfulSeams: Seams = {
  legacyAuthForms: ['static', 'signed'],
  metaPlace: 'top-level',
  perPageAboveMax: 'capped',
  pastLastPage: 'empty',
  nativePriceField: 'price',
  quoteIdElsewhere: 'refused',
  webhookSecret: 'webhook-secret',
};

/** A reading the mock can take: the row, its value, and what it changes at which seam. */
export interface MockReading {
  row: ReadingId;
  value: string;
  description: string;
  seams: Partial<Seams>;
}

export const mockReadings = [
  { row: 'ASSUME-LEG-AUTH', value: 'signed', description: '/api takes only the signed Bearer token of the public SDKs', seams: { legacyAuthForms: ['signed'] } },
  { row: 'ASSUME-LEG-AUTH', value: 'static', description: '/api takes only the static Bearer credential', seams: { legacyAuthForms: ['static'] } },
  { row: 'ASSUME-LEG-META-PLACE', value: 'in-data', description: 'the bulk list answers meta inside data', seams: { metaPlace: 'in-data' } },
  { row: 'ASSUME-PER-PAGE-ABOVE-MAX', value: 'refused', description: 'per_page above 200 is answered 422', seams: { perPageAboveMax: 'refused' } },
  { row: 'ASSUME-PAST-LAST-PAGE', value: 'refused', description: 'a page past meta.last_page is answered 422', seams: { pastLastPage: 'refused' } },
  { row: 'ASSUME-NAT-PRICE-FIELD', value: 'rate', description: 'price and quote answers carry the price in "rate"', seams: { nativePriceField: 'rate' } },
  { row: 'ASSUME-NAT-AMOUNT-REQUIRED', value: 'optional', description: 'a price or quote without amount is answered for 100 of the source', seams: { nativeDefaultAmount: '100' } },
  { row: 'ASSUME-NAT-QUOTEID-ELSEWHERE', value: 'ignored', description: 'a quoteId sent to the price is passed over', seams: { quoteIdElsewhere: 'ignored' } },
  { row: 'ASSUME-WEBHOOK-SECRET', value: 'hmac-secret', description: 'webhooks are signed with the HMAC secret', seams: { webhookSecret: 'hmac-secret' } },
] as const satisfies readonly MockReading[];

export type MockReadingName = `${(typeof mockReadings)[number]['row']}=${string}`;

/** The reading of `row=value`, or the one-line reason there is none. */
export function mockReadingOf(name: string): MockReading | string {
  const [row, value] = name.split('=', 2);
  const known = mockReadings.filter((reading) => reading.row === row);
  if (!known.length) {
    const rows = [...new Set(mockReadings.map((reading) => reading.row))];
    return `the mock has no readings of ${JSON.stringify(row)}; it has readings of ${rows.join(', ')}`;
  }
  return known.find((reading) => reading.value === value)
    ?? `${row} takes ${known.map((reading) => reading.value).join(' or ')} in the mock, not ${JSON.stringify(value ?? '')}`;
}

/** `--readings other`: for every row the mock can read otherwise, the reading the suite does not take by default. */
export function otherReadings(): MockReading[] {
  return mockReadings.filter((reading) => {
    const row = assumptionById(reading.row)!;
    return Object.values(row.defaults)[0] !== reading.value;
  });
}

/** The seams of the faithful mock with the readings' changes on top; two readings of one row are a mistake. */
export function seamsOf(readings: readonly MockReading[]): Seams {
  const rows = readings.map((reading) => reading.row);
  const twice = rows.find((row, index) => rows.indexOf(row) !== index);
  if (twice) throw new Error(`two readings of ${twice}`);
  return Object.assign({ ...faithfulSeams }, ...readings.map((reading) => reading.seams));
}
