import { createServer } from 'node:http';
import { test, expect } from '@playwright/test';

// Playwright's floor on this machine: one trivial API test, one request to a local server that answers at once.
test('one request answered', async ({ request }) => {
  const server = createServer((_request, response) => response.end('{"ok":true}'));
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as { port: number };
  const answer = await request.get(`http://127.0.0.1:${port}/`);
  expect(await answer.json()).toEqual({ ok: true });
  server.close();
});
