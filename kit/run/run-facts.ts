import type { Capabilities, EnvName, TargetConfig } from '../config/target-config';
import type { PlanName } from '../config/plans';

/**
 * Every result carries the facts its run decided, as this annotation: a blob report keeps neither the `target`
 * option nor the environment, so a merge of sharded runs learns the seed and the target only from here.
 */
export const RUN_ANNOTATION = 'conformance-run';

/** What a worker ran with, as the report shows it; no credential (the target holds none). */
export interface RunFacts {
  seed: number;
  target: {
    env: EnvName;
    baseUrls: Record<string, string>;
    capabilities: Partial<Capabilities>;
    embeddedMock: boolean;
    plan?: PlanName;
  };
}

export function runFacts(config: TargetConfig, capabilities: Partial<Capabilities>): RunFacts {
  const baseUrls: Record<string, string> = {};
  for (const [env, target] of Object.entries(config.environments)) {
    if (!target) continue;
    baseUrls[env] = shownUrl(target.baseUrl);
    if (target.partnerBaseUrl) baseUrls[`${env} partner`] = shownUrl(target.partnerBaseUrl);
  }
  if (config.controlUrl) baseUrls.control = shownUrl(config.controlUrl);
  return {
    seed: config.seed,
    target: {
      env: config.env,
      baseUrls,
      capabilities,
      embeddedMock: config.embeddedMock,
      ...(config.plan ? { plan: config.plan } : {}),
    },
  };
}

/**
 * A base URL as every verdict names it: scheme, host and path. A user and password in the URL are credentials, and a
 * query or fragment may carry a token: none of them is shown, in the console or in any file.
 */
export function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' && !url.endsWith('/') ? '' : parsed.pathname}`;
  } catch {
    return '(not a URL)';
  }
}
