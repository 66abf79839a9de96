import type { Level, Surface } from '../rules';
import type { Assumption, Capabilities, EnvName } from '../kit/config/target-config';
import type { DriftEntry, Exchange } from '../kit/http/exchange';

/** The shape of conformance.json (../shared/design/target-contract.md, section 3); every view reads it. */
export type RuleStatus = 'passed' | 'failed' | 'skipped' | 'warning';

export interface TestOutcome {
  title: string;
  status: 'passed' | 'failed' | 'skipped' | 'timedOut' | 'interrupted';
  durationMs: number;
  requestIds: string[];
  /** First line of the error, or the skip reason. */
  reason?: string;
  /** Redacted exchanges; kept for failed tests only. */
  evidence?: Exchange[];
}

export interface RuleResult {
  id: string;
  title: string;
  level: Level;
  surface: Surface;
  source: string;
  status: RuleStatus;
  /** True when no test checks the rule: shown as "not checked". */
  notChecked?: boolean;
  reason?: string;
  tests: TestOutcome[];
}

export interface ConformanceReport {
  suiteVersion: string;
  target: {
    env: EnvName;
    baseUrls: Record<string, string>;
    capabilities: Partial<Capabilities>;
    embeddedMock: boolean;
  };
  startedAt: string;
  durationMs: number;
  seed: number;
  summary: { rules: number; passed: number; failed: number; skipped: number; warnings: number; notChecked: number };
  rules: RuleResult[];
  assumptions: Assumption[];
  drift: DriftEntry[];
}
