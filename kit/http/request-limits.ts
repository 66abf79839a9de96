import type { EnvName } from '../config/target-config';
import type { Budget } from './request-budget';

export type LimitName = 'hosted' | 'prices';

/** Which limit a request was counted against, in which environment: the evidence records it for the report. */
export interface BudgetKey {
  limit: LimitName;
  env: EnvName;
}

/**
 * A limit on requests that the suite's own traffic keeps under, shared by every worker of a run (issue 13, item 2);
 * only the rate-limit scenarios exceed it, on purpose. A row reads its requests a minute per environment from its
 * variables, which default to the documented number or the assumption row's.
 */
export interface RequestLimitRow {
  name: LimitName;
  /** Where the number comes from: the document's section, or the assumption row that stands in for it. */
  source: string;
  /** The variable that sets the number per environment, and its default. */
  perMinute: Readonly<Record<EnvName, { variable: string; fallback: number }>>;
  /** Checkout pages load under it (Hosted Checkout's own): its API requests leave them room (pageLoadRoom). */
  pageLoads: boolean;
}

export const REQUEST_LIMITS: readonly RequestLimitRow[] = [
  {
    name: 'hosted',
    source: 'Limits: Hosted Checkout, 120 a minute per merchant account in sandbox, 500 a minute per IP in production',
    perMinute: {
      sandbox: { variable: 'CONFORMANCE_BUDGET_HOSTED_SANDBOX', fallback: 120 },
      production: { variable: 'CONFORMANCE_BUDGET_HOSTED_PRODUCTION', fallback: 500 },
    },
    pageLoads: true,
  },
  {
    name: 'prices',
    source: 'ASSUME-PRICES-BUDGET: GET /api/prices is rate limited, its number not shown',
    perMinute: {
      sandbox: { variable: 'LEGACY_PRICES_BUDGET', fallback: Number.NaN },
      production: { variable: 'LEGACY_PRICES_BUDGET', fallback: Number.NaN },
    },
    pageLoads: false,
  },
];

/** Requests a minute per limit and environment, as configured. */
export type RequestLimits = Readonly<Record<LimitName, Readonly<Record<EnvName, number>>>>;

/** The first path segments of the other surfaces: never a partnerRef (Endpoints). */
const NOT_A_PARTNER_REF = new Set(['api', 'eapi']);

/**
 * The limit a request falls under, by its path below the environment's base URL, whichever client sends it:
 * GET /api/prices the price limit (ASSUME-PRICES-BUDGET); Hosted Checkout, /{partnerRef}/v2/… and
 * /v2/identities/… (KYC sharing), the Hosted one (Limits); none elsewhere (the Native API's numbers are not shown).
 */
export function limitOf(url: URL, baseUrl: string): LimitName | undefined {
  const base = new URL(baseUrl).pathname.replace(/\/+$/, '');
  const path = url.pathname.startsWith(`${base}/`) ? url.pathname.slice(base.length) : url.pathname;
  if (path === '/api/prices') return 'prices';
  const [first, second] = path.split('/').slice(1);
  if (first === 'v2' || (second === 'v2' && first !== undefined && first !== '' && !NOT_A_PARTNER_REF.has(first)))
    return 'hosted';
  return undefined;
}

/**
 * The budget each request of a client counts against, by its path below the environment's base (limitOf), whichever
 * client sends it; `rest`: the limit of the client's other requests, if any.
 */
export function budgetsByPath(
  budgets: (limit: LimitName, env: EnvName) => Budget,
  env: EnvName,
  baseUrl: string,
  rest?: LimitName,
): (url: URL) => Budget | undefined {
  return (url) => {
    const limit = limitOf(url, baseUrl) ?? rest;
    return limit ? budgets(limit, env) : undefined;
  };
}
