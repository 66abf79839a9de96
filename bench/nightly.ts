import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ConformanceReport } from '../reporters/model';
import type { RuleId } from '../rules';

/** The scenarios that exceed a limit on purpose: their 429s are the point. */
const RATE_LIMIT_RULES: readonly RuleId[] = ['HC-RATE-LIMIT-SANDBOX', 'HC-RATE-LIMIT-PRODUCTION', 'LEG-PRICES-RATE-LIMITED'];
const HOSTED_SANDBOX_PER_MINUTE = 120;

export interface NightlyFigures {
  seconds: number;
  /** Requests the hosted sandbox budget counted, and what they take at 120 a minute. */
  hostedRequests: number;
  /** The longest real-time wait of the run's configuration (the quote lock's expiry, NATIVE_QUOTE_EXPIRED_SECONDS). */
  longestWaitSeconds: number;
  /** 429s answered to any request but the rate-limit scenarios'. */
  strayRateLimits: number;
  summary: string;
}

/**
 * Issue 13's nightly figure from a finished run's conformance.json: the wall time against
 * max(the longest wait, requests ÷ 120 a minute), and the 429s outside the rate-limit scenarios (none allowed).
 */
export function nightlyFigures(reportDir: string, seconds: number, longestWaitSeconds: number): NightlyFigures {
  const report = JSON.parse(readFileSync(join(reportDir, 'conformance.json'), 'utf8')) as ConformanceReport;
  const scenarioRequests = new Set(report.rules.filter((rule) => RATE_LIMIT_RULES.includes(rule.id as RuleId)).flatMap((rule) => rule.tests.flatMap((test) => test.requestIds)));
  const stray = report.responseTimes.requests.filter((request) => request.status === 429 && !(request.requestId && scenarioRequests.has(request.requestId)));
  const hosted = report.requestBudgets.find((use) => use.limit === 'hosted' && use.env === 'sandbox');
  return { seconds, hostedRequests: hosted?.requests ?? 0, longestWaitSeconds, strayRateLimits: stray.length, summary: report.summary ? JSON.stringify(report.summary) : '' };
}

/** The goal's bound in seconds, and the literal one (which counts the checkout minute as the longest wait). */
export function nightlyBound(figures: NightlyFigures): { seconds: number; literal: number } {
  const byRequests = (figures.hostedRequests / HOSTED_SANDBOX_PER_MINUTE) * 60;
  return { seconds: 1.1 * Math.max(figures.longestWaitSeconds, byRequests), literal: 1.1 * Math.max(61, byRequests) };
}
