import { test, expect } from '@playwright/test';
import { certifiedEnvironments, runCertification, type CertificationSteps } from '../../cli/certification-run';
import { worstExitCode } from '../../reporters/exit-codes';

/** Steps that record what ran and answer with the given exit codes. */
function recorded(codes: Record<string, number>) {
  const ran: string[] = [];
  const steps: CertificationSteps = {
    conformance: async (env, reportDir) => {
      ran.push(`run ${env} ${reportDir}`);
      return codes[env] ?? 0;
    },
    receiver: async (env, reportDir) => {
      ran.push(`receiver ${env} ${reportDir}`);
      return codes[`receiver ${env}`] ?? 0;
    },
    page: async (env, reportDir) => {
      ran.push(`page ${env} ${reportDir}`);
      return codes[`page ${env}`] ?? 0;
    },
    package: async (reportDir, keyFile) => {
      ran.push(`package ${reportDir} ${keyFile}`);
      return codes[`package ${reportDir}`] ?? 0;
    },
    say: (line) => ran.push(line),
  };
  return { ran, steps };
}

test(
  'a certification runs sandbox, then production, each in its own folder, whatever the first found, then ' +
    'packages each with the key',
  async () => {
    const { ran, steps } = recorded({ sandbox: 1 });
    const code = await runCertification(
      {
        REPORT_DIR: 'out',
        CERTIFICATION_SIGNING_KEY_FILE: 'key.pem',
        SANDBOX_BASE_URL: 'https://sandbox.example',
        PRODUCTION_BASE_URL: 'https://api.example',
      },
      steps,
    );
    expect(ran.filter((line) => !line.startsWith('certification:'))).toEqual([
      'run sandbox out/sandbox',
      'run production out/production',
      'package out/sandbox key.pem',
      'package out/production key.pem',
    ]);
    expect(code).toBe(1);
  },
);

test(
  'runs against the embedded mock are never packaged unasked: ' + "it says how to package them as the mock's",
  async () => {
    const { ran, steps } = recorded({});
    expect(await runCertification({ REPORT_DIR: 'out', CERTIFICATION_SIGNING_KEY_FILE: 'key.pem' }, steps)).toBe(0);
    expect(ran.filter((line) => line.startsWith('package'))).toEqual([]);
    const noPackage = /^certification: no package of runs against the embedded reference mock .*/;
    const howTo = /`certify --key PEM --report-dir DIR --reference-mock` for out\/sandbox and out\/production$/;
    expect(ran.at(-1)).toMatch(new RegExp(noPackage.source + howTo.source));
  },
);

test(
  'without a key it says how to package; a real target is certified in the environments it names; a ' +
    'configuration error stops it',
  async () => {
    const { ran, steps } = recorded({ production: 3 });
    expect(
      await runCertification(
        { SANDBOX_BASE_URL: 'https://sandbox.example', PRODUCTION_BASE_URL: 'https://api.example' },
        steps,
      ),
    ).toBe(3);
    expect(ran.at(-1)).toContain(
      'set CERTIFICATION_SIGNING_KEY_FILE, or run `certify --key PEM --report-dir DIR` for reports/sandbox and ' +
        'reports/production',
    );
    expect(certifiedEnvironments({ SANDBOX_BASE_URL: 'https://sandbox.example' })).toEqual(['sandbox']);
    const stopped = recorded({ sandbox: 2 });
    expect(await runCertification({}, stopped.steps)).toBe(2);
    expect(stopped.ran.filter((line) => line.startsWith('run '))).toEqual(['run sandbox reports/sandbox']);
  },
);

test(
  "with a receiver URL the partner's receiver is certified first, in sandbox only; its configuration error " +
    'stops the certification',
  async () => {
    const { ran, steps } = recorded({ 'receiver sandbox': 1 });
    expect(await runCertification({ CONFORMANCE_RECEIVER_URL: 'http://127.0.0.1:8080/webhooks' }, steps)).toBe(1);
    expect(ran.filter((line) => !line.startsWith('certification:'))).toEqual([
      'receiver sandbox reports/sandbox',
      'run sandbox reports/sandbox',
      'run production reports/production',
    ]);
    const stopped = recorded({ 'receiver sandbox': 2 });
    expect(await runCertification({ CONFORMANCE_RECEIVER_URL: 'http://127.0.0.1:8080/webhooks' }, stopped.steps)).toBe(
      2,
    );
    expect(stopped.ran.filter((line) => !line.startsWith('certification:'))).toEqual([
      'receiver sandbox reports/sandbox',
    ]);
  },
);

test("with a page URL the partner's page is certified after its receiver, in sandbox only", async () => {
  const { ran, steps } = recorded({ 'page sandbox': 1 });
  expect(
    await runCertification(
      { CONFORMANCE_RECEIVER_URL: 'http://127.0.0.1:8080/webhooks', CONFORMANCE_PAGE_URL: 'http://127.0.0.1:8080/pay' },
      steps,
    ),
  ).toBe(1);
  expect(ran.filter((line) => !line.startsWith('certification:'))).toEqual([
    'receiver sandbox reports/sandbox',
    'page sandbox reports/sandbox',
    'run sandbox reports/sandbox',
    'run production reports/production',
  ]);
});

test(
  'the worst exit code speaks for several runs: configuration, a crash, red, suite error, inconclusive, ' + 'green',
  () => {
    expect(worstExitCode([0, 3, 4])).toBe(4);
    expect(worstExitCode([3, 1, 4])).toBe(1);
    expect(worstExitCode([0, 3])).toBe(3);
    expect(worstExitCode([0, 0])).toBe(0);
    expect(worstExitCode([])).toBe(0);
    // A crash or a signal (no row of the table) is never hidden behind a green run.
    expect(worstExitCode([0, 134])).toBe(134);
    expect(worstExitCode([134, 1, 2])).toBe(2);
  },
);
