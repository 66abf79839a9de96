import type { AssumptionRow } from '../assumption';

/** Open choices of what the partner's own programs must do (rules/partner.ts). */
export const partnerAssumptions = [
  { id: 'ASSUME-PTR-BACKOFF', surface: 'partner', section: 'Errors › HTTP status (429, 5xx)',
    sentence: '429 | rate limit exceeded; back off and retry … 5xx | service-side error; retry with backoff',
    text: "Backing off: a retry of a request answered 429 or 5xx comes no sooner than the answer's Retry-After, or than this many milliseconds without one, and a further retry waits no less than the one before",
    defaults: { PARTNER_BACKOFF_MS: '1000' } },
] as const satisfies readonly AssumptionRow[];
