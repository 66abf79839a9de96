import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Waiver } from '../../kit/config/waivers';
import { realServiceDeviations } from '../../mock/real-service';
import { certificationChecklist } from '../../reporters/certification-checklist';
import { renderCertificationMarkdown } from '../../reporters/certification-markdown';
import { checklistSection } from '../../reporters/html/checklist-section';
import { EXAMPLE_WAIVERS_FILE } from '../../reporters/real-service-checklist';
import { sampleReport } from '../../reporters/sample-report';
import { realServiceShapes, type RealServiceShape } from '../../rules/real-service';

/** Issue 28, item 3: the example waiver file covers every shape of the real service, and the checklist lists them. */
const shapes = realServiceShapes as readonly RealServiceShape[];
const exampleWaivers = (
  JSON.parse(readFileSync(join(__dirname, '..', '..', EXAMPLE_WAIVERS_FILE), 'utf8')) as { waivers: Waiver[] }
).waivers;
const keyOf = (waiver: { rule: string; pointer?: string; received?: string }) =>
  `${waiver.rule} ${waiver.pointer !== undefined ? `at ${waiver.pointer}` : `received ${waiver.received}`}`;

test('the shapes the mock puts on the wire are the rows the checklist lists', () => {
  expect(realServiceDeviations.map((row) => row.name)).toEqual(shapes.map((shape) => shape.name));
  expect(certificationChecklist(sampleReport()).realService.map((row) => row.name)).toEqual(
    shapes.map((shape) => shape.name),
  );
});

test(
  'each deviation fails one rule and names its example waivers; drift and open choices fail none and need ' + 'none',
  () => {
    for (const shape of shapes) {
      if (shape.kind === 'deviation')
        expect([shape.rules.length, shape.waivers.length > 0], shape.name).toEqual([1, true]);
      else expect([shape.rules.length, shape.waivers.length], shape.name).toEqual([0, 0]);
    }
  },
);

test(
  `every waiver of ${EXAMPLE_WAIVERS_FILE} is the example waiver of exactly one shape (an edition of a shape ` +
    `names its original's), and every shape's example waiver is in it`,
  () => {
    const editions = new Set(shapes.filter((shape) => shape.editionOf).map((shape) => shape.name));
    const rows = certificationChecklist(sampleReport()).realService;
    // An edition is the same answer written otherwise: its waivers are its original's, one wire shows one of them.
    for (const row of rows.filter((each) => editions.has(each.name))) {
      const original = rows.find((each) => each.name === shapes.find((shape) => shape.name === row.name)!.editionOf);
      for (const waiver of row.waivers) expect(original!.waivers, `${row.name} ${waiver}`).toContain(waiver);
    }
    const listed = rows
      .filter((row) => !editions.has(row.name))
      .flatMap((row) => row.waivers.map((waiver) => ({ shape: row.name, waiver })));
    // No waiver of the file is rule-wide: each names the field or value of its shape.
    expect(
      exampleWaivers.filter(
        (waiver) => waiver.scope === 'rule' || (waiver.pointer === undefined && waiver.received === undefined),
      ),
    ).toEqual([]);
    for (const waiver of exampleWaivers)
      expect(
        listed.filter((entry) => entry.waiver === keyOf(waiver)).map((entry) => entry.shape),
        keyOf(waiver),
      ).toHaveLength(1);
    expect(listed.map((entry) => entry.waiver).sort()).toEqual(exampleWaivers.map(keyOf).sort());
  },
);

test('certification.md and the page list every shape: what it does, how it is reported, its example waivers', () => {
  const markdown = renderCertificationMarkdown(sampleReport());
  const page = checklistSection(sampleReport()).text;
  expect(markdown).toContain(`## Known shapes of the real service: ${shapes.length}`);
  expect(page).toContain(`Known shapes of the real service <span class="count">${shapes.length}</span>`);
  for (const row of certificationChecklist(sampleReport()).realService) {
    const line = markdown.split('\n').find((each) => each.startsWith(`| ${row.name} |`));
    expect(line, row.name).toBeDefined();
    expect(line).toContain(row.reported);
    for (const waiver of row.waivers) {
      expect(line).toContain(waiver);
      expect(page).toContain(`<code>${waiver}</code>`);
    }
    expect(page).toContain(`<code>${row.name}</code>`);
  }
  const reported = Object.fromEntries(
    certificationChecklist(sampleReport()).realService.map((row) => [row.name, row.reported]),
  );
  expect(reported['real-coins-without-address-tag']).toBe(
    'deviation: fails LEG-COINS-SHAPE, waivable by pointer; ASSUME-LEG-LISTED-FIELDS reads this part of the document',
  );
  expect(reported['real-order-extras']).toBe('drift: fields the document does not list, shown, never failed');
  expect(reported['real-network-codes']).toBe(
    'open choice: the document allows it, fails no rule; ASSUME-LEG-NATIVE-NETWORK reads this part of the document',
  );
});

test("this run's column: the deviation's rule result and what became of its example waivers", () => {
  const report = sampleReport();
  const perPage = report.rules.find((rule) => rule.id === 'LEG-ORDERS-PER-PAGE-MAX')!;
  report.rules.push({ ...perPage, id: 'LEG-COINS-SHAPE', status: 'waived' });
  report.waivers = exampleWaivers
    .filter((waiver) => waiver.rule !== 'LEG-ORDERS-LIST-SHAPE')
    .map((waiver) => ({ ...waiver, state: waiver.pointer?.endsWith('min_value') ? 'unused' : 'applied' }));
  const thisRun = Object.fromEntries(certificationChecklist(report).realService.map((row) => [row.name, row.thisRun]));
  expect(thisRun['real-coins-without-address-tag']).toBe('LEG-COINS-SHAPE waived; example waivers: 1 applied');
  expect(thisRun['real-coins-without-min-value']).toBe('LEG-COINS-SHAPE waived; example waivers: 1 unused');
  expect(thisRun['real-list-blockchain']).toBe(
    "LEG-ORDERS-LIST-SHAPE not in this run; example waivers: 2 not in this run's waivers",
  );
  expect(thisRun['real-401']).toBe('');
});
