import { declareTargetCopies } from '../kit/run/target-copies';
import { copiesConfig } from './copies-config';
import { mockTargetEnv } from './mock-target';
import {
  REAL_SERVICE_MATRIX_DIR,
  REAL_SERVICE_PROFILE,
  REAL_SERVICE_SEED,
  realServiceCopies,
} from './real-service-copies';

/**
 * The real service's shapes, each deviation alone and the shapes that break no rule together, as copies of one run
 * (tests/real-service-run.ts starts their mock instances, then this run).
 */
const copies = realServiceCopies();
// What every instance shares, the mock's public test credentials included: workers inherit it.
Object.assign(process.env, mockTargetEnv(copies[0].portBase), {
  REPORT_DIR: REAL_SERVICE_MATRIX_DIR,
  CONFORMANCE_SEED: REAL_SERVICE_SEED,
  CONFORMANCE_PROFILE: REAL_SERVICE_PROFILE,
});
declareTargetCopies(copies.map(({ copy }) => copy));

export default copiesConfig({
  name: 'real service',
  reportDir: REAL_SERVICE_MATRIX_DIR,
  reporter: ['./real-service-matrix-reporter.ts'],
});
