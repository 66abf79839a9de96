import { test, expect } from '@playwright/test';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scanBundle } from '../../partner/scan-bundle-command';
import { SECRET_FORMS } from '../../kit/config/secret-forms';
import { BUNDLE_SECRETS, bundleFaults } from '../bundle-faults';

const env = {
  SANDBOX_HMAC_SECRET: 'hmac-secret-7f3a9c2e1b',
  SANDBOX_HMAC_KEY: 'hmac-key-55aa0e9d',
  SANDBOX_API_KEY: 'sk_sandbox_4e1f9a0c77',
  SANDBOX_WEBHOOK_SECRET: 'whsec_93b2c7d1aa',
  PRODUCTION_API_CREDENTIAL: 'prod-credential-0c9e/+=x',
  SANDBOX_PARTNER_REF: 'partner-ref-public',
};
const hex = (text: string) => Buffer.from(text).toString('hex');
const base64At = (prefix: string, text: string) => Buffer.from(prefix + text).toString('base64');

/** A built bundle with each credential planted in another form, a file of signing code, and a clean file. */
function sampleBundle(): string {
  const root = mkdtempSync(join(tmpdir(), 'bundle-'));
  mkdirSync(join(root, 'static', 'js'), { recursive: true });
  writeFileSync(
    join(root, 'static', 'js', 'main.js'),
    `const a=1;\nconst config={secret:"${env.SANDBOX_HMAC_SECRET}"};\n`,
  );
  // A source map's sourcesContent holds a base64 blob in which the key starts mid-group.
  writeFileSync(
    join(root, 'static', 'js', 'main.js.map'),
    JSON.stringify({ version: 3, sourcesContent: [`const blob = "${base64At('x=', env.SANDBOX_HMAC_KEY)}";`] }),
  );
  writeFileSync(join(root, '.env'), `API_KEY_HEX=${hex(env.SANDBOX_API_KEY)}\n`);
  writeFileSync(
    join(root, 'config.json'),
    JSON.stringify({ url: `https://x.example/?c=${encodeURIComponent(env.PRODUCTION_API_CREDENTIAL)}` }),
  );
  writeFileSync(
    join(root, 'static', 'js', 'vendor.js'),
    `var w = "${env.SANDBOX_WEBHOOK_SECRET.slice(0, 5)}" +\n  "${env.SANDBOX_WEBHOOK_SECRET.slice(5)}";\n`,
  );
  writeFileSync(
    join(root, 'static', 'js', 'sign.js'),
    `import { createHmac } from 'crypto';\nexport const sign = (m) => createHmac('sha256', ` +
      `k).update(m).digest('hex');\n`,
  );
  writeFileSync(join(root, 'index.html'), `<html><body>partner-ref-public</body></html>`);
  return root;
}

/** The scan's printed lines and exit code; its record goes to a folder of its own. */
async function scanned(argv: string[], vars: Record<string, string> = env): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  const reportDir = mkdtempSync(join(tmpdir(), 'scan-record-'));
  const log = console.log;
  const error = console.error;
  console.log = (line: string) => lines.push(line);
  console.error = (line: string) => lines.push(line);
  try {
    return {
      code: await scanBundle(argv, { ...vars, REPORT_DIR: reportDir }),
      out: lines.join('\n').replaceAll(reportDir, 'REPORT_DIR'),
    };
  } finally {
    console.log = log;
    console.error = error;
  }
}

