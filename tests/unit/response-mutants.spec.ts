import { test, expect } from '@playwright/test';
import { applyMutant } from '../../mock/json-answers';
import { buildMock, defaultCredentials } from '../../mock/service';
import { catalogue } from '../../rules';
import { validateResponse } from '../../kit/validation';
import { readResponseRecord, runMutants, sampledResponseMutants } from '../mutants/mutant-copies';
import { responseMutants } from '../mutants/response-mutants';
import { schemaMutants, type SchemaNode } from '../mutants/schema-mutants';

const place = { document: {}, dir: __dirname };

test('a small schema gives its field-by-field mutants, the ones it allows with their reason', () => {
  const schema: SchemaNode = {
    type: 'object',
    required: ['code', 'tags'],
    properties: {
      code: { type: 'string', pattern: '^[0-9]+$' },
      note: { type: ['string', 'null'] },
      tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } },
    },
  };
  expect(schemaMutants(schema, place)).toEqual([
    { pointer: '/code', kind: 'missing' },
    { pointer: '/code', kind: 'null', value: null },
    { pointer: '/code', kind: 'type', value: 42 },
    { pointer: '/code', kind: 'format', value: 'not a match' },
    { pointer: '/note', kind: 'missing', allowed: 'optional: not in the required fields of the body' },
    { pointer: '/note', kind: 'null', value: null, allowed: 'nullable: its type is string or null' },
    { pointer: '/note', kind: 'type', value: 42 },
    { pointer: '/tags', kind: 'missing' },
    { pointer: '/tags', kind: 'null', value: null },
    { pointer: '/tags', kind: 'type', value: 'not-an-array' },
    { pointer: '/tags/*', kind: 'item', value: 42 },
    { pointer: '/tags/*', kind: 'enum', value: 'not-one-of-2-values' },
  ]);
});

test('local $refs are followed, and a keyword the generator does not read stops it instead of being skipped', () => {
  const document = {
    $defs: { entry: { type: 'object', required: ['n~/x'], properties: { 'n~/x': { type: 'integer' } } } },
  };
  const mutants = schemaMutants(
    { type: 'object', properties: { entry: { $ref: '#/$defs/entry' } } },
    { document, dir: __dirname },
  );
  expect(mutants.map((mutant) => `${mutant.pointer} ${mutant.kind}`)).toContain('/entry/n~0~1x type');
  expect(mutants.find((mutant) => mutant.pointer === '/entry/n~0~1x' && mutant.kind === 'type')?.value).toBe('42');
  expect(() => schemaMutants({ type: 'object', properties: { x: { oneOf: [{ type: 'string' }] } } }, place)).toThrow(
    /oneOf/,
  );
});

test('a mutant is applied by JSON pointer, every item of an array at a * segment', () => {
  const body = { data: { items: [{ a: 1, b: 'x' }, { a: 2 }], 'k/ey': { v: 1 } } };
  expect(applyMutant(body, { pointer: '/data/items/*/a', kind: 'missing' })).toBe(2);
  expect(body.data.items).toEqual([{ b: 'x' }, {}]);
  // An absent leaf of a present object is written: a wrong value in an optional field is as wrong.
  expect(applyMutant(body, { pointer: '/data/items/*/b', kind: 'type', value: 42 })).toBe(2);
  expect(body.data.items).toEqual([{ b: 42 }, { b: 42 }]);
  expect(applyMutant(body, { pointer: '/data/items/*', kind: 'item', value: 'not-an-object' })).toBe(2);
  expect(body.data.items).toEqual(['not-an-object', 'not-an-object']);
  expect(applyMutant(body, { pointer: '/data/k~1ey/v', kind: 'null', value: null })).toBe(1);
  expect(body.data['k/ey']).toEqual({ v: null });
  // An absent parent is not made up: nothing there to break.
  expect(applyMutant(body, { pointer: '/data/absent/v', kind: 'null', value: null })).toBe(0);
  expect(applyMutant(body, { pointer: '/meta/total', kind: 'missing' })).toBe(0);
});

