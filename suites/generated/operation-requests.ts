import fc from 'fast-check';
import type { SpecOperation } from '../../kit/spec';

/** A request to one operation: the path with its parameters filled in, the query, the JSON body. */
export interface OperationRequest {
  path: string;
  query: Record<string, string>;
  json?: Record<string, unknown>;
}

/** A way to break a valid request, and the parameter it breaks. */
export interface Breakage {
  title: string;
  /** The parameter is a body field (POST /api/orders) rather than a path or query parameter. */
  inBody: boolean;
  /** A path segment: a 404 for it is a refusal of the resource it names. */
  inPath?: boolean;
  /** What is wrong: a required input left out, or a wrong value. (Fields only assumed required are the
   *  scenarios' business: they follow HOSTED_BUY_REQUIRED, not the spec's default.) */
  kind: 'missing' | 'wrong';
  /**
   * The row that decides whether leaving the input out is refused at all (a missing input the document does not
   * require).
   */
  assumption?: string;
  /**
   * A wrong value the document lets a target answer as the parameter's default: its row, and the request with the
   * default.
   */
  asDefault?: { row: string; apply(request: OperationRequest): OperationRequest };
  /** A value that names nothing the target knows: the row that says it is refused (x-unknown-refused). */
  unknownRow?: string;
  /** The rule that states the input's requiredness or type (x-conformance-rule), over the surface's. */
  rule?: string;
  /** A required string sent empty: the row that decides whether it is refused or served (ASSUME-EMPTY-REQUIRED). */
  emptyRow?: string;
  apply(request: OperationRequest): OperationRequest;
  /**
   * A wrong value: values that break the same one documented constraint, the title's value first among them
   * (generated cases: checkGeneratedCases), and the request with each.
   */
  wrongValues?: {
    edges: string[];
    arbitrary: fc.Arbitrary<string>;
    with(value: string): (request: OperationRequest) => OperationRequest;
    title(value: string): string;
  };
}

type Schema = { type?: string | string[]; enum?: unknown[]; format?: string; pattern?: string; default?: unknown };

/** Values of the target's own data by x-sample key (configuration, generated ids, the partnerRef). */
export type Samples = Record<string, string | undefined>;

/**
 * The smallest valid request: required parameters and those the target's data decides, nothing optional. So a
 * price and an order go without any amount (ASSUME-LEG-PRICES-NO-AMOUNT, ASSUME-LEG-ORDER-NO-AMOUNT), an order
 * without the "yes in schema" fields but wallet_address (ASSUME-LEG-YES-IN-SCHEMA).
 */
export function validRequest(operation: SpecOperation, samples: Samples): OperationRequest {
  const value = (spec: { example?: unknown; sample?: string; schema?: Schema & { default?: unknown } }) =>
    (spec.sample && samples[spec.sample]) ?? spec.example ?? spec.schema?.default;
  let path = operation.path;
  const query: Record<string, string> = {};
  for (const parameter of inputs(operation)) {
    if (parameter.in === 'path')
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(value(parameter))));
    else if (parameter.required || parameter.sample) query[parameter.name] = String(value(parameter));
  }
  let json: Record<string, unknown> | undefined;
  if (operation.body) {
    json = {};
    for (const [name, property] of Object.entries(operation.body.properties)) {
      // A sample the target did not give (undefined, not merely absent) leaves an optional input out.
      const notGiven =
        property.sample !== undefined &&
        Object.hasOwn(samples, property.sample) &&
        samples[property.sample] === undefined;
      if (operation.body.required.includes(name) || (property.sample && !notGiven)) json[name] = value(property);
    }
  }
  return { path, query, json };
}

/**
 * Every way the spec says a request can be wrong: a missing required input, a wrong type, a value outside enum or
 * format.
 */
