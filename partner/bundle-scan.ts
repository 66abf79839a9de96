import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SECRET_FORMS, type SecretForm } from '../kit/config/secret-forms';

/** A credential of the run, known by the variable that holds it: a hit names the variable, never the value. */
export interface NamedSecret {
  variable: string;
  value: string;
}

/**
 * Code that signs requests with HMAC: in a front-end or mobile bundle it means the secret is there too
 * (Authentication).
 */
export const SIGNING_CODE: readonly { name: string; pattern: RegExp }[] = [
  { name: "node:crypto createHmac('sha256')", pattern: /createHmac\(\s*['"`]sha256['"`]/i },
  { name: 'CryptoJS.HmacSHA256', pattern: /\bHmacSHA256\s*\(/ },
  { name: 'WebCrypto HMAC key', pattern: /\bimportKey\s*\([^)]{0,200}['"`]HMAC['"`]/ },
];

export interface BundleHit {
  file: string;
  line: number;
  /** The variable whose value was found, or the signing code's name. */
  what: string;
  /** How it was written: a secret form, 'split string literals', or 'signing code'. */
  form: SecretForm['name'] | 'split string literals' | 'signing code';
}

/** "abc" + "def" (and across lines, with any quote) read as the one literal a minifier or a hand would split. */
const joinedLiterals = (text: string) => text.replace(/(['"`])\s*\+\s*\1/g, '');

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Every hit in one file's text: each secret in each form, the secrets split into literals, and signing code. */
export function scanText(file: string, text: string, secrets: readonly NamedSecret[]): BundleHit[] {
  const hits: BundleHit[] = [];
  const joined = joinedLiterals(text);
  for (const secret of secrets) {
    for (const form of SECRET_FORMS) {
      const index = form
        .of(secret.value)
        .map((written) => text.indexOf(written))
        .find((at) => at >= 0);
      if (index !== undefined) hits.push({ file, line: lineAt(text, index), what: secret.variable, form: form.name });
    }
    if (!hits.some((hit) => hit.what === secret.variable && hit.form === 'plain') && joined.includes(secret.value)) {
      // The line of the first literal's start: where the joined text and the file still agree, near enough.
      const at = joined.indexOf(secret.value);
      hits.push({ file, line: lineAt(joined, at), what: secret.variable, form: 'split string literals' });
    }
  }
  for (const code of SIGNING_CODE) {
    const match = code.pattern.exec(text);
    if (match) hits.push({ file, line: lineAt(text, match.index), what: code.name, form: 'signing code' });
  }
  return hits;
}

/** Files under the paths, depth first; a file is read whole (bytes as latin1, so binaries scan too). */
function* filesUnder(path: string): Generator<string> {
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path).sort()) yield* filesUnder(join(path, entry));
  } else yield path;
}

export function scanPaths(
  paths: readonly string[],
  secrets: readonly NamedSecret[],
): { files: number; hits: BundleHit[] } {
  let files = 0;
  const hits: BundleHit[] = [];
  for (const path of paths) {
    for (const file of filesUnder(path)) {
      files += 1;
      hits.push(...scanText(file, readFileSync(file).toString('latin1'), secrets));
    }
  }
  return { files, hits };
}
