import { SECRET_FORMS } from '../kit/config/secret-forms';
import { CertificationError } from './certification-error';

/** The forms a credential can take in a report: as is, or encoded (kit/config/secret-forms.ts). */
const forms = (secret: string) => SECRET_FORMS.flatMap((form) => form.of(secret));

/**
 * Refuses to package a file that holds a credential value of the run or a private key; names the file, never the value.
 */
export function refuseSecrets(contents: Map<string, Buffer>, secrets: readonly string[]): void {
  for (const [path, bytes] of contents) {
    const text = bytes.toString('latin1');
    if (secrets.some((secret) => forms(secret).some((form) => text.includes(form)))) {
      throw new CertificationError(`a credential value appears in ${path}; not packaging`);
    }
    if (text.includes('PRIVATE KEY-----'))
      throw new CertificationError(`${path} holds private key material; not packaging`);
  }
}
