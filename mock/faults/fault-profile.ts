import type { RuleId } from '../../rules';
import type { Seams } from '../seams';

/** A named way for the reference mock to break exactly one documented promise. */
export interface FaultProfile {
  name: string;
  rule: RuleId;
  description: string;
  /** Its behaviour, as values of the mock's seams (mock/seams/); every other seam stays faithful. */
  seams: Partial<Seams>;
}
