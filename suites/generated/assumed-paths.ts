import type { SpecOperation } from '../../kit/spec';
import type { TargetConfig } from '../../kit/config/target-config';

/** Operations whose path the document does not show: the configured path wins over the spec's default (ASSUME-NAT-PATHS). */
const CONFIGURED_PATHS: Record<string, (target: TargetConfig) => string> = {
  createNativeIdentity: (target) => target.native.identityCreatePath,
  getNativeLimits: (target) => target.native.limitsPath,
};

export function withConfiguredPath(operation: SpecOperation, target: TargetConfig): SpecOperation {
  const configured = CONFIGURED_PATHS[operation.operationId];
  return configured ? { ...operation, path: configured(target) } : operation;
}
