import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Environment } from '../../environment';
import type { FaultName } from '../../faults';
import { faithfulVerifier, hasValidHmac, offersHmac, type HmacVerifier } from '../../hmac';
import { apiKeyOf } from '../hosted/auth';
import { sendError } from '../hosted/errors';
import { nativeErrors } from './errors';

/** The other environment's HMAC credential, for the faults that let it in. */
const otherCredential = (env: Environment) => ({ key: env.otherPartner.hmacKey, secret: env.otherPartner.hmacSecret });

/** How each fault bends the /eapi verifier; KYC sharing keeps the faithful one. */
const faultyVerifiers: Partial<Record<FaultName, (env: Environment, faithful: HmacVerifier) => HmacVerifier>> = {
  'nat-body-not-signed': (_env, faithful) => ({ ...faithful, unboundParts: ['body'] }),
  'nat-path-not-signed': (_env, faithful) => ({ ...faithful, unboundParts: ['path'] }),
  'nat-method-not-signed': (_env, faithful) => ({ ...faithful, unboundParts: ['method'] }),
  'nat-webhook-secret-accepted': (env, faithful) => ({ ...faithful,
    credentials: [...faithful.credentials, { key: env.partner.hmacKey, secret: env.partner.webhookSecret }] }),
  'nat-stale-accepted': (_env, faithful) => ({ ...faithful, toleranceSeconds: undefined }),
  'nat-sandbox-hmac-in-production': (env, faithful) => (env.name !== 'production' ? faithful
    : { ...faithful, credentials: [...faithful.credentials, otherCredential(env)] }),
  'nat-production-hmac-in-sandbox': (env, faithful) => (env.name !== 'sandbox' ? faithful
    : { ...faithful, credentials: [...faithful.credentials, otherCredential(env)] }),
};

function verifierOf(env: Environment): HmacVerifier {
  const faithful = faithfulVerifier(env);
  const faulty = env.fault === undefined ? undefined : faultyVerifiers[env.fault];
  return faulty ? faulty(env, faithful) : faithful;
}

/** preHandler of /eapi/v0: HMAC on every call; a Hosted Checkout x-api-key is another surface's credential (Authentication, rule 4). */
export function guardNativeApi(env: Environment) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (hasValidHmac(env, request, verifierOf(env))) return;
    if (env.fault === 'hc-api-key-on-native' && apiKeyOf(request) === env.partner.apiKey) return;
    // Fault nat-unsigned-accepted: only a call with no credential at all; an x-api-key alone stays the other rule's.
    if (env.fault === 'nat-unsigned-accepted' && !offersHmac(request) && apiKeyOf(request) === undefined) return;
    return sendError(reply, nativeErrors.unauthorized);
  };
}
