import type { AssumptionId, ReadingId, ReadingOf } from '../../rules/assumptions';
import { assumptionById, readingKey } from '../../rules/assumptions';
import type { TargetConfig } from '../config/target-config';
import type { ProbeEvidence } from '../config/target-profile';
import type { Answer } from '../http/surface-client';
import { recordObservation } from './observation';

type TestInfoLike = {
  annotations: { type: string; description?: string }[];
  skip(condition: boolean, description: string): void;
};

/**
 * The open choices of one test: the reading in force for a row, and what the target showed. A check that accepts
 * every reading records which one it saw; a check written for one reading skips, saying the assumption was not
 * confirmed, when the target shows another. Neither is ever a failed rule.
 */
export class Readings {
  constructor(
    private readonly target: Pick<TargetConfig, 'readings' | 'assumptions'>,
    private readonly testInfo: TestInfoLike,
  ) {}

  /** The reading in force for `id` (default, profile or variable). */
  value<Id extends ReadingId>(id: Id): ReadingOf<Id> {
    return this.target.readings[id];
  }

  /** Records what the target showed; true when it is the reading in force. */
  observe<Id extends ReadingId>(id: Id, reading: ReadingOf<Id>, answers: readonly Answer[] = []): boolean {
    const requestIds = answers.flatMap((answer) => (answer.requestId ? [answer.requestId] : []));
    recordObservation(this.testInfo, { id, reading, requestIds });
    return reading === this.value(id);
  }

  /**
   * Records the reading and skips the test: its check is written for the reading in force, which the target does not
   * take.
   */
  notConfirmed<Id extends ReadingId>(id: Id, reading: ReadingOf<Id>, answers: readonly Answer[], what: string): never {
    const requestIds = answers.flatMap((answer) => (answer.requestId ? [answer.requestId] : []));
    return this.skipNotConfirmed(id, reading, requestIds, what);
  }

  /**
   * Skips when the probe before the run found the target reading `id` otherwise than the value in force: a surface
   * the suite cannot reach in its reading (the /api form, the HMAC construction) gives no verdict at all.
   */
  skipWhereProbeDisagrees(id: AssumptionId, found: ProbeEvidence | undefined, what: string): void {
    const inForce = this.target.assumptions.find((assumption) => assumption.id === id)?.value;
    if (found && found.reading !== inForce)
      this.skipNotConfirmed(
        id,
        found.reading,
        found.requestIds,
        `${what} before the run (X-Request-Id ${found.requestIds.join(', ')})`,
      );
  }

  /** The same for any row, a row of values among them (ASSUME-HMAC-SCHEME), with the evidence the probe found. */
  skipNotConfirmed(id: AssumptionId, reading: string, requestIds: string[], what: string): never {
    recordObservation(this.testInfo, { id, reading, requestIds });
    this.testInfo.skip(true, notConfirmedLine(id, reading, what));
    throw new Error('unreachable: skip throws');
  }
}

/** "ASSUME-X not confirmed: <what>; the target reads 'y' (KEY=y aligns the suite)". */
export function notConfirmedLine(id: AssumptionId, reading: string, what: string): string {
  const row = assumptionById(id)!;
  const align = row.readings ? `${readingKey(row)}=${reading}` : 'the profile `npm run probe` writes';
  return `${id} not confirmed: ${what}; the target reads '${reading}' (${align} aligns the suite)`;
}
