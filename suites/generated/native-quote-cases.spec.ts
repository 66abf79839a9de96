import fc from 'fast-check';
import { test } from '../../kit/fixtures';
import { documentedRequest } from '../../kit/validation';
import { ruleTitle } from '../../kit/audit-rule';
import { checking, GENERATED } from '../../kit/checking';
import { isObject, skipWhereRateLimited } from '../../kit/checks/response';
import { answerLine, expectRule } from '../../kit/checks/violation';
import { limitsOf, objectOf, priceField, pricing } from '../../kit/native/requests';
import { checkGeneratedCases } from '../../kit/generation/generated-cases';
import type { Answer } from '../../kit/http/surface-client';

// Generated amounts of GET /eapi/v0/price and GET /eapi/v0/quote, buy (fiat to coin) and sell (coin to fiat), within
// the limits the target gives the sample identity (ASSUME-NAT-PATHS): each answer names the source, target and amount
// asked (the assumed payload, ASSUME-NAT-PAYLOADS; another shape leaves the row not confirmed, no rule failed). The
// document ties no price to the identity's limits: a 4xx leaves a case untried (every case untried: the test skips);
// a 5xx breaks NAT-INVALID-PARAM-4XX.

type Range = { direction: 'buy' | 'sell'; source: string; target: string; low: number; high: number; decimals: number };
type Case = { direction: 'buy' | 'sell'; source: string; target: string; amount: string };

const sameCode = (received: unknown, sent: string) =>
  typeof received === 'string' && received.toUpperCase() === sent.toUpperCase();

