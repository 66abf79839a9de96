import type { FastifyInstance } from 'fastify';
import type { Environment } from '../../environment';
import { labelJsonAnswers } from '../../json-answers';
import { acceptSignedBodies } from '../../json-body';
import { buyRoutes } from './buy';
import { answerError, placeErrorCode } from './errors';
import { kycSharingRoutes } from './kyc-sharing';
import { limitHostedRequests } from './rate-limit';

/** Hosted Checkout for one environment: /{partnerRef}/v2 and KYC sharing under /v2; every answer JSON. */
export function hostedApi(env: Environment) {
  return async (app: FastifyInstance) => {
    acceptSignedBodies(app);
    app.addHook('onRequest', limitHostedRequests(env));
    app.addHook('onSend', labelJsonAnswers(env.seams.hostedJsonContentType));
    app.addHook('preSerialization', placeErrorCode(env.seams.hostedErrorCodePlace));
    app.setErrorHandler(answerError);
    await app.register(buyRoutes(env));
    await app.register(kycSharingRoutes(env));
  };
}
