import { test, expect } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ConformanceReport } from '../../reporters/model';

/**
 * The reporter inside a real Playwright run: a fixture suite written to this test's output folder,
 * run by the CLI, then the files and the exit code it leaves behind are read back.
 */
const ROOT = resolve(__dirname, '..', '..');
const REPORTER = join(ROOT, 'reporters', 'conformance-reporter.ts');
const CLI = join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js');
const LEAK = 'leaked-token-0123456789';

const target = {
  env: 'sandbox',
  environments: { sandbox: { baseUrl: 'http://127.0.0.1:9/sandbox' } },
  embeddedMock: false,
  realTime: false,
  allowWrites: true,
  seed: 4242,
  reportDir: 'out-reports',
  requestTimeoutMs: 1000,
  backoff: { maxRetries: 0, baseDelayMs: 1, maxDelayMs: 1 },
  legacy: {
    sample: { fiat: 'EUR', coin: 'BTC', walletAddress: 'x', returnUrl: 'http://x' },
    ordersFrom: '2025-01-01',
    ordersTo: '2025-12-31',
    pricesRateProbe: 120,
  },
  native: { identityCreatePath: '/eapi/v0/identities', limitsPath: '/eapi/v0/identities/{identityReference}/limits' },
  assumptions: [
    {
      id: 'ASSUME-PRICES-RATE-LIMIT',
      text: 'requests before a 429',
      value: 'LEGACY_PRICES_RATE_PROBE=120',
      source: 'default',
    },
  ],
};

const FIXTURE_SPEC = `
import { test, expect } from '@playwright/test';
const rule = (id) => ({ type: 'rule', description: id });
const json = (value) => ({ body: Buffer.from(JSON.stringify(value)), contentType: 'application/json' });
const exchange = (id, body) => ({
  requestId: id, startedAt: '2025-11-21T14:00:00.000Z', durationMs: 3,
  request: {
    method: 'GET',
    url: 'http://127.0.0.1:9/api/orders',
    headers: { authorization: 'Bearer ${LEAK}', 'x-api-key': '${LEAK}' },
  },
  response: { status: 200, headers: { 'content-type': 'application/json' }, body },
});
const mode = process.env.FIXTURE_MODE;
const mustFail = mode === 'must';
// As kit/checks/violation.ts and kit/http/environment-failure.ts record them.
const violate = (testInfo, rule, received, documented) => {
  testInfo.annotations.push({ type: 'violation', description: JSON.stringify({ rule, received, documented }) });
  throw new Error(\`\${rule}: received \${received}; documented \${documented}\`);
};
// What kit/fixtures.ts records on every result; the warnings run has none, as when no test started.
const target = {
  env: 'sandbox',
  baseUrls: { sandbox: 'http://127.0.0.1:9/sandbox' },
  capabilities: { clock: true, reset: false },
  embeddedMock: false,
};
const runRecord = { type: 'conformance-run', description: JSON.stringify({ seed: 4242, target }) };
test.beforeEach(({}, testInfo) => {
  if (mustFail) testInfo.annotations.push(runRecord);
});

test('passes', { annotation: [rule('LEG-RESPONSE-JSON'), rule('LEG-NO-SUCH-RULE')] }, async ({}, testInfo) => {
  await testInfo.attach('evidence', json([exchange('req-pass', '{}')]));
});
test.describe(() => {
  test.describe.configure({ retries: 1 });
  test('passes on retry', { annotation: [rule('LEG-AUTH-BEARER')] }, async ({}, testInfo) => {
    if (testInfo.retry === 0) throw new Error('LEG-AUTH-BEARER: refused on the first attempt');
  });
});
test('skips', { annotation: [rule('LEG-CHECKOUT-URL-EXPIRES')] }, async () => {
  test.skip(true, 'needs the clock capability of the test-control API');
});
test('assumed rule fails', { annotation: [rule('LEG-PRICES-RATE-LIMITED')] }, async ({}, testInfo) => {
  const drift = { operation: 'GET /api/prices 200', path: '/data/extra', example: '1' };
  await testInfo.attach('schema-drift', json([drift]));
  violate(testInfo, 'LEG-PRICES-RATE-LIMITED', 'no 429 in 120 requests', 'assumed within 120 (Limits)');
});
test('must rule fails', { annotation: [rule('LEG-ORDERS-PER-PAGE-MAX')] }, async ({}, testInfo) => {
  test.skip(!mustFail, 'only in the must run');
  const script = exchange('req-2', '{"note":"<script>alert(1)</script>"}');
  await testInfo.attach('evidence', json([exchange('req-1', '{}'), script]));
  violate(testInfo, 'LEG-ORDERS-PER-PAGE-MAX', '500 orders on one page', 'maximum 200 (Limits)');
});
test('precondition fails first', { annotation: [rule('LEG-ORDERS-META-CONSISTENT')] }, async ({}, testInfo) => {
  test.skip(!mustFail, 'only in the must run');
  violate(testInfo, 'LEG-RESPONSE-DATA', 'no data wrapper', 'a top-level data object');
});
test('an expect of its own is a suite error, whatever it names', { annotation: [rule('LEG-AUTH-WRONG')] }, async () => {
  test.skip(!mustFail && mode !== 'suite', 'only in the must and suite runs');
  expect(200, 'LEG-AUTH-WRONG: served an unknown credential').toBe(401);
});
test('the environment fails', { annotation: [rule('LEG-AUTH-MISSING')] }, async ({}, testInfo) => {
  test.skip(mode !== 'inconclusive', 'only in the inconclusive run');
  const failure = { cause: 'no-answer', line: 'GET /api/orders: connection reset; 4 tries' };
  testInfo.annotations.push({ type: 'environment', description: JSON.stringify(failure) });
  throw new Error('inconclusive (no-answer): GET /api/orders: connection reset; 4 tries');
});
`;

