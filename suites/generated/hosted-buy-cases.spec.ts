import fc from 'fast-check';
import { test } from '../../kit/fixtures';
import { ruleTitle } from '../../kit/audit-rule';
import { checking, GENERATED, WRITES } from '../../kit/checking';
import { expectJson, isObject } from '../../kit/checks/response';
import { answerLine, expectRule, expectShapeApart } from '../../kit/checks/violation';
import { validateResponse } from '../../kit/validation';
import { buyBody } from '../../kit/hosted/buy';
import { checkGeneratedCases } from '../../kit/generation/generated-cases';

// Generated buys of POST /{partnerRef}/v2/buy: externalCustomerId is a string (Endpoints › Hosted Checkout), no
// character or length limit shown, so any one is a valid buy, served with the order, whose externalCustomerId is the
// one sent. The other fields stay the configured sample (ASSUME-HC-SAMPLE): Hosted Checkout shows no limits to draw
// an amount from. Hosted Checkout is rate limited: the plan's rate-limited count, through the run's request budget.

/**
 * Free-form ids: any Unicode, quotes, markup, up to 64 characters after the `cust-` that keeps them opaque ids ("never
 * personal data"); without control characters or surrounding blanks, which a service may refuse or trim.
 */
const customerIds = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 59 }),
  fc.string({ unit: fc.constantFrom('"', "'", '\\', '<', '>', '&', '%', '{', '}', ' ', 'é', 'ß', '€', '注', '😀', '-', 'a', '0'), minLength: 1, maxLength: 59 }),
).map((text) => text.trim()).filter((text) => text.length > 0 && !/[\u0000-\u001f\u007f]/.test(text)).map((text) => `cust-${text}`);

/** The same id in another Unicode normal form is the same customer: NFC on both sides. */
const sameId = (received: unknown, sent: string) => typeof received === 'string' && received.normalize('NFC') === sent.normalize('NFC');

test(ruleTitle('HC-BUY-ECHO', 'generated externalCustomerId (Unicode, quotes, up to 64 characters), served with the order'),
  checking('HC-BUY-ECHO', 'HC-BUY-SHAPE', 'ASSUME-HC-STATUS', WRITES, GENERATED), async ({ hosted, target, data }) => {
    const edges = ['cust-café ☕ 注文 "quoted" \'single\' \\ <b>&amp;</b>', `cust-${'ü'.repeat(59)}`];
    await checkGeneratedCases(customerIds, async (id) => {
      const answer = await hosted.post('/buy', { json: buyBody(target, data, { externalCustomerId: id }) });
      // A valid buy: any 2xx (ASSUME-HC-STATUS) with the order.
      expectRule('HC-BUY-SHAPE', answer.status >= 200 && answer.status < 300, () => answerLine(answer),
        `a 2xx with the Hosted Checkout order for a valid buy, externalCustomerId ${JSON.stringify(id)}`);
      expectJson(answer, 'HC-RESPONSE-JSON');
      expectRule('HC-BUY-SHAPE', isObject(answer.json), () => answerLine(answer), 'the Hosted Checkout order object');
      // The order's schema is another promise than the echo: judged apart.
      expectShapeApart('HC-BUY-SHAPE', validateResponse('createHostedBuy', 200, answer.json), `the Hosted Checkout order (externalCustomerId ${JSON.stringify(id)})`);
      const received = (answer.json as Record<string, unknown>).externalCustomerId;
      expectRule('HC-BUY-ECHO', sameId(received, id), () => `externalCustomerId ${JSON.stringify(received)} where ${JSON.stringify(id)} was sent`,
        'the externalCustomerId sent: it enables returning-customer recognition');
    }, { seed: target.seed, count: target.cases.rateLimited, edges, rules: ['HC-BUY-ECHO', 'HC-BUY-SHAPE'] });
  });
