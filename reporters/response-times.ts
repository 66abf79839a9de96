import type { Exchange } from '../kit/http/exchange';
import type { CollectedTest } from './collected-test';

/**
 * Where a request went, by its path: the three surfaces; anything else (the test-control API, a checkout page) is
 * 'other'.
 */
export type RequestSurface = 'legacy' | 'hosted' | 'native' | 'other';

/** One request of the run and how long its answer took (conformance.json `responseTimes.requests`). */
export interface TimedRequest {
  surface: RequestSurface;
  method: string;
  path: string;
  /** Absent when no answer came (unreachable, timed out). */
  status?: number;
  durationMs: number;
  requestId?: string;
  test: string;
}

export interface SurfaceTimes {
  surface: RequestSurface;
  requests: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  /** The slowest few, slowest first. */
  slowest: TimedRequest[];
}

export interface ResponseTimes {
  /** Above it a request is listed as slow: a warning, never a failure (CONFORMANCE_SLOW_MS). */
  thresholdMs: number;
  surfaces: SurfaceTimes[];
  /** Slower than the threshold, slowest first. */
  slow: TimedRequest[];
  /** Requests sent by the tests of each rule (a test of several rules counts for each), most first. */
  perRule: { rule: string; requests: number }[];
  /** Every request of every test, in the order the tests ran them. */
  requests: TimedRequest[];
}

const SLOWEST = 5;

function surfaceOf(path: string): RequestSurface {
  if (path.startsWith('/api/')) return 'legacy';
  if (path.startsWith('/eapi/')) return 'native';
  // /{partnerRef}/v2/… and KYC sharing's /v2/identities/…
  if (/^\/([^/]+\/)?v2\//.test(path)) return 'hosted';
  return 'other';
}

function timed(exchange: Exchange, test: string): TimedRequest {
  const path = new URL(exchange.request.url).pathname;
  return {
    surface: surfaceOf(path),
    method: exchange.request.method.toUpperCase(),
    path,
    ...(exchange.response ? { status: exchange.response.status } : {}),
    durationMs: exchange.durationMs,
    ...(exchange.requestId ? { requestId: exchange.requestId } : {}),
    test,
  };
}

/** The nearest-rank percentile of sorted durations. */
function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * How long each request of the run took, per surface, which were slower than `thresholdMs`, and how many each rule
 * sent.
 */
export function responseTimes(tests: readonly CollectedTest[], thresholdMs: number): ResponseTimes {
  const requests = tests.flatMap((test) => test.evidence.map((exchange) => timed(exchange, test.title)));
  const slowestFirst = (list: readonly TimedRequest[]) => [...list].sort((a, b) => b.durationMs - a.durationMs);
  const surfaces = (['legacy', 'hosted', 'native', 'other'] as const).flatMap((surface): SurfaceTimes[] => {
    const own = requests.filter((request) => request.surface === surface);
    if (own.length === 0) return [];
    const sorted = own.map((request) => request.durationMs).sort((a, b) => a - b);
    return [
      {
        surface,
        requests: own.length,
        medianMs: percentile(sorted, 50),
        p95Ms: percentile(sorted, 95),
        maxMs: sorted.at(-1)!,
        slowest: slowestFirst(own).slice(0, SLOWEST),
      },
    ];
  });
  const perRule = new Map<string, number>();
  for (const test of tests)
    for (const rule of test.ruleIds) perRule.set(rule, (perRule.get(rule) ?? 0) + test.evidence.length);
  return {
    thresholdMs,
    surfaces,
    slow: slowestFirst(requests.filter((request) => request.durationMs > thresholdMs)),
    perRule: [...perRule]
      .filter(([, count]) => count > 0)
      .map(([rule, count]) => ({ rule, requests: count }))
      .sort((a, b) => b.requests - a.requests || a.rule.localeCompare(b.rule)),
    requests,
  };
}
