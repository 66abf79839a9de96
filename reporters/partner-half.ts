import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { partnerCatalogue, type PartnerCheck } from '../rules';
import { checklistRow, type ChecklistRow } from './certification-checklist';
import type { ConformanceReport } from './model';

/** A partner's rule on the service's checklist: its result from the partner's own run, and how it was checked. */
export interface PartnerRow extends ChecklistRow {
  /** The run that checked it ("receiver, <when>, <URL>"), or the command that would, or that none can. */
  how: string;
}

/**
 * What each partner command writes, and where: its file under the service run's REPORT_DIR; whether its run must be
 * of the same environment (a scan looks for both environments' credentials).
 */
const CHECKS: Record<PartnerCheck, { command: string; file: string; sameEnvironment: boolean }> = {
  receiver: { command: 'receiver --url URL', file: 'receiver/conformance.json', sameEnvironment: true },
  'scan-bundle': { command: 'scan-bundle PATH...', file: 'scan-bundle/scan.json', sameEnvironment: false },
  proxy: { command: 'proxy --target URL -- COMMAND', file: 'proxy/conformance.json', sameEnvironment: true },
  page: { command: 'page --url URL', file: 'page/conformance.json', sameEnvironment: true },
  flow: { command: 'flow --app URL --script FILE -- COMMAND', file: 'flow/conformance.json', sameEnvironment: true },
};

/**
 * The partner's half of a certification (issue 14, item 5): every partner rule with the result of the partner run
 * found beside this run's reports, for the same environment, or why there is none.
 */
export function partnerHalf(reportDir: string, env: string): PartnerRow[] {
  const runs = new Map(
    (Object.keys(CHECKS) as PartnerCheck[]).map((check) => [check, partnerRun(reportDir, check, env)]),
  );
  return partnerCatalogue.map((rule) => {
    if (!rule.checkedBy)
      return {
        id: rule.id,
        level: rule.level,
        surface: rule.surface,
        title: rule.title,
        source: rule.source,
        result: 'not checked',
        reason: rule.notCheckable ?? rule.notCheckedYet ?? 'no command checks it',
        // One a command could see but does not check yet is not "no command can".
        how: rule.notCheckable ? 'no command can' : 'no command yet',
      };
    const check = CHECKS[rule.checkedBy];
    const run = runs.get(rule.checkedBy)!;
    if (typeof run === 'string') {
      return {
        id: rule.id,
        level: rule.level,
        surface: rule.surface,
        title: rule.title,
        source: rule.source,
        result: 'not checked',
        reason: run,
        how: check.command,
      };
    }
    const found = run.rules.find((result) => result.id === rule.id);
    const how = `${rule.checkedBy}, ${run.startedAt}, ${Object.values(run.target.baseUrls)[0] ?? 'no URL'}`;
    if (!found)
      return {
        id: rule.id,
        level: rule.level,
        surface: rule.surface,
        title: rule.title,
        source: rule.source,
        result: 'not checked',
        reason: `the ${rule.checkedBy} run of ${run.startedAt} (suite ${run.suiteVersion}) does not know this rule`,
        how,
      };
    return { ...checklistRow(found), how };
  });
}

/** What a partner run writes that its half of the checklist reads: a conformance report has it, a scan record too. */
type PartnerRun = Pick<ConformanceReport, 'suiteVersion' | 'startedAt' | 'rules'> & {
  target: { env: string; baseUrls: Record<string, string> };
};

/** The partner run's report, or why it cannot stand beside this one. */
function partnerRun(reportDir: string, check: PartnerCheck, env: string): PartnerRun | string {
  const { command, file, sameEnvironment } = CHECKS[check];
  let report: PartnerRun;
  try {
    report = JSON.parse(readFileSync(join(reportDir, file), 'utf8')) as PartnerRun;
  } catch {
    return `no ${check} run beside this report: \`${command}\` writes ${file} under the same REPORT_DIR`;
  }
  if (sameEnvironment && report.target?.env !== env)
    return `the ${check} run of ${report.startedAt} was against ${report.target?.env}, this run against ${env}`;
  return report;
}
