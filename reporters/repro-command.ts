import type { Exchange } from '../kit/http/exchange';
import { REDACTED, redactedSignedNonce } from '../kit/http/redaction';

/** Headers curl sets itself, or that only describe the recorded connection. */
const LEFT_OUT = new Set(['content-length', 'host', 'connection', 'accept-encoding', 'user-agent']);
const CUT_BODY = /… \[\d+ more characters\]$/;

/**
 * A curl command that sends the recorded request again, with a placeholder where the evidence holds a redacted
 * credential: `$SANDBOX_API_CREDENTIAL` and the like expand from the reader's own shell; what curl cannot make
 * (an HMAC signature) is named in angle brackets. The credential is the one the request carried (a sandbox one
 * sent to production, for the environment-mismatch checks); for older evidence, that of the environment whose base
 * URL (`baseUrls`, the report's) the request went to.
 */
export function reproCommand(exchange: Exchange, baseUrls: Record<string, string>, fallbackEnv: string): string {
  const { request } = exchange;
  const env = exchange.credentialOf?.toUpperCase() ?? environmentOf(request.url, baseUrls) ?? fallbackEnv.toUpperCase();
  const lines = [`curl -sS -i -X ${request.method.toUpperCase()} ${quoted(request.url)}`];
  for (const [name, value] of Object.entries(request.headers)) {
    if (LEFT_OUT.has(name.toLowerCase())) continue;
    lines.push(`-H ${value.includes(REDACTED) ? placeholder(name, value, env) : quoted(`${name}: ${value}`)}`);
  }
  if (request.body !== undefined && request.body !== '') lines.push(`--data-raw ${quoted(request.body)}`);
  const notes = [];
  if (request.body && CUT_BODY.test(request.body))
    notes.push('# The evidence keeps the first 8 KiB of the body: this body is cut.');
  if (request.url.includes(REDACTED))
    notes.push('# A credential stood in the URL: put it back where the URL says [REDACTED].');
  // What curl cannot make, a signature, the suite makes again: over the recorded timestamp or nonce.
  const signed = Object.entries(request.headers).some(
    ([name, value]) => redactedSignedNonce(value) || (/signature|hmac/i.test(name) && value === REDACTED),
  );
  if (exchange.requestId && signed) {
    const replay = `crypto-ramp-conformance replay ${exchange.requestId}`;
    notes.push(`# Or let the suite sign it over the recorded timestamp and nonce: ${replay}`);
  }
  return [...notes, lines.join(' \\\n  ')].join('\n');
}

/** The header with a placeholder for its credential; double-quoted so that $VARIABLE expands. */
function placeholder(name: string, value: string, env: string): string {
  const lower = name.toLowerCase();
  if (/^(proxy-)?authorization$/.test(lower)) {
    const scheme = value.split(' ')[0];
    // The recorded nonce, as signed: a fresh one would send another request than the one that failed (older
    // evidence kept none).
    const nonce = redactedSignedNonce(value);
    const signed = nonce ?? (value.endsWith(`${REDACTED}:${REDACTED}:${REDACTED}`) ? '$(date +%s000)' : undefined);
    if (signed)
      return (
        `"${name}: ${scheme} \${${env}_API_CREDENTIAL}:<signature of this request with ` +
        `${env}_API_SECRET, see ASSUME-LEG-AUTH>:${signed}"`
      );
    return `"${name}: ${scheme === REDACTED ? '' : `${scheme} `}\${${env}_API_CREDENTIAL}"`;
  }
  if (lower === 'x-api-key') return `"${name}: \${${env}_API_KEY}"`;
  if (lower.includes('hmac') && lower.endsWith('key')) return `"${name}: \${${env}_HMAC_KEY}"`;
  if (lower.includes('signature') || lower.includes('hmac'))
    return `'${name}: <signature of this request with ${env}_HMAC_SECRET, see ASSUME-HMAC-SCHEME>'`;
  if (lower === 'cookie') return `'${name}: <the checkout session cookie>'`;
  return `'${name}: <${name}, redacted>'`;
}

/** SANDBOX or PRODUCTION when the URL starts with one of that environment's base URLs (its partner host included). */
function environmentOf(url: string, baseUrls: Record<string, string>): string | undefined {
  const match = Object.entries(baseUrls)
    .filter(([name, base]) => name !== 'control' && base && within(url, base))
    .sort(([, a], [, b]) => b.length - a.length)[0];
  return match?.[0].split(' ')[0].toUpperCase();
}

function within(url: string, base: string): boolean {
  const root = base.replace(/\/$/, '');
  return url === root || url.startsWith(`${root}/`) || url.startsWith(`${root}?`);
}

/** POSIX single quotes: nothing inside expands. */
function quoted(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}
