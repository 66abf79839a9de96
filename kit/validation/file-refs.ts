import path from 'node:path';
import { schemaFile } from './schema-files';

/**
 * Rewrites `$ref`s to files ('../schemas/legacy/fiat.json#/$defs/x'), relative to baseDir,
 * into the $id of that file, which Ajv knows. Local and absolute refs are left alone.
 */
export function fileRefsToIds<T>(schema: T, baseDir: string): T {
  return rewrite(schema, baseDir) as T;
}

function rewrite(node: unknown, baseDir: string): unknown {
  if (Array.isArray(node)) return node.map((item) => rewrite(item, baseDir));
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' ? toId(value, baseDir) : rewrite(value, baseDir),
    ]),
  );
}

function toId(ref: string, baseDir: string): string {
  if (ref.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(ref)) return ref;
  const [file, fragment] = ref.split('#');
  const id = schemaFile(path.resolve(baseDir, file)).id;
  return fragment === undefined ? id : `${id}#${fragment}`;
}
