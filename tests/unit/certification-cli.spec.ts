import { test, expect } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { reportDir } from './certification-fixture';

/** The commands as a reviewer runs them: one line out, exit 0, 1 or 2, no stack. */
function certify(...args: string[]) {
  const run = spawnSync('node_modules/.bin/tsx', ['certification/cli.ts', ...args], { cwd: join(__dirname, '..', '..'), encoding: 'utf8', env: { ...process.env, CERTIFICATION_SIGNING_KEY_FILE: '' } });
  return { status: run.status, out: run.stdout.trim(), err: run.stderr.trim() };
}

test('keygen, package and verify from the command line', () => {
  const dir = reportDir();
  const keygen = certify('keygen', '--out', join(dir, 'keys'));
  expect(keygen.status).toBe(0);
  expect(keygen.err).toMatch(/keep it out of the repository/);
  expect(statSync(join(dir, 'keys', 'reviewer-ed25519.pem')).mode & 0o777).toBe(0o600);

  const made = certify('--key', join(dir, 'keys', 'reviewer-ed25519.pem'), '--report-dir', dir);
  expect(made).toMatchObject({ status: 0, out: expect.stringMatching(/^certification package: .*certification-package\.tar\.gz \(3 report files\), signed by sha256:\w{64}$/) });

  const checked = certify('verify', join(dir, 'certification-package.tar.gz'), '--public-key', join(dir, 'keys', 'reviewer-ed25519.pub.pem'));
  expect(checked.status).toBe(0);
  expect(checked.out).toMatch(/^verified: .*: 3 files match a manifest signed by the given key, sha256:\w{64}; target production, run passed/);
});

test('bad arguments print the usage and exit 2; an expected failure is one line, exit 1', () => {
  for (const args of [['--bogus'], [], ['verify'], ['keygen']]) {
    const run = certify(...args);
    expect(run.status, args.join(' ')).toBe(2);
    expect(run.err).toMatch(/^usage: [^\n]+$/);
  }
  const failed = certify('verify', join(reportDir(), 'none.tar.gz'));
  expect(failed.status).toBe(1);
  expect(failed.err).toMatch(/^verify: \S+none\.tar\.gz: no such file$/);
});
