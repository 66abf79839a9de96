import { partnerRunConfig } from '../kit/run/partner-run-config';
import { readProxyTarget } from '../kit/proxy/proxy-target';

// `proxy`: the partner's backend's traffic, as the proxy saw it pass, is the target (partner/proxy/traffic-rules.ts).
export default partnerRunConfig('proxy', 'traffic.spec', 'proxyTarget', (run) => readProxyTarget(process.env, run));
