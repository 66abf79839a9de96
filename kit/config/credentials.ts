import type { EnvName } from './target-config';
import { EMBEDDED_MOCK_CREDENTIALS } from './embedded-mock';

/** Per-environment credentials. Read here, in the worker, and never put into Playwright's options:
 *  options are serialised into blob reports and merged reports. */
export interface EnvironmentCredentials {
  apiCredential: string;
}
export type Credentials = Partial<Record<EnvName, EnvironmentCredentials>>;

export function readCredentials(env: Record<string, string | undefined>, embeddedMock: boolean): Credentials {
  const credentials: Credentials = {};
  for (const name of ['sandbox', 'production'] as const) {
    const prefix = name.toUpperCase();
    const apiCredential = env[`${prefix}_API_CREDENTIAL`] || (embeddedMock ? EMBEDDED_MOCK_CREDENTIALS[name].apiCredential : undefined);
    if (apiCredential) credentials[name] = { apiCredential };
  }
  return credentials;
}

/** Every secret value of a run, for redaction by value wherever it might appear. */
export function secretValues(credentials: Credentials): string[] {
  return Object.values(credentials).flatMap((c) => (c ? [c.apiCredential] : [])).filter((v) => v.length >= 4);
}
