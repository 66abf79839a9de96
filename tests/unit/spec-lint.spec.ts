import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { legacyDocument } from '../../kit/spec';

const ROOT = path.resolve(__dirname, '../..');

test('specs/legacy.yaml is OpenAPI 3.1, definition version 1.3, with a global bearer scheme', () => {
  const document = legacyDocument();
  expect(document.openapi).toMatch(/^3\.1\./);
  expect(document.info.version).toBe('1.3');
  expect(document.security).toEqual([{ bearer: [] }]);
  expect(document.components?.securitySchemes?.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
});

test('redocly lint passes with no errors and no warnings', () => {
  test.setTimeout(90_000);
  const run = spawnSync(path.join(ROOT, 'node_modules/.bin/redocly'), ['lint', 'specs/legacy.yaml', '--format', 'summary'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const output = `${run.stdout}\n${run.stderr}`;
  expect(run.status, output).toBe(0);
  // Summary lines read `warning <rule>: <count>`; Node's deprecation banner is not one.
  expect(output, output).not.toMatch(/^\s*warning\s+\S+: \d+/m);
  expect(output).toContain('Your API description is valid');
});
