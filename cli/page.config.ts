import { partnerRunConfig } from '../kit/run/partner-run-config';
import { readPageTarget } from '../kit/page/page-target';

// `page`: the partner's page where a customer picks how to pay, in Debian's Chromium under several user agents.
export default partnerRunConfig(
  'page',
  'page.spec',
  'pageTarget',
  (run) => readPageTarget(process.env, run),
  (target) => ({ browserName: 'chromium', launchOptions: { executablePath: target.chromiumPath } }),
);
