import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CREDENTIAL_VARIABLES } from '../../kit/config/credentials';
import { rowByKey } from '../../rules/assumptions';

const root = join(__dirname, '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** Variable names a source file reads: env.NAME, env['NAME'], process.env.NAME, and helpers' (env, 'NAME'). */
function variablesIn(source: string): string[] {
  const names = [
    ...source.matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g),
    ...source.matchAll(/\(env, '([A-Z][A-Z0-9_]+)'/g),
    ...source.matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g),
  ].map((match) => match[1]);
  return [...new Set(names)];
}

test('.env.example lists every variable the suite reads, with a default or an empty value', () => {
  const example = read('.env.example');
  const listed = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
  const sources = [
    'kit/config/read-target.ts',
    'kit/receiver/receiver-target.ts',
    'kit/page/page-target.ts',
    'playwright.config.ts',
    'tests/fault-matrix.config.ts',
    'tests/mutants/mutant-copies.ts',
    'tests/mutants/value-mutant-copies.ts',
    'tests/browser-requirement.ts',
  ]
    .map(read)
    .join('\n');
  const credentialVariables = ['SANDBOX', 'PRODUCTION'].flatMap((env) =>
    Object.values(CREDENTIAL_VARIABLES).map((suffix) => `${env}_${suffix}`),
  );
  const internal = new Set(['CONFORMANCE_CAPABILITIES', 'CI', 'GITHUB_ACTIONS']);
  const read_ = [...variablesIn(sources), ...credentialVariables, ...rowByKey.keys()].filter(
    (name) => !internal.has(name),
  );
  expect(read_.filter((name) => !listed.has(name))).toEqual([]);
});
