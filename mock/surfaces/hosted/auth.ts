import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Environment } from '../../environment';
import { hasValidHmac, offersHmac, offersMalformedHmac } from '../../hmac';
import { hostedErrors, sendError } from './errors';
import { acceptedCredential } from '../legacy/auth';

/** The request carries the /api credential, Authorization: Bearer (static or signed), as /api would serve it. */
export function offersLegacyBearer(env: Environment, request: FastifyRequest): boolean {
  const header = request.headers.authorization;
  if (!header?.trim()) return false;
  return (
    acceptedCredential(env, header, {
      method: request.method,
      url: request.raw.url ?? request.url,
      body: Buffer.alloc(0),
    }) !== undefined
  );
}

/** The request offers no credential at all: no x-api-key, no HMAC, no Authorization. */
export function offersNoCredential(env: Environment, request: FastifyRequest): boolean {
  return apiKeyOf(request) === undefined && !offersHmac(env, request) && !request.headers.authorization;
}

/** The x-api-key header, when one is sent. */
export const apiKeyOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers['x-api-key'];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** Whether the other environment's x-api-key is let in here (never, in the faithful service). */
function servesOtherEnvironment(env: Environment): boolean {
  return env.seams.hostedOtherKeyServedIn.includes(env.name);
}

/**
 * Whether the x-api-key of a /{partnerRef}/v2 request is served here: this environment's key under its own partnerRef.
 */
function servesApiKey(env: Environment, request: FastifyRequest, partnerRef: string): boolean {
  const ownRef = partnerRef === env.partner.partnerRef;
  const accepted = env.seams.hostedCredentials;
  let key = apiKeyOf(request);
  if (key === undefined) {
    // A request offering HMAC instead is the HMAC rule's business, so 'none' does not let it in.
    if (accepted.includes('bearer') && offersLegacyBearer(env, request)) return ownRef;
    return accepted.includes('none') && offersNoCredential(env, request) && ownRef;
  }
  if (!accepted.includes('x-api-key')) return false;
  if (env.seams.hostedApiKeyForms.includes('bearer-key')) key = key.replace(/^Bearer /, '');
  if (key === env.partner.apiKey) return ownRef || !env.seams.partnerRefBound;
  // A client pointed at the wrong environment sends that environment's key with either partnerRef.
  if (key === env.otherPartner.apiKey && servesOtherEnvironment(env))
    return ownRef || partnerRef === env.otherPartner.partnerRef;
  const issued = [env.partner.apiKey, env.otherPartner.apiKey].some((known) => key.includes(known));
  return accepted.includes('unknown-x-api-key') && !issued && ownRef;
}

/** preHandler of /{partnerRef}/v2: x-api-key of this environment and the partnerRef issued with it (Authentication). */
export function guardPartnerPaths(env: Environment) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { partnerRef } = request.params as { partnerRef: string };
    if (servesApiKey(env, request, partnerRef)) return;
    // Faithfully never: an HMAC credential standing in for the x-api-key (Authentication, rule 4).
    if (
      env.seams.hostedCredentials.includes('hmac') &&
      partnerRef === env.partner.partnerRef &&
      hasValidHmac(env, request)
    )
      return;
    return sendError(reply, hostedErrors.unauthorized);
  };
}

/** preHandler of KYC sharing: HMAC, never the x-api-key. */
export function guardKycSharing(env: Environment) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const apiKey = apiKeyOf(request);
    const accepted = env.seams.kycShareCredentials;
    if (hasValidHmac(env, request)) {
      // Refusing HMAC bites where sharing is enabled; elsewhere the 4005 answer stays as it is.
      if (accepted.includes('hmac') || !env.kycSharing) return;
    } else if (accepted.includes('x-api-key') && apiKey === env.partner.apiKey) {
      return;
    } else if (accepted.includes('bearer') && offersLegacyBearer(env, request)) {
      return;
    } else if (env.seams.malformedHmacServedOn.includes('kyc-share') && offersMalformedHmac(env, request)) {
      return;
    } else if (accepted.includes('none') && offersNoCredential(env, request)) {
      // Only a request with no credential at all: an x-api-key alone stays the other rule's business.
      return;
    }
    return sendError(reply, hostedErrors.unauthorized);
  };
}
