import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Environment } from '../../environment';
import { hasValidHmac, offersMalformedHmac, type HmacVerifier } from '../../hmac';
import { apiKeyOf, offersLegacyBearer, offersNoCredential } from '../hosted/auth';
import { sendError } from '../hosted/errors';
import { nativeErrors } from './errors';

/** The /eapi verifier as the seams make it; KYC sharing keeps the faithful one (mock/hmac.ts). */
function verifierOf(env: Environment): HmacVerifier {
  const { nativeHmacSecrets, nativeOtherHmacServedIn, nativeHmacUnboundParts, nativeHmacToleranceSeconds } = env.seams;
  const secrets = {
    'hmac-secret': env.partner.hmacSecret,
    'webhook-secret': env.partner.webhookSecret,
    'x-api-key': env.partner.apiKey,
  };
  const other = { key: env.otherPartner.hmacKey, secret: env.otherPartner.hmacSecret };
  return {
    credentials: [
      ...nativeHmacSecrets.map((secret) => ({ key: env.partner.hmacKey, secret: secrets[secret] })),
      ...(nativeOtherHmacServedIn.includes(env.name) ? [other] : []),
    ],
    unboundParts: nativeHmacUnboundParts,
    toleranceSeconds: nativeHmacToleranceSeconds,
  };
}

/**
 * preHandler of /eapi/v0: HMAC on every call; a Hosted Checkout x-api-key is another surface's credential
 * (Authentication, rule 4).
 */
export function guardNativeApi(env: Environment) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const accepted = env.seams.nativeCredentials;
    if (accepted.includes('hmac') && hasValidHmac(env, request, verifierOf(env))) return;
    if (accepted.includes('x-api-key') && apiKeyOf(request) === env.partner.apiKey) return;
    // 'none': only a call with no credential at all; an x-api-key alone stays the other rule's.
    if (accepted.includes('bearer') && offersLegacyBearer(env, request)) return;
    if (env.seams.malformedHmacServedOn.includes('native') && offersMalformedHmac(env, request)) return;
    if (accepted.includes('none') && offersNoCredential(env, request)) return;
    return sendError(reply, nativeErrors.unauthorized);
  };
}
