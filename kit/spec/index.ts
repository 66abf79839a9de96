export {
  HOSTED_SPEC_FILE,
  LEGACY_SPEC_FILE,
  NATIVE_SPEC_FILE,
  SPECS_DIR,
  hostedDocument,
  legacyDocument,
  nativeDocument,
  specDocument,
  specFiles,
  specLabel,
} from './spec-documents';
export {
  allOperations,
  hostedOperation,
  hostedOperations,
  legacyOperation,
  legacyOperations,
  nativeOperation,
  nativeOperations,
  operationById,
  operationsOf,
} from './operations';
export { legacyResponseSchema, responseSchema } from './response-schema';
export type {
  ExchangeDirection,
  JsonSchema,
  SpecAuth,
  SpecBody,
  SpecBodyProperty,
  SpecOperation,
  SpecParameter,
} from './spec-operation';
export { optionalInputs } from './optional-inputs';
