import { ConfigError } from '../config/config-error';
import type { TargetConfig } from '../config/target-config';
import { readProxyTarget, type ProxyTarget } from '../proxy/proxy-target';

/** What `flow` hands its lint run (cli/flow.config.ts): the proxy's settings and where the flow's record is. */
export interface FlowTarget extends ProxyTarget {
  /** The flow's record (kit/flow/flow-record.ts), written by the command; it holds no credential value. */
  recordFile: string;
}

export const FLOW_RECORD_VARIABLE = 'CONFORMANCE_FLOW_RECORD';

export function readFlowTarget(env: Record<string, string | undefined>, run: TargetConfig): FlowTarget {
  const recordFile = env[FLOW_RECORD_VARIABLE];
  // Set by `flow` itself: a run of this config without it was not started by the command.
  if (!recordFile)
    throw new ConfigError(`${FLOW_RECORD_VARIABLE} is set by \`flow\`: run the flow command, not this config`);
  return { ...readProxyTarget(env, run), recordFile };
}
