export {
  HOSTED_SPEC_FILE, LEGACY_SPEC_FILE, SPECS_DIR, hostedDocument, legacyDocument, specDocument, specFiles, specLabel,
} from './spec-documents';
export {
  allOperations, hostedOperation, hostedOperations, legacyOperation, legacyOperations, operationById, operationsOf,
} from './operations';
export { legacyResponseSchema, responseSchema } from './response-schema';
export type { JsonSchema, SpecAuth, SpecBody, SpecBodyProperty, SpecOperation, SpecParameter } from './spec-operation';
