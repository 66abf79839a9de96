import { realServiceShapes, type RealServiceShape, type WaiverKey } from '../rules/real-service';
import type { WaiverResult } from './waivers';

/** The example waiver file of the real service's deviations, as the docs and `mock --help` name it. */
export const EXAMPLE_WAIVERS_FILE = 'waivers/real-service-deviations.json';

/** One known shape of the real service on the checklist: what it does, how the suite reports it, and in this run. */
export interface RealServiceRow {
  name: string;
  kind: RealServiceShape['kind'];
  /** What the real service does. */
  description: string;
  /**
   * How the suite reports it: the rule a deviation fails, or why it fails none, and the assumption row that reads it.
   */
  reported: string;
  /** The example waivers of a deviation, each as `RULE at POINTER` or `RULE received VALUE`; none otherwise. */
  waivers: string[];
  /** The rule's result in this run and what became of its example waivers, for a deviation; empty otherwise. */
  thisRun: string;
}

const keyText = (key: WaiverKey) => ('pointer' in key ? `at ${key.pointer}` : `received ${key.received}`);
const sameKey = (key: WaiverKey, waiver: { pointer?: string; received?: string }) =>
  'pointer' in key ? waiver.pointer === key.pointer : waiver.received === key.received;

/** Every row of rules/real-service.ts, in its order, read against this run's waivers and its rules' results. */
export function realServiceChecklist(
  runWaivers: readonly WaiverResult[],
  resultOf: (rule: string) => string | undefined,
): RealServiceRow[] {
  return (realServiceShapes as readonly RealServiceShape[]).map((shape) => {
    const rule = shape.rules[0];
    const reading = shape.assumption ? `; ${shape.assumption} reads this part of the document` : '';
    const reported =
      shape.kind === 'deviation'
        ? `deviation: fails ${rule}, waivable by pointer${reading}`
        : shape.kind === 'drift'
          ? 'drift: fields the document does not list, shown, never failed'
          : `open choice: the document allows it, fails no rule${reading}`;
    const waivers = shape.waivers.map((key) => `${rule} ${keyText(key)}`);
    let thisRun = '';
    if (rule) {
      const states = shape.waivers.map(
        (key) =>
          runWaivers.find((waiver) => waiver.rule === rule && sameKey(key, waiver))?.state ??
          "not in this run's waivers",
      );
      const counted = [...new Set(states)]
        .map((state) => `${states.filter((each) => each === state).length} ${state}`)
        .join(', ');
      thisRun = `${rule} ${resultOf(rule) ?? 'not in this run'}; example waivers: ${counted}`;
    }
    return { name: shape.name, kind: shape.kind, description: shape.description, reported, waivers, thisRun };
  });
}
