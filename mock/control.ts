import Fastify, { type FastifyInstance } from 'fastify';
import { capabilities } from './capabilities';
import { clockScopeOf, type Clock } from './clock';
import { envNames, type EnvName, type Environment } from './environment';
import { acceptJsonBodies } from './json-body';
import { isOrderStatus, moveOrder, orderStatuses } from './orders';
import { deliverWebhook, isLoopbackUrl, isWebhookKind, webhookEvents } from './webhooks';

/** What the test-control API reaches into. */
export interface Controlled {
  clock: Clock;
  environments: Record<EnvName, Environment>;
  reset(): void;
}

export { capabilities };

const fieldOf = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

/** The test-control API of the target contract, section 2: JSON, no authentication, loopback only. */
export function buildControlApp(mock: Controlled): FastifyInstance {
  const app = Fastify({ logger: false });
  acceptJsonBodies(app);
  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    const status =
      error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    return reply.code(status).send({ error: status === 500 ? 'internal error' : error.message });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ error: `no control call ${request.method} ${request.url}` }),
  );

  app.get('/capabilities', async () => capabilities);

  app.post('/reset', async () => {
    mock.reset();
    return { reset: true, now: mock.clock.now().toISOString() };
  });

  app.post('/clock/advance', async (request, reply) => {
    const seconds = fieldOf(request.body, 'seconds');
    if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) {
      return reply.code(400).send({ error: 'seconds must be a positive number' });
    }
    return { now: mock.clock.advance(seconds, clockScopeOf(request.headers)).toISOString() };
  });

  app.post('/orders/:id/status', async (request, reply) => {
    const { id } = request.params as { id: string };
    const status = fieldOf(request.body, 'status');
    const order = Object.values(mock.environments)
      .flatMap((env) => env.state.orders)
      .find((entry) => entry.id === id);
    if (!order) return reply.code(404).send({ error: `no order ${id}` });
    if (!isOrderStatus(status)) {
      return reply.code(400).send({ error: `status must be one of ${orderStatuses.join(', ')}` });
    }
    moveOrder(order, status);
    return { id: order.id, status: order.status };
  });

  app.post('/webhooks/deliver', async (request, reply) => {
    const env = fieldOf(request.body, 'env');
    const kind = fieldOf(request.body, 'kind');
    const url = fieldOf(request.body, 'url');
    if (!envNames.includes(env as EnvName))
      return reply.code(400).send({ error: `env must be one of ${envNames.join(', ')}` });
    if (!isWebhookKind(kind))
      return reply.code(400).send({ error: `kind must be one of ${Object.keys(webhookEvents).join(', ')}` });
    if (!isLoopbackUrl(url)) {
      return reply.code(400).send({ error: 'url must be an http(s) URL on 127.0.0.1, localhost or [::1]' });
    }
    const delivery = await deliverWebhook(mock.environments[env as EnvName], kind, url);
    return reply.code(delivery.delivered ? 200 : 502).send(delivery);
  });

  return app;
}
