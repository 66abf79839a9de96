import { test } from '../../kit/fixtures';
import { audit } from '../../kit/audit-rule';
import { expectRule } from '../../kit/checks/violation';

// Events; Authentication (inbound webhooks): every webhook is signed HMAC-SHA256 with the webhook secret, not the
// x-api-key. The target is asked to deliver through the test-control API (POST /webhooks/deliver, this suite's
// addition to the contract) to a receiver on loopback.
const KINDS = ['order', 'ramp'] as const;

for (const rule of ['WH-SIGNED', 'WH-NOT-API-KEY'] as const) {
  test(
    ...audit(
      rule,
      ...(rule === 'WH-SIGNED' ? ['ASSUME-WEBHOOK-SECRET' as const] : []),
      async ({ control, target, webhookReceiver, webhookVerifierIn, readings }) => {
        test.skip(Boolean(control.missing('webhooks')), control.missing('webhooks') ?? '');
        const verifier = webhookVerifierIn(target.env);
        for (const kind of KINDS) await control.deliverWebhook({ env: target.env, kind, url: webhookReceiver.url });
        // ASSUME-WEBHOOK-DELIVERY: each event delivered at least once before the control call answers; a repeat carries
        // the same body.
        const deliveries = webhookReceiver.deliveries;
        const events = new Set(deliveries.map((delivery) => delivery.rawBody.toString('base64'))).size;
        expectRule(
          rule,
          events === KINDS.length,
          () => `${deliveries.length} deliveries of ${events} distinct events`,
          `one event per kind asked (${KINDS.join(', ')}), delivered at least once`,
        );
        for (const delivery of deliveries) {
          const event = delivery.rawBody.toString('utf8').slice(0, 60);
          if (rule === 'WH-SIGNED') {
            const inForce = readings.value('ASSUME-WEBHOOK-SECRET');
            const verdict = verifier.withSecretOf(inForce, delivery);
            // Signed with the other secret the document allows: the row is not confirmed, the rule is not failed.
            const other = inForce === 'hmac-secret' ? 'webhook-secret' : 'hmac-secret';
            if (!verdict.ok && verifier.withSecretOf(other, delivery).ok)
              readings.notConfirmed(
                'ASSUME-WEBHOOK-SECRET',
                other,
                [],
                `deliveries verify with the ${other}, not the ${inForce}`,
              );
            expectRule(
              rule,
              verdict.ok,
              () => `${verdict.ok ? '' : verdict.reason} for ${event}`,
              `verifies with the ${inForce} (${target.webhooks.signatureHeader}, ASSUME-WEBHOOK-SIGNATURE)`,
            );
            readings.observe('ASSUME-WEBHOOK-SECRET', inForce);
          } else {
            expectRule(
              rule,
              !verifier.withApiKey(delivery).ok,
              () => `a delivery that verifies with the x-api-key: ${event}`,
              'verified with the HMAC secret, not the x-api-key',
            );
          }
        }
      },
    ),
  );
}
