import { test } from '../../kit/fixtures';
import { audit } from '../../kit/audit-rule';
import { dataOf, expectStatus, skipWhereRateLimited } from '../../kit/checks/response';
import { answerLine, expectRule } from '../../kit/checks/violation';

// GET /api/fiats/{orderType} and /api/coins/{orderType}: "orderType: string, required, default buy".
const LISTINGS = [
  { path: '/api/fiats', field: 'fiats', code: 'fiat_code', shape: 'LEG-FIATS-SHAPE' },
  { path: '/api/coins', field: 'coins', code: 'coin_code', shape: 'LEG-COINS-SHAPE' },
] as const;

test(
  ...audit(
    'LEG-ORDER-TYPE-DEFAULT',
    'ASSUME-LEG-ORDER-TYPE-OMITTED',
    'LEG-FIATS-SHAPE',
    'LEG-COINS-SHAPE',
    async ({ legacy, readings }) => {
      for (const { path, field, code, shape } of LISTINGS) {
        const codes = (answer: Awaited<ReturnType<typeof legacy.get>>) =>
          ((dataOf(answer)[field] ?? []) as Record<string, unknown>[]).map((entry) => String(entry[code])).sort();
        // Positive control: the buy list, with its segment.
        const buy = await legacy.get(`${path}/buy`);
        expectStatus(shape, buy, 200, `200 with data.${field} for ${path}/buy`);
        const omitted = await legacy.get(path);
        skipWhereRateLimited(omitted, `${path} without orderType`);
        if (omitted.status >= 400 && omitted.status < 500) {
          // The segment is required: a path without it is refused, a 404 too (ASSUME-LEG-ORDER-TYPE-OMITTED).
          readings.observe('ASSUME-LEG-ORDER-TYPE-OMITTED', 'refused', [omitted]);
          continue;
        }
        expectRule(
          'LEG-ORDER-TYPE-DEFAULT',
          omitted.status === 200,
          () => `${answerLine(omitted)} for ${path}`,
          'the buy list (orderType default buy), or a 4xx',
        );
        const [served, wanted] = [codes(omitted), codes(buy)];
        let sell: string[] = [];
        if (JSON.stringify(served) !== JSON.stringify(wanted)) {
          const sellAnswer = await legacy.get(`${path}/sell`);
          if (sellAnswer.status === 200) sell = codes(sellAnswer);
        }
        expectRule(
          'LEG-ORDER-TYPE-DEFAULT',
          JSON.stringify(served) === JSON.stringify(wanted),
          () =>
            `${code}s ${JSON.stringify(served)} for ` +
            `${path}${sell.length && JSON.stringify(served) === JSON.stringify(sell) ? ' (the sell list)' : ''}`,
          `${JSON.stringify(wanted)}, as ${path}/buy: orderType's default is buy`,
        );
        readings.observe('ASSUME-LEG-ORDER-TYPE-OMITTED', 'default', [omitted, buy]);
      }
    },
  ),
);
