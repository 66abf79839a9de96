import { test } from '../../kit/receiver/fixtures';
import { checking } from '../../kit/checking';
import { ruleTitle } from '../../kit/audit-rule';
import { expectRule, violation } from '../../kit/checks/violation';
import { signedDelivery, wrongDeliveries, type Delivery, type Signing } from '../../kit/receiver/deliveries';
import type { ReceiverTarget } from '../../kit/receiver/receiver-target';
import type { Readings } from '../../kit/readings/readings';
import { acknowledged, answerOf, deliver, processedWithin, timesProcessed } from '../../kit/receiver/webhook-sender';
import { CREDENTIAL_VARIABLES } from '../../kit/config/credentials';

// Events, 1 and 2; Authentication (inbound webhooks): the suite acts as the service and delivers to the partner's
// receiver (`receiver --url`). Signature, secret and payload are the assumption table's (ASSUME-WEBHOOK-*).
const SCHEME = ['ASSUME-WEBHOOK-SIGNATURE', 'ASSUME-WEBHOOK-SECRET'] as const;
const ACK = 'PTR-RECEIVER-ACKNOWLEDGES';
const SAME_SECRET =
  'the receiver must verify with the same secret and header as this run (ASSUME-WEBHOOK-SECRET, ' +
  'ASSUME-WEBHOOK-SIGNATURE)';

test(ruleTitle(ACK, 'one delivery'), checking(ACK, ...SCHEME), async ({ receiver, signing, readings }) => {
  const sent = await deliver(receiver.url, signedDelivery(signing));
  await confirmSecret(acknowledged(sent), receiver, signing, readings);
  expectRule(
    ACK,
    sent.status === 200 && sent.ms <= receiver.ackMs,
    () => `${answerOf(sent)} to a signed delivery`,
    `200 within ${receiver.ackMs} ms; ${SAME_SECRET}`,
  );
});

test(ruleTitle(ACK, 'a burst at once'), checking(ACK, ...SCHEME), async ({ receiver, signing, readings }) => {
  const sent = await Promise.all(
    Array.from({ length: receiver.burst }, () => deliver(receiver.url, signedDelivery(signing))),
  );
  await confirmSecret(sent.some(acknowledged), receiver, signing, readings);
  const late = sent.filter((one) => one.status !== 200 || one.ms > receiver.ackMs);
  expectRule(
    ACK,
    late.length === 0,
    () =>
      `${late.length} of ${sent.length} signed deliveries sent at once ` +
      `got ${[...new Set(late.map(answerOf))].slice(0, 3).join(', ')}`,
    `200 within ${receiver.ackMs} ms each`,
  );
});

/**
 * A wrong delivery first, then a valid one as the positive control: a refusal counts only from a receiver that
 * took the valid one, and a receiver that processes in order has reached the wrong one once the valid one shows.
 */
for (const wrong of wrongDeliveries) {
  test(ruleTitle(wrong.rule, wrong.name), checking(wrong.rule, ...SCHEME), async ({ receiver, signing }) => {
    test.skip(
      wrong.needs === 'apiKey' && !signing.apiKey,
      `needs ${receiver.env.toUpperCase()}_${CREDENTIAL_VARIABLES.apiKey}, the x-api-key a receiver must not ` +
        `verify with`,
    );
    const bad = wrong.make(signing);
    const answer = await deliver(receiver.url, bad);
    const control = signedDelivery(signing);
    const served = await deliver(receiver.url, control);
    test.skip(
      !acknowledged(served),
      `the receiver did not take a valid delivery (${answerOf(served)}): its refusal of ${wrong.name} proves ` +
        `nothing (${ACK})`,
    );
    // No answer, or any answer but a 2xx, refuses: the service would deliver it again, and nothing was taken.
    if (!acknowledged(answer)) return;
    if (!receiver.processedUrl)
      violation(
        wrong.rule,
        `${answer.status} to ${wrong.name}`,
        'a refusal (any status but 2xx); a receiver that acknowledges and drops it shows that at ' +
          'CONFORMANCE_RECEIVER_PROCESSED_URL',
      );
    const times = await timesAfter(receiver.processedUrl, control, bad, receiver.processWithinMs);
    expectRule(
      wrong.rule,
      times === 0,
      () => `${wrong.name} acknowledged with ${answer.status} and processed ${times} time(s)`,
      'never processed',
    );
  });
}

