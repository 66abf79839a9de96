import type { EnvName } from '../config/target-config';
import type { LimitName } from './request-limits';
import { pageLoadRoom } from './request-budget';

/**
 * What one test of the gate spends of one limit (issue 43, item 2), counted from a gate run against the reference
 * mock started alone with a control clock and LEGACY_DISCOUNT_CODE set (everything a sandbox could run), the
 * budgets a real sandbox's. `beside`: the test sends only where the budget holds it beside the gate's, or the plan
 * waits in real time (budgetHolds).
 */
export interface PlannedSpend {
  /** The test's file below suites/ and its title (or the start of its titles: a generated family). */
  test: string;
  limit: LimitName;
  env: EnvName;
  requests: number;
  beside?: true;
  /** Checkout page loads: they never wait, in the room the limit's API requests leave them (pageLoadRoom). */
  pageLoads?: true;
}

export const GATE_REQUEST_PLAN: readonly PlannedSpend[] = [
  // The generated tests of GET /api/prices: a valid request, the headers left out (3), 5 refusals, 2 credentials.
  { test: 'generated/legacy.spec.ts › GET /api/prices', limit: 'prices', env: 'sandbox', requests: 11 },
  {
    test: 'scenarios/legacy-prices-amounts.spec.ts › LEG-PRICES-AMOUNT-ALONE',
    limit: 'prices',
    env: 'sandbox',
    requests: 6,
  },
  {
    test: 'scenarios/legacy-prices-amounts.spec.ts › LEG-422-ERROR-CODE',
    limit: 'prices',
    env: 'sandbox',
    requests: 1,
  },
  {
    test: 'scenarios/legacy-optional-inputs.spec.ts › LEG-PRICES-OPTIONAL-INPUTS',
    limit: 'prices',
    env: 'sandbox',
    requests: 3,
  },
  {
    test: 'scenarios/legacy-optional-inputs.spec.ts › LEG-PRICES-PAYMENT-METHOD',
    limit: 'prices',
    env: 'sandbox',
    requests: 2,
  },
  {
    test: 'scenarios/legacy-optional-inputs.spec.ts › LEG-LISTINGS-SELL',
    limit: 'prices',
    env: 'sandbox',
    requests: 1,
  },
  { test: 'scenarios/legacy-order-echo.spec.ts › LEG-ORDER-CREATE-ECHO', limit: 'prices', env: 'sandbox', requests: 1 },
  {
    test: 'scenarios/legacy-order-echo.spec.ts › LEG-ORDER-BOTH-AMOUNTS',
    limit: 'prices',
    env: 'sandbox',
    requests: 1,
  },
  {
    test: 'scenarios/legacy-order-rules.spec.ts › LEG-PRICES-AMOUNTS-EXCLUSIVE',
    limit: 'prices',
    env: 'sandbox',
    requests: 1,
  },
  {
    test: 'scenarios/relations.spec.ts › an /api price for a source no list gives',
    limit: 'prices',
    env: 'sandbox',
    requests: 1,
  },
  {
    test: 'scenarios/legacy-input-space.spec.ts › LEG-PRICES-OPTIONAL-INPUTS',
    limit: 'prices',
    env: 'sandbox',
    requests: 8,
    beside: true,
  },
  {
    test: 'scenarios/legacy-discount.spec.ts › LEG-PRICES-DISCOUNT-APPLIED',
    limit: 'prices',
    env: 'sandbox',
    requests: 3,
    beside: true,
  },
  // Hosted Checkout, per file: its tests together (the rate-limit scenarios, alone under the limit, aside).
  { test: 'browser/hosted-checkout-page.spec.ts', limit: 'hosted', env: 'sandbox', requests: 2 },
  { test: 'generated/hosted-buy-cases.spec.ts', limit: 'hosted', env: 'sandbox', requests: 6 },
  { test: 'generated/hosted-sequences.spec.ts', limit: 'hosted', env: 'sandbox', requests: 13 },
  { test: 'generated/hosted-sequences.spec.ts', limit: 'hosted', env: 'sandbox', requests: 11, pageLoads: true },
  { test: 'generated/hosted.spec.ts', limit: 'hosted', env: 'sandbox', requests: 28 },
  { test: 'scenarios/hosted-auth.spec.ts', limit: 'hosted', env: 'sandbox', requests: 5 },
  { test: 'scenarios/hosted-buy-errors.spec.ts', limit: 'hosted', env: 'sandbox', requests: 14 },
  { test: 'scenarios/hosted-kyc-sharing.spec.ts', limit: 'hosted', env: 'sandbox', requests: 2 },
  { test: 'scenarios/relations.spec.ts', limit: 'hosted', env: 'sandbox', requests: 4 },
  { test: 'waits/checkout-expiry.spec.ts', limit: 'hosted', env: 'sandbox', requests: 5 },
  { test: 'waits/checkout-expiry.spec.ts', limit: 'hosted', env: 'sandbox', requests: 16, pageLoads: true },
  { test: 'scenarios/hosted-auth.spec.ts', limit: 'hosted', env: 'production', requests: 1 },
  { test: 'scenarios/hosted-kyc-sharing.spec.ts', limit: 'hosted', env: 'production', requests: 1 },
];

