import { assumptionTable, rowByKey, type AssumptionRow } from '../../rules/assumptions';
import type { AssumptionSource } from './target-config';
import type { TargetProfile } from './target-profile';

type Env = Record<string, string | undefined>;

/**
 * The value of every configuration key of the assumption table: a set variable wins over the target profile, the
 * profile over the row's default. Other variables pass through as they are.
 */
export class Settings {
  /** The environment with every row key filled in. */
  readonly resolved: Env;

  constructor(
    private readonly env: Env,
    private readonly profile?: TargetProfile,
  ) {
    const filled: Env = { ...env };
    for (const row of assumptionTable) {
      for (const [key, fallback] of Object.entries(row.defaults)) {
        filled[key] = isSet(env[key]) ? env[key] : (profile?.values[key] ?? fallback);
      }
    }
    this.resolved = filled;
  }

  get(key: string): string {
    if (!rowByKey.has(key)) throw new Error(`${key} is no key of the assumption table`);
    return this.resolved[key] ?? '';
  }

  /** Where the row's value came from: a variable, the profile (written by the probe, or by hand), or the default. */
  sourceOf(row: AssumptionRow): AssumptionSource {
    const keys = Object.keys(row.defaults);
    if (keys.some((key) => isSet(this.env[key]))) return 'variable';
    if (keys.some((key) => this.profile?.values[key] !== undefined))
      return this.profile?.evidence?.[row.id] ? 'probe' : 'profile';
    return 'default';
  }

  /** " in profile FILE" when the key's value came from the profile: where a bad value is to be mended. */
  origin(key: string): string {
    return !isSet(this.env[key]) && this.profile?.values[key] !== undefined ? ` in profile ${this.profile.file}` : '';
  }
}

function isSet(value: string | undefined): value is string {
  return value !== undefined && value !== '';
}
