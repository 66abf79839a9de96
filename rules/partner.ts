import type { Rule } from './rule';

/**
 * Promises of the document that bind the partner's integration, not the service. A conformance run of the service
 * never checks them; each names the command that does (`checkedBy`), and its faults are broken partner programs in
 * the tests, not faults of the mock. Those no command can see say why (`notCheckable`).
 */
export const partnerRules = [
  {
    id: 'PTR-RECEIVER-ACKNOWLEDGES',
    level: 'MUST',
    source: 'Events, 2',
    checkedBy: 'receiver',
    title:
      'MUST answer a signed webhook 200 at once (within CONFORMANCE_RECEIVER_ACK_MS), one alone and a burst ' +
      'at once, and process it asynchronously',
  },
  {
    id: 'PTR-RECEIVER-VERIFIES',
    level: 'MUST',
    source: 'Events, 1; Authentication (inbound webhooks)',
    checkedBy: 'receiver',
    title:
      'MUST verify a webhook with HMAC-SHA256 before processing: refuse, or never process, one whose ' +
      'signature does not verify',
  },
  {
    id: 'PTR-RECEIVER-NOT-API-KEY',
    level: 'MUST',
    source: 'Authentication (inbound webhooks); Errors › Authentication symptoms',
    checkedBy: 'receiver',
    title:
      'MUST verify webhooks with the HMAC secret, not the x-api-key: refuse, or never process, one signed ' +
      'with the x-api-key',
  },
  {
    id: 'PTR-RECEIVER-REPEAT',
    level: 'ASSUMED',
    assumption: 'ASSUME-WEBHOOK-DELIVERY',
    source: 'Events, 2 and 5',
    checkedBy: 'receiver',
    title:
      'ASSUMED a repeated delivery (the service may retry: ASSUME-WEBHOOK-DELIVERY) is acknowledged 200 and ' +
      'processed once',
  },
  {
    id: 'PTR-NO-HMAC-IN-CLIENT',
    level: 'MUST',
    source: 'Authentication, rule 1',
    checkedBy: 'scan-bundle',
    title:
      'MUST keep HMAC credentials out of front-end, mobile and client code: no HMAC key or secret (plain or ' +
      'encoded) and no HMAC signing code in a built bundle',
  },
  {
    id: 'PTR-SUPPORTED-AGENTS',
    level: 'MUST',
    source: 'Resources › Payment method (rule)',
    checkedBy: 'page',
    title:
      'MUST not offer a payment method whose supported_agents is non-null to a customer on a browser and ' +
      "operating system outside that list (the partner's page, in Chromium under several user agents)",
  },
  // What the partner's backend sends, as `proxy` sees it pass (partner/proxy/traffic-rules.ts).
  {
    id: 'PTR-NO-NULL',
    level: 'MUST',
    source: 'Errors › Application codes (4002)',
    checkedBy: 'proxy',
    title: 'MUST never send null in a request field: an optional field is a string or omitted',
  },
  {
    id: 'PTR-ONE-AMOUNT',
    level: 'MUST',
    source: 'Endpoints › GET /api/prices (target_amount)',
    checkedBy: 'proxy',
    title: 'MUST not send both source_amount and target_amount to GET /api/prices',
  },
  {
    id: 'PTR-QUOTE-ID-RAMPS-ONLY',
    level: 'MUST',
    source: 'Endpoints › Native API (POST /eapi/v0/ramps; rule 2)',
    checkedBy: 'proxy',
    title: 'MUST send quoteId only to bank-transfer ramp creation (POST /eapi/v0/ramps), never to another operation',
  },
  {
    id: 'PTR-EXTERNAL-CUSTOMER-ID',
    level: 'MUST',
    source: 'Resources › Native API identifiers (externalCustomerId); Endpoints › Hosted Checkout (POST buy)',
    checkedBy: 'proxy',
    title:
      'MUST send externalCustomerId on every buy and sell order (Hosted Checkout buy, Native ramp): a string, ' +
      'stable per identity, never personal data',
  },
  {
    id: 'PTR-IDENTITY-REFERENCE-OPAQUE',
    level: 'MUST',
    source: 'Resources › Native API identifiers (identityReference)',
    checkedBy: 'proxy',
    title: 'MUST keep identityReference free of personal data (no email address, no email the partner registered)',
  },
  {
    id: 'PTR-PAYMENT-READY',
    level: 'MUST',
    source: 'Endpoints › Native API, rule 1',
    checkedBy: 'proxy',
    title: 'MUST not create a ramp for an identity last seen with paymentReady false',
  },
  {
    id: 'PTR-CODE-81-FETCH',
    level: 'MUST',
    source: 'Errors › Other (code 81)',
    checkedBy: 'proxy',
    title: 'MUST fetch the existing identity after code 81, never create the identity for that email again',
  },
  {
    id: 'PTR-SURFACE-CREDENTIALS',
    level: 'MUST',
    source: 'Authentication (table; rule 4)',
    checkedBy: 'proxy',
    title:
      'MUST send each surface its own credential: Bearer to /api, x-api-key to Hosted Checkout, HMAC to the ' +
      "Native API and KYC sharing; never one surface's credential to another",
  },
  {
    id: 'PTR-NO-LEGACY-IN-NEW',
    level: 'MUST',
    source: 'Versioning',
    checkedBy: 'proxy',
    title: 'MUST not use /api in a new integration: new integrations use the Native API or Hosted Checkout',
  },
  {
    id: 'PTR-PRICES-ON-REQUEST',
    level: 'ASSUMED',
    assumption: 'ASSUME-PTR-POLLING',
    source: 'Endpoints › GET /api/prices',
    checkedBy: 'proxy',
    title:
      'ASSUMED prices are asked on customer request, not polled into a cached list: the same GET /api/prices ' +
      'no more than PARTNER_POLL_REPEATS times within PARTNER_POLL_WINDOW_S (ASSUME-PTR-POLLING)',
  },
  {
    id: 'PTR-WEBHOOKS-NOT-POLLING',
    level: 'ASSUMED',
    assumption: 'ASSUME-PTR-POLLING',
    source: 'Events, 3',
    checkedBy: 'proxy',
    title:
      'ASSUMED order status comes from webhooks, not polling: the same GET /api/orders no more than ' +
      'PARTNER_POLL_REPEATS times within PARTNER_POLL_WINDOW_S (ASSUME-PTR-POLLING)',
  },
  {
    id: 'PTR-BACKOFF',
    level: 'ASSUMED',
    assumption: 'ASSUME-PTR-BACKOFF',
    source: 'Errors › HTTP status (429, 5xx)',
    checkedBy: 'proxy',
    title:
      'ASSUMED a request answered 429 or 5xx is retried no sooner than its Retry-After or PARTNER_BACKOFF_MS, ' +
      'and a further retry waits no less than the one before (ASSUME-PTR-BACKOFF)',
  },
  // What no command sees: the checklist lists them, not checked, with the reason.
  {
    id: 'PTR-CHECKOUT-URL-AT-ONCE',
    level: 'MUST',
    source: 'States and transitions (checkout URL validity); Errors › Checkout symptoms',
    title:
      'MUST create the order at customer confirmation and open its checkout URL at once (unloaded, it dies a ' +
      'minute after creation)',
    notCheckable:
      "the customer's browser loads the checkout URL from the service or the partner host over TLS, not " +
      'through the backend: no proxy between the backend and the service sees when',
  },
  {
    id: 'PTR-CSRF-FRESH-ORDER',
    level: 'SHOULD',
    source: 'Errors › Checkout symptoms (CSRF token mismatch)',
    title: 'SHOULD refresh or retry on a CSRF token mismatch, and create a fresh order when it persists',
    notCheckable:
      "it happens in the customer's browser session on the checkout page, which neither the backend's traffic " +
      "nor the partner's own page shows",
  },
  {
    id: 'PTR-SDK-PAYMENT-READY',
    level: 'MUST',
    source: 'Endpoints › Native API, rules 1 and 2',
    title: 'MUST not invoke the SDK while paymentReady is false; card and wallet-pay flows take no quoteId',
    notCheckable:
      "the SDK runs in the partner's product, outside any HTTP surface; the ramp half is PTR-PAYMENT-READY (`proxy`)",
  },
] as const satisfies readonly Omit<Rule, 'surface'>[];
