import type { BudgetKey } from './request-limits';

/** One request and its answer, as evidence for the report. Always redacted before it is stored. */
export interface Exchange {
  /** The X-Request-Id sent; absent only when a test leaves the header out on purpose. */
  requestId?: string;
  startedAt: string;
  durationMs: number;
  request: { method: string; url: string; headers: Record<string, string>; body?: string };
  response?: { status: number; headers: Record<string, string>; body?: string };
  /** One-line transport failure (unreachable, timed out), when there was no answer. */
  error?: string;
  /**
   * Whose credential the request carried, when the client knows it: the reproduction names that environment's
   * variables.
   */
  credentialOf?: 'sandbox' | 'production';
  /**
   * The limit this request was counted against, when the suite's own budget counted it (kit/http/request-limits.ts).
   */
  budget?: BudgetKey;
}

/** Name of the test attachment (application/json, an Exchange[]) the reporter reads. */
export const EVIDENCE_ATTACHMENT = 'evidence';
/** Name of the test attachment (application/json, a DriftEntry[]) with fields no schema describes. */
export const DRIFT_ATTACHMENT = 'schema-drift';

/** A field seen in a response that no schema describes: information, not a failure. */
export interface DriftEntry {
  /** e.g. "GET /api/coins/{orderType} 200" */
  operation: string;
  /** JSON pointer into the response body, with array indexes replaced by "*". */
  path: string;
  example: string;
}