test(
  'finds every planted credential in its form, and the signing code, by file, line and variable, and ' +
    'prints no value',
  async () => {
    const root = sampleBundle();
    const { code, out } = await scanned([root]);
    expect(code).toBe(1);
    expect(out).toContain(`${join(root, 'static', 'js', 'main.js')}:2: SANDBOX_HMAC_SECRET (plain)`);
    expect(out).toContain(`${join(root, 'static', 'js', 'main.js.map')}:1: SANDBOX_HMAC_KEY (base64)`);
    expect(out).toContain(`${join(root, '.env')}:1: SANDBOX_API_KEY (hex)`);
    expect(out).toContain(`${join(root, 'config.json')}:1: PRODUCTION_API_CREDENTIAL (url-encoded)`);
    expect(out).toContain(
      `${join(root, 'static', 'js', 'vendor.js')}:1: SANDBOX_WEBHOOK_SECRET (split string literals)`,
    );
    expect(out).toContain(
      `${join(root, 'static', 'js', 'sign.js')}:2: node:crypto createHmac('sha256') (signing code)`,
    );
    // The partnerRef is public (it stands in every URL): not looked for.
    expect(out).not.toContain('PARTNER_REF');
    expect(out).toContain('6 hits in 7 files');
    for (const [name, value] of Object.entries(env).filter(([name]) => name !== 'SANDBOX_PARTNER_REF')) {
      for (const written of SECRET_FORMS.flatMap((form) => form.of(value))) expect(out, name).not.toContain(written);
    }
  },
);

test(
  'a clean bundle passes; no credential to look for, ' + 'or a path that is not there, is exit 2 with one line',
  async () => {
    const clean = mkdtempSync(join(tmpdir(), 'bundle-'));
    writeFileSync(join(clean, 'app.js'), 'console.log("hello");\n');
    expect(await scanned([clean])).toEqual({
      code: 0,
      out:
        'scan-bundle: 0 hits in 1 file, looking for 5 credentials and HMAC signing code; no value ' +
        'printed\nscan-bundle: PTR-NO-HMAC-IN-CLIENT passed; recorded in REPORT_DIR/scan-bundle/scan.json',
    });
    const none = await scanned([clean], {});
    expect(none.code).toBe(2);
    expect(none.out).toContain('no credential of 8 characters or more is set');
    expect((await scanned([join(clean, 'missing')])).code).toBe(2);
    expect((await scanned([])).code).toBe(2);
  },
);

test.describe('PTR-NO-HMAC-IN-CLIENT, as scan-bundle records it', () => {
  for (const fault of bundleFaults) {
    test(`${fault.name}: ${fault.breaks.length ? 'fails it' : 'passes it'}`, async () => {
      const root = mkdtempSync(join(tmpdir(), 'bundle-fault-'));
      for (const [path, text] of Object.entries(fault.files)) {
        mkdirSync(join(root, 'bundle', path, '..'), { recursive: true });
        writeFileSync(join(root, 'bundle', path), text);
      }
      await scanBundle([join(root, 'bundle')], { ...BUNDLE_SECRETS, REPORT_DIR: join(root, 'reports') });
      const record = JSON.parse(readFileSync(join(root, 'reports', 'scan-bundle', 'scan.json'), 'utf8'));
      expect(record.rules.map((rule: { id: string; status: string }) => `${rule.id} ${rule.status}`)).toEqual([
        `PTR-NO-HMAC-IN-CLIENT ${fault.breaks.length ? 'failed' : 'passed'}`,
      ]);
      for (const value of Object.values(BUNDLE_SECRETS)) expect(JSON.stringify(record)).not.toContain(value);
    });
  }

  test('without an HMAC credential to look for, or with no file, the rule is skipped, never passed', async () => {
    const root = mkdtempSync(join(tmpdir(), 'bundle-fault-'));
    mkdirSync(join(root, 'bundle'));
    const record = () => JSON.parse(readFileSync(join(root, 'reports', 'scan-bundle', 'scan.json'), 'utf8')).rules[0];
    await scanBundle([join(root, 'bundle')], { ...BUNDLE_SECRETS, REPORT_DIR: join(root, 'reports') });
    expect(record()).toMatchObject({ status: 'skipped', reason: 'no file under the paths scanned' });
    writeFileSync(join(root, 'bundle', 'main.js'), 'const a = 1;\n');
    await scanBundle([join(root, 'bundle')], {
      SANDBOX_API_KEY: BUNDLE_SECRETS.SANDBOX_API_KEY,
      REPORT_DIR: join(root, 'reports'),
    });
    expect(record().status).toBe('skipped');
  });
});
