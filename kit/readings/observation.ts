import type { AssumptionId } from '../../rules/assumptions';
import { jsonAnnotations } from '../run/json-annotations';

/**
 * What a target showed of one open choice: the reading its answer fits, with the X-Request-Ids of the evidence.
 * A test records it as an annotation; the reporter compares every observation with the value in force.
 */
export const READING_ANNOTATION = 'assumption-reading';

export interface Observation {
  /**
   * A reading row, or a row of values the probe found (its reading is then the row's value as the report prints it).
   */
  id: AssumptionId;
  reading: string;
  requestIds: string[];
}

type Annotated = { annotations: { type: string; description?: string }[] };

export function recordObservation(testInfo: Annotated, observation: Observation): void {
  testInfo.annotations.push({ type: READING_ANNOTATION, description: JSON.stringify(observation) });
}

/** The observations among a result's annotations; an unreadable one is dropped, not guessed at. */
export function observationsIn(annotations: readonly { type: string; description?: string }[]): Observation[] {
  return jsonAnnotations<Observation>(annotations, READING_ANNOTATION, (parsed) =>
    typeof parsed.id === 'string' && typeof parsed.reading === 'string'
      ? { id: parsed.id, reading: parsed.reading, requestIds: parsed.requestIds ?? [] }
      : undefined,
  );
}