interface Run {
  code: number | null;
  stdout: string;
  dir: string;
}

async function runFixture(
  dir: string,
  mode: 'must' | 'warnings' | 'inconclusive' | 'suite',
  withTarget: boolean,
): Promise<Run> {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'fixture.spec.ts'), FIXTURE_SPEC);
  writeFileSync(
    join(dir, 'fixture.config.ts'),
    `import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: '.', testMatch: 'fixture.spec.ts', workers: 1, outputDir: './out',
  reporter: [[${JSON.stringify(REPORTER)}]],
  ${withTarget ? `use: { target: ${JSON.stringify(target)} },` : ''}
});
`,
  );
  // The fixture run must not think it is one of this run's workers.
  const env: NodeJS.ProcessEnv = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(TEST_|PW_)/.test(name)),
  );
  Object.assign(env, { FIXTURE_MODE: mode, FORCE_COLOR: '0', CI: '1' });
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [CLI, 'test', '-c', join(dir, 'fixture.config.ts')], { cwd: dir, env });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stdout += chunk));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, dir }));
  });
}

const readReport = (reportDir: string): ConformanceReport =>
  JSON.parse(readFileSync(join(reportDir, 'conformance.json'), 'utf8'));
const ruleOf = (report: ConformanceReport, id: string) => report.rules.find((rule) => rule.id === id)!;

test.describe.configure({ timeout: 90_000 });

