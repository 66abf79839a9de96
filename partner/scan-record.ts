import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ruleById } from '../rules';
import type { RuleResult } from '../reporters/model';
import { suiteVersion } from '../reporters/suite-version';
import type { BundleHit, NamedSecret } from './bundle-scan';

const RULE = 'PTR-NO-HMAC-IN-CLIENT';
/** The credentials Authentication, rule 1 names: only the HMAC pair fails the rule (the others still fail the scan). */
const HMAC_VARIABLE = /_HMAC_(KEY|SECRET)$/;

/**
 * What a scan shows of PTR-NO-HMAC-IN-CLIENT: failed by an HMAC hit; passed only when it looked for an HMAC credential
 * in at least one file.
 */
export function scanVerdict(files: number, hits: readonly BundleHit[], secrets: readonly NamedSecret[]): RuleResult {
  const rule = ruleById(RULE)!;
  const base = {
    id: rule.id,
    title: rule.title,
    level: rule.level,
    surface: rule.surface,
    source: rule.source,
    tests: [],
  };
  const hmac = hits.filter((hit) => hit.form === 'signing code' || HMAC_VARIABLE.test(hit.what));
  if (hmac.length)
    return {
      ...base,
      status: 'failed',
      reason: `${RULE}: ${hmac.map((hit) => `${hit.file}:${hit.line}: ${hit.what} (${hit.form})`).join('; ')}`,
    };
  if (!files) return { ...base, status: 'skipped', reason: 'no file under the paths scanned' };
  if (!secrets.some((secret) => HMAC_VARIABLE.test(secret.variable)))
    return {
      ...base,
      status: 'skipped',
      reason:
        'no HMAC key or secret set (SANDBOX_HMAC_KEY, SANDBOX_HMAC_SECRET, …) to look for; signing code alone ' +
        'proves nothing absent',
    };
  return { ...base, status: 'passed' };
}

/**
 * The scan as the partner's half of a checklist reads it (reporters/partner-half.ts): REPORT_DIR/scan-bundle/scan.json.
 * The paths and hits by variable and form, never a value. The scan covers both environments' credentials.
 */
export function writeScanRecord(
  reportDir: string,
  paths: readonly string[],
  verdict: RuleResult,
  startedAt: Date,
): string {
  const folder = join(reportDir, 'scan-bundle');
  mkdirSync(folder, { recursive: true });
  const record = {
    suiteVersion: suiteVersion(),
    startedAt: startedAt.toISOString(),
    target: { env: 'any', baseUrls: { bundle: paths.join(', ') } },
    rules: [verdict],
  };
  const file = join(folder, 'scan.json');
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  return file;
}
