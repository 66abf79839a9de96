import type { DriftEntry } from '../kit/http/exchange';
import type { ConformanceReport, RuleResult } from './model';

/** How a rule's result moved between two runs. */
export interface RuleChange {
  id: string;
  title: string;
  level: RuleResult['level'];
  surface: RuleResult['surface'];
  before: string;
  after: string;
  /** This run's reason (why it fails or is skipped now). */
  reason?: string;
}

/** This run against an earlier one of the same target: what broke, what was fixed, what else moved. */
export interface RunComparison {
  previous: { startedAt: string; env: string; suiteVersion: string; runStatus: string; seed: number; source: string };
  newlyFailing: RuleChange[];
  fixed: RuleChange[];
  otherChanges: RuleChange[];
  /** Undocumented response fields seen now and not in the earlier run. */
  newDrift: DriftEntry[];
}

/** A failed SHOULD or ASSUMED rule is a warning; both count as failing here. */
const failing = (status: string) => status === 'failed' || status === 'warning';

function resultOf(rule: RuleResult | undefined): string {
  if (!rule) return 'absent';
  return rule.notChecked ? 'not checked' : rule.status;
}

export function compareRuns(
  current: Pick<ConformanceReport, 'rules' | 'drift'>,
  previous: ConformanceReport,
  source: string,
): RunComparison {
  const before = new Map(previous.rules.map((rule) => [rule.id, rule]));
  const changes = current.rules
    .map((rule) => ({ rule, before: resultOf(before.get(rule.id)), after: resultOf(rule) }))
    .filter((c) => c.before !== c.after)
    .map(({ rule, before: was, after }): RuleChange => ({
      id: rule.id,
      title: rule.title,
      level: rule.level,
      surface: rule.surface,
      before: was,
      after,
      reason: rule.reason,
    }));
  const seen = new Set((previous.drift ?? []).map(driftKey));
  return {
    previous: {
      startedAt: previous.startedAt,
      env: previous.target.env,
      suiteVersion: previous.suiteVersion,
      runStatus: previous.runStatus,
      seed: previous.seed,
      source,
    },
    newlyFailing: changes.filter((c) => failing(c.after) && !failing(c.before)),
    fixed: changes.filter((c) => failing(c.before) && c.after === 'passed'),
    otherChanges: changes.filter(
      (c) => !(failing(c.after) && !failing(c.before)) && !(failing(c.before) && c.after === 'passed'),
    ),
    newDrift: current.drift.filter((entry) => !seen.has(driftKey(entry))),
  };
}

function driftKey(entry: DriftEntry): string {
  return `${entry.operation}\u0000${entry.path}`;
}
