import { relations, type RelationRow } from '../../rules/relations';
import type { RuleId } from '../../rules';
import type { EnvName, TargetConfig } from '../config/target-config';
import type { Violation } from '../checks/violation';
import { answeredExchanges, type Answered } from './answered-exchange';
import { locate, valueAt } from './answer-pointer';
import { same } from './judges';

// Issue 41, item 5: an order in the bulk list is compared with its create answer from any test of the run. Each test
// records what its create answers gave and what its listings showed (an attachment of its result); the reporter
// compares them once every test has ended (reporters/conformance-reporter.ts), whatever the workers and their order.
// A listed order whose creation no test saw is not compared; one created in the listing test was judged there.

/** Name of the test attachment (application/json, a RelationRecord[]) the reporter reads. */
export const RELATION_RECORDS_ATTACHMENT = 'relation-records';

/** What a create answer gave (at each row's `created` pointer) and its request sent (each row's `sent` field). */
export interface CreatedRecord {
  kind: 'created';
  env: EnvName;
  id: string;
  given: Record<string, unknown>;
  sent: Record<string, unknown>;
  requestId?: string;
}

/** One value a listing showed of an order, at a row's field. */
export interface ListedRecord {
  kind: 'listed';
  env: EnvName;
  id: string;
  /** The row's field (its pattern, with `*`): which row judges the value. */
  field: string;
  pointer: string;
  value: unknown;
  requestId?: string;
}

export type RelationRecord = CreatedRecord | ListedRecord;

type AcrossRow = RelationRow & {
  rule: RuleId;
  relation: Extract<RelationRow['relation'], { kind: 'as-created' | 'as-sent-at-creation' }>;
};

const acrossRows = relations.filter(
  (row): row is AcrossRow =>
    row.rule !== undefined && (row.relation.kind === 'as-created' || row.relation.kind === 'as-sent-at-creation'),
);

/** The operation whose answers create the orders the rows compare with (POST /api/orders). */
const CREATE_OPERATION = 'createOrder';

const idOf = (items: unknown[]): string | undefined => {
  const id = (items[items.length - 1] as Record<string, unknown> | undefined)?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
};

/** What one test's answers give the comparison across tests: its creations and, once each, its listed values. */
export function relationRecords(answered: readonly Answered[], target: TargetConfig): RelationRecord[] {
  const records: RelationRecord[] = [];
  const seen = new Set<string>();
  const listing = new Set(acrossRows.map((row) => row.operation));
  for (const exchange of answeredExchanges(answered, target)) {
    const operationId = exchange.operation?.operationId;
    if (exchange.status < 200 || exchange.status >= 300 || !operationId) continue;
    const requestId = exchange.exchange.requestId;
    if (operationId === CREATE_OPERATION) {
      const id = valueAt(exchange.answer, '/data/order/id');
      if (typeof id !== 'string' && typeof id !== 'number') continue;
      const given: Record<string, unknown> = {};
      const sent: Record<string, unknown> = {};
      const body = typeof exchange.body === 'object' && exchange.body !== null ? exchange.body : {};
      for (const { relation } of acrossRows) {
        if (relation.kind === 'as-created') given[relation.created] = valueAt(exchange.answer, relation.created);
        else sent[relation.sent] = (body as Record<string, unknown>)[relation.sent];
      }
      records.push({ kind: 'created', env: exchange.env, id: String(id), given, sent, requestId });
      continue;
    }
    if (!listing.has(operationId)) continue;
    for (const row of acrossRows.filter((candidate) => candidate.operation === operationId))
      for (const located of locate(exchange.answer, row.field)) {
        const id = idOf(located.items);
        const key = JSON.stringify([exchange.env, id, row.field, located.value]);
        if (id === undefined || seen.has(key)) continue;
        seen.add(key);
        records.push({
          kind: 'listed',
          env: exchange.env,
          id,
          field: row.field,
          pointer: located.pointer,
          value: located.value,
          requestId,
        });
      }
  }
  return records;
}

/** One test's records, by its title (the creations of the listing test itself were judged in that test). */
export interface TestRecords {
  title: string;
  records: readonly RelationRecord[];
}

/**
 * The breaches of listed orders against the create answers of other tests of the run, per listing test (its index in
 * `tests`): at most one violation per rule and test, the first in a fixed order, so the verdict does not depend on
 * which worker ran what first.
 */
export function judgeAcrossTests(tests: readonly TestRecords[]): Map<number, Violation[]> {
  const creations = new Map<string, { test: number; record: CreatedRecord }>();
  // The first creation in title order: a retried creation answered twice keeps one reading.
  const order = tests.map((_, index) => index).sort((a, b) => tests[a].title.localeCompare(tests[b].title));
  for (const index of order)
    for (const record of tests[index].records)
      if (record.kind === 'created' && !creations.has(`${record.env} ${record.id}`))
        creations.set(`${record.env} ${record.id}`, { test: index, record });
  const found = new Map<number, Violation[]>();
  for (const index of order) {
    const own = new Set(
      tests[index].records.flatMap((record) => (record.kind === 'created' ? [`${record.env} ${record.id}`] : [])),
    );
    for (const record of tests[index].records) {
      if (record.kind !== 'listed' || own.has(`${record.env} ${record.id}`)) continue;
      const creation = creations.get(`${record.env} ${record.id}`);
      if (!creation || creation.test === index || record.value === null) continue;
      for (const row of acrossRows.filter((candidate) => candidate.field === record.field)) {
        const breach = judged(row, record, creation.record, tests[creation.test].title);
        if (!breach) continue;
        const violations = found.get(index) ?? [];
        if (!violations.some((violation) => violation.rule === row.rule)) violations.push(breach);
        found.set(index, violations);
      }
    }
  }
  return found;
}

const show = (value: unknown) => JSON.stringify(value) ?? String(value);

/** The violation of one listed value against the creation of another test, or undefined where it holds. */
function judged(row: AcrossRow, listed: ListedRecord, created: CreatedRecord, by: string): Violation | undefined {
  const { relation } = row;
  const at = relation.kind === 'as-created' ? relation.created : relation.sent;
  const wanted = relation.kind === 'as-created' ? created.given[at] : created.sent[at];
  if (wanted === undefined || wanted === null) return undefined;
  const ok = relation.kind === 'as-created' ? same(relation.same, listed.value, wanted) : listed.value === wanted;
  if (ok !== false) return undefined;
  const ids = [listed.requestId, created.requestId].filter(Boolean).join(', ');
  const compared = ids ? ` (X-Request-Id ${ids})` : '';
  return {
    rule: row.rule,
    received: `${listed.pointer} ${show(listed.value)} for order ${show(listed.id)}${compared}`,
    documented:
      relation.kind === 'as-created'
        ? `${show(wanted)}, as its create answer gave at ${at} (created in "${by}")`
        : `${show(wanted)}, the ${at} sent at its creation (in "${by}")`,
  };
}
