import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A parameter the service refuses with 422. */
export class InvalidParameter extends Error {
  constructor(readonly title: string, readonly detail: string) {
    super(detail);
  }
}

/** Error body of the GET endpoints, as the bulk list documents it: an errors array. */
export function errorsArray(status: number, title: string, detail: string) {
  return { errors: [{ status: String(status), title, detail }] };
}

/** Error body of create order: an errors object. */
export function errorsObject(status: number, code: number, title: string) {
  return { errors: { status, code, title } };
}

/** Whatever a route did not answer itself: a 4xx stays a 4xx, anything else is a 500; JSON either way. */
export function answerError(error: Error, _request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof InvalidParameter) {
    return reply.code(422).send(errorsArray(422, error.title, error.detail));
  }
  const code = (error as { statusCode?: unknown }).statusCode;
  const status = typeof code === 'number' && code >= 400 && code < 500 ? code : 500;
  const detail = status === 500 ? 'the request could not be completed' : error.message;
  return reply.code(status).send(errorsArray(status, STATUS_CODES[status] ?? 'Error', detail));
}
