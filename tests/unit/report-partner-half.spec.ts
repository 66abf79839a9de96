import { test, expect } from '@playwright/test';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { partnerCatalogue } from '../../rules';
import { partnerHalf } from '../../reporters/partner-half';
import { renderCertificationMarkdown } from '../../reporters/certification-markdown';
import { sampleReport } from '../../reporters/sample-report';

/** A report folder with a receiver run of `env` in it, each partner rule with the given status. */
function withReceiverRun(env: string, statuses: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'partner-half-'));
  mkdirSync(join(dir, 'receiver'));
  const rules = Object.entries(statuses).map(([id, status]) => ({
    ...partnerCatalogue.find((rule) => rule.id === id)!,
    status,
    tests: [],
    ...(status === 'passed' ? {} : { reason: `${id}: received 500` }),
  }));
  writeFileSync(
    join(dir, 'receiver', 'conformance.json'),
    JSON.stringify({
      suiteVersion: '0.11.0',
      startedAt: '2026-11-24T10:00:00.000Z',
      target: { env, baseUrls: { receiver: 'http://127.0.0.1:8080/webhooks' } },
      rules,
    }),
  );
  return dir;
}

test('without a partner run, every partner rule is not checked and names the command that checks it', () => {
  const rows = partnerHalf(mkdtempSync(join(tmpdir(), 'partner-half-')), 'sandbox');
  expect(rows.map((row) => row.id)).toEqual(partnerCatalogue.map((rule) => rule.id));
  for (const row of rows) {
    const { checkedBy: command, notCheckable, notCheckedYet } = partnerCatalogue.find((rule) => rule.id === row.id)!;
    expect(row.result).toBe('not checked');
    if (notCheckable) {
      expect(row).toMatchObject({ how: 'no command can', reason: notCheckable });
      continue;
    }
    if (notCheckedYet) {
      expect(row).toMatchObject({ how: 'no command yet', reason: notCheckedYet });
      continue;
    }
    expect(row.how.startsWith(`${command} `)).toBe(true);
    expect(row.reason).toContain(`no ${command} run beside this report`);
  }
});

test('a receiver run of the same environment gives each rule its result and says which run checked it', () => {
  const dir = withReceiverRun('sandbox', {
    'PTR-RECEIVER-ACKNOWLEDGES': 'passed',
    'PTR-RECEIVER-VERIFIES': 'failed',
    'PTR-RECEIVER-REPEAT': 'warning',
  });
  const rows = Object.fromEntries(partnerHalf(dir, 'sandbox').map((row) => [row.id, row]));
  expect(rows['PTR-RECEIVER-ACKNOWLEDGES']).toMatchObject({
    result: 'passed',
    how: 'receiver, 2026-11-24T10:00:00.000Z, http://127.0.0.1:8080/webhooks',
  });
  expect(rows['PTR-RECEIVER-VERIFIES']).toMatchObject({
    result: 'failed',
    reason: 'PTR-RECEIVER-VERIFIES: received 500',
  });
  // A warning is a failure on a checklist.
  expect(rows['PTR-RECEIVER-REPEAT'].result).toBe('failed');
  expect(rows['PTR-RECEIVER-NOT-API-KEY']).toMatchObject({
    result: 'not checked',
    reason: 'the receiver run of 2026-11-24T10:00:00.000Z (suite 0.11.0) does not know this rule',
  });
  // Another environment's run does not stand for this one.
  expect(partnerHalf(dir, 'production')[0]).toMatchObject({
    result: 'not checked',
    reason: 'the receiver run of 2026-11-24T10:00:00.000Z was against sandbox, this run against production',
  });
});

test("certification.md shows the partner's half beside the service's rules", () => {
  const report = {
    ...sampleReport(),
    partner: partnerHalf(withReceiverRun('sandbox', { 'PTR-RECEIVER-ACKNOWLEDGES': 'passed' }), 'sandbox'),
  };
  const markdown = renderCertificationMarkdown(report);
  expect(markdown).toContain(`## The partner's half: ${partnerCatalogue.length} rules of the integration`);
  expect(markdown).toContain('| passed | PTR-RECEIVER-ACKNOWLEDGES | MUST |');
  expect(renderCertificationMarkdown({ ...sampleReport(), partner: undefined })).not.toContain("The partner's half");
});

test("a scan record stands for every environment: it looked for both environments' credentials", () => {
  const dir = mkdtempSync(join(tmpdir(), 'partner-half-'));
  mkdirSync(join(dir, 'scan-bundle'));
  const rule = partnerCatalogue.find((r) => r.id === 'PTR-NO-HMAC-IN-CLIENT')!;
  writeFileSync(
    join(dir, 'scan-bundle', 'scan.json'),
    JSON.stringify({
      suiteVersion: '0.11.0',
      startedAt: '2026-11-24T11:00:00.000Z',
      target: { env: 'any', baseUrls: { bundle: 'dist/' } },
      rules: [{ ...rule, status: 'passed', tests: [] }],
    }),
  );
  for (const env of ['sandbox', 'production']) {
    expect(partnerHalf(dir, env).find((row) => row.id === rule.id)).toMatchObject({
      result: 'passed',
      how: 'scan-bundle, 2026-11-24T11:00:00.000Z, dist/',
    });
  }
});
