import { test, expect } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extract } from 'tar';
import { writeReportFiles } from '../../reporters/report-files';
import { sampleReport } from '../../reporters/sample-report';
import { reportDir } from './certification-fixture';
import { built } from './cli-build';
import { PRIVATE_KEY_FILE, PUBLIC_KEY_FILE } from '../../certification/keygen';
import { MANIFEST, PACKAGED_FILES, PARTNER_RUNS, PUBLIC_KEY, SIGNATURE } from '../../certification/package-layout';

/** The commands as a reviewer runs them: one line out, exit 0, 1 or 2, no stack. */
function certify(...args: string[]) {
  const run = spawnSync(process.execPath, [built('certification/cli.ts'), ...args], {
    cwd: join(__dirname, '..', '..'),
    encoding: 'utf8',
    env: { ...process.env, CERTIFICATION_SIGNING_KEY_FILE: '' },
  });
  return { status: run.status, out: run.stdout.trim(), err: run.stderr.trim() };
}

test('keygen, package and verify from the command line', () => {
  const dir = reportDir();
  const keygen = certify('keygen', '--out', join(dir, 'keys'));
  expect(keygen.status).toBe(0);
  expect(keygen.err).toMatch(/keep it out of the repository/);
  expect(statSync(join(dir, 'keys', 'reviewer-ed25519.pem')).mode & 0o777).toBe(0o600);

  const made = certify('--key', join(dir, 'keys', 'reviewer-ed25519.pem'), '--report-dir', dir);
  const packaged =
    /^certification package: .*certification-package\.tar\.gz \(3 report files\), signed by sha256:\w{64}; /;
  const production = /target production \(not the embedded mock; production https:\/\/api\.partner\.example\/v1\)/;
  expect(made).toMatchObject({
    status: 0,
    out: expect.stringMatching(new RegExp(`${packaged.source}${production.source}$`)),
  });

  const checked = certify(
    'verify',
    join(dir, 'certification-package.tar.gz'),
    '--public-key',
    join(dir, 'keys', 'reviewer-ed25519.pub.pem'),
  );
  expect(checked.status).toBe(0);
  const verified = /^verified: .*: 3 files match a manifest signed by the given key, sha256:\w{64}; /;
  expect(checked.out).toMatch(new RegExp(`${verified.source}${production.source}, run passed`));
});

test('bad arguments print the usage and exit 2; a wrong or missing file is one line, exit 2', () => {
  for (const args of [['--bogus'], [], ['verify'], ['keygen']]) {
    const run = certify(...args);
    expect(run.status, args.join(' ')).toBe(2);
    expect(run.err).toMatch(/^usage: [^\n]+$/);
  }
  // Issue 44: the file is the caller's to fix, as a wrong option is (exit 1 is a package that does not verify).
  const dir = reportDir();
  for (const [args, line] of [
    [['verify', join(dir, 'none.tar.gz')], /^verify: \S+none\.tar\.gz: no such file$/],
    [['verify', '/etc/hostname'], /^verify: \/etc\/hostname: not a readable \.tar\.gz$/],
    [['--key', join(dir, 'none.pem'), '--report-dir', dir], /^certify: cannot read the private key \S+none\.pem$/],
    [['--key', '/etc/hostname', '--report-dir', dir], /^certify: \/etc\/hostname is not a PEM private key; /],
  ] as const) {
    const run = certify(...args);
    expect(run.status, args.join(' ')).toBe(2);
    expect(run.err.split('\n'), run.err).toHaveLength(1);
    expect(run.err).toMatch(line);
  }
});

test(
  'a run against the embedded mock is refused without --reference-mock; with it, every page, the manifest ' +
    'and verify say so',
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'certification-mock-'));
    // The reporter's own files, of a run against the embedded mock.
    writeReportFiles(sampleReport(), dir);
    const keys = join(dir, 'keys');
    expect(certify('keygen', '--out', keys).status).toBe(0);
    const key = join(keys, 'reviewer-ed25519.pem');

    const refused = certify('--key', key, '--report-dir', dir);
    expect(refused.status).toBe(2);
    expect(refused.out).toBe('');
    const mockRun =
      /^certify: \S+conformance\.json is a run against the embedded reference mock, not a partner's service; /;
    const howTo = /.* add --reference-mock to package the mock's run as such$/;
    expect(refused.err).toMatch(new RegExp(mockRun.source + howTo.source));
    expect(existsSync(join(dir, 'certification-package.tar.gz'))).toBe(false);

    const made = certify('--key', key, '--report-dir', dir, '--reference-mock');
    expect(made.status, made.err).toBe(0);
    expect(made.out).toMatch(/; target sandbox \(the embedded reference mock; sandbox http:\/\/127\.0\.0\.1:4010, /);
    const out = join(dir, 'extracted');
    mkdirSync(out);
    await extract({ file: join(dir, 'certification-package.tar.gz'), cwd: out });
    const apostrophe = /(&#39;|&#x27;|')/;
    const notice = [
      /<p class="embedded-mock">This run went to the embedded reference mock, not to a partner/,
      apostrophe,
      /s service: it certifies no service\.<\/p>/,
    ];
    expect(readFileSync(join(out, 'conformance/index.html'), 'utf8')).toMatch(
      new RegExp(notice.map((part) => part.source).join('')),
    );
    expect(readFileSync(join(out, 'certification.md'), 'utf8')).toContain(
      "**This run went to the embedded reference mock, not to a partner's service: it certifies no service.**",
    );
    expect(JSON.parse(readFileSync(join(out, 'conformance.json'), 'utf8')).target).toMatchObject({
      embeddedMock: true,
    });
    expect(JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')).run).toMatchObject({
      targetEnv: 'sandbox',
      embeddedMock: true,
      baseUrls: { sandbox: 'http://127.0.0.1:4010' },
    });

    const checked = certify('verify', join(dir, 'certification-package.tar.gz'));
    expect(checked.status).toBe(0);
    const sandbox = /; target sandbox \(the embedded reference mock; sandbox http:\/\/127\.0\.0\.1:4010, /;
    const others = /production http:\/\/127\.0\.0\.1:4011, control http:\/\/127\.0\.0\.1:4010\/__control\), run failed/;
    expect(checked.out).toMatch(new RegExp(sandbox.source + others.source));
  },
);

/** Issue 44, item 6: every file name and path docs/certification.md gives is the code's. */
test("docs/certification.md names the code's files: keys, package, its entries, the plan's folders", () => {
  const doc = readFileSync(join(__dirname, '../../docs/certification.md'), 'utf8');
  for (const name of [
    PRIVATE_KEY_FILE,
    PUBLIC_KEY_FILE,
    'certification-package.tar.gz',
    MANIFEST,
    SIGNATURE,
    PUBLIC_KEY,
    ...PACKAGED_FILES,
    ...PARTNER_RUNS.map((run) => `${run}/…`),
    'scan-bundle/scan.json',
    'reports/sandbox/certification-package.tar.gz',
  ])
    expect(doc, name).toContain(name);
  // The repository's files it names exist.
  for (const [, path] of doc.matchAll(/`((?:certification|rules|waivers)\/[\w./-]+\.(?:ts|json|md))`/g))
    expect(existsSync(join(__dirname, '../..', path)), path).toBe(true);
});
