import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResponseMutant } from '../../mock/seams';

/** A JSON Schema node as the mutants read it (2020-12, no composition keywords). */
export type SchemaNode = {
  $ref?: string;
  type?: string | string[];
  required?: string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  [keyword: string]: unknown;
};

/** One way to break a body at one place, as read from its schema; `allowed` says why the schema itself allows it. */
export interface SchemaMutant {
  pointer: string;
  kind: ResponseMutant['kind'];
  /** Written at the pointer; absent for 'missing'. */
  value?: unknown;
  allowed?: string;
}

/** Where a node's `$ref`s are read from: the document it sits in (for `#/...`) and the folder of its file refs. */
export interface SchemaPlace {
  document: unknown;
  dir: string;
}

const COMPOSITION = [
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'additionalItems',
  'prefixItems',
  'patternProperties',
];

/** The JSON types a value has ('integer' and 'number' for 42). */
function typesOf(value: unknown): string[] {
  if (value === null) return ['null'];
  if (Array.isArray(value)) return ['array'];
  if (typeof value === 'number') return Number.isInteger(value) ? ['integer', 'number'] : ['number'];
  return [typeof value];
}

const typeList = (node: SchemaNode): string[] | undefined => (node.type === undefined ? undefined : [node.type].flat());

/** Values of another JSON type, the likeliest mistake first (a decimal as a string, a flag as "true", …). */
const WRONG_TYPES: Record<string, unknown[]> = {
  string: [42, true, {}],
  number: ['12.5', true],
  integer: ['42', true],
  boolean: ['true', 1],
  object: ['not-an-object', []],
  array: ['not-an-array', {}],
  null: ['not-null'],
};

function wrongType(node: SchemaNode): unknown {
  const types = typeList(node)!;
  const candidates = [...types.flatMap((type) => WRONG_TYPES[type] ?? []), 'a-string', 42, true, {}, []];
  return candidates.find(
    (value) => !typesOf(value).some((type) => types.includes(type) || (type === 'integer' && types.includes('number'))),
  );
}

function outsidePattern(node: SchemaNode): string | undefined {
  const candidates = [`not a ${node.format ?? 'match'}`, '', '~', '0x!'];
  return candidates.find((value) => !(node.pattern && new RegExp(node.pattern, 'u').test(value)));
}

/** A node with its `$ref` followed (a file ref relative to the place's folder, a fragment within its document). */
export function resolveSchema(node: SchemaNode, place: SchemaPlace): { node: SchemaNode; place: SchemaPlace } {
  if (!node.$ref) return { node, place };
  const [file, fragment = ''] = node.$ref.split('#');
  const next = file
    ? {
        document: JSON.parse(readFileSync(path.resolve(place.dir, file), 'utf8')) as unknown,
        dir: path.dirname(path.resolve(place.dir, file)),
      }
    : place;
  const target = fragment
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (at, segment) => (at as Record<string, unknown>)[segment.replace(/~1/g, '/').replace(/~0/g, '~')],
      next.document,
    );
  if (target === undefined) throw new Error(`unresolved $ref ${node.$ref}`);
  return resolveSchema(target as SchemaNode, next);
}

const escape = (name: string) => name.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Every field-by-field break of a body the schema describes: per field, left out, null, of another JSON type,
 * outside its format or pattern, outside its enum; per array, an item of another type (`*`: every item, so an
 * array of identically shaped items gives one mutant, not one per item). A break the schema allows carries why.
 */
export function schemaMutants(schema: SchemaNode, place: SchemaPlace): SchemaMutant[] {
  const mutants: SchemaMutant[] = [];
  const walk = (raw: SchemaNode, at: SchemaPlace, pointer: string, required: boolean | undefined, parent: string) => {
    const { node, place: here } = resolveSchema(raw, at);
    const composed = COMPOSITION.find((keyword) => keyword in node);
    if (composed)
      throw new Error(
        `${pointer || 'the body'}: ${composed} is not read by the mutant generator (tests/mutants/schema-mutants.ts)`,
      );
    const types = typeList(node);
    const untyped = 'the schema gives it no type';
    if (required !== undefined) {
      // A field of an object: left out, null, of another type.
      mutants.push(
        required
          ? { pointer, kind: 'missing' }
          : { pointer, kind: 'missing', allowed: `optional: not in the required fields of ${parent}` },
      );
      if (!types) mutants.push({ pointer, kind: 'null', value: null, allowed: untyped });
      else if (types.includes('null'))
        mutants.push({ pointer, kind: 'null', value: null, allowed: `nullable: its type is ${types.join(' or ')}` });
      else mutants.push({ pointer, kind: 'null', value: null });
      mutants.push(
        types
          ? { pointer, kind: 'type', value: wrongType(node) }
          : { pointer, kind: 'type', value: 42, allowed: untyped },
      );
    } else if (pointer.endsWith('/*')) {
      // An item of an array: of another type.
      mutants.push(
        types
          ? { pointer, kind: 'item', value: wrongType(node) }
          : { pointer, kind: 'item', value: 42, allowed: untyped },
      );
    }
    if (pointer !== '' && (node.pattern !== undefined || node.format !== undefined)) {
      const value = outsidePattern(node);
      mutants.push(
        value === undefined
          ? { pointer, kind: 'format', allowed: `no string breaks its pattern ${node.pattern}` }
          : { pointer, kind: 'format', value },
      );
    }
    if (pointer !== '' && node.enum)
      mutants.push({ pointer, kind: 'enum', value: `not-one-of-${node.enum.length}-values` });
    for (const [name, property] of Object.entries(node.properties ?? {})) {
      walk(property, here, `${pointer}/${escape(name)}`, (node.required ?? []).includes(name), pointer || 'the body');
    }
    if (node.items) walk(node.items, here, `${pointer}/*`, undefined, pointer);
  };
  walk(schema, place, '', undefined, 'the body');
  return mutants;
}
