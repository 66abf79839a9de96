import { allOperations, optionalInputs, type ExchangeDirection, type SpecOperation } from '../kit/spec';
import { exchangeDirection } from '../kit/legacy/exchange-direction';
import { coverageNotes, type CoverageNote } from '../rules/coverage-notes';
import type { Exchange } from '../kit/http/exchange';
import type { CollectedTest } from './collected-test';

/** One documented input of an operation, and whether any request of the run sent it. */
export interface InputCoverage {
  name: string;
  in: 'path' | 'query' | 'header' | 'body';
  sent: boolean;
  /** How many distinct values the run sent it with (path and query inputs; the generated phase widens them). */
  values?: number;
  /** Why it is not sent, or why only its acceptance is checked (rules/coverage-notes.ts). */
  note?: Note;
  /**
   * An optional input: per exchange type the document accepts it in (none where the operation has no direction),
   * whether a served request (2xx) carried it alone (no other optional input) and with all the others (every optional
   * input of that type it allows beside it).
   */
  tried?: InputTried[];
}

export interface InputTried {
  direction?: ExchangeDirection;
  alone: boolean;
  together: boolean;
  note?: Note;
}

export type Note = Pick<CoverageNote, 'kind' | 'reason'>;

/** What of one documented operation the run exercised: its inputs, the values of its enums, its statuses. */
export interface OperationCoverage {
  /** "GET /api/orders", as the spec writes the path. */
  operation: string;
  spec: string;
  /** Requests of the run that went to it. */
  requests: number;
  inputs: InputCoverage[];
  enumValues: { input: string; value: string; sent: boolean }[];
  /** The edges its schema names (maximum and one past it, minimum and one below it, the default), and whether sent. */
  edges?: { input: string; value: string; sent: boolean }[];
  statuses: { status: number; provoked: boolean; note?: Note }[];
}

export interface CoverageOptions {
  operations?: readonly SpecOperation[];
  /**
   * Per operation id, the configured path of an operation the document shows none for (kit/spec/configured-paths.ts).
   */
  paths?: Readonly<Record<string, string>>;
  /** The fiat codes the target lists (read before the first test): what tells a buy from a sell. Without them no
   *  exchange type is told, and an operation with directions shows no input tried in either. */
  fiats?: readonly string[];
  notes?: readonly CoverageNote[];
}

/**
 * The coverage map: each operation of the three specs against the requests the run sent (every test's evidence).
 * A request belongs to the operation whose method and path template its path ends with: the configured one where
 * the document shows none (ASSUME-NAT-PATHS).
 */