test("the mock breaks the answer of the mutant's operation and status only, at its response-shaping seam", async () => {
  const mutant = {
    operationId: 'listCountries',
    method: 'get',
    path: '/api/countries',
    status: 200,
    pointer: '/data/countries/*/country_name',
    kind: 'null' as const,
    value: null,
  };
  const mock = buildMock({ responseMutants: [mutant] });
  const get = (url: string) =>
    mock.apps.sandbox.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${defaultCredentials.sandbox}` },
    });
  const countries = (await get('/api/countries')).json();
  expect(countries.data.countries.length).toBeGreaterThan(0);
  expect(countries.data.countries.every((country: { country_name: unknown }) => country.country_name === null)).toBe(
    true,
  );
  expect(validateResponse('listCountries', 200, countries).length).toBeGreaterThan(0);
  expect(mock.mutated.count).toBe(countries.data.countries.length);
  // Another operation, and the faithful mock, answer as ever.
  expect(validateResponse('listUsStates', 200, (await get('/api/countries/us/states')).json())).toEqual([]);
  const faithful = buildMock();
  const answer = await faithful.apps.sandbox.inject({
    method: 'GET',
    url: '/api/countries',
    headers: { authorization: `Bearer ${defaultCredentials.sandbox}` },
  });
  expect(validateResponse('listCountries', 200, answer.json())).toEqual([]);
  expect(faithful.mutated.count).toBe(0);
});

test('every documented body gives mutants, each named once and judged by a rule of the catalogue', () => {
  const mutants = responseMutants();
  expect(new Set(mutants.map((mutant) => mutant.name)).size).toBe(mutants.length);
  const ids = new Set(catalogue.map((rule) => rule.id));
  for (const mutant of mutants.filter((each) => !each.allowed)) expect(ids.has(mutant.rule), mutant.name).toBe(true);
  for (const surface of ['legacy', 'hosted', 'native'])
    expect(mutants.filter((mutant) => mutant.surface === surface && !mutant.allowed).length, surface).toBeGreaterThan(
      0,
    );
  // The error bodies too: the refusal rules judge them.
  expect(mutants.some((mutant) => mutant.rule === 'LEG-ORDER-422-SHAPE')).toBe(true);
  expect(mutants.some((mutant) => mutant.rule === 'LEG-ORDERS-422-SHAPE')).toBe(true);
});

test('the sample is seeded: the same seed draws the same mutants, and it tries every kind and every surface', () => {
  const env = { RESPONSE_MUTANTS: '80', RESPONSE_MUTANTS_SEED: '42' };
  const first = sampledResponseMutants(env).map((mutant) => mutant.name);
  expect(sampledResponseMutants(env).map((mutant) => mutant.name)).toEqual(first);
  expect(first.length).toBe(80);
  expect(sampledResponseMutants({ ...env, RESPONSE_MUTANTS_SEED: '43' }).map((mutant) => mutant.name)).not.toEqual(
    first,
  );
  // A sample smaller than the kinds and surfaces grows to hold one of each.
  for (const size of ['80', '1']) {
    const sample = sampledResponseMutants({ ...env, RESPONSE_MUTANTS: size });
    expect(new Set(sample.map((mutant) => mutant.mutant.kind))).toEqual(
      new Set(runMutants().map((m) => m.mutant.kind)),
    );
    expect(new Set(sample.map((mutant) => mutant.surface))).toEqual(new Set(runMutants().map((m) => m.surface)));
  }
  expect(sampledResponseMutants({ RESPONSE_MUTANTS: 'all' }).length).toBe(runMutants().length);
});

test('the record holds every mutant the schemas forbid, none missed, none the generator no longer makes', () => {
  const outcomes = readResponseRecord()?.outcomes ?? {};
  const names = new Set(runMutants().map((mutant) => mutant.name));
  // A new mutant, or one renamed: make the record anew (npm run test:mutants:all).
  expect(
    runMutants()
      .filter((mutant) => !outcomes[mutant.name])
      .map((mutant) => mutant.name),
  ).toEqual([]);
  expect(Object.keys(outcomes).filter((name) => !names.has(name))).toEqual([]);
  expect(
    Object.entries(outcomes)
      .filter(([, { outcome }]) => outcome === 'missed')
      .map(([name]) => name),
  ).toEqual([]);
  // What caught each is named: its own rule, its row or the run error of its instance first.
  const judge = new Map(
    runMutants().map((mutant) => [mutant.name, [mutant.rule, `${mutant.payloadRow} not confirmed`]]),
  );
  const unnamed = Object.entries(outcomes).filter(
    ([name, { outcome, caughtBy }]) =>
      outcome === 'caught' &&
      !judge.get(name)?.includes(caughtBy?.[0] ?? '') &&
      !caughtBy?.[0]?.startsWith('run error: '),
  );
  expect(unnamed.map(([name, { caughtBy }]) => `${name}: ${caughtBy?.join(', ')}`)).toEqual([]);
});
