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
  /** The target's base URLs as the report names them (host and path, no credential). */
  baseUrls: Record<string, string>;
  /** The run went to the embedded reference mock: packaged only when asked for (`certify --reference-mock`). */
  embeddedMock: boolean;
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
  if (manifest?.format !== FORMAT)
    throw new CertificationError(
      `manifest.json has format ${JSON.stringify(manifest?.format)}; this verifier reads ${String(FORMAT)}`,
    );
  const fileOk = (f: PackagedFile) =>
    typeof f?.path === 'string' && /^[0-9a-f]{64}$/.test(f.sha256) && Number.isInteger(f.bytes);
  if (
    !Array.isArray(manifest.files) ||
    !manifest.files.every(fileOk) ||
    typeof manifest.signer?.publicKeySha256 !== 'string'
  ) {
    throw new CertificationError('manifest.json does not have the shape of a certification manifest');
  }
  return manifest;
}

export function runFacts(conformanceJson: Buffer | undefined): RunFacts {
  let report: {
    suiteVersion?: unknown;
    target?: { env?: unknown; baseUrls?: unknown; embeddedMock?: unknown };
    startedAt?: unknown;
    runStatus?: unknown;
  };
  try {
    report = JSON.parse(conformanceJson?.toString('utf8') ?? '') as typeof report;
  } catch {
    throw new CertificationError('conformance.json is not JSON');
  }
  const strings = {
    suiteVersion: report?.suiteVersion,
    targetEnv: report?.target?.env,
    startedAt: report?.startedAt,
    runStatus: report?.runStatus,
  };
  const baseUrls = report?.target?.baseUrls;
  const embeddedMock = report?.target?.embeddedMock;
  const missing = [
    ...Object.entries(strings)
      .filter(([, value]) => typeof value !== 'string')
      .map(([name]) => name),
    ...(isUrlTable(baseUrls) ? [] : ['target.baseUrls']),
    ...(typeof embeddedMock === 'boolean' ? [] : ['target.embeddedMock']),
  ];
  if (missing.length)
    throw new CertificationError(`conformance.json has no ${missing.join(', ')}; is it a conformance report?`);
  const { suiteVersion, targetEnv, startedAt, runStatus } = strings as Record<keyof typeof strings, string>;
  return {
    suiteVersion,
    targetEnv,
    baseUrls: baseUrls as Record<string, string>,
    embeddedMock: embeddedMock as boolean,
    startedAt,
    runStatus,
  };
}

function isUrlTable(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((url) => typeof url === 'string')
  );
}

/** The target as `verify` prints it: the environment, its base URLs, and whether it was the embedded mock. */
export function targetWords(run: RunFacts): string {
  const urls =
    Object.entries(run.baseUrls)
      .map(([name, url]) => `${name} ${url}`)
      .join(', ') || 'no base URL';
  return `${run.targetEnv} (${run.embeddedMock ? 'the embedded reference mock' : 'not the embedded mock'}; ${urls})`;
}
