import type { FastifyReply, FastifyRequest } from 'fastify';
import type { JsonContentType } from './seams';

/** onSend hook of a surface: its JSON answers go out under the content type its seam names. */
export function labelJsonAnswers(contentType: JsonContentType) {
  return async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (contentType !== 'application/json' && type.startsWith('application/json')) {
      reply.header('content-type', `${contentType}; charset=utf-8`);
    }
    return payload;
  };
}
