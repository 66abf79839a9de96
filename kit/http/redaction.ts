import type { Exchange } from './exchange';

export const REDACTED = '[REDACTED]';

/** Headers that carry a credential or a signature, whatever the surface. */
const SECRET_HEADER = /^(authorization|proxy-authorization|x-api-key|cookie|set-cookie)$|signature|secret|hmac/i;

export function redactHeaders(headers: Record<string, string>, secrets: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!SECRET_HEADER.test(name)) out[name] = redactText(value, secrets);
    else if (/^authorization$/i.test(name)) out[name] = value.replace(/^(\w+\s+).*$/s, `$1${REDACTED}`).replace(/^[^\s]*$/, REDACTED);
    else out[name] = REDACTED;
  }
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
