import type { AssumptionResult, ConformanceReport, RuleResult } from './model';
import { coverageGaps, type CoverageGap } from './coverage';
import type { WaiverResult } from './waivers';
import type { PartnerRow } from './partner-half';
import { realServiceChecklist, type RealServiceRow } from './real-service-checklist';

export interface ChecklistRow {
  id: string;
  level: RuleResult['level'];
  surface: RuleResult['surface'];
  title: string;
  source: string;
  result:
    'passed' | 'partially checked' | 'failed' | 'waived' | 'inconclusive' | 'suite error' | 'skipped' | 'not checked';
  /** Why it failed or was (partly) skipped; absent when it passed. */
  reason?: string;
}

/** What a reviewer signs off: the documented rules with their result, the assumptions, and what was not checked. */
export interface Checklist {
  /** Every MUST and SHOULD rule, surface by surface, MUST first. */
  documented: ChecklistRow[];
  /** The ASSUMED rules: readings of what the document does not show, with their result. */
  assumed: ChecklistRow[];
  /** The configuration values of those readings in this run. */
  assumptions: AssumptionResult[];
  /** Rules of any level without a full verdict (partly checked, skipped, not checked), and why. */
  notChecked: ChecklistRow[];
  /** Documented inputs, values and statuses the run did not exercise, or whose effect no answer shows, and why. */
  coverageGaps: CoverageGap[];
  /** Every waiver in force (not expired): the known deviations the sign-off accepts, with owner and expiry. */
  waivers: WaiverResult[];
  /** The partner's rules beside the service's, each with how it was checked or why not (none in a partner run). */
  partner: PartnerRow[];
  /** The real service's known shapes (rules/real-service.ts): how the suite reports each, and its example waivers. */
  realService: RealServiceRow[];
}

const LEVEL_ORDER = { MUST: 0, SHOULD: 1, ASSUMED: 2 } as const;

export function certificationChecklist(report: ConformanceReport): Checklist {
  const rows = report.rules.map(checklistRow);
  const ordered = (level: (l: RuleResult['level']) => boolean) =>
    rows
      .filter((r) => level(r.level))
      .sort((a, b) => a.surface.localeCompare(b.surface) || LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level]);
  return {
    documented: ordered((level) => level !== 'ASSUMED'),
    assumed: ordered((level) => level === 'ASSUMED'),
    assumptions: report.assumptions,
    notChecked: ordered(() => true).filter((r) =>
      ['partially checked', 'inconclusive', 'suite error', 'skipped', 'not checked'].includes(r.result),
    ),
    coverageGaps: coverageGaps(report.coverage),
    waivers: report.waivers.filter((waiver) => waiver.state !== 'expired'),
    partner: report.partner ?? [],
    // The shapes are of /api: a run without its rules (the partner's) lists none.
    realService: rows.some((row) => row.surface === 'legacy')
      ? realServiceChecklist(report.waivers, (id) => rows.find((row) => row.id === id)?.result)
      : [],
  };
}

/** A warning is a failed SHOULD or ASSUMED rule: on a checklist it is a failure, whatever it does to the exit code. */
export function checklistRow(rule: RuleResult): ChecklistRow {
  const result = rule.notChecked
    ? 'not checked'
    : rule.status === 'warning'
      ? 'failed'
      : rule.status === 'partially-checked'
        ? 'partially checked'
        : rule.status === 'error'
          ? 'suite error'
          : rule.status;
  return {
    id: rule.id,
    level: rule.level,
    surface: rule.surface,
    title: rule.title,
    source: rule.source,
    result,
    reason: result === 'passed' ? undefined : rule.reason,
  };
}
