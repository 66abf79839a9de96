import type { FastifyInstance } from 'fastify';

/** JSON bodies, where an empty body means "no fields" rather than a parse error. */
export function acceptJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('the request body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });
}
