import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { hostedDocument, legacyDocument, specFiles } from '../../kit/spec';

const ROOT = path.resolve(__dirname, '../..');

test('specs/legacy.yaml is OpenAPI 3.1, definition version 1.3, with a global bearer scheme', () => {
  const document = legacyDocument();
  expect(document.openapi).toMatch(/^3\.1\./);
  expect(document.info.version).toBe('1.3');
  expect(document.security).toEqual([{ bearer: [] }]);
  expect(document.components?.securitySchemes?.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
});

test('specs/hosted-checkout.yaml is OpenAPI 3.1, version v2, x-api-key everywhere but KYC sharing', () => {
  const document = hostedDocument();
  expect(document.openapi).toMatch(/^3\.1\./);
  expect(document.info.version).toBe('v2');
  expect(document.security).toEqual([{ apiKey: [] }]);
  const schemes = document.components?.securitySchemes ?? {};
  expect(schemes.apiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-api-key' });
  // The document does not show the HMAC construction: the scheme says which one the suite assumes.
  expect(schemes.hmac).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Hmac-Signature' });
  expect((schemes.hmac as { description: string }).description).toMatch(/ASSUMED.*X-Hmac-Key.*X-Hmac-Timestamp.*HMAC-SHA256/s);
  expect(document.paths?.['/v2/identities/token/share']?.post?.security).toEqual([{ hmac: [] }]);
});

test('Hosted Checkout responses have no data wrapper: the order schema is the body itself', () => {
  const ok = hostedDocument().paths?.['/{partnerRef}/v2/buy']?.post?.responses?.['200'] as {
    content: Record<string, { schema: unknown }>;
  };
  expect(ok.content['application/json'].schema).toEqual({ $ref: '../schemas/hosted/hosted-order.json' });
});

test('npm run lint:specs lints every spec: each one is an api of redocly.yaml', () => {
  const config = parse(readFileSync(path.join(ROOT, 'redocly.yaml'), 'utf8')) as { apis: Record<string, { root: string }> };
  expect(Object.values(config.apis).map((api) => api.root).sort()).toEqual(specFiles());
  const scripts = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  // With no file named, redocly lints every api of redocly.yaml.
  expect(scripts['lint:specs']).toBe('redocly lint');
});

for (const spec of specFiles()) {
  test(`redocly lint passes on ${spec} with no errors and no warnings`, () => {
    test.setTimeout(90_000);
    const run = spawnSync(path.join(ROOT, 'node_modules/.bin/redocly'), ['lint', spec, '--format', 'summary'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    const output = `${run.stdout}\n${run.stderr}`;
    expect(run.status, output).toBe(0);
    // Summary lines read `warning <rule>: <count>`; Node's deprecation banner is not one.
    expect(output, output).not.toMatch(/^\s*warning\s+\S+: \d+/m);
    expect(output).toContain('Your API description is valid');
  });
}
