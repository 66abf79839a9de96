/**
 * A copy of a schema where every object schema also says `unevaluatedProperties: false`,
 * so Ajv reports each field no schema describes. Used for drift only, never to fail a test: any answer may carry
 * fields the document does not list (ASSUME-EXTRA-FIELDS).
 */
export function closeObjects<T>(schema: T): T {
  return close(schema) as T;
}

/** Keywords whose value is one subschema, a list of them, or a map of them. */
const ONE = [
  'items',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedItems',
];
const LIST = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const MAP = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];

function close(schema: unknown): unknown {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return schema;
  const copy: Record<string, unknown> = { ...schema };
  for (const key of ONE) if (key in copy) copy[key] = close(copy[key]);
  for (const key of LIST) if (Array.isArray(copy[key])) copy[key] = (copy[key] as unknown[]).map(close);
  for (const key of MAP) {
    const map = copy[key];
    if (typeof map === 'object' && map !== null) {
      copy[key] = Object.fromEntries(Object.entries(map).map(([name, sub]) => [name, close(sub)]));
    }
  }
  if (isObjectSchema(copy) && !('unevaluatedProperties' in copy) && !('additionalProperties' in copy)) {
    copy.unevaluatedProperties = false;
  }
  return copy;
}

function isObjectSchema(schema: Record<string, unknown>): boolean {
  const type = schema.type;
  return type === 'object' || (Array.isArray(type) && type.includes('object')) || 'properties' in schema;
}
