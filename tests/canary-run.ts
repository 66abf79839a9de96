import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ConformanceReport } from '../reporters/model';
import { coverageCounts, coverageProblems, coverageSentence } from '../reporters/coverage';
import { ruleById } from '../rules';
import { CANARY_SEED, canaryCredentials } from './canary-credentials';
import { EMBEDDED_MOCK_PORT_BASE } from '../kit/config/embedded-mock';
import { filesBelow, findSecrets, scanTree } from './secret-scan';
import { excusedBrowserSkip } from './browser-requirement';
import { HAR_FILE, type Har } from '../reporters/har';

/**
 * The green run and the secret canary in one: the whole conformance suite against the faithful embedded mock,
 * with canary credentials. It must exit 0 with every checkable rule passed and every documented input, value and
 * status exercised or listed with a reason (rules/coverage-notes.ts), and no canary value may appear in
 * anything the run wrote (reports, the HAR of its exchanges, Playwright's report, test results) or printed.
 */
const reportDir = 'reports/canary';
const canaries = canaryCredentials();

rmSync(reportDir, { recursive: true, force: true });
// Traces asked for, as a partner may pass `-- --trace on`: they are scanned with the rest.
const run = spawnSync('node_modules/.bin/playwright', ['test', '--trace', 'on'], {
  // On the mock's fixed ports, not free ones: tests/shard-run.ts compares its merged report with this one, target
  // included.
  env: {
    ...process.env,
    ...canaries,
    REPORT_DIR: reportDir,
    SANDBOX_BASE_URL: '',
    PRODUCTION_BASE_URL: '',
    CONTROL_URL: '',
    PARTNER_BASE_URL: '',
    CONFORMANCE_ENV: 'sandbox',
    CONFORMANCE_SEED: CANARY_SEED,
    MOCK_PORT_BASE: String(EMBEDDED_MOCK_PORT_BASE),
  },
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
const output = `${run.stdout}\n${run.stderr}`;
mkdirSync(reportDir, { recursive: true });
writeFileSync(join(reportDir, 'run.log'), output);
process.stdout.write(output);

const problems: string[] = [];
if (run.status !== 0) problems.push(`the conformance run against the faithful mock exited ${run.status}`);
try {
  const report = JSON.parse(readFileSync(join(reportDir, 'conformance.json'), 'utf8')) as ConformanceReport;
  for (const rule of report.rules) {
    if (rule.status === 'passed' || rule.notChecked) continue;
    if (rule.status === 'skipped' && excusedBrowserSkip(rule.reason))
      console.log(`canary run: ${rule.id} not checked on this machine: ${rule.reason}`);
    else problems.push(`${rule.id} is ${rule.status} against the faithful mock: ${rule.reason}`);
  }
  // Every documented input, value and status is exercised against the faithful mock, or listed with a reason.
  problems.push(...coverageProblems(report.coverage));
  // docs/report.md quotes these numbers: they are this run's, or the page is out of date.
  const sentence = coverageSentence(coverageCounts(report.coverage));
  if (!readFileSync('docs/report.md', 'utf8').replace(/\s+/g, ' ').includes(sentence))
    problems.push(`docs/report.md does not say: "${sentence}"`);
} catch (error) {
  problems.push(`no readable ${reportDir}/conformance.json: ${(error as Error).message}`);
}
// The scan can fail: a known test title must be found inside the zip that Playwright's HTML report embeds.
const known = scanTree(reportDir, { title: ruleById('LEG-AUTH-BEARER')!.title });
if (!known.some((hit) => hit.where.includes('playwright') && hit.where.includes('»'))) {
  problems.push(
    "the secret scan could not read Playwright's HTML report: a known test title was not found in its embedded zip",
  );
}
// Scanned inside (scanTree reads zips): a run that wrote none proved nothing of them.
if (!filesBelow(reportDir).some((file) => file.endsWith('trace.zip')))
  problems.push('asked for traces (--trace on), the run wrote none: the scan proved nothing of them');
// The HAR holds every exchange of the run, passed tests' too: a run that wrote it empty proved nothing of it.
try {
  const har = JSON.parse(readFileSync(join(reportDir, HAR_FILE), 'utf8')) as Har;
  if (!har.log.entries.length)
    problems.push(`${reportDir}/${HAR_FILE} holds no exchange: the scan proved nothing of it`);
} catch (error) {
  problems.push(`no readable ${reportDir}/${HAR_FILE}: ${(error as Error).message}`);
}
const hits = [...scanTree(reportDir, canaries), ...findSecrets(output, 'the run output', canaries)];
for (const hit of hits) problems.push(`canary ${hit.secretName} found in ${hit.where}`);

if (problems.length) {
  console.error(`\ncanary run: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(
  '\ncanary run: green against the faithful mock; no canary credential in any file it wrote or anything it printed',
);
