import path from 'node:path';
import { allOperations, responseSchema, SPECS_DIR } from '../spec';
import { schemaFile } from '../validation/schema-files';

type Schema = Record<string, unknown>;

/** A documented field of a documented answer: its operation and its JSON pointer, `*` for every item of an array. */
export interface AnswerField {
  operation: string;
  field: string;
}

/** The schema a `$ref` names: a file under schemas/ (relative to `from`) or a `#/$defs/…` of the same file. */
function resolve(ref: string, from: string, root: Schema): { schema: Schema; from: string; root: Schema } {
  const [file, fragment] = ref.split('#');
  const target = file ? schemaFile(path.resolve(from, file)) : undefined;
  const base = target ? target.schema : root;
  const at = (fragment ?? '')
    .split('/')
    .slice(1)
    .reduce<unknown>((node, token) => (node as Schema)?.[token], base) as Schema;
  return { schema: at, from: target ? path.dirname(target.absolutePath) : from, root: base };
}

/**
 * The leaves of an answer's schema: each property that holds no object of its own (a string, a number, an array of
 * them), under its parents' pointers; allOf, anyOf and oneOf add their branches' fields.
 */
function leaves(
  schema: Schema | undefined,
  pointer: string,
  from: string,
  root: Schema,
  into: Set<string>,
  depth = 0,
): void {
  if (!schema || depth > 20) return;
  if (typeof schema.$ref === 'string') {
    const resolved = resolve(schema.$ref, from, root);
    return leaves(resolved.schema, pointer, resolved.from, resolved.root, into, depth + 1);
  }
  for (const key of ['allOf', 'anyOf', 'oneOf'])
    for (const branch of (schema[key] as Schema[] | undefined) ?? [])
      leaves(branch, pointer, from, root, into, depth + 1);
  const properties = schema.properties as Record<string, Schema> | undefined;
  const items = schema.items as Schema | undefined;
  if (properties)
    for (const [name, property] of Object.entries(properties))
      leaves(property, `${pointer}/${name}`, from, root, into, depth + 1);
  else if (items) leaves(items, `${pointer}/*`, from, root, into, depth + 1);
  else if (pointer && !schema.allOf && !schema.anyOf && !schema.oneOf) into.add(pointer);
}

/** Every documented field of every documented 2xx answer of every spec, as the relation map must cover them. */
export function answerFields(): AnswerField[] {
  return allOperations().flatMap((operation) => {
    const fields = new Set<string>();
    for (const status of operation.responses.filter((code) => code >= 200 && code < 300)) {
      const schema = responseSchema(operation.operationId, status) as Schema | undefined;
      leaves(schema, '', SPECS_DIR, schema ?? {}, fields);
    }
    return [...fields].map((field) => ({ operation: operation.operationId, field }));
  });
}
