import { createPublicKey, type KeyObject } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeArchive } from './archive';
import { CertificationError } from './certification-error';
import { buildManifest, manifestBytes, type RunFacts } from './manifest';
import {
  MANIFEST,
  PACKAGED_FILES,
  PARTNER_RUNS,
  PARTNER_SCREENSHOTS,
  partnerFiles,
  PUBLIC_KEY,
  SIGNATURE,
} from './package-layout';
import { refuseSecrets } from './secret-check';
import { signManifest } from './sign';
import { fingerprint, publicKeyPem } from './signing-keys';

export interface PackageRequest {
  reportDir: string;
  out: string;
  signingKey: KeyObject;
  /** The run's credential values: a report file holding one is not packaged. */
  secrets: readonly string[];
  /** Package a run against the embedded reference mock (`--reference-mock`); refused otherwise. */
  referenceMock?: boolean;
  now?: Date;
}

export interface PackageResult {
  out: string;
  files: number;
  signer: string;
  run: RunFacts;
}

/** Builds the signed package. Each file is read once: the bytes digested are the bytes packaged. */
export async function buildPackage(request: PackageRequest): Promise<PackageResult> {
  const partner = PARTNER_RUNS.filter((run) => existsSync(join(request.reportDir, run, 'conformance.json'))).flatMap(
    (run) => [...partnerFiles(run), ...screenshotsOf(request.reportDir, run)],
  );
  const contents = new Map(
    [...PACKAGED_FILES, ...partner].map((path) => [path, readReportFile(request.reportDir, path)]),
  );
  refuseSecrets(contents, request.secrets);
  const publicKey = createPublicKey(request.signingKey);
  const signer = fingerprint(publicKey);
  const built = buildManifest(contents, signer, request.now ?? new Date());
  // A green against the embedded mock (no base URL configured, a .env not read) must not pass for a partner's.
  if (built.run.embeddedMock && !request.referenceMock) {
    throw new CertificationError(
      `${join(request.reportDir, 'conformance.json')} is a run against the embedded reference mock, not a ` +
        `partner's service; set the target's base URLs and run again, or add --reference-mock to package the ` +
        `mock's run as such`,
      2,
      false,
    );
  }
  const manifest = manifestBytes(built);
  const entries = new Map<string, Buffer>([
    [MANIFEST, manifest],
    [SIGNATURE, signManifest(manifest, request.signingKey)],
    [PUBLIC_KEY, Buffer.from(publicKeyPem(publicKey))],
    ...contents,
  ]);
  await writeArchive(request.out, entries);
  return { out: request.out, files: contents.size, signer, run: built.run };
}

/** A flow run's pictures of the customers' pages at each step (REPORT_DIR/flow/screenshots), in name order. */
function screenshotsOf(reportDir: string, run: (typeof PARTNER_RUNS)[number]): string[] {
  const folder = join(reportDir, run, PARTNER_SCREENSHOTS);
  if (run !== 'flow' || !existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.jpg'))
    .sort()
    .map((name) => `${run}/${PARTNER_SCREENSHOTS}/${name}`);
}

function readReportFile(reportDir: string, path: string): Buffer {
  try {
    return readFileSync(join(reportDir, path));
  } catch {
    throw new CertificationError(
      `${join(reportDir, path)} is missing; run the conformance suite first (REPORT_DIR or --report-dir)`,
      2,
      false,
    );
  }
}
