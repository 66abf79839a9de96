import { createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { CertificationError } from './certification-error';

const MAKE_ONE = 'make one with `npm run certify -- keygen --out <dir>` or `openssl genpkey -algorithm ed25519`';

/** The reviewer's signing key, from an unencrypted PEM file; any other kind of key is refused. */
export function readPrivateKey(file: string): KeyObject {
  const pem = readKeyFile(file, 'private key');
  // PKCS#8 and traditional PEM both say so in clear text; OpenSSL's own error would not.
  if (/ENCRYPTED/.test(pem.toString('latin1')))
    throw new CertificationError(`${file} is encrypted; certify reads an unencrypted PEM key`, 2, false);
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new CertificationError(`${file} is not a PEM private key; ${MAKE_ONE}`, 2, false);
  }
  return ed25519(key, file);
}

export function readPublicKey(file: string): KeyObject {
  return parsePublicKey(readKeyFile(file, 'public key'), file, 2);
}

/** `exitCode` 2: a file given that is no key; 1: a package's own key that is none (it does not verify). */
export function parsePublicKey(pem: string | Buffer, where: string, exitCode: 1 | 2 = 1): KeyObject {
  let key: KeyObject;
  try {
    key = createPublicKey(pem);
  } catch {
    throw new CertificationError(`${where} is not a PEM public key`, exitCode, false);
  }
  return ed25519(key, where);
}

export function publicKeyPem(key: KeyObject): string {
  return asPublic(key).export({ type: 'spki', format: 'pem' }).toString();
}

/** SHA-256 of the DER public key (SubjectPublicKeyInfo): what `openssl pkey -pubin -outform DER | sha256sum` prints. */
export function fingerprint(key: KeyObject): string {
  const der = asPublic(key).export({ type: 'spki', format: 'der' });
  return `sha256:${createHash('sha256').update(der).digest('hex')}`;
}

function asPublic(key: KeyObject): KeyObject {
  return key.type === 'public' ? key : createPublicKey(key);
}

function ed25519(key: KeyObject, where: string): KeyObject {
  if (key.asymmetricKeyType !== 'ed25519')
    throw new CertificationError(
      `${where} is a key of type ${key.asymmetricKeyType ?? 'secret'}; certification needs an Ed25519 key ` +
        `(${MAKE_ONE})`,
    );
  return key;
}

function readKeyFile(file: string, what: string): Buffer {
  try {
    return readFileSync(file);
  } catch {
    throw new CertificationError(`cannot read the ${what} ${file}`, 2, false);
  }
}
