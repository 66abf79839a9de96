import { readFileSync } from 'node:fs';
import { test as base } from '../proxy/fixtures';
import type { Flow, FlowRecord } from './flow-record';
import type { FlowTarget } from './flow-target';

interface FlowWorkerFixtures {
  /** Set in cli/flow.config.ts; holds no secret. */
  flowTarget: FlowTarget;
  /** The customers' flow and the backend's traffic during it: read once. */
  flow: Flow;
}

/** The fixtures of `flow`'s lint run: the proxy's (the traffic), and the flow's record beside it. */
export const test = base.extend<object, FlowWorkerFixtures>({
  flowTarget: [undefined as unknown as FlowTarget, { option: true, scope: 'worker' }],
  proxyTarget: [async ({ flowTarget }, use) => use(flowTarget), { scope: 'worker' }],
  flow: [
    async ({ flowTarget, traffic }, use) => {
      const record = JSON.parse(readFileSync(flowTarget.recordFile, 'utf8')) as FlowRecord;
      await use({ record, traffic });
    },
    { scope: 'worker' },
  ],
});
