import fc from 'fast-check';
import { test } from '../../kit/fixtures';
import { documentedRequest } from '../../kit/validation';
import { ruleTitle } from '../../kit/audit-rule';
import { checking, GENERATED, WRITES } from '../../kit/checking';
import { expectJson, isObject, skipWhereRateLimited } from '../../kit/checks/response';
import { answerLine, expectRule, expectShapeApart } from '../../kit/checks/violation';
import { validateResponse } from '../../kit/validation';
import { buyBody } from '../../kit/hosted/buy';
import { checkGeneratedCases } from '../../kit/generation/generated-cases';

// Generated buys of POST /{partnerRef}/v2/buy: externalCustomerId is a "string, stable opaque identifier, never
// personal data" (Resources; Endpoints › Hosted Checkout), no character or length limit shown: whether a service takes
// any one is ASSUME-HC-CUSTOMER-ID-CHARACTERS. A buy served is judged: the order (HC-BUY-SHAPE) of the id sent
// (HC-BUY-ECHO), in both readings; a 4xx is the row's (not confirmed under `any`, the case untried under
// `restricted`); a 5xx is neither served nor refused (HC-INVALID-PARAM-4XX). The other fields stay the configured
// sample (ASSUME-HC-SAMPLE): Hosted Checkout shows no limits to draw an amount from. Hosted Checkout is rate limited:
// the plan's rate-limited count, through the run's request budget.

/**
 * Free-form ids: any Unicode, quotes, markup, up to 64 characters after the `cust-` that keeps them opaque ids ("never
 * personal data"); without control characters or surrounding blanks, which a service may refuse or trim.
 */
const customerIds = fc
  .oneof(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 59 }),
    fc.string({
      unit: fc.constantFrom(
        '"',
        "'",
        '\\',
        '<',
        '>',
        '&',
        '%',
        '{',
        '}',
        ' ',
        'é',
        'ß',
        '€',
        '注',
        '😀',
        '-',
        'a',
        '0',
      ),
      minLength: 1,
      maxLength: 59,
    }),
  )
  .map((text) => text.trim())
  // eslint-disable-next-line no-control-regex -- control characters are what the generated ids leave out
  .filter((text) => text.length > 0 && !/[\u0000-\u001f\u007f]/.test(text))
  .map((text) => `cust-${text}`);

/** The same id in another Unicode normal form is the same customer: NFC on both sides. */
const sameId = (received: unknown, sent: string) =>
  typeof received === 'string' && received.normalize('NFC') === sent.normalize('NFC');

test(
  ruleTitle(
    'HC-BUY-ECHO',
    'generated externalCustomerId (Unicode, quotes, up to 64 characters), served with the order',
  ),
  checking(
    'HC-BUY-ECHO',
    'HC-BUY-SHAPE',
    'HC-INVALID-PARAM-4XX',
    'ASSUME-HC-CUSTOMER-ID-CHARACTERS',
    'ASSUME-HC-CUSTOMER-ID-KEPT',
    'ASSUME-HC-STATUS',
    WRITES,
    GENERATED,
  ),
  async ({ hosted, target, data, readings }) => {
    const row = 'ASSUME-HC-CUSTOMER-ID-CHARACTERS';
    // An ASCII one too: a service refusing non-ASCII ids (restricted) still serves a case.
    // Mixed case too: an id carried back lower-cased shows only on one that is not (ASSUME-HC-CUSTOMER-ID-KEPT).
    const edges = [
      'cust-café ☕ 注文 "quoted" \'single\' \\ <b>&amp;</b>',
      `cust-${'ü'.repeat(59)}`,
      'cust-"quoted" \'single\' \\ <b>&amp;</b> {50%}',
      'cust-MixedCase-ABC',
    ];
    const refused: string[] = [];
    let served = 0;
    await checkGeneratedCases(
      customerIds,
      async (id) => {
        const answer = await hosted.post('/buy', {
          json: documentedRequest('createHostedBuy', 'body', buyBody(target, data, { externalCustomerId: id })),
        });
        skipWhereRateLimited(answer, `the buy of externalCustomerId ${JSON.stringify(id)}`);
        // Neither served nor refused: a 5xx breaks the 4xx promise, whichever ids the service takes.
        expectRule(
          'HC-INVALID-PARAM-4XX',
          answer.status < 500,
          () => answerLine(answer),
          `a buy with externalCustomerId ${JSON.stringify(id)}: served, or refused with a 4xx`,
        );
        if (answer.status >= 400) {
          // The document shows no limit on the id: a refusal is the row's reading, never a failed rule.
          if (readings.value(row) === 'any')
            readings.notConfirmed(
              row,
              'restricted',
              [answer],
              `a buy with externalCustomerId ${JSON.stringify(id)} answered ${answerLine(answer)}`,
            );
          readings.observe(row, 'restricted', [answer]);
          refused.push(id);
          return;
        }
        served += 1;
        // A buy served: any 2xx (ASSUME-HC-STATUS) with the order.
        expectRule(
          'HC-BUY-SHAPE',
          answer.status >= 200 && answer.status < 300,
          () => answerLine(answer),
          `a 2xx with the Hosted Checkout order for a buy, externalCustomerId ${JSON.stringify(id)}`,
        );
        expectJson(answer, 'HC-RESPONSE-JSON');
        expectRule('HC-BUY-SHAPE', isObject(answer.json), () => answerLine(answer), 'the Hosted Checkout order object');
        // The order's schema is another promise than the echo: judged apart.
        expectShapeApart(
          'HC-BUY-SHAPE',
          answer,
          validateResponse('createHostedBuy', 200, answer.json),
          `the Hosted Checkout order (externalCustomerId ${JSON.stringify(id)})`,
        );
        const received = answer.json.externalCustomerId;
        // Lower-cased is the same customer recognised (ASSUME-HC-CUSTOMER-ID-KEPT): a reading, not a broken echo.
        const kept = 'ASSUME-HC-CUSTOMER-ID-KEPT';
        if (!sameId(received, id) && sameId(received, id.toLowerCase())) {
          if (readings.value(kept) === 'as-sent')
            readings.notConfirmed(
              kept,
              'lower-case',
              [answer],
              `a buy for externalCustomerId ${JSON.stringify(id)} answered ${JSON.stringify(received)}`,
            );
          readings.observe(kept, 'lower-case', [answer]);
          return;
        }
        if (id !== id.toLowerCase() && sameId(received, id)) readings.observe(kept, 'as-sent', [answer]);
        expectRule(
          'HC-BUY-ECHO',
          sameId(received, id),
          () => `externalCustomerId ${JSON.stringify(received)} where ${JSON.stringify(id)} was sent`,
          `the externalCustomerId sent: it enables returning-customer recognition (${kept}=${readings.value(kept)})`,
        );
      },
      {
        seed: target.seed,
        count: target.cases.rateLimited,
        edges,
        rules: ['HC-BUY-ECHO', 'HC-BUY-SHAPE', 'HC-INVALID-PARAM-4XX'],
      },
    );
    // Every id refused (ASSUME-HC-CUSTOMER-ID-CHARACTERS=restricted): no buy was served, so nothing was checked.
    test.skip(
      served === 0,
      `no generated externalCustomerId was served (${refused.length} refused with a 4xx, ${row}=restricted): ` +
        `the echo is unchecked`,
    );
  },
);
