import type AjvCore from 'ajv/dist/core';

/** The formats the service document defines by example, with the example a message quotes. */
export const FORMAT_EXAMPLES: Record<string, string> = {
  decimal: '61234.56',
  'dd-mon-yyyy-time': '21-Nov-2026 14:31:10',
  'yyyy-mm-dd-time': '2026-11-21 14:31:10',
  date: '2026-11-21',
};

// Calendar dates as ECMA-262 patterns: day ranges per month, 29 February of leap years only. Written with [0-9], no
// backslashes, so they stand in JSON as they are.
const LEAP_YEAR = '(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)';
const CLOCK = '(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]';
const DAY_MONTH =
  '(?:(?:0[1-9]|[12][0-9]|3[01])-(?:Jan|Mar|May|Jul|Aug|Oct|Dec)' +
  '|(?:0[1-9]|[12][0-9]|30)-(?:Apr|Jun|Sep|Nov)' +
  '|(?:0[1-9]|1[0-9]|2[0-8])-Feb)';
const MONTH_DAY =
  '(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))';

/**
 * Each named format as the pattern the schemas carry beside it, so that a validator that knows only the standard
 * formats gives the same verdict; the kit's own format checks are these patterns too (one definition).
 */
export const NAMED_FORMAT_PATTERNS = {
  // Digits, an optional fraction, an optional leading minus; never exponent or grouping (ASSUME-DECIMAL-STRING).
  decimal: '^-?[0-9]+(?:[.][0-9]+)?$',
  // DD-Mon-YYYY HH:MM:SS, as created orders give created_at: Jan … Dec as written (ASSUME-LEG-CREATE-CREATED-AT).
  'dd-mon-yyyy-time': `^(?:${DAY_MONTH}-[0-9]{4}|29-Feb-${LEAP_YEAR}) ${CLOCK}$`,
  // YYYY-MM-DD HH:MM:SS, as the bulk list gives created_at (ASSUME-LEG-BULK-CREATED-AT).
  'yyyy-mm-dd-time': `^(?:[0-9]{4}-${MONTH_DAY}|${LEAP_YEAR}-02-29) ${CLOCK}$`,
} as const;

export type NamedFormat = keyof typeof NAMED_FORMAT_PATTERNS;

const matcher = (format: NamedFormat) => {
  const pattern = new RegExp(NAMED_FORMAT_PATTERNS[format]);
  return (value: string): boolean => pattern.test(value);
};

export const isDecimal = matcher('decimal');
export const isDayMonthYearTime = matcher('dd-mon-yyyy-time');
export const isYearMonthDayTime = matcher('yyyy-mm-dd-time');

export function addNamedFormats(ajv: AjvCore): void {
  for (const format of Object.keys(NAMED_FORMAT_PATTERNS) as NamedFormat[])
    ajv.addFormat(format, { type: 'string', validate: matcher(format) });
}
