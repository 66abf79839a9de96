import { test } from '../../kit/proxy/fixtures';
import { trafficTests } from './traffic-tests';

// The partner's rules that its backend's traffic shows, read from what `proxy` saw pass (partner/proxy/).
trafficTests(test);
