import { createServer, type Server } from 'node:http';

/**
 * How a hostile target answers every request (issue 12: a run against it must end, with its reports, in bounded time).
 */
export type Hostility = 'body-50mb' | 'invalid-json' | 'html-500';

const FIFTY_MB = Buffer.alloc(50 * 1024 * 1024, 'x');

/** Starts a server on 127.0.0.1:`port` that answers every request the same hostile way; resolves once listening. */
export function startHostileTarget(hostility: Hostility, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    request.resume();
    if (hostility === 'body-50mb') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(FIFTY_MB);
    } else if (hostility === 'invalid-json') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"data": [1, 2,');
    } else {
      response.writeHead(500, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><html><body><h1>500 Internal Server Error</h1></body></html>');
    }
  });
  return new Promise((listening) => server.listen(port, '127.0.0.1', () => listening(server)));
}
