import { credentialVariables } from '../kit/config/credentials';
import { EMBEDDED_MOCK_CREDENTIALS } from '../kit/config/embedded-mock';
import type { EnvName } from '../kit/config/target-config';

export interface EmbeddedService {
  urls: Record<EnvName, string>;
  /** Its test-control API (the clock a flow's customers linger on). */
  controlUrl: string;
  /** The variables that point a run at it, with its public test credentials. */
  variables: Record<string, string>;
  close(): Promise<void>;
}

/** The embedded mock for a partner command with no service configured: both environments, on free ports. */
export async function startEmbeddedService(): Promise<EmbeddedService> {
  const { startMock } = await import('../mock/service.js');
  const running = await startMock({ ports: { sandbox: 0, production: 0, control: 0 } });
  return {
    urls: { sandbox: running.urls.sandbox, production: running.urls.production },
    controlUrl: running.urls.control,
    variables: {
      SANDBOX_BASE_URL: running.urls.sandbox,
      PRODUCTION_BASE_URL: running.urls.production,
      ...credentialVariables(EMBEDDED_MOCK_CREDENTIALS),
    },
    close: () => running.close(),
  };
}

/** Whether these settings name no service, so a partner command brings the embedded one. */
export const namesNoService = (settings: Record<string, string | undefined>) =>
  !settings.SANDBOX_BASE_URL && !settings.PRODUCTION_BASE_URL;
