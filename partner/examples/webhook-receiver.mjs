// An example of a partner's webhook receiver, in plain Node, that keeps the document's Events section: it verifies
// every delivery with HMAC-SHA256 and the webhook secret (never the x-api-key) before anything else, answers 200 at
// once, and processes afterwards, each event once however often the service retries it.
//
//   SANDBOX_WEBHOOK_SECRET=… PORT=8080 node webhook-receiver.mjs
//   crypto-ramp-conformance receiver --url http://127.0.0.1:8080/webhooks \
//     --processed-url http://127.0.0.1:8080/processed
//
// GET /processed?id=<event id> answers {"processed": <times>}: how `receiver` learns that a wrong delivery was not
// processed. A real receiver may keep it out of production.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { signatureSchemes, verifyWebhook } from 'crypto-ramp-conformance';

/** A webhook is small; a larger body is refused before it is read whole. */
const MAX_BODY_BYTES = 1024 * 1024;

/** A repeat is the same body again (the suite's ASSUME-WEBHOOK-DELIVERY): its digest names the event. */
const digestOf = (rawBody) => createHash('sha256').update(rawBody).digest('hex');

/**
 * The receiver as a Node HTTP server.
 * - secret: the webhook secret (or the HMAC secret, if the service signs with it).
 * - scheme: header and encoding of the signature; by default the suite's variables' (WEBHOOK_SIGNATURE_*).
 * - onEvent(event): the partner's processing, run after the 200 has been sent.
 * - verify, eventKey: the package's verifier and the body's digest; tests swap them to make broken receivers.
 */
export function webhookReceiver({
  secret,
  scheme = signatureSchemes(process.env).webhooks,
  onEvent = () => {},
  verify = verifyWebhook,
  eventKey = digestOf,
}) {
  const taken = new Set();
  const processed = new Map();
  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://receiver');
    if (request.method === 'GET' && url.pathname === '/processed') {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ processed: processed.get(url.searchParams.get('id')) ?? 0 }));
      return;
    }
    if (request.method !== 'POST') return void response.writeHead(405).end();
    const chunks = [];
    let size = 0;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) request.destroy();
      else chunks.push(chunk);
    });
    request.on('end', () => {
      // The raw bytes, exactly as received: re-serialised JSON would not verify.
      const rawBody = Buffer.concat(chunks);
      if (!verify(rawBody, request.headers, secret, scheme).ok) return void response.writeHead(401).end();
      response.writeHead(200).end();
      const key = eventKey(rawBody);
      if (taken.has(key)) return;
      taken.add(key);
      setImmediate(() => {
        let event;
        try {
          event = JSON.parse(rawBody.toString('utf8'));
        } catch {
          return;
        }
        processed.set(event.id, (processed.get(event.id) ?? 0) + 1);
        onEvent(event);
      });
    });
  });
}

// Run directly: the secret of CONFORMANCE_ENV (sandbox by default) that WEBHOOK_SECRET_SOURCE names.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const env = (process.env.CONFORMANCE_ENV || 'sandbox').toUpperCase();
  const name = process.env.WEBHOOK_SECRET_SOURCE === 'hmac-secret' ? `${env}_HMAC_SECRET` : `${env}_WEBHOOK_SECRET`;
  const secret = process.env[name];
  if (!secret) {
    console.error(`webhook-receiver: ${name} is not set`);
    process.exit(2);
  }
  const port = Number(process.env.PORT || 8080);
  webhookReceiver({ secret, onEvent: (event) => console.log(`processed ${event.event} ${event.id}`) }).listen(
    port,
    '127.0.0.1',
    () => {
      console.log(`webhook-receiver: http://127.0.0.1:${port}/webhooks`);
    },
  );
}
