import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EnvName, Environment } from '../../environment';
import { namesHmacKey } from '../../hmac';
import { spendRequest } from '../../rate-windows';
import { hostedErrors, sendError } from './errors';

/** Limits: Hosted Checkout requests per minute, per merchant account in sandbox and per client IP in production. */
export const hostedRateLimits: Readonly<Record<EnvName, { requests: number; per: 'merchant account' | 'client IP' }>> = {
  sandbox: { requests: 120, per: 'merchant account' },
  production: { requests: 500, per: 'client IP' },
};
export const hostedWindowMs = 60_000;

/** Whose window a /v2 request counts against; none for a sandbox request that names no account of this one. */
function counterOf(env: Environment, request: FastifyRequest): string | undefined {
  if (hostedRateLimits[env.name].per === 'client IP') return `ip ${request.ip}`;
  // The account is named by its x-api-key or its HMAC key, whether or not the request is then served.
  const namesAccount = request.headers['x-api-key'] === env.partner.apiKey || namesHmacKey(env, request);
  return namesAccount ? 'merchant account' : undefined;
}

function budgetOf(env: Environment): number {
  if (env.name === 'sandbox' && env.fault === 'hc-rate-limit-60-sandbox') return 60;
  return hostedRateLimits[env.name].requests;
}

/** onRequest hook of every /v2 path: counts the request, then 429 with Retry-After past the budget. */
export function limitHostedRequests(env: Environment) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (env.fault === 'hc-no-rate-limit') return;
    const counter = counterOf(env, request);
    if (counter === undefined) return;
    const retryAfter = spendRequest(env.state.hostedRateWindows, counter, env.clock.nowMs(), budgetOf(env), hostedWindowMs);
    if (retryAfter === undefined) return;
    return sendError(reply.header('retry-after', String(retryAfter)), hostedErrors.tooManyRequests);
  };
}
