import { test, expect } from '@playwright/test';
import type { RuleId } from '../../rules';
import { emptyFlowRecord, type BrowserRequest, type Flow, type FlowRecord } from '../../kit/flow/flow-record';
import type { SeenExchange } from '../../kit/proxy/traffic';
import { flowRules, plansNotRun } from '../../partner/flow/flow-rules';

// The flow rules on small records: what each case is, and what breaks it, where the flow matrix's sample app does
// not go (no clock, a plan left out, a fresh order at once, a report without the body).

const T0 = 1_000_000;
const CHECKOUT = 'http://127.0.0.1:9/hosted-checkout/tok-1';

function flow(record: Partial<FlowRecord>, exchanges: Partial<SeenExchange>[] = []): Flow {
  return {
    record: { ...emptyFlowRecord('http://127.0.0.1:8/', true, 10), trafficStartedAt: T0, ...record },
    traffic: {
      exchanges: exchanges.map((one, n) => ({
        n,
        at: 100,
        end: 200,
        method: 'POST',
        path: '/ref/v2/buy',
        query: {},
        surface: 'hosted',
        route: '/{partnerRef}/v2/buy',
        credentials: [],
        status: 200,
        ...one,
      })),
      backoffMs: 0,
      polling: { repeats: 5, windowMs: 1 },
      identityCreatePath: '/eapi/v0/identities',
    },
  };
}

const window = {
  plan: 'returning',
  customer: 'alice',
  session: 1,
  method: 'card',
  start: T0,
  end: T0 + 5000,
  screenshots: [] as string[],
} as const;
const load = (at: number, url = CHECKOUT): BrowserRequest => ({
  at,
  customer: 'alice',
  session: 1,
  method: 'GET',
  url,
  query: [],
  navigation: 'main',
  hmac: false,
});

function problems(rule: RuleId, seen: Flow): string[] {
  return flowRules
    .find((row) => row.rule === rule)!
    .cases(seen)
    .map((one) => one.problem ?? 'kept');
}

test('a rule none of whose plans ran says why: each skipped with its reason, or left out by --plan', () => {
  const seen = flow({ plans: [{ plan: 'stale-session', skipped: 'no checkout page' }, { plan: 'returning' }] });
  expect(plansNotRun(seen, ['stale-session'])).toBe('plan stale-session skipped: no checkout page');
  expect(plansNotRun(seen, ['unlisted-code'])).toBe('plan unlisted-code not run (--plan)');
  expect(plansNotRun(seen, ['returning', 'unlisted-code'])).toBeUndefined();
});

test('the checkout URL timing rules judge only a flow whose customers lingered on the control clock', () => {
  const order = { answer: { checkoutUrl: CHECKOUT } };
  const late = { windows: [{ ...window, text: '' }], requests: [load(T0 + 300)] };
  // Created at T0 + 200, loaded at T0 + 300, but 30 s of the control clock moved in between: late, on its clock.
  const lingered = flow({ ...late, advances: [{ at: T0 + 250, seconds: 30 }] }, [order]);
  expect(problems('PTR-CHECKOUT-URL-AT-ONCE', lingered)).toEqual([
    'first loaded 30.1 s after its order #0 (created before the customer confirmed?)',
  ]);
  expect(problems('PTR-CHECKOUT-URL-IN-MINUTE', lingered)).toEqual(['kept']);
  // No clock moved: no case, the rule is skipped with that reason, never passed.
  const still = flow({ ...late, clock: false }, [order]);
  expect(problems('PTR-CHECKOUT-URL-AT-ONCE', still)).toEqual([]);
  expect(flowRules.find((row) => row.rule === 'PTR-CHECKOUT-URL-AT-ONCE')!.unchecked(still)).toMatch(/did not linger/);
});

test('a stale session: a fresh order at the first retry keeps the rule, the stale URL after two breaks it', () => {
  const stale = { windows: [{ ...window, plan: 'stale-session' as const, text: '' }] };
  const pay = (at: number) => ({ at, customer: 'alice', checkoutUrl: CHECKOUT, status: 403 });
  const fresh = flow({ ...stale, pays: [pay(T0 + 1000)], requests: [load(T0 + 2000, `${CHECKOUT}-2`)] });
  expect(problems('PTR-CSRF-FRESH-ORDER', fresh)).toEqual(['kept']);
  const again = flow({ ...stale, pays: [pay(T0 + 1000), pay(T0 + 2000)], requests: [load(T0 + 3000)] });
  expect(problems('PTR-CSRF-FRESH-ORDER', again)).toEqual([
    'sent the customer to the stale checkout URL again after it was refused 2 times',
  ]);
  const nothing = flow({ ...stale, pays: [pay(T0 + 1000), pay(T0 + 2000)] });
  expect(problems('PTR-CSRF-FRESH-ORDER', nothing)).toEqual([
    "no fresh order's checkout URL after the stale session persisted",
  ]);
});

test('an unlisted code is reported with every value of its body and its traceId, in the output or on the page', () => {
  const answer = { error: { code: 4999, message: 'Unlisted' }, traceId: 'trace-7' };
  const refused = { status: 422, injected: true as const, answer };
  const windows = [{ ...window, plan: 'unlisted-code' as const, text: 'Sorry (trace trace-7)' }];
  const whole = flow({ windows, appLines: [{ at: T0 + 300, text: JSON.stringify(answer) }] }, [refused]);
  expect(problems('PTR-UNLISTED-CODE-REPORTED', whole)).toEqual(['kept']);
  const part = flow({ windows, appLines: [{ at: T0 + 300, text: 'failed: 4999' }] }, [refused]);
  expect(problems('PTR-UNLISTED-CODE-REPORTED', part)).toEqual(["the report leaves out 1 of the answer's values"]);
  const none = flow({ windows: [{ ...windows[0], text: 'Sorry' }] }, [refused]);
  expect(problems('PTR-UNLISTED-CODE-REPORTED', none)[0]).toMatch(/the traceId of #0 .* shows neither/);
});

test("a quoteId reaches the payment SDK by its value, from any answer of the run, or by an attribute's name", () => {
  const quote = { method: 'GET', path: '/eapi/v0/quote', surface: 'native' as const, answer: { quoteId: 'q-71' } };
  const shown = (markup: string) => ({ ...window, text: '', sdk: { shown: true, markup } });
  const sdk = (markup: string, exchanges: Partial<SeenExchange>[] = [quote]) =>
    problems('PTR-SDK-NO-QUOTE-ID', flow({ windows: [shown(markup)] }, exchanges));
  expect(sdk('<div data-sdk data-amount="100.00"></div>')).toEqual(['kept']);
  expect(sdk('<div data-sdk data-ref="q-71"></div>')).toEqual(['a quoteId reached the payment SDK or the browser']);
  // Asked before this window, or never seen by the proxy: the attribute's name still gives it away.
  expect(sdk('<div data-sdk data-quote-id="q-kept"></div>', [])).toEqual([
    'a quoteId reached the payment SDK or the browser',
  ]);
});
