import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { addNamedFormats } from './named-formats';

/**
 * The one Ajv configuration of the kit. Strict, so a typo in a schema keyword fails loudly;
 * OpenAPI's `example` and `x-` extensions are annotations (see allowExtensions).
 */
export function createAjv(): Ajv2020 {
  // verbose: messages quote the received value and the schema that refused it.
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true });
  ajv.addKeyword('example');
  addFormats(ajv);
  addNamedFormats(ajv);
  return ajv;
}

/** Registers every `x-…` key found in a schema as an annotation, so strict mode accepts it. */
export function allowExtensions(ajv: Ajv2020, schema: unknown): void {
  if (Array.isArray(schema)) {
    for (const item of schema) allowExtensions(ajv, item);
    return;
  }
  if (typeof schema !== 'object' || schema === null) return;
  for (const [key, value] of Object.entries(schema)) {
    if (key.startsWith('x-') && !ajv.RULES.keywords[key]) ajv.addKeyword(key);
    allowExtensions(ajv, value);
  }
}
