import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Environment } from '../../environment';
import { hasValidHmac, hmacToleranceSeconds, offersHmac, sdkSignature, sdkToken } from '../../hmac';
import { apiKeyOf } from '../hosted/auth';
import { notJson, rawBodyOf } from '../../json-body';
import { errorsArray, errorsObject } from './errors';
import { refusesMissingRequestId } from '../request-id';

const credentialByRequest = new WeakMap<FastifyRequest, string>();

/**
 * The credential the request was served under (the key, for a signed token); the price rate limit counts per
 * credential.
 */
export function credentialOf(request: FastifyRequest): string {
  return credentialByRequest.get(request) ?? '';
}

/**
 * What may follow "Bearer" (ASSUME-LEG-AUTH): the credential itself ('static'), or the token the public SDKs send,
 * `<key>:<hex HMAC-SHA256(secret, METHOD\nURI\nNONCE[\nBODY])>:<nonce ms>` ('signed').
 */
export type AuthForm = 'static' | 'signed';

/** The forms this environment takes: both, unless a reading of ASSUME-LEG-AUTH picks one. */
export function acceptedForms(env: Environment): readonly AuthForm[] {
  return env.seams.legacyAuthForms;
}

/** What a signed token is checked against: the request as it came, the path and query as sent, the body's bytes. */
export interface SentRequest {
  method: string;
  /** The request target as sent: path and query. */
  url: string;
  body: Buffer;
}

/** Whether the other environment's credential is let in here (never, in the faithful service). */
function servesOtherEnvironment(env: Environment): boolean {
  return env.seams.legacyOtherCredentialServedIn.includes(env.name);
}

/** How far the nonce may be from real time, either way: real time, not the mock clock (see mock/hmac.ts). */
const nonceToleranceMs = hmacToleranceSeconds * 1000;

function validSignature(secret: string, sent: SentRequest, signature: string, nonce: string): boolean {
  if (Math.abs(Number(nonce) - Date.now()) > nonceToleranceMs) return false;
  return timingSafeEqual(sdkSignature(secret, nonce, sent.method, sent.url, sent.body), Buffer.from(signature, 'hex'));
}

/**
 * The credential of an Authorization header this environment serves, or undefined when it must answer 401.
 * The other environment's credential (or a token its key signs) stays refused when unknown credentials are served:
 * that is another rule.
 */
export function acceptedCredential(
  env: Environment,
  header: string | undefined,
  sent: SentRequest,
): string | undefined {
  const value = header?.trim() ?? '';
  if (value === '') return env.seams.legacyMissingCredentialServed ? '(no credential)' : undefined;
  const match = /^(\S+)\s+(\S+)$/.exec(value);
  if (!match) return undefined;
  if (match[1].toLowerCase() !== env.seams.legacyAuthScheme.toLowerCase()) return undefined;
  const forms = acceptedForms(env);
  const credential = match[2];
  if (credential === env.otherCredential)
    return forms.includes('static') && servesOtherEnvironment(env) ? credential : undefined;
  if (credential === env.credential && forms.includes('static')) return credential;
  const [, key, signature, nonce] = sdkToken.exec(credential) ?? [];
  if (key === env.otherCredential) {
    return forms.includes('signed') &&
      servesOtherEnvironment(env) &&
      validSignature(env.otherApiSecret, sent, signature, nonce)
      ? key
      : undefined;
  }
  if (key === env.credential && forms.includes('signed') && validSignature(env.apiSecret, sent, signature, nonce))
    return key;
  return env.seams.legacyUnknownCredentialServed ? credential : undefined;
}

/** The request offers another surface's credential: the Hosted x-api-key or an HMAC signature (valid or not). */
function offersForeignCredential(env: Environment, request: FastifyRequest): boolean {
  return apiKeyOf(request) !== undefined || offersHmac(env, request);
}

/**
 * What a faulty /api lets in besides its own Authorization: another surface's credential, or its own credential
 * without the word Bearer. Faithfully nothing: 401 says "wrong key type" (Errors › HTTP status).
 */
function servedOtherwise(env: Environment, request: FastifyRequest): string | undefined {
  const served = env.seams.legacyForeignCredentialsServed;
  if (served.includes('x-api-key') && apiKeyOf(request) === env.partner.apiKey) return '(x-api-key)';
  if (served.includes('hmac') && hasValidHmac(env, request)) return '(hmac)';
  if (env.seams.legacyBareCredentialServed && request.headers.authorization?.trim() === env.credential)
    return env.credential;
  return undefined;
}

/** A signed token naming a key this environment knows: its signature covers the body, so it waits for the body. */
function awaitsBody(env: Environment, header: string | undefined): boolean {
  const token = /^\S+\s+(\S+)$/.exec(header?.trim() ?? '')?.[1] ?? '';
  const key = sdkToken.exec(token)?.[1];
  return key === env.credential || key === env.otherCredential;
}

/** The body of a 401, as the seams have it: the mock's errors array, or one of the real service's bodies. */
function unauthorizedBody(env: Environment, credentialSent: boolean) {
  if (credentialSent && env.seams.legacyRefusedCredentialCode !== 'as-other-401s')
    return errorsObject(401, env.seams.legacyRefusedCredentialCode, 'Unauthorized');
  switch (env.seams.legacyUnauthorizedBody) {
    case 'errors-object-40103':
      return errorsObject(401, 40103, 'Unauthorized');
    // Older documentation: an errors array whose status and code are strings.
    case 'errors-array-string-codes':
      return { errors: [{ status: '401', code: '40103', title: 'Unauthorized' }] };
    default:
      return errorsArray(401, 'Unauthorized', 'a valid API credential for this environment is required');
  }
}

/**
 * Hooks of /api: Authorization, then X-Request-Id (optional unless its seam requires it), then a body that is not JSON
 * (400). Authorization is decided on the request line and headers (onRequest), so a refused credential gets its 401
 * before anything about the body; only a signed token of a known key waits for the body's bytes (preValidation).
 */
export function guardApi(env: Environment) {
  const authorize = async (request: FastifyRequest, reply: FastifyReply) => {
    const sent = { method: request.method, url: request.raw.url ?? request.url, body: rawBodyOf(request) };
    // A request without Authorization that offers another surface's credential is no request "without a credential".
    const bare = !request.headers.authorization?.trim() && offersForeignCredential(env, request);
    const credential =
      (bare ? undefined : acceptedCredential(env, request.headers.authorization, sent)) ??
      servedOtherwise(env, request);
    if (credential === undefined) {
      return reply
        .code(401)
        .header('www-authenticate', env.seams.legacyAuthScheme)
        .send(unauthorizedBody(env, Boolean(request.headers.authorization?.trim())));
    }
    // A required X-Request-Id comes after authentication, so a refused credential still gets its 401.
    if (env.seams.legacyAcceptRequired && request.headers.accept === undefined) {
      return reply.code(406).send(errorsArray(406, 'Not Acceptable', 'the Accept header is required'));
    }
    if (refusesMissingRequestId(env, 'legacy', request)) {
      return reply.code(400).send(errorsArray(400, 'Bad Request', 'the X-Request-Id header is required'));
    }
    credentialByRequest.set(request, credential);
    return undefined;
  };
  return {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) =>
      awaitsBody(env, request.headers.authorization) ? undefined : authorize(request, reply),
    preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
      if (awaitsBody(env, request.headers.authorization)) {
        const answered = await authorize(request, reply);
        if (answered) return answered;
      }
      if (request.body === notJson)
        throw Object.assign(new Error('the request body is not valid JSON'), { statusCode: 400 });
      return undefined;
    },
  };
}
