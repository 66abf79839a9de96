import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** An HTTP answer as the client reads it: status, headers (lower-case names), the body's bytes. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  /** The body's bytes, or where a cap was given and passed, its first bytes (one more than the cap). */
  body: Buffer;
  /** The body's whole length in bytes, kept or not. */
  length: number;
}

/**
 * One request carrying exactly the headers given (and Host, Content-Length): fetch (fetched-request.ts) adds
 * `Accept: *\/*` of its own, so a request the document lets go without Accept goes this way, seen on the wire. No
 * redirect is followed and no encoding asked for. A body past `maxBytes` is counted, not kept: a hostile target's
 * megabytes cost no memory.
 */
export function bareRequest(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; timeoutMs: number; maxBytes: number },
): Promise<RawAnswer> {
  const body = init.body === undefined ? undefined : Buffer.from(init.body, 'utf8');
  const headers = { ...init.headers, ...(body ? { 'content-length': String(body.length) } : {}) };
  const send = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(url, { method: init.method, headers, timeout: init.timeoutMs }, (incoming) => {
      const chunks: Buffer[] = [];
      let length = 0;
      incoming.on('data', (chunk: Buffer) => {
        if (length <= init.maxBytes) chunks.push(chunk);
        length += chunk.length;
      });
      incoming.on('error', reject);
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          headers: flatHeaders(incoming.headers),
          body: Buffer.concat(chunks).subarray(0, init.maxBytes + 1),
          length,
        }),
      );
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`Timeout ${init.timeoutMs}ms exceeded`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Repeated headers joined: set-cookie by newlines, the rest by commas (fetched-request.ts joins them alike). */
function flatHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined)
      flat[name] = Array.isArray(value) ? value.join(name === 'set-cookie' ? '\n' : ', ') : value;
  }
  return flat;
}
