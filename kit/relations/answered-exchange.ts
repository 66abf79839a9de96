import type { EnvName, TargetConfig } from '../config/target-config';
import type { Exchange } from '../http/exchange';
import { allOperations } from '../spec';
import { withConfiguredPath } from '../spec/configured-paths';
import type { SpecOperation } from '../spec/spec-operation';

/**
 * An exchange as the relation checker reads it: its operation and environment, the request sent and the answer whole.
 */
export interface AnsweredExchange {
  /**
   * The documented operation; undefined for a path of a surface the specs do not list (/api/fiats without orderType).
   */
  operation?: SpecOperation;
  surface: 'legacy' | 'hosted' | 'native';
  env: EnvName;
  status: number;
  query: Record<string, string>;
  /** The parameters of the path, by their name in the operation's path template (`{identityReference}`). */
  params: Record<string, string>;
  /** The JSON body sent, parsed; undefined when none was sent or it was not JSON. */
  body: unknown;
  /** The answer parsed whole (the evidence keeps only its first bytes); undefined when it was not JSON. */
  answer: unknown;
  /** The redacted exchange, for the report's evidence and its X-Request-Id. */
  exchange: Exchange;
}

/** A request and its parsed answer as the HTTP layer saw them, before the evidence cut the bodies. */
export interface Answered {
  exchange: Exchange;
  requestJson: unknown;
  answerJson: unknown;
}

/** The surface of each spec: what an error-body row for every operation of a surface matches. */
export const SURFACE_OF_SPEC: Record<string, 'legacy' | 'hosted' | 'native'> = {
  'specs/legacy.yaml': 'legacy',
  'specs/hosted-checkout.yaml': 'hosted',
  'specs/native.yaml': 'native',
};

/** A path no spec lists, by its surface's prefix: its refusals still carry an error code (Errors › HTTP status). */
function surfaceOfPath(path: string): AnsweredExchange['surface'] | undefined {
  if (path.startsWith('/api/')) return 'legacy';
  if (path.startsWith('/eapi/v0/')) return 'native';
  return /^\/[^/]+\/v2\/|^\/v2\//.test(path) ? 'hosted' : undefined;
}

/** Method and path template of each documented operation, as a pattern over a request's path. */
function pathPattern(path: string): RegExp {
  const escaped = path.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('([^/]+)')}/?$`);
}

/** The path's parameters by name: the template's `{name}`s, in order, against the pattern's groups. */
function pathParams(template: string, pattern: RegExp, path: string): Record<string, string> {
  const names = [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
  const values = pattern.exec(path)?.slice(1) ?? [];
  return Object.fromEntries(
    names.flatMap((name, i) => {
      if (values[i] === undefined) return [];
      try {
        return [[name, decodeURIComponent(values[i])]];
      } catch {
        return [[name, values[i]]];
      }
    }),
  );
}

/**
 * Names the operation and environment of each answered request: its URL under an environment's base URL (or partner
 * host) and a documented method and path; a request to anything else (a checkout URL, an undocumented path) is no
 * operation's and is left alone.
 */
export function answeredExchanges(answered: readonly Answered[], target: TargetConfig): AnsweredExchange[] {
  const operations = allOperations()
    .map((operation) => withConfiguredPath(operation, target))
    .map((operation) => ({ operation, pattern: pathPattern(operation.path) }));
  const bases = (Object.entries(target.environments) as [EnvName, TargetConfig['environments'][EnvName]][]).flatMap(
    ([env, environment]) =>
      environment
        ? [environment.baseUrl, environment.partnerBaseUrl]
            .filter((base): base is string => Boolean(base))
            .map((base) => ({ env, base: new URL(base) }))
        : [],
  );
  return answered.flatMap(({ exchange, requestJson, answerJson }) => {
    if (!exchange.response) return [];
    const url = new URL(exchange.request.url);
    const base = bases.find(
      ({ base: candidate }) =>
        candidate.origin === url.origin && url.pathname.startsWith(candidate.pathname.replace(/\/$/, '')),
    );
    if (!base) return [];
    const path = url.pathname.slice(base.base.pathname.replace(/\/$/, '').length);
    const method = exchange.request.method.toLowerCase();
    const found = operations.find(({ operation, pattern }) => operation.method === method && pattern.test(path));
    const surface = found ? SURFACE_OF_SPEC[found.operation.spec] : surfaceOfPath(path);
    if (!surface) return [];
    return [
      {
        operation: found?.operation,
        surface,
        env: base.env,
        status: exchange.response.status,
        query: Object.fromEntries(url.searchParams),
        params: found ? pathParams(found.operation.path, found.pattern, path) : {},
        body: requestJson,
        answer: answerJson,
        exchange,
      },
    ];
  });
}
