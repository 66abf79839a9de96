import type { Assumption, Capabilities, TargetConfig } from '../kit/config/target-config';
import type { ConformanceReport } from './model';

export interface RunTarget {
  target: ConformanceReport['target'];
  seed: number;
  assumptions: Assumption[];
}

/** What the report says about the target; without a target option, only the capabilities are known. */
export function describeTarget(config: TargetConfig | undefined, capabilities: Partial<Capabilities>): RunTarget {
  if (!config) {
    return { target: { env: 'unknown', baseUrls: {}, capabilities, embeddedMock: false }, seed: 0, assumptions: [] };
  }
  const baseUrls: Record<string, string> = {};
  for (const [env, target] of Object.entries(config.environments)) {
    if (!target) continue;
    baseUrls[env] = target.baseUrl;
    if (target.partnerBaseUrl) baseUrls[`${env} partner`] = target.partnerBaseUrl;
  }
  if (config.controlUrl) baseUrls.control = config.controlUrl;
  return {
    target: { env: config.env, baseUrls, capabilities, embeddedMock: config.embeddedMock },
    seed: config.seed,
    assumptions: config.assumptions,
  };
}

/** The global setup publishes what the target's test-control API offers; absent or unreadable means nothing. */
export function parseCapabilities(json: string | undefined): Partial<Capabilities> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Partial<Capabilities>) : {};
  } catch {
    return {};
  }
}