test(
  ruleTitle('NAT-PRICE-AS-ASKED'),
  checking(
    'NAT-PRICE-AS-ASKED',
    'NAT-INVALID-PARAM-4XX',
    'ASSUME-NAT-PAYLOADS',
    'ASSUME-NAT-PATHS',
    'ASSUME-NAT-PRICE-FIELD',
    GENERATED,
  ),
  async ({ native, target, readings }) => {
    const { source: fiat, target: coin } = target.native.sample;
    // The identity's limits per direction, in the fiat: min and max (read, not judged: NAT-LIMITS is another test's).
    const limits = (transactionType: 'buy' | 'sell') =>
      limitsOf(native, target, target.native.readyIdentity, fiat, transactionType);
    const [buy, sell] = [await limits('buy'), await limits('sell')];
    test.skip(
      !buy && !sell,
      `the limits of ${target.native.readyIdentity} (NATIVE_READY_IDENTITY) give no min and max for ${fiat}: ` +
        `NAT-LIMITS judges them`,
    );
    // The positive control: the sample's price is served in the assumed payload; its price puts the sell limits in
    // coin.
    const controlAnswer = await native.get('/eapi/v0/price', { query: pricing(target) });
    const control = objectOf(
      controlAnswer,
      'NAT-PRICE-INDICATIVE',
      'the indicative price of the sample (NATIVE_SOURCE, NATIVE_TARGET, NATIVE_AMOUNT)',
    );
    const carriesPayload = (answer: Answer, body: Record<string, unknown>, what: string) => {
      if (typeof body.source !== 'string' || typeof body.target !== 'string' || body.amount === undefined) {
        // Another payload, in force: which of its fields name the pair and the amount is not known, so no verdict.
        test.skip(
          readings.observe('ASSUME-NAT-PAYLOADS', 'other', [answer]),
          `${what} carries no source, target and amount, as NATIVE_PAYLOADS=other reads: which of its fields ` +
            `name them is not known`,
        );
        readings.notConfirmed('ASSUME-NAT-PAYLOADS', 'other', [answer], `${what} carries no source, target and amount`);
      }
    };
    carriesPayload(controlAnswer, control, 'the indicative price');
    const unitPrice = Number(control[priceField(readings, [controlAnswer], control)]);
    const ranges: Range[] = [];
    if (buy)
      ranges.push({
        direction: 'buy',
        source: fiat,
        target: coin,
        low: Math.ceil(buy.min * 100),
        high: Math.floor(buy.max * 100),
        decimals: 2,
      });
    // Sell amounts in coin, 1 % inside the limits: the price moves between the control and the case.
    if (sell && Number.isFinite(unitPrice) && unitPrice > 0) {
      ranges.push({
        direction: 'sell',
        source: coin,
        target: fiat,
        low: Math.ceil(((sell.min * 1.01) / unitPrice) * 1e8),
        high: Math.floor(((sell.max * 0.99) / unitPrice) * 1e8),
        decimals: 8,
      });
    }
    const usable = ranges.filter((range) => range.low > 0 && range.low <= range.high);
    test.skip(usable.length === 0, `the limits of ${target.native.readyIdentity} leave no amount to ask`);
    const caseOf = (range: Range, units: number): Case => ({
      direction: range.direction,
      source: range.source,
      target: range.target,
      amount: (units / 10 ** range.decimals).toFixed(range.decimals),
    });
    const cases = fc
      .constantFrom(...usable)
      .chain((range) => fc.integer({ min: range.low, max: range.high }).map((units) => caseOf(range, units)));
    // The edges: each direction's min and max.
    const edges = usable.flatMap((range) => [caseOf(range, range.low), caseOf(range, range.high)]);
    let served = 0;
    const untried: string[] = [];
    await checkGeneratedCases(
      cases,
      async (asked) => {
        for (const operation of ['price', 'quote'] as const) {
          const query = documentedRequest(operation === 'price' ? 'getNativePrice' : 'getNativeQuote', 'query', {
            source: asked.source,
            target: asked.target,
            amount: asked.amount,
          });
          const answer = await native.get(`/eapi/v0/${operation}`, { query });
          const what =
            `the ${operation === 'price' ? 'indicative price' : 'locked quote'} of a ` +
            `${asked.direction}, ${asked.amount} ${asked.source} to ${asked.target}`;
          skipWhereRateLimited(answer, what);
          // Neither served nor refused: a 5xx breaks the 4xx promise (Errors › HTTP status), whatever amounts are
          // priced.
          expectRule(
            'NAT-INVALID-PARAM-4XX',
            answer.status < 500,
            () => answerLine(answer),
            `${what}: served, or refused with a 4xx`,
          );
          // The document ties no price or quote to the identity's limits (nor shows their payloads): a 4xx leaves the
          // case untried, never a failed rule.
          if (answer.status >= 400) {
            untried.push(`${operation} ${asked.amount} ${asked.source} (${answer.status})`);
            continue;
          }
          expectRule(
            'NAT-PRICE-AS-ASKED',
            answer.status >= 200 && answer.status < 300 && isObject(answer.json),
            () => answerLine(answer),
            `${what}, within the limits: served`,
          );
          const body = answer.json;
          carriesPayload(answer, body, `${what}`);
          expectRule(
            'NAT-PRICE-AS-ASKED',
            sameCode(body.source, asked.source) &&
              sameCode(body.target, asked.target) &&
              Number(body.amount) === Number(asked.amount),
            () =>
              `source ${JSON.stringify(body.source)}, target ` +
              `${JSON.stringify(body.target)}, amount ${JSON.stringify(body.amount)}`,
            `${what}: the source, target and amount asked`,
          );
          served += 1;
        }
      },
      {
        seed: target.seed,
        count: target.cases.perCheck,
        edges,
        rules: ['NAT-PRICE-AS-ASKED', 'NAT-INVALID-PARAM-4XX'],
      },
    );
    // Every amount refused: no answer was judged, so nothing was checked.
    test.skip(
      served === 0,
      `no generated price or quote was served (${untried.length} refused with a 4xx: ` +
        `${untried.slice(0, 3).join('; ')}): unchecked`,
    );
  },
);
