import type { FaultProfile } from './faults';
import type { MockReading } from './readings';
import { faithfulSeams, type Seams } from './seams';

/**
 * The seams of one instance: the faithful mock with its fault's and readings' seams on top. Two readings of one row,
 * or two rows that set one seam (a fault and a reading, say), are a mistake: neither may silently win.
 */
export function seamsOf(
  readings: readonly MockReading[],
  faults: readonly Pick<FaultProfile, 'name' | 'seams'>[] = [],
): Seams {
  const rows = readings.map((reading) => reading.row);
  const twice = rows.find((row, index) => rows.indexOf(row) !== index);
  if (twice) throw new Error(`two readings of ${twice}`);
  const variations = [
    ...faults.map((fault) => ({ label: `fault ${fault.name}`, seams: fault.seams })),
    ...readings.map((reading) => ({ label: `reading ${reading.row}=${reading.value}`, seams: reading.seams })),
  ];
  const setBy = new Map<string, string>();
  for (const { label, seams } of variations) {
    for (const seam of Object.keys(seams)) {
      const first = setBy.get(seam);
      if (first) throw new Error(`${first} and ${label} both set the seam ${seam}`);
      setBy.set(seam, label);
    }
  }
  return Object.assign({ ...faithfulSeams }, ...variations.map((variation) => variation.seams)) as Seams;
}