const REPEAT = 'PTR-RECEIVER-REPEAT';

test(
  ruleTitle(REPEAT, 'acknowledged'),
  checking(REPEAT, 'ASSUME-WEBHOOK-DELIVERY', ...SCHEME),
  async ({ receiver, signing }) => {
    const delivery = signedDelivery(signing);
    const first = await deliver(receiver.url, delivery);
    test.skip(!acknowledged(first), `the receiver did not take the first delivery (${answerOf(first)}): ${ACK}`);
    const again = await deliver(receiver.url, delivery);
    // How fast is PTR-RECEIVER-ACKNOWLEDGES's to judge: here only whether the retry is taken.
    expectRule(
      REPEAT,
      again.status === 200,
      () => `${answerOf(again)} to the same delivery again`,
      '200, as the first',
    );
  },
);

test(
  ruleTitle(REPEAT, 'processed once'),
  checking(REPEAT, 'ASSUME-WEBHOOK-DELIVERY', ...SCHEME),
  async ({ receiver, signing }) => {
    test.skip(
      !receiver.processedUrl,
      'needs CONFORMANCE_RECEIVER_PROCESSED_URL: only the receiver can tell how often it processed an event',
    );
    const delivery = signedDelivery(signing);
    const control = signedDelivery(signing);
    const answers = [
      await deliver(receiver.url, delivery),
      await deliver(receiver.url, delivery),
      await deliver(receiver.url, control),
    ];
    test.skip(
      !answers.every(acknowledged),
      `the receiver did not take every delivery (${answers.map(answerOf).join(', ')}): the acknowledged test tells`,
    );
    const times = await timesAfter(receiver.processedUrl!, control, delivery, receiver.processWithinMs);
    expectRule(REPEAT, times === 1, () => `one event delivered twice, processed ${times} time(s)`, 'processed once');
  },
);

/**
 * ASSUME-WEBHOOK-SECRET: a receiver that took a delivery signed with the secret in force confirms the row; one that
 * refused it but takes one signed with the other secret the document allows reads the row otherwise: the test is
 * skipped as not confirmed, never failed.
 */
async function confirmSecret(
  taken: boolean,
  receiver: ReceiverTarget,
  signing: Signing,
  readings: Readings,
): Promise<void> {
  if (taken) {
    readings.observe('ASSUME-WEBHOOK-SECRET', receiver.secretSource);
    return;
  }
  if (!signing.otherSecret) return;
  const other = receiver.secretSource === 'hmac-secret' ? 'webhook-secret' : 'hmac-secret';
  const answer = await deliver(receiver.url, signedDelivery({ ...signing, secret: signing.otherSecret }));
  if (acknowledged(answer))
    readings.notConfirmed(
      'ASSUME-WEBHOOK-SECRET',
      other,
      [],
      `the receiver refused a delivery signed with the ${receiver.secretSource} and took one signed with the ${other}`,
    );
}

/**
 * How often `asked` was processed, once the later `control` shows as processed: a receiver that never shows the
 * control, or a callback that answers otherwise, leaves the test skipped with the reason.
 */
async function timesAfter(processedUrl: string, control: Delivery, asked: Delivery, withinMs: number): Promise<number> {
  const shown = await processedWithin(processedUrl, control.eventId, withinMs);
  test.skip(shown !== true, shown === true ? '' : `${shown.problem}: whether the receiver processed it is unknown`);
  const times = await timesProcessed(processedUrl, asked.eventId);
  test.skip(typeof times !== 'number', typeof times === 'number' ? '' : times.problem);
  return times as number;
}
