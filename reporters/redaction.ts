import { isSecretHeader, redactedSecret } from '../kit/http/redaction';

export { REDACTED } from '../kit/http/redaction';

/**
 * The second line of defence, on the kit's definition of a secret: the kit redacts evidence as it records it; this runs
 * over the whole model before any file is written, so a value under a secret name never reaches REPORT_DIR. The
 * authorization scheme is kept ("Bearer [REDACTED]"): which scheme was sent is evidence.
 */
export function scrub<T>(value: T): T {
  return scrubValue(value) as T;
}

function scrubValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrubValue);
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) {
    out[name] =
      isSecretHeader(name) && isSecretCarrier(item)
        ? redactedSecret(name, typeof item === 'string' ? item : '')
        : scrubValue(item);
  }
  return out;
}

function isSecretCarrier(value: unknown): boolean {
  return typeof value === 'string' || typeof value === 'number' || Array.isArray(value);
}
