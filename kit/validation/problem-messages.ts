import type { ErrorObject } from 'ajv';
import { resolvePointer } from '../spec/local-refs';
import { FORMAT_EXAMPLES } from './named-formats';
import { schemaFiles } from './schema-files';

/** Enough lines for a partner to act on; the rest is summarised. */
export const MAX_PROBLEMS = 10;

/** Keywords that only repeat what their subschemas already said. */
const SUMMARY_KEYWORDS = new Set(['anyOf', 'oneOf', 'allOf', 'if', '$ref']);

/** One way a body breaks its schema, as data: where, what came, what the schema wants. */
export interface SchemaProblem {
  pointer: string;
  received: string;
  documented: string;
}

/** Every specific problem Ajv found (`verbose` needed: the received value and the refusing schema), ungrouped. */
export function schemaProblems(errors: readonly ErrorObject[] | null | undefined): SchemaProblem[] {
  if (!errors?.length) return [];
  // A named format's pattern (NAMED_FORMAT_PATTERNS) repeats the format: the format says it with its example.
  const formatAt = new Set(errors.filter((error) => error.keyword === 'format').map((error) => error.instancePath));
  const specific = errors.filter(
    (error) =>
      !SUMMARY_KEYWORDS.has(error.keyword) && !(error.keyword === 'pattern' && formatAt.has(error.instancePath)),
  );
  return (specific.length ? specific : errors).map(describeProblem);
}

/** A pointer with each array index written as a `*` segment: the field it names in every item of the array. */
export function fieldPointer(pointer: string): string {
  return pointer.replace(/\/\d+(?=\/|$)/g, '/*');
}

/** Problems repeated in every item of an array as one group: its first problem and how many other items repeat it. */
interface ProblemGroup {
  first: SchemaProblem;
  more: number;
}

/** The groups shown (at most MAX_PROBLEMS - 1 when some are left out) and how many groups are left out. */
function problemGroups(problems: readonly SchemaProblem[]): { shown: ProblemGroup[]; left: number } {
  const groups = new Map<string, ProblemGroup>();
  for (const problem of problems) {
    const key = `${fieldPointer(problem.pointer)} ${problem.documented}`;
    const group = groups.get(key);
    if (group) group.more += problem.pointer === group.first.pointer ? 0 : 1;
    else groups.set(key, { first: problem, more: 0 });
  }
  const all = [...groups.values()];
  if (all.length <= MAX_PROBLEMS) return { shown: all, left: 0 };
  return { shown: all.slice(0, MAX_PROBLEMS - 1), left: all.length - (MAX_PROBLEMS - 1) };
}

/** "/a", "/a and /b", "/a, /b and /c". */
const listed = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

const alsoIn = (more: number) => (more ? ` (also in ${more} more item${more === 1 ? '' : 's'})` : '');

/**
 * One line per problem: `<json pointer>: received <value or type>; documented <what the schema wants>`.
 * A problem repeated in every item of an array is one line, with the count of other items.
 */
export function problemLines(problems: readonly SchemaProblem[]): string[] {
  const { shown, left } = problemGroups(problems);
  const lines = shown.map(({ first, more }) => `${line(first)}${alsoIn(more)}`);
  return left ? [...lines, `… and ${left} more problems`] : lines;
}

/**
 * A schema violation's two halves of one sentence, each field once in each: documented
 * `<what the check judged>: <pointers> <what the schema wants>, …`, received `<pointer> <value or type>, …`.
 * The document's half names a field
 * of every item (`*`), fields wanting the same together; the received half the first item that broke it, with how
 * many others did.
 */
