import { randomInt } from 'node:crypto';
import { declareTargetCopies } from '../kit/run/target-copies';
import { copiesConfig } from './copies-config';
import {
  mutantCopies,
  mutantTargetUrls,
  MUTANT_PORT_BASE,
  schemaMutantSet,
  sharedProductionPortBase,
} from './mutants/mutant-copies';
import { mockTargetEnv } from './mock-target';

/**
 * The mutant matrix: every documented response and error body broken field by field (tests/mutants/), one
 * reference-mock instance per mutant (tests/mutants/mutant-mocks.ts), and against each the checks of the rule that
 * judges that body, as target copies in one project like the fault matrix. Every mutant the schemas forbid must be
 * caught on its rule. `npm test` runs a seeded sample (RESPONSE_MUTANTS, default 80; `all` for every one, which writes
 * the record the samples are held to); the seed is printed.
 */
const reportDir = 'reports/mutant-matrix';
process.env.CONFORMANCE_SEED ||= String(randomInt(1, 2 ** 31 - 1));
process.env.RESPONSE_MUTANTS_SEED ||= String(randomInt(1, 2 ** 31 - 1));
process.env.CONFORMANCE_PLAN ||= 'gate';
const set = schemaMutantSet();
Object.assign(process.env, mockTargetEnv(MUTANT_PORT_BASE), mutantTargetUrls(set, MUTANT_PORT_BASE), {
  REPORT_DIR: reportDir,
  CONFORMANCE_PROFILE: '',
});
declareTargetCopies(mutantCopies());

export default copiesConfig({
  name: 'mutant matrix',
  reportDir,
  reporter: ['./mutant-matrix-reporter.ts', { reportDir }],
  webServer: {
    command: 'node_modules/.bin/tsx tests/mutants/mutant-mocks.ts',
    cwd: '..',
    env: {
      MUTANT_PORT_BASE: String(MUTANT_PORT_BASE),
      RESPONSE_MUTANTS: process.env.RESPONSE_MUTANTS ?? '',
      RESPONSE_MUTANTS_SEED: process.env.RESPONSE_MUTANTS_SEED,
    },
    url: `http://127.0.0.1:${sharedProductionPortBase(set) + 2}/capabilities`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
