import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brokenPartnerRules } from '../broken-partner-programs';
import { partnerCatalogue } from '../../rules';
import { normalised, partnerPromiseLines, partnerPromiseMap, readDocument } from '../promise-map';

// Issue 42: the partner's half of the promise grain. Every partner rule quotes the promises it stands for, word for
// word; the partner promise map counts them, checked or not, from those quotes alone.

/**
 * Checked partner rules no broken program fails yet, each with why. None today: a rule gained a command only with
 * its broken program (rules-catalogue.spec.ts asserts it per rule); a gap listed here must say why.
 */
const KNOWN_GAPS: Record<string, string> = {};

test('every promise a partner rule quotes occurs word for word in the service document', () => {
  const document = readDocument();
  const quotes = partnerCatalogue.flatMap((rule) => (rule.promises ?? []).map((promise) => ({ by: rule.id, promise })));
  expect(quotes.length).toBeGreaterThan(0);
  const missing = quotes
    .filter(({ promise }) => !document.includes(normalised(promise)))
    .map(({ by, promise }) => `${by}: ${promise}`);
  expect(missing, 'quotes not in reference/service-interface.md').toEqual([]);
});

test('every partner rule claims at least one promise, once each', () => {
  expect(partnerCatalogue.filter((rule) => !rule.promises?.length).map((rule) => rule.id)).toEqual([]);
  const repeated = partnerCatalogue
    .filter((rule) => new Set(rule.promises).size !== rule.promises?.length)
    .map((rule) => rule.id);
  expect(repeated, 'partner rules that list a promise twice').toEqual([]);
});

test('every partner promise is checked, not checkable or not checked yet, each unchecked one with its reason', () => {
  const map = partnerPromiseMap();
  expect(map.total).toBe(map.promises.length);
  expect(map.checked + map.notCheckable + map.notCheckedYet).toBe(map.total);
  for (const promise of map.promises) {
    const rules = partnerCatalogue.filter((rule) => promise.rules.includes(rule.id));
    if (promise.status === 'checked') {
      expect(promise.commands).toEqual([...new Set(rules.flatMap((rule) => rule.checkedBy ?? []))]);
      continue;
    }
    expect(promise.commands, promise.promise).toEqual([]);
    expect(promise.reasons.length, `${promise.promise} says why it is not checked`).toBeGreaterThan(0);
    expect(promise.status).toBe(rules.some((rule) => rule.notCheckable) ? 'not checkable' : 'not checked yet');
  }
  // Each command's count is the promises its rules claim; a promise of two commands counts under each.
  for (const command of ['flow', 'proxy', 'receiver', 'page', 'scan-bundle'] as const) {
    const claimed = new Set(
      partnerCatalogue.filter((rule) => rule.checkedBy === command).flatMap((rule) => rule.promises ?? []),
    );
    expect(map.byCommand[command], command).toBe(map.promises.filter((p) => claimed.has(p.promise)).length);
  }
});

test("the partner's line counts from the rules' quotes: another quote on a rule changes the total", () => {
  const map = partnerPromiseMap();
  const lines = partnerPromiseLines(map);
  expect(lines[0]).toBe(
    `Partner promises: ${map.checked} of ${map.total} with a check (by command: flow ${map.byCommand.flow}, ` +
      `proxy ${map.byCommand.proxy}, ` +
      `receiver ${map.byCommand.receiver}, page ${map.byCommand.page}, scan-bundle ${map.byCommand['scan-bundle']}` +
      `), ${map.notCheckable} not checkable, ${map.notCheckedYet} not checked yet`,
  );
  // One line per reason of a promise not checked, naming its rule.
  expect(lines.slice(1)).toHaveLength(map.promises.flatMap((p) => p.reasons).length);
  const added = partnerPromiseMap([
    ...partnerCatalogue,
    {
      id: 'PTR-EXAMPLE',
      level: 'MUST',
      surface: 'partner',
      source: 'Limits',
      title: 'MUST y',
      promises: ['Minimum amount per network'],
      notCheckedYet: 'y',
    },
  ]);
  expect(added.total).toBe(map.total + 1);
  expect(added.notCheckedYet).toBe(map.notCheckedYet + 1);
  // A sentence that says "not shown" is an open choice an ASSUMED rule reads, never a promise of the count.
  expect(map.openChoices.length).toBeGreaterThan(0);
  expect(map.promises.filter((p) => map.openChoices.includes(p.promise))).toEqual([]);
});

test('every checked partner promise has a broken partner program that fails a rule claiming it', () => {
  const checked = partnerCatalogue.filter((rule) => rule.checkedBy);
  const unbroken = checked.filter((rule) => !brokenPartnerRules.has(rule.id)).map((rule) => rule.id);
  expect(unbroken, 'checked partner rules with no broken program').toEqual(Object.keys(KNOWN_GAPS));
  for (const reason of Object.values(KNOWN_GAPS)) expect(reason.length).toBeGreaterThan(10);
  const unproven = partnerPromiseMap()
    .promises.filter((p) => p.status === 'checked' && !p.rules.some((rule) => brokenPartnerRules.has(rule)))
    .map((p) => p.promise);
  expect(unproven, 'checked partner promises no broken program fails').toEqual([]);
});

test("the README's and docs/partner.md's counts of partner promises are the map's", () => {
  const map = partnerPromiseMap();
  const read = (file: string) => readFileSync(join(__dirname, '..', '..', file), 'utf8').replace(/\s+/g, ' ');
  // A count left unsaid is none ("not checked yet" once every promise a command sees has its check); the others
  // are said, or they read as none and differ from the map's.
  const number = (text: string, pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? 0);
  const readme = read('README.md');
  expect(
    [
      /\*\*(\d+) partner promises\*\*/,
      /\*\*(\d+)\*\* have a check by a partner command/,
      /\*\*(\d+)\*\* no command can see/,
      /\*\*(\d+)\*\* no command checks yet/,
    ].map((pattern) => number(readme, pattern)),
  ).toEqual([map.total, map.checked, map.notCheckable, map.notCheckedYet]);
  const docs = read('docs/partner.md');
  expect(
    [
      /\*\*(\d+) partner promises\*\*/,
      /\*\*(\d+)\*\* have a check/,
      /`proxy` \*\*(\d+)\*\*/,
      /`receiver` \*\*(\d+)\*\*/,
      /`page` \*\*(\d+)\*\*/,
      /`scan-bundle` \*\*(\d+)\*\*/,
      /`flow` \*\*(\d+)\*\*/,
      /\*\*(\d+)\*\* are not checkable/,
      /\*\*(\d+)\*\* not checked yet/,
    ].map((pattern) => number(docs, pattern)),
  ).toEqual([
    map.total,
    map.checked,
    map.byCommand.proxy,
    map.byCommand.receiver,
    map.byCommand.page,
    map.byCommand['scan-bundle'],
    map.byCommand.flow,
    map.notCheckable,
    map.notCheckedYet,
  ]);
});