export function shapeSentence(
  problems: readonly SchemaProblem[],
  judged: string,
): { received: string; documented: string } {
  const { shown, left } = problemGroups(problems);
  // Fields the schema wants the same of are named together: six meta fields, one "integer".
  const alike = new Map<string, string[]>();
  for (const { first } of shown)
    alike.set(first.documented, [...(alike.get(first.documented) ?? []), fieldPointer(first.pointer) || '/']);
  const documented = [...alike].map(([wanted, pointers]) => `${listed(pointers)} ${wanted}`).join(', ');
  const received = shown
    .map(({ first, more }) => `${first.pointer || '/'} ${first.received}${alsoIn(more)}`)
    .join(', ');
  return {
    documented: `${judged}: ${documented}`,
    received: left ? `${received}, and ${left} more problem${left === 1 ? '' : 's'}` : received,
  };
}

/** The lines of Ajv's errors (problemLines of schemaProblems). */
export function problemMessages(errors: readonly ErrorObject[] | null | undefined): string[] {
  return problemLines(schemaProblems(errors));
}

function describeProblem(error: ErrorObject): SchemaProblem {
  const params = error.params as Record<string, unknown>;
  const at = (pointer: string, received: string, documented: string): SchemaProblem => ({
    pointer,
    received,
    documented,
  });
  switch (error.keyword) {
    case 'required': {
      const name = String(params.missingProperty);
      const property = (error.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties?.[name];
      return at(childPointer(error.instancePath, name), 'nothing', `a required ${describeSchema(property)}`);
    }
    case 'type':
      return at(error.instancePath, describeValue(error.data), typeList(params.type));
    case 'format': {
      const format = String(params.format);
      const example = FORMAT_EXAMPLES[format];
      return at(
        error.instancePath,
        describeValue(error.data),
        `format ${format}${example ? ` (e.g. ${example})` : ''}`,
      );
    }
    case 'enum':
      return at(
        error.instancePath,
        describeValue(error.data),
        `one of ${(params.allowedValues as unknown[]).map(quote).join(', ')}`,
      );
    case 'const':
      return at(error.instancePath, describeValue(error.data), `exactly ${quote(params.allowedValue)}`);
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return at(
        error.instancePath,
        describeValue(error.data),
        `a number ${String(params.comparison)} ${String(params.limit)}`,
      );
    case 'pattern':
      return at(error.instancePath, describeValue(error.data), `a string matching ${String(params.pattern)}`);
    case 'additionalProperties':
      return at(childPointer(error.instancePath, String(params.additionalProperty)), 'a field', 'no such field');
    case 'unevaluatedProperties':
      return at(childPointer(error.instancePath, String(params.unevaluatedProperty)), 'a field', 'no such field');
    default:
      return at(
        error.instancePath,
        describeValue(error.data),
        `a value that ${error.message ?? `passes ${error.keyword}`}`,
      );
  }
}

function line({ pointer, received, documented }: SchemaProblem): string {
  return `${pointer || '/'}: received ${received}; documented ${documented}`;
}

export function childPointer(parent: string, name: string): string {
  return `${parent}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/** The value itself when short and scalar, else its type. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `string ${quote(value.length > 40 ? `${value.slice(0, 39)}…` : value)}`;
  return `${typeof value} ${value as number | boolean}`;
}

function describeSchema(schema: unknown): string {
  if (typeof schema !== 'object' || schema === null) return 'field';
  const { type, format, title, $ref } = schema as { type?: unknown; format?: string; title?: string; $ref?: unknown };
  if (typeof $ref === 'string') return describeRef($ref);
  if (type === undefined) return 'field';
  return `${typeList(type)}${format ? ` in format ${String(format)}` : ''}${title ? ` (${String(title)})` : ''}`;
}

/** A reference to another schema file is described by what it points at. */
function describeRef(ref: string): string {
  const [id, fragment = ''] = ref.split('#');
  const file = schemaFiles().find((entry) => entry.id === id);
  if (!file) return `field (${ref.replace(/^.*\//, '')})`;
  return describeSchema(resolvePointer(file.schema, `#${fragment}`));
}

function typeList(type: unknown): string {
  return (Array.isArray(type) ? type : String(type).split(',')).join(' or ');
}

function quote(value: unknown): string {
  return JSON.stringify(value);
}
