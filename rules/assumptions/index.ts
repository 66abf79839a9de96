import type { AssumptionRow } from '../assumption';
import { hostedAssumptions } from './hosted';
import { legacyAssumptions } from './legacy';
import { nativeAssumptions } from './native';
import { webhookAssumptions } from './webhooks';
import { partnerAssumptions } from './partner';

export type { AssumptionRow } from '../assumption';

const rows = [
  ...legacyAssumptions,
  ...hostedAssumptions,
  ...nativeAssumptions,
  ...webhookAssumptions,
  ...partnerAssumptions,
] as const;

/** Every open choice's id; a typo in a check's or a reading's row id fails to compile. */
export type AssumptionId = (typeof rows)[number]['id'];

/** The rows with readings a target can show: the ones a check observes and the mock can take the other of. */
export type ReadingRow = Extract<(typeof rows)[number], { readings: object }>;
export type ReadingId = ReadingRow['id'];
/** The values a reading row takes. */
export type ReadingOf<Id extends ReadingId> = keyof Extract<ReadingRow, { id: Id }>['readings'] & string;

/** The assumption table: every place the document is silent or reads two ways. */
export const assumptionTable: readonly AssumptionRow[] = rows;

const byId = new Map<string, AssumptionRow>(rows.map((row) => [row.id, row]));

export function assumptionById(id: string): AssumptionRow | undefined {
  return byId.get(id);
}

/** The one key of a reading row (a reading row is set by exactly one key). */
export function readingKey(row: AssumptionRow): string {
  const keys = Object.keys(row.defaults);
  if (!row.readings || keys.length !== 1) throw new Error(`${row.id} is not a reading row with one key`);
  return keys[0];
}

/** A row's value as reports print it: the reading, its keys' values, or 'fixed' for a choice no key sets. */
export function rowValue(row: AssumptionRow, valueOf: (key: string) => string): string {
  const keys = Object.keys(row.defaults);
  if (row.readings) return valueOf(readingKey(row));
  return keys.length ? keys.map((key) => `${key}=${valueOf(key)}`).join(' ') : 'fixed';
}

/** Configuration key → the row that owns it. */
export const rowByKey: ReadonlyMap<string, AssumptionRow> = new Map(
  rows.flatMap((row) => Object.keys(row.defaults).map((key) => [key, row] as const)),
);
