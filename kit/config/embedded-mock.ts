/**
 * The embedded reference mock, as the suite starts it when no base URL is configured.
 * Its built-in test credentials are public (see docs/mock.md), not secrets.
 */
// Where a reading of the target that starts no mock places it (merge-reports, --list, unit tests); a run takes free
// ports (kit/config/mock-ports.ts) or MOCK_PORT_BASE.
export const EMBEDDED_MOCK_PORT_BASE = 24310;
/** The name that reaches the embedded mock's listener as its partner host (mock/environment.ts, PARTNER_HOST_NAME). */
export const EMBEDDED_MOCK_PARTNER_HOST = 'localhost';

/**
 * What the suite knows of the mock beyond the assumption table's defaults, which are a real sandbox's: its price
 * endpoint takes 60 requests a minute (mock/seams/clock.ts), so the suite's budget may spend 50 (ASSUME-PRICES-BUDGET)
 * and the inputs of a sell price are tried in a run that does not wait; and it accepts a discount code. A variable set
 * still wins.
 */
export const EMBEDDED_MOCK_SETTINGS: Readonly<Record<string, string>> = {
  LEGACY_PRICES_BUDGET: '50',
  // The one discount code the mock accepts (mock/discounts.ts), public like its credentials: discounts are applied.
  LEGACY_DISCOUNT_CODE: 'MOCK-DISCOUNT-HALF',
};

export const EMBEDDED_MOCK_CREDENTIALS = {
  sandbox: {
    apiCredential: 'mock-sandbox-api-credential',
    apiSecret: 'mock-sandbox-api-secret',
    apiKey: 'mock-sandbox-api-key',
    partnerRef: 'mock-partner-sandbox',
    hmacKey: 'mock-sandbox-hmac-key',
    hmacSecret: 'mock-sandbox-hmac-secret',
    webhookSecret: 'mock-sandbox-webhook-secret',
  },
  production: {
    apiCredential: 'mock-production-api-credential',
    apiSecret: 'mock-production-api-secret',
    apiKey: 'mock-production-api-key',
    partnerRef: 'mock-partner-production',
    hmacKey: 'mock-production-hmac-key',
    hmacSecret: 'mock-production-hmac-secret',
    webhookSecret: 'mock-production-webhook-secret',
  },
} as const;
