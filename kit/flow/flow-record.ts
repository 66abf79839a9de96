import type { SeenExchange, Traffic } from '../proxy/traffic';

// `flow`'s record as the flow rules (partner/flow) and its lint run (kit/flow) both read it: types and names only.
// Every time is milliseconds since the epoch on the suite's machine; `advances` turn it into the service's time.

/** The folder of REPORT_DIR/flow that holds the customers' pages at each step (a JPEG per step). */
export const FLOW_SCREENSHOTS = 'screenshots';

/** The plans a flow runs (partner/flow/flow-plans.ts). */
export type FlowPlanId = 'returning' | 'stale-session' | 'unlisted-code' | 'alternative-method';
export type PaymentMethodChoice = 'card' | 'alternative';

/** One customer's browser session while a plan drove it: what happened in it is theirs. */
export interface CustomerWindow {
  plan: FlowPlanId;
  customer: string;
  /** 1 for the customer's first browser session, 2 for the next (a fresh browser context). */
  session: number;
  method: PaymentMethodChoice;
  start: number;
  end: number;
  /** Whether the element the script names as the payment SDK's (`sdk`) was on the page when the buy settled. */
  sdk?: { shown: boolean; markup: string };
  /** The page's text when the buy settled (what the customer was told). */
  text: string;
  /** The customer's page at each step (REPORT_DIR/flow/screenshots/<name>). */
  screenshots: string[];
}

/** A request of a customer's browser: a page, a frame, a script's fetch. */
export interface BrowserRequest {
  at: number;
  customer: string;
  session: number;
  method: string;
  /** The URL without its query, and the query's values apart (a checkout URL's token stays a value, not printed). */
  url: string;
  query: string[];
  postData?: string;
  /** A navigation of the page itself (a redirect, a link, a form), or of a frame inside it. */
  navigation?: 'main' | 'frame';
  /** Whether it carried an HMAC header of the run's scheme. */
  hmac: boolean;
}

/** The suite's own Pay on a checkout page whose session it made stale first (plan stale-session). */
export interface StalePay {
  at: number;
  customer: string;
  checkoutUrl: string;
  status?: number;
}

/** A move of the target's control clock: the customer lingered. */
export interface ClockAdvance {
  at: number;
  seconds: number;
}

/** A line the partner's app wrote (stdout or stderr): where it reports what went wrong. */
export interface AppLine {
  at: number;
  text: string;
}

export interface PlanOutcome {
  plan: FlowPlanId;
  /** Why it did not run; undefined when it ran. */
  skipped?: string;
}

export interface FlowRecord {
  app: string;
  /** Whether the target's control clock moved for the customers' lingers. */
  clock: boolean;
  plans: PlanOutcome[];
  windows: CustomerWindow[];
  requests: BrowserRequest[];
  pays: StalePay[];
  advances: ClockAdvance[];
  appLines: AppLine[];
  /** When the proxy started: its exchanges' `at` and `end` count from it. */
  trafficStartedAt: number;
  /** ASSUME-PTR-AT-ONCE: the most seconds from an order's creation to its checkout URL's first load. */
  atOnceSeconds: number;
}

/** A flow's record before any customer: what the command fills in as the plans run. */
export function emptyFlowRecord(app: string, clock: boolean, atOnceSeconds: number): FlowRecord {
  return {
    app,
    clock,
    plans: [],
    windows: [],
    requests: [],
    pays: [],
    advances: [],
    appLines: [],
    trafficStartedAt: 0,
    atOnceSeconds,
  };
}

/** What the flow's lint run reads: the record, and the traffic with the proxy rules' settings. */
export interface Flow {
  record: FlowRecord;
  traffic: Traffic;
}

/** An exchange's times, on the same clock as the browser's. */
export const epochOf = (flow: Flow, exchange: SeenExchange) => ({
  at: flow.record.trafficStartedAt + exchange.at,
  end: flow.record.trafficStartedAt + exchange.end,
});
