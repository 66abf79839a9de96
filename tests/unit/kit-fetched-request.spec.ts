import { test, expect } from '@playwright/test';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchedRequest } from '../../kit/http/fetched-request';

// The kit's transport (kit/http/fetched-request.ts), seen from the server: what reaches the wire, and what comes back.
const init = {
  method: 'GET',
  headers: { accept: 'application/json', authorization: 'Bearer x' },
  timeoutMs: 2_000,
  maxBytes: 1024,
};

async function serving(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

test(
  'the headers given reach the wire as given; set-cookie comes back joined, and no cookie is sent back on ' +
    'the next request',
  async () => {
    const seen: IncomingHttpHeaders[] = [];
    const { server, url } = await serving((request, response) => {
      seen.push(request.headers);
      response.setHeader('set-cookie', ['a=1', 'b=2']);
      response.end('{"ok":true}');
    });
    try {
      const first = await fetchedRequest(`${url}/one`, init);
      await fetchedRequest(`${url}/two`, init);
      expect(first.status).toBe(200);
      expect(first.body.toString()).toBe('{"ok":true}');
      expect(first.headers['set-cookie']).toBe('a=1\nb=2');
      expect(seen[0]).toMatchObject({ accept: 'application/json', authorization: 'Bearer x' });
      expect(seen[1].cookie).toBeUndefined();
    } finally {
      server.close();
    }
  },
);

test('a redirect is followed; a body over the cap is counted to its end and only its first bytes kept', async () => {
  const { server, url } = await serving((request, response) => {
    if (request.url === '/moved') {
      response.writeHead(302, { location: '/big' }).end();
      return;
    }
    response.end('x'.repeat(5000));
  });
  try {
    const answer = await fetchedRequest(`${url}/moved`, init);
    expect(answer.status).toBe(200);
    expect(answer.length).toBe(5000);
    expect(answer.body.length).toBe(init.maxBytes + 1);
  } finally {
    server.close();
  }
});

test('no answer is an error in the words the client reports: refused, or the timeout in milliseconds', async () => {
  const { server, url } = await serving(() => undefined);
  try {
    await expect(fetchedRequest(url, { ...init, timeoutMs: 200 })).rejects.toThrow(/^Timeout 200ms exceeded$/);
  } finally {
    server.closeAllConnections();
    server.close();
  }
  await expect(fetchedRequest(url, init)).rejects.toThrow(/^ECONNREFUSED$/);
});
