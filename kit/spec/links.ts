import type { OpenAPIV3_1 } from 'openapi-types';
import { bundleSpec } from './bundle';
import { inlineLocalRefs, resolvePointer } from './local-refs';
import { specLabel } from './spec-documents';
import type { JsonSchema } from './spec-operation';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** One OpenAPI link of a spec: a value of one answer carried into the next request (a tool's stateful phase). */
export interface SpecLink {
  spec: string;
  /** The link's name under its response, e.g. 'CustomerOrders'. */
  name: string;
  source: string;
  /** The response the link leaves from. */
  status: string;
  /** The target operation's operationId (operationRef resolved to it). */
  target: string;
  /** Per target parameter, a runtime expression or a literal. */
  parameters: Record<string, unknown>;
  /** Body fields the link carries; the rest of the body is the target's own request. */
  requestBody?: Record<string, unknown>;
  /** x-reads: the source answer's value the target's answer shows, where the target reads the same object. */
  reads?: string;
}

/** What a runtime expression is evaluated against: the source request as sent and its answer. */
export interface Exchange {
  request: {
    path: Record<string, string>;
    query: Record<string, string>;
    headers?: Record<string, string>;
    body?: unknown;
  };
  response: { status: number; headers?: Record<string, string>; body: unknown };
}

/** The spec as one document with every reference inlined: its links and their schemas stand alone. */
export function resolvedSpec(specFile: string): OpenAPIV3_1.Document {
  const bundled = bundleSpec(specFile);
  return inlineLocalRefs(bundled, bundled);
}

/** Every operation of a resolved spec by operationId, with its path and method (operationRef reads these). */
export function operationsIn(
  document: OpenAPIV3_1.Document,
): Map<string, { path: string; method: string; operation: OpenAPIV3_1.OperationObject }> {
  const found = new Map<string, { path: string; method: string; operation: OpenAPIV3_1.OperationObject }>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (operation?.operationId) found.set(operation.operationId, { path, method, operation });
    }
  }
  return found;
}

/** Every link of one spec, in document order. An operationRef is read as '#/paths/<path>/<method>' of the same spec. */
export function specLinks(specFile: string): SpecLink[] {
  const document = resolvedSpec(specFile);
  const operations = operationsIn(document);
  const links: SpecLink[] = [];
  for (const [source, { operation }] of operations) {
    for (const [status, response] of Object.entries(operation.responses ?? {})) {
      for (const [name, raw] of Object.entries((response as OpenAPIV3_1.ResponseObject).links ?? {})) {
        const link = raw as OpenAPIV3_1.LinkObject & { 'x-reads'?: string };
        const target =
          link.operationId ?? operationOfRef(link.operationRef, operations) ?? `(unresolved ${link.operationRef})`;
        links.push({
          spec: specLabel(specFile),
          name,
          source,
          status,
          target,
          parameters: link.parameters ?? {},
          ...(link.requestBody !== undefined ? { requestBody: link.requestBody as Record<string, unknown> } : {}),
          ...(link['x-reads'] !== undefined ? { reads: link['x-reads'] } : {}),
        });
      }
    }
  }
  return links;
}

function operationOfRef(ref: string | undefined, operations: ReturnType<typeof operationsIn>): string | undefined {
  if (!ref?.startsWith('#/paths/')) return undefined;
  const [rawPath, method] = ref.slice('#/paths/'.length).split('/');
  const path = decodeURIComponent(rawPath ?? '')
    .replace(/~1/g, '/')
    .replace(/~0/g, '~');
  return [...operations].find(([, entry]) => entry.path === path && entry.method === method)?.[0];
}

/** A runtime expression ('$response.body#/id'), as opposed to a literal value the link sends as it is. */
export function isExpression(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('$');
}

