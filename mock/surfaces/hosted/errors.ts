import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCodePlace } from '../../seams';

/**
 * Hosted Checkout answers: HTTP status plus an application code (Errors). The document shows the codes and their
 * messages but not the body's field names; `{ error: { code, message, field? }, traceId }` is the mock's choice.
 */
export interface HostedError {
  status: number;
  code: number;
  message: string;
}

export const hostedErrors = {
  validation: { status: 400, code: 4002, message: 'Validation error' },
  featureNotEnabled: { status: 400, code: 4005, message: 'The feature is not enabled' },
  unauthorized: { status: 401, code: 401, message: 'Unauthorized' },
  notFound: { status: 404, code: 404, message: 'Not Found' },
  coinRestriction: { status: 422, code: 5034, message: 'Coin restriction' },
  tooManyRequests: { status: 429, code: 429, message: 'Too Many Requests' },
  internal: { status: 500, code: 500, message: 'Internal Server Error' },
} as const satisfies Record<string, HostedError>;

/**
 * The error body; traceId is what a partner quotes to support ("full response body and a trace ID"). Without a code
 * (undefined), a refusal a seam answers with its message alone.
 */
export function errorBody(code: number | undefined, message: string, field?: string) {
  return {
    error: { ...(code === undefined ? {} : { code }), message, ...(field === undefined ? {} : { field }) },
    traceId: randomUUID(),
  };
}

export function sendError(reply: FastifyReply, error: HostedError, field?: string) {
  return reply.code(error.status).send(errorBody(error.code, error.message, field));
}

/** A payload field the service refuses with 4002; `coded` false where a seam answers the 400 with no code at all. */
export class ValidationError extends Error {
  constructor(
    readonly field: string | undefined,
    detail: string,
    readonly coded = true,
  ) {
    super(detail);
  }
}

/** Whatever a route did not answer itself: a 4xx stays a 4xx, anything else is a 500; JSON either way. */
export function answerError(error: Error, _request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ValidationError) {
    if (!error.coded)
      return reply
        .code(hostedErrors.validation.status)
        .send(errorBody(undefined, hostedErrors.validation.message, error.field));
    return sendError(reply, hostedErrors.validation, error.field);
  }
  const code = (error as { statusCode?: unknown }).statusCode;
  if (typeof code === 'number' && code >= 400 && code < 500)
    return reply.code(code).send(errorBody(code, error.message));
  return sendError(reply, hostedErrors.internal);
}

/**
 * preSerialization hook of a surface: a 400 or 422 body carries its code where the seam places it (a reading of
 * ASSUME-HC-ERROR-CODE or ASSUME-NAT-ERROR-CODE); the document shows no field names, so each place keeps it.
 */
export function placeErrorCode(place: ErrorCodePlace) {
  return async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (place === 'error-object' || (reply.statusCode !== 400 && reply.statusCode !== 422)) return payload;
    const { error, ...rest } = (payload ?? {}) as { error?: unknown };
    if (typeof error !== 'object' || error === null || !('code' in error)) return payload;
    return place === 'errors' ? { errors: error, ...rest } : { ...error, ...rest };
  };
}