export function breakages(operation: SpecOperation): Breakage[] {
  const found: Breakage[] = [];
  for (const parameter of inputs(operation)) {
    const schema = (parameter.schema ?? {}) as Schema;
    const set =
      (bad: string) =>
      (request: OperationRequest): OperationRequest =>
        parameter.in === 'path'
          ? { ...request, path: operation.path.replace(`{${parameter.name}}`, bad) }
          : { ...request, query: { ...request.query, [parameter.name]: bad } };
    const own = parameter.rule ? { rule: parameter.rule } : {};
    if (parameter.in === 'query' && parameter.required) {
      found.push({
        title: `without ${parameter.name}`,
        inBody: false,
        kind: 'missing',
        ...own,
        assumption: parameter.assumption,
        apply: (r) => ({ ...r, query: omit(r.query, parameter.name) }),
      });
    }
    const bad = badValue(schema);
    const asDefault =
      parameter.defaultAssumption && schema.default !== undefined
        ? { row: parameter.defaultAssumption, apply: set(`${schema.default as string | number | boolean}`) }
        : undefined;
    if (bad) {
      found.push({
        title: `with ${parameter.name}=${bad.edges[0]}`,
        inBody: false,
        inPath: parameter.in === 'path',
        kind: 'wrong',
        ...own,
        ...(asDefault ? { asDefault } : {}),
        apply: set(bad.edges[0]),
        wrongValues: { ...bad, with: set, title: (value) => `with ${parameter.name}=${value}` },
      });
    }
    if (parameter.unknownRefused) {
      found.push({
        title: `with an unknown ${parameter.name}`,
        inBody: false,
        inPath: parameter.in === 'path',
        kind: 'wrong',
        unknownRow: parameter.unknownRefused,
        apply: set(UNKNOWN_VALUE),
      });
    }
    // minLength: the empty string, once. Not on a rate-limited operation: its budget is spent (ASSUME-PRICES-BUDGET).
    if (parameter.emptyAssumption && parameter.in === 'query' && !operation.rateLimited) {
      found.push({
        title: `with an empty ${parameter.name}`,
        inBody: false,
        kind: 'wrong',
        emptyRow: parameter.emptyAssumption,
        apply: set(''),
      });
    }
  }
  for (const [name, property] of Object.entries(operation.body?.properties ?? {})) {
    const own = property.rule ? { rule: property.rule } : {};
    if (operation.body!.required.includes(name)) {
      found.push({
        title: `without body field ${name}`,
        inBody: true,
        kind: 'missing',
        ...own,
        apply: (r) => ({ ...r, json: omit(r.json ?? {}, name) }),
      });
    }
    const bad = badValue(property.schema ?? {});
    const setField =
      (value: string) =>
      (r: OperationRequest): OperationRequest => ({ ...r, json: { ...r.json, [name]: value } });
    if (bad) {
      found.push({
        title: `with body field ${name}=${JSON.stringify(bad.edges[0])}`,
        inBody: true,
        kind: 'wrong',
        ...own,
        apply: setField(bad.edges[0]),
        wrongValues: { ...bad, with: setField, title: (value) => `with body field ${name}=${JSON.stringify(value)}` },
      });
    }
    if (property.unknownRefused) {
      found.push({
        title: `with an unknown body field ${name}`,
        inBody: true,
        kind: 'wrong',
        unknownRow: property.unknownRefused,
        apply: (r) => ({ ...r, json: { ...r.json, [name]: UNKNOWN_VALUE } }),
      });
    }
    if (property.emptyAssumption && !operation.rateLimited) {
      found.push({
        title: `with an empty body field ${name}`,
        inBody: true,
        kind: 'wrong',
        emptyRow: property.emptyAssumption,
        apply: setField(''),
      });
    }
  }
  return found;
}

/** Well formed, and no target's: the suite never creates anything by this name. */
const UNKNOWN_VALUE = 'conformance-unknown-0000';

/** Words some parsers read as a number or a boolean (NaN, Infinity, true): never a generated non-numeric value. */
const NUMBER_WORDS = /^[+-]?(nan|inf|infinity|true|false|null|undefined)$/i;