export function coverageOf(
  tests: readonly CollectedTest[],
  { operations = allOperations(), paths = {}, notes = coverageNotes, fiats }: CoverageOptions = {},
): OperationCoverage[] {
  const exchanges = tests.flatMap((test) => test.evidence);
  const seen = { 'discount-applied': exchanges.some(discountApplied) };
  return operations.map((operation) => {
    const name = `${operation.method.toUpperCase()} ${operation.path}`;
    const noteOf = (item: CoverageNote['item']): { note?: Note } => {
      const row = notes.find(
        (candidate) =>
          candidate.operation === name &&
          JSON.stringify(candidate.item) === JSON.stringify(item) &&
          !(candidate.until && seen[candidate.until]),
      );
      return row ? { note: { kind: row.kind, reason: row.reason } } : {};
    };
    const pattern = templatePattern(paths[operation.operationId] ?? operation.path);
    const sent = exchanges.filter(
      (exchange) => exchange.request.method.toLowerCase() === operation.method && pattern.test(pathOf(exchange)),
    );
    const queries = sent.map((exchange) => new URL(exchange.request.url).searchParams);
    const bodies = sent.map(bodyFields);
    const headerNames = sent.map(
      (exchange) => new Set(Object.keys(exchange.request.headers).map((name) => name.toLowerCase())),
    );
    const wasSent = (name: string, place: InputCoverage['in']): boolean => {
      if (place === 'path') return sent.length > 0;
      if (place === 'query') return queries.some((query) => query.has(name));
      if (place === 'header') return headerNames.some((names) => names.has(name.toLowerCase()));
      return bodies.some((fields) => name in fields);
    };
    const distinct = (name: string) => new Set(queries.flatMap((query) => query.getAll(name))).size;
    const inputs: InputCoverage[] = [
      ...operation.parameters.map((parameter) => ({
        name: parameter.name,
        in: parameter.in,
        sent: wasSent(parameter.name, parameter.in),
        ...(parameter.in === 'query' ? { values: distinct(parameter.name) } : {}),
        ...noteOf({ input: parameter.name }),
      })),
      ...Object.keys(operation.body?.properties ?? {}).map((field) => ({
        name: field,
        in: 'body' as const,
        sent: wasSent(field, 'body'),
        ...noteOf({ input: field }),
      })),
    ];
    const space = optionalInputs(operation);
    const served = sent
      .filter((exchange) => exchange.response && exchange.response.status >= 200 && exchange.response.status < 300)
      .map((exchange) => {
        const fields = { ...Object.fromEntries(new URL(exchange.request.url).searchParams), ...bodyFields(exchange) };
        const direction = operation.directions && fiats ? exchangeDirection(fields, fiats) : undefined;
        return {
          direction,
          optional: space.filter((input) => fields[input.name] !== undefined).map((input) => input.name),
        };
      });
    for (const input of inputs) {
      const own = space.find((candidate) => candidate.name === input.name);
      if (!own) continue;
      input.tried = (own.direction ? [own.direction] : (operation.directions ?? [undefined])).map((direction) => {
        const of = served.filter((request) => request.direction === direction && request.optional.includes(input.name));
        // All the others: every optional input of this type is sent, or left out for one sent that excludes it.
        const others = space.filter((candidate) => !candidate.direction || candidate.direction === direction);
        const whole = (optional: string[]) =>
          others.every(
            (candidate) =>
              optional.includes(candidate.name) ||
              others.some(
                (sentOne) =>
                  optional.includes(sentOne.name) &&
                  (sentOne.notWith === candidate.name || candidate.notWith === sentOne.name),
              ),
          );
        return {
          ...(direction ? { direction } : {}),
          alone: of.some((request) => request.optional.length === 1),
          together: of.some((request) => whole(request.optional)),
          ...noteOf({ input: input.name, ...(direction ? { direction } : {}) }),
        };
      });
    }
    // An enum's values, or the values a list the document leaves open shows (x-values, sent comma separated).
    const enumValues = operation.parameters.flatMap((parameter) =>
      (parameter.values ?? ((parameter.schema.enum ?? []) as unknown[])).map((value) => ({
        input: parameter.name,
        value: String(value),
        sent:
          parameter.in === 'query'
            ? queries.some((query) => (query.get(parameter.name) ?? '').split(',').includes(String(value)))
            : parameter.in === 'path'
              ? sent.some((exchange) => pathOf(exchange).split('/').includes(String(value)))
              : false,
      })),
    );
    const edges = operation.parameters
      .filter((parameter) => parameter.in === 'query')
      .flatMap((parameter) => {
        const {
          maximum,
          minimum,
          default: fallback,
        } = parameter.schema as { maximum?: number; minimum?: number; default?: string | number | boolean };
        const values = [
          ...(maximum !== undefined ? [maximum, maximum + 1] : []),
          ...(minimum !== undefined ? [minimum, minimum - 1] : []),
          ...(fallback !== undefined ? [fallback] : []),
        ];
        return values.map((value) => ({
          input: parameter.name,
          value: String(value),
          sent: queries.some((query) => query.getAll(parameter.name).includes(String(value))),
        }));
      });
    const provoked = new Set(sent.flatMap((exchange) => (exchange.response ? [exchange.response.status] : [])));
    return {
      operation: name,
      spec: operation.spec,
      requests: sent.length,
      inputs,
      enumValues,
      edges,
      statuses: operation.responses.map((status) => ({
        status,
        provoked: provoked.has(status),
        ...noteOf({ status }),
      })),
    };
  });
}

/**
 * One documented item a run did not exercise, or exercised without seeing its effect, with the note's reason where one
 * says.
 */
export interface CoverageGap {
  operation: string;
  item: string;
  kind: 'not-exercised' | 'effect-not-observable';
  reason?: string;
}

/**
 * The checklist's view of the map: what was not exercised (with its reason, if listed), then what was only accepted.
 */
export function coverageGaps(coverage: readonly OperationCoverage[]): CoverageGap[] {
  const gaps = coverage.flatMap((operation) =>
    [
      ...operation.inputs.map((input) => ({ item: `${input.name} (${input.in})`, done: input.sent, note: input.note })),
      ...operation.statuses.map((status) => ({
        item: `status ${status.status}`,
        done: status.provoked,
        note: status.note,
      })),
      ...operation.enumValues.map((value) => ({
        item: `${value.input}=${value.value}`,
        done: value.sent,
        note: undefined as Note | undefined,
      })),
    ].flatMap(({ item, done, note }): CoverageGap[] => {
      if (!done)
        return [
          { operation: operation.operation, item, kind: 'not-exercised', ...(note ? { reason: note.reason } : {}) },
        ];
      return note?.kind === 'effect-not-observable'
        ? [{ operation: operation.operation, item, kind: note.kind, reason: note.reason }]
        : [];
    }),
  );
  return [...gaps.filter((gap) => gap.kind === 'not-exercised'), ...gaps.filter((gap) => gap.kind !== 'not-exercised')];
}

