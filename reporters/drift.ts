import type { DriftEntry } from '../kit/http/exchange';
import type { CollectedTest } from './collected-test';

/** Every undocumented field once, whichever tests saw it, sorted for a stable report. */
export function mergeDrift(tests: readonly CollectedTest[]): DriftEntry[] {
  const byKey = new Map<string, DriftEntry>();
  for (const entry of tests.flatMap((test) => test.drift)) {
    const key = `${entry.operation}\u0000${entry.path}`;
    if (!byKey.has(key)) byKey.set(key, entry);
  }
  return [...byKey.values()].sort((a, b) => a.operation.localeCompare(b.operation) || a.path.localeCompare(b.path));
}
