import { test, expect } from '@playwright/test';
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { extract } from 'tar';
import { buildPackage } from '../../certification/package';
import { fingerprint, readPrivateKey } from '../../certification/signing-keys';
import { verifyPackage } from '../../certification/verify';
import { ed25519Key, reportDir, signedPackage } from './certification-fixture';

test('a package verifies, with the key inside it and with the reviewer key given', async () => {
  const { file, key } = await signedPackage();
  const signer = fingerprint(createPublicKey(key));
  expect(verifyPackage(file)).toEqual({
    files: 3,
    signer,
    packageKeyOnly: true,
    run: {
      suiteVersion: '0.1.0',
      targetEnv: 'production',
      baseUrls: { production: 'https://api.partner.example/v1' },
      embeddedMock: false,
      startedAt: '2025-11-21T10:00:00.000Z',
      runStatus: 'passed',
    },
  });
  expect(verifyPackage(file, createPublicKey(key)).packageKeyOnly).toBe(false);
});

test(
  'the archive holds the manifest, its signature, ' + 'the public key and the report files, and no private key',
  async () => {
    const { file, dir } = await signedPackage();
    const out = join(dir, 'extracted');
    mkdirSync(out);
    await extract({ file, cwd: out });
    const names = [
      'certification.md',
      'conformance',
      'conformance.json',
      'manifest.json',
      'manifest.sig',
      'reviewer-public-key.pem',
    ];
    expect(readdirSync(out).sort()).toEqual(names);
    for (const name of readdirSync(out, { recursive: true }) as string[]) {
      if (name !== 'conformance') expect(readFileSync(join(out, name), 'latin1'), name).not.toContain('PRIVATE KEY');
    }
  },
);

test('a report directory without certification.md is not packaged, and the file is named', async () => {
  const dir = reportDir();
  rmSync(join(dir, 'certification.md'));
  await expect(
    buildPackage({ reportDir: dir, out: join(dir, 'p.tar.gz'), signingKey: ed25519Key(), secrets: [] }),
  ).rejects.toThrow(`${join(dir, 'certification.md')} is missing`);
});

test(
  'a credential value of the run in a report file refuses the package, ' + 'naming the file but not the value',
  async () => {
    const dir = reportDir({ 'certification.md': '# Certification\n\nx-api-key: sk-live-4f9a2c\n' });
    const out = join(dir, 'p.tar.gz');
    const refused = buildPackage({ reportDir: dir, out, signingKey: ed25519Key(), secrets: ['sk-live-4f9a2c'] });
    await expect(refused).rejects.toThrow(/^a credential value appears in certification\.md; not packaging$/);
    expect(readdirSync(dir)).not.toContain('p.tar.gz');
    // Base64 (a Basic-style header) counts too.
    const encoded = reportDir({
      'conformance/index.html': `<p>${Buffer.from('sk-live-4f9a2c').toString('base64')}</p>`,
    });
    await expect(
      buildPackage({ reportDir: encoded, out, signingKey: ed25519Key(), secrets: ['sk-live-4f9a2c'] }),
    ).rejects.toThrow('conformance/index.html');
  },
);

test('a non-Ed25519, public or encrypted signing key is refused in one line', () => {
  const dir = reportDir();
  const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' });
  writeFileSync(join(dir, 'rsa.pem'), rsa);
  expect(() => readPrivateKey(join(dir, 'rsa.pem'))).toThrow(
    /rsa\.pem is a key of type rsa; certification needs an Ed25519 key/,
  );
  writeFileSync(join(dir, 'public.pem'), createPublicKey(ed25519Key()).export({ type: 'spki', format: 'pem' }));
  expect(() => readPrivateKey(join(dir, 'public.pem'))).toThrow(/public\.pem is not a PEM private key/);
  writeFileSync(
    join(dir, 'encrypted.pem'),
    ed25519Key().export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'x' }),
  );
  expect(() => readPrivateKey(join(dir, 'encrypted.pem'))).toThrow(
    /encrypted\.pem is encrypted; certify reads an unencrypted PEM key$/,
  );
});

test("the partner's receiver, proxy and flow runs beside the reports are packaged and verified with them", async () => {
  const dir = reportDir({
    'receiver/conformance.json': '{"target":{"env":"production"},"rules":[]}\n',
    'receiver/conformance/index.html': '<!doctype html><title>Receiver</title>\n',
    'receiver/certification.md': '# Certification checklist\n',
    'proxy/conformance.json': '{"target":{"env":"production"},"rules":[]}\n',
    'proxy/conformance/index.html': '<!doctype html><title>Proxy</title>\n',
    'proxy/certification.md': '# Certification checklist\n',
    'flow/conformance.json': '{"target":{"env":"production"},"rules":[]}\n',
    'flow/conformance/index.html': '<!doctype html><title>Flow</title>\n',
    'flow/certification.md': '# Certification checklist\n',
    'flow/screenshots/01-returning-alice-s1-review.jpg': 'a customer page\n',
    'flow/screenshots/02-returning-alice-s1-confirmed.jpg': 'the checkout page\n',
  });
  const file = join(dir, 'p.tar.gz');
  await buildPackage({ reportDir: dir, out: file, signingKey: ed25519Key(), secrets: [] });
  // The service run's 3 files, 3 per partner run, and the flow's screenshots of the customers' pages.
  expect(verifyPackage(file).files).toBe(14);
  rmSync(join(dir, 'receiver', 'certification.md'));
  await expect(buildPackage({ reportDir: dir, out: file, signingKey: ed25519Key(), secrets: [] })).rejects.toThrow(
    `${join(dir, 'receiver', 'certification.md')} is missing`,
  );
});
