import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readTargetConfig } from '../kit/config/read-target';
import { readCredentials } from '../kit/config/credentials';
import { otherReadings, profileOf, type MockReading } from '../mock/readings';
import { startMock, type RunningMock } from '../mock/service';
import { runProbe } from '../kit/probe/run-probe';
import { probes } from '../kit/probe/probes';
import type { ConformanceReport } from '../reporters/model';
import { mockTargetEnv } from './mock-target';
import { EMBEDDED_MOCK_CREDENTIALS } from '../kit/config/embedded-mock';
import { webhookRules } from '../rules/webhooks';
import { PLAN_VARIABLE, READINGS_MATRIX_DIR, type ReadingsMatrixEntry } from './readings-matrix-plan';

/**
 * The readings matrix: the reference mock in the other reading of every row it can read otherwise, probed, then
 * checked by the suite. Per reading, the checks that name its row: with the default profile no MUST or SHOULD rule
 * fails and the row is "not confirmed"; with the probed profile the run is green and the row "confirmed". Then the
 * whole suite against the mock in every other reading at once, with the default profile and with the probed one.
 */
const PORT_BASE = Number(process.env.READINGS_MATRIX_PORT_BASE || 24700);
const PLAYWRIGHT = 'node_modules/.bin/playwright';
const problems: string[] = [];

function run(args: string[], env: Record<string, string>): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(PLAYWRIGHT, args, {
      env: { ...process.env, ...env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) => resolve(code));
  });
}

