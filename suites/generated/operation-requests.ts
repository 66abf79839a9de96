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
  /** The row that decides whether leaving the input out is refused at all (a missing input the document does not require). */
  assumption?: string;
  /** A wrong value the document lets a target answer as the parameter's default: its row, and the request with the default. */
  asDefault?: { row: string; apply(request: OperationRequest): OperationRequest };
  /** A value that names nothing the target knows: the row that says it is refused (x-unknown-refused). */
  unknownRow?: string;
  /** The rule that states the input's requiredness or type (x-conformance-rule), over the surface's. */
  rule?: string;
  apply(request: OperationRequest): OperationRequest;
}

type Schema = { type?: string | string[]; enum?: unknown[]; format?: string; default?: unknown };

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
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(value(parameter))));
    else if (parameter.required || parameter.sample) query[parameter.name] = String(value(parameter));
  }
  let json: Record<string, unknown> | undefined;
  if (operation.body) {
    json = {};
    for (const [name, property] of Object.entries(operation.body.properties)) {
      // A sample the target did not give (undefined, not merely absent) leaves an optional input out.
      const notGiven = property.sample !== undefined && Object.hasOwn(samples, property.sample) && samples[property.sample] === undefined;
      if (operation.body.required.includes(name) || (property.sample && !notGiven)) json[name] = value(property);
    }
  }
  return { path, query, json };
}

/** Every way the spec says a request can be wrong: a missing required input, a wrong type, a value outside enum or format. */
export function breakages(operation: SpecOperation): Breakage[] {
  const found: Breakage[] = [];
  for (const parameter of inputs(operation)) {
    const schema = (parameter.schema ?? {}) as Schema;
    const set = (bad: string) => (request: OperationRequest): OperationRequest =>
      parameter.in === 'path'
        ? { ...request, path: operation.path.replace(`{${parameter.name}}`, bad) }
        : { ...request, query: { ...request.query, [parameter.name]: bad } };
    const own = parameter.rule ? { rule: parameter.rule } : {};
    if (parameter.in === 'query' && parameter.required) {
      found.push({ title: `without ${parameter.name}`, inBody: false, kind: 'missing', ...own, assumption: parameter.assumption, apply: (r) => ({ ...r, query: omit(r.query, parameter.name) }) });
    }
    const bad = badValue(schema);
    const asDefault = parameter.defaultAssumption && schema.default !== undefined
      ? { row: parameter.defaultAssumption, apply: set(String(schema.default)) } : undefined;
    if (bad) found.push({ title: `with ${parameter.name}=${bad}`, inBody: false, inPath: parameter.in === 'path', kind: 'wrong', ...own, ...(asDefault ? { asDefault } : {}), apply: set(bad) });
    if (parameter.unknownRefused) {
      found.push({ title: `with an unknown ${parameter.name}`, inBody: false, inPath: parameter.in === 'path', kind: 'wrong', unknownRow: parameter.unknownRefused, apply: set(UNKNOWN_VALUE) });
    }
  }
  for (const [name, property] of Object.entries(operation.body?.properties ?? {})) {
    const own = property.rule ? { rule: property.rule } : {};
    if (operation.body!.required.includes(name)) {
      found.push({ title: `without body field ${name}`, inBody: true, kind: 'missing', ...own, apply: (r) => ({ ...r, json: omit(r.json ?? {}, name) }) });
    }
    const bad = badValue((property.schema ?? {}) as Schema);
    if (bad) found.push({ title: `with body field ${name}=${JSON.stringify(bad)}`, inBody: true, kind: 'wrong', ...own, apply: (r) => ({ ...r, json: { ...r.json, [name]: bad } }) });
    if (property.unknownRefused) {
      found.push({ title: `with an unknown body field ${name}`, inBody: true, kind: 'wrong', unknownRow: property.unknownRefused, apply: (r) => ({ ...r, json: { ...r.json, [name]: UNKNOWN_VALUE } }) });
    }
  }
  return found;
}

/** Well formed, and no target's: the suite never creates anything by this name. */
const UNKNOWN_VALUE = 'conformance-unknown-0000';

/** Only what the spec states: numbers that are not numbers, values outside an enum, dates or decimals that are not. */
function badValue(schema: Schema): string | undefined {
  const types = [schema.type].flat();
  if (types.includes('integer') || types.includes('number')) return 'abc';
  // Outside the enum: refused, or, where x-assumed-default allows, answered as the default (ASSUME-LEG-ORDER-TYPE-PATH).
  if (schema.enum) return 'not-a-documented-value';
  if (schema.format === 'date') return '2026-13-45';
  if (schema.format === 'decimal') return 'abc';
  return undefined;
}

function inputs(operation: SpecOperation) {
  return operation.parameters.filter((parameter) => parameter.in === 'path' || parameter.in === 'query');
}

function omit<T extends Record<string, unknown>>(record: T, name: string): T {
  const { [name]: _dropped, ...rest } = record;
  return rest as T;
}