/** What a run left unexercised without a note saying why, and notes that say "not exercised" of what it exercised. */
export function coverageProblems(
  coverage: readonly OperationCoverage[],
  notes: readonly CoverageNote[] = coverageNotes,
): string[] {
  const problems: string[] = [];
  for (const operation of coverage) {
    const items: { what: string; done: boolean; note: Note | undefined }[] = [
      ...operation.inputs.map((input) => ({
        what: `input ${input.name} (${input.in})`,
        done: input.sent,
        note: input.note,
      })),
      ...operation.statuses.map((status) => ({
        what: `status ${status.status}`,
        done: status.provoked,
        note: status.note,
      })),
      ...operation.enumValues.map((value) => ({
        what: `value ${value.input}=${value.value}`,
        done: value.sent,
        note: undefined,
      })),
    ];
    // An optional input tried alone and with the others, per exchange type, or a note that says why not.
    for (const input of operation.inputs) {
      for (const tried of input.tried ?? []) {
        const what = `input ${input.name}${tried.direction ? ` on a ${tried.direction}` : ''}`;
        const missing = [...(tried.alone ? [] : ['alone']), ...(tried.together ? [] : ['with the others'])];
        if (missing.length && tried.note?.kind !== 'not-exercised')
          items.push({ what: `${what} ${missing.join(' or ')}`, done: false, note: undefined });
        if (!missing.length && tried.note?.kind === 'not-exercised')
          items.push({ what: `${what} alone and with the others`, done: true, note: tried.note });
      }
    }
    for (const { what, done, note } of items) {
      if (!done && note?.kind !== 'not-exercised')
        problems.push(
          `${operation.operation}: ${what} is neither exercised nor listed with a reason in rules/coverage-notes.ts`,
        );
      if (done && note?.kind === 'not-exercised')
        problems.push(`${operation.operation}: ${what} is exercised, but rules/coverage-notes.ts says it is not`);
    }
  }
  for (const note of notes) {
    const operation = coverage.find((candidate) => candidate.operation === note.operation);
    const item = 'status' in note.item ? note.item.status : note.item.input;
    const known =
      'status' in note.item
        ? operation?.statuses.some((entry) => entry.status === item)
        : operation?.inputs.some((entry) => entry.name === item);
    if (!known) problems.push(`rules/coverage-notes.ts names nothing of ${note.operation} the specs document: ${item}`);
  }
  return problems;
}

/** "/api/fiats/{orderType}" → a path that ends with /api/fiats/<one segment>. */
function templatePattern(template: string): RegExp {
  const escaped = template.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`${escaped.join('[^/]+')}$`);
}

function pathOf(exchange: Exchange): string {
  return new URL(exchange.request.url).pathname;
}

function bodyFields(exchange: Exchange): Record<string, unknown> {
  try {
    const parsed = JSON.parse(exchange.request.body ?? '') as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The coverage map in numbers, as docs/report.md quotes them for a green run against the embedded mock. */
export interface CoverageCounts {
  inputs: { sent: number; of: number; onlyAccepted: number };
  values: { sent: number; of: number };
  statuses: { provoked: number; of: number };
  /** Optional inputs per exchange type, tried alone and with all the others. */
  tried: { both: number; of: number };
}

export function coverageCounts(coverage: readonly OperationCoverage[]): CoverageCounts {
  const inputs = coverage.flatMap((operation) => operation.inputs);
  const values = coverage.flatMap((operation) => operation.enumValues);
  const statuses = coverage.flatMap((operation) => operation.statuses);
  const tried = inputs.flatMap((input) => input.tried ?? []);
  return {
    inputs: {
      sent: inputs.filter((input) => input.sent).length,
      of: inputs.length,
      onlyAccepted: inputs.filter((input) => input.sent && input.note?.kind === 'effect-not-observable').length,
    },
    values: { sent: values.filter((value) => value.sent).length, of: values.length },
    statuses: { provoked: statuses.filter((status) => status.provoked).length, of: statuses.length },
    tried: { both: tried.filter((entry) => entry.alone && entry.together).length, of: tried.length },
  };
}

/** The sentence docs/report.md gives of a green run against the embedded mock; the canary run checks it is current. */
export function coverageSentence({ inputs, values, statuses, tried }: CoverageCounts): string {
  return (
    `Against the embedded mock: ${inputs.sent} of ${inputs.of} documented inputs sent (${inputs.onlyAccepted} ` +
    `of them only accepted: their effect is not observable), ${values.sent} of ${values.of} documented ` +
    `values, ${statuses.provoked} of ${statuses.of} statuses (the others listed with their reasons), ${tried.both} ` +
    `of ${tried.of} optional inputs tried alone and with all the others, on each exchange type the ` +
    `document accepts them in.`
  );
}

/** Whether an answer shows a discount applied: a price entry with discount, or a created order with discount_code. */
function discountApplied(exchange: Exchange): boolean {
  const response = exchange.response;
  if (!response || response.status < 200 || response.status >= 300 || !response.body) return false;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return false;
  }
  const data = (body as { data?: { prices?: unknown; order?: { discount_code?: unknown } } } | null)?.data;
  const discounted = (entry: unknown) =>
    typeof entry === 'object' && entry !== null && typeof (entry as { discount?: unknown }).discount === 'object';
  return (
    (Array.isArray(data?.prices) && data.prices.some(discounted)) ||
    (typeof data?.order?.discount_code === 'string' && data.order.discount_code !== '')
  );
}
