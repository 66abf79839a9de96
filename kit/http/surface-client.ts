import { randomUUID } from 'node:crypto';
import { bareRequest, type RawAnswer } from './bare-request';
import { fetchedRequest } from './fetched-request';
import type { Exchange } from './exchange';
import type { EvidenceLog } from './evidence-log';
import { retryDelayMs, type BackoffPolicy } from './backoff';
import { environmentFailure } from './environment-failure';
import type { Budget } from './request-budget';
import type { EnvName } from '../config/target-config';
import { CLOCK_SCOPE_HEADER } from '../control/clock-scopes';

/** Adds a surface's credential to a request (Bearer today; HMAC and x-api-key share this seam). */
export interface Authenticator {
  headers(request: { method: string; url: string; body?: string }): Record<string, string>;
}

export const noAuth: Authenticator = { headers: () => ({}) };

export interface SendOptions {
  query?: Record<string, string | number | undefined>;
  /** JSON-encoded as the request body. */
  json?: unknown;
  /** Sent as the body as it is, with a JSON content type: a body that is not JSON, on purpose. */
  rawBody?: string;
  headers?: Record<string, string>;
  /** Replaces the client's credential for this request (a missing or a wrong one, on purpose). */
  auth?: Authenticator;
  /** Leave X-Request-Id out on purpose. */
  withoutRequestId?: boolean;
  /** Leave Accept out on purpose (its default is application/json): sent by node:http, as fetch adds one of its own. */
  withoutAccept?: boolean;
  /** The rate-limit scenario wants to see the 429 itself. */
  retryOn429?: boolean;
  /** One try, whatever comes back: the surface's control request, asked after a 5xx persisted. */
  once?: boolean;
  /** A checkout page load: its turn under a limit never waits (its minute is the promise under test). */
  pageLoad?: boolean;
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  text: string;
  /** The parsed body; undefined when it is not JSON (see jsonError). */
  json: unknown;
  jsonError?: string;
  /** Set when the body was over the cap and not read: its length in bytes (`text` holds its first bytes). */
  unreadBytes?: number;
  contentType: string;
  url: string;
  requestId?: string;
  /**
   * What the earlier tries of this request got when the target may have done them (a 5xx, no answer): a request
   * that creates something is judged knowing the first may have (an identity's code 81 on the retry).
   */
  retriedAfter?: string[];
}

export interface SurfaceClientOptions {
  baseUrl: string;
  /** The variable that configured baseUrl, for one-line transport errors. */
  baseUrlVariable: string;
  auth: Authenticator;
  evidence: EvidenceLog;
  timeoutMs: number;
  /** Bytes of a response body read as an answer; more is told as "body over N MB", kept as its first bytes. */
  maxBodyBytes: number;
  backoff: BackoffPolicy;
  sleep?: (ms: number) => Promise<void>;
  /** Keeps the suite under a documented rate limit, every request counted; the rate-limit scenarios go without one. */
  budget?: Budget;
  /**
   * Over `budget`: the limit each request counts against, by its URL (none: not counted); a client reaches several
   * surfaces.
   */
  budgetFor?: (url: URL) => Budget | undefined;
  /**
   * Asked after a 5xx persisted: undefined while the surface serves its control request (the 5xx is then the
   * target's answer to this request), else what failed (the surface is down: no verdict).
   */
  control?: () => Promise<string | undefined>;
  /** Whose credential the client sends (the environment-mismatch checks send the other one's): the evidence says so. */
  credentialOf?: EnvName;
  /** The test's clock scope (kit/control/clock-scopes.ts), sent with every request, a checkout URL's load included. */
  clockScope?: string;
}

/** A transport failure: no HTTP answer at all. Its message is one line. */
export class NoAnswer extends Error {}

/** What a browser sends when it follows a redirect: a checkout page may be HTML, JSON or anything else. */
export const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,application/json;q=0.8,*/*;q=0.7';

/**
 * The one HTTP layer: every request of every surface goes through here for its credential,
 * a fresh X-Request-Id, a bounded timeout, retries with backoff, and redacted evidence.
 */
export class SurfaceClient {
  constructor(readonly options: SurfaceClientOptions) {}

