import type { Environment } from '../environment';

/**
 * A required string sent empty (ASSUME-EMPTY-REQUIRED), on one surface: undefined when it is refused as a missing
 * one, '' when it is taken as given; a crash where the seams say so.
 */
export function emptyRequired(
  env: Environment,
  surface: 'legacy' | 'native' | 'hosted',
  field: string,
): '' | undefined {
  if (env.seams.emptyRequiredCrashesOn.includes(surface)) throw new TypeError(`${field} is empty`);
  return env.seams.emptyRequiredString === 'served' ? '' : undefined;
}
