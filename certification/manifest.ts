import { createHash } from 'node:crypto';
import { CertificationError } from './certification-error';
import { FORMAT } from './package-layout';

export interface PackagedFile {
  path: string;
  sha256: string;
  bytes: number;
}

/** The facts of the run a sign-off is about, read from its conformance.json. */
export interface RunFacts {
  suiteVersion: string;
  targetEnv: string;
  startedAt: string;
  runStatus: string;
}

export interface Manifest {
  format: typeof FORMAT;
  createdAt: string;
  run: RunFacts;
  files: PackagedFile[];
  signer: { algorithm: 'Ed25519'; publicKeySha256: string };
}

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function buildManifest(contents: Map<string, Buffer>, signerFingerprint: string, createdAt: Date): Manifest {
  const files = [...contents].map(([path, bytes]) => ({ path, sha256: sha256(bytes), bytes: bytes.length }));
  return {
    format: FORMAT,
    createdAt: createdAt.toISOString(),
    run: runFacts(contents.get('conformance.json')),
    files: files.sort((a, b) => (a.path < b.path ? -1 : 1)),
    signer: { algorithm: 'Ed25519', publicKeySha256: signerFingerprint },
  };
}

/** The bytes that are signed and packaged: keys in the order above, files sorted, so equal inputs give equal bytes. */
export function manifestBytes(manifest: Manifest): Buffer {
  return Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
}

/** Read after its signature is checked: a shape mistake is still told in one line, not a TypeError. */
export function parseManifest(bytes: Buffer): Manifest {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(bytes.toString('utf8')) as Manifest;
  } catch {
    throw new CertificationError('manifest.json is not JSON');
  }
  if (manifest?.format !== FORMAT) throw new CertificationError(`manifest.json has format ${JSON.stringify(manifest?.format)}; this verifier reads ${FORMAT}`);
  const fileOk = (f: PackagedFile) => typeof f?.path === 'string' && /^[0-9a-f]{64}$/.test(f.sha256) && Number.isInteger(f.bytes);
  if (!Array.isArray(manifest.files) || !manifest.files.every(fileOk) || typeof manifest.signer?.publicKeySha256 !== 'string') {
    throw new CertificationError('manifest.json does not have the shape of a certification manifest');
  }
  return manifest;
}

export function runFacts(conformanceJson: Buffer | undefined): RunFacts {
  let report: { suiteVersion?: unknown; target?: { env?: unknown }; startedAt?: unknown; runStatus?: unknown };
  try {
    report = JSON.parse(conformanceJson?.toString('utf8') ?? '');
  } catch {
    throw new CertificationError('conformance.json is not JSON');
  }
  const facts = { suiteVersion: report?.suiteVersion, targetEnv: report?.target?.env, startedAt: report?.startedAt, runStatus: report?.runStatus };
  const missing = Object.entries(facts).filter(([, value]) => typeof value !== 'string');
  if (missing.length) throw new CertificationError(`conformance.json has no ${missing.map(([name]) => name).join(', ')}; is it a conformance report?`);
  return facts as RunFacts;
}
