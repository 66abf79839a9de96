import type { ResponseMutant } from '../../mock/seams';
import { coins, networks } from '../../mock/reference-data/coins';
import { countries, usStates } from '../../mock/reference-data/countries';
import { fiats } from '../../mock/reference-data/fiats';
import { allOperations, responseSchema, SPECS_DIR, specDocument, type SpecOperation } from '../../kit/spec';
import { catalogue } from '../../rules';
import { relations } from '../../rules/relations';
import { VALUE_OPERATORS, type ValueOperator } from '../../rules/relations/relation';
import { survivors } from '../../rules/relations/survivors';
import { resolveSchema, type SchemaNode, type SchemaPlace } from './schema-mutants';

/** A value mutant: one operator at one documented answer field, with the rules whose tests must catch it. */
export interface ValueMutant {
  /** `operationId pointer operator` (and `:sibling`): unique, the copy's name in the matrix. */
  name: string;
  operation: string;
  field: string;
  operator: ValueOperator;
  /** The rules whose tests run against it: its operation's shape rule and every rule a row of the operation names. */
  rules: string[];
  mutant: ResponseMutant;
  /** Why a conformant service could answer so (rules/relations/survivors.ts): listed, never run. */
  survives?: string;
}

/** A leaf of an answer's schema, as the operators read it. */
interface Leaf {
  pointer: string;
  types: string[];
  decimal: boolean;
  required: boolean;
  /** The other fields of its object, with their types, in the schema's order (itself included). */
  siblings: { name: string; types: string[]; decimal: boolean }[];
}

const typesOf = (node: SchemaNode) => (node.type === undefined ? [] : [node.type].flat());
const DECIMAL = /^-?[0-9]+(?:[.][0-9]+)?$/;
/** A decimal string: its format says so, or (no type stated beyond string) every example is one. */
const isDecimal = (node: SchemaNode) =>
  node.format === 'decimal' ||
  (Array.isArray(node.examples) &&
    node.examples.length > 0 &&
    node.examples.every((example) => typeof example === 'string' && DECIMAL.test(example)));

/** Every leaf (a scalar, or the items of an array of scalars) of a schema, with its siblings. */
function leavesOf(schema: SchemaNode, place: SchemaPlace): Leaf[] {
  const leaves: Leaf[] = [];
  const walk = (raw: SchemaNode, at: SchemaPlace, pointer: string, required: boolean, siblings: Leaf['siblings']) => {
    const { node, place: here } = resolveSchema(raw, at);
    if (node.properties) {
      const own = Object.entries(node.properties).map(([name, property]) => {
        const resolved = resolveSchema(property, here).node;
        return { name, types: typesOf(resolved), decimal: isDecimal(resolved) };
      });
      for (const [name, property] of Object.entries(node.properties))
        walk(property, here, `${pointer}/${name}`, (node.required ?? []).includes(name), own);
    } else if (node.items) walk(node.items, here, `${pointer}/*`, true, []);
    else if (pointer) leaves.push({ pointer, types: typesOf(node), decimal: isDecimal(node), required, siblings });
  };
  walk(schema, place, '', true, []);
  return leaves;
}

/** Fields whose values are codes of a reference list, by their last name: the list `other-code` takes another from. */
const CODE_LISTS: { names: readonly string[]; codes: () => string[] }[] = [
  {
    names: ['fiat_code', 'fiat', 'supported_fiat'],
    codes: () => fiats.map((fiat) => fiat.code),
  },
  {
    names: ['coin_code', 'crypto', 'supported_coin'],
    codes: () => coins.map((coin) => coin.code),
  },
  { names: ['country_code', 'country'], codes: () => countries.map((country) => country.code) },
  { names: ['state_code'], codes: () => usStates.map((state) => state.code) },
  { names: ['code', 'blockchain'], codes: () => Object.values(networks).map((network) => network.code) },
  { names: ['status'], codes: () => ['inProgress', 'coinTransferred', 'declined', 'complete'] },
  { names: ['order_type'], codes: () => ['CRYPTO-BUY', 'CRYPTO-SELL'] },
];

/** The list a field's codes come from: by its own name, or by its array's for an array of codes. */
function codesOf(pointer: string): string[] | undefined {
  const names = pointer.split('/').filter((segment) => segment !== '*');
  return CODE_LISTS.find((row) => row.names.includes(names.at(-1)!))?.codes();
}

type Operator = { operator: ValueOperator; sibling?: string; codes?: string[] };

const primary = (types: string[]) => types.find((type) => type !== 'null');
const isNumber = (leaf: Pick<Leaf, 'types' | 'decimal'>) =>
  leaf.decimal || ['number', 'integer'].includes(primary(leaf.types) ?? '');

