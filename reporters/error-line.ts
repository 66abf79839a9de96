import { relative } from 'node:path';
import type { TestError } from '@playwright/test/reporter';

// eslint-disable-next-line no-control-regex -- ESC starts every ANSI colour code it strips
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;
/** Playwright prefixes the class name ("Error: ", "AssertionError: "); the rule id comes after it. */
const CLASS_PREFIX = /^[A-Za-z_$][\w$]*: /;

/** The first line of an error as a check wrote it: `LEG-ORDERS-PER-PAGE-MAX: received 500 orders …`. */
export function errorLine(error: TestError): string {
  const text = (error.message ?? error.value ?? '').replace(ANSI, '');
  const first = text.split('\n').find((line) => line.trim() !== '') ?? '';
  return first.replace(CLASS_PREFIX, '').trim();
}

/** An error outside any test, with where it happened: without a test title, the file is the only clue. */
export function runErrorLine(error: TestError, cwd = process.cwd()): string {
  const line = errorLine(error) || 'an error without a message';
  const at = error.location ? ` (${relative(cwd, error.location.file)}:${error.location.line})` : '';
  return `${line}${at}`;
}
