import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Environment } from '../../environment';
import { hasValidHmac, offersHmac } from '../../hmac';
import { hostedErrors, sendError } from './errors';

/** The x-api-key header, when one is sent. */
export const apiKeyOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers['x-api-key'];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** Faults that let the other environment's x-api-key in here. */
function servesOtherEnvironment(env: Environment): boolean {
  return (env.name === 'production' && env.fault === 'hc-sandbox-key-in-production')
    || (env.name === 'sandbox' && env.fault === 'hc-production-key-in-sandbox');
}

/** Whether the x-api-key of a /{partnerRef}/v2 request is served here: this environment's key under its own partnerRef. */
function servesApiKey(env: Environment, request: FastifyRequest, partnerRef: string): boolean {
  const ownRef = partnerRef === env.partner.partnerRef;
  let key = apiKeyOf(request);
  if (key === undefined) {
    // A request offering HMAC instead is the HMAC rule's business, so it stays refused under this fault.
    return env.fault === 'hc-missing-api-key-accepted' && !offersHmac(request) && ownRef;
  }
  if (env.fault === 'hc-malformed-api-key-accepted') key = key.replace(/^Bearer /, '');
  if (key === env.partner.apiKey) return ownRef || env.fault === 'hc-partner-ref-ignored';
  // A client pointed at the wrong environment sends that environment's key with either partnerRef.
  if (key === env.otherPartner.apiKey && servesOtherEnvironment(env)) return ownRef || partnerRef === env.otherPartner.partnerRef;
  return false;
}

/** preHandler of /{partnerRef}/v2: x-api-key of this environment and the partnerRef issued with it (Authentication). */
export function guardPartnerPaths(env: Environment) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { partnerRef } = request.params as { partnerRef: string };
    if (servesApiKey(env, request, partnerRef)) return;
    // Fault hc-hmac-on-v2: an HMAC credential stands in for the x-api-key (Authentication, rule 4).
    if (env.fault === 'hc-hmac-on-v2' && partnerRef === env.partner.partnerRef && hasValidHmac(env, request)) return;
    return sendError(reply, hostedErrors.unauthorized);
  };
}

/** preHandler of KYC sharing: HMAC, never the x-api-key. */
export function guardKycSharing(env: Environment) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const apiKey = apiKeyOf(request);
    if (hasValidHmac(env, request)) {
      // Fault hc-kyc-share-hmac-refused bites where sharing is enabled; elsewhere the 4005 answer stays as it is.
      if (env.fault !== 'hc-kyc-share-hmac-refused' || !env.kycSharing) return;
    } else if (env.fault === 'hc-api-key-on-kyc-share' && apiKey === env.partner.apiKey) {
      return;
    } else if (env.fault === 'hc-kyc-share-unsigned-accepted' && apiKey === undefined && !offersHmac(request)) {
      // Only a request with no credential at all: an x-api-key alone stays the other rule's business.
      return;
    }
    return sendError(reply, hostedErrors.unauthorized);
  };
}
