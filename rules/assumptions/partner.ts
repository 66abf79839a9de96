import type { AssumptionRow } from '../assumption';

/** Open choices of what the partner's own programs must do (rules/partner.ts). */
export const partnerAssumptions = [
  {
    id: 'ASSUME-PTR-BACKOFF',
    surface: 'partner',
    section: 'Errors › HTTP status (429, 5xx)',
    sentence: '429 | rate limit exceeded; back off and retry … 5xx | service-side error; retry with backoff',
    text:
      "Backing off: a retry of a request answered 429 or 5xx comes no sooner than the answer's " +
      'Retry-After, or than this many milliseconds without one, and a further retry waits no less than ' +
      'the one before',
    defaults: { PARTNER_BACKOFF_MS: '1000' },
  },
  {
    id: 'ASSUME-PTR-POLLING',
    surface: 'partner',
    section: 'Endpoints › GET /api/prices; Events, 3',
    sentence:
      'Intended for dynamic quotations on customer request only, not for cached static lists … Polling is ' +
      'discouraged in favour of webhooks.',
    text:
      'Polling, or refreshing a cached list, is the same request (method, path and query) sent more than ' +
      'this many times within this many seconds',
    defaults: { PARTNER_POLL_REPEATS: '5', PARTNER_POLL_WINDOW_S: '60' },
  },
  {
    id: 'ASSUME-PTR-AT-ONCE',
    surface: 'partner',
    section: 'Errors › Checkout symptoms',
    sentence: 'create the order at customer confirmation and open the URL at once.',
    text:
      "At once: the checkout URL's first load comes no later than this many seconds after its order's creation, " +
      'on the service clock, while the customer lingered on the review step before confirming',
    defaults: { PARTNER_AT_ONCE_S: '10' },
  },
  {
    id: 'ASSUME-PTR-ERROR-REPORT',
    surface: 'partner',
    section: 'Errors › Other',
    sentence: 'Unlisted error codes are reported with the full response body and a trace ID when present.',
    text:
      "Reported: the partner's app writes the answer's full body and its trace ID to its own output (stdout or " +
      "stderr), or shows them on the customer's page; the unlisted code is one the suite answers in the " +
      "service's place (422, code 4999, with a traceId)",
    defaults: {},
  },
] as const satisfies readonly AssumptionRow[];
