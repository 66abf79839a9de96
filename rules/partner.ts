import type { Rule } from './rule';

/**
 * Promises of the document that bind the partner's integration, not the service. A conformance run of the service
 * never checks them; each names the command that does (`checkedBy`), and its faults are broken partner programs in
 * the tests, not faults of the mock. Those no command can see say why (`notCheckable`); those a command could see
 * but does not check yet say so (`notCheckedYet`). Each quotes the promises it stands for (tests/promise-map.ts).
 */
export const partnerRules = [
  {
    id: 'PTR-RECEIVER-ACKNOWLEDGES',
    level: 'MUST',
    source: 'Events, 2',
    promises: ['The receiver returns HTTP 200 immediately and processes asynchronously.'],
    checkedBy: 'receiver',
    title:
      'MUST answer a signed webhook 200 at once (within CONFORMANCE_RECEIVER_ACK_MS), one alone and a burst ' +
      'at once, and process it asynchronously',
  },
  {
    id: 'PTR-RECEIVER-VERIFIES',
    level: 'MUST',
    source: 'Events, 1; Authentication (inbound webhooks)',
    promises: ['Every inbound webhook signature is verified with HMAC-SHA256 before processing.'],
    checkedBy: 'receiver',
    title:
      'MUST verify a webhook with HMAC-SHA256 before processing: refuse, or never process, one whose ' +
      'signature does not verify',
  },
  {
    id: 'PTR-RECEIVER-NOT-API-KEY',
    level: 'MUST',
    source: 'Authentication (inbound webhooks); Errors › Authentication symptoms',
    promises: ['HMAC-SHA256 signature verified with the HMAC secret, not the x-api-key'],
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
    promises: [
      'The receiver returns HTTP 200 immediately and processes asynchronously.',
      'Signature header name, delivery retry policy and registration of the webhook address',
    ],
    checkedBy: 'receiver',
    title:
      'ASSUMED a repeated delivery (the service may retry: ASSUME-WEBHOOK-DELIVERY) is acknowledged 200 and ' +
      'processed once',
  },
  {
    id: 'PTR-NO-HMAC-IN-CLIENT',
    level: 'MUST',
    source: 'Authentication, rule 1',
    promises: ['HMAC credentials are never exposed in frontend, mobile or client code.'],
    checkedBy: 'scan-bundle',
    title:
      'MUST keep HMAC credentials out of front-end, mobile and client code: no HMAC key or secret (plain or ' +
      'encoded) and no HMAC signing code in a built bundle',
  },
  {
    id: 'PTR-SUPPORTED-AGENTS',
    level: 'MUST',
    source: 'Resources › Payment method (rule)',
    promises: [
      'clients must not offer a method whose supported_agents is non-null to a customer on a browser or ' +
        'operating system outside that list',
    ],
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
    promises: ['optional fields must be a string or omitted, never null'],
    checkedBy: 'proxy',
    title: 'MUST never send null in a request field: an optional field is a string or omitted',
  },
  {
    id: 'PTR-ONE-AMOUNT',
    level: 'MUST',
    source: 'Endpoints › GET /api/prices (target_amount)',
    promises: ['sending both source_amount and target_amount is not allowed'],
    checkedBy: 'proxy',
    title: 'MUST not send both source_amount and target_amount to GET /api/prices',
  },
  {
    id: 'PTR-QUOTE-ID-RAMPS-ONLY',
    level: 'MUST',
    source: 'Endpoints › Native API (POST /eapi/v0/ramps; rule 2)',
    promises: ['the only operation accepting quoteId'],
    checkedBy: 'proxy',
    title: 'MUST send quoteId only to bank-transfer ramp creation (POST /eapi/v0/ramps), never to another operation',
  },
  {
    id: 'PTR-EXTERNAL-CUSTOMER-ID',
    level: 'MUST',
    source: 'Resources › Native API identifiers (externalCustomerId); Endpoints › Hosted Checkout (POST buy)',
    promises: [
      'externalCustomerId: string, stable opaque identifier, never personal data; required on every buy and ' +
        'sell order.',
    ],
    checkedBy: 'proxy',
    title:
      'MUST send externalCustomerId on every buy and sell order (Hosted Checkout buy, Native ramp): a string, ' +
      'stable per identity, never personal data',
  },
  {
    id: 'PTR-IDENTITY-REFERENCE-OPAQUE',
    level: 'MUST',
    source: 'Resources › Native API identifiers (identityReference)',
    promises: ['must not contain personal data'],
    checkedBy: 'proxy',
    title: 'MUST keep identityReference free of personal data (no email address, no email the partner registered)',
  },
  {
    id: 'PTR-PAYMENT-READY',
    level: 'MUST',
    source: 'Endpoints › Native API, rule 1',
    promises: ['paymentReady: boolean eligibility flag; false means payment must not be started.'],
    checkedBy: 'proxy',
    title: 'MUST not create a ramp for an identity last seen with paymentReady false',
  },
  {
    id: 'PTR-CODE-81-FETCH',
    level: 'MUST',
    source: 'Errors › Other (code 81)',
    promises: ['fetch the existing identity instead of retrying creation.'],
    checkedBy: 'proxy',
    title: 'MUST fetch the existing identity after code 81, never create the identity for that email again',
  },
  {
    id: 'PTR-SURFACE-CREDENTIALS',
    level: 'MUST',
    source: 'Authentication (table; rule 4)',
    promises: [
      'The Native API and Hosted Checkout have separate credentials and base paths; an endpoint of one is ' +
        'never used in place of the other.',
    ],
    checkedBy: 'proxy',
    title:
      'MUST send each surface its own credential: Bearer to /api, x-api-key to Hosted Checkout, HMAC to the ' +
      "Native API and KYC sharing; never one surface's credential to another",
  },
  {
    id: 'PTR-NO-LEGACY-IN-NEW',
    level: 'MUST',
    source: 'Versioning',
    promises: [
      'The the service is for existing integrations only; new integrations use Native API or Hosted Checkout.',
    ],
    checkedBy: 'proxy',
    title: 'MUST not use /api in a new integration: new integrations use the Native API or Hosted Checkout',
  },
  {
    id: 'PTR-PRICES-ON-REQUEST',
    level: 'ASSUMED',
    assumption: 'ASSUME-PTR-POLLING',
    source: 'Endpoints › GET /api/prices',
    promises: ['Intended for dynamic quotations on customer request only, not for cached static lists'],
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
    promises: ['Polling is discouraged in favour of webhooks.'],
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
    promises: [
      'rate limit exceeded; back off and retry',
      'service-side error; retry with backoff; contact support if persistent',
    ],
    checkedBy: 'proxy',
    title:
      'ASSUMED a request answered 429 or 5xx is retried no sooner than its Retry-After or PARTNER_BACKOFF_MS, ' +
      'and a further retry waits no less than the one before (ASSUME-PTR-BACKOFF)',
  },
  {
    id: 'PTR-ORDERS-JSON',
    level: 'MUST',
    source: 'Endpoints › the service (POST /api/orders)',
    promises: ['POST /api/orders (JSON body)'],
    checkedBy: 'proxy',
    title: 'MUST send POST /api/orders a JSON body: content type application/json, one JSON object',
  },
  {
    id: 'PTR-ELIGIBILITY-READ',
    level: 'MUST',
    source: 'Endpoints › Native API, rule 1',
    promises: ['Eligibility must be checked and all requirements met first.'],
    checkedBy: 'proxy',
    title: "MUST read an identity's eligibility (paymentReady true) before creating a ramp for it",
  },
  {
    id: 'PTR-ADDRESS-TAG',
    level: 'MUST',
    source: 'Endpoints › POST /api/orders (wallet_address_tag); Resources › Cryptocurrency (address_tag)',
    promises: ['needed when the address type uses a tag or memo'],
    checkedBy: 'proxy',
    // The document names no network that takes a tag: the service's own coin list says which (address_tag.required).
    title:
      "MUST send wallet_address_tag on a buy whose network's address type uses a tag or memo: address_tag.required " +
      'true in GET /api/coins/buy',
  },
  {
    id: 'PTR-ORDER-FIELDS-BY-DIRECTION',
    level: 'SHOULD',
    source: 'Endpoints › POST /api/orders (fields for buy or sell orders only)',
    promises: ['sell orders only'],
    checkedBy: 'proxy',
    title:
      'SHOULD send the sell-only fields of POST /api/orders (refund_address_tag, source_address, ' +
      'source_address_tag) on a sell order only',
  },
  {
    id: 'PTR-NO-SWAP',
    level: 'MUST',
    source: 'What the service does, 4',
    promises: [
      'The service is not for crypto-to-crypto swaps, custody or wallet infrastructure, or flows where the partner ' +
        'settles funds itself.',
    ],
    checkedBy: 'proxy',
    // Custody, wallet infrastructure and self-settlement happen in the partner's own systems, in no request.
    title:
      'MUST not use the service for crypto-to-crypto swaps: no price, order, buy or ramp with a coin on both ' +
      'sides (custody, wallet infrastructure and self-settlement show in no request: not checked)',
  },
  // Shown only by the customer's own browser and sessions, as `flow` drives them (partner/flow/flow-rules.ts).
  {
    id: 'PTR-REDIRECT-TO-CHECKOUT',
    level: 'MUST',
    source: 'Endpoints › POST /api/orders; Endpoints › Hosted Checkout (POST buy)',
    promises: ['The customer is redirected to checkout_url'],
    checkedBy: 'flow',
    title:
      "MUST redirect the customer to the order's checkout URL (checkout_url, checkoutUrl) once it is created: " +
      "the customer's page loads it, not a frame inside the partner's page",
  },
  {
    id: 'PTR-NATIVE-FROM-BACKEND',
    level: 'MUST',
    source: 'What the service does, 2 (Native API)',
    promises: ['Requires a partner backend.'],
    checkedBy: 'flow',
    title: "MUST call the Native API from the partner's backend: no request of the customer's browser to /eapi/",
  },
  {
    id: 'PTR-CHECKOUT-URL-IN-MINUTE',
    level: 'MUST',
    source: 'States and transitions (checkout URL validity)',
    promises: ['a checkout URL is valid for 1 minute after order creation and must be loaded within that window'],
    checkedBy: 'flow',
    title:
      "MUST send the customer to a checkout URL only within 1 minute of its order's creation, on the service " +
      'clock (never an order made ahead, or an old URL again)',
  },
  {
    id: 'PTR-CHECKOUT-URL-AT-ONCE',
    level: 'ASSUMED',
    assumption: 'ASSUME-PTR-AT-ONCE',
    source: 'Errors › Checkout symptoms',
    promises: ['create the order at customer confirmation and open the URL at once.'],
    checkedBy: 'flow',
    title:
      'ASSUMED the order is created at customer confirmation and its checkout URL opened at once: first loaded ' +
      'within PARTNER_AT_ONCE_S of its creation, however long the customer lingered on the review step',
  },
  {
    id: 'PTR-CSRF-FRESH-ORDER',
    level: 'SHOULD',
    source: 'Errors › Checkout symptoms (CSRF token mismatch)',
    promises: ['refresh or retry, and if it persists create a fresh order.'],
    checkedBy: 'flow',
    title:
      'SHOULD refresh or retry on a CSRF token mismatch, and create a fresh order when it persists: never the ' +
      'stale checkout URL again',
  },
  {
    id: 'PTR-SDK-PAYMENT-READY',
    level: 'MUST',
    source: 'Endpoints › Native API, rule 1',
    promises: ['the SDK must not be invoked when paymentReady is false'],
    checkedBy: 'flow',
    title:
      "MUST not invoke the payment SDK while the customer's identity is not paymentReady (the page the flow " +
      "script names as the SDK's)",
  },
  {
    id: 'PTR-SDK-NO-QUOTE-ID',
    level: 'MUST',
    source: 'Endpoints › Native API, rule 2',
    promises: ['Card and wallet-pay SDK flows and the embedded payment button do not accept quoteId'],
    checkedBy: 'flow',
    title:
      "MUST not hand a quoteId to the payment SDK or the embedded payment button: none in the SDK's element or " +
      "in the customer's browser's requests",
  },
  {
    id: 'PTR-APM-VIA-HOSTED',
    level: 'MUST',
    source: 'What the service does, 3',
    promises: ['A Native API integration creates those orders through Hosted Checkout.'],
    checkedBy: 'flow',
    title:
      "MUST create a Native API integration's order paid by an alternative payment method through Hosted " +
      'Checkout, not as a ramp (the method the flow script chooses as alternative)',
  },
  {
    id: 'PTR-IDENTITY-REFERENCE-STABLE',
    level: 'MUST',
    source: 'Resources › Native API identifiers (identityReference)',
    promises: ['identityReference: string, stable per user across all requests'],
    checkedBy: 'flow',
    title: 'MUST keep one identityReference per user across all requests and sessions, and no two users share one',
  },
  {
    id: 'PTR-ACCOUNT-REFERENCE-UNIQUE',
    level: 'MUST',
    source: 'Endpoints › POST /api/orders (account_reference)',
    promises: ["partner's unique customer reference; used to check whether the customer completed KYC"],
    checkedBy: 'flow',
    title: "MUST send account_reference as the partner's unique customer reference: one per customer, across sessions",
  },
  {
    id: 'PTR-UNLISTED-CODE-REPORTED',
    level: 'ASSUMED',
    assumption: 'ASSUME-PTR-ERROR-REPORT',
    source: 'Errors › Other',
    promises: ['Unlisted error codes are reported with the full response body and a trace ID when present.'],
    checkedBy: 'flow',
    title:
      "ASSUMED an unlisted error code is reported with the full response body and its trace ID: in the app's " +
      "output or on the customer's page",
  },
  // Outside any browser or request: no flow can show them; the checklist lists them, not checked, with the reason.
  {
    id: 'PTR-SDK-NATIVE-SHEET',
    level: 'MUST',
    source: 'What the service does, 2 (Native API)',
    promises: [
      'Card, Apple Pay and Google Pay run on a native payment sheet through an SDK, without redirect or webview.',
    ],
    title:
      "MUST run the Native API's card, Apple Pay and Google Pay on the SDK's native payment sheet, without " +
      'redirect or webview',
    notCheckable:
      "a mobile SDK's payment sheet runs in the partner's app, outside any browser or request the suite sees",
  },
  {
    id: 'PTR-LOW-BAND-OTHER-METHOD',
    level: 'SHOULD',
    source: 'Resources › Card authorisation bands',
    promises: ['Where a band is low, another payment method should be offered.'],
    title: "SHOULD offer another payment method where the customer's bank has a low card authorisation band",
    notCheckable: "the customer's issuing bank and the partner's copy of the bands show in no request and on no page",
  },
  {
    id: 'PTR-KYC-SHARING-REVIEW',
    level: 'MUST',
    source: 'Errors › Application codes (4005)',
    promises: ['enabling needs a compliance review'],
    title: 'MUST pass a compliance review to have KYC sharing enabled before using it',
    notCheckable: 'a review between the partner and the service leaves no trace in any request',
  },
] as const satisfies readonly Omit<Rule, 'surface'>[];
