import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { viaPartnerHost, type Environment } from '../../environment';
import { labelJsonAnswers } from '../../json-answers';
import { keepRawJsonBodies } from '../../json-body';
import { guardApi } from './auth';
import { answerError, errorsArray } from './errors';
import { createOrderRoutes } from './orders-create';
import { listOrderRoutes } from './orders-list';
import { paymentMethodRoutes } from './payment-methods';
import { priceRoutes } from './prices';
import { referenceRoutes } from './reference';

/** The service's /api paths for one environment; register with prefix '/api'. */
export function legacyApi(env: Environment) {
  return async (app: FastifyInstance) => {
    keepRawJsonBodies(app);
    const guard = guardApi(env);
    if (env.seams.partnerHostApi === 'refused') {
      app.addHook('onRequest', async (request, reply) => {
        if (viaPartnerHost(request.headers.host))
          await reply.code(404).send(errorsArray(404, 'Not Found', 'no /api on this host'));
      });
    }
    app.addHook('onRequest', guard.onRequest);
    app.addHook('preValidation', guard.preValidation);
    if (env.seams.partnerHostApi === 'other-coin-names') {
      app.addHook('preSerialization', async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
        const coins = (payload as { data?: { coins?: unknown } } | null)?.data?.coins;
        if (!viaPartnerHost(request.headers.host) || !Array.isArray(coins)) return payload;
        const renamed = coins.map((coin: Record<string, unknown>) => ({
          ...coin,
          coin_name: `${String(coin.coin_name)} (partner)`,
        }));
        return { ...(payload as object), data: { ...(payload as { data: object }).data, coins: renamed } };
      });
    }
    app.addHook('preSerialization', async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      // Results out of data are lifted next to meta, where there is one.
      if (env.seams.legacyResultsInData || reply.statusCode >= 300) return payload;
      if (typeof payload !== 'object' || payload === null || !('data' in payload)) return payload;
      const { data, ...rest } = payload as { data: object };
      return { ...data, ...rest };
    });
    app.addHook('onSend', labelJsonAnswers(env.seams.legacyJsonContentType));
    app.setErrorHandler(answerError(env));
    app.setNotFoundHandler((request, reply) => {
      reply
        .code(404)
        .send(errorsArray(404, 'Not Found', `no operation ${request.method} ${request.url.split('?')[0]}`));
    });
    await app.register(referenceRoutes(env));
    await app.register(paymentMethodRoutes(env));
    await app.register(priceRoutes(env));
    await app.register(createOrderRoutes(env));
    await app.register(listOrderRoutes(env));
  };
}
