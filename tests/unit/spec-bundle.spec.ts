import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { expect, test } from '@playwright/test';
import { Resolver } from '@stoplight/json-ref-resolver';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { stringify } from 'yaml';
import { specFiles } from '../../kit/spec';
import { bundleSpec } from '../../kit/spec/bundle';
import { NAMED_FORMAT_PATTERNS, schemaExamples } from '../../kit/validation';
import { schemaFile } from '../../kit/validation/schema-files';

const ROOT = path.resolve(__dirname, '../..');

type Node = Record<string, unknown>;

function walk(node: unknown, visit: (key: string, value: unknown) => void): void {
  if (Array.isArray(node)) node.forEach((item) => walk(item, visit));
  if (typeof node !== 'object' || node === null) return;
  for (const [key, value] of Object.entries(node)) {
    visit(key, value);
    walk(value, visit);
  }
}

/** A JSON Schema resolver that honours $id (ajv, not strict: the document's OpenAPI keys are no keywords to it). */
function schemaResolver(bundle: object, uri: string): Ajv2020 {
  const formats = Object.fromEntries(
    Object.entries(NAMED_FORMAT_PATTERNS).map(([name, pattern]) => [name, new RegExp(pattern)]),
  );
  const ajv = new Ajv2020({ strict: false, allErrors: true, formats });
  addFormats(ajv);
  ajv.addSchema({ ...bundle, $id: uri });
  return ajv;
}

/** Every schema of components/schemas, compiled through the whole document as a resolver reads it. */
function compileEvery(bundle: OpenAPIDocument, uri: string) {
  const ajv = schemaResolver(bundle, uri);
  return Object.keys(bundle.components?.schemas ?? {}).map((name) => ({
    name,
    validate: ajv.compile({ $ref: `${uri}#/components/schemas/${name}` }),
  }));
}

type OpenAPIDocument = ReturnType<typeof bundleSpec>;

for (const spec of specFiles()) {
  test(
    `${spec} bundles to one document whose every $ref is a local pointer ` + 'that a second resolver follows',
    async () => {
      const bundle = bundleSpec(spec);
      const refs: string[] = [];
      const ids: string[] = [];
      walk(bundle, (key, value) => {
        if (key === '$ref') refs.push(value as string);
        if (key === '$id' || key === '$schema') ids.push(`${key} ${String(value)}`);
      });
      expect(refs.length).toBeGreaterThan(5);
      expect(refs.filter((ref) => !ref.startsWith('#/'))).toEqual([]);
      // Under an $id, '#/components/…' would be read against the schema file, not against this document.
      expect(ids).toEqual([]);

      // Stoplight's resolver (Spectral's), not the bundler: every pointer resolves, nothing is left to fetch.
      const resolved = await new Resolver().resolve(bundle);
      expect(resolved.errors.map((error) => `${error.path.join('/')}: ${error.message}`)).toEqual([]);
      const left: string[] = [];
      walk(resolved.result, (key, value) => {
        if (key === '$ref') left.push(value as string);
      });
      expect(left).toEqual([]);

      // ajv, which honours $id: every schema of the bundle compiles through the document alone.
      expect(compileEvery(bundle, 'https://bundle.invalid/spec.json').length).toBeGreaterThan(3);
    },
  );
}

test('a bundled schema gives the verdict of its file on every example under schemas/examples', () => {
  const bundled = new Map<string, { spec: string; validate: (value: unknown) => boolean }>();
  for (const spec of specFiles()) {
    const bundle = bundleSpec(spec);
    for (const { name, validate } of compileEvery(bundle, `https://bundle.invalid/${path.basename(spec)}`)) {
      const file = (bundle.components?.schemas?.[name] as Node)['x-schema-file'];
      if (typeof file === 'string') bundled.set(file.replace(/^schemas\//, ''), { spec, validate });
    }
  }
  const examples = schemaExamples();
  expect(examples.length).toBeGreaterThan(20);
  for (const example of examples) {
    const schema = bundled.get(example.schemaFile);
    expect(schema, `${example.schemaFile} is in no bundle`).toBeDefined();
    expect(schema!.validate(example.value), `${example.file} (${schema!.spec})`).toBe(example.valid);
  }
});

test("the check can fail: a bundle that keeps the files' $id is one ajv cannot follow", () => {
  // What a bundler that copies the files as they are gives (the $id kept, pointers rewritten to the document's).
  const bundle = structuredClone(bundleSpec('specs/legacy.yaml'));
  const schemas = bundle.components!.schemas as Record<string, Node>;
  for (const schema of Object.values(schemas)) {
    if (typeof schema['x-schema-file'] === 'string')
      schema.$id = schemaFile(String(schema['x-schema-file']).replace(/^schemas\//, '')).id;
  }
  expect(() => compileEvery(bundle, 'https://bundle.invalid/legacy.json')).toThrow(/can't resolve reference/);
});

test("Redocly lints every bundle with the project's rules, no error and no warning", () => {
  test.setTimeout(90_000);
  const folder = mkdtempSync(path.join(tmpdir(), 'spec-bundles-'));
  const files = specFiles().map((spec) => {
    const file = path.join(folder, path.basename(spec));
    writeFileSync(file, stringify(bundleSpec(spec), { lineWidth: 0 }));
    return file;
  });
  const run = spawnSync(path.join(ROOT, 'node_modules/.bin/redocly'), ['lint', ...files, '--format', 'summary'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const output = stripVTControlCharacters(`${run.stdout}\n${run.stderr}`);
  expect(run.status, output).toBe(0);
  expect(output, output).not.toMatch(/^\s*warning\s+\S+: \d+/m);
});
