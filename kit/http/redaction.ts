import type { Exchange } from './exchange';

export const REDACTED = '[REDACTED]';

/** Headers (and report fields) that carry a credential or a signature, whatever the surface. */
const SECRET_HEADER = /^(authorization|proxy-authorization|x-api-key|cookie|set-cookie)$|signature|secret|hmac/i;
const AUTHORIZATION = /^(proxy-)?authorization$/i;
/**
 * What a signature is computed over besides the secret: evidence a replay signs over again (a stale timestamp stays
 * stale).
 */
const SIGNING_INPUT = /timestamp|nonce/i;

export function isSecretHeader(name: string): boolean {
  return SECRET_HEADER.test(name) && !(SIGNING_INPUT.test(name) && !AUTHORIZATION.test(name));
}

/** The redacted form of a secret header's value. Authorization keeps its scheme ("Bearer [REDACTED]"): which
 *  scheme was sent is evidence (LEG-AUTH-BEARER). */
export function redactedSecret(name: string, value: string): string {
  const scheme = AUTHORIZATION.test(name) ? /^([A-Za-z][\w-]*)\s+\S/.exec(value)?.[1] : undefined;
  if (!scheme) return REDACTED;
  // The signed token of the public SDKs (ASSUME-LEG-AUTH) keeps its shape and its nonce, a signing input: which form
  // was sent is evidence, and the nonce is what a replay signs over again.
  const nonce = SIGNED_TOKEN.exec(value)?.[1];
  return nonce ? `${scheme} ${signedRedacted(nonce)}` : `${scheme} ${REDACTED}`;
}

/** `Bearer <key>:<hex signature>:<nonce>`, or what is left of it in evidence (so that scrubbing twice keeps it). */
const SIGNED_TOKEN = /^\S+\s+[^\s:]+:(?:[0-9a-f]{64}|\[REDACTED\]):(\d+)$/i;
/** The evidence of a signed token: key and signature redacted, the nonce kept. */
export function signedRedacted(nonce: string): string {
  return `${REDACTED}:${REDACTED}:${nonce}`;
}
/** The nonce of a signed token as evidence keeps it (`Bearer [REDACTED]:[REDACTED]:<nonce>`). */
export function redactedSignedNonce(value: string): string | undefined {
  return /^\S+\s+\[REDACTED\]:\[REDACTED\]:(\d+)$/.exec(value)?.[1];
}

export function redactHeaders(headers: Record<string, string>, secrets: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    out[name] = isSecretHeader(name) ? redactedSecret(name, value) : redactText(value, secrets);
  return out;
}

/** Replaces every known secret value, wherever it stands (a body, a URL, an echoed header). */
export function redactText(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (secret) out = out.split(secret).join(REDACTED);
  return out;
}

export function redactExchange(exchange: Exchange, secrets: readonly string[]): Exchange {
  const text = (value: string | undefined) => (value === undefined ? undefined : redactText(value, secrets));
  return {
    ...exchange,
    request: {
      ...exchange.request,
      url: redactText(exchange.request.url, secrets),
      headers: redactHeaders(exchange.request.headers, secrets),
      body: text(exchange.request.body),
    },
    response: exchange.response && {
      ...exchange.response,
      headers: redactHeaders(exchange.response.headers, secrets),
      body: text(exchange.response.body),
    },
    error: text(exchange.error),
  };
}
