/**
 * The embedded reference mock, as the suite starts it when no base URL is configured.
 * Its built-in test credentials are public (see README), not secrets.
 */
export const EMBEDDED_MOCK_PORT_BASE = 47310;

export const EMBEDDED_MOCK_CREDENTIALS = {
  sandbox: { apiCredential: 'mock-sandbox-api-credential' },
  production: { apiCredential: 'mock-production-api-credential' },
} as const;
