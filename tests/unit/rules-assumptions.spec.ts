import { test, expect } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { catalogue } from '../../rules';
import { assumptionById, assumptionTable, readingKey } from '../../rules/assumptions';

const root = join(__dirname, '..', '..');

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(root, path)).isDirectory() ? filesUnder(path) : [path];
  });
}
const text = (dirs: string[]) =>
  dirs
    .flatMap(filesUnder)
    .filter((file) => /\.(ts|ya?ml|json)$/.test(file))
    .map((file) => readFileSync(join(root, file), 'utf8'))
    .join('\n');
/** Where the suite takes a side: its checks, its specs and schemas, its ASSUMED rules. */
const suiteText = text(['suites', 'kit', 'specs', 'schemas']) + text(['rules']).replace(/id: 'ASSUME-[^']+'/g, '');
/** The checks alone: a row with readings must be observed or judged by one. */
const checkText = text(['suites', 'kit', 'specs']).replace(
  readFileSync(join(root, 'kit/config/read-target.ts'), 'utf8'),
  '',
);
const configText = readFileSync(join(root, 'kit/config/read-target.ts'), 'utf8');

test("every row has a unique ASSUME- id, the document's words, and keys no other row has", () => {
  const ids = assumptionTable.map((row) => row.id);
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  const keys = assumptionTable.flatMap((row) => Object.keys(row.defaults));
  expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  for (const row of assumptionTable) {
    expect(row.id).toMatch(/^ASSUME-[A-Z0-9-]+$/);
    expect(row.sentence.length, row.id).toBeGreaterThan(10);
  }
});

test('a reading row is set by one key, and its default is one of its readings', () => {
  for (const row of assumptionTable.filter((r) => r.readings)) {
    expect(Object.keys(row.readings!), row.id).toContain(row.defaults[readingKey(row)]);
    expect(Object.keys(row.readings!).length, row.id).toBeGreaterThanOrEqual(2);
  }
});

test('every row is used: named where a check, spec or schema takes its side, or read by the configuration', () => {
  const unused = assumptionTable.filter((row) => {
    const keys = Object.keys(row.defaults);
    const read = keys.length > 0 && keys.every((key) => configText.includes(`'${key}'`));
    return !suiteText.includes(row.id) && !read;
  });
  expect(unused.map((row) => row.id)).toEqual([]);
});

test('every row with readings is observed or judged by a check that names it', () => {
  expect(
    assumptionTable.filter((row) => row.readings && !checkText.includes(`'${row.id}'`)).map((row) => row.id),
  ).toEqual([]);
});

test('every ASSUMED rule points at its row of the assumption table', () => {
  const ids = new Set(assumptionTable.map((row) => row.id));
  const assumed = catalogue.filter((rule) => rule.level === 'ASSUMED');
  expect(assumed.filter((rule) => !rule.assumption || !ids.has(rule.assumption)).map((rule) => rule.id)).toEqual([]);
});

test('rows that give specs behaviour have the readings the generated suite takes', () => {
  // x-assumed-optional: served or refused; x-assumed-default: refused or answered as the default; x-assumed-payload:
  // the spec's payload or another.
  const specs = text(['specs']);
  const named = (extension: string) =>
    [...specs.matchAll(new RegExp(`${extension}: (ASSUME-[A-Z0-9-]+)`, 'g'))].map((match) => match[1]);
  for (const id of named('x-assumed-optional'))
    expect(Object.keys(assumptionById(id)?.readings ?? {}).sort(), id).toEqual(['optional', 'required']);
  for (const id of named('x-assumed-default'))
    expect(Object.keys(assumptionById(id)?.readings ?? {}).sort(), id).toEqual(['default', 'refused']);
  for (const id of named('x-assumed-payload'))
    expect(Object.keys(assumptionById(id)?.readings ?? {}).sort(), id).toEqual(['other', 'specs/native.yaml']);
  for (const extension of ['x-assumed-optional', 'x-assumed-default', 'x-assumed-payload'])
    expect(named(extension).length, extension).toBeGreaterThan(0);
});
