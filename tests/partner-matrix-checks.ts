import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { EMBEDDED_MOCK_CREDENTIALS } from '../kit/config/embedded-mock';
import type { RuleId } from '../rules';
import type { ConformanceReport } from '../reporters/model';

// What the partner matrices (proxy, flow) ask of each row's run: the rules it failed, and that it leaked nothing.

/** The rules the run failed or warned on, sorted. */
export function failedRules(report: ConformanceReport): string[] {
  return report.rules
    .filter((rule) => rule.status === 'failed' || rule.status === 'warning')
    .map((rule) => rule.id)
    .sort();
}

/** Why the failed rules are not exactly `breaks`; undefined when they are. */
export function notExactly(name: string, report: ConformanceReport, breaks: readonly RuleId[]): string | undefined {
  const failed = failedRules(report);
  if (failed.join(',') === [...breaks].sort().join(',')) return undefined;
  return `${name}: failed ${failed.join(', ') || 'nothing'}, should fail ${breaks.join(', ') || 'nothing'}`;
}

const secrets = Object.values(EMBEDDED_MOCK_CREDENTIALS).flatMap(({ partnerRef: _ref, ...own }) => Object.values(own));

/** The files under `folder` that hold a credential value of the embedded mock. */
export function leakedFiles(folder: string): string[] {
  return filesUnder(folder).filter((file) => secrets.some((secret) => readFileSync(file, 'latin1').includes(secret)));
}

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}
