import type { AssumptionRow } from '../assumption';

/** Open choices of the webhooks the service sends. */
export const webhookAssumptions = [
  {
    id: 'ASSUME-WEBHOOK-SIGNATURE',
    surface: 'webhooks',
    section: 'Events, 5',
    sentence: 'Signature header name, delivery retry policy and registration of the webhook address: not shown.',
    text: 'Webhook signature: HMAC-SHA256 of the raw body, in this header, in this encoding',
    defaults: { WEBHOOK_SIGNATURE_HEADER: 'X-Webhook-Signature', WEBHOOK_SIGNATURE_ENCODING: 'hex' },
  },
  {
    id: 'ASSUME-WEBHOOK-SECRET',
    surface: 'webhooks',
    section: 'Authentication (inbound webhooks)',
    sentence: 'HMAC-SHA256 signature verified with the HMAC secret, not the x-api-key',
    text:
      'Which secret signs webhooks: a webhook secret of its own, or the HMAC secret of the Native API and ' +
      'KYC sharing; both keep the document',
    readings: {
      'webhook-secret': 'a secret of its own (*_WEBHOOK_SECRET)',
      'hmac-secret': 'the HMAC secret (*_HMAC_SECRET)',
    },
    defaults: { WEBHOOK_SECRET_SOURCE: 'webhook-secret' },
  },
  {
    id: 'ASSUME-WEBHOOK-SIGNED-CONTENT',
    surface: 'webhooks',
    section: 'Events, 1; Authentication (inbound webhooks)',
    sentence: 'Every inbound webhook signature is verified with HMAC-SHA256 before processing.',
    text:
      'The signature is over the raw body bytes alone (no timestamp, URL or event id), and the header ' +
      'carries the bare digest ("sha256=…" or "t=…,v1=…" fails)',
    defaults: {},
  },
  {
    id: 'ASSUME-WEBHOOK-DELIVERY',
    surface: 'webhooks',
    section: 'Events, 2 and 5',
    sentence:
      'The receiver returns HTTP 200 immediately and processes asynchronously. ' +
      '… delivery retry policy … not shown.',
    text:
      'Asked through the test-control API, the target delivers each event at least once before the ' +
      'control call answers; a repeat (the same body again) is allowed, as the retry policy is not shown, ' +
      'and is verified like the first',
    defaults: {},
  },
  {
    id: 'ASSUME-WEBHOOK-KINDS',
    surface: 'webhooks',
    section: 'Events, 4',
    sentence: 'Event kinds, payload shape and the link between operations and events: not shown.',
    text:
      'The target can send an order event and a ramp event on request (test control); their payloads are ' +
      'not checked',
    defaults: {},
  },
] as const satisfies readonly AssumptionRow[];
