import { test, expect } from '@playwright/test';
import { partConflict, partOfRun, runPart } from '../../kit/run/run-part';

/** A part of a sharded run writes a blob named for it; a whole run writes the conformance report. */
test('a shard and the serial part are named from Playwright flags, in either form', () => {
  expect(runPart(['node', 'cli.js', 'test', '--shard=2/3'])).toBe('2-of-3');
  expect(runPart(['node', 'cli.js', 'test', '--shard', '1/2'])).toBe('1-of-2');
  expect(runPart(['node', 'cli.js', 'test', '--project=serial'])).toBe('serial');
  expect(runPart(['node', 'cli.js', 'test', '--project', 'serial', '--shard=1/2'])).toBe('serial');
});

test('a whole run, or one narrowed some other way, is no part', () => {
  expect(runPart(['node', 'cli.js', 'test'])).toBeUndefined();
  expect(runPart(['node', 'cli.js', 'test', '--project=conformance', '-g', 'serial'])).toBeUndefined();
  expect(
    runPart(['node', 'cli.js', 'merge-reports', '--config', 'cli/merge.config.ts', 'reports/blob']),
  ).toBeUndefined();
});

test("a worker, loading the config without the runner's flags, serves the runner's part", () => {
  const env: Record<string, string | undefined> = {};
  expect(partOfRun(['node', 'cli.js', 'test', '--project=serial'], env)).toBe('serial');
  expect(partOfRun(['node', 'workerProcessEntry.js'], env)).toBe('serial');
  expect(partOfRun(['node', 'workerProcessEntry.js'], {})).toBeUndefined();
});

test('the serial part with --shard names no one part: refused, in either form', () => {
  expect(partConflict(['node', 'cli.js', 'test', '--project=serial', '--shard=1/2'])).toMatch(
    /^--shard and the serial part/,
  );
  expect(partConflict(['node', 'cli.js', 'test', '--shard', '1/2', '--project', 'serial'])).toMatch(
    /^--shard and the serial part/,
  );
  expect(partConflict(['node', 'cli.js', 'test', '--shard=1/2'])).toBeUndefined();
  expect(partConflict(['node', 'cli.js', 'test', '--project=serial'])).toBeUndefined();
});
