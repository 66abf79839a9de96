export { allowExtensions, createAjv } from './create-ajv';
export { driftOf } from './drift';
export {
  FORMAT_EXAMPLES,
  NAMED_FORMAT_PATTERNS,
  isDayMonthYearTime,
  isDecimal,
  isYearMonthDayTime,
  type NamedFormat,
} from './named-formats';
export { MAX_PROBLEMS, problemLines, shapeSentence, type SchemaProblem } from './problem-messages';
export { schemaExamples, type SchemaExample } from './schema-examples';
export { SCHEMAS_DIR, schemaFiles, type SchemaFile } from './schema-files';
export { validateResource, validateResponse } from './validate-response';
export { documentedRequest, validateBody, validateQuery } from './validate-request';
