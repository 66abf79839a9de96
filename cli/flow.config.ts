import { partnerRunConfig } from '../kit/run/partner-run-config';
import { readFlowTarget } from '../kit/flow/flow-target';

// `flow`: customers driven through the partner's app in Chromium; their flow and the backend's traffic are the target.
export default partnerRunConfig('flow', 'flow.spec', 'flowTarget', (run) => readFlowTarget(process.env, run));
