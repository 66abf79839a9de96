import { existsSync } from 'node:fs';
import { config as loadDotenv } from 'dotenv';
import { CREDENTIAL_VARIABLES } from '../kit/config/credentials';
import { scanPaths, type NamedSecret } from './bundle-scan';
import { scanVerdict, writeScanRecord } from './scan-record';

export const SCAN_BUNDLE_USAGE =
  'usage: crypto-ramp-conformance scan-bundle PATH... (a built front-end or mobile bundle: files or folders)';

/** Shorter values would be found by chance in any bundle. */
const SHORTEST_SECRET = 8;

/** The run's credentials (not the partnerRef, which stands in every URL), by variable. */
export function runSecrets(env: Record<string, string | undefined>): NamedSecret[] {
  return ['SANDBOX', 'PRODUCTION'].flatMap((prefix) =>
    Object.values(CREDENTIAL_VARIABLES)
      .filter((suffix) => suffix !== CREDENTIAL_VARIABLES.partnerRef)
      .flatMap((suffix) => {
        const value = env[`${prefix}_${suffix}`];
        return value && value.length >= SHORTEST_SECRET ? [{ variable: `${prefix}_${suffix}`, value }] : [];
      }),
  );
}

/**
 * `scan-bundle PATH...` (issue 14, item 3): the run's credentials, plainly or encoded, and HMAC signing code, in a
 * partner's built front-end or mobile bundle (Authentication: HMAC credentials stay out of front-end and mobile
 * code). Prints each hit by file, line, variable and form, never the value; exit 1 on a hit, 2 when there is
 * nothing to look for or nowhere to look. Records PTR-NO-HMAC-IN-CLIENT in REPORT_DIR/scan-bundle/scan.json.
 */
export async function scanBundle(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  loadDotenv({ quiet: true });
  if (!argv.length || argv.some((arg) => arg.startsWith('-'))) {
    console.error(SCAN_BUNDLE_USAGE);
    return 2;
  }
  const missing = argv.find((path) => !existsSync(path));
  if (missing) {
    console.error(`scan-bundle: ${missing} does not exist`);
    return 2;
  }
  const secrets = runSecrets(env);
  if (!secrets.length) {
    console.error(
      `scan-bundle: no credential of ${SHORTEST_SECRET} characters or more is set (SANDBOX_HMAC_SECRET, ` +
        `SANDBOX_API_KEY, …): the scan looks for their values`,
    );
    return 2;
  }
  const startedAt = new Date();
  const { files, hits } = scanPaths(argv, secrets);
  for (const hit of hits) console.log(`scan-bundle: ${hit.file}:${hit.line}: ${hit.what} (${hit.form})`);
  console.log(
    `scan-bundle: ${hits.length} ${hits.length === 1 ? 'hit' : 'hits'} in ${files} ` +
      `${files === 1 ? 'file' : 'files'}, looking for ${secrets.length} credentials and HMAC signing code; no ` +
      `value printed`,
  );
  const verdict = scanVerdict(files, hits, secrets);
  const record = writeScanRecord(env.REPORT_DIR || 'reports', argv, verdict, startedAt);
  console.log(`scan-bundle: ${verdict.id} ${verdict.status}; recorded in ${record}`);
  return hits.length ? 1 : 0;
}
