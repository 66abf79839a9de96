import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Environment } from '../../environment';
import { hasValidHmac } from '../../hmac';
import { acceptSignedBodies } from '../../json-body';
import { apiKeyOf } from '../hosted/auth';
// The Native API's error body is not shown; Hosted Checkout's shape stands in until the surface is modelled.
import { answerError, errorBody, hostedErrors, sendError } from '../hosted/errors';

/** preHandler: HMAC on every call; a Hosted Checkout x-api-key is another surface's credential (Authentication, rule 4). */
function guardNativeApi(env: Environment) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (hasValidHmac(env, request)) return;
    if (env.fault === 'hc-api-key-on-native' && apiKeyOf(request) === env.partner.apiKey) return;
    return sendError(reply, hostedErrors.unauthorized);
  };
}

/** /eapi/v0, a stub: authentication is real, every operation answers 404 until the Native API is modelled. */
export function nativeApi(env: Environment) {
  return async (app: FastifyInstance) => {
    acceptSignedBodies(app);
    app.setErrorHandler(answerError);
    app.addHook('preHandler', guardNativeApi(env));
    for (const path of ['/eapi/v0', '/eapi/v0/*']) {
      app.all(path, async (_request, reply) => reply.code(404).send(errorBody(404, 'not modelled yet')));
    }
  };
}
