import type { Exchange } from '../kit/http/exchange';
import type { CollectedTest } from './collected-test';
import { scrub } from './redaction';

/** The run's exchanges as an HTTP Archive, in REPORT_DIR (docs/report.md): what `replay` reads, and any HAR viewer. */
export const HAR_FILE = 'exchanges.har';

export interface HarNameValue {
  name: string;
  value: string;
}

/** One HAR 1.2 entry; fields of our own start with "_", as the format asks. */
export interface HarEntry {
  startedDateTime: string;
  time: number;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    cookies: HarNameValue[];
    headers: HarNameValue[];
    queryString: HarNameValue[];
    postData?: { mimeType: string; text: string };
    headersSize: number;
    bodySize: number;
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    cookies: HarNameValue[];
    headers: HarNameValue[];
    content: { size: number; mimeType: string; text?: string };
    redirectURL: string;
    headersSize: number;
    bodySize: number;
  };
  cache: Record<string, never>;
  timings: { send: number; wait: number; receive: number };
  comment?: string;
  _requestId?: string;
  _credentialOf?: Exchange['credentialOf'];
  /** A transport failure: the entry's response is HAR's "no answer" (status 0). */
  _error?: string;
  /** The test that sent it. */
  _test: string;
}

export interface Har {
  log: { version: '1.2'; creator: { name: string; version: string }; entries: HarEntry[]; comment?: string };
}

/** Every exchange of every test, in the order they were sent; redacted as the evidence is, and scrubbed again. */
export function harOf(tests: readonly CollectedTest[], suiteVersion: string): Har {
  const entries = tests
    .flatMap((test) => test.evidence.map((exchange) => harEntry(exchange, test.title)))
    .sort((a, b) => a.startedDateTime.localeCompare(b.startedDateTime));
  return scrub({
    log: {
      version: '1.2',
      creator: { name: 'crypto-ramp-conformance', version: suiteVersion },
      entries,
      comment:
        'Credentials and signatures are [REDACTED]; timestamps and nonces are kept: `replay <request id>` ' +
        'signs over them again. Bodies over 8 KiB are cut.',
    },
  });
}

export function harEntry(exchange: Exchange, test: string): HarEntry {
  const { request, response } = exchange;
  const url = safeUrl(request.url);
  const requestType = headerOf(request.headers, 'content-type') ?? 'application/json';
  const responseType = response ? (headerOf(response.headers, 'content-type') ?? '') : '';
  return {
    startedDateTime: exchange.startedAt || new Date(0).toISOString(),
    time: Math.max(0, exchange.durationMs),
    request: {
      method: request.method.toUpperCase(),
      url: request.url,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: pairs(request.headers),
      queryString: url ? [...url.searchParams].map(([name, value]) => ({ name, value })) : [],
      ...(request.body !== undefined && request.body !== ''
        ? { postData: { mimeType: requestType, text: request.body } }
        : {}),
      headersSize: -1,
      bodySize: request.body ? Buffer.byteLength(request.body) : 0,
    },
    response: {
      status: response?.status ?? 0,
      statusText: '',
      httpVersion: response ? 'HTTP/1.1' : '',
      cookies: [],
      headers: pairs(response?.headers ?? {}),
      content: {
        size: response?.body ? Buffer.byteLength(response.body) : 0,
        mimeType: responseType,
        ...(response?.body ? { text: response.body } : {}),
      },
      redirectURL: (response && headerOf(response.headers, 'location')) ?? '',
      headersSize: -1,
      bodySize: response?.body ? Buffer.byteLength(response.body) : response ? 0 : -1,
    },
    cache: {},
    // The kit times the whole exchange only: it is all "wait".
    timings: { send: 0, wait: Math.max(0, exchange.durationMs), receive: 0 },
    ...(exchange.requestId ? { _requestId: exchange.requestId } : {}),
    ...(exchange.credentialOf ? { _credentialOf: exchange.credentialOf } : {}),
    ...(exchange.error ? { _error: exchange.error } : {}),
    _test: test,
  };
}

/** The entry back as an exchange: what `replay` sends again. */
export function exchangeOf(entry: HarEntry): Exchange {
  const headers = Object.fromEntries(entry.request.headers.map(({ name, value }) => [name, value]));
  return {
    requestId: entry._requestId,
    startedAt: entry.startedDateTime,
    durationMs: entry.time,
    request: {
      method: entry.request.method,
      url: entry.request.url,
      headers,
      ...(entry.request.postData ? { body: entry.request.postData.text } : {}),
    },
    ...(entry.response.status
      ? {
          response: {
            status: entry.response.status,
            headers: Object.fromEntries(entry.response.headers.map(({ name, value }) => [name, value])),
            body: entry.response.content.text,
          },
        }
      : {}),
    ...(entry._credentialOf ? { credentialOf: entry._credentialOf } : {}),
    ...(entry._error ? { error: entry._error } : {}),
  };
}

function pairs(headers: Record<string, string>): HarNameValue[] {
  return Object.entries(headers).map(([name, value]) => ({ name, value }));
}

function headerOf(headers: Record<string, string>, name: string): string | undefined {
  return Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
}

function safeUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}
