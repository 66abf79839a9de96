import { operationById } from '../spec';
import { resourceValidator, responseValidator } from './compiled-schemas';
import { schemaProblems, type SchemaProblem } from './problem-messages';

/**
 * Problems of a response body against the documented schema of (operationId, status):
 * empty when it conforms, or when the document shows no body for that status (401, 429, undocumented).
 * Extra fields and unlisted values of enum-like strings are not problems (see driftOf).
 */
export function validateResponse(operationId: string, status: number, body: unknown): SchemaProblem[] {
  operationById(operationId); // an unknown operationId is a mistake in the suite, not in the target
  const validate = responseValidator('documented', operationId, status);
  if (!validate || validate(body)) return [];
  return schemaProblems(validate.errors);
}

/** Problems of one value against one resource schema, e.g. validateResource('legacy/order-bulk.json', order). */
export function validateResource(schemaFile: string, value: unknown): SchemaProblem[] {
  const validate = resourceValidator('documented', schemaFile);
  if (validate(value)) return [];
  return schemaProblems(validate.errors);
}
