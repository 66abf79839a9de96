import { spawnSync } from 'node:child_process';

/**
 * Wall time of a full conformance run against the embedded mock and of the fault matrix, on this machine.
 * Targets (issue 2): under 30 s and under 3 minutes on 2 cores.
 */
const runs = [
  { name: 'conformance run (embedded mock)', args: ['test'], env: { REPORT_DIR: 'reports/bench' }, targetSeconds: 30 },
  { name: 'fault matrix', args: ['test', '-c', 'tests/fault-matrix.config.ts'], env: {}, targetSeconds: 180 },
];

let over = 0;
for (const run of runs) {
  const started = process.hrtime.bigint();
  const result = spawnSync('node_modules/.bin/playwright', run.args, { env: { ...process.env, ...run.env }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const verdict = seconds <= run.targetSeconds ? 'within' : 'OVER';
  if (seconds > run.targetSeconds) over++;
  console.log(`${run.name}: ${seconds.toFixed(1)} s (exit ${result.status}; target ${run.targetSeconds} s: ${verdict})`);
}
process.exit(over ? 1 : 0);
