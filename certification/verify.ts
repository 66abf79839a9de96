import type { KeyObject } from 'node:crypto';
import { readArchive } from './archive';
import { CertificationError } from './certification-error';
import { parseManifest, runFacts, sha256, type RunFacts } from './manifest';
import { MANIFEST, PACKAGED_FILES, PUBLIC_KEY, SIGNATURE } from './package-layout';
import { signatureValid } from './sign';
import { fingerprint, parsePublicKey } from './signing-keys';

export interface Verified {
  files: number;
  signer: string;
  run: RunFacts;
  /** True when checked only against the key inside the package: its fingerprint is for the reviewer to confirm. */
  packageKeyOnly: boolean;
}

/** Verifies a package, or throws the first reason it does not hold, in one line. */
export function verifyPackage(file: string, expectedKey?: KeyObject): Verified {
  const entries = readArchive(file);
  for (const name of [MANIFEST, SIGNATURE, PUBLIC_KEY])
    if (!entries.has(name)) throw new CertificationError(`${name} is missing from the archive`);
  const packageKey = parsePublicKey(entries.get(PUBLIC_KEY)!, `${PUBLIC_KEY} in the package`);
  const signer = fingerprint(packageKey);
  if (expectedKey && fingerprint(expectedKey) !== signer) {
    throw new CertificationError(
      `signer key differs from the given public key: package signed by ${signer}, expected ${fingerprint(expectedKey)}`,
    );
  }
  const manifestBytes = entries.get(MANIFEST)!;
  if (!signatureValid(manifestBytes, entries.get(SIGNATURE)!, packageKey))
    throw new CertificationError(`bad signature: ${MANIFEST} is not signed by ${signer}`);
  const manifest = parseManifest(manifestBytes);
  if (manifest.signer.publicKeySha256 !== signer)
    throw new CertificationError(
      `${MANIFEST} names signer ${manifest.signer.publicKeySha256}, but the package key is ${signer}`,
    );

  const listed = new Set(manifest.files.map((f) => f.path));
  for (const path of PACKAGED_FILES)
    if (!listed.has(path)) throw new CertificationError(`${MANIFEST} does not list ${path}`);
  for (const { path, sha256: digest, bytes } of manifest.files) {
    const content = entries.get(path);
    if (!content) throw new CertificationError(`${path} is in the manifest but missing from the archive`);
    if (content.length !== bytes || sha256(content) !== digest)
      throw new CertificationError(`digest mismatch: ${path} differs from its manifest entry`);
  }
  const extra = [...entries.keys()].find(
    (path) => !listed.has(path) && ![MANIFEST, SIGNATURE, PUBLIC_KEY].includes(path),
  );
  if (extra) throw new CertificationError(`extra file not in the manifest: ${extra}`);
  // The run facts shown to the reviewer must be those of the packaged report, not only the manifest's word.
  const run = runFacts(entries.get('conformance.json'));
  if (JSON.stringify(run) !== JSON.stringify(manifest.run))
    throw new CertificationError(`${MANIFEST} run facts differ from conformance.json`);
  return { files: manifest.files.length, signer, run, packageKeyOnly: !expectedKey };
}
