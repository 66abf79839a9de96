import type { SpecOperation } from './spec-operation';
import type { TargetConfig } from '../config/target-config';

/**
 * Operations whose path the document does not show: the configured path wins over the spec's default
 * (ASSUME-NAT-PATHS).
 */
const CONFIGURED_PATHS: Record<string, (target: TargetConfig) => string> = {
  createNativeIdentity: (target) => target.native.identityCreatePath,
  getNativeLimits: (target) => target.native.limitsPath,
};

/** Per operation id, the path configuration gives it where the document shows none. */
export function configuredPaths(target: TargetConfig): Record<string, string> {
  return Object.fromEntries(Object.entries(CONFIGURED_PATHS).map(([operationId, path]) => [operationId, path(target)]));
}

export function withConfiguredPath(operation: SpecOperation, target: TargetConfig): SpecOperation {
  const configured = CONFIGURED_PATHS[operation.operationId];
  return configured ? { ...operation, path: configured(target) } : operation;
}
