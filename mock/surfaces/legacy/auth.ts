import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Environment } from '../../environment';
import { errorsArray } from './errors';

const credentialByRequest = new WeakMap<FastifyRequest, string>();

/** The credential the request was served under; the price rate limit counts per credential. */
export function credentialOf(request: FastifyRequest): string {
  return credentialByRequest.get(request) ?? '';
}

/** Faults that let the other environment's credential in here. */
function servesOtherEnvironment(env: Environment): boolean {
  return (env.name === 'production' && env.fault === 'sandbox-credential-in-production')
    || (env.name === 'sandbox' && env.fault === 'production-credential-in-sandbox');
}

/** The credential of an Authorization header this environment serves, or undefined when it must answer 401. */
export function acceptedCredential(env: Environment, header: string | undefined): string | undefined {
  const value = header?.trim() ?? '';
  if (value === '') return env.fault === 'missing-auth-accepted' ? '(no credential)' : undefined;
  const match = /^(\S+)\s+(\S+)$/.exec(value);
  if (!match) return undefined;
  const scheme = env.fault === 'bearer-refused' ? 'token' : 'bearer';
  if (match[1].toLowerCase() !== scheme) return undefined;
  const credential = match[2];
  if (credential === env.credential) return credential;
  // The other environment's credential stays refused under any-credential-accepted: that is another rule.
  if (credential === env.otherCredential) return servesOtherEnvironment(env) ? credential : undefined;
  return env.fault === 'any-credential-accepted' ? credential : undefined;
}

/** onRequest hook of /api: Authorization, then X-Request-Id (optional unless faulted). */
export function guardApi(env: Environment) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const credential = acceptedCredential(env, request.headers.authorization);
    if (credential === undefined) {
      return reply
        .code(401)
        .header('www-authenticate', env.fault === 'bearer-refused' ? 'Token' : 'Bearer')
        .send(errorsArray(401, 'Unauthorized', 'a valid API credential for this environment is required'));
    }
    // Fault request-id-required comes after authentication, so a refused credential still gets its 401.
    if (env.fault === 'request-id-required' && !request.headers['x-request-id']) {
      return reply.code(400).send(errorsArray(400, 'Bad Request', 'the X-Request-Id header is required'));
    }
    credentialByRequest.set(request, credential);
  };
}
