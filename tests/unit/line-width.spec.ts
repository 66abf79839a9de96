import { test, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

/** The house's width (.prettierrc.json, .editorconfig): Prettier keeps code to it, not strings or comments. */
const WIDTH = 120;

/** Code that is data: snapshots hold the bytes a test compares. */
const DATA = [/__snapshots__\//];

test('no line of code is over 120 characters: long strings and comments are built from named parts or split', () => {
  const files = execFileSync('git', ['ls-files', '*.ts', '*.mjs', '*.js'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !DATA.some((pattern) => pattern.test(file)));
  expect(files.length).toBeGreaterThan(300);
  const long = files.flatMap((file) =>
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => ([...line].length > WIDTH ? [`${file}:${index + 1} (${[...line].length})`] : [])),
  );
  expect(long).toEqual([]);
});