  get(path: string, options: SendOptions = {}): Promise<Answer> {
    return this.send('GET', path, options);
  }

  post(path: string, options: SendOptions = {}): Promise<Answer> {
    return this.send('POST', path, options);
  }

  /**
   * GET an absolute URL (a checkout URL) as the customer's browser opens it: no credential, a browser's Accept, an
   * X-Request-Id, following redirects; as a browser reads it, space around it aside and its scheme in any case; a URL
   * without a scheme is taken on the base URL (ASSUME-CHECKOUT-URL-FORM).
   */
  load(url: string): Promise<Answer> {
    return this.send('GET', url.trim(), { auth: noAuth, headers: { accept: BROWSER_ACCEPT }, pageLoad: true });
  }

  /**
   * Sends with the document's retries (Errors › HTTP status: 429 "back off and retry", 5xx "retry with backoff"): no
   * answer, a 429 or a 5xx is tried again after a backoff. What persists is no verdict on the target
   * (kit/http/environment-failure.ts), except a 5xx while the surface serves its control request: that is the answer
   * (ASSUME-5XX-RETRY).
   */
  async send(method: string, path: string, options: SendOptions = {}): Promise<Answer> {
    const sleep = this.options.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
    // A 429 was refused, not done; a 5xx or a lost answer may have been done.
    const mayHaveBeenDone: string[] = [];
    // The 5xx answers among the tries: a 429 or a lost answer between them says nothing of the server.
    let serverErrors = 0;
    for (let attempt = 0; ; attempt++) {
      let answer: Answer | undefined;
      let noAnswer: string | undefined;
      try {
        answer = await this.once(method, path, options);
      } catch (error) {
        if (!(error instanceof NoAnswer)) throw error;
        noAnswer = error.message;
      }
      const rateLimited = answer?.status === 429 && options.retryOn429 !== false;
      const serverError = answer !== undefined && answer.status >= 500;
      if (serverError) serverErrors++;
      if (answer && !rateLimited && !serverError)
        return mayHaveBeenDone.length ? { ...answer, retriedAfter: mayHaveBeenDone } : answer;
      // The control request: one try, judged by its caller; no answer is no note of this test's own.
      if (options.once) {
        if (answer) return answer;
        throw new NoAnswer(noAnswer);
      }
      const delay = retryDelayMs(attempt, answer?.headers['retry-after'], this.options.backoff);
      if (delay !== undefined) {
        if (!rateLimited) mayHaveBeenDone.push(answer ? String(answer.status) : 'no answer');
        await sleep(delay);
        continue;
      }
      const tries = `${attempt + 1} ${attempt ? 'tries' : 'try'}`;
      if (!answer) return environmentFailure('no-answer', `${noAnswer}; ${tries}`);
      const request = `${method} ${new URL(answer.url).pathname}`;
      if (rateLimited)
        return environmentFailure(
          'rate-limited',
          `${request} answered 429 on ${tries}: the target's limit is shared with other traffic ` +
            `(CONFORMANCE_BACKOFF_RETRIES)`,
        );
      // Persistent needs two tries that answered 5xx: one 5xx could be anyone's.
      if (attempt === 0)
        return environmentFailure(
          'server-error',
          `${request} answered ${answer.status} on its one try (no retry: CONFORMANCE_BACKOFF_RETRIES, or a ` +
            `Retry-After past CONFORMANCE_BACKOFF_MAX_MS): a 5xx counts only when it persists`,
        );
      if (serverErrors < 2)
        return environmentFailure(
          'server-error',
          `${request} answered ${answer.status} on the last of ${tries}, and no 5xx before it: a 5xx counts only ` +
            `when it persists`,
        );
      const down = await this.options.control?.();
      if (down)
        return environmentFailure('server-error', `${request} answered ${answer.status} on ${tries}, and ${down}`);
      return answer;
    }
  }

