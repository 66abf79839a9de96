import { test, expect } from '@playwright/test';
import { applyMutant } from '../../mock/json-answers';
import { answerFields } from '../../kit/relations/answer-fields';
import { VALUE_OPERATORS, type ValueOperator } from '../../rules/relations/relation';
import { survivors } from '../../rules/relations/survivors';
import { catalogue } from '../../rules';
import { valueMutants } from '../mutants/value-mutants';
import { readValueRecord, sampledValueMutants, runnableValueMutants } from '../mutants/value-mutant-copies';

const answer = () => ({
  data: {
    prices: [
      { fiat_code: 'EUR', coin_code: 'BTC', fee_amount: '1.50', network_fee: '0.20', count: 5, flag: true },
      { fiat_code: 'EUR', coin_code: 'ETH', fee_amount: '2.00', network_fee: '0.20', count: 7, flag: false },
    ],
    tags: ['a', 'b'],
  },
});

const apply = (pointer: string, operator: ValueOperator, more: { sibling?: string; codes?: string[] } = {}) => {
  const body = answer();
  const changed = applyMutant(body, { pointer, kind: 'value', operator, ...more });
  return { body, changed };
};

test('each operator writes a wrong value of the same type, computed from the answer itself', () => {
  const other = apply('/data/prices/*/coin_code', 'other-item');
  expect(other.body.data.prices.map((price) => price.coin_code)).toEqual(['ETH', 'BTC']);
  expect(other.changed).toBe(2);
  const swapped = apply('/data/prices/*/fee_amount', 'sibling-swap', { sibling: 'network_fee' });
  expect(swapped.body.data.prices[0]).toMatchObject({ fee_amount: '0.20', network_fee: '1.50' });
  const copied = apply('/data/prices/*/fee_amount', 'sibling-copy', { sibling: 'network_fee' });
  expect(copied.body.data.prices[1]).toMatchObject({ fee_amount: '0.20', network_fee: '0.20' });
  expect(apply('/data/prices/*/fee_amount', 'scale-percent').body.data.prices[0].fee_amount).toBe('1.54');
  expect(apply('/data/prices/*/fee_amount', 'scale-ten').body.data.prices[1].fee_amount).toBe('20.00');
  expect(apply('/data/prices/*/fee_amount', 'negate').body.data.prices[0].fee_amount).toBe('-1.50');
  // An integer stays one and moves by at least 1; a flag flips.
  expect(apply('/data/prices/*/count', 'scale-percent').body.data.prices[0].count).toBe(6);
  expect(apply('/data/prices/*/flag', 'negate').body.data.prices.map((price) => price.flag)).toEqual([false, true]);
  expect(apply('/data/prices/*/fiat_code', 'case').body.data.prices[0].fiat_code).toBe('eur');
  expect(apply('/data/prices/*/fiat_code', 'pad').body.data.prices[0].fiat_code).toBe(' EUR ');
  expect(apply('/data/prices/*/fiat_code', 'truncate').body.data.prices[0].fiat_code).toBe('EU');
  const code = apply('/data/prices/*/fiat_code', 'other-code', { codes: ['USD', 'EUR', 'GBP'] });
  expect(code.body.data.prices.map((price) => price.fiat_code)).toEqual(['GBP', 'GBP']);
  expect(apply('/data/tags/*', 'item-added').body.data.tags).toEqual(['a', 'b', 'ZZ']);
  expect(apply('/data/tags/*', 'item-dropped').body.data.tags).toEqual(['b']);
  const dropped = apply('/data/prices/*/flag', 'optional-dropped');
  expect(dropped.body.data.prices.every((price) => !('flag' in price))).toBe(true);
});

test('an operator with nothing to change counts no place, so the matrix tells "no effect" from "missed"', () => {
  // Both items carry EUR: another item's value is the same; equal siblings exchange nothing.
  expect(apply('/data/prices/*/fiat_code', 'other-item').changed).toBe(0);
  expect(apply('/data/prices/*/network_fee', 'other-item').changed).toBe(0);
  expect(apply('/data/absent/*/x', 'pad').changed).toBe(0);
  // Every item already carries the field: nothing to make present.
  expect(apply('/data/prices/*/flag', 'optional-present').changed).toBe(0);
  const body = { items: [{ a: 1, b: 2 }, { a: 3 }] };
  expect(applyMutant(body, { pointer: '/items/*/b', kind: 'value', operator: 'optional-present' })).toBe(1);
  expect(body.items[1]).toEqual({ a: 3, b: 2 });
});

test('every documented answer field has value mutants, and every operator is used', () => {
  const mutants = valueMutants();
  const fields = new Set(mutants.map((mutant) => `${mutant.operation} ${mutant.field}`));
  const missing = answerFields()
    .map(({ operation, field }) => `${operation} ${field}`)
    .filter((field) => !fields.has(field));
  expect(missing).toEqual([]);
  expect(VALUE_OPERATORS.filter((operator) => !mutants.some((mutant) => mutant.operator === operator))).toEqual([]);
  expect(new Set(mutants.map((mutant) => mutant.name)).size).toBe(mutants.length);
});

test('every mutant run names rules of the catalogue, and every survivor row is a reason some mutant takes', () => {
  const ids = new Set(catalogue.map((rule) => rule.id));
  for (const mutant of runnableValueMutants()) {
    expect(mutant.rules.length, mutant.name).toBeGreaterThan(0);
    for (const rule of mutant.rules) expect(ids.has(rule), `${mutant.name}: ${rule}`).toBe(true);
  }
  const taken = new Set(valueMutants().flatMap((mutant) => (mutant.survives ? [mutant.survives] : [])));
  expect(survivors.filter((row) => !taken.has(row.reason)).map((row) => `${row.operation} ${row.fields[0]}`)).toEqual(
    [],
  );
});

test('the sample is seeded: the same seed draws the same mutants, and it tries every operator it can', () => {
  const env = { VALUE_MUTANTS: '40', VALUE_MUTANTS_SEED: '42' };
  const first = sampledValueMutants(env).map((mutant) => mutant.name);
  expect(sampledValueMutants(env).map((mutant) => mutant.name)).toEqual(first);
  expect(first.length).toBe(Math.min(40, runnableValueMutants().length));
  const operators = new Set(runnableValueMutants().map((mutant) => mutant.operator));
  expect(new Set(sampledValueMutants(env).map((mutant) => mutant.operator))).toEqual(operators);
  expect(sampledValueMutants({ VALUE_MUTANTS: 'all' }).length).toBe(runnableValueMutants().length);
});

test('no survivor is a mutant the record saw caught: a reason that a rule contradicts is wrong', () => {
  const outcomes = readValueRecord()?.outcomes ?? {};
  const contradicted = valueMutants()
    .filter((mutant) => mutant.survives && outcomes[mutant.name]?.outcome === 'caught')
    .map((mutant) => `${mutant.name}: caught by ${outcomes[mutant.name].caughtBy?.join(', ')}`);
  expect(contradicted).toEqual([]);
});
