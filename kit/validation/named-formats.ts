import type AjvCore from 'ajv/dist/core';

/** The formats the service document defines by example, with the example a message quotes. */
export const FORMAT_EXAMPLES: Record<string, string> = {
  decimal: '61234.56',
  'dd-mon-yyyy-time': '21-Nov-2026 14:31:10',
  'yyyy-mm-dd-time': '2026-11-21 14:31:10',
  date: '2026-11-21',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A decimal string: digits, an optional fraction, an optional leading minus; never exponent or grouping (ASSUME-DECIMAL-STRING). */
export function isDecimal(value: string): boolean {
  return /^-?\d+(\.\d+)?$/.test(value);
}

/** DD-Mon-YYYY HH:MM:SS, as created orders give created_at: two-digit day, Jan … Dec as written (ASSUME-LEG-CREATE-CREATED-AT). */
export function isDayMonthYearTime(value: string): boolean {
  const match = /^(\d{2})-([A-Z][a-z]{2})-(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(value);
  if (!match) return false;
  const month = MONTHS.indexOf(match[2]) + 1;
  return month > 0 && isCalendarDate(+match[3], month, +match[1]) && isClockTime(match[4], match[5], match[6]);
}

/** YYYY-MM-DD HH:MM:SS, as the bulk list gives created_at (ASSUME-LEG-BULK-CREATED-AT). */
export function isYearMonthDayTime(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value);
  return match !== null && isCalendarDate(+match[1], +match[2], +match[3]) && isClockTime(match[4], match[5], match[6]);
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one, leap years included.
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function isClockTime(hours: string, minutes: string, seconds: string): boolean {
  return +hours <= 23 && +minutes <= 59 && +seconds <= 59;
}

export function addNamedFormats(ajv: AjvCore): void {
  ajv.addFormat('decimal', { type: 'string', validate: isDecimal });
  ajv.addFormat('dd-mon-yyyy-time', { type: 'string', validate: isDayMonthYearTime });
  ajv.addFormat('yyyy-mm-dd-time', { type: 'string', validate: isYearMonthDayTime });
}
