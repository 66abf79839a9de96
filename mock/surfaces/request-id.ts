import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Environment } from '../environment';
import { hostedErrors, sendError } from './hosted/errors';

type Surface = Environment['seams']['requestIdRequiredOn'][number];

/** X-Request-Id is optional on every request (What the service does, 7): only a fault makes a surface require it. */
export function refusesMissingRequestId(env: Environment, surface: Surface, request: FastifyRequest): boolean {
  return (
    env.seams.requestIdRequiredOn.includes(surface) &&
    (env.seams.requestIdRequiredMethods as readonly string[]).includes(request.method) &&
    !request.headers['x-request-id']
  );
}

/** preHandler of /eapi/v0 and /{partnerRef}/v2, after authentication: 4002 where a fault requires X-Request-Id. */
export function requireRequestIdOn(env: Environment, surface: Surface) {
  return async (request: FastifyRequest, reply: FastifyReply) =>
    refusesMissingRequestId(env, surface, request)
      ? sendError(reply, hostedErrors.validation, 'X-Request-Id')
      : undefined;
}
