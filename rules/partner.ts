import type { Rule } from './rule';

/**
 * Promises of the document that bind the partner's integration, not the service. A conformance run of the service
 * never checks them; each names the command that does (`checkedBy`), and its faults are broken partner programs in
 * the tests, not faults of the mock.
 */
export const partnerRules = [
  { id: 'PTR-RECEIVER-ACKNOWLEDGES', level: 'MUST', source: 'Events, 2', checkedBy: 'receiver',
    title: 'MUST answer a signed webhook 200 at once (within CONFORMANCE_RECEIVER_ACK_MS), one alone and a burst at once, and process it asynchronously' },
  { id: 'PTR-RECEIVER-VERIFIES', level: 'MUST', source: 'Events, 1; Authentication (inbound webhooks)', checkedBy: 'receiver',
    title: 'MUST verify a webhook with HMAC-SHA256 before processing: refuse, or never process, one whose signature does not verify' },
  { id: 'PTR-RECEIVER-NOT-API-KEY', level: 'MUST', source: 'Authentication (inbound webhooks); Errors › Authentication symptoms', checkedBy: 'receiver',
    title: 'MUST verify webhooks with the HMAC secret, not the x-api-key: refuse, or never process, one signed with the x-api-key' },
  { id: 'PTR-RECEIVER-REPEAT', level: 'ASSUMED', assumption: 'ASSUME-WEBHOOK-DELIVERY', source: 'Events, 2 and 5', checkedBy: 'receiver',
    title: 'ASSUMED a repeated delivery (the service may retry: ASSUME-WEBHOOK-DELIVERY) is acknowledged 200 and processed once' },
  { id: 'PTR-NO-HMAC-IN-CLIENT', level: 'MUST', source: 'Authentication, rule 1', checkedBy: 'scan-bundle',
    title: 'MUST keep HMAC credentials out of front-end, mobile and client code: no HMAC key or secret (plain or encoded) and no HMAC signing code in a built bundle' },
] as const satisfies readonly Omit<Rule, 'surface'>[];
