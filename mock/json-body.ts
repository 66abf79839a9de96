import type { FastifyInstance, FastifyRequest } from 'fastify';

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

/** The body of a signed-surface request that is not JSON: refused by the route, after authentication. */
export const notJson = Symbol('not JSON');

const rawBodies = new WeakMap<FastifyRequest, Buffer>();

/** The exact bytes of the request body, as an HMAC signature covers them; empty when there was none. */
export function rawBodyOf(request: FastifyRequest): Buffer {
  return rawBodies.get(request) ?? Buffer.alloc(0);
}

/** Keeps the raw bytes of a body and parses it as JSON; one that does not parse becomes `notJson`, not an error. */
function keepRawAndParse(
  request: FastifyRequest,
  body: string | Buffer,
  done: (error: Error | null, body?: unknown) => void,
): void {
  const raw = Buffer.isBuffer(body) ? body : Buffer.from(body);
  rawBodies.set(request, raw);
  const text = raw.toString('utf8');
  if (text.trim() === '') return done(null, undefined);
  try {
    done(null, JSON.parse(text));
  } catch {
    done(null, notJson);
  }
}

/**
 * Bodies of the /v2 and /eapi scopes, of any content type: the raw bytes are kept for the signature, and a body
 * that does not parse as JSON becomes `notJson` instead of an early 400, so a missing credential still gets its 401.
 */
export function acceptSignedBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, keepRawAndParse);
}

/** JSON bodies of the /api scope, the same way: a signed Bearer token covers the bytes sent. */
export function keepRawJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, keepRawAndParse);
}
