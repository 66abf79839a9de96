import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { verifyWebhook, type Verdict } from '../kit/webhooks/verify';
import type { WebhookScheme } from '../kit/config/target-config';
import type { RuleId } from '../rules';
import type { AssumptionId } from '../rules/assumptions';

type Verify = (rawBody: Buffer, headers: IncomingMessage['headers'], secret: string, scheme: WebhookScheme) => Verdict;

/** The options of partner/examples/webhook-receiver.mjs that a broken receiver changes. */
export interface ReceiverOptions {
  secret: string;
  scheme: WebhookScheme;
  verify?: Verify;
  eventKey?: (rawBody: Buffer) => string;
}

export interface ExampleReceiver {
  webhookReceiver(options: ReceiverOptions): Server;
}

/** The example partners copy, loaded as they run it (it imports the built package by name). */
export async function exampleReceiver(): Promise<ExampleReceiver> {
  return (await import(
    pathToFileURL(join(__dirname, '..', 'partner', 'examples', 'webhook-receiver.mjs')).href
  )) as ExampleReceiver;
}

export interface Credentials {
  secret: string;
  apiKey: string;
  /** The other secret the document allows for webhooks (ASSUME-WEBHOOK-SECRET's other reading). */
  hmacSecret: string;
}

/** How the matrix starts a receiver, and what its run must show. */
export interface ReceiverFault {
  name: string;
  /** The rules it breaks: exactly these fail, every other one passes (a vacuity row: none passes at MUST). */
  breaks: RuleId[];
  vacuity?: boolean;
  /** A receiver that keeps the document in the other reading of this row: no rule fails, the row is not confirmed. */
  reading?: AssumptionId;
  /** Run with the processed callback (GET /processed), or with status codes alone. */
  callback: boolean;
  /** CONFORMANCE_RECEIVER_ACK_MS for the run. */
  ackMs?: number;
  start(example: ExampleReceiver, credentials: Credentials, scheme: WebhookScheme): Server;
}

/** Answers every request `ms` later: the processing done before the 200. */
function answeringLate(server: Server, ms: number): Server {
  const [listener] = server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
  server.removeAllListeners('request');
  return server.on('request', (request, response) => setTimeout(() => listener(request, response), ms));
}

/** The example, correct, and broken variants of it: each breaks one partner rule (rules/partner.ts). */
export const receiverFaults: readonly ReceiverFault[] = [
  {
    name: 'the example, with its processed callback',
    breaks: [],
    callback: true,
    start: (example, { secret }, scheme) => example.webhookReceiver({ secret, scheme }),
  },
  {
    name: 'the example, status codes alone',
    breaks: [],
    callback: false,
    start: (example, { secret }, scheme) => example.webhookReceiver({ secret, scheme }),
  },
  {
    name: 'takes a delivery without a signature',
    breaks: ['PTR-RECEIVER-VERIFIES'],
    callback: true,
    start: (example, { secret }, scheme) =>
      example.webhookReceiver({
        secret,
        scheme,
        verify: (rawBody, headers, key, own) =>
          headers[own.signatureHeader.toLowerCase()] ? verifyWebhook(rawBody, headers, key, own) : { ok: true },
      }),
  },
  {
    name: 'verifies with the x-api-key too',
    breaks: ['PTR-RECEIVER-NOT-API-KEY'],
    callback: false,
    start: (example, { secret, apiKey }, scheme) =>
      example.webhookReceiver({
        secret,
        scheme,
        verify: (rawBody, headers, key, own) =>
          verifyWebhook(rawBody, headers, key, own).ok ? { ok: true } : verifyWebhook(rawBody, headers, apiKey, own),
      }),
  },
  {
    name: 'processes before it answers',
    breaks: ['PTR-RECEIVER-ACKNOWLEDGES'],
    callback: true,
    ackMs: 200,
    start: (example, { secret }, scheme) => answeringLate(example.webhookReceiver({ secret, scheme }), 400),
  },
  {
    name: 'processes a repeat again',
    breaks: ['PTR-RECEIVER-REPEAT'],
    callback: true,
    start: (example, { secret }, scheme) => example.webhookReceiver({ secret, scheme, eventKey: () => randomUUID() }),
  },
  {
    name: 'verifies with the HMAC secret (the other reading of ASSUME-WEBHOOK-SECRET)',
    breaks: [],
    reading: 'ASSUME-WEBHOOK-SECRET',
    callback: true,
    start: (example, { hmacSecret }, scheme) => example.webhookReceiver({ secret: hmacSecret, scheme }),
  },
  {
    name: 'refuses everything',
    breaks: ['PTR-RECEIVER-ACKNOWLEDGES'],
    vacuity: true,
    callback: true,
    start: (example, { secret }, scheme) =>
      example.webhookReceiver({ secret, scheme, verify: () => ({ ok: false, reason: 'refuses everything' }) }),
  },
];