/** The operators that can give a field a wrong value of its own type. */
function operatorsOf(leaf: Leaf): Operator[] {
  const type = primary(leaf.types);
  const operators: Operator[] = [];
  if (leaf.pointer.includes('*')) operators.push({ operator: 'other-item' });
  // Its next sibling of the same kind (in the schema's order, round the object): exchanged, and copied.
  // A code's kin are the other codes (fiat_code and coin_code), a number's the other numbers.
  const coded = (name: string) => codesOf(`/${name}`) !== undefined;
  const kin = leaf.siblings.filter(
    (sibling) =>
      primary(sibling.types) === type &&
      isNumber(sibling) === isNumber(leaf) &&
      coded(sibling.name) === coded(leaf.pointer.split('/').at(-1)!),
  );
  const self = kin.findIndex((sibling) => `/${sibling.name}` === leaf.pointer.slice(leaf.pointer.lastIndexOf('/')));
  if (kin.length > 1 && self >= 0) {
    const sibling = kin[(self + 1) % kin.length].name;
    operators.push({ operator: 'sibling-swap', sibling }, { operator: 'sibling-copy', sibling });
  }
  if (isNumber(leaf)) operators.push({ operator: 'scale-percent' }, { operator: 'scale-ten' }, { operator: 'negate' });
  else if (type === 'boolean') operators.push({ operator: 'negate' });
  else if (type === 'string') {
    operators.push({ operator: 'case' }, { operator: 'pad' }, { operator: 'truncate' });
    const codes = codesOf(leaf.pointer);
    if (codes) operators.push({ operator: 'other-code', codes });
  }
  if (leaf.pointer.endsWith('/*')) operators.push({ operator: 'item-added' }, { operator: 'item-dropped' });
  if (!leaf.required) operators.push({ operator: 'optional-dropped' }, { operator: 'optional-present' });
  return operators;
}

const SERVICE_RULES = new Set(catalogue.map((rule) => rule.id));

/**
 * The rules whose tests see an operation's answers judged: its shape rule and the rules of its rows (the service's:
 * a partner's duty is judged by its own commands, not by a run against the service).
 */
function rulesOf(operation: SpecOperation): string[] {
  const own = relations.filter((row) => row.operation === operation.operationId && row.rule).map((row) => row.rule!);
  // The bulk list is compared with create answers: a create answer's value is judged in the list's tests too.
  const comparing =
    operation.operationId === 'createOrder'
      ? relations.filter((row) => row.relation.kind === 'as-created' && row.rule).map((row) => row.rule!)
      : [];
  const rules = [...(operation.shapeRule ? [operation.shapeRule] : []), ...own, ...comparing];
  return [...new Set(rules)].filter((rule) => SERVICE_RULES.has(rule));
}

/** The reason a survivor row gives for this field and operator, if one does. */
function survivalOf(operation: string, field: string, operator: ValueOperator): string | undefined {
  return survivors.find(
    (row) =>
      row.operation === operation &&
      row.operators.includes(operator) &&
      row.fields.some((each) => each === field || (each.endsWith('/…') && field.startsWith(each.slice(0, -1)))),
  )?.reason;
}

/** Every value mutant of every documented 2xx answer field of every spec, survivors with their reasons. */
export function valueMutants(): ValueMutant[] {
  return allOperations().flatMap((operation) => {
    const schema = responseSchema(operation.operationId, 200) as SchemaNode | undefined;
    if (!schema) return [];
    const rules = rulesOf(operation);
    const leaves = leavesOf(schema, { document: specDocument(operation.spec), dir: SPECS_DIR });
    return leaves.flatMap((leaf) =>
      operatorsOf(leaf).map(({ operator, sibling, codes }): ValueMutant => {
        const survives = survivalOf(operation.operationId, leaf.pointer, operator);
        return {
          name: `${operation.operationId} ${leaf.pointer} ${operator}${sibling ? `:${sibling}` : ''}`,
          operation: operation.operationId,
          field: leaf.pointer,
          operator,
          rules,
          mutant: {
            operationId: operation.operationId,
            method: operation.method,
            path: operation.path,
            status: 200,
            pointer: leaf.pointer,
            kind: 'value',
            operator,
            ...(sibling ? { sibling } : {}),
            ...(codes ? { codes } : {}),
          },
          ...(survives ? { survives } : {}),
        };
      }),
    );
  });
}

/** The operators in their declared order, for the counts the report prints. */
export const OPERATORS: readonly ValueOperator[] = VALUE_OPERATORS;
