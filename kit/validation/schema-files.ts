import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../package-root';

/** Folder of the standalone JSON Schemas, one per resource; examples/ holds self-test data. */
export const SCHEMAS_DIR = path.join(PACKAGE_ROOT, 'schemas');

export interface SchemaFile {
  /** Path under schemas/, with '/' separators, e.g. 'legacy/fiat.json'. */
  file: string;
  absolutePath: string;
  id: string;
  schema: Record<string, unknown>;
}

let cached: SchemaFile[] | undefined;

/** Every schema file, read once per process. */
export function schemaFiles(): SchemaFile[] {
  cached ??= listJson(SCHEMAS_DIR).map(readSchemaFile);
  return cached;
}

/** Finds a schema by its path under schemas/ ('legacy/fiat.json'), its absolute path or its $id. */
export function schemaFile(reference: string): SchemaFile {
  const found = schemaFiles().find(
    (entry) => entry.file === reference || entry.absolutePath === reference || entry.id === reference,
  );
  if (!found) throw new Error(`no schema ${reference} under schemas/`);
  return found;
}

function listJson(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'examples' ? [] : listJson(full);
    return entry.name.endsWith('.json') ? [full] : [];
  });
}

function readSchemaFile(absolutePath: string): SchemaFile {
  const schema = JSON.parse(readFileSync(absolutePath, 'utf8')) as Record<string, unknown>;
  const file = path.relative(SCHEMAS_DIR, absolutePath).split(path.sep).join('/');
  if (typeof schema.$id !== 'string') throw new Error(`schemas/${file} has no $id`);
  return { file, absolutePath, id: schema.$id, schema };
}
