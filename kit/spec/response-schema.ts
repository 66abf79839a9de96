import type { OpenAPIV3_1 } from 'openapi-types';
import { inlineLocalRefs } from './local-refs';
import { operationById } from './operations';
import { LEGACY_SPEC_FILE, specDocument, specLabel } from './spec-documents';
import type { JsonSchema } from './spec-operation';

/**
 * The JSON body schema of one documented response, whichever spec holds the operation, local refs
 * inlined; file refs (e.g. '../schemas/legacy/fiat.json') stay relative to SPECS_DIR.
 * Undefined when the document gives that status without a body (401, 429) or not at all.
 */
export function responseSchema(operationId: string, status: number): JsonSchema | undefined {
  return schemaIn(operationById(operationId).spec, operationId, status);
}

/** The same, for an operation of specs/legacy.yaml only. */
export function legacyResponseSchema(operationId: string, status: number): JsonSchema | undefined {
  return schemaIn(specLabel(LEGACY_SPEC_FILE), operationId, status);
}

function schemaIn(spec: string, operationId: string, status: number): JsonSchema | undefined {
  const document = specDocument(spec);
  const operation = findOperation(document, operationId, spec);
  const response = operation.responses?.[String(status)];
  if (!response) return undefined;
  const resolved = inlineLocalRefs(response, document) as OpenAPIV3_1.ResponseObject;
  return resolved.content?.['application/json']?.schema;
}

function findOperation(document: OpenAPIV3_1.Document, operationId: string, spec: string): OpenAPIV3_1.OperationObject {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item ?? {})) {
      if ((operation as OpenAPIV3_1.OperationObject)?.operationId === operationId) {
        return operation as OpenAPIV3_1.OperationObject;
      }
    }
  }
  throw new Error(`no operation ${operationId} in ${spec}`);
}
