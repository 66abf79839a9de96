import type { Exchange } from './exchange';

export const REDACTED = '[REDACTED]';

/** Headers (and report fields) that carry a credential or a signature, whatever the surface. */
const SECRET_HEADER = /^(authorization|proxy-authorization|x-api-key|cookie|set-cookie)$|signature|secret|hmac/i;
const AUTHORIZATION = /^(proxy-)?authorization$/i;

export function isSecretHeader(name: string): boolean {
  return SECRET_HEADER.test(name);
}

/** The redacted form of a secret header's value. Authorization keeps its scheme ("Bearer [REDACTED]"): which
 *  scheme was sent is evidence (LEG-AUTH-BEARER). */
export function redactedSecret(name: string, value: string): string {
  const scheme = AUTHORIZATION.test(name) ? /^([A-Za-z][\w-]*)\s+\S/.exec(value)?.[1] : undefined;
  if (!scheme) return REDACTED;
  // The signed token of the public SDKs (ASSUME-LEG-AUTH) keeps its shape: which form was sent is evidence too.
  return SIGNED_TOKEN.test(value) ? `${scheme} ${SIGNED_REDACTED}` : `${scheme} ${REDACTED}`;
}

/** `Bearer <key>:<hex signature>:<nonce>`, and what is left of it in evidence. */
const SIGNED_TOKEN = /^\S+\s+[^\s:]+:[0-9a-f]{64}:\d+$/i;
export const SIGNED_REDACTED = `${REDACTED}:${REDACTED}:${REDACTED}`;

export function redactHeaders(headers: Record<string, string>, secrets: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) out[name] = isSecretHeader(name) ? redactedSecret(name, value) : redactText(value, secrets);
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
