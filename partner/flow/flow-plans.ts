import { randomUUID } from 'node:crypto';
import type { FlowPlanId } from '../../kit/flow/flow-record';
import { pathSurface } from '../proxy/seen-exchange';
import type { FlowDriver } from './drive';

/** What a plan needs of the target or the script, beyond a buy. */
type Need = 'control clock' | 'checkout page' | 'alternative method';

/**
 * One test plan of the flow: customers driven through the partner's app while the service behaves, or misbehaves on
 * purpose, as the plan says; the flow rules (flow-rules.ts) judge what the record shows.
 */
export interface FlowPlan {
  id: FlowPlanId;
  /** What the customers do and what the service does to them. */
  title: string;
  /** Without these the plan is skipped with its reason: a plan that cannot show its promise does not run. */
  needs: readonly Need[];
  run(driver: FlowDriver): Promise<void>;
}

/** The customer reads the review step this long before confirming: an order made before the click shows its age. */
const REVIEW_LINGER_S = 30;
/** A customer comes back after their last checkout URL died (a minute, Limits). */
const RETURNS_AFTER_S = 61;
/** How often the customer asks again on a stale checkout session before the plan stops. */
const STALE_RETRIES = 3;

/** The code the suite answers in the service's place: listed nowhere in the document (Errors). */
export const UNLISTED_CODE = 4999;
const UNLISTED_MESSAGE = 'Unlisted condition (conformance flow)';

/** The order-creating calls of each surface: where an unlisted code shows the customer's buy failing. */
const createsOrder = (method: string, path: string) =>
  method === 'POST' && (path === '/api/orders' || path === '/eapi/v0/ramps' || /^\/[^/]+\/v2\/(buy|sell)$/.test(path));

/** The unlisted code in each surface's error shape (Errors › Other; the Hosted Checkout names are the mock's). */
function unlistedAnswer(path: string): { status: number; body: unknown } {
  const traceId = randomUUID();
  const surface = pathSurface(path);
  if (surface === 'legacy')
    return {
      status: 422,
      body: { errors: { status: '422', code: String(UNLISTED_CODE), title: UNLISTED_MESSAGE }, traceId },
    };
  if (surface === 'native') return { status: 422, body: { code: UNLISTED_CODE, message: UNLISTED_MESSAGE, traceId } };
  return { status: 422, body: { error: { code: UNLISTED_CODE, message: UNLISTED_MESSAGE }, traceId } };
}

export const flowPlans: readonly FlowPlan[] = [
  {
    id: 'returning',
    title:
      `alice buys, lingering ${REVIEW_LINGER_S} s on the review step; she comes back ${RETURNS_AFTER_S} s later in a ` +
      'new session and buys again; bob buys once',
    needs: [],
    run: async (driver) => {
      const linger = driver.record.clock ? REVIEW_LINGER_S : 0;
      await driver.buy('returning', 'alice', 'card', linger);
      await driver.advance(RETURNS_AFTER_S);
      await driver.buy('returning', 'alice', 'card', linger);
      await driver.buy('returning', 'bob', 'card', linger);
    },
  },
  {
    id: 'stale-session',
    title:
      "dave's checkout session goes stale (the page's own cookies forgotten) and stays stale on that URL: he " +
      `presses Pay, comes back to the app and asks again, up to ${STALE_RETRIES} times`,
    needs: ['checkout page'],
    run: async (driver) => {
      await driver.buy('stale-session', 'dave', 'card', 0, async (page, buyer) => {
        const stale = page.url();
        // The buy reached no checkout page (a Native card payment): nothing can go stale.
        if (new URL(stale).origin === driver.appOrigin) return;
        for (let attempt = 0; attempt < STALE_RETRIES && page.url() === stale; attempt++) {
          if ((await driver.payOnStaleSession(page, buyer.customer)) === undefined) return;
          await driver.retry(page, buyer);
        }
      });
    },
  },
  {
    id: 'unlisted-code',
    title:
      `erin buys; the service answers her order ${UNLISTED_CODE}, a code the document does not list, with a ` +
      'traceId',
    needs: [],
    run: async (driver) => {
      const withdraw = driver.inject({ matches: createsOrder, answer: unlistedAnswer });
      try {
        await driver.buy('unlisted-code', 'erin', 'card', 0);
      } finally {
        withdraw();
      }
    },
  },
  {
    id: 'alternative-method',
    title: 'alice buys with an alternative payment method',
    needs: ['alternative method'],
    run: async (driver) => void (await driver.buy('alternative-method', 'alice', 'alternative', 0)),
  },
];

/** Why a plan cannot run here; undefined when it can. */
export function planSkipped(plan: FlowPlan, offers: Record<Need, boolean>): string | undefined {
  const missing = plan.needs.filter((need) => !offers[need]);
  if (!missing.length) return undefined;
  const why: Record<Need, string> = {
    'control clock': "the target has no control clock (the customers' lingers move it)",
    'checkout page':
      "the suite knows only the embedded mock's checkout page (its Pay form): a stale session is made there",
    'alternative method': 'the flow script offers no alternative payment method (alternative: true)',
  };
  return missing.map((need) => why[need]).join('; ');
}
