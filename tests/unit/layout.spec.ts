import { test, expect } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..');

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every module specifier a file names: import/export ... from, import(), require(). */
function specifiers(text: string): string[] {
  return [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)].map(
    (m) => m[1],
  );
}

/** The kit sits below the partner's commands: it may be used by partner/, never use it. */
test('nothing under kit/ imports partner/', () => {
  const files = tsFiles(join(ROOT, 'kit'));
  expect(files.length).toBeGreaterThan(20);
  const partner = join(ROOT, 'partner');
  const offending = files.flatMap((file) =>
    specifiers(readFileSync(file, 'utf8'))
      .filter((spec) => spec.startsWith('.') && !relative(partner, join(file, '..', spec)).startsWith('..'))
      .map((spec) => `${relative(ROOT, file)} imports ${spec}`),
  );
  expect(offending).toEqual([]);
});

/**
 * One Playwright config at the root; the others stand beside the command that uses them (cli/, tests/). ESLint's sits
 * there too.
 */
test('the root holds one Playwright config and no probe/ folder', () => {
  const root = readdirSync(ROOT);
  const configs = root.filter((name) => /\.config\.[cm]?[jt]s$/.test(name));
  expect(configs.filter((name) => readFileSync(join(ROOT, name), 'utf8').includes('@playwright/test'))).toEqual([
    'playwright.config.ts',
  ]);
  expect(configs).toContain('eslint.config.mjs');
  expect(root).not.toContain('probe');
});
