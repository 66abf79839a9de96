import { Agent as HttpAgent, createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { unreachable } from '../../kit/receiver/reachable';

/** One request the partner sent through the proxy and the target's answer, as they passed: held in memory only. */
export interface PassedExchange {
  /** Order of arrival, from 0. */
  n: number;
  /** Milliseconds since the proxy started: when the request arrived, and when the answer ended. */
  at: number;
  end: number;
  method: string;
  /** Path and query, as sent. */
  url: string;
  /** Header name (lower case) → value; a repeated header's values joined by ", ". */
  headers: Record<string, string>;
  /** The request body up to the cap; `truncated` when it was longer. */
  body: Buffer;
  truncated: boolean;
  /** Undefined when the target gave no answer (the partner got a 502 from the proxy). */
  status?: number;
  answerHeaders: Record<string, string>;
  answer: Buffer;
  /** The proxy answered in the service's place (`flow`'s misbehaviour on purpose); the service never saw it. */
  injected?: true;
}

/** An answer the proxy gives in the service's place, once, to the first request `matches` accepts. */
export interface Injection {
  matches(method: string, path: string): boolean;
  answer(path: string): { status: number; body: unknown };
}

export interface Forwarding {
  url: string;
  /** When the proxy started, in milliseconds since the epoch: `at` and `end` count from it. */
  startedAtEpochMs: number;
  exchanges: PassedExchange[];
  /** Answers the next matching request itself, instead of forwarding it; returns how to withdraw it unused. */
  inject(injection: Injection): () => void;
  close(): Promise<void>;
}

/**
 * Forwards every request to `target` unchanged (method, path, query, headers but Host, body byte for byte, streamed
 * both ways) and keeps a copy of each exchange, up to `capBytes` per body, for the partner rules to read afterwards.
 * Host is the target's, as a client pointed at the target would send it.
 */
export async function startForwarding(target: URL, port: number, capBytes: number): Promise<Forwarding> {
  const exchanges: PassedExchange[] = [];
  const started = performance.now();
  const startedAtEpochMs = Date.now();
  const injections: Injection[] = [];
  const secure = target.protocol === 'https:';
  const agent = secure ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  const prefix = target.pathname.replace(/\/$/, '');
  const server: Server = createServer((request, reply) => {
    const exchange: PassedExchange = {
      n: exchanges.length,
      at: performance.now() - started,
      end: 0,
      method: request.method ?? 'GET',
      url: request.url ?? '/',
      headers: headersOf(request),
      body: Buffer.alloc(0),
      truncated: false,
      answerHeaders: {},
      answer: Buffer.alloc(0),
    };
    exchanges.push(exchange);
    const requestBody = capped(capBytes);
    const path = exchange.url.split('?')[0];
    const injection = injections.find((one) => one.matches(exchange.method, path));
    if (injection) {
      injections.splice(injections.indexOf(injection), 1);
      const { status, body } = injection.answer(path);
      const answer = Buffer.from(JSON.stringify(body));
      Object.assign(exchange, {
        injected: true,
        status,
        answerHeaders: { 'content-type': 'application/json' },
        answer,
      });
      request.on('data', requestBody.add);
      request.on('end', () => {
        exchange.body = requestBody.bytes();
        exchange.truncated = requestBody.truncated();
        exchange.end = performance.now() - started;
        reply.writeHead(status, { 'content-type': 'application/json' }).end(answer);
      });
      return;
    }
    const outgoing = (secure ? httpsRequest : httpRequest)(
      {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        path: `${prefix}${exchange.url}`,
        method: exchange.method,
        agent,
        headers: withHost(request.rawHeaders, target.host),
      },
      (answer) => {
        exchange.status = answer.statusCode;
        exchange.answerHeaders = headersOf(answer);
        reply.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.rawHeaders));
        const answerBody = capped(capBytes);
        answer.on('data', answerBody.add);
        answer.on('end', () => {
          exchange.answer = answerBody.bytes();
          exchange.end = performance.now() - started;
        });
        answer.pipe(reply);
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      exchange.end = performance.now() - started;
      if (reply.headersSent) return void reply.destroy();
      reply
        .writeHead(502, { 'content-type': 'text/plain' })
        .end(`proxy: the target gave no answer (${error.code ?? error.message})`);
    });
    request.on('data', requestBody.add);
    request.on('end', () => {
      exchange.body = requestBody.bytes();
      exchange.truncated = requestBody.truncated();
    });
    request.pipe(outgoing);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}`,
    startedAtEpochMs,
    exchanges,
    inject: (injection) => {
      injections.push(injection);
      return () => void (injections.includes(injection) && injections.splice(injections.indexOf(injection), 1));
    },
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Forwarding to a target that answers, or why not in one line (exit 2): nothing at the target, the port taken.
 */
export async function forwardingTo(
  target: string,
  port: number,
  capBytes: number,
): Promise<Forwarding | { problem: string }> {
  const problem = await unreachable(target, 'start the service or the mock, or fix --target');
  if (problem) return { problem };
  try {
    return await startForwarding(new URL(target), port, capBytes);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { problem: `cannot listen on 127.0.0.1:${port} (${code}): choose another --port` };
  }
}

function headersOf(message: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (let i = 0; i < message.rawHeaders.length; i += 2) {
    const name = message.rawHeaders[i].toLowerCase();
    headers[name] = name in headers ? `${headers[name]}, ${message.rawHeaders[i + 1]}` : message.rawHeaders[i + 1];
  }
  return headers;
}

/**
 * The answer's headers but those of its own connection (RFC 9110, 7.6.1): the target's `Keep-Alive: timeout=72`
 * passed on would have the partner's client reuse a socket the proxy closed after its own 5 s idle ("fetch failed").
 */
function endToEnd(raw: readonly string[]): string[] {
  const headers: string[] = [];
  for (let i = 0; i < raw.length; i += 2)
    if (!/^(connection|keep-alive)$/i.test(raw[i])) headers.push(raw[i], raw[i + 1]);
  return headers;
}

/** The partner's headers as sent, in their order and case, with the target's Host. */
function withHost(raw: readonly string[], host: string): string[] {
  const headers: string[] = [];
  for (let i = 0; i < raw.length; i += 2) headers.push(raw[i], raw[i].toLowerCase() === 'host' ? host : raw[i + 1]);
  return headers;
}

/** A copy of a stream's first `cap` bytes; the stream itself passes on whole. */
function capped(cap: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  let over = false;
  return {
    add: (chunk: Buffer) => {
      if (size >= cap) return void (over = true);
      chunks.push(chunk.subarray(0, cap - size));
      over ||= size + chunk.length > cap;
      size += Math.min(chunk.length, cap - size);
    },
    bytes: () => Buffer.concat(chunks),
    truncated: () => over,
  };
}
