import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { WebhookScheme } from '../config/target-config';
import type { RuleId } from '../../rules';

/** What the suite signs with, acting as the service: read in the worker, never written anywhere. */
export interface Signing {
  /** The secret in force (ASSUME-WEBHOOK-SECRET). */
  secret: string;
  /** The other secret the document allows (the HMAC secret or the webhook secret), when it is set. */
  otherSecret?: string;
  /** The x-api-key, which must not verify. */
  apiKey?: string;
  scheme: WebhookScheme;
}

export interface Delivery {
  /** The event's `id`: what the processed callback is asked about. */
  eventId: string;
  body: string;
  headers: Record<string, string>;
}

/**
 * An order event as the mock sends one (ASSUME-WEBHOOK-KINDS: the document shows no payload). Its id is a fresh
 * nonce, not seeded data: a receiver that remembers events would take a replayed run's ids for repeats.
 */
function orderEvent(): { eventId: string; body: string } {
  const eventId = randomUUID();
  return {
    eventId,
    body: JSON.stringify({
      event: 'order.status_changed',
      id: eventId,
      status: 'complete',
      occurredAt: new Date().toISOString(),
    }),
  };
}

/**
 * ASSUME-WEBHOOK-SIGNATURE and ASSUME-WEBHOOK-SIGNED-CONTENT: HMAC-SHA256 of the raw body, the bare digest in one
 * header.
 */
function signedWith(body: string, secret: string, scheme: WebhookScheme): Record<string, string> {
  return { [scheme.signatureHeader]: createHmac('sha256', secret).update(body).digest(scheme.encoding) };
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** A delivery the service would send: signed with the secret in force. */
export function signedDelivery(signing: Signing): Delivery {
  const event = orderEvent();
  return { ...event, headers: { ...JSON_TYPE, ...signedWith(event.body, signing.secret, signing.scheme) } };
}

export interface WrongDelivery {
  /** How the delivery is wrong, as the test's title says it. */
  name: string;
  rule: RuleId;
  /** The credential it needs beyond the secret; without it the test is skipped, naming the variable. */
  needs?: 'apiKey';
  make(signing: Signing): Delivery;
}

/**
 * Deliveries a receiver must refuse or never process (Standard Webhooks' vector as this document reads it; a
 * repeat is the service's retry here, PTR-RECEIVER-REPEAT).
 */
export const wrongDeliveries: readonly WrongDelivery[] = [
  {
    name: 'a tampered body',
    rule: 'PTR-RECEIVER-VERIFIES',
    make: (signing) => {
      const signed = signedDelivery(signing);
      return { ...signed, body: signed.body.replace('"complete"', '"declined"') };
    },
  },
  {
    name: 'a signature made with another secret',
    rule: 'PTR-RECEIVER-VERIFIES',
    make: (signing) => {
      const event = orderEvent();
      return {
        ...event,
        headers: { ...JSON_TYPE, ...signedWith(event.body, randomBytes(32).toString('hex'), signing.scheme) },
      };
    },
  },
  { name: 'no signature', rule: 'PTR-RECEIVER-VERIFIES', make: () => ({ ...orderEvent(), headers: JSON_TYPE }) },
  {
    name: 'a malformed signature',
    rule: 'PTR-RECEIVER-VERIFIES',
    make: (signing) => ({
      ...orderEvent(),
      headers: { ...JSON_TYPE, [signing.scheme.signatureHeader]: 'sha256=not-a-digest' },
    }),
  },
  {
    name: 'a signature made with the x-api-key',
    rule: 'PTR-RECEIVER-NOT-API-KEY',
    needs: 'apiKey',
    make: (signing) => {
      const event = orderEvent();
      return { ...event, headers: { ...JSON_TYPE, ...signedWith(event.body, signing.apiKey!, signing.scheme) } };
    },
  },
];
