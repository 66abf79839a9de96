import { test, expect } from '@playwright/test';
import {
  TARGET_COPIES_VARIABLE,
  TARGET_COPY_ANNOTATION,
  TARGET_COPY_TAG,
  declareTargetCopies,
  withTargetCopies,
  type TargetCopy,
} from '../../kit/run/target-copies';

/** A stand-in for Playwright's `test` that records what is declared with it, and in which describe. */
function recordingTest() {
  const declared: { describe?: string; details?: unknown; used?: string[]; title: string }[] = [];
  let current: { describe: string; details: unknown; used: string[] } | undefined;
  const declare = (title: string, ..._rest: unknown[]) => declared.push({ title, ...current });
  return Object.assign(declare, {
    declared,
    describe: (name: string, ...rest: unknown[]) => {
      current = { describe: name, details: rest.length > 1 ? rest[0] : undefined, used: [] };
      (rest.at(-1) as () => void)();
      current = undefined;
    },
    use: (fixtures: Record<string, unknown>) => current?.used.push(...Object.keys(fixtures)),
  });
}

const copies: TargetCopy[] = [
  {
    name: 'prices-blockchain-refused',
    rules: ['LEG-PRICES-BLOCKCHAIN'],
    variables: { SANDBOX_BASE_URL: 'http://127.0.0.1:1' },
  },
  {
    name: 'not-found-everywhere',
    rules: ['LEG-PRICES-BLOCKCHAIN', 'LEG-COINS-SHAPE'],
    variables: { SANDBOX_BASE_URL: 'http://127.0.0.1:4' },
  },
];

test.afterEach(() => {
  delete process.env[TARGET_COPIES_VARIABLE];
});

test('without copies the suites declare with Playwright’s own test, so each test keeps its own line', () => {
  const playwright = recordingTest();
  expect(withTargetCopies(playwright)).toBe(playwright);
});

const oncePerCopy = 'with copies, a test is declared once per copy whose rules its tags name';
test(`${oncePerCopy}, in a describe with the copy’s target`, () => {
  declareTargetCopies(copies);
  const playwright = recordingTest();
  const copying = withTargetCopies(playwright);
  copying('MUST refuse an unknown blockchain', { tag: ['@LEG-PRICES-BLOCKCHAIN', '@writes'] }, () => {});
  copying('MUST list the coins', { tag: ['@LEG-COINS-SHAPE'] }, () => {});
  copying('MUST wrap the result', { tag: ['@LEG-FIATS-SHAPE'] }, () => {});
  copying('an untagged test', () => {});
  expect(playwright.declared.map(({ describe, title, used }) => [describe, title, used])).toEqual([
    ['prices-blockchain-refused', 'MUST refuse an unknown blockchain', ['target']],
    ['not-found-everywhere', 'MUST refuse an unknown blockchain', ['target']],
    ['not-found-everywhere', 'MUST list the coins', ['target']],
  ]);
  expect(playwright.declared[0].details).toEqual({
    tag: TARGET_COPY_TAG,
    annotation: { type: TARGET_COPY_ANNOTATION, description: 'prices-blockchain-refused' },
  });
  // The copying test keeps Playwright's properties (use, skip, step...).
  expect(copying.use).toBe(playwright.use);
});

test('with copies, a describe that carries tags is refused: its tests would be copied without them', () => {
  declareTargetCopies(copies);
  const copying = withTargetCopies(recordingTest());
  expect(() => copying.describe('pagination', { tag: '@LEG-PRICES-BLOCKCHAIN' }, () => {})).toThrow(
    /tag its tests, not the describe/,
  );
  expect(() => copying.describe('pagination', () => {})).not.toThrow();
});
