import type { ValidateFunction } from 'ajv';
import { operationById, type JsonSchema } from '../spec';
import { allowExtensions, createAjv } from './create-ajv';
import { schemaProblems, type SchemaProblem } from './problem-messages';

const queries = new Map<string, ValidateFunction>();

/** The query parameters of an operation as one object schema: the documented ones only, the required ones required. */
function queryValidator(operationId: string): ValidateFunction {
  let compiled = queries.get(operationId);
  if (!compiled) {
    const parameters = operationById(operationId).parameters.filter(
      (parameter) => parameter.in === 'query' && !parameter.transport,
    );
    const schema: JsonSchema = {
      type: 'object',
      properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema])),
      required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
      additionalProperties: false,
    };
    const ajv = createAjv();
    allowExtensions(ajv, schema);
    compiled = ajv.compile(schema);
    queries.set(operationId, compiled);
  }
  return compiled;
}

/**
 * Problems of a query the suite is about to send as a valid request of `operationId`, against the parameters its spec
 * documents (a per_page above the maximum, an unknown parameter): empty when it conforms. A number written as a
 * string is read as the number it is, as a query carries both alike.
 */
export function validateQuery(
  operationId: string,
  query: Record<string, string | number | undefined>,
): SchemaProblem[] {
  const validate = queryValidator(operationId);
  const read = Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [
        name,
        typeof value === 'string' && /^-?\d+$/.test(value) && isNumeric(validate, name) ? Number(value) : value,
      ]),
  );
  return validate(read) ? [] : schemaProblems(validate.errors);
}

function isNumeric(validate: ValidateFunction, name: string): boolean {
  // tsc reads a property as SchemaObject | ReferenceObject and needs the assertion; the rule sees the alias only.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- tsc needs it (see above)
  const type = ((validate.schema as JsonSchema).properties?.[name] as JsonSchema | undefined)?.type;
  return [type].flat().some((entry) => entry === 'integer' || entry === 'number');
}

const bodies = new Map<string, ValidateFunction>();

/** The JSON body of an operation as one object schema: its documented properties, the required ones required. */
function bodyValidator(operationId: string): ValidateFunction {
  let compiled = bodies.get(operationId);
  if (!compiled) {
    const body = operationById(operationId).body;
    if (!body) throw new Error(`${operationId} takes no JSON body in specs/`);
    const schema: JsonSchema = {
      type: 'object',
      properties: Object.fromEntries(
        Object.entries(body.properties).map(([name, property]) => [name, property.schema]),
      ),
      required: body.required,
    };
    const ajv = createAjv();
    allowExtensions(ajv, schema);
    compiled = ajv.compile(schema);
    bodies.set(operationId, compiled);
  }
  return compiled;
}

/**
 * Problems of a body the suite is about to send as a valid request of `operationId`, against its spec: empty when it
 * conforms.
 */
export function validateBody(operationId: string, body: Record<string, unknown>): SchemaProblem[] {
  const validate = bodyValidator(operationId);
  return validate(Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)))
    ? []
    : schemaProblems(validate.errors);
}

/**
 * A generated valid request, held to its operation's spec before it is sent: outside it, the mistake is the suite's (a
 * value past a documented bound), a suite error, never a failed rule of the target.
 */
export function documentedRequest<Request extends Record<string, unknown>>(
  operationId: string,
  part: 'query' | 'body',
  request: Request,
): Request {
  const problems =
    part === 'query'
      ? validateQuery(operationId, request as Record<string, string | number | undefined>)
      : validateBody(operationId, request);
  if (problems.length) {
    const operation = operationById(operationId);
    const lines = problems.map(
      (problem) => `${problem.pointer}: received ${problem.received}; documented ${problem.documented}`,
    );
    throw new Error(
      `the suite generated a ${operation.method.toUpperCase()} ${operation.path} ${part} outside ` +
        `${operation.spec}: ${lines.join('; ')}`,
    );
  }
  return request;
}
