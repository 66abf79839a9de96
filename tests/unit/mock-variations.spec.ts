import { test, expect } from '@playwright/test';
import { faults, type FaultProfile } from '../../mock/faults';
import { mockReadingOf, mockReadings, type MockReading } from '../../mock/readings';
import { faithfulSeams, type Seams } from '../../mock/seams';
import { buildMock } from '../../mock/service';
import { seamsOf } from '../../mock/variations';
import { realServiceDeviations, realServiceRows, type RealServiceDeviation } from '../../mock/real-service';
import { runMutants } from '../mutants/mutant-copies';
import { orderVolumes } from '../../mock/order-volumes';

/**
 * Every variation of the mock, fault, reading, real-service deviation, order volume or response mutant, as a label and
 * the seams it sets.
 */
const variations: { label: string; seams: Partial<Seams> }[] = [
  ...faults.map((fault: FaultProfile) => ({ label: `fault ${fault.name}`, seams: fault.seams })),
  ...mockReadings.map((reading: MockReading) => ({
    label: `reading ${reading.row}=${reading.value}`,
    seams: reading.seams,
  })),
  ...realServiceDeviations.map((deviation: RealServiceDeviation) => ({
    label: `real service ${deviation.name}`,
    seams: deviation.seams,
  })),
  ...orderVolumes.map((volume) => ({ label: `order volume ${volume.name}`, seams: volume.seams })),
  // The mutant matrix's instances (tests/mutants/): one response mutant each.
  ...runMutants().map((entry) => ({ label: `mutant ${entry.name}`, seams: { responseMutants: [entry.mutant] } })),
];

test(
  'every fault, reading and real-service deviation sets at least one seam, each a seam the faithful mock ' + 'has',
  () => {
    for (const { label, seams } of variations) {
      expect(Object.keys(seams).length, `${label} sets no seam`).toBeGreaterThan(0);
      for (const seam of Object.keys(seams))
        expect(Object.keys(faithfulSeams), `${label} sets ${seam}`).toContain(seam);
    }
  },
);

test('no variation sets a seam to its faithful default: a row that changes nothing is a stub', () => {
  for (const { label, seams } of variations) {
    for (const [seam, value] of Object.entries(seams)) {
      expect(value, `${label} sets ${seam} to the faithful default`).not.toEqual(faithfulSeams[seam as keyof Seams]);
    }
  }
});

test('every seam is varied by some fault, reading, real-service deviation, order volume or response mutant', () => {
  const varied = new Set(variations.flatMap(({ seams }) => Object.keys(seams)));
  expect(Object.keys(faithfulSeams).filter((seam) => !varied.has(seam))).toEqual([]);
});

test('a fault and a reading that set one seam are a startup error, in one line', () => {
  const refused = mockReadingOf('ASSUME-PAST-LAST-PAGE=refused') as MockReading;
  const repeats = faults.find((fault) => fault.name === 'past-last-page-repeats')!;
  const message =
    'fault past-last-page-repeats and reading ASSUME-PAST-LAST-PAGE=refused both set the seam pastLastPage';
  expect(() => seamsOf([refused], [repeats])).toThrow(message);
  expect(() => buildMock({ faults: ['past-last-page-repeats'], readings: [refused] })).toThrow(message);
  expect(message).not.toContain('\n');
});

test('a fault and a reading on different seams combine: each changes only its own', () => {
  const rate = mockReadingOf('ASSUME-NAT-PRICE-FIELD=rate') as MockReading;
  const repeats = faults.find((fault) => fault.name === 'past-last-page-repeats')!;
  expect(seamsOf([rate], [repeats])).toEqual({ ...faithfulSeams, nativePriceField: 'rate', pastLastPage: 'last-page' });
  expect(buildMock({ faults: ['past-last-page-repeats'] }).environments.production.seams).toEqual({
    ...faithfulSeams,
    pastLastPage: 'last-page',
  });
});

test(
  'the real-service deviations combine: no two set one seam, but an older edition of a shape sets only its ' + 'seams',
  () => {
    expect(() => seamsOf([], realServiceRows(true))).not.toThrow();
    for (const edition of realServiceDeviations.filter((row) => row.editionOf)) {
      const of = realServiceDeviations.find((row) => row.name === edition.editionOf)!;
      expect(Object.keys(edition.seams), edition.name).toEqual(Object.keys(of.seams));
    }
  },
);
