import type { Authenticator } from '../http/surface-client';

/** Hosted Checkout: header x-api-key with the API key, on every endpoint but KYC sharing (Authentication). */
export function apiKey(key: string): Authenticator {
  return { headers: () => ({ 'x-api-key': key }) };
}
