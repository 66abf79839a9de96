import { test, expect } from '@playwright/test';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig, Suite } from '@playwright/test/reporter';
import { readTargetConfig } from '../../kit/config/read-target';
import { runFacts, shownUrl } from '../../kit/run/run-facts';
import ProgressReporter from '../../reporters/progress-reporter';
import { writeReportFiles } from '../../reporters/report-files';
import { sampleReport } from '../../reporters/sample-report';
import { summaryText } from '../../reporters/summary-text';

/**
 * Issue 34, item 1: the target in every verdict. The first console line, the summary and every report file name the
 * target's base URLs (host and path) and whether it is the embedded reference mock; never a credential.
 */
const PARTNER = {
  // A query or fragment is refused when the configuration is read (cli-target-stops); a user and password are shown
  // never.
  SANDBOX_BASE_URL: 'https://partner-user:url-password-93@sandbox.partner.example/v1',
  SANDBOX_API_CREDENTIAL: 'credential-value-55',
  CONFORMANCE_SEED: '7',
};

test('a base URL is shown as scheme, host and path: no user, password, query or fragment', () => {
  expect(shownUrl('https://u:p@sandbox.example:8443/v1/?a=b#c')).toBe('https://sandbox.example:8443/v1/');
  expect(shownUrl('https://sandbox.example')).toBe('https://sandbox.example');
  expect(shownUrl('http://127.0.0.1:4010/__control')).toBe('http://127.0.0.1:4010/__control');
  expect(runFacts(readTargetConfig(PARTNER), {}).target).toMatchObject({
    env: 'sandbox',
    baseUrls: { sandbox: 'https://sandbox.partner.example/v1' },
    embeddedMock: false,
  });
});

/** A reporter's console lines. */
function printed(run: () => void): string[] {
  const lines: string[] = [];
  const log = console.log;
  console.log = (line: string) => lines.push(line);
  try {
    run();
  } finally {
    console.log = log;
  }
  return lines;
}

test(
  "the first console line names the target: the embedded mock's, or the service's base URL, also before " +
    "Playwright's list",
  () => {
    const suite = { allTests: () => [] } as unknown as Suite;
    const config = (env: Record<string, string>) =>
      ({ projects: [{ use: { target: readTargetConfig(env) } }] }) as unknown as FullConfig;
    const embedded = printed(() => new ProgressReporter().onBegin(config({ MOCK_PORT_BASE: '24310' }), suite));
    expect(embedded[0]).toBe(
      'Conformance against sandbox http://127.0.0.1:24310 (the embedded reference mock): 0 tests ()',
    );
    const service = printed(() => new ProgressReporter().onBegin(config(PARTNER), suite));
    expect(service[0]).toBe(
      'Conformance against sandbox https://sandbox.partner.example/v1 (not the embedded mock): 0 tests ()',
    );
    const listed = printed(() => new ProgressReporter({ firstLineOnly: true }).onBegin(config(PARTNER), suite));
    expect(listed).toEqual(['Conformance against sandbox https://sandbox.partner.example/v1 (not the embedded mock)']);
  },
);

test("the console summary's second line names the target and every base URL", () => {
  const lines = summaryText(sampleReport(), 'reports/conformance/index.html', true).split('\n');
  expect(lines[1]).toBe('  target: sandbox http://127.0.0.1:4010 (the embedded reference mock)');
  expect(lines[2]).toBe(
    '  base URLs: sandbox http://127.0.0.1:4010, production http://127.0.0.1:4011, control ' +
      'http://127.0.0.1:4010/__control',
  );
});

test(
  'every report file names the base URLs and whether the target is the embedded mock, and holds no ' +
    'credential of the URL',
  () => {
    const report = sampleReport();
    report.target = { ...runFacts(readTargetConfig(PARTNER), {}).target };
    const dir = mkdtempSync(join(tmpdir(), 'conformance-target-'));
    const { paths } = writeReportFiles(report, dir);
    const read = (path: string) => readFileSync(path, 'utf8');
    expect(JSON.parse(read(paths.json)).target).toMatchObject({
      env: 'sandbox',
      baseUrls: { sandbox: 'https://sandbox.partner.example/v1' },
      embeddedMock: false,
    });
    expect(read(paths.junit)).toContain(
      '<property name="target.baseUrl.sandbox" value="https://sandbox.partner.example/v1"/>',
    );
    expect(read(paths.junit)).toContain('<property name="target.embeddedMock" value="false"/>');
    expect(read(paths.summary)).toContain(
      '## Conformance: run failed — sandbox https://sandbox.partner.example/v1 (not the embedded mock)',
    );
    expect(read(paths.summary)).toContain('Base URLs: sandbox https://sandbox.partner.example/v1');
    expect(read(paths.html)).toContain('<dt>Target</dt><dd>not the embedded mock</dd>');
    expect(read(paths.html)).toContain(
      '<dt>Base URL, sandbox</dt><dd><code>https://sandbox.partner.example/v1</code></dd>',
    );
    expect(read(paths.html)).not.toContain('class="embedded-mock"');
    expect(read(paths.certification)).toContain(
      '# Certification checklist — sandbox https://sandbox.partner.example/v1 (not the embedded mock)',
    );
    for (const file of readdirSync(dir, { recursive: true }) as string[]) {
      if (!file.includes('.')) continue;
      const text = read(join(dir, file));
      for (const secret of ['partner-user', 'url-password-93', 'query-token-17', 'credential-value-55'])
        expect(text, `${file} holds ${secret}`).not.toContain(secret);
    }
  },
);
