/** A way a credential's value can be written down: plainly, or in one of the usual encodings. */
export interface SecretForm {
  name: 'plain' | 'base64' | 'base64url' | 'hex' | 'url-encoded';
  /** The strings that show the secret in this form. */
  of(secret: string): string[];
}

/**
 * The secret inside a longer base64 text, wherever it starts: the characters that its bytes alone decide, for each
 * of the three offsets it may start at within a group of three bytes. Short ones would match by chance.
 */
function base64Inside(secret: string, encoding: 'base64' | 'base64url'): string[] {
  const bytes = Buffer.from(secret);
  return [0, 1, 2].flatMap((skip) => {
    const aligned = bytes.subarray(skip, skip + Math.floor((bytes.length - skip) / 3) * 3);
    const text = aligned.toString(encoding).replace(/=+$/, '');
    return text.length >= 8 ? [text] : [];
  });
}

/** The forms the secret-leak scan and the certification package look for. */
export const SECRET_FORMS: readonly SecretForm[] = [
  { name: 'plain', of: (secret) => [secret] },
  { name: 'base64', of: (secret) => base64Inside(secret, 'base64') },
  // Only where it differs from base64 (a secret whose encoding has no + or /): one finding, one form.
  {
    name: 'base64url',
    of: (secret) => base64Inside(secret, 'base64url').filter((text) => !base64Inside(secret, 'base64').includes(text)),
  },
  {
    name: 'hex',
    of: (secret) => {
      const hex = Buffer.from(secret).toString('hex');
      return [hex, hex.toUpperCase()];
    },
  },
  { name: 'url-encoded', of: (secret) => (encodeURIComponent(secret) === secret ? [] : [encodeURIComponent(secret)]) },
];