/** The value of a runtime expression on an exchange (OpenAPI 3.1, Runtime Expressions); a literal is itself. */
export function evaluate(value: unknown, exchange: Exchange): unknown {
  if (!isExpression(value)) return value;
  const [source, pointer] = value.split('#', 2) as [string, string | undefined];
  const bodyAt = (body: unknown) => (pointer === undefined ? body : resolvePointer(body, `#${pointer}`));
  const lower = (record: Record<string, string> | undefined) =>
    Object.fromEntries(Object.entries(record ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  if (source === '$statusCode') return exchange.response.status;
  if (source === '$response.body') return bodyAt(exchange.response.body);
  if (source === '$request.body') return bodyAt(exchange.request.body);
  const [, place, name] = /^\$(request\.(?:query|path|header)|response\.header)\.(.+)$/.exec(source) ?? [];
  if (place === 'request.query') return exchange.request.query[name];
  if (place === 'request.path') return exchange.request.path[name];
  if (place === 'request.header') return lower(exchange.request.headers)[name.toLowerCase()];
  if (place === 'response.header') return lower(exchange.response.headers)[name.toLowerCase()];
  throw new Error(`runtime expression ${value} is not one this suite evaluates`);
}

/** The subschema a JSON pointer reaches in a resolved schema (properties, items, allOf), or undefined. */
export function schemaAt(schema: JsonSchema | undefined, pointer: string): JsonSchema | undefined {
  let node: JsonSchema | undefined = schema;
  for (const raw of pointer.split('/').slice(1)) {
    const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = childSchema(node, token);
    if (!node) return undefined;
  }
  return node;
}

function childSchema(schema: JsonSchema | undefined, token: string): JsonSchema | undefined {
  if (!schema) return undefined;
  const any = schema as Record<string, unknown>;
  const properties = any.properties as Record<string, JsonSchema> | undefined;
  if (properties?.[token]) return properties[token];
  if (/^\d+$/.test(token) && any.items && typeof any.items === 'object') return any.items;
  for (const part of (any.allOf ?? []) as JsonSchema[]) {
    const found = childSchema(part, token);
    if (found) return found;
  }
  return undefined;
}

/** The JSON types a schema allows ('integer' counts as a number too), or undefined when it names none. */
export function typesOf(schema: JsonSchema | undefined): Set<string> | undefined {
  const type = (schema as { type?: string | string[] } | undefined)?.type;
  if (type === undefined) return undefined;
  const types = new Set([type].flat());
  if (types.has('integer')) types.add('number');
  return types;
}

/**
 * Why a link does not resolve, one line per problem (none: it resolves): its target is an operation of the same
 * spec; each parameter is one of the target's and each body field a property of its body; each runtime
 * expression reaches a parameter of the source request or a field of the source answer's schema, of a type the
 * target input takes. The linters check none of this (a link's structure only).
 */
export function linkProblems(link: SpecLink, document: OpenAPIV3_1.Document = resolvedSpec(link.spec)): string[] {
  const where = `${link.spec} ${link.source} ${link.status} ${link.name}`;
  const operations = operationsIn(document);
  const source = operations.get(link.source)?.operation;
  const target = operations.get(link.target)?.operation;
  if (!source) return [`${where}: no source operation ${link.source}`];
  if (!target) return [`${where}: no operation ${link.target} in ${link.spec}`];
  const problems: string[] = [];
  const parametersOf = (operation: OpenAPIV3_1.OperationObject) =>
    (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
  const bodyOf = (operation: OpenAPIV3_1.OperationObject) =>
    (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content?.['application/json']?.schema;
  const answer = (source.responses?.[link.status] as OpenAPIV3_1.ResponseObject | undefined)?.content?.[
    'application/json'
  ]?.schema;

  /** The schema the expression's value has, or a problem. A literal has no schema to compare. */
  const schemaOf = (expression: unknown): JsonSchema | string | undefined => {
    if (!isExpression(expression)) return undefined;
    const [place, pointer] = expression.split('#', 2) as [string, string | undefined];
    if (place === '$response.body' || place === '$request.body') {
      const root = place === '$response.body' ? answer : bodyOf(source);
      const found = pointer === undefined ? root : schemaAt(root, pointer);
      return (
        found ??
        `${expression}: no such field in the ` +
          `${place === '$response.body' ? `${link.status} answer` : 'request body'} of ${link.source}`
      );
    }
    const [, location, name] = /^\$request\.(query|path|header)\.(.+)$/.exec(place) ?? [];
    if (location) {
      const parameter = parametersOf(source).find(
        (p) => p.in === location && p.name.toLowerCase() === name.toLowerCase(),
      );
      return (parameter?.schema as JsonSchema) ?? `${expression}: ${link.source} has no ${location} parameter ${name}`;
    }
    if (/^\$(statusCode|response\.header\.)/.test(place)) return undefined;
    return `${expression}: not a runtime expression this suite evaluates`;
  };
  const fits = (expression: unknown, input: JsonSchema | undefined, what: string) => {
    const found = schemaOf(expression);
    if (typeof found === 'string') return problems.push(`${where}: ${found}`);
    const from = typesOf(found);
    const to = typesOf(input);
    if (from && to && ![...from].some((type) => to.has(type))) {
      problems.push(`${where}: ${String(expression)} is ${[...from].join('|')}, ${what} takes ${[...to].join('|')}`);
    }
  };

  for (const [name, expression] of Object.entries(link.parameters)) {
    // A name may say where the parameter is ('path.partnerRef'), as Schemathesis reads it.
    const [, location, bare] = /^(?:(path|query|header|cookie)\.)?(.+)$/.exec(name)!;
    const parameter = parametersOf(target).find((p) => p.name === bare && (!location || p.in === location));
    if (!parameter) problems.push(`${where}: ${link.target} has no parameter ${name}`);
    else fits(expression, parameter.schema as JsonSchema, `${link.target}'s ${name}`);
  }
  if (link.requestBody !== undefined) {
    const body = bodyOf(target);
    if (!body) problems.push(`${where}: ${link.target} takes no JSON body`);
    else if (typeof link.requestBody !== 'object' || link.requestBody === null)
      fits(link.requestBody, body, `${link.target}'s body`);
    else {
      for (const [field, expression] of Object.entries(link.requestBody)) {
        const property = schemaAt(body, `/${field}`);
        if (!property) problems.push(`${where}: ${link.target}'s body has no field ${field}`);
        else fits(expression, property, `${link.target}'s body field ${field}`);
      }
    }
  }
  if (link.reads !== undefined) {
    if (!isExpression(link.reads) || !link.reads.startsWith('$response.body#'))
      problems.push(`${where}: x-reads ${String(link.reads)} is no field of the source answer`);
    else fits(link.reads, undefined, 'x-reads');
    if (target['x-conformance-writes' as keyof typeof target] === true)
      problems.push(`${where}: x-reads on a link to ${link.target}, which writes`);
  }
  return problems;
}
