import type { Delivery } from './deliveries';

/** What a delivery got: the status and how long it took, or why there was no answer. */
export interface Sent {
  status?: number;
  ms: number;
  error?: string;
}

/** The longest the suite waits for any answer; the acknowledgement's own limit is the receiver target's ackMs. */
export const DELIVERY_TIMEOUT_MS = 10_000;

/** POSTs a delivery as the service would. The answer's body is not read: a receiver owes none. */
export async function deliver(url: string, delivery: Delivery): Promise<Sent> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: delivery.headers,
      body: delivery.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return { status: response.status, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return {
      ms: Math.round(performance.now() - started),
      error:
        (error as Error).name === 'TimeoutError'
          ? `no answer within ${DELIVERY_TIMEOUT_MS / 1000} s`
          : `no answer (${(error as Error).message})`,
    };
  }
}

/** A delivery's answer, as a failure message gives it; never its headers (the signature). */
export function answerOf(sent: Sent): string {
  return sent.status === undefined ? `${sent.error} after ${sent.ms} ms` : `${sent.status} after ${sent.ms} ms`;
}

export const acknowledged = (sent: Sent): boolean =>
  sent.status !== undefined && sent.status >= 200 && sent.status < 300;

/** How many times the receiver says it processed an event, or what is wrong with its answer. */
export async function timesProcessed(processedUrl: string, eventId: string): Promise<number | { problem: string }> {
  const url = new URL(processedUrl);
  url.searchParams.set('id', eventId);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS) });
    const body: unknown = await response.json().catch(() => undefined);
    const times = (body as { processed?: unknown } | undefined)?.processed;
    if (response.status === 200 && Number.isInteger(times) && (times as number) >= 0) return times as number;
    return { problem: `CONFORMANCE_RECEIVER_PROCESSED_URL answered ${response.status} without {"processed": <times>}` };
  } catch (error) {
    return { problem: `CONFORMANCE_RECEIVER_PROCESSED_URL did not answer (${(error as Error).message})` };
  }
}

/**
 * Asks until the receiver shows the event processed at least once, within `withinMs`. The receiver processes
 * asynchronously on its own clock (Events, 2), and no control clock reaches it: asking again is the only way.
 */
export async function processedWithin(
  processedUrl: string,
  eventId: string,
  withinMs: number,
): Promise<true | { problem: string }> {
  const deadline = performance.now() + withinMs;
  for (let pause = 25; ; pause = Math.min(pause * 2, 500)) {
    const times = await timesProcessed(processedUrl, eventId);
    if (typeof times !== 'number') return times;
    if (times > 0) return true;
    if (performance.now() + pause > deadline)
      return {
        problem: `the valid delivery did not show as processed within ${withinMs} ms (CONFORMANCE_RECEIVER_PROCESS_MS)`,
      };
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}
