import type { Authenticator } from '../http/surface-client';

/** Legacy surface: Authorization carrying the word Bearer and the partner credential (Authentication). */
export function bearer(credential: string): Authenticator {
  return { headers: () => ({ authorization: `Bearer ${credential}` }) };
}
