import type { OpenAPIV3_1 } from 'openapi-types';
import { inlineLocalRefs } from './local-refs';
import { specDocument, specLabel } from './spec-documents';
import type { ExchangeDirection, JsonSchema, SpecAuth, SpecBody, SpecOperation, SpecParameter } from './spec-operation';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const AUTHS: readonly SpecAuth[] = ['bearer', 'api-key', 'hmac'];
/** Headers the HTTP clients set; the generator leaves them out of its inputs. */
const TRANSPORT_HEADERS = new Set(['accept', 'x-request-id', 'authorization', 'x-api-key']);
/** What the credential header of a scheme looks like in the listing; the real value is never in a spec. */
const CREDENTIAL_EXAMPLES: Partial<Record<SpecAuth, string>> = {
  bearer: 'Bearer <API_CREDENTIAL>',
  'api-key': '<API_KEY>',
};

type Extended = Record<string, unknown>;
type SecurityScheme = OpenAPIV3_1.SecuritySchemeObject;

/** Every operation of one document, in document order, with local references resolved. */
export function readOperations(specFile: string): SpecOperation[] {
  const document = specDocument(specFile);
  const operations: SpecOperation[] = [];
  for (const [path, rawItem] of Object.entries(document.paths ?? {})) {
    const item = inlineLocalRefs(rawItem ?? {}, document);
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operations.push(readOperation(specFile, document, path, method, operation, item));
    }
  }
  return operations;
}

