import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ConformanceReport } from '../reporters/model';
import { CANARY_SEED, canaryCredentials } from './canary-credentials';
import { findSecrets, scanTree } from './secret-scan';
import { EMBEDDED_MOCK_PORT_BASE } from '../kit/config/embedded-mock';

/**
 * Sharding gives the report of a whole run: the suite in two shards and the serial part, one after the other
 * against the embedded mock (each part starts its own), merged with `playwright merge-reports`, must give the same
 * rule results as a whole run of the same seed: the canary run's when it ran with it (npm test runs it first), else
 * a whole run of its own. Canary credentials must not reach any blob or report.
 */
const SEED = CANARY_SEED;
const reportDir = 'reports/shards';
const canaryReport = 'reports/canary/conformance.json';
const PLAYWRIGHT = 'node_modules/.bin/playwright';

const canaries = canaryCredentials();
// The merged report is compared with the canary run's, target included: both on the mock's fixed ports, not free ones.
const embedded = {
  SANDBOX_BASE_URL: '',
  PRODUCTION_BASE_URL: '',
  CONTROL_URL: '',
  PARTNER_BASE_URL: '',
  CONFORMANCE_ENV: 'sandbox',
  CONFORMANCE_PREVIOUS_REPORT: '',
  MOCK_PORT_BASE: String(EMBEDDED_MOCK_PORT_BASE),
};

const problems: string[] = [];
let output = '';

/**
 * Each part keeps to its share of a limit, for parts that run at once; here they run one after another, each against
 * a mock of its own (60 price and 120 Hosted requests a minute), so a part may spend a whole run's budget: a share of
 * 25 prices made the second part wait a minute, a share of 60 Hosted requests the first.
 */
const WHOLE_BUDGET_PER_PART = { LEGACY_PRICES_BUDGET: '100', CONFORMANCE_BUDGET_HOSTED_SANDBOX: '240' };

function step(name: string, args: string[], dir = reportDir, env: Record<string, string> = {}): number | null {
  const started = Date.now();
  const run = spawnSync(PLAYWRIGHT, args, {
    env: {
      ...process.env,
      ...canaries,
      ...embedded,
      CONFORMANCE_SEED: SEED,
      REPORT_DIR: dir,
      FORCE_COLOR: '0',
      ...env,
    },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  output += `\n$ playwright ${args.join(' ')}\n${run.stdout}\n${run.stderr}`;
  console.log(`shard run: ${name} exited ${run.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return run.status;
}

function read(path: string): ConformanceReport | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as ConformanceReport;
  } catch (error) {
    problems.push(`no readable ${path}: ${(error as Error).message.split('\n')[0]}`);
    return undefined;
  }
}

/** What must not change with sharding: per rule its status, its reason, and its tests' titles with their statuses. */
function compare(merged: ConformanceReport, whole: ConformanceReport, wholeName: string): void {
  const differ = (what: string, a: unknown, b: unknown) => {
    if (JSON.stringify(a) !== JSON.stringify(b))
      problems.push(`${what}: merged ${JSON.stringify(a)}, ${wholeName} ${JSON.stringify(b)}`);
  };
  differ('seed', merged.seed, whole.seed);
  differ('target', merged.target, whole.target);
  differ('run errors', merged.runErrors, whole.runErrors);
  differ('run status', merged.runStatus, whole.runStatus);
  const wholeRules = new Map(whole.rules.map((rule) => [rule.id, rule]));
  const mergedIds = new Set(merged.rules.map((rule) => rule.id));
  for (const rule of whole.rules) if (!mergedIds.has(rule.id)) problems.push(`${rule.id}: only in ${wholeName}`);
  for (const rule of merged.rules) {
    const other = wholeRules.get(rule.id);
    if (!other) {
      problems.push(`${rule.id}: only in the merged report`);
      continue;
    }
    differ(`${rule.id} status`, rule.status, other.status);
    differ(`${rule.id} reason`, rule.reason ?? '', other.reason ?? '');
    // Without the project: a target with clock scopes runs the clock scenarios beside the rest in a whole run, and in
    // the serial part of a sharded one.
    const tests = (of: typeof rule) =>
      of.tests.map((test) => `${test.title.replace(/^[^›]+ › /, '')} [${test.status}]`);
    for (const test of without(tests(rule), tests(other)))
      problems.push(`${rule.id}: the merged report has ${test}, ${wholeName} not`);
    for (const test of without(tests(other), tests(rule)))
      problems.push(`${rule.id}: ${wholeName} has ${test}, the merged report not`);
  }
}

/** Multiset difference: a test that ran twice in one and once in the other is a difference too. */
function without(these: string[], those: string[]): string[] {
  const left = [...those];
  return these.filter((item) => {
    const at = left.indexOf(item);
    if (at < 0) return true;
    left.splice(at, 1);
    return false;
  });
}

const started = Date.now();
rmSync(reportDir, { recursive: true, force: true });
for (const part of ['--shard=1/2', '--shard=2/2', '--project=serial']) {
  if (step(part, ['test', part], reportDir, WHOLE_BUDGET_PER_PART) !== 0)
    problems.push(`the part ${part} exited non-zero against the faithful mock`);
}
const mergeStatus = step('merge', ['merge-reports', '--config', 'cli/merge.config.ts', join(reportDir, 'blob')]);
const merged = read(join(reportDir, 'conformance.json'));

let whole = existsSync(canaryReport) ? read(canaryReport) : undefined;
let wholeName = 'the canary run';
if (whole?.seed !== Number(SEED)) {
  wholeName = 'a whole run';
  const dir = join(reportDir, 'whole');
  step('whole run (no canary report of this seed)', ['test'], dir);
  whole = read(join(dir, 'conformance.json'));
}
if (merged && whole) {
  compare(merged, whole, wholeName);
  if ((mergeStatus === 0) !== (whole.runStatus === 'passed'))
    problems.push(`merge-reports exited ${mergeStatus} for a run whose status is ${whole.runStatus}`);
}

mkdirSync(reportDir, { recursive: true });
writeFileSync(join(reportDir, 'run.log'), output);
const hits = [...scanTree(reportDir, canaries), ...findSecrets(output, 'the run output', canaries)];
for (const hit of hits) problems.push(`canary ${hit.secretName} found in ${hit.where}`);

const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
if (problems.length) {
  console.error(`\nshard run: ${problems.length} problem(s) (output in ${reportDir}/run.log)`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(
  `\nshard run: two shards and the serial part, merged, give the rule results of ${wholeName} (seed ${SEED}); ` +
    `no canary credential in any blob or report; ${took}`,
);
