import type { Clock } from './clock';
import type { FaultName } from './faults';
import type { EnvironmentState } from './state';

export type EnvName = 'sandbox' | 'production';
export const envNames: readonly EnvName[] = ['sandbox', 'production'];

/** One environment of the service: its credential, its address, its state; the clock is the instance's. */
export interface Environment {
  name: EnvName;
  credential: string;
  /** The other environment's credential, refused here (Authentication, rule 2). */
  otherCredential: string;
  /** Where this environment listens; checkout URLs hang off it. */
  baseUrl: string;
  /** The partner account every order of this environment belongs to. */
  accountId: string;
  clock: Clock;
  state: EnvironmentState;
  fault?: FaultName;
}
