import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPackage } from '../../certification/package';

/** A partner's service, as conformance.json names it: host and path of each base URL, not the embedded mock. */
export const PARTNER_TARGET = {
  env: 'production',
  baseUrls: { production: 'https://api.partner.example/v1' },
  embeddedMock: false,
};

/** A report directory as the reporter leaves it, small: the package only reads its bytes and a few facts. */
export function reportDir(
  extra: Record<string, string> = {},
  target: Record<string, unknown> = PARTNER_TARGET,
): string {
  const dir = mkdtempSync(join(tmpdir(), 'certification-report-'));
  const report = {
    suiteVersion: '0.1.0',
    target,
    startedAt: '2025-11-21T10:00:00.000Z',
    runStatus: 'passed',
    rules: [],
  };
  const files: Record<string, string> = {
    'conformance.json': `${JSON.stringify(report, null, 2)}\n`,
    'conformance/index.html': '<!doctype html><title>Conformance</title><p>99 rules, 0 failed</p>\n',
    'certification.md': '# Certification checklist\n\n- [x] LEG-ORDERS-PER-PAGE-MAX\n',
    ...extra,
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

export function ed25519Key(): KeyObject {
  return generateKeyPairSync('ed25519').privateKey;
}

/** A signed package of a fresh report directory; returns its path, the report directory and the signing key. */
export async function signedPackage(): Promise<{ file: string; dir: string; key: KeyObject }> {
  const dir = reportDir();
  const key = ed25519Key();
  const file = join(dir, 'certification-package.tar.gz');
  await buildPackage({ reportDir: dir, out: file, signingKey: key, secrets: [] });
  return { file, dir, key };
}
