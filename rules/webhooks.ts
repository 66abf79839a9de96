import type { Rule } from './rule';

/** Every promise of the service document about inbound webhooks (Events; Authentication). */
export const webhookRules = [
  {
    id: 'WH-SIGNED',
    level: 'MUST',
    source: 'Events, 1; Authentication (inbound webhooks)',
    promises: ['Every inbound webhook signature is verified with HMAC-SHA256 before processing.'],
    title:
      'MUST sign every webhook with HMAC-SHA256 of its secret (the webhook secret or the HMAC secret: ' +
      'ASSUME-WEBHOOK-SECRET)',
  },
  {
    id: 'WH-NOT-API-KEY',
    level: 'MUST',
    source: 'Authentication (inbound webhooks); Errors › Authentication symptoms',
    promises: ['HMAC-SHA256 signature verified with the HMAC secret, not the x-api-key'],
    title: 'MUST not sign webhooks with the x-api-key',
  },
] as const satisfies readonly Omit<Rule, 'surface'>[];
