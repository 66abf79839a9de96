import path from 'node:path';
import type { OpenAPIV3_1 } from 'openapi-types';
import { PACKAGE_ROOT } from '../package-root';
import { schemaFile } from '../validation/schema-files';
import { SPECS_DIR, specDocument } from './spec-documents';

/**
 * One spec as one self-contained document: each schema file it names ('../schemas/legacy/fiat.json#/$defs/x') becomes
 * a schema of components/schemas, named by its file ('fiat'), and every reference a local JSON pointer
 * ('#/components/schemas/fiat/$defs/x'). The files' $id and $schema are left out: under an $id, a JSON Schema
 * resolver reads '#/components/…' against that $id, not against the document, and cannot follow it.
 */
export function bundleSpec(specFile: string): OpenAPIV3_1.Document {
  const document = structuredClone(specDocument(specFile)) as unknown as Record<string, unknown>;
  const components = (document.components ??= {}) as Record<string, unknown>;
  const schemas = (components.schemas ??= {}) as Record<string, unknown>;
  const names = new Map<string, string>();

  const nameOf = (absolutePath: string): string => {
    const known = names.get(absolutePath);
    if (known) return known;
    const name = path.basename(absolutePath, '.json');
    if (name in schemas)
      throw new Error(`${specFile}: components/schemas/${name} exists; ${relative(absolutePath)} cannot take its name`);
    names.set(absolutePath, name);
    const file = schemaFile(absolutePath);
    const { $id: _id, $schema: _dialect, ...schema } = file.schema;
    // Placed before its refs are rewritten, so a schema that names itself finds its name taken by itself.
    schemas[name] = {};
    schemas[name] = {
      ...(rewrite(schema, path.dirname(absolutePath), `#/components/schemas/${name}`) as object),
      'x-schema-file': relative(absolutePath),
    };
    return name;
  };

  /** `base`: what '#' means where the node sits (the document, or the schema file it came from). */
  const rewrite = (node: unknown, dir: string, base: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, dir, base));
    if (typeof node !== 'object' || node === null) return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => {
        if (key !== '$ref' || typeof value !== 'string') return [key, rewrite(value, dir, base)];
        const [file, fragment = ''] = value.split('#');
        if (file === '') return [key, base === '#' ? value : `${base}${fragment}`];
        // A schema's $id names its file as well as its path does.
        const absolutePath = /^[a-z][a-z0-9+.-]*:/i.test(file)
          ? schemaFile(file).absolutePath
          : path.resolve(dir, file);
        return [key, `#/components/schemas/${nameOf(absolutePath)}${fragment}`];
      }),
    );
  };

  for (const [key, value] of Object.entries(document)) {
    if (key !== 'components') document[key] = rewrite(value, SPECS_DIR, '#');
  }
  for (const [kind, entries] of Object.entries(components)) {
    if (kind !== 'schemas') components[kind] = rewrite(entries, SPECS_DIR, '#');
  }
  // The spec's own schemas first, then the files, in the order they were met.
  for (const name of Object.keys(schemas).filter((entry) => ![...names.values()].includes(entry))) {
    schemas[name] = rewrite(schemas[name], SPECS_DIR, '#');
  }
  return document as unknown as OpenAPIV3_1.Document;
}

function relative(absolutePath: string): string {
  return path.relative(PACKAGE_ROOT, absolutePath).split(path.sep).join('/');
}
