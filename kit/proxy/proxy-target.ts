import { ConfigError } from '../config/config-error';
import { oneOf, url } from '../config/read-target';
import type { EnvName, TargetConfig } from '../config/target-config';

/**
 * What `proxy` hands its lint run (cli/proxy.config.ts): where the traffic is and the settings its rules read; no
 * secret.
 */
export interface ProxyTarget {
  env: EnvName;
  /** Where the proxy forwarded to. */
  targetUrl: string;
  /** The seen traffic (partner/proxy/seen-exchange.ts), written by the command; it holds no credential value. */
  trafficFile: string;
  integration?: 'new' | 'existing';
  backoffMs: number;
  polling: { repeats: number; windowMs: number };
  identityCreatePath: string;
}

/** The variables `proxy` sets for its lint run. */
export const PROXY_VARIABLES = {
  target: 'CONFORMANCE_PROXY_TARGET',
  traffic: 'CONFORMANCE_PROXY_TRAFFIC',
  integration: 'CONFORMANCE_INTEGRATION',
} as const;

export function readProxyTarget(env: Record<string, string | undefined>, run: TargetConfig): ProxyTarget {
  const targetUrl = url(env, PROXY_VARIABLES.target);
  const trafficFile = env[PROXY_VARIABLES.traffic];
  // Set by `proxy` itself: a run of this config without it was not started by the command.
  if (!targetUrl || !trafficFile)
    throw new ConfigError(
      `${PROXY_VARIABLES.target} and ${PROXY_VARIABLES.traffic} are set by \`proxy\`: run the proxy command, ` +
        `not this config`,
    );
  const integration = oneOf(env, PROXY_VARIABLES.integration, ['new', 'existing', ''], '') as
    ProxyTarget['integration'] | '';
  return {
    env: run.env,
    targetUrl,
    trafficFile,
    ...(integration ? { integration } : {}),
    backoffMs: run.partnerBackoffMs,
    polling: run.partnerPolling,
    identityCreatePath: run.native.identityCreatePath,
  };
}
