import type { FastifyInstance } from 'fastify';
import type { Environment } from '../../environment';
import { guardKycSharing } from './auth';
import { hostedErrors, sendError } from './errors';
import { readPayload } from './payload';

/** POST /v2/identities/token/share: shares KYC; HMAC only, and only where the account has it enabled. */
export function kycSharingRoutes(env: Environment) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', guardKycSharing(env));
    app.post('/v2/identities/token/share', async (request, reply) => {
      if (!env.kycSharing) {
        // The code and the status are seams; the message stays.
        return sendError(reply, {
          ...hostedErrors.featureNotEnabled,
          code: env.seams.featureNotEnabledCode,
          status: env.seams.featureNotEnabledStatus,
        });
      }
      const { identityReference } = readPayload(env, request.body, []);
      return { shared: true, ...(typeof identityReference === 'string' ? { identityReference } : {}) };
    });
  };
}
