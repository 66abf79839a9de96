import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Environment } from '../../environment';

/** A parameter the service refuses with 422. */
export class InvalidParameter extends Error {
  /** The parameter refused: given, or the detail's first word where it names one ("start_date is required"). */
  readonly field: string;
  /** Every parameter refused with its message, this one first: the real service's detail map names them all. */
  readonly fields: Readonly<Record<string, string>>;
  constructor(
    readonly title: string,
    readonly detail: string,
    field?: string,
    others: Readonly<Record<string, string>> = {},
  ) {
    super(detail);
    this.field = field ?? (/^[a-z_]+$/.test(detail.split(' ')[0]) ? detail.split(' ')[0] : 'request');
    this.fields = { [this.field]: detail, ...others };
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

/**
 * Whatever a route did not answer itself: a 4xx stays a 4xx, anything else is a 500; JSON either way. A 400 (a body
 * that is not JSON) carries its status as its code, or no code at all where the seam legacyBadRequestCode says so.
 */
export function answerError(env: Environment) {
  return (error: Error, _request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof InvalidParameter) {
      return reply.code(422).send(errorsArray(422, error.title, error.detail));
    }
    const code = (error as { statusCode?: unknown }).statusCode;
    const status = typeof code === 'number' && code >= 400 && code < 500 ? code : 500;
    const detail = status === 500 ? 'the request could not be completed' : error.message;
    const title = STATUS_CODES[status] ?? 'Error';
    // The real service's 500, as its PHP SDK's fixtures show it: code 0, the status a number, no detail.
    if (status === 500 && env.seams.legacyServerErrorBody === 'errors-array-code-0')
      return reply.code(status).send({ errors: [{ status, code: 0, title }] });
    if (status === 400 && env.seams.legacyBadRequestCode === 'none')
      return reply.code(status).send({ errors: [{ title, detail }] });
    return reply.code(status).send(errorsArray(status, title, detail));
  };
}
