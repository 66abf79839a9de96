import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EnvName, Environment } from '../../environment';
import { namesHmacKey } from '../../hmac';
import { spendRequest } from '../../rate-windows';
import { hostedErrors, sendError } from './errors';

/**
 * Limits: /v2 requests count per merchant account in sandbox, per client IP in production; how many is a clock seam.
 */
export const hostedRateCounters: Readonly<Record<EnvName, 'merchant account' | 'client IP'>> = {
  sandbox: 'merchant account',
  production: 'client IP',
};
export const hostedWindowMs = 60_000;

/** Whose window a /v2 request counts against; none for a sandbox request that names no account of this one. */
function counterOf(env: Environment, request: FastifyRequest): string | undefined {
  if (hostedRateCounters[env.name] === 'client IP') return `ip ${request.ip}`;
  // The account is named by its x-api-key or its HMAC key, whether or not the request is then served.
  const namesAccount = request.headers['x-api-key'] === env.partner.apiKey || namesHmacKey(env, request);
  return namesAccount ? 'merchant account' : undefined;
}

/** onRequest hook of every /v2 path: counts the request, then 429 with Retry-After past the budget. */
export function limitHostedRequests(env: Environment) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const counter = counterOf(env, request);
    if (counter === undefined) return;
    const retryAfter = spendRequest(
      env.state.hostedRateWindows,
      env.clock.scoped(counter),
      env.clock.nowMs(),
      env.seams.hostedRequestsPerMinute[env.name],
      hostedWindowMs,
    );
    if (retryAfter === undefined) return;
    return sendError(reply.header('retry-after', String(retryAfter)), hostedErrors.tooManyRequests);
  };
}
