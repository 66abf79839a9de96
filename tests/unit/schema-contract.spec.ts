import { expect, test } from '@playwright/test';
import { allowExtensions, createAjv, schemaFiles } from '../../kit/validation';

const ID_BASE = 'https://schemas.crypto-ramp-conformance.invalid/';

/** Every subschema of a schema, with its JSON pointer. */
function* subschemas(node: unknown, pointer = ''): Generator<[string, Record<string, unknown>]> {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return;
  const schema = node as Record<string, unknown>;
  yield [pointer, schema];
  for (const key of ['items', 'additionalProperties', 'not']) {
    yield* subschemas(schema[key], `${pointer}/${key}`);
  }
  for (const key of ['properties', '$defs']) {
    for (const [name, sub] of Object.entries((schema[key] as object | undefined) ?? {})) {
      yield* subschemas(sub, `${pointer}/${key}/${name}`);
    }
  }
}

test('every schema is standalone JSON Schema 2020-12 with its $id named after its file', () => {
  expect(schemaFiles().length).toBe(17);
  for (const { file, schema } of schemaFiles()) {
    expect(schema.$schema, file).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id, file).toBe(`${ID_BASE}${file}`);
  }
});

test('no schema closes an object: a real response may add fields', () => {
  for (const { file, schema } of schemaFiles()) {
    for (const [pointer, sub] of subschemas(schema)) {
      expect(sub.additionalProperties, `${file}#${pointer}`).not.toBe(false);
      expect(sub.unevaluatedProperties, `${file}#${pointer}`).toBeUndefined();
    }
  }
});

test('values the document says "appear" are strings with examples, never enums', () => {
  for (const { file, schema } of schemaFiles()) {
    for (const [pointer, sub] of subschemas(schema)) expect(sub.enum, `${file}#${pointer}`).toBeUndefined();
  }
});

test('only fields the document marks as sometimes absent are optional', () => {
  const optional: string[] = [];
  for (const { file, schema } of schemaFiles()) {
    for (const [pointer, sub] of subschemas(schema)) {
      const required = new Set((sub.required as string[] | undefined) ?? []);
      for (const name of Object.keys((sub.properties as object | undefined) ?? {})) {
        if (!required.has(name)) optional.push(`${file}#${pointer}/properties/${name}`);
      }
    }
  }
  expect(optional.sort()).toEqual([
    'legacy/coin.json#/$defs/blockchain/properties/contract_id', // present only for token networks
    'legacy/order-created.json#/properties/blockchain/properties/id', // optional id
    'legacy/order-created.json#/properties/discount_code', // present when a discount applies
    'legacy/order-created.json#/properties/fiat_amount', // present in some responses
    'legacy/price-quote.json#/$defs/price/properties/discount', // present when a discount code applies
  ]);
});

test('every examples annotation in the schemas conforms to its own subschema', () => {
  const ajv = createAjv();
  for (const { schema } of schemaFiles()) {
    allowExtensions(ajv, schema);
    ajv.addSchema(schema);
  }
  for (const { file, id, schema } of schemaFiles()) {
    for (const [pointer, sub] of subschemas(schema)) {
      for (const example of (sub.examples as unknown[] | undefined) ?? []) {
        const ok = ajv.validate({ $ref: `${id}#${pointer}` }, example);
        expect(ok, `${file}#${pointer} example ${JSON.stringify(example)}: ${ajv.errorsText()}`).toBe(true);
      }
    }
  }
});
