import type { AssumptionId } from '../../rules/assumptions';
import type { RuleId } from '../../rules';
import {
  epochOf,
  type BrowserRequest,
  type CustomerWindow,
  type Flow,
  type FlowPlanId,
} from '../../kit/flow/flow-record';
import type { SeenExchange } from '../../kit/proxy/traffic';

/** One situation of the flow where a rule applies, and what broke it there (no credential, no token). */
export interface FlowCase {
  /** Whose it was and where: "alice, session 2". */
  where: string;
  problem?: string;
}

/** A partner rule that the customers' flow shows: where it applies and how each case broke it. */
export interface FlowRule {
  rule: RuleId;
  /** The plans whose customers can give it cases: with none of them run, it is skipped with their reasons. */
  plans: FlowPlanId[];
  unchecked(flow: Flow): string;
  expected: string;
  reads: AssumptionId[];
  cases(flow: Flow): FlowCase[];
}

/** A checkout URL the service answered the backend with, and the order's creation as the service timed it. */
interface CheckoutOrder {
  url: string;
  customer: string;
  /** When the answer came back, on the service clock. */
  createdAt: number;
  exchange: SeenExchange;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const whereOf = (window: Pick<CustomerWindow, 'customer' | 'session'>) =>
  `${window.customer}, session ${window.session}`;

/** The first string under any of `names`, however deep the answer holds it. */
function deepField(value: unknown, names: readonly string[]): string | undefined {
  if (Array.isArray(value)) return value.map((item) => deepField(item, names)).find((found) => found !== undefined);
  if (!isObject(value)) return undefined;
  for (const name of names) if (typeof value[name] === 'string') return value[name];
  return Object.values(value)
    .map((item) => deepField(item, names))
    .find((found) => found !== undefined);
}

/** Every string value under `name`, however deep. */
function deepValues(value: unknown, name: string): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => deepValues(item, name));
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === name && typeof item === 'string' ? [item] : deepValues(item, name),
  );
}

/** A time on the service clock: the suite's time plus the control clock's moves before it. */
function serviceTime(flow: Flow, at: number): number {
  return (
    at + 1000 * flow.record.advances.filter((advance) => advance.at <= at).reduce((sum, one) => sum + one.seconds, 0)
  );
}

/** The customer window an instant falls in; undefined between windows. */
function windowAt(flow: Flow, at: number): CustomerWindow | undefined {
  return flow.record.windows.find((window) => window.start <= at && at <= window.end);
}

function exchangesIn(flow: Flow, window: CustomerWindow): SeenExchange[] {
  return flow.traffic.exchanges.filter((exchange) => {
    const { at } = epochOf(flow, exchange);
    return window.start <= at && at <= window.end;
  });
}

/** A browser request for this URL (the record keeps the query's values apart). */
function requests(flow: Flow, url: string): BrowserRequest[] {
  const wanted = new URL(url);
  const values = [...wanted.searchParams.values()];
  return flow.record.requests.filter(
    (request) =>
      request.navigation &&
      request.url === `${wanted.origin}${wanted.pathname}` &&
      request.query.length === values.length &&
      request.query.every((value, index) => value === values[index]),
  );
}

/** Every order whose checkout URL the service gave the backend during a customer's window. */
function checkoutOrders(flow: Flow): CheckoutOrder[] {
  return flow.traffic.exchanges.flatMap((exchange) => {
    const url =
      exchange.status !== undefined &&
      exchange.status < 300 &&
      deepField(exchange.answer, ['checkout_url', 'checkoutUrl']);
    const window = windowAt(flow, epochOf(flow, exchange).at);
    if (!url || !window || !URL.canParse(url)) return [];
    return [{ url, customer: window.customer, createdAt: serviceTime(flow, epochOf(flow, exchange).end), exchange }];
  });
}

