import { allOperations, type SpecOperation } from '../kit/spec';
import type { Exchange } from '../kit/http/exchange';
import type { CollectedTest } from './collected-test';

/** One documented input of an operation, and whether any request of the run sent it. */
export interface InputCoverage {
  name: string;
  in: 'path' | 'query' | 'header' | 'body';
  sent: boolean;
}

/** What of one documented operation the run exercised: its inputs, the values of its enums, its statuses. */
export interface OperationCoverage {
  /** "GET /api/orders", as the spec writes the path. */
  operation: string;
  spec: string;
  /** Requests of the run that went to it. */
  requests: number;
  inputs: InputCoverage[];
  enumValues: { input: string; value: string; sent: boolean }[];
  statuses: { status: number; provoked: boolean }[];
}

/**
 * The coverage map: each operation of the three specs against the requests the run sent (every test's evidence).
 * A request belongs to the operation whose method and path template its path ends with; a configured path the
 * spec does not name (ASSUME-NAT-PATHS) matches nothing and shows as not exercised.
 */
export function coverageOf(tests: readonly CollectedTest[], operations: readonly SpecOperation[] = allOperations()): OperationCoverage[] {
  const exchanges = tests.flatMap((test) => test.evidence);
  return operations.map((operation) => {
    const pattern = templatePattern(operation.path);
    const sent = exchanges.filter((exchange) => exchange.request.method.toLowerCase() === operation.method && pattern.test(pathOf(exchange)));
    const queries = sent.map((exchange) => new URL(exchange.request.url).searchParams);
    const bodies = sent.map(bodyFields);
    const headerNames = sent.map((exchange) => new Set(Object.keys(exchange.request.headers).map((name) => name.toLowerCase())));
    const wasSent = (name: string, place: InputCoverage['in']): boolean => {
      if (place === 'path') return sent.length > 0;
      if (place === 'query') return queries.some((query) => query.has(name));
      if (place === 'header') return headerNames.some((names) => names.has(name.toLowerCase()));
      return bodies.some((fields) => name in fields);
    };
    const inputs: InputCoverage[] = [
      ...operation.parameters.map((parameter) => ({ name: parameter.name, in: parameter.in, sent: wasSent(parameter.name, parameter.in) })),
      ...Object.keys(operation.body?.properties ?? {}).map((name) => ({ name, in: 'body' as const, sent: wasSent(name, 'body') })),
    ];
    const enumValues = operation.parameters.flatMap((parameter) => ((parameter.schema.enum ?? []) as unknown[]).map((value) => ({
      input: parameter.name,
      value: String(value),
      sent: parameter.in === 'query' ? queries.some((query) => query.get(parameter.name) === String(value))
        : parameter.in === 'path' ? sent.some((exchange) => pathOf(exchange).split('/').includes(String(value))) : false,
    })));
    const provoked = new Set(sent.flatMap((exchange) => (exchange.response ? [exchange.response.status] : [])));
    return {
      operation: `${operation.method.toUpperCase()} ${operation.path}`,
      spec: operation.spec,
      requests: sent.length,
      inputs,
      enumValues,
      statuses: operation.responses.map((status) => ({ status, provoked: provoked.has(status) })),
    };
  });
}

/** "/api/fiats/{orderType}" → a path that ends with /api/fiats/<one segment>. */
function templatePattern(template: string): RegExp {
  const escaped = template.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`${escaped.join('[^/]+')}$`);
}

function pathOf(exchange: Exchange): string {
  return new URL(exchange.request.url).pathname;
}

function bodyFields(exchange: Exchange): Record<string, unknown> {
  try {
    const parsed = JSON.parse(exchange.request.body ?? '') as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed as Record<string, unknown> : {};
  } catch {
    return {};
  }
}
