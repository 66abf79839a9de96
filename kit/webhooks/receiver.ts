import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Delivery {
  headers: Record<string, string | string[] | undefined>;
  rawBody: Buffer;
  receivedAt: string;
}

/**
 * A webhook receiver on loopback for the length of a test. It answers 200 at once and keeps the raw bytes for
 * verification afterwards (Events, 2: acknowledge immediately, process asynchronously). Every delivery is recorded,
 * repeats too (ASSUME-WEBHOOK-DELIVERY).
 */
export class WebhookReceiver {
  readonly deliveries: Delivery[] = [];
  /** Where the target is asked to deliver; set by start(). */
  url = '';
  private server?: Server;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        response.writeHead(200).end();
        this.deliveries.push({
          headers: request.headers,
          rawBody: Buffer.concat(chunks),
          receivedAt: new Date().toISOString(),
        });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/webhooks`;
    return this.url;
  }

  /** Stops it; a receiver never started has nothing to stop (and must not wait for a close that never comes). */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
