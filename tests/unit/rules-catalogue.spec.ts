import { test, expect } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { catalogue, partnerCatalogue } from '../../rules';
import { brokenPartnerRules } from '../broken-partner-programs';
import { faults, ruleFaults } from '../../mock/faults';

const root = join(__dirname, '..', '..');

/** Every source file of the suites plus the specs: where a rule id is named by a check. */
function suiteSources(): string {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  return [...files(join(root, 'suites')), ...files(join(root, 'specs'))]
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

test('rule ids are unique and well formed, titles start with their level', () => {
  const ids = [...catalogue, ...partnerCatalogue].map((rule) => rule.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const rule of [...catalogue, ...partnerCatalogue]) {
    expect(rule.id).toMatch(/^[A-Z]+(-[A-Z0-9]+)+$/);
    expect(rule.title.startsWith(`${rule.level} `)).toBe(true);
    expect(rule.source.length).toBeGreaterThan(3);
  }
});

test('every checkable rule has a check and a fault; every fault breaks a checkable rule', () => {
  const sources = suiteSources();
  const faultRules = new Set(ruleFaults.map((fault) => fault.rule as string));
  for (const rule of catalogue) {
    if (rule.notCheckable) {
      expect(faultRules.has(rule.id), `${rule.id} is not checkable, so no fault may name it`).toBe(false);
      continue;
    }
    // Named by a check, or a tag of a test whose answers the relation checker judges (kit/checking.ts,
    // judgedByRelations).
    expect(
      sources.includes(`'${rule.id}'`) ||
        sources.includes(`'@${rule.id}'`) ||
        sources.includes(`x-conformance-rule: ${rule.id}`),
      `${rule.id} has a check`,
    ).toBe(true);
    expect(faultRules.has(rule.id), `${rule.id} has a fault`).toBe(true);
  }
  expect(new Set(faults.map((fault) => fault.name)).size).toBe(faults.length);
});

test(
  'every partner rule names its command, has a check and a broken partner program (a receiver, a bundle, a ' +
    'backend, a page, a staging app) that fails it',
  () => {
    // Rows that name their rule: the wrong deliveries, the traffic rules; the scan's verdict is partner/scan-record.ts.
    const sources =
      suiteSources() +
      [
        'kit/receiver/deliveries.ts',
        'partner/scan-record.ts',
        'partner/proxy/traffic-rules.ts',
        'partner/flow/flow-rules.ts',
      ]
        .map((file) => readFileSync(join(root, file), 'utf8'))
        .join('\n');
    for (const rule of partnerCatalogue) {
      // One that no command can see says why, and has neither a command nor a fault.
      if (rule.notCheckable) {
        expect(rule.checkedBy, `${rule.id} is not checkable, so no command may claim it`).toBeUndefined();
        expect(brokenPartnerRules.has(rule.id), `${rule.id} is not checkable, so no broken program may name it`).toBe(
          false,
        );
        expect(rule.notCheckedYet, `${rule.id} is not checkable, so not "not checked yet"`).toBeUndefined();
        continue;
      }
      // One a command could see but no check reads yet says so, and has neither a command nor a fault until it has.
      if (rule.notCheckedYet) {
        expect(rule.checkedBy, `${rule.id} is not checked yet, so no command may claim it`).toBeUndefined();
        expect(brokenPartnerRules.has(rule.id), `${rule.id} is not checked yet, so no broken program may name it`).toBe(
          false,
        );
        continue;
      }
      expect(rule.checkedBy, `${rule.id} names the command that checks it`).toBeDefined();
      expect(sources.includes(`'${rule.id}'`), `${rule.id} has a check`).toBe(true);
      expect(brokenPartnerRules.has(rule.id), `${rule.id} has a broken partner program`).toBe(true);
    }
    expect(catalogue.filter((rule) => rule.surface === 'partner')).toEqual([]);
    // Every rule of the service's catalogue can be checked: the partner's obligations are rules of their own.
    expect(catalogue.filter((rule) => rule.notCheckable).map((rule) => rule.id)).toEqual([]);
    expect(catalogue.filter((rule) => rule.notCheckedYet).map((rule) => rule.id)).toEqual([]);
  },
);

test('a rename of a rule shows in review', () => {
  const listing = [...catalogue, ...partnerCatalogue]
    .map((rule) => `${rule.id}  ${rule.level}  ${rule.title}`)
    .join('\n');
  expect(listing).toMatchSnapshot('catalogue.txt');
});

test('a rule title is written once, in the catalogue: the suites take it from there (audit)', () => {
  const sources = suiteSources();
  expect(
    catalogue
      .filter((rule) => sources.includes(`'${rule.title}'`) || sources.includes(`"${rule.title}"`))
      .map((rule) => rule.id),
  ).toEqual([]);
});