  private async once(method: string, path: string, options: SendOptions): Promise<Answer> {
    const url = this.url(path, options.query);
    const body = options.rawBody ?? (options.json === undefined ? undefined : JSON.stringify(options.json));
    // The turn first: a signature carries a timestamp, which a wait for the budget would make stale.
    const budget = this.options.budgetFor ? this.options.budgetFor(new URL(url)) : this.options.budget;
    if (budget) await budget.take(options.pageLoad ? 'page-load' : 'request');
    const requestId = options.withoutRequestId ? undefined : randomUUID();
    // Accept is application/json unless a test leaves it out (ASSUME-ACCEPT); X-Request-Id a fresh UUID, never compared
    // with the answer (ASSUME-REQUEST-ID).
    const headers: Record<string, string> = {
      ...(options.withoutAccept ? {} : { accept: 'application/json' }),
      ...(requestId ? { 'x-request-id': requestId } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.auth ?? this.options.auth).headers({ method, url, body }),
      ...(this.options.clockScope ? { [CLOCK_SCOPE_HEADER]: this.options.clockScope } : {}),
      ...options.headers,
    };
    const started = Date.now();
    const exchange: Exchange = {
      requestId,
      startedAt: new Date(started).toISOString(),
      durationMs: 0,
      request: { method, url, headers, body },
      ...(this.options.credentialOf ? { credentialOf: this.options.credentialOf } : {}),
      ...(budget ? { budget: budget.key } : {}),
    };
    let response: RawAnswer;
    try {
      const init = { method, headers, body, timeoutMs: this.options.timeoutMs, maxBytes: this.options.maxBodyBytes };
      response = options.withoutAccept ? await bareRequest(url, init) : await fetchedRequest(url, init);
    } catch (error) {
      exchange.durationMs = Date.now() - started;
      exchange.error = this.transportError(method, url, error);
      this.options.evidence.record(exchange);
      throw new NoAnswer(exchange.error);
    }
    const bytes = response.body;
    // A body over the cap is no answer to judge: its first bytes are kept as evidence, and every check reading it as
    // JSON fails with one line instead of parsing, storing and redacting megabytes per check.
    const over = response.length > this.options.maxBodyBytes;
    const text = (over ? bytes.subarray(0, OVER_CAP_KEPT_BYTES) : bytes).toString('utf8');
    const responseHeaders = response.headers;
    exchange.durationMs = Date.now() - started;
    exchange.response = { status: response.status, headers: responseHeaders, body: text };
    const contentType = responseHeaders['content-type'] ?? '';
    const parsed = over
      ? {
          json: undefined,
          jsonError:
            `body over ${this.options.maxBodyBytes / 1024 / 1024} MB (${response.length} bytes; ` +
            `CONFORMANCE_MAX_BODY_MB)`,
          unreadBytes: response.length,
        }
      : parseJson(text);
    this.options.evidence.record(exchange, { requestJson: options.json, answerJson: parsed.json });
    return { status: response.status, headers: responseHeaders, text, contentType, url, requestId, ...parsed };
  }

  private url(path: string, query: SendOptions['query']): string {
    const url = new URL(/^https?:/i.test(path) ? path : `${this.options.baseUrl}${path}`);
    for (const [name, value] of Object.entries(query ?? {}))
      if (value !== undefined) url.searchParams.set(name, String(value));
    return url.toString();
  }

  private transportError(method: string, url: string, error: unknown): string {
    const message = String((error as Error)?.message ?? error).split('\n')[0];
    const reason = /timeout/i.test(message)
      ? `no answer within ${this.options.timeoutMs} ms (CONFORMANCE_TIMEOUT_MS)`
      : /ECONNREFUSED/.test(message)
        ? 'connection refused'
        : /ENOTFOUND|EAI_AGAIN/.test(message)
          ? 'host not found'
          : message === 'bad port'
            ? 'a port the HTTP client refuses to connect to (a "bad port" of the Fetch standard); serve the ' +
              'target on another port'
            : message;
    return `${method} ${url}: ${reason} (${this.options.baseUrlVariable}=${this.options.baseUrl})`;
  }
}

/** What is kept of a body over the cap, for the evidence. */
const OVER_CAP_KEPT_BYTES = 4096;

function parseJson(text: string): { json: unknown; jsonError?: string } {
  try {
    return { json: JSON.parse(text) };
  } catch {
    return { json: undefined, jsonError: `body is not JSON: ${JSON.stringify(text.slice(0, 60))}` };
  }
}
