import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Environment } from '../../environment';
import { answerError, errorBody, type HostedError } from '../hosted/errors';

/**
 * Native API answers. The document shows only code 81 and no error body; the mock answers Hosted Checkout's shape
 * `{ error: { code, message, field? }, traceId }` and uses the HTTP status as the code of every other refusal.
 */
export const nativeErrors = {
  unauthorized: { status: 401, code: 401, message: 'Unauthorized' },
  notFound: { status: 404, code: 404, message: 'Not Found' },
  identityExists: { status: 422, code: 81, message: 'Identity already exists' },
  internal: { status: 500, code: 500, message: 'Internal Server Error' },
} as const satisfies Record<string, HostedError>;

/** A refusal whose message says what to fix: 400 for the input, 404 for what it names, 422 for the state it is in. */
export class NativeRefusal extends Error {
  constructor(
    readonly status: 400 | 404 | 422,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const invalid = (field: string | undefined, message: string) => new NativeRefusal(400, message, field);

/**
 * Refusals as their status and code (a 400 with no code where the seam nativeBadRequestCode says so), anything else
 * as Hosted Checkout answers it: a 4xx stays, the rest is 500.
 */
export function answerNativeError(env: Environment) {
  return (error: Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof NativeRefusal) {
      const code = error.status === 400 && env.seams.nativeBadRequestCode === 'none' ? undefined : error.status;
      return reply.code(error.status).send(errorBody(code, error.message, error.field));
    }
    return answerError(error, request, reply);
  };
}
