import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { specFiles } from '../../kit/spec';
import { bundleSpec } from '../../kit/spec/bundle';
import {
  NAMED_FORMAT_PATTERNS,
  schemaExamples,
  schemaFiles,
  validateResource,
  problemLines,
} from '../../kit/validation';

// The schemas stand alone: a plain strict 2020-12 validator with only the standard formats (the document's named
// formats ignored by name, their patterns carrying them) compiles every one and gives the kit's verdict on every
// example.
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

test("a plain strict validator gives the kit's verdict on every example", () => {
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
    if (
      format &&
      format in NAMED_FORMAT_PATTERNS &&
      pattern !== NAMED_FORMAT_PATTERNS[format as keyof typeof NAMED_FORMAT_PATTERNS]
    )
      missing.push(`${where} (${format})`);
    for (const [key, value] of Object.entries(node)) visit(value, `${where}/${key}`);
  };
  for (const file of schemaFiles()) visit(file.schema, file.file);
  expect(missing).toEqual([]);
});

/**
 * The three named formats as docs/architecture.md declares them for other validators
 * (`ajv.addFormat('decimal', /…/)`).
 */
function readmeFormats(): Record<string, RegExp> {
  const readme = readFileSync(path.join(__dirname, '../../docs/architecture.md'), 'utf8');
  const snippet = readme.split('## The specs and schemas in other tools')[1]?.split('```')[1] ?? '';
  return Object.fromEntries(
    [...snippet.matchAll(/^ajv\.addFormat\('([^']+)', \/(.+)\/\);$/gm)].map(([, name, source]) => [
      name,
      new RegExp(source),
    ]),
  );
}

/** Plain ajv 2020, strict, as the README says: ajv-formats' standard formats and the three named ones, nothing else. */
function declaredAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  for (const [name, pattern] of Object.entries(readmeFormats())) ajv.addFormat(name, pattern);
  return ajv;
}

test('docs/architecture.md declares the three named formats as the kit defines them', () => {
  const declared = Object.fromEntries(Object.entries(readmeFormats()).map(([name, pattern]) => [name, pattern.source]));
  expect(declared).toEqual(NAMED_FORMAT_PATTERNS);
});

test(
  "every schema compiles in plain strict ajv 2020 with the named formats declared, and gives the kit's " + 'verdict',
  () => {
    const ajv = declaredAjv();
    for (const file of schemaFiles()) ajv.addSchema(JSON.parse(readFileSync(file.absolutePath, 'utf8')) as object);
    for (const file of schemaFiles()) expect(() => ajv.getSchema(file.id), file.file).not.toThrow();
    for (const example of schemaExamples()) {
      const validate = ajv.getSchema(schemaFiles().find((file) => file.file === example.schemaFile)!.id)!;
      expect(validate(example.value), example.file).toBe(example.valid);
    }
  },
);

test('every schema of every bundled spec (components, parameters, bodies, responses) compiles there too', () => {
  let compiled = 0;
  for (const spec of specFiles()) {
    const bundle = bundleSpec(spec);
    const uri = `https://bundle.invalid/${path.basename(spec)}`;
    const ajv = declaredAjv();
    // OpenAPI 3.1's Schema Object adds `example` and allows x- extensions: annotations, declared as such; so are the
    // document's own keys (openapi, paths, components …), which ajv meets when it compiles the document a $ref names.
    const annotations = new Set<string>(['example', ...Object.keys(bundle)]);
    const pointers: string[] = [];
    const walk = (node: unknown, pointer: string): void => {
      if (typeof node !== 'object' || node === null) return;
      for (const [key, value] of Object.entries(node)) {
        if (key.startsWith('x-')) annotations.add(key);
        const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        // A schema of a parameter or a media type, or one of components/schemas.
        if ((key === 'schema' && !pointer.startsWith('/components/schemas')) || pointer === '/components/schemas')
          pointers.push(at);
        walk(value, at);
      }
    };
    walk(bundle, '');
    ajv.addVocabulary([...annotations]);
    ajv.addSchema({ ...bundle, $id: uri });
    for (const pointer of pointers) {
      expect(() => ajv.compile({ $ref: `${uri}#${encodeURI(pointer)}` }), `${spec} ${pointer}`).not.toThrow();
      compiled += 1;
    }
  }
  expect(compiled).toBeGreaterThan(60);
});
