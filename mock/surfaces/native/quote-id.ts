import type { FastifyRequest } from 'fastify';
import type { Environment } from '../../environment';
import { invalid } from './errors';
import type { Fields } from './payload';

/** Native API: POST /eapi/v0/ramps is "the only operation accepting quoteId". */
export const rampsRoute = '/eapi/v0/ramps';

function carriesQuoteId(request: FastifyRequest): boolean {
  const { body } = request;
  const inBody = typeof body === 'object' && body !== null && !Array.isArray(body) && 'quoteId' in body;
  return inBody || (request.query as Fields).quoteId !== undefined;
}

/** preHandler of /eapi/v0, after authentication: a quoteId in the query or body of any other operation is 400. */
export function refuseQuoteIdOutsideRamps(env: Environment) {
  return async (request: FastifyRequest) => {
    const route = request.routeOptions.url;
    // Ramp creation takes it; a path that is no operation answers 404 whatever it carries.
    const operation = route !== undefined && route !== '/eapi/v0' && !route.endsWith('*');
    if (!operation || (request.method === 'POST' && route === rampsRoute)) return;
    // Ignored or honoured, the price lets it through (ASSUME-NAT-QUOTEID-ELSEWHERE); prices.ts answers it.
    if (env.seams.quoteIdElsewhere !== 'refused' && route === '/eapi/v0/price') return;
    if (carriesQuoteId(request))
      throw invalid('quoteId', `quoteId is accepted only by ramp creation (POST ${rampsRoute})`);
  };
}
