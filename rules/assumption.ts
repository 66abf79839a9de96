import type { Surface } from './rule';

/**
 * One place where the service document is silent or reads two ways, and the suite's choice there. The value in
 * force comes from the row's default, a target profile (CONFORMANCE_PROFILE) or a variable, in that order.
 */
export interface AssumptionRow {
  /** Stable id, named by the checks that depend on the choice and printed in every report. */
  id: `ASSUME-${string}`;
  surface: Surface | 'all';
  /** Section of reference/service-interface.md. */
  section: string;
  /** The document's own words that leave the choice open. */
  sentence: string;
  /** What the suite assumes, one line. */
  text: string;
  /**
   * The readings the suite knows, value → what a target does under it. A row without readings is scenario data or
   * a free value (a path, a number of seconds) that a target's configuration decides.
   */
  readings?: Readonly<Record<string, string>>;
  /** The configuration keys that set the value (a variable, or a key of a profile's `values`), with their defaults. */
  defaults: Readonly<Record<string, string>>;
}
