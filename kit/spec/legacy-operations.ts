import type { OpenAPIV3_1 } from 'openapi-types';
import { legacyDocument } from './legacy-document';
import { inlineLocalRefs } from './local-refs';
import type { JsonSchema, SpecBody, SpecOperation, SpecParameter } from './spec-operation';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** Headers the HTTP clients set; the generator leaves them out of its inputs. */
const TRANSPORT_HEADERS = new Set(['accept', 'x-request-id', 'authorization']);

type Extended = Record<string, unknown>;

let cached: SpecOperation[] | undefined;

/** Every operation of specs/legacy.yaml, in document order, with references resolved. */
export function legacyOperations(): SpecOperation[] {
  cached ??= readOperations(legacyDocument());
  return cached;
}

export function legacyOperation(operationId: string): SpecOperation {
  const found = legacyOperations().find((operation) => operation.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId} in specs/legacy.yaml`);
  return found;
}

function readOperations(document: OpenAPIV3_1.Document): SpecOperation[] {
  const operations: SpecOperation[] = [];
  for (const [path, rawItem] of Object.entries(document.paths ?? {})) {
    const item = inlineLocalRefs(rawItem ?? {}, document);
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operations.push(readOperation(document, path, method, operation, item.parameters ?? []));
    }
  }
  return operations;
}

function readOperation(
  document: OpenAPIV3_1.Document,
  path: string,
  method: SpecOperation['method'],
  operation: OpenAPIV3_1.OperationObject,
  pathParameters: (OpenAPIV3_1.ParameterObject | OpenAPIV3_1.ReferenceObject)[],
): SpecOperation {
  if (!operation.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
  const responses = operation.responses ?? {};
  const ok = responses['200'] as Extended | undefined;
  const body = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
  return {
    operationId: operation.operationId,
    method,
    path,
    parameters: [
      ...mergeParameters(pathParameters, operation.parameters ?? []).map(toParameter),
      ...securityHeaders(document, operation),
    ],
    body: body ? toBody(body) : undefined,
    shapeRule: String(ok?.['x-conformance-rule'] ?? ''),
    writes: (operation as Extended)['x-conformance-writes'] === true,
    responses: Object.keys(responses).map(Number).filter(Number.isInteger).sort((a, b) => a - b),
  };
}

/** Operation parameters override path-item ones of the same name and place (OpenAPI rule). */
function mergeParameters(
  pathLevel: (OpenAPIV3_1.ParameterObject | OpenAPIV3_1.ReferenceObject)[],
  operationLevel: (OpenAPIV3_1.ParameterObject | OpenAPIV3_1.ReferenceObject)[],
): OpenAPIV3_1.ParameterObject[] {
  const merged = new Map<string, OpenAPIV3_1.ParameterObject>();
  for (const parameter of [...pathLevel, ...operationLevel] as OpenAPIV3_1.ParameterObject[]) {
    merged.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  return [...merged.values()];
}

function toParameter(parameter: OpenAPIV3_1.ParameterObject): SpecParameter {
  const place = parameter.in;
  if (place !== 'path' && place !== 'query' && place !== 'header') {
    throw new Error(`parameter ${parameter.name}: "${place}" parameters are not supported`);
  }
  const schema = (parameter.schema ?? {}) as JsonSchema;
  const sample = (parameter as unknown as Extended)['x-sample'];
  return {
    name: parameter.name,
    in: place,
    required: parameter.required === true,
    schema,
    example: parameter.example ?? schema.example,
    ...(typeof sample === 'string' ? { sample } : {}),
    transport: place === 'header' && TRANSPORT_HEADERS.has(parameter.name.toLowerCase()),
  };
}

/** Authorization comes from the security scheme, not from a parameter; listed so it is visible. */
function securityHeaders(document: OpenAPIV3_1.Document, operation: OpenAPIV3_1.OperationObject): SpecParameter[] {
  const requirements = operation.security ?? document.security ?? [];
  const schemes = document.components?.securitySchemes ?? {};
  const bearer = requirements.some((requirement) =>
    Object.keys(requirement).some((name) => {
      const scheme = schemes[name] as OpenAPIV3_1.HttpSecurityScheme | undefined;
      return scheme?.type === 'http' && scheme.scheme.toLowerCase() === 'bearer';
    }),
  );
  if (!bearer) return [];
  // Required unless an empty requirement ({}) makes authentication optional.
  const optional = requirements.some((requirement) => Object.keys(requirement).length === 0);
  return [{
    name: 'Authorization',
    in: 'header',
    required: !optional,
    schema: { type: 'string' },
    example: 'Bearer <API_CREDENTIAL>',
    transport: true,
  }];
}

function toBody(body: OpenAPIV3_1.RequestBodyObject): SpecBody | undefined {
  const schema = body.content['application/json']?.schema as JsonSchema | undefined;
  if (!schema) return undefined;
  const properties: SpecBody['properties'] = {};
  const requiredInSchema: string[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {}) as [string, JsonSchema & Extended][]) {
    const sample = property['x-sample'];
    properties[name] = { schema: property, example: property.example, ...(typeof sample === 'string' ? { sample } : {}) };
    if (property['x-required-in-schema'] === true) requiredInSchema.push(name);
  }
  return { required: schema.required ?? [], requiredInSchema, properties };
}
