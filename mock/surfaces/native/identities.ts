import type { FastifyInstance } from 'fastify';
import type { Environment } from '../../environment';
import { createIdentity, freshIdentityReference, identityByEmail, type Identity } from '../../identities';
import type { Direction } from '../../quotes';
import { fiatByCode, fiats } from '../../reference-data/fiats';
import { transactionLimit } from '../../transaction-limits';
import { sendError } from '../hosted/errors';
import { invalid, NativeRefusal, nativeErrors } from './errors';
import { readAssumed, readBody, readOptional, readRequired, type Fields } from './payload';

const emailAddress = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function readEmail(env: Environment, fields: Fields, required: boolean): string | undefined {
  const email = required ? readRequired(env, fields, 'email') : readOptional(fields, 'email');
  if (email !== undefined && !emailAddress.test(email)) throw invalid('email', 'email must be an email address');
  return email;
}

function identityOf(env: Environment, identityReference: string): Identity {
  const identity = env.state.identities.get(identityReference);
  if (!identity) throw new NativeRefusal(404, 'no identity with this identityReference');
  return identity;
}

const transactionTypes: readonly Direction[] = ['buy', 'sell'];

/**
 * An identity as answered: paymentReady a boolean ("boolean eligibility flag"), or the string of one (seam
 * paymentReadyType).
 */
function identityAnswer(env: Environment, identityReference: string, identity: Identity) {
  const paymentReady = env.seams.paymentReadyType === 'boolean' ? identity.paymentReady : String(identity.paymentReady);
  return { identityReference, paymentReady };
}

/**
 * Identities: creation and its transaction limits (paths ASSUMED: the document shows neither) and the fetch,
 * which looks the identity up by email when asked to.
 */
export function identityRoutes(env: Environment) {
  return async (app: FastifyInstance) => {
    app.post('/eapi/v0/identities', async (request, reply) => {
      const body = readBody(request.body);
      // Left out, where the mock reads another payload (ASSUME-NAT-PAYLOADS=other): an identity without an email.
      const email = readEmail(env, body, env.seams.nativeAssumedInputs === 'required') ?? '';
      const externalCustomerId = readAssumed(env, body, 'externalCustomerId');
      // A crash: the service trips over an address it cannot store, instead of creating or refusing it.
      if (env.seams.nativeEmailCrashes === 'subaddress' && /\+[^@]*@/.test(email))
        throw new TypeError('cannot store the email');
      // A validator narrower than any address form: too many dots in the local part.
      if (email.split('@')[0].split('.').length > env.seams.nativeEmailLocalPartsMax)
        throw invalid('email', 'email must be an email address');
      if (email !== '' && identityByEmail(env, email)) {
        // A crash: the service trips over the existing email instead of answering 81.
        if (env.seams.duplicateEmailIdentity === 'crashes') return sendError(reply, nativeErrors.internal);
        return sendError(reply, nativeErrors.identityExists, 'email');
      }
      const identity = createIdentity(env, email, externalCustomerId);
      return identityAnswer(env, identity.identityReference, identity);
    });

    app.get('/eapi/v0/identities/:identityReference', async (request) => {
      const { identityReference } = request.params as { identityReference: string };
      // "optional query email to look up the real identityReference linked to an email" (Endpoints › Native API).
      const asked = readEmail(env, request.query as Fields, false);
      // A look-up that normalises the address as some mail providers do, while creation stored it as sent.
      const email =
        asked !== undefined && env.seams.emailLookupDropsSubaddress ? asked.replace(/\+[^@]*@/, '@') : asked;
      if (email !== undefined && env.seams.emailLookup === 'email-decides') {
        const linked = identityByEmail(env, email);
        if (!linked) throw new NativeRefusal(404, 'no identity is linked to this email');
        return identityAnswer(env, linked.identityReference, linked);
      }
      const identity = identityOf(env, identityReference);
      if (
        email !== undefined &&
        env.seams.emailLookup === 'path-must-match' &&
        identityByEmail(env, email) !== identity
      ) {
        throw new NativeRefusal(404, 'this email is not linked to this identity');
      }
      // A fresh reference on each fetch by reference only: the email lookup is the other rule's.
      const answered =
        env.seams.fetchedIdentityReference === 'fresh' ? freshIdentityReference() : identity.identityReference;
      return identityAnswer(env, answered, identity);
    });

    app.post('/eapi/v0/identities/:identityReference/limits', async (request) => {
      const { identityReference } = request.params as { identityReference: string };
      const identity = identityOf(env, identityReference);
      const body = readBody(request.body);
      const code = readAssumed(env, body, 'fiat').toUpperCase();
      const given = readAssumed(env, body, 'transactionType') as Direction;
      // Another payload (ASSUME-NAT-PAYLOADS=other) has no transactionType of these values: a buy's limits.
      const transactionType =
        env.seams.nativeAssumedInputs === 'none-needed' && !transactionTypes.includes(given) ? 'buy' : given;
      if (!transactionTypes.includes(transactionType))
        throw invalid('transactionType', 'transactionType must be buy or sell');
      const fiat = fiatByCode(code);
      if (!fiat || (transactionType === 'sell' && !fiat.sell))
        throw invalid('fiat', `${code} is not a fiat for ${transactionType}`);
      const real = transactionLimit(transactionType, fiat);
      const replaced = env.seams.limitsAnswerReplaced;
      // Answer faults only: the ramps keep the identity's real limits.
      const shown = {
        ...real,
        ...(replaced.includes('fiat') ? { fiat: fiats.find((other) => other.code !== fiat.code)!.code } : {}),
        ...(env.seams.limitsMinMaxSwapped ? { min: real.max, max: real.min } : {}),
      };
      const { max, ...withoutMax } = shown;
      const limit = env.seams.limitsCarryMax ? { ...withoutMax, max } : withoutMax;
      const answered = replaced.includes('identityReference') ? freshIdentityReference() : identity.identityReference;
      return { identityReference: answered, limits: [limit] };
    });
  };
}
