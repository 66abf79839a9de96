import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ConformanceReport } from '../reporters/model';
import { listedCodes } from '../rules/error-codes';

/** The scenarios that exceed a limit on purpose (the catalogue's rules of a 429): their 429s are the point. */
const RATE_LIMIT_RULES: readonly string[] = listedCodes.find((row) => row.kind === 'http' && row.code === '429')!.rules;

export interface NightlyFigures {
  seconds: number;
  /** Requests the hosted sandbox budget counted, and its requests a minute. */
  hostedRequests: number;
  hostedPerMinute: number;
  /** The longest real-time wait of the run's configuration (the quote lock's expiry, NATIVE_QUOTE_EXPIRED_SECONDS). */
  longestWaitSeconds: number;
  /** 429s answered to any request but the rate-limit scenarios'. */
  strayRateLimits: number;
}

/**
 * Issue 13's nightly figure from a finished run's conformance.json: the wall time against
 * max(the longest wait, requests ÷ the hosted sandbox limit), and the 429s outside the rate-limit scenarios (none
 * allowed).
 */
export function nightlyFigures(reportDir: string, seconds: number, longestWaitSeconds: number): NightlyFigures {
  const report = JSON.parse(readFileSync(join(reportDir, 'conformance.json'), 'utf8')) as ConformanceReport;
  const scenarioRequests = new Set(
    report.rules
      .filter((rule) => RATE_LIMIT_RULES.includes(rule.id))
      .flatMap((rule) => rule.tests.flatMap((test) => test.requestIds)),
  );
  const stray = report.responseTimes.requests.filter(
    (request) => request.status === 429 && !(request.requestId && scenarioRequests.has(request.requestId)),
  );
  const hosted = report.requestBudgets.find((use) => use.limit === 'hosted' && use.env === 'sandbox');
  return {
    seconds,
    hostedRequests: hosted?.requests ?? 0,
    hostedPerMinute: hosted?.perMinute ?? 120,
    longestWaitSeconds,
    strayRateLimits: stray.length,
  };
}

/** The goal's bound in seconds, and the literal one (which counts the checkout minute as the longest wait). */
export function nightlyBound(figures: NightlyFigures): { seconds: number; literal: number } {
  const byRequests = (figures.hostedRequests / figures.hostedPerMinute) * 60;
  return { seconds: 1.1 * Math.max(figures.longestWaitSeconds, byRequests), literal: 1.1 * Math.max(61, byRequests) };
}
