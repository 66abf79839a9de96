import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CertificationError } from './certification-error';
import { fingerprint } from './signing-keys';

export const PRIVATE_KEY_FILE = 'reviewer-ed25519.pem';
export const PUBLIC_KEY_FILE = 'reviewer-ed25519.pub.pem';

/** A reviewer's Ed25519 key pair; the private file is readable by its owner only, and never overwritten. */
export function generateReviewerKeys(dir: string): { privateFile: string; publicFile: string; signer: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const privateFile = join(dir, PRIVATE_KEY_FILE);
  const publicFile = join(dir, PUBLIC_KEY_FILE);
  for (const file of [privateFile, publicFile])
    if (existsSync(file)) throw new CertificationError(`${file} exists; not overwriting a key`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(privateFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
  writeFileSync(publicFile, publicKey.export({ type: 'spki', format: 'pem' }), { flag: 'wx' });
  return { privateFile, publicFile, signer: fingerprint(publicKey) };
}
