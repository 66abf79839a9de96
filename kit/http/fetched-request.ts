import type { RawAnswer } from './bare-request';

/**
 * One request through Node's own fetch (undici): connections kept alive, redirects followed, the answer
 * decompressed, no cookie kept from one request to the next. Besides the headers given it sends its own
 * Accept-Encoding, Accept-Language, Sec-Fetch-Mode and User-Agent. A body past `maxBytes` is counted, not kept.
 *
 * Not Playwright's request context: each of its calls is a protocol round trip inside the worker and a step with a
 * stack capture, most of a green run's CPU (issue 27, item 7).
 */
export async function fetchedRequest(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; timeoutMs: number; maxBytes: number },
): Promise<RawAnswer> {
  // One bound on the whole exchange, the body's bytes included.
  const signal = AbortSignal.timeout(init.timeoutMs);
  try {
    const response = await fetch(url, {
      method: init.method,
      headers: init.headers,
      body: init.body,
      signal,
      redirect: 'follow',
    });
    const chunks: Buffer[] = [];
    let length = 0;
    for await (const chunk of response.body ?? []) {
      if (length <= init.maxBytes) chunks.push(Buffer.from(chunk as Uint8Array));
      length += (chunk as Uint8Array).length;
    }
    return {
      status: response.status,
      headers: flatHeaders(response.headers),
      body: Buffer.concat(chunks).subarray(0, init.maxBytes + 1),
      length,
    };
  } catch (error) {
    // The reason is the one line the report shows; undici's cause stays out of it.
    // eslint-disable-next-line preserve-caught-error -- the report's one line, without undici's cause
    throw new Error(transportReason(error, init.timeoutMs));
  }
}

/** fetch says "fetch failed" and keeps the reason in its cause: the reason, in the words the client reports. */
function transportReason(error: unknown, timeoutMs: number): string {
  const { name, message, cause } = error as {
    name?: string;
    message?: string;
    cause?: { code?: string; message?: string };
  };
  if (name === 'TimeoutError') return `Timeout ${timeoutMs}ms exceeded`;
  return cause?.code ?? cause?.message ?? message ?? String(error);
}

/** Repeated headers joined as bare-request.ts joins them: set-cookie by newlines, the rest by commas. */
function flatHeaders(headers: Headers): Record<string, string> {
  const flat: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (name !== 'set-cookie') flat[name] = value;
  });
  const cookies = headers.getSetCookie();
  if (cookies.length) flat['set-cookie'] = cookies.join('\n');
  return flat;
}
