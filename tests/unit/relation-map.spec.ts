import { test, expect } from '@playwright/test';
import { relations, errorBodies } from '../../rules/relations';
import { ruleById } from '../../rules';
import { ruleFaults } from '../../mock/faults';
import { answerFields } from '../../kit/relations/answer-fields';
import { relationMap } from '../promise-map';

// Issue 33, item 8: every documented answer field has a relation or a written reason, and every judged relation a
// fault of the mock on its rule.

test(
  'every documented answer field has a row of the relation map: a relation, a rule whose test judges it, ' +
    'or a reason',
  () => {
    const rows = new Set(relations.map((row) => `${row.operation} ${row.field}`));
    const uncovered = answerFields()
      .filter((field) => !rows.has(`${field.operation} ${field.field}`))
      .map((field) => `${field.operation} ${field.field}`);
    expect(uncovered).toEqual([]);
  },
);

test('every row names a documented field, and a rule unless it is free; every reason says why', () => {
  const fields = new Set(answerFields().map((field) => `${field.operation} ${field.field}`));
  for (const row of relations) {
    expect(
      fields.has(`${row.operation} ${row.field}`),
      `${row.operation} ${row.field} is no documented answer field`,
    ).toBe(true);
    if (row.relation.kind !== 'free')
      expect(row.rule && ruleById(row.rule), `${row.operation} ${row.field}: a rule`).toBeTruthy();
    if (row.relation.kind === 'free' || row.relation.kind === 'tested')
      expect(row.relation.reason.length, `${row.operation} ${row.field}: a reason`).toBeGreaterThan(10);
  }
});

test('every rule a judged relation or an error body files under has a fault of the mock on that rule', () => {
  const judged = new Set([
    ...relations
      .filter((row) => row.relation.kind !== 'free' && row.relation.kind !== 'tested')
      .map((row) => row.rule!),
    ...errorBodies.map((row) => row.rule),
  ]);
  const faulted = new Set<string>(ruleFaults.map((fault) => fault.rule));
  expect([...judged].filter((rule) => !faulted.has(rule))).toEqual([]);
});

test('the relation map counts the fields judged by a relation per surface', () => {
  const map = relationMap();
  expect(map.surfaces.map((surface) => surface.surface)).toEqual(['legacy', 'hosted', 'native']);
  for (const surface of map.surfaces) expect(surface.judged + surface.tested + surface.free).toBe(surface.fields);
});
