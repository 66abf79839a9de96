import type { OpenAPIV3_1 } from 'openapi-types';
import { legacyDocument } from './legacy-document';
import { inlineLocalRefs } from './local-refs';
import type { JsonSchema } from './spec-operation';

/**
 * The JSON body schema of one documented response, local refs inlined; file refs
 * (e.g. '../schemas/legacy/fiat.json') stay relative to SPECS_DIR.
 * Undefined when the document gives that status without a body (401, 429) or not at all.
 */
export function legacyResponseSchema(operationId: string, status: number): JsonSchema | undefined {
  const document = legacyDocument();
  const operation = findOperation(document, operationId);
  const response = operation.responses?.[String(status)];
  if (!response) return undefined;
  const resolved = inlineLocalRefs(response, document) as OpenAPIV3_1.ResponseObject;
  return resolved.content?.['application/json']?.schema as JsonSchema | undefined;
}

function findOperation(document: OpenAPIV3_1.Document, operationId: string): OpenAPIV3_1.OperationObject {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item ?? {})) {
      if ((operation as OpenAPIV3_1.OperationObject)?.operationId === operationId) {
        return operation as OpenAPIV3_1.OperationObject;
      }
    }
  }
  throw new Error(`no operation ${operationId} in specs/legacy.yaml`);
}
