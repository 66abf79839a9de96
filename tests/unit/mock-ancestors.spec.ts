import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { ancestors, whenAnyStops } from '../../mock/ancestors';

test('the chain of processes a mock was started under begins with its parent', () => {
  const chain = ancestors();
  expect(chain[0]).toBe(process.ppid);
  expect(chain).not.toContain(1);
});

test('a process that stops is noticed, once', async () => {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 200)']);
  let calls = 0;
  const noticed = new Promise<void>((resolve) =>
    whenAnyStops(
      [process.pid, child.pid!],
      () => {
        calls += 1;
        resolve();
      },
      20,
    ),
  );
  await noticed;
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(calls).toBe(1);
});
