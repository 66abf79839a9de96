import { EMBEDDED_MOCK_CREDENTIALS } from '../kit/config/embedded-mock';
import { credentialVariables } from '../kit/config/credentials';

/**
 * A reference-mock instance listening at `portBase` (sandbox, production, control), pointed at as a "real"
 * target: its base URLs and its public test credentials, whatever the shell holds. Writes are allowed: every
 * instance is a mock, its "production" included.
 */
export function mockTargetEnv(portBase: number): Record<string, string> {
  return {
    ...credentialVariables(EMBEDDED_MOCK_CREDENTIALS),
    CONFORMANCE_ENV: 'sandbox',
    SANDBOX_BASE_URL: `http://127.0.0.1:${portBase}`,
    PRODUCTION_BASE_URL: `http://127.0.0.1:${portBase + 1}`,
    CONTROL_URL: `http://127.0.0.1:${portBase + 2}`,
    PARTNER_BASE_URL: '',
    CONFORMANCE_PREVIOUS_REPORT: '',
    CONFORMANCE_ANNOTATIONS: 'none',
    CONFORMANCE_ALLOW_WRITES: '1',
  };
}
