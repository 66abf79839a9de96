import type { Rule } from './rule';

/** Every promise of the service document about inbound webhooks (Events; Authentication). */
export const webhookRules = [
  { id: 'WH-SIGNED', level: 'MUST', source: 'Events, 1; Authentication (inbound webhooks)',
    title: 'MUST sign every webhook with HMAC-SHA256 of its secret (the webhook secret or the HMAC secret: ASSUME-WEBHOOK-SECRET)' },
  { id: 'WH-NOT-API-KEY', level: 'MUST', source: 'Authentication (inbound webhooks); Errors › Authentication symptoms',
    title: 'MUST not sign webhooks with the x-api-key' },
  { id: 'WH-NO-POLLING', level: 'SHOULD', source: 'Events, 3',
    title: 'SHOULD use webhooks rather than polling',
    notCheckable: "the partner's design choice; nothing the service answers shows it" },
] as const satisfies readonly Omit<Rule, 'surface'>[];
