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
  target: { env: EnvName; baseUrls: Record<string, string>; capabilities: Partial<Capabilities>; embeddedMock: boolean; plan?: PlanName };
}

export function runFacts(config: TargetConfig, capabilities: Partial<Capabilities>): RunFacts {
  const baseUrls: Record<string, string> = {};
  for (const [env, target] of Object.entries(config.environments)) {
    if (!target) continue;
    baseUrls[env] = target.baseUrl;
    if (target.partnerBaseUrl) baseUrls[`${env} partner`] = target.partnerBaseUrl;
  }
  if (config.controlUrl) baseUrls.control = config.controlUrl;
  return { seed: config.seed, target: { env: config.env, baseUrls, capabilities, embeddedMock: config.embeddedMock, ...(config.plan ? { plan: config.plan } : {}) } };
}
