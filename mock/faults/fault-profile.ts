import type { RuleId } from '../../rules';

/** A named way for the reference mock to break exactly one documented promise. */
export interface FaultProfile {
  name: string;
  rule: RuleId;
  description: string;
}
