import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { NAMED_FORMAT_PATTERNS, schemaExamples, schemaFiles, validateResource, problemLines } from '../../kit/validation';

// The schemas stand alone: a plain strict 2020-12 validator with only the standard formats (the document's named
// formats ignored by name, their patterns carrying them) compiles every one and gives the kit's verdict on every example.
function plainAjv(): Ajv2020 {
  const ignored = Object.fromEntries(Object.keys(NAMED_FORMAT_PATTERNS).map((name) => [name, true as const]));
  const ajv = new Ajv2020({ strict: true, allErrors: true, formats: ignored });
  addFormats(ajv);
  for (const file of schemaFiles()) ajv.addSchema(JSON.parse(readFileSync(file.absolutePath, 'utf8')) as object);
  return ajv;
}

test('every schema compiles in strict ajv 2020 with only standard formats', () => {
  const ajv = plainAjv();
  for (const file of schemaFiles()) expect(() => ajv.getSchema(file.id), file.file).not.toThrow();
});

test('a plain strict validator gives the kit\'s verdict on every example', () => {
  const ajv = plainAjv();
  const examples = schemaExamples();
  expect(examples.length).toBeGreaterThan(20);
  for (const example of examples) {
    const plain = ajv.getSchema(schemaFiles().find((file) => file.file === example.schemaFile)!.id)!(example.value);
    const kit = problemLines(validateResource(example.schemaFile, example.value)).length === 0;
    expect([plain, kit], example.file).toEqual([example.valid, example.valid]);
  }
});

test('every named format in a schema carries its pattern beside it', () => {
  const missing: string[] = [];
  const visit = (node: unknown, where: string): void => {
    if (Array.isArray(node)) node.forEach((item, index) => visit(item, `${where}/${index}`));
    if (typeof node !== 'object' || node === null) return;
    const { format, pattern } = node as { format?: string; pattern?: string };
    if (format && format in NAMED_FORMAT_PATTERNS && pattern !== NAMED_FORMAT_PATTERNS[format as keyof typeof NAMED_FORMAT_PATTERNS]) missing.push(`${where} (${format})`);
    for (const [key, value] of Object.entries(node)) visit(value, `${where}/${key}`);
  };
  for (const file of schemaFiles()) visit(file.schema, file.file);
  expect(missing).toEqual([]);
});
