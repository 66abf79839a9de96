/**
 * The embedded reference mock, as the suite starts it when no base URL is configured.
 * Its built-in test credentials are public (see README), not secrets.
 */
// Below 32768: ports in the ephemeral range can be taken by outgoing connections before the mock listens.
export const EMBEDDED_MOCK_PORT_BASE = 24310;

export const EMBEDDED_MOCK_CREDENTIALS = {
  sandbox: { apiCredential: 'mock-sandbox-api-credential' },
  production: { apiCredential: 'mock-production-api-credential' },
} as const;
