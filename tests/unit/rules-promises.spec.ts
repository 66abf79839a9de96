import { test, expect } from '@playwright/test';
import { catalogue } from '../../rules';
import { ruleFaults as faultRows, type RuleFault } from '../../mock/faults';
import { buildPromiseMap, normalised, readDocument } from '../promise-map';

/** Widened: a row still without its promise must show, not narrow the list to nothing. */
const ruleFaults: readonly RuleFault[] = faultRows;

// The promise grain of the coverage map: every rule of the service's catalogue quotes the promises it checks, every
// rule fault the promise it breaks, each word for word from the vendored service document.

test('every promise a rule or a fault quotes occurs word for word in the service document', () => {
  const document = readDocument();
  const quotes = [
    ...catalogue.flatMap((rule) => (rule.promises ?? []).map((promise) => ({ by: rule.id, promise }))),
    ...ruleFaults.flatMap((fault) => (fault.promise === undefined ? [] : [{ by: fault.name, promise: fault.promise }])),
  ];
  expect(quotes.length).toBeGreaterThan(0);
  const missing = quotes
    .filter(({ promise }) => !document.includes(normalised(promise)))
    .map(({ by, promise }) => `${by}: ${promise}`);
  expect(missing, 'quotes not in reference/service-interface.md').toEqual([]);
});

test('every rule of the service claims at least one promise, once each', () => {
  const without = catalogue.filter((rule) => !rule.promises?.length).map((rule) => rule.id);
  expect(without, 'rules without promises').toEqual([]);
  const repeated = catalogue
    .filter((rule) => new Set(rule.promises).size !== rule.promises?.length)
    .map((rule) => rule.id);
  expect(repeated, 'rules that list a promise twice').toEqual([]);
});

test('every rule fault names a promise, and it is one its rule claims', () => {
  const byId = new Map(catalogue.map((rule) => [rule.id, rule]));
  const unnamed = ruleFaults.filter((fault) => fault.promise === undefined).map((fault) => fault.name);
  expect(unnamed, 'faults without a promise').toEqual([]);
  const unclaimed = ruleFaults
    .filter((fault) => fault.promise !== undefined && !byId.get(fault.rule)?.promises?.includes(fault.promise))
    .map((fault) => `${fault.name} (${fault.rule}): ${fault.promise}`);
  expect(unclaimed, 'faults whose promise their rule does not claim').toEqual([]);
});

test('every promise a rule claims has a fault that breaks it', () => {
  const unproven = buildPromiseMap().rules.flatMap((entry) =>
    entry.promises.filter((p) => p.faults.length === 0).map((p) => `${entry.rule}: ${p.promise}`),
  );
  expect(
    unproven,
    'promises no fault breaks: a rule lists its promises; each needs a fault whose promise is it',
  ).toEqual([]);
});
