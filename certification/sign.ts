import { sign, verify, type KeyObject } from 'node:crypto';

/** Ed25519 signs the message itself (no pre-hash), hence the null algorithm. */
export function signManifest(manifest: Buffer, privateKey: KeyObject): Buffer {
  return Buffer.from(`${sign(null, manifest, privateKey).toString('base64')}\n`);
}

export function signatureValid(manifest: Buffer, signatureFile: Buffer, publicKey: KeyObject): boolean {
  const signature = Buffer.from(signatureFile.toString('latin1').trim(), 'base64');
  return signature.length === 64 && verify(null, manifest, publicKey, signature);
}