/**
 * Text no reading takes for a number: no digit in it, not blank, no word a parser reads as one. URL-safe
 * characters only, so a query or path carries it as generated.
 */
export const nonNumericText = fc
  .stringMatching(/^[A-Za-z_~.-]{1,12}$/)
  .filter((text) => /[A-Za-z]/.test(text) && !NUMBER_WORDS.test(text));

/** Outside an enum: a lowercase word, as the documented values are, that is none of them (in any case). */
export function outsideEnum(values: readonly unknown[]): fc.Arbitrary<string> {
  const taken = new Set(values.map((value) => String(value).toLowerCase()));
  return fc.stringMatching(/^[a-z][a-z-]{0,15}$/).filter((text) => !taken.has(text));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * No valid YYYY-MM-DD date, each way one part breaks: month 00 or 13+, day 00 or 32+, a day past its month's end
 * (Feb 30, Apr 31, Feb 29 of a common year), another separator or none.
 */
export const notADate: fc.Arbitrary<string> = fc
  .record({
    year: fc.integer({ min: 2000, max: 2099 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  })
  .chain(({ year, month, day }) =>
    fc.oneof(
      fc
        .oneof(fc.constant(0), fc.integer({ min: 13, max: 99 }))
        .map((badMonth) => `${year}-${pad(badMonth)}-${pad(day)}`),
      fc
        .oneof(fc.constant(0), fc.integer({ min: 32, max: 99 }))
        .map((badDay) => `${year}-${pad(month)}-${pad(badDay)}`),
      fc
        .constantFrom(2, 4, 6, 9, 11)
        .chain((short) =>
          fc
            .integer({ min: daysIn(year, short) + 1, max: 31 })
            .map((pastEnd) => `${year}-${pad(short)}-${pad(pastEnd)}`),
        ),
      fc.constantFrom('/', '.', '', '_').map((separator) => `${year}${separator}${pad(month)}${separator}${pad(day)}`),
    ),
  );

/**
 * Matches no decimal pattern (^-?[0-9]+(?:[.][0-9]+)?$ and the like): no digit, or digits with a second point or a
 * letter.
 */
export const notADecimal: fc.Arbitrary<string> = fc.oneof(
  nonNumericText,
  fc.tuple(fc.nat(9999), fc.nat(99), fc.nat(99)).map(([a, b, c]) => `${a}.${b}.${c}`),
  fc.tuple(fc.nat(9999), fc.stringMatching(/^[g-zG-Z]{1,4}$/)).map(([a, letters]) => `${a}${letters}`),
);

/**
 * Only what the spec states: numbers that are not numbers, values outside an enum, dates or decimals that are not.
 * The first edge is the title's value; the arbitrary breaks the same constraint.
 */
function badValue(schema: Schema): { edges: string[]; arbitrary: fc.Arbitrary<string> } | undefined {
  const types = [schema.type].flat();
  if (types.includes('integer') || types.includes('number')) return { edges: ['abc'], arbitrary: nonNumericText };
  // Outside the enum: refused, or, where x-assumed-default allows, answered as the default
  // (ASSUME-LEG-ORDER-TYPE-PATH).
  if (schema.enum) return { edges: ['not-a-documented-value'], arbitrary: outsideEnum(schema.enum) };
  // Each way a date breaks once, then generated ones.
  if (schema.format === 'date') return { edges: ['2026-13-45', '2026-02-30', '2026/01/15'], arbitrary: notADate };
  if (schema.format === 'decimal') return { edges: ['abc'], arbitrary: notADecimal };
  return undefined;
}

function inputs(operation: SpecOperation) {
  return operation.parameters.filter((parameter) => parameter.in === 'path' || parameter.in === 'query');
}

function omit<T extends Record<string, unknown>>(record: T, name: string): T {
  const { [name]: _dropped, ...rest } = record;
  return rest as T;
}
