import type { ValidateFunction } from 'ajv';
import { operationById, type JsonSchema } from '../spec';
import { allowExtensions, createAjv } from './create-ajv';
import { schemaProblems, type SchemaProblem } from './problem-messages';

const queries = new Map<string, ValidateFunction>();

/** The query parameters of an operation as one object schema: the documented ones only, the required ones required. */
function queryValidator(operationId: string): ValidateFunction {
  let compiled = queries.get(operationId);
  if (!compiled) {
    const parameters = operationById(operationId).parameters.filter((parameter) => parameter.in === 'query' && !parameter.transport);
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
export function validateQuery(operationId: string, query: Record<string, string | number | undefined>): SchemaProblem[] {
  const validate = queryValidator(operationId);
  const read = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)
    .map(([name, value]) => [name, typeof value === 'string' && /^-?\d+$/.test(value) && isNumeric(validate, name) ? Number(value) : value]));
  return validate(read) ? [] : schemaProblems(validate.errors);
}

function isNumeric(validate: ValidateFunction, name: string): boolean {
  const type = ((validate.schema as JsonSchema).properties?.[name] as JsonSchema | undefined)?.type;
  return [type].flat().some((entry) => entry === 'integer' || entry === 'number');
}