/**
 * Room a limit's gate plan leaves in its minute beside the page loads' (pageLoadRoom, on the Hosted limit): two
 * requests for the gate's retries (CONFORMANCE_BACKOFF_RETRIES=1: a failed request is sent once more, under the same
 * limit), so that two failures in the minute still never wait for the next. A tenth would leave 27 of a 30-a-minute
 * price budget, where the gate's own need is 28.
 */
export const RETRY_HEADROOM = 2;

/**
 * Why a limit's gate plan does not fit its minute with headroom, one line per reason naming the tests that spend it;
 * none when it fits. API requests fit in what the page loads' room leaves, less the retries'; loads and requests
 * together in the minute, less the retries'.
 */
export function overBudget(
  limit: LimitName,
  env: EnvName,
  perMinute: number,
  pageLoads: boolean,
  plan = GATE_REQUEST_PLAN,
): string[] {
  const rows = plan.filter((row) => row.limit === limit && row.env === env && !row.beside);
  const spent = (of: readonly PlannedSpend[]) => of.reduce((sum, row) => sum + row.requests, 0);
  const named = (of: readonly PlannedSpend[]) => of.map((row) => `${row.test} ${row.requests}`).join(', ');
  const requests = rows.filter((row) => !row.pageLoads);
  const lines: string[] = [];
  const room = perMinute - (pageLoads ? pageLoadRoom(perMinute) : 0) - RETRY_HEADROOM;
  if (spent(requests) > room)
    lines.push(
      `${limit} ${env}: the gate's ${spent(requests)} requests do not fit ${room} of ${perMinute} a minute ` +
        `(${RETRY_HEADROOM} for retries${pageLoads ? `, ${pageLoadRoom(perMinute)} for page loads` : ''}): ` +
        named(requests),
    );
  if (spent(rows) > perMinute - RETRY_HEADROOM)
    lines.push(
      `${limit} ${env}: the gate's ${spent(rows)} requests and page loads do not fit ` +
        `${perMinute - RETRY_HEADROOM} of ${perMinute} a minute: ${named(rows)}`,
    );
  return lines;
}

/** The gate's own requests under a limit in an environment: every row that does not wait for room beside them. */
export function plannedRequests(limit: LimitName, env: EnvName, plan = GATE_REQUEST_PLAN): number {
  return plan
    .filter((row) => row.limit === limit && row.env === env && !row.beside)
    .reduce((sum, row) => sum + row.requests, 0);
}

/**
 * Whether a test sent only beside the gate's requests may send now: where the plan waits in real time, or where the
 * budget holds the gate's and every such test's requests in one minute (a gate never waits for a window).
 */
export function budgetHolds(realTime: boolean, perMinute: number, limit: LimitName, env: EnvName): boolean {
  const beside = GATE_REQUEST_PLAN.filter((row) => row.limit === limit && row.env === env && row.beside);
  return realTime || perMinute >= plannedRequests(limit, env) + beside.reduce((sum, row) => sum + row.requests, 0);
}
