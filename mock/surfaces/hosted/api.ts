import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Environment } from '../../environment';
import { acceptSignedBodies } from '../../json-body';
import { buyRoutes } from './buy';
import { answerError } from './errors';
import { kycSharingRoutes } from './kyc-sharing';
import { limitHostedRequests } from './rate-limit';

/** Hosted Checkout for one environment: /{partnerRef}/v2 and KYC sharing under /v2; every answer JSON. */
export function hostedApi(env: Environment) {
  return async (app: FastifyInstance) => {
    acceptSignedBodies(app);
    app.addHook('onRequest', limitHostedRequests(env));
    app.addHook('onSend', async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const type = String(reply.getHeader('content-type') ?? '');
      if (env.fault === 'hc-html-content-type' && type.startsWith('application/json')) {
        reply.header('content-type', 'text/html; charset=utf-8');
      }
      return payload;
    });
    app.setErrorHandler(answerError);
    await app.register(buyRoutes(env));
    await app.register(kycSharingRoutes(env));
  };
}