function readOperation(
  specFile: string,
  document: OpenAPIV3_1.Document,
  path: string,
  method: SpecOperation['method'],
  operation: OpenAPIV3_1.OperationObject,
  item: OpenAPIV3_1.PathItemObject,
): SpecOperation {
  const where = `${method.toUpperCase()} ${path} (${specLabel(specFile)})`;
  if (!operation.operationId) throw new Error(`${where} has no operationId`);
  const responses = operation.responses ?? {};
  const shapeRule = (responses['200'] as Extended | undefined)?.['x-conformance-rule'];
  const payloadAssumption = (responses['200'] as Extended | undefined)?.['x-assumed-payload'];
  const documentedFields = (responses['200'] as Extended | undefined)?.['x-documented-fields'];
  // A refusal's documented body, and the rule its shape belongs to (x-conformance-rule on a 4xx response).
  const refusalRules = Object.fromEntries(
    Object.entries(responses)
      .filter(
        ([status, response]) => status !== '200' && typeof (response as Extended)['x-conformance-rule'] === 'string',
      )
      .map(([status, response]) => [Number(status), (response as Extended)['x-conformance-rule'] as string]),
  );
  // The status the document answers an invalid parameter value with, and its rule (x-invalid-parameter on a 4xx).
  const invalid = Object.entries(responses).find(
    ([, response]) => typeof (response as Extended)['x-invalid-parameter'] === 'string',
  );
  const body = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
  const security = securityOf(document, operation);
  const auth = authOf(operation, security.schemes, where);
  return {
    operationId: operation.operationId,
    spec: specLabel(specFile),
    method,
    path,
    auth,
    parameters: [
      ...mergeParameters(item.parameters ?? [], operation.parameters ?? []).map(toParameter),
      ...credentialHeaders(auth, security),
    ],
    body: body ? toBody(body) : undefined,
    ...(typeof shapeRule === 'string' ? { shapeRule } : {}),
    ...(typeof payloadAssumption === 'string' ? { payloadAssumption } : {}),
    ...(documentedFields && typeof documentedFields === 'object'
      ? { documentedFields: documentedFields as Record<string, string> }
      : {}),
    refusalRules,
    ...(invalid
      ? {
          invalidParameter: {
            status: Number(invalid[0]),
            rule: (invalid[1] as Extended)['x-invalid-parameter'] as string,
          },
        }
      : {}),
    writes: (operation as Extended)['x-conformance-writes'] === true,
    rateLimited: (operation as Extended)['x-rate-limited'] === true,
    // x-assumed-path may sit on the path item (the whole path) or on the operation.
    assumed: (operation as Extended)['x-assumed'] === true,
    assumedPath: [operation, item].some((node) => (node as Extended)['x-assumed-path'] === true),
    ...directionsOf((operation as Extended)['x-directions'], where),
    responses: Object.keys(responses)
      .map(Number)
      .filter(Number.isInteger)
      .sort((a, b) => a - b),
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
  const assumption = (parameter as unknown as Extended)['x-assumed-optional'];
  const defaultAssumption = (parameter as unknown as Extended)['x-assumed-default'];
  const unknownRefused = (parameter as unknown as Extended)['x-unknown-refused'];
  const values = (parameter as unknown as Extended)['x-values'];
  const rule = (parameter as unknown as Extended)['x-conformance-rule'];
  const emptyAssumption = emptyAssumptionOf(schema, (parameter as unknown as Extended)['x-assumption']);
  const notWith = (parameter as unknown as Extended)['x-not-with'];
  return {
    name: parameter.name,
    in: place,
    required: parameter.required === true,
    schema,
    example: parameter.example ?? schema.example,
    ...(typeof sample === 'string' ? { sample } : {}),
    ...(typeof assumption === 'string' ? { assumption } : {}),
    ...(typeof defaultAssumption === 'string' ? { defaultAssumption } : {}),
    ...(typeof unknownRefused === 'string' ? { unknownRefused } : {}),
    ...(Array.isArray(values) ? { values: values.map(String) } : {}),
    ...(typeof rule === 'string' ? { rule } : {}),
    ...(emptyAssumption ? { emptyAssumption } : {}),
    ...(typeof notWith === 'string' ? { notWith } : {}),
    transport: place === 'header' && TRANSPORT_HEADERS.has(parameter.name.toLowerCase()),
  };
}

/** The schemes an operation names (its own security, else the document's); an empty requirement makes them optional. */
function securityOf(document: OpenAPIV3_1.Document, operation: OpenAPIV3_1.OperationObject) {
  const requirements = operation.security ?? document.security ?? [];
  const defined = document.components?.securitySchemes ?? {};
  const schemes = requirements
    .flatMap((requirement) => Object.keys(requirement))
    .map((name) => defined[name] as SecurityScheme | undefined)
    .filter((scheme): scheme is SecurityScheme => scheme !== undefined);
  return { schemes, optional: requirements.some((requirement) => Object.keys(requirement).length === 0) };
}

function isBearer(scheme: SecurityScheme): boolean {
  return scheme.type === 'http' && scheme.scheme.toLowerCase() === 'bearer';
}

function isHeaderKey(scheme: SecurityScheme): scheme is OpenAPIV3_1.ApiKeySecurityScheme {
  return scheme.type === 'apiKey' && scheme.in === 'header';
}

/** x-conformance-auth; legacy operations name none, their one scheme being the global bearer. */
function authOf(operation: OpenAPIV3_1.OperationObject, schemes: SecurityScheme[], where: string): SpecAuth {
  const declared = (operation as Extended)['x-conformance-auth'];
  if (declared === undefined && schemes.some(isBearer)) return 'bearer';
  if (AUTHS.includes(declared as SpecAuth)) return declared as SpecAuth;
  throw new Error(`${where}: x-conformance-auth must be one of ${AUTHS.join(', ')}`);
}

/**
 * The credential header comes from the security scheme, not from a parameter; listed so it is visible.
 * HMAC lists none: its header names are the suite's configuration (ASSUMED scheme), not the document's.
 */
function credentialHeaders(auth: SpecAuth, security: ReturnType<typeof securityOf>): SpecParameter[] {
  const name =
    auth === 'bearer'
      ? security.schemes.some(isBearer)
        ? 'Authorization'
        : undefined
      : auth === 'api-key'
        ? security.schemes.find(isHeaderKey)?.name
        : undefined;
  if (!name) return [];
  return [
    {
      name,
      in: 'header',
      required: !security.optional,
      schema: { type: 'string' },
      example: CREDENTIAL_EXAMPLES[auth],
      transport: true,
    },
  ];
}

function toBody(body: OpenAPIV3_1.RequestBodyObject): SpecBody | undefined {
  // tsc reads the schema as SchemaObject | ReferenceObject and needs the assertion; the rule sees the alias only.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- tsc needs it (see above)
  const schema = body.content['application/json']?.schema as JsonSchema | undefined;
  if (!schema) return undefined;
  const properties: SpecBody['properties'] = {};
  const requiredInSchema: string[] = [];
  const assumedRequired: string[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {}) as [string, JsonSchema & Extended][]) {
    const sample = property['x-sample'];
    const unknownRefused = property['x-unknown-refused'];
    const rule = property['x-conformance-rule'];
    const emptyAssumption = emptyAssumptionOf(property, property['x-assumption']);
    properties[name] = {
      schema: property,
      example: property.example,
      ...(typeof sample === 'string' ? { sample } : {}),
      ...(typeof unknownRefused === 'string' ? { unknownRefused } : {}),
      ...(typeof rule === 'string' ? { rule } : {}),
      ...(emptyAssumption ? { emptyAssumption } : {}),
      ...directionOf(property['x-direction']),
    };
    if (property['x-required-in-schema'] === true) requiredInSchema.push(name);
    if (property['x-assumed-required'] === true) assumedRequired.push(name);
  }
  return { required: schema.required ?? [], requiredInSchema, assumedRequired, properties };
}

/** An operation whose exchange type follows from its source and target (x-directions): each input is tried on each. */
function directionsOf(value: unknown, where: string): { directions?: ExchangeDirection[] } {
  if (value === undefined) return {};
  if (!Array.isArray(value) || !value.every((entry) => entry === 'buy' || entry === 'sell'))
    throw new Error(`${where}: x-directions must list buy and sell`);
  return { directions: value as ExchangeDirection[] };
}

/** A body field the document gives one exchange type ("intended for buy orders only", "sell orders only"). */
function directionOf(value: unknown): { direction?: ExchangeDirection } {
  return value === 'buy' || value === 'sell' ? { direction: value } : {};
}

/** A string the spec gives minLength, and the row its x-assumption names: what decides an empty value of it. */
function emptyAssumptionOf(schema: JsonSchema, assumption: unknown): string | undefined {
  return typeof schema.minLength === 'number' && schema.minLength > 0 && typeof assumption === 'string'
    ? assumption
    : undefined;
}
