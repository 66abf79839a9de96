export const REDACTED = '[REDACTED]';

/** Same names as the kit's redaction: credentials, cookies, signatures, secrets. */
const SECRET_NAME = /^(authorization|proxy-authorization|x-api-key|cookie|set-cookie)$|signature|secret|hmac/i;
const AUTHORIZATION = /^(proxy-)?authorization$/i;

/**
 * The second line of defence: the kit redacts evidence as it records it; this runs over the whole
 * model before any file is written, so a value under a secret name never reaches REPORT_DIR.
 * The authorization scheme is kept ("Bearer [REDACTED]"): which scheme was sent is evidence.
 */
export function scrub<T>(value: T): T {
  return scrubValue(value) as T;
}

function scrubValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrubValue);
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) {
    out[name] = SECRET_NAME.test(name) && isSecretCarrier(item) ? redactValue(name, item) : scrubValue(item);
  }
  return out;
}

function isSecretCarrier(value: unknown): boolean {
  return typeof value === 'string' || typeof value === 'number' || Array.isArray(value);
}

function redactValue(name: string, value: unknown): string {
  const scheme = AUTHORIZATION.test(name) && typeof value === 'string' ? /^([A-Za-z][\w-]*)\s+\S/.exec(value)?.[1] : undefined;
  return scheme ? `${scheme} ${REDACTED}` : REDACTED;
}
