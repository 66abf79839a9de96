import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { config as loadDotenv } from 'dotenv';
import { ConfigError, readProfiledTarget } from '../kit/config/read-target';
import { CREDENTIAL_VARIABLES, readCredentials, type EnvironmentCredentials } from '../kit/config/credentials';
import { EnvironmentFailure } from '../kit/http/environment-failure';
import { runProbe } from '../kit/probe/run-probe';

const usage =
  'usage: crypto-ramp-conformance probe [--out FILE]   (the target comes from the usual variables: ' +
  '*_BASE_URL, credentials, CONFORMANCE_ENV; CONFORMANCE_PROFILE, if set, is where it starts)';

/** `probe`: the target's readings of the open choices, found with few read-only requests, written as a profile. */
export async function probe(argv: string[]): Promise<number> {
  try {
    return await probeTarget(argv);
  } catch (error) {
    if (error instanceof ConfigError) return fail(error.message);
    if (error instanceof EnvironmentFailure) return fail(error.note.line);
    throw error;
  }
}

async function probeTarget(argv: string[]): Promise<number> {
  loadDotenv({ quiet: true });
  let out: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    if (flag === '--out') out = inline ?? argv[++i];
    else if (flag === '--help' || flag === '-h') {
      console.log(usage);
      return 0;
    } else return fail(`unknown argument ${JSON.stringify(argv[i])}; ${usage}`);
  }
  if (out === '') return fail(`--out needs a file; ${usage}`);
  // A profile in force is where the probe starts: the /api form and the HMAC construction it names are tried first.
  const target = readProfiledTarget(process.env);
  if (target.embeddedMock)
    return fail('set SANDBOX_BASE_URL (or PRODUCTION_BASE_URL with CONFORMANCE_ENV=production) to the target to probe');
  const credentials = readCredentials(process.env, false);
  const outcome = await runProbe(target, credentials, { mayCreate: true });
  const ENV = target.env.toUpperCase();
  // Refused everywhere: the credential is what to check, and one line says so (the rows would only repeat it).
  if (outcome.refusedEvery)
    return fail(
      `the target refused every probe (${outcome.refusedEvery.join(' or ')} to each request): check ` +
        `${credentialNames(credentials[target.env] ?? {}, ENV)} for ${ENV}_BASE_URL ` +
        `${target.environments[target.env]!.baseUrl}; nothing written`,
    );
  for (const line of outcome.lines) console.log(`probe: ${line}`);
  if (outcome.determined === 0)
    return fail(
      `${ENV}_BASE_URL ${target.environments[target.env]!.baseUrl} was not recognised: ` +
        `no row could be determined${outcome.notJson ? ` (${outcome.notJson} answered a page that is not JSON)` : ''}` +
        `; nothing written`,
    );
  const text = `${JSON.stringify(outcome.profile, null, 2)}\n`;
  if (!out) {
    process.stdout.write(text);
    return 0;
  }
  if (!existsSync(dirname(out))) mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, text);
  console.log(
    `probe: ${outcome.determined} of ${outcome.lines.length} rows determined; profile written to ${out} ` +
      `(CONFORMANCE_PROFILE=${out})`,
  );
  return 0;
}

/** The credential variables the probe signed with, as set. */
function credentialNames(own: EnvironmentCredentials, ENV: string): string {
  const names = (Object.entries(CREDENTIAL_VARIABLES) as [keyof EnvironmentCredentials, string][])
    .filter(([field]) => own[field] && field !== 'webhookSecret' && field !== 'partnerRef')
    .map(([, suffix]) => `${ENV}_${suffix}`);
  return names.length ? names.join(', ') : `the ${ENV}_* credential variables`;
}

function fail(line: string): number {
  console.error(`probe: ${line}`);
  return 2;
}

if (require.main === module) void probe(process.argv.slice(2)).then((code) => process.exit(code));
