import { createHmac, randomUUID } from 'node:crypto';
import type { Environment } from './environment';

/**
 * Webhooks the service sends the partner (Events). The document shows neither the event kinds, the payload, the
 * header nor the signed content; the mock's choice: `X-Webhook-Signature: hex HMAC-SHA256(webhook secret, raw body)`.
 */
export const webhookEvents = { order: 'order.status_changed', ramp: 'ramp.status_changed' } as const;
export type WebhookKind = keyof typeof webhookEvents;

export const webhookSignatureHeader = 'x-webhook-signature';
/** A receiver that neither answers nor refuses in this time is unreachable. */
export const webhookTimeoutMs = 5_000;

/** The control API delivers to the caller's own machine only: it must never be a way to reach other hosts. */
const loopbackHosts = ['127.0.0.1', 'localhost', '[::1]'];

export function isWebhookKind(value: unknown): value is WebhookKind {
  return typeof value === 'string' && Object.hasOwn(webhookEvents, value);
}

/** An http(s) URL on a loopback host. */
export function isLoopbackUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && loopbackHosts.includes(url.hostname);
  } catch {
    return false;
  }
}

/** What the webhook is about: the environment's newest order or ramp, or a fresh ramp id while there is none. */
function subjectOf(env: Environment, kind: WebhookKind): { id: string; status: string } {
  if (kind === 'order') {
    const newest = env.state.orders.reduce((a, b) => (b.createdAtMs > a.createdAtMs ? b : a));
    return { id: newest.id, status: newest.status };
  }
  const newest = [...env.state.ramps.values()].at(-1);
  return newest ? { id: newest.id, status: newest.status } : { id: randomUUID(), status: 'pending' };
}

/** The signature header, signed over the exact bytes sent. */
function signatureHeaders(env: Environment, body: string): Record<string, string> {
  if (!env.seams.webhooksSigned) return {};
  const secrets = {
    'webhook-secret': env.partner.webhookSecret,
    'hmac-secret': env.partner.hmacSecret,
    'x-api-key': env.partner.apiKey,
  };
  const secret = secrets[env.seams.webhookSecret];
  return { [webhookSignatureHeader]: createHmac('sha256', secret).update(body).digest('hex') };
}

export type WebhookDelivery = { delivered: true; status: number } | { delivered: false; error: string };

/** POSTs one webhook to a loopback URL; the receiver's status, or why it could not be reached. */
export async function deliverWebhook(env: Environment, kind: WebhookKind, url: string): Promise<WebhookDelivery> {
  const body = JSON.stringify({
    event: webhookEvents[kind],
    ...subjectOf(env, kind),
    occurredAt: env.clock.now().toISOString(),
  });
  try {
    // No redirects: a 3xx is the receiver's answer, not a way off the loopback host.
    const response = await fetch(url, {
      method: 'POST',
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(webhookTimeoutMs),
      headers: { 'content-type': 'application/json', ...signatureHeaders(env, body) },
    });
    // The status is the answer; the receiver's body is not read.
    await response.body?.cancel();
    return { delivered: true, status: response.status };
  } catch (error) {
    return { delivered: false, error: unreachable(error) };
  }
}

/** One line on why the receiver was not reached; never the payload or its signature. */
function unreachable(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `the receiver did not answer within ${webhookTimeoutMs / 1000} s`;
  }
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return `the receiver could not be reached${typeof cause?.code === 'string' ? ` (${cause.code})` : ''}`;
}
