import { randomInt } from 'node:crypto';
import { declareTargetCopies } from '../kit/run/target-copies';
import { copiesConfig } from './copies-config';
import { mutantTargetUrls, sharedProductionPortBase } from './mutants/mutant-copies';
import { VALUE_MUTANT_PORT_BASE, valueMutantCopies, valueMutantSet } from './mutants/value-mutant-copies';
import { mockTargetEnv } from './mock-target';

/**
 * The value-mutant matrix: every documented answer field given wrong values of its own type by the operators of
 * tests/mutants/value-mutants.ts, one reference-mock instance per mutant, and against each the checks of the rules that
 * judge its operation's answers. Each mutant without a survivor's reason must fail a rule. `npm test` runs a seeded
 * sample (VALUE_MUTANTS, default 40; `all` for every one); the seed is printed.
 */
const reportDir = 'reports/value-mutant-matrix';
process.env.CONFORMANCE_SEED ||= String(randomInt(1, 2 ** 31 - 1));
process.env.VALUE_MUTANTS_SEED ||= String(randomInt(1, 2 ** 31 - 1));
process.env.CONFORMANCE_PLAN ||= 'gate';
const set = valueMutantSet();
Object.assign(process.env, mockTargetEnv(VALUE_MUTANT_PORT_BASE), mutantTargetUrls(set, VALUE_MUTANT_PORT_BASE), {
  REPORT_DIR: reportDir,
  CONFORMANCE_PROFILE: '',
});
declareTargetCopies(valueMutantCopies());

export default copiesConfig({
  name: 'value-mutant matrix',
  reportDir,
  reporter: ['./value-mutant-matrix-reporter.ts', { reportDir }],
  webServer: {
    command: 'node_modules/.bin/tsx tests/mutants/mutant-mocks.ts --value',
    cwd: '..',
    env: {
      VALUE_MUTANT_PORT_BASE: String(VALUE_MUTANT_PORT_BASE),
      VALUE_MUTANTS: process.env.VALUE_MUTANTS ?? '',
      VALUE_MUTANTS_SEED: process.env.VALUE_MUTANTS_SEED,
      VALUE_MUTANTS_MATCH: process.env.VALUE_MUTANTS_MATCH ?? '',
    },
    url: `http://127.0.0.1:${sharedProductionPortBase(set) + 2}/capabilities`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
