import { join } from 'node:path';
import type { EnvName } from '../kit/config/target-config';
import { worstExitCode } from '../reporters/exit-codes';

type Env = Record<string, string | undefined>;

export interface CertificationSteps {
  /** One conformance run of the environment, its reports in `reportDir`: its exit code. */
  conformance(env: EnvName, reportDir: string): Promise<number>;
  /** The partner's webhook receiver certified, its reports in `reportDir`/receiver: its exit code. */
  receiver(env: EnvName, reportDir: string): Promise<number>;
  /** The partner's payment-method page certified, its reports in `reportDir`/page: its exit code. */
  page(env: EnvName, reportDir: string): Promise<number>;
  /** The signed package of one run's reports: its exit code. */
  package(reportDir: string, keyFile: string): Promise<number>;
  say(line: string): void;
}

/** The partner's programs certified before the service in sandbox, each when its variable names it. */
const PARTNER_STEPS = [
  { variable: 'CONFORMANCE_RECEIVER_URL', step: 'receiver' },
  { variable: 'CONFORMANCE_PAGE_URL', step: 'page' },
] as const satisfies readonly { variable: string; step: keyof CertificationSteps }[];

/** No base URL set: the runs go to the embedded reference mock (kit/config/read-target.ts reads it so too). */
function embeddedMock(env: Env): boolean {
  return !env.SANDBOX_BASE_URL && !env.PRODUCTION_BASE_URL;
}

/** The environments a certification covers: the embedded mock has both; a real target those with a base URL. */
export function certifiedEnvironments(env: Env): EnvName[] {
  return (['sandbox', 'production'] as const).filter(
    (name) => embeddedMock(env) || Boolean(env[`${name.toUpperCase()}_BASE_URL`]),
  );
}

/**
 * `run --plan certification` (issue 13, item 1): everything once in sandbox, then in production read-only (the plan
 * turns writes off), each in a folder of its own under the report folder, whatever the first one found; then, with a
 * reviewer's key (CERTIFICATION_SIGNING_KEY_FILE), each folder's signed package. A configuration error stops it
 * at once. The exit code is the worst of the runs'. With CONFORMANCE_RECEIVER_URL, the partner's receiver is
 * certified first, in sandbox only (its valid deliveries are processed), and with CONFORMANCE_PAGE_URL its page (a
 * staging page), so the sandbox checklist shows both halves.
 */
export async function runCertification(env: Env, steps: CertificationSteps): Promise<number> {
  const reportDir = env.REPORT_DIR || 'reports';
  const codes: number[] = [];
  const folders: string[] = [];
  for (const name of certifiedEnvironments(env)) {
    const folder = join(reportDir, name);
    steps.say(`certification: ${name}, reports in ${folder}`);
    for (const partner of name === 'sandbox' ? PARTNER_STEPS.filter((row) => env[row.variable]) : []) {
      const partnerCode = await steps[partner.step](name, folder);
      if (partnerCode === 2) return 2;
      codes.push(partnerCode);
    }
    const code = await steps.conformance(name, folder);
    if (code === 2) return 2;
    codes.push(code);
    folders.push(folder);
  }
  // A certification of the embedded mock certifies no partner's service: never signed unasked (`certify
  // --reference-mock`).
  if (embeddedMock(env)) {
    steps.say(
      `certification: no package of runs against the embedded reference mock (no SANDBOX_BASE_URL or ` +
        `PRODUCTION_BASE_URL set); to package them as the mock's, run \`certify --key PEM --report-dir DIR ` +
        `--reference-mock\` for ${folders.join(' and ')}`,
    );
    return worstExitCode(codes);
  }
  const keyFile = env.CERTIFICATION_SIGNING_KEY_FILE;
  if (!keyFile) {
    steps.say(
      `certification: no package without a reviewer's key; set CERTIFICATION_SIGNING_KEY_FILE, or run ` +
        `\`certify --key PEM --report-dir DIR\` for ${folders.join(' and ')}`,
    );
    return worstExitCode(codes);
  }
  for (const folder of folders) codes.push(await steps.package(folder, keyFile));
  return worstExitCode(codes);
}
