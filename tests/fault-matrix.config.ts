import { randomInt } from 'node:crypto';
import { declareTargetCopies } from '../kit/run/target-copies';
import { copiesConfig } from './copies-config';
import { faults } from '../mock/faults';
import { faultCopies, MATRIX_PORT_BASE } from './fault-copies';
import { mockTargetEnv } from './mock-target';

/**
 * The fault matrix: one reference-mock instance per fault profile (`mock/main.ts --matrix`), and against each the
 * checks of the rule its fault names, declared once per instance in one project (kit/run/target-copies.ts), so the
 * two workers serve every instance. Every fault must be caught on its rule; a vacuity fault runs the checks of the
 * rules it would pass vacuously, and must end in a run error with none passed.
 */
const reportDir = 'reports/fault-matrix';
process.env.CONFORMANCE_SEED ||= String(randomInt(1, 2 ** 31 - 1));
// A CI gate: one retry of a failed request (a persistent 5xx still takes two tries), no real-time waits.
process.env.CONFORMANCE_PLAN ||= 'gate';
// What every instance shares, the mock's own public test credentials included, whatever the shell holds: workers
// and the mock inherit it. Each copy sets its own base URLs over it.
Object.assign(process.env, mockTargetEnv(MATRIX_PORT_BASE), { REPORT_DIR: reportDir, CONFORMANCE_PROFILE: '' });
declareTargetCopies(faultCopies());

export default copiesConfig({
  name: 'fault matrix',
  reportDir,
  reporter: ['./fault-matrix-reporter.ts', { reportDir }],
  webServer: {
    command: `node_modules/.bin/tsx mock/main.ts --matrix --port-base ${MATRIX_PORT_BASE}`,
    cwd: '..',
    url: `http://127.0.0.1:${MATRIX_PORT_BASE + 3 * (faults.length - 1) + 2}/capabilities`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
