import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WebhookScheme } from '../config/target-config';

export type Verdict = { ok: true } | { ok: false; reason: string };

/**
 * Verifies an inbound webhook before it is processed (Events, 1): HMAC-SHA256 of the raw body, exactly as received,
 * with the webhook secret — never the x-api-key (Errors › Authentication symptoms). The header name and encoding
 * are ASSUME-WEBHOOK-SIGNATURE; the raw body alone is signed and the header holds the bare digest
 * (ASSUME-WEBHOOK-SIGNED-CONTENT). Exported for partners' own receivers: pass the raw bytes, not re-serialised JSON.
 */
export function verifyWebhook(
  rawBody: Buffer | string,
  headers: Record<string, string | string[] | undefined>,
  secret: string,
  scheme: WebhookScheme,
): Verdict {
  const name = scheme.signatureHeader.toLowerCase();
  const header = Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  const sent = Array.isArray(header) ? header[0] : header;
  if (!sent) return { ok: false, reason: `no ${scheme.signatureHeader} header` };
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const received = Buffer.from(sent.trim(), scheme.encoding);
  // timingSafeEqual needs equal lengths; a length mismatch is a mismatch, told the same way.
  if (received.length !== expected.length || !timingSafeEqual(received, expected))
    return { ok: false, reason: 'signature does not match' };
  return { ok: true };
}