/** The loads of an order's URL by its customer's browser, in order, on the service clock. */
function loadsOf(flow: Flow, order: CheckoutOrder) {
  return requests(flow, order.url)
    .filter((request) => request.customer === order.customer)
    .map((request) => ({ ...request, serviceAt: serviceTime(flow, request.at) }));
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const lingered = (flow: Flow) => flow.record.clock && flow.record.advances.length > 0;
const noLinger =
  "the customers did not linger: the target's control clock did not move (plan returning, a target with a clock)";

/** The references a key of the customer's requests holds, per customer: one each, none shared. */
function oneReferencePerCustomer(flow: Flow, referencesIn: (exchange: SeenExchange) => string[], name: string) {
  const byCustomer = new Map<string, Set<string>>();
  for (const window of flow.record.windows)
    for (const exchange of exchangesIn(flow, window))
      for (const reference of referencesIn(exchange))
        byCustomer.set(window.customer, (byCustomer.get(window.customer) ?? new Set()).add(reference));
  return [...byCustomer].map(([customer, references]): FlowCase => {
    const sessions = new Set(flow.record.windows.filter((one) => one.customer === customer).map((one) => one.session));
    const shared = [...byCustomer].find(
      ([other, theirs]) => other !== customer && [...theirs].some((reference) => references.has(reference)),
    );
    return {
      where: `${customer}, ${sessions.size} session${sessions.size === 1 ? '' : 's'}`,
      problem:
        references.size > 1
          ? `${references.size} different ${name}s for one customer`
          : shared
            ? `the same ${name} as ${shared[0]}`
            : undefined,
    };
  });
}

function identityReferencesIn(exchange: SeenExchange): string[] {
  if (exchange.surface !== 'native') return [];
  const inPath = /^\/eapi\/v0\/identities\/([^/]+)/.exec(exchange.path)?.[1];
  // The email lookup's path segment names no identity (the email does).
  const fromPath = inPath && !exchange.query.email ? [decodeURIComponent(inPath)] : [];
  const inBody = isObject(exchange.body) && typeof exchange.body.identityReference === 'string';
  return [...fromPath, ...(inBody ? [(exchange.body as { identityReference: string }).identityReference] : [])];
}

function accountReferencesIn(exchange: SeenExchange): string[] {
  const reference = isObject(exchange.body) ? exchange.body.account_reference : undefined;
  return exchange.method === 'POST' && exchange.path === '/api/orders' && typeof reference === 'string'
    ? [reference]
    : [];
}

/** The leaves of an answer body: what a report of the "full response body" holds. */
function leaves(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (isObject(value)) return Object.values(value).flatMap(leaves);
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? [String(value)] : [];
}

/** What an identity's eligibility answer said last in a window: true, false, or undefined when none was read. */
function paymentReadyIn(flow: Flow, window: CustomerWindow): boolean | undefined {
  const answers = exchangesIn(flow, window).filter(
    (exchange) =>
      exchange.surface === 'native' &&
      exchange.method === 'GET' &&
      /^\/eapi\/v0\/identities\/[^/]+$/.test(exchange.path) &&
      isObject(exchange.answer) &&
      typeof exchange.answer.paymentReady === 'boolean',
  );
  return (answers.at(-1)?.answer as { paymentReady?: boolean } | undefined)?.paymentReady;
}

/** An attribute or parameter named for a quoteId (`data-quote-id`, `quote_id`), whatever value it holds. */
const QUOTE_ID_NAMED = /quote[-_]?id/i;

const nativeIntegration = (flow: Flow) => flow.traffic.exchanges.some((exchange) => exchange.surface === 'native');

export const flowRules: readonly FlowRule[] = [
  {
    rule: 'PTR-REDIRECT-TO-CHECKOUT',
    plans: ['returning', 'stale-session', 'alternative-method'],
    reads: [],
    expected: "every order's checkout URL loaded as the customer's page (a redirect, a link or a new window)",
    unchecked: () => "no checkout URL came back to the backend during a customer's buy",
    cases: (flow) =>
      checkoutOrders(flow).map((order) => {
        const loads = loadsOf(flow, order);
        return {
          where: order.customer,
          problem: !loads.length
            ? `the customer never loaded the checkout URL of #${order.exchange.n} ${order.exchange.route}`
            : loads.some((load) => load.navigation === 'main')
              ? undefined
              : `the checkout URL of #${order.exchange.n} loaded only inside a frame of the partner's page`,
        };
      }),
  },
  {
    rule: 'PTR-NATIVE-FROM-BACKEND',
    plans: ['returning', 'stale-session', 'unlisted-code', 'alternative-method'],
    reads: [],
    expected: "no request of the customer's browser to the Native API (/eapi/) and none with an HMAC header",
    unchecked: () => 'no customer was driven',
    cases: (flow) =>
      flow.record.windows.map((window) => {
        const own = flow.record.requests.filter(
          (request) => request.customer === window.customer && request.session === window.session,
        );
        const native = own.find((request) => new URL(request.url).pathname.includes('/eapi/') || request.hmac);
        return {
          where: whereOf(window),
          problem: native && `the browser sent ${native.method} ${new URL(native.url).pathname} itself`,
        };
      }),
  },
  {
    rule: 'PTR-CHECKOUT-URL-IN-MINUTE',
    plans: ['returning'],
    reads: [],
    expected: "every load of a checkout URL within 1 minute of its order's creation, on the service clock",
    unchecked: (flow) => (lingered(flow) ? 'no checkout URL came back to the backend during a buy' : noLinger),
    cases: (flow) =>
      !lingered(flow)
        ? []
        : checkoutOrders(flow).flatMap((order) =>
            loadsOf(flow, order).map((load) => ({
              where: `${order.customer}, session ${load.session}`,
              problem:
                load.serviceAt - order.createdAt > 60_000
                  ? `loaded ${seconds(load.serviceAt - order.createdAt)} after its order #${order.exchange.n}`
                  : undefined,
            })),
          ),
  },
  {
    rule: 'PTR-CHECKOUT-URL-AT-ONCE',
    plans: ['returning'],
    reads: ['ASSUME-PTR-AT-ONCE'],
    expected: 'the order created at confirmation: its checkout URL first loaded within PARTNER_AT_ONCE_S of it',
    unchecked: (flow) => (lingered(flow) ? 'no checkout URL was loaded within its minute' : noLinger),
    cases: (flow) =>
      !lingered(flow)
        ? []
        : checkoutOrders(flow).flatMap((order) => {
            const first = loadsOf(flow, order)[0];
            // A first load after the minute is the other rule's.
            if (!first || first.serviceAt - order.createdAt > 60_000) return [];
            const late = first.serviceAt - order.createdAt > flow.record.atOnceSeconds * 1000;
            return [
              {
                where: `${order.customer}, session ${first.session}`,
                problem: late
                  ? `first loaded ${seconds(first.serviceAt - order.createdAt)} after its order #${order.exchange.n} ` +
                    '(created before the customer confirmed?)'
                  : undefined,
              },
            ];
          }),
  },
  {
    rule: 'PTR-CSRF-FRESH-ORDER',
    plans: ['stale-session'],
    reads: [],
    expected: 'after a checkout session stayed stale on retry, a fresh order, never the stale URL again',
    unchecked: () => 'no Pay was refused on a stale checkout session (plan stale-session, a Hosted Checkout buy)',
    cases: (flow) => {
      const refused = flow.record.pays.filter((pay) => pay.status !== undefined && pay.status >= 400);
      const byUrl = new Map<string, typeof refused>();
      for (const pay of refused) {
        const key = `${pay.customer} ${pay.checkoutUrl}`;
        byUrl.set(key, [...(byUrl.get(key) ?? []), pay]);
      }
      return [...byUrl.values()].map((pays) => {
        const { customer, checkoutUrl } = pays[0];
        // The stale session persisted once a retry brought the customer back to it: what the app did next.
        const persisted = pays[1]?.at;
        const after = flow.record.requests.filter(
          (request) =>
            request.customer === customer &&
            request.navigation === 'main' &&
            // Pay is a form the customer posts on the checkout page, not a page the app sends them to.
            request.method === 'GET' &&
            new URL(request.url).origin !== new URL(flow.record.app).origin &&
            persisted !== undefined &&
            request.at > persisted,
        );
        const stale = new URL(checkoutUrl);
        const again = after.some(
          (request) =>
            request.url === `${stale.origin}${stale.pathname}` &&
            request.query.join() === [...stale.searchParams.values()].join(),
        );
        return {
          where: customer,
          problem:
            persisted === undefined
              ? undefined
              : again
                ? `sent the customer to the stale checkout URL again after it was refused ${pays.length} times`
                : after.length
                  ? undefined
                  : `no fresh order's checkout URL after the stale session persisted`,
        };
      });
    },
  },
  {
    rule: 'PTR-UNLISTED-CODE-REPORTED',
    plans: ['unlisted-code'],
    reads: ['ASSUME-PTR-ERROR-REPORT'],
    expected: "the whole answer (each of its values) and its traceId in the app's output or on the customer's page",
    unchecked: () => 'no order-creating request came in plan unlisted-code (a Native card payment creates none)',
    cases: (flow) =>
      flow.traffic.exchanges
        .filter((exchange) => exchange.injected)
        .map((exchange) => {
          const window = windowAt(flow, epochOf(flow, exchange).at);
          const { end } = window ?? { end: epochOf(flow, exchange).end };
          const told = [
            window?.text ?? '',
            ...flow.record.appLines.filter((line) => line.at >= epochOf(flow, exchange).at && line.at <= end + 1000),
          ]
            .map((line) => (typeof line === 'string' ? line : line.text))
            .join('\n');
          const missing = leaves(exchange.answer).filter((value) => !told.includes(value));
          const traceId = isObject(exchange.answer) ? String(exchange.answer.traceId) : '';
          return {
            where: window ? whereOf(window) : 'between customers',
            problem: !told.includes(traceId)
              ? `the traceId of #${exchange.n} ${exchange.route} shows neither in the app's output nor on the page`
              : missing.length
                ? `the report leaves out ${missing.length} of the answer's values`
                : undefined,
          };
        }),
  },
  {
    rule: 'PTR-IDENTITY-REFERENCE-STABLE',
    plans: ['returning'],
    reads: [],
    expected: 'one identityReference per customer across sessions, none shared between customers',
    unchecked: () => "no identityReference was sent during a customer's buy (a Native API integration sends them)",
    cases: (flow) => oneReferencePerCustomer(flow, identityReferencesIn, 'identityReference'),
  },
  {
    rule: 'PTR-ACCOUNT-REFERENCE-UNIQUE',
    plans: ['returning'],
    reads: [],
    expected: 'one account_reference per customer across sessions, none shared between customers',
    unchecked: () => "no POST /api/orders came during a customer's buy (an existing integration sends them)",
    cases: (flow) => oneReferencePerCustomer(flow, accountReferencesIn, 'account_reference'),
  },
  {
    rule: 'PTR-SDK-PAYMENT-READY',
    plans: ['returning'],
    reads: [],
    expected: "no payment SDK on the page after the customer's identity was read with paymentReady false",
    unchecked: (flow) =>
      flow.record.windows.some((window) => window.sdk)
        ? 'no identity was read with paymentReady false during a buy'
        : "the flow script names no payment SDK element (sdk: 'SELECTOR')",
    cases: (flow) =>
      flow.record.windows
        .filter((window) => window.sdk && paymentReadyIn(flow, window) === false)
        .map((window) => ({
          where: whereOf(window),
          problem: window.sdk!.shown ? 'the payment SDK was on the page although paymentReady was false' : undefined,
        })),
  },
  {
    rule: 'PTR-SDK-NO-QUOTE-ID',
    plans: ['returning'],
    reads: [],
    expected:
      "no quoteId the backend was given, and no attribute named for one, in the payment SDK's element; no such " +
      "quoteId in a request of the customer's browser",
    unchecked: (flow) =>
      flow.record.windows.some((window) => window.sdk)
        ? 'the payment SDK never showed during a buy'
        : "the flow script names no payment SDK element (sdk: 'SELECTOR')",
    cases: (flow) => {
      // Any quote the backend was given in the run, whenever: a quote kept from an earlier buy is one too.
      const quoteIds = flow.traffic.exchanges.flatMap((exchange) => deepValues(exchange.answer, 'quoteId'));
      return flow.record.windows
        .filter((window) => window.sdk?.shown)
        .map((window) => {
          const browser = flow.record.requests
            .filter((request) => request.customer === window.customer && request.session === window.session)
            .flatMap((request) => [...request.query, request.postData ?? '']);
          const given =
            QUOTE_ID_NAMED.test(window.sdk!.markup) ||
            quoteIds.some(
              (quoteId) => window.sdk!.markup.includes(quoteId) || browser.some((text) => text.includes(quoteId)),
            );
          return {
            where: whereOf(window),
            problem: given ? 'a quoteId reached the payment SDK or the browser' : undefined,
          };
        });
    },
  },
  {
    rule: 'PTR-APM-VIA-HOSTED',
    plans: ['alternative-method'],
    reads: [],
    expected: 'an alternative-method buy of a Native API integration created through Hosted Checkout, never as a ramp',
    unchecked: (flow) =>
      nativeIntegration(flow)
        ? 'no customer chose an alternative payment method (plan alternative-method)'
        : "the integration made no Native API call: the promise is a Native API integration's",
    cases: (flow) =>
      !nativeIntegration(flow)
        ? []
        : flow.record.windows
            .filter((window) => window.method === 'alternative')
            .map((window) => {
              const own = exchangesIn(flow, window).filter((exchange) => exchange.method === 'POST');
              const ramp = own.find((exchange) => exchange.path === '/eapi/v0/ramps');
              const hosted = own.some((exchange) => exchange.surface === 'hosted' && /\/v2\/buy$/.test(exchange.path));
              return {
                where: whereOf(window),
                problem: ramp
                  ? `created a ramp (#${ramp.n}) for an alternative payment method`
                  : hosted
                    ? undefined
                    : 'created no Hosted Checkout order for the alternative payment method',
              };
            }),
  },
];

/** Why none of these plans ran (each skipped with its reason, or left out by --plan); undefined when one ran. */
export function plansNotRun(flow: Flow, plans: readonly FlowPlanId[]): string | undefined {
  const outcomes = plans.map((plan) => ({ plan, outcome: flow.record.plans.find((one) => one.plan === plan) }));
  if (outcomes.some(({ outcome }) => outcome && !outcome.skipped)) return undefined;
  return outcomes
    .map(({ plan, outcome }) => `plan ${plan} ${outcome ? `skipped: ${outcome.skipped}` : 'not run (--plan)'}`)
    .join('; ');
}
