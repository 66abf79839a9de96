import { test, expect } from '@playwright/test';
import { createPublicKey } from 'node:crypto';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { create } from 'tar';
import { readArchive, writeArchive } from '../../certification/archive';
import { PACKAGED_FILES } from '../../certification/package-layout';
import { verifyPackage } from '../../certification/verify';
import { ed25519Key, signedPackage } from './certification-fixture';

/** The package rewritten with `change` applied to its entries: what someone editing a sign-off would do. */
async function tampered(change: (entries: Map<string, Buffer>) => void): Promise<string> {
  const { file, dir } = await signedPackage();
  const entries = readArchive(file);
  change(entries);
  const out = join(dir, 'tampered.tar.gz');
  await writeArchive(out, entries);
  return out;
}

const flipLastByte = (bytes: Buffer) =>
  Buffer.concat([bytes.subarray(0, -1), Buffer.from([bytes[bytes.length - 1] ^ 1])]);

for (const path of PACKAGED_FILES) {
  test(`one byte changed in ${path} fails with a digest mismatch naming it`, async () => {
    const file = await tampered((entries) => entries.set(path, flipLastByte(entries.get(path)!)));
    expect(() => verifyPackage(file)).toThrow(`digest mismatch: ${path} differs from its manifest entry`);
  });
}

test('an edited manifest fails the signature', async () => {
  const file = await tampered((entries) =>
    entries.set('manifest.json', Buffer.from(entries.get('manifest.json')!.toString().replace('"passed"', '"failed"'))),
  );
  expect(() => verifyPackage(file)).toThrow(/^bad signature: manifest\.json is not signed by sha256:[0-9a-f]{64}$/);
});

test('a file added to the archive fails, named', async () => {
  const file = await tampered((entries) => entries.set('conformance/extra.js', Buffer.from('alert(1)\n')));
  expect(() => verifyPackage(file)).toThrow('extra file not in the manifest: conformance/extra.js');
});

test('a file removed from the archive fails, named', async () => {
  const file = await tampered((entries) => entries.delete('certification.md'));
  expect(() => verifyPackage(file)).toThrow('certification.md is in the manifest but missing from the archive');
});

test('a different --public-key fails, naming both fingerprints', async () => {
  const { file } = await signedPackage();
  expect(() => verifyPackage(file, createPublicKey(ed25519Key()))).toThrow(
    /^signer key differs from the given public key: package signed by sha256:\w+, expected sha256:\w+$/,
  );
});

test('a public key swapped inside the package fails the signature', async () => {
  const other = createPublicKey(ed25519Key()).export({ type: 'spki', format: 'pem' });
  const file = await tampered((entries) => entries.set('reviewer-public-key.pem', Buffer.from(other)));
  expect(() => verifyPackage(file)).toThrow(/^bad signature/);
});

test('a file that is not a package is told in one line', async () => {
  const { dir } = await signedPackage();
  expect(() => verifyPackage(join(dir, 'conformance.json'))).toThrow(/conformance\.json: not a readable \.tar\.gz$/);
  expect(() => verifyPackage(join(dir, 'none.tar.gz'))).toThrow(/none\.tar\.gz: no such file$/);
});

test('a link in the archive is refused, not followed', async () => {
  const { dir } = await signedPackage();
  const staging = join(dir, 'staging');
  mkdirSync(staging);
  writeFileSync(join(staging, 'manifest.json'), '{}');
  symlinkSync('/etc/passwd', join(staging, 'certification.md'));
  await create({ gzip: true, file: join(dir, 'linked.tar.gz'), cwd: staging }, ['manifest.json', 'certification.md']);
  expect(() => verifyPackage(join(dir, 'linked.tar.gz'))).toThrow(
    /certification\.md is a SymbolicLink entry, not a file$/,
  );
});
