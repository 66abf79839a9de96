import { test, expect } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { DOCUMENT, SHARED_DOCUMENT } from '../promise-map';

test('the vendored service document equals the one beside the checkout, so a changed document shows', () => {
  test.skip(
    !existsSync(SHARED_DOCUMENT),
    `compared nothing: ${SHARED_DOCUMENT} is not beside this checkout (a fresh clone, CI)`,
  );
  expect(
    readFileSync(DOCUMENT, 'utf8'),
    `reference/service-interface.md differs from ${SHARED_DOCUMENT}: copy it over and re-check the quoted promises`,
  ).toBe(readFileSync(SHARED_DOCUMENT, 'utf8'));
});
