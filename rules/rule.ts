/** One documented promise of the service, as the suite checks it. */
export type Level = 'MUST' | 'SHOULD' | 'ASSUMED';
export type Surface = 'legacy' | 'native' | 'hosted' | 'webhooks' | 'partner';
/** The command that checks a partner's rule: its program, not the service (rules/partner.ts). */
export type PartnerCheck = 'receiver' | 'scan-bundle' | 'proxy' | 'page' | 'flow';

export interface Rule {
  /** Stable id, used by the catalogue, tests' annotations, fault profiles and reports. */
  id: string;
  /** One line that starts with the level. */
  title: string;
  level: Level;
  surface: Surface;
  /** Section of reference/service-interface.md the rule comes from. */
  source: string;
  /** Set when no test can check the rule from outside the service; the report says why. */
  notCheckable?: string;
  /** An ASSUMED rule's row of the assumption table: the open choice it checks one reading of. */
  assumption?: `ASSUME-${string}`;
  /**
   * The document's promises the rule checks, each quoted word for word from service-interface.md (a sentence, a
   * table row's note or a phrase): the coverage map's promise grain. Every one needs a fault whose `promise` is it.
   */
  promises?: readonly string[];
  /**
   * A partner's rule that a command could see but no check reads yet: why, so the checklist says "not yet", not
   * "no command can" (its promises count apart in the partner promise map).
   */
  notCheckedYet?: string;
  /** A partner's rule: the command that checks it; a conformance run of the service shows it not checked. */
  checkedBy?: PartnerCheck;
}
