export { LEGACY_SPEC_FILE, SPECS_DIR, legacyDocument } from './legacy-document';
export { legacyOperation, legacyOperations } from './legacy-operations';
export { legacyResponseSchema } from './response-schema';
export type { JsonSchema, SpecBody, SpecBodyProperty, SpecOperation, SpecParameter } from './spec-operation';
