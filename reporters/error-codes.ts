import { findCode, traceIdOf } from '../kit/checks/application-code';
import type { Exchange } from '../kit/http/exchange';
import { listedCodes, type ListedCode } from '../rules/error-codes';
import type { CollectedTest } from './collected-test';
import type { RuleResult } from './model';

/** How many X-Request-Ids prove that a listed code was provoked. */
export const PROOF_REQUEST_IDS = 3;

/**
 * Every error code the document lists, whether the run provoked it and how the target answered; then what it does not
 * list.
 */
export interface ErrorCodeMatrix {
  listed: ListedCodeResult[];
  unlisted: UnlistedCode[];
}

export interface ListedCodeResult {
  kind: ListedCode['kind'];
  code: string;
  meaning: string;
  source: string;
  /** Responses that carried it, in every test; 0 when no scenario provoked it. */
  seen: number;
  /** X-Request-Ids of the first few of them. */
  requestIds: string[];
  answered: 'as documented' | 'not as documented' | 'not checked';
  /** The catalogue rules that decide `answered`. */
  rules: string[];
  /** Rules that failed (or, for ASSUMED and SHOULD, warned). */
  failed: string[];
  /** Rules without a verdict, with why. */
  unchecked: { id: string; reason: string }[];
  /** Why `answered` is "not checked". */
  reason?: string;
}

/** Errors › Other: unlisted error codes are reported with the full response body and a trace ID when present. */
export interface UnlistedCode {
  /** Method and URL path, without the query. */
  operation: string;
  status: number;
  /** The application code, when the body carries one. */
  code?: number;
  /** What the document does not list: the status, the application code, or both. */
  unlisted: ('status' | 'code')[];
  count: number;
  example: { test: string; requestId?: string; traceId?: string; body: string };
}

interface Observation {
  test: string;
  exchange: Exchange & { response: NonNullable<Exchange['response']> };
  status: number;
  code?: number;
}

const LISTED_STATUSES = new Set(listedCodes.filter((c) => c.kind === 'http').map((c) => c.code));
const LISTED_APPLICATION = new Set(listedCodes.filter((c) => c.kind === 'application').map((c) => Number(c.code)));

/** The matrix for the report: from every test's exchanges (passed or not) and the folded rule results. */
export function errorCodeMatrix(tests: readonly CollectedTest[], rules: readonly RuleResult[]): ErrorCodeMatrix {
  const observations = errorResponses(tests);
  const byId = new Map(rules.map((rule) => [rule.id, rule]));
  const listed = listedCodes.map((entry): ListedCodeResult => {
    const seen = observations.filter((o) =>
      entry.kind === 'http' ? statusMatches(entry.code, o.status) : o.code === Number(entry.code),
    );
    return {
      kind: entry.kind,
      code: entry.code,
      meaning: entry.meaning,
      source: entry.source,
      seen: seen.length,
      requestIds: [...new Set(seen.flatMap((o) => (o.exchange.requestId ? [o.exchange.requestId] : [])))].slice(
        0,
        PROOF_REQUEST_IDS,
      ),
      ...verdict(entry, byId),
    };
  });
  return { listed, unlisted: unlistedCodes(observations) };
}

/** Every answer with a status of 400 or more, in test-title order so that shards and workers do not change it. */
function errorResponses(tests: readonly CollectedTest[]): Observation[] {
  return [...tests]
    .sort((a, b) => a.title.localeCompare(b.title))
    .flatMap((test) =>
      test.evidence.flatMap((exchange): Observation[] => {
        const response = exchange.response;
        if (!response || response.status < 400) return [];
        const found = findCode(parseJson(response.body));
        // A body that repeats the HTTP status ({"code": 404}) carries no application code of its own.
        const code = found && found.code !== response.status ? found.code : undefined;
        return [{ test: test.title, exchange: { ...exchange, response }, status: response.status, code }];
      }),
    );
}

function statusMatches(listed: string, status: number): boolean {
  return /^\dxx$/.test(listed) ? Math.floor(status / 100) === Number(listed[0]) : status === Number(listed);
}

function verdict(
  entry: ListedCode,
  byId: Map<string, RuleResult>,
): Pick<ListedCodeResult, 'answered' | 'rules' | 'failed' | 'unchecked' | 'reason'> {
  const results = entry.rules.flatMap((id) => byId.get(id) ?? []);
  const failed = results.filter((r) => r.status === 'failed' || r.status === 'warning').map((r) => r.id);
  const unchecked = results
    .filter((r) => r.status === 'skipped')
    .map((r) => ({ id: r.id, reason: r.reason ?? 'skipped' }));
  const base = { rules: [...entry.rules], failed, unchecked };
  if (failed.length) return { ...base, answered: 'not as documented' };
  if (results.some((r) => r.status === 'passed')) return { ...base, answered: 'as documented' };
  const reason =
    entry.unprovable ?? (unchecked[0] ? `${unchecked[0].id}: ${unchecked[0].reason}` : 'no rule of this run checks it');
  return { ...base, answered: 'not checked', reason };
}

function unlistedCodes(observations: Observation[]): UnlistedCode[] {
  const groups = new Map<string, UnlistedCode>();
  for (const o of observations) {
    const unlisted: UnlistedCode['unlisted'] = [];
    if (![...LISTED_STATUSES].some((listed) => statusMatches(listed, o.status))) unlisted.push('status');
    if (o.code !== undefined && !LISTED_APPLICATION.has(o.code)) unlisted.push('code');
    if (!unlisted.length) continue;
    const operation = `${o.exchange.request.method} ${pathOf(o.exchange.request.url)}`;
    const key = `${operation}\u0000${o.status}\u0000${o.code ?? ''}`;
    const group = groups.get(key);
    if (group) group.count++;
    else groups.set(key, { operation, status: o.status, code: o.code, unlisted, count: 1, example: exampleOf(o) });
  }
  return [...groups.values()].sort(
    (a, b) => a.status - b.status || (a.code ?? -1) - (b.code ?? -1) || a.operation.localeCompare(b.operation),
  );
}

function exampleOf(o: Observation): UnlistedCode['example'] {
  const { response, requestId } = o.exchange;
  // An echoed X-Request-Id is the caller's own id, shown already; only a trace id of the service's adds anything.
  const found = traceIdOf({ headers: response.headers, json: parseJson(response.body) });
  const traceId = found === requestId ? undefined : found;
  return { test: o.test, requestId, traceId, body: response.body ?? '' };
}

/** Method and path grouped as an operation: a token or id segment (a checkout token, a UUID) reads as {id}. */
function pathOf(url: string): string {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    path = url.split('?')[0];
  }
  return path
    .split('/')
    .map((segment) => (ID_SEGMENT.test(segment) ? '{id}' : segment))
    .join('/');
}

const ID_SEGMENT = /^(?=.*\d)[A-Za-z0-9_-]{12,}$|^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The evidence keeps the first 8 KiB of a body: a cut or non-JSON body has no code to find. */
function parseJson(body: string | undefined): unknown {
  try {
    return body === undefined ? undefined : JSON.parse(body);
  } catch {
    return undefined;
  }
}