async function main(): Promise<void> {
  rmSync(READINGS_MATRIX_DIR, { recursive: true, force: true });
  mkdirSync(join(READINGS_MATRIX_DIR, 'profiles'), { recursive: true });
  const instances: { name: string; readings: readonly MockReading[] }[] = [
    ...otherReadings().map((reading) => ({ name: `${reading.row}=${reading.value}`, readings: [reading] })),
    { name: '--readings other', readings: otherReadings() },
  ];
  const running: RunningMock[] = [];
  try {
    const plan: ReadingsMatrixEntry[] = [];
    for (const [index, instance] of instances.entries()) {
      const portBase = PORT_BASE + 3 * index;
      running.push(await startMock({ readings: instance.readings, portBase }));
      const env = mockTargetEnv(portBase);
      const probed = await runProbe(readTargetConfig(env), readCredentials(env, false), { mayCreate: true });
      // The probe must find the mock's readings, in any combination.
      for (const reading of instance.readings) {
        for (const [key, value] of Object.entries(profileOf(reading))) {
          const found = probed.profile.values[key];
          if (found !== value)
            problems.push(
              `probe against ${instance.name}: ${reading.row} found ${key}=${found ?? 'undetermined'}, the ` +
                `mock reads ${value}`,
            );
        }
      }
      const profile = join(READINGS_MATRIX_DIR, 'profiles', `${index}.json`);
      writeFileSync(profile, JSON.stringify(probed.profile, null, 2));
      plan.push({
        name: instance.name,
        readings: Object.fromEntries(instance.readings.map((r) => [r.row, r.value])),
        portBase,
        profile,
      });
    }
    const planFile = join(READINGS_MATRIX_DIR, 'plan.json');
    writeFileSync(planFile, JSON.stringify(plan, null, 2));
    if ((await run(['test', '-c', 'tests/readings-matrix.config.ts'], { [PLAN_VARIABLE]: planFile })) !== 0)
      problems.push('the readings matrix found a reading the suite does not hold (above)');

    // Webhooks signed with the HMAC secret, and *_WEBHOOK_SECRET set to it as a partner in that reading would:
    // NAT-HMAC-SECRET ("another secret") must not take the HMAC secret for another one; the webhook rules hold.
    const webhookEntry = plan.find((entry) => entry.name === 'ASSUME-WEBHOOK-SECRET=hmac-secret');
    if (!webhookEntry) problems.push('no instance in ASSUME-WEBHOOK-SECRET=hmac-secret');
    else {
      const reportDir = join(READINGS_MATRIX_DIR, 'webhook-secret-is-hmac-secret');
      const status = await run(['test'], {
        ...mockTargetEnv(webhookEntry.portBase),
        REPORT_DIR: reportDir,
        CONFORMANCE_PROFILE: webhookEntry.profile,
        CONFORMANCE_SEED: '20261126',
        SANDBOX_WEBHOOK_SECRET: EMBEDDED_MOCK_CREDENTIALS.sandbox.hmacSecret,
        PRODUCTION_WEBHOOK_SECRET: EMBEDDED_MOCK_CREDENTIALS.production.hmacSecret,
        CONFORMANCE_RULES: ['NAT-HMAC-SECRET', ...webhookRules.map((rule) => rule.id)].join(','),
      });
      const report = JSON.parse(readFileSync(join(reportDir, 'conformance.json'), 'utf8')) as ConformanceReport;
      for (const rule of report.rules.filter((r) => r.status === 'failed' || r.status === 'warning'))
        problems.push(`webhook secret = HMAC secret: ${rule.id} ${rule.status}: ${rule.reason}`);
      if (!['passed', 'partially-checked'].includes(report.rules.find((r) => r.id === 'NAT-HMAC-SECRET')?.status ?? ''))
        problems.push('webhook secret = HMAC secret: NAT-HMAC-SECRET not passed by its x-api-key variant');
      if (status !== 0) problems.push(`webhook secret = HMAC secret: the run exited ${status}`);
    }

    // The whole suite against the mock in every other reading at once.
    const all = plan.at(-1)!;
    // Two seeds: identities the first run created must not be created again by the second (code 81).
    for (const [name, profile, seed] of [
      ['default profile', '', '20261123'],
      ['probed profile', all.profile, '20261124'],
    ] as const) {
      const reportDir = join(READINGS_MATRIX_DIR, `full-${name.split(' ')[0]}`);
      const status = await run(['test'], {
        ...mockTargetEnv(all.portBase),
        REPORT_DIR: reportDir,
        CONFORMANCE_PROFILE: profile,
        CONFORMANCE_SEED: seed,
      });
      const report = JSON.parse(readFileSync(join(reportDir, 'conformance.json'), 'utf8')) as ConformanceReport;
      const failed = report.rules.filter(
        (rule) => rule.status === 'failed' || (rule.status === 'warning' && (rule.level === 'SHOULD' || profile)),
      );
      for (const rule of failed) problems.push(`--readings other, ${name}: ${rule.id} ${rule.status}: ${rule.reason}`);
      if (status !== 0) problems.push(`--readings other, ${name}: the run exited ${status}`);
      for (const row of Object.keys(all.readings)) {
        // A row whose probe creates is not read before the run: where another row's reading skips its checks
        // (the Native API in another HMAC construction), nothing shows it.
        const creates = probes.some((probe) => probe.row === row && probe.creates);
        const expected = profile ? ['confirmed'] : creates ? ['not-confirmed', 'no-evidence'] : ['not-confirmed'];
        const found = report.assumptions.find((a) => a.id === row)?.status;
        if (!expected.includes(found ?? ''))
          problems.push(`--readings other, ${name}: ${row} ${found}, expected ${expected.join(' or ')}`);
      }
    }
    // The public SDKs' choices (signed /api) against the faithful mock: green.
    const faithful = PORT_BASE + 3 * instances.length;
    running.push(await startMock({ portBase: faithful }));
    const reportDir = join(READINGS_MATRIX_DIR, 'public-sdk');
    const status = await run(['test'], {
      ...mockTargetEnv(faithful),
      REPORT_DIR: reportDir,
      CONFORMANCE_PROFILE: 'public-sdk',
      CONFORMANCE_SEED: '20261125',
    });
    const report = JSON.parse(readFileSync(join(reportDir, 'conformance.json'), 'utf8')) as ConformanceReport;
    for (const rule of report.rules.filter((r) => r.status === 'failed' || r.status === 'warning'))
      problems.push(`public-sdk preset: ${rule.id} ${rule.status}: ${rule.reason}`);
    if (status !== 0) problems.push(`public-sdk preset against the faithful mock: the run exited ${status}`);
    const auth = report.assumptions.find((a) => a.id === 'ASSUME-LEG-AUTH');
    if (auth?.value !== 'signed' || auth.status !== 'confirmed')
      problems.push(`public-sdk preset: ASSUME-LEG-AUTH ${auth?.value} ${auth?.status}, expected signed confirmed`);
  } finally {
    await Promise.all(running.map((instance) => instance.close()));
  }
  if (problems.length) {
    console.error(`\nreadings matrix: ${problems.length} problem(s)`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log(
    `\nreadings matrix: every other reading of ${otherReadings().length} rows holds, alone and together; the ` +
      `probe finds each`,
  );
}

void main();
