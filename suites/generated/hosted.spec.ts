import { hostedOperations } from '../../kit/spec';
import { describeOperations } from './operation-suite';

// Generated from specs/hosted-checkout.yaml (/{partnerRef}/v2 and KYC sharing).
describeOperations(hostedOperations());
