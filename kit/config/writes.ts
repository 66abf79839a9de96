import type { EnvName, TargetConfig } from './target-config';

/**
 * Why a scenario may not change state in `env` (create orders, ramps, identities, KYC shares, or use up a rate
 * limit), or undefined when it may (target-contract.md, section 1, Safety). Only a real production is guarded:
 * the embedded mock's "production" holds nothing but its own state.
 */
export function writesRefused(
  target: TargetConfig,
  env: EnvName,
  what = 'changes state in production',
): string | undefined {
  if (env !== 'production' || target.allowWrites || target.embeddedMock) return undefined;
  return `${what}: refused unless CONFORMANCE_ALLOW_WRITES=1`;
}