test('a run with a failed MUST rule writes the three reports and exits non-zero', async ({}, testInfo) => {
  const run = await runFixture(testInfo.outputPath('must'), 'must', true);
  const reportDir = join(run.dir, 'out-reports');
  expect(run.code, run.stdout).toBe(1);

  const report = readReport(reportDir);
  expect(report.runStatus).toBe('failed');
  expect(report.suiteVersion).toBe(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version);
  expect(report.seed).toBe(4242);
  expect(report.target).toEqual({
    env: 'sandbox',
    baseUrls: { sandbox: 'http://127.0.0.1:9/sandbox' },
    capabilities: { clock: true, reset: false },
    embeddedMock: false,
  });
  expect(report.assumptions).toEqual(target.assumptions.map((a) => ({ ...a, status: 'no-evidence' })));
  expect(Date.parse(report.startedAt)).not.toBeNaN();
  expect(report.durationMs).toBeGreaterThan(0);

  expect(ruleOf(report, 'LEG-ORDERS-PER-PAGE-MAX')).toMatchObject({
    status: 'failed',
    reason: 'LEG-ORDERS-PER-PAGE-MAX: received 500 orders on one page; documented maximum 200 (Limits)',
  });
  const failedTest = ruleOf(report, 'LEG-ORDERS-PER-PAGE-MAX').tests[0];
  expect(failedTest.requestIds).toEqual(['req-1', 'req-2']);
  expect(failedTest.evidence).toHaveLength(2);
  expect(failedTest.evidence![0].request.headers).toEqual({
    authorization: 'Bearer [REDACTED]',
    'x-api-key': '[REDACTED]',
  });
  expect(ruleOf(report, 'LEG-RESPONSE-DATA')).toMatchObject({
    status: 'failed',
    reason: 'LEG-RESPONSE-DATA: received no data wrapper; documented a top-level data object',
  });
  expect(ruleOf(report, 'LEG-ORDERS-META-CONSISTENT')).toMatchObject({
    status: 'skipped',
    reason: 'not checkable: LEG-RESPONSE-DATA failed first',
  });
  expect(ruleOf(report, 'LEG-AUTH-WRONG')).toMatchObject({
    status: 'error',
    reason: 'suite error: LEG-AUTH-WRONG: served an unknown credential',
  });
  expect(ruleOf(report, 'LEG-AUTH-BEARER').status).toBe('passed');
  expect(ruleOf(report, 'LEG-AUTH-BEARER').tests).toHaveLength(1);
  expect(ruleOf(report, 'LEG-CHECKOUT-URL-EXPIRES')).toMatchObject({
    status: 'skipped',
    reason: 'needs the clock capability of the test-control API',
  });
  expect(ruleOf(report, 'LEG-PRICES-RATE-LIMITED').status).toBe('warning');
  expect(ruleOf(report, 'LEG-RESPONSE-JSON')).toMatchObject({
    status: 'passed',
    tests: [{ requestIds: ['req-pass'] }],
  });
  expect(report.unknownRuleIds).toEqual(['LEG-NO-SUCH-RULE']);
  expect(report.drift).toEqual([{ operation: 'GET /api/prices 200', path: '/data/extra', example: '1' }]);
  expect(report.summary).toMatchObject({
    rules: report.rules.length,
    failed: 2,
    warnings: 1,
    passed: 2,
    errors: 1,
    inconclusive: 0,
  });

  const page = readFileSync(join(reportDir, 'conformance', 'index.html'), 'utf8');
  expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  const junit = readFileSync(join(reportDir, 'junit.xml'), 'utf8');
  expect(junit.match(/<testcase /g)).toHaveLength(report.rules.length);
  expect(junit.match(/<failure /g)).toHaveLength(2);
  expect(junit.match(/<error /g)).toHaveLength(1);
  for (const file of ['conformance.json', 'conformance/index.html', 'junit.xml']) {
    expect(readFileSync(join(reportDir, file), 'utf8'), file).not.toContain(LEAK);
  }

  expect(run.stdout).toContain('2 failed, 1 warning, 0 waived, 0 inconclusive, 1 suite error,');
  expect(run.stdout).toContain('seed 4242 — replay with CONFORMANCE_SEED=4242');
  expect(run.stdout).toContain(`report: ${join('out-reports', 'conformance', 'index.html')}`);
  expect(run.stdout).toContain('LEG-NO-SUCH-RULE');
  expect(run.stdout).not.toContain(LEAK);
});

test(
  'a run whose only failures are warnings exits zero; ' + 'without a target it still writes what it knows',
  async ({}, testInfo) => {
    const run = await runFixture(testInfo.outputPath('warnings'), 'warnings', false);
    expect(run.code, run.stdout).toBe(0);
    const reportDir = join(run.dir, 'reports');
    expect(existsSync(join(reportDir, 'conformance', 'index.html'))).toBe(true);
    expect(existsSync(join(reportDir, 'junit.xml'))).toBe(true);
    const report = readReport(reportDir);
    expect(report.runStatus).toBe('passed');
    expect(report.target.env).toBe('unknown');
    // Capabilities come only from the tests' run records: none here, so none are claimed.
    expect(report.target.capabilities).toEqual({});
    expect(ruleOf(report, 'LEG-PRICES-RATE-LIMITED').status).toBe('warning');
    expect(ruleOf(report, 'LEG-ORDERS-PER-PAGE-MAX')).toMatchObject({
      status: 'skipped',
      reason: 'only in the must run',
    });
    expect(report.summary.failed).toBe(0);
    expect(run.stdout).toContain('seed unknown');
  },
);

test(
  'without a failed MUST rule, ' + 'an inconclusive run exits 3 and a suite error 4, each said in the report',
  async ({}, testInfo) => {
    for (const [mode, code, runStatus, rule, status] of [
      ['inconclusive', 3, 'inconclusive', 'LEG-AUTH-MISSING', 'inconclusive'],
      ['suite', 4, 'error', 'LEG-AUTH-WRONG', 'error'],
    ] as const) {
      const run = await runFixture(testInfo.outputPath(mode), mode, true);
      expect(run.code, run.stdout).toBe(code);
      const report = readReport(join(run.dir, 'out-reports'));
      expect(report.runStatus).toBe(runStatus);
      expect(ruleOf(report, rule).status).toBe(status);
      expect(run.stdout.trim().split('\n').at(-1)).toContain('report: ');
    }
  },
);
