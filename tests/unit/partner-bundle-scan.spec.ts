import { test, expect } from '@playwright/test';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scanBundle } from '../../partner/scan-bundle-command';
import { SECRET_FORMS } from '../../kit/config/secret-forms';

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
  writeFileSync(join(root, 'static', 'js', 'main.js'), `const a=1;\nconst config={secret:"${env.SANDBOX_HMAC_SECRET}"};\n`);
  // A source map's sourcesContent holds a base64 blob in which the key starts mid-group.
  writeFileSync(join(root, 'static', 'js', 'main.js.map'), JSON.stringify({ version: 3, sourcesContent: [`const blob = "${base64At('x=', env.SANDBOX_HMAC_KEY)}";`] }));
  writeFileSync(join(root, '.env'), `API_KEY_HEX=${hex(env.SANDBOX_API_KEY)}\n`);
  writeFileSync(join(root, 'config.json'), JSON.stringify({ url: `https://x.example/?c=${encodeURIComponent(env.PRODUCTION_API_CREDENTIAL)}` }));
  writeFileSync(join(root, 'static', 'js', 'vendor.js'), `var w = "${env.SANDBOX_WEBHOOK_SECRET.slice(0, 5)}" +\n  "${env.SANDBOX_WEBHOOK_SECRET.slice(5)}";\n`);
  writeFileSync(join(root, 'static', 'js', 'sign.js'), `import { createHmac } from 'crypto';\nexport const sign = (m) => createHmac('sha256', k).update(m).digest('hex');\n`);
  writeFileSync(join(root, 'index.html'), `<html><body>partner-ref-public</body></html>`);
  return root;
}

async function scanned(argv: string[], vars: Record<string, string> = env): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  const log = console.log;
  const error = console.error;
  console.log = (line: string) => lines.push(line);
  console.error = (line: string) => lines.push(line);
  try {
    return { code: await scanBundle(argv, vars), out: lines.join('\n') };
  } finally {
    console.log = log;
    console.error = error;
  }
}

test('finds every planted credential in its form, and the signing code, by file, line and variable, and prints no value', async () => {
  const root = sampleBundle();
  const { code, out } = await scanned([root]);
  expect(code).toBe(1);
  expect(out).toContain(`${join(root, 'static', 'js', 'main.js')}:2: SANDBOX_HMAC_SECRET (plain)`);
  expect(out).toContain(`${join(root, 'static', 'js', 'main.js.map')}:1: SANDBOX_HMAC_KEY (base64)`);
  expect(out).toContain(`${join(root, '.env')}:1: SANDBOX_API_KEY (hex)`);
  expect(out).toContain(`${join(root, 'config.json')}:1: PRODUCTION_API_CREDENTIAL (url-encoded)`);
  expect(out).toContain(`${join(root, 'static', 'js', 'vendor.js')}:1: SANDBOX_WEBHOOK_SECRET (split string literals)`);
  expect(out).toContain(`${join(root, 'static', 'js', 'sign.js')}:2: node:crypto createHmac('sha256') (signing code)`);
  // The partnerRef is public (it stands in every URL): not looked for.
  expect(out).not.toContain('PARTNER_REF');
  expect(out).toContain('6 hits in 7 files');
  for (const [name, value] of Object.entries(env).filter(([name]) => name !== 'SANDBOX_PARTNER_REF')) {
    for (const written of SECRET_FORMS.flatMap((form) => form.of(value))) expect(out, name).not.toContain(written);
  }
});

test('a clean bundle passes; no credential to look for, or a path that is not there, is exit 2 with one line', async () => {
  const clean = mkdtempSync(join(tmpdir(), 'bundle-'));
  writeFileSync(join(clean, 'app.js'), 'console.log("hello");\n');
  expect(await scanned([clean])).toEqual({ code: 0, out: 'scan-bundle: 0 hits in 1 file, looking for 5 credentials and HMAC signing code; no value printed' });
  const none = await scanned([clean], {});
  expect(none.code).toBe(2);
  expect(none.out).toContain('no credential of 8 characters or more is set');
  expect((await scanned([join(clean, 'missing')])).code).toBe(2);
  expect((await scanned([])).code).toBe(2);
});
