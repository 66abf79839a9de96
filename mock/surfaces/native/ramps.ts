import type { FastifyInstance } from 'fastify';
import { pairCodes } from '../../currency-pairs';
import type { Environment } from '../../environment';
import { indicativePrice, priceDecimal } from '../../indicative-prices';
import { quoteForRamp } from '../../locked-quotes';
import { placeRamp, type Ramp, type RampRequest } from '../../ramps';
import { coinNetwork, networks } from '../../reference-data/coins';
import { invalid, NativeRefusal } from './errors';
import { answerNames, readAmount, readAssumed, readBody, readOptional, readPair, readRequired } from './payload';
import { rampsRoute } from './quote-id';

/**
 * A bank-transfer ramp, checked in the order a partner would fix it: the payload (400), the identity it names (404),
 * then the state: paymentReady (Native API, rule 1) and the quote (422).
 */
function readRamp(env: Environment, input: unknown): RampRequest {
  const body = readBody(input);
  // Not required, a missing customer id is made an empty one.
  const externalCustomerId = env.seams.rampExternalCustomerIdRequired
    ? readRequired(env, body, 'externalCustomerId')
    : (readOptional(body, 'externalCustomerId') ?? '');
  // Left out, where the mock reads another payload (ASSUME-NAT-PAYLOADS=other): '' names no identity and no address.
  const identityReference = readAssumed(env, body, 'identityReference');
  const pair = readPair(env, body);
  const amount = readAmount(env, body);
  const walletAddress = readAssumed(env, body, 'walletAddress');
  const { network } = coinNetwork(pair.coin)!;
  if (walletAddress !== '' && !networks[network].address.test(walletAddress))
    throw invalid('walletAddress', `not a ${network} address`);
  const quoteId = readOptional(body, 'quoteId');
  if (quoteId === undefined && env.seams.rampQuoteIdRequired)
    throw invalid('quoteId', 'a bank-transfer ramp needs a locked quote: quoteId is required');

  const identity = identityReference === '' ? undefined : env.state.identities.get(identityReference);
  if (identityReference !== '' && !identity) throw new NativeRefusal(404, 'no identity with this identityReference');
  const readinessChecked =
    env.seams.unreadyIdentityRampRefused === 'with-quote-only'
      ? quoteId !== undefined
      : env.seams.unreadyIdentityRampRefused;
  if (identity && !identity.paymentReady && readinessChecked) {
    throw new NativeRefusal(422, 'paymentReady is false: complete the requirements first', 'identityReference');
  }
  // A cap of the service's own, below the identity's limits: a valid ramp refused.
  if (Number(amount) > env.seams.nativeRampRefusedAbove)
    throw new NativeRefusal(422, 'the amount cannot be processed', 'amount');
  const { source, target } = pairCodes(pair);
  let price = priceDecimal(pair, indicativePrice(pair, env.clock.nowMs()));
  if (quoteId !== undefined) {
    const quote = quoteForRamp(env, quoteId, source, target);
    if (typeof quote === 'string') throw new NativeRefusal(422, quote, 'quoteId');
    // The ramp is made: the quote has priced one more.
    quote.ramps += 1;
    if (env.seams.rampPriceOf === 'quote') price = quote.price;
  }
  return {
    identityReference,
    externalCustomerId,
    source,
    target,
    amount,
    walletAddress,
    price,
    ...(quoteId === undefined ? {} : { quoteId }),
  };
}

/** The ramp as answered: its price under the field the price and the quote use (ASSUME-NAT-PRICE-FIELD). */
function rampBody(env: Environment, ramp: Ramp) {
  return {
    id: ramp.id,
    status: ramp.status,
    identityReference: env.seams.rampAnswerReplaced.includes('identityReference')
      ? `${ramp.identityReference}-other`
      : ramp.identityReference,
    externalCustomerId: env.seams.rampAnswerReplaced.includes('externalCustomerId')
      ? `${ramp.externalCustomerId}-other`
      : ramp.externalCustomerId,
    source: ramp.source,
    target: ramp.target,
    amount: ramp.amount,
    [env.seams.nativePriceField]: ramp.price,
    ...(ramp.quoteId === undefined ? {} : { quoteId: ramp.quoteId }),
  };
}

/** POST /eapi/v0/ramps: the only operation that takes a quoteId. */
export function rampRoutes(env: Environment) {
  return async (app: FastifyInstance) => {
    app.post(rampsRoute, async (request) =>
      answerNames(env, rampBody(env, placeRamp(env, readRamp(env, request.body))), { id: 'rampId' }),
    );
  };
}
