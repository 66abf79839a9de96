import type { FastifyInstance } from 'fastify';
import type { Environment } from '../../environment';
import { labelJsonAnswers } from '../../json-answers';
import { acceptSignedBodies } from '../../json-body';
import { placeErrorCode, sendError } from '../hosted/errors';
import { requireRequestIdOn } from '../request-id';
import { guardNativeApi } from './auth';
import { answerNativeError, nativeErrors } from './errors';
import { identityRoutes } from './identities';
import { priceRoutes } from './prices';
import { refuseQuoteIdOutsideRamps } from './quote-id';
import { rampRoutes } from './ramps';

/**
 * The Native API (/eapi/v0) for one environment: HMAC on every call, every answer JSON, no rate limit (none
 * documented).
 */
export function nativeApi(env: Environment) {
  return async (app: FastifyInstance) => {
    acceptSignedBodies(app);
    app.setErrorHandler(answerNativeError(env));
    app.addHook('onSend', labelJsonAnswers(env.seams.nativeJsonContentType));
    app.addHook('preSerialization', placeErrorCode(env.seams.nativeErrorCodePlace));
    app.addHook('preHandler', guardNativeApi(env));
    app.addHook('preHandler', requireRequestIdOn(env, 'native'));
    app.addHook('preHandler', refuseQuoteIdOutsideRamps(env));
    await app.register(priceRoutes(env));
    await app.register(identityRoutes(env));
    await app.register(rampRoutes(env));
    for (const path of ['/eapi/v0', '/eapi/v0/*']) {
      app.all(path, async (_request, reply) => sendError(reply, nativeErrors.notFound));
    }
  };
}
