export interface BackoffPolicy {
  maxRetries: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/**
 * How long to wait before retry number `attempt` (0-based) after a 429 (Errors › HTTP status: back off and retry).
 * Retry-After wins when present (seconds or an HTTP date: ASSUME-RETRY-AFTER); otherwise exponential backoff with full
 * jitter. Undefined means: do not retry (out of retries, or the service asks for longer than the policy allows).
 */
export function retryDelayMs(
  attempt: number,
  retryAfter: string | undefined,
  policy: BackoffPolicy,
  now = Date.now(),
  random = Math.random,
): number | undefined {
  if (attempt >= policy.maxRetries) return undefined;
  const asked = retryAfterMs(retryAfter, now);
  if (asked !== undefined) return asked <= policy.maxDelayMs ? asked : undefined;
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  return Math.round(random() * ceiling);
}

export function retryAfterMs(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const when = Date.parse(trimmed);
  return Number.isNaN(when) ? undefined : Math.max(0, when - now);
}
