import { expect, test } from '@playwright/test';
import { createAjv, isDayMonthYearTime, isDecimal, isYearMonthDayTime } from '../../kit/validation';

const cases = {
  decimal: {
    check: isDecimal,
    accepts: ['61234.56', '0.00012345', '-1.5', '100', '0'],
    refuses: ['', '1.', '.5', '+1', '1e5', '1,234.56', ' 1', '0x10', 'NaN', '1.2.3'],
  },
  'dd-mon-yyyy-time': {
    check: isDayMonthYearTime,
    accepts: ['21-Nov-2026 14:31:10', '29-Feb-2028 00:00:00', '31-Dec-2026 23:59:59'],
    refuses: [
      '2026-11-21 14:31:10',
      '2026-11-21T14:31:10Z',
      '21-nov-2026 14:31:10',
      '21-NOV-2026 14:31:10',
      '21-November-2026 14:31:10',
      '1-Nov-2026 14:31:10',
      '29-Feb-2026 10:00:00',
      '31-Apr-2026 10:00:00',
      '21-Nov-2026 24:00:00',
      '21-Nov-2026 14:60:00',
      '21-Nov-2026',
      '21-Nov-2026 14:31:10 ',
    ],
  },
  'yyyy-mm-dd-time': {
    check: isYearMonthDayTime,
    accepts: ['2026-11-21 14:31:10', '2028-02-29 23:59:59'],
    refuses: [
      '2026-11-21T14:31:10',
      '2026-11-21 14:31:10Z',
      '2026-11-21',
      '21-Nov-2026 14:31:10',
      '2026-13-01 10:00:00',
      '2026-02-29 10:00:00',
      '2026-11-21 25:00:00',
      '2026-1-2 10:00:00',
    ],
  },
} as const;

for (const [format, { check, accepts, refuses }] of Object.entries(cases)) {
  test(`format ${format} accepts the documented shape`, () => {
    for (const value of accepts) expect(check(value), value).toBe(true);
  });

  test(`format ${format} refuses anything else`, () => {
    for (const value of refuses) expect(check(value), value).toBe(false);
  });

  test(`format ${format} is registered with the kit's Ajv`, () => {
    const validate = createAjv().compile({ type: 'string', format });
    expect(validate(accepts[0])).toBe(true);
    expect(validate(refuses[0])).toBe(false);
  });
}

test('format date is the standard YYYY-MM-DD with real calendar dates', () => {
  const validate = createAjv().compile({ type: 'string', format: 'date' });
  expect(validate('2026-11-21')).toBe(true);
  expect(validate('2028-02-29')).toBe(true);
  for (const value of ['2026-02-30', '21-11-2026', '2026/11/21', '2026-11-21 10:00:00']) {
    expect(validate(value), value).toBe(false);
  }
});

test('the kit refuses an unknown format instead of ignoring it', () => {
  expect(() => createAjv().compile({ type: 'string', format: 'decimall' })).toThrow(/unknown format/);
});

test(
  'the calendar patterns agree with the calendar on every day of 1899 to 2101, and on the day after each ' + 'month',
  () => {
    const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    const two = (n: number) => String(n).padStart(2, '0');
    const disagreements: string[] = [];
    for (let year = 1899; year <= 2101; year++) {
      for (let month = 1; month <= 12; month++) {
        const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
        for (let day = 1; day <= 32; day++) {
          const real = day <= last;
          const written = [
            `${year}-${two(month)}-${two(day)} 10:00:00`,
            `${two(day)}-${MONTHS[month - 1]}-${year} 10:00:00`,
          ];
          if (isYearMonthDayTime(written[0]) !== real) disagreements.push(written[0]);
          if (isDayMonthYearTime(written[1]) !== real) disagreements.push(written[1]);
        }
      }
    }
    expect(disagreements).toEqual([]);
  },
);
