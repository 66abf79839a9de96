import { partnerRunConfig } from '../kit/run/partner-run-config';
import { readReceiverTarget } from '../kit/receiver/receiver-target';

// `receiver`: the suite acts as the service and the partner's webhook receiver is the target (rules/partner.ts).
export default partnerRunConfig('receiver', 'receiver.spec', 'receiver', (run) => readReceiverTarget(process.env, run));
