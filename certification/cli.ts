import { config as loadDotenv } from 'dotenv';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readCredentials, secretValues } from '../kit/config/credentials';
import { CertificationError } from './certification-error';
import { generateReviewerKeys } from './keygen';
import { buildPackage } from './package';
import { readPrivateKey, readPublicKey } from './signing-keys';
import { targetWords } from './manifest';
import { verifyPackage } from './verify';

const USAGE =
  'usage: crypto-ramp-conformance certify --key <ed25519-private-key.pem> (or CERTIFICATION_SIGNING_KEY_FILE) ' +
  '[--report-dir reports] [--out <package.tar.gz>] [--reference-mock] | certify keygen --out <dir> | verify ' +
  '<package.tar.gz> [--public-key <pub.pem>]';

type Values = Record<string, string | boolean | undefined>;

/** Options without a value. */
const FLAGS = new Set(['reference-mock']);

/** One entry per command: its options (those not in FLAGS take a value), how many positionals, what it does. */
const COMMANDS: Record<
  string,
  { options: string[]; positionals: number; run: (values: Values, positionals: string[]) => Promise<string> }
> = {
  package: { options: ['key', 'report-dir', 'out', 'reference-mock'], positionals: 0, run: packageReports },
  keygen: { options: ['out'], positionals: 0, run: keygen },
  verify: { options: ['public-key'], positionals: 1, run: verify },
};

async function packageReports(values: Values): Promise<string> {
  const keyFile = (values.key as string | undefined) || process.env.CERTIFICATION_SIGNING_KEY_FILE;
  if (!keyFile) throw new CertificationError('no --key', 2);
  const reportDir = (values['report-dir'] as string | undefined) || process.env.REPORT_DIR || 'reports';
  const out = (values.out as string | undefined) ?? join(reportDir, 'certification-package.tar.gz');
  // The credentials a run would see (.env included): none of their values may leave in the package.
  const secrets = secretValues(readCredentials(process.env, false));
  const result = await buildPackage({
    reportDir,
    out,
    signingKey: readPrivateKey(keyFile),
    secrets,
    referenceMock: values['reference-mock'] === true,
  });
  return (
    `certification package: ${result.out} (${result.files} report files), signed by ${result.signer}; ` +
    `target ${targetWords(result.run)}`
  );
}

async function keygen(values: Values): Promise<string> {
  if (typeof values.out !== 'string' || !values.out) throw new CertificationError('no --out', 2);
  const keys = generateReviewerKeys(values.out);
  console.error(`warning: ${keys.privateFile} is the private key: keep it out of the repository and out of CI logs`);
  return `wrote ${keys.privateFile} (private) and ${keys.publicFile}; fingerprint ${keys.signer}`;
}

async function verify(values: Values, [file]: string[]): Promise<string> {
  const expected = typeof values['public-key'] === 'string' ? readPublicKey(values['public-key']) : undefined;
  const v = verifyPackage(file, expected);
  const by = v.packageKeyOnly
    ? `the key inside the package, ${v.signer} (no --public-key: confirm this fingerprint is the reviewer's)`
    : `the given key, ${v.signer}`;
  return (
    `verified: ${file}: ${v.files} files match a manifest signed by ${by}; target ${targetWords(v.run)}, ` +
    `run ${v.run.runStatus}, suite ${v.run.suiteVersion}, started ${v.run.startedAt}`
  );
}

/** `certify` (package, keygen, verify): the exit code. */
export async function certify(argv: string[]): Promise<number> {
  loadDotenv({ quiet: true });
  const name = argv[0] === 'keygen' || argv[0] === 'verify' ? argv[0] : 'package';
  const command = COMMANDS[name];
  const options = Object.fromEntries(
    command.options.map((option) => [option, { type: FLAGS.has(option) ? ('boolean' as const) : ('string' as const) }]),
  );
  let parsed: { values: Values; positionals: string[] };
  try {
    parsed = parseArgs({
      args: name === 'package' ? argv : argv.slice(1),
      options,
      allowPositionals: true,
      strict: true,
    });
  } catch {
    return usage();
  }
  if (parsed.positionals.length !== command.positionals) return usage();
  try {
    console.log(await command.run(parsed.values, parsed.positionals));
    return 0;
  } catch (error) {
    if (!(error instanceof CertificationError)) throw error;
    if (error.usage) return usage();
    console.error(`${name === 'verify' ? 'verify' : 'certify'}: ${error.message}`);
    return error.exitCode;
  }
}

function usage(): 2 {
  console.error(USAGE);
  return 2;
}

if (require.main === module) void certify(process.argv.slice(2)).then((code) => (process.exitCode = code));
