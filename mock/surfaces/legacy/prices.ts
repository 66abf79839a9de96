import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currencyPair } from '../../currency-pairs';
import type { Environment } from '../../environment';
import { quote, spotPrice, fiatDecimal, coinDecimal, type Quote, type Direction } from '../../quotes';
import { anotherCoin, coinByCode, sentNetwork } from '../../reference-data/coins';
import { fiatByCode } from '../../reference-data/fiats';
import { methodsFor } from '../../reference-data/payment-methods';
import { surchargeShare } from '../../discounts';
import { credentialOf } from './auth';
import { answerError, errorsArray, errorsObject, InvalidParameter } from './errors';
import { methodType, sentMethodId, wireMethodId } from './payment-methods';
import { readCode, readInteger, readNumber, readText, type Query } from './parameters';
import { spendPriceRequest } from './rate-limit';

/** A refused price request, keyed by the parameter it names (the real service's detail map: `source`, not a word). */
const refuse = (detail: string, field?: string) => new InvalidParameter('Invalid parameter', detail, field);

/** A source no list gives, where the seam priceUnknownSource says the real service's 400 answers it. */
class SourceNotFound extends Error {}

/** A payment_method_id no listing gives, for the seam unlistedCodes. */
const UNLISTED_METHOD_ID = 999999;

function positive(name: string, value: number | undefined): number | undefined {
  if (value !== undefined && !(value > 0)) throw refuse(`${name} must be greater than 0`);
  return value;
}

/** The optional inputs of GET /api/prices. */
const OPTIONAL_PRICE_INPUTS = [
  'source_amount',
  'target_amount',
  'payment_method_id',
  'account_reference',
  'blockchain',
  'discount_code',
];

/** Quote parameters as the document lists them for GET /api/prices. */
function readPriceRequest(env: Environment, query: Query) {
  const source = readCode(query, 'source');
  const target = readCode(query, 'target');
  const refused = env.seams.refusedOptionalInputs.find((name) => readText(query, name) !== undefined);
  if (refused) throw refuse(`${refused} is not accepted`);
  if (source === undefined) throw refuse('source is required');
  if (target === undefined) throw refuse('target is required');
  const sourceAmount = positive('source_amount', readNumber(env, query, 'source_amount'));
  const targetAmount = positive('target_amount', readNumber(env, query, 'target_amount'));
  const sentId = readInteger(env, query, 'payment_method_id');
  const paymentMethodId = sentId === undefined ? undefined : sentMethodId(env, sentId);
  const both = sourceAmount !== undefined && targetAmount !== undefined;
  if (!both && (sourceAmount ?? targetAmount) !== undefined && env.seams.priceOneAmount === 'refused')
    throw refuse('an amount is not accepted', sourceAmount !== undefined ? 'source_amount' : 'target_amount');
  if (both && env.seams.bothPriceAmounts === 'refused')
    throw refuse('send source_amount or target_amount, not both', 'target_amount');
  const pair = currencyPair(source, target);
  if (!pair && env.seams.priceUnknownSource === '400-code-3220' && !fiatByCode(source) && !coinByCode(source))
    throw new SourceNotFound();
  // A known source and a target no list gives: the real service names target (its Java SDK tests), where the seam says.
  const targetUnknown = (fiatByCode(source) || coinByCode(source)) && !fiatByCode(target) && !coinByCode(target);
  if (!pair && targetUnknown && env.seams.priceUnknownTargetField === 'target')
    throw refuse(`target ${target} is no currency or coin code the service lists`, 'target');
  if (!pair) throw refuse(`no quote for ${source} to ${target}`, 'source');
  const sent = OPTIONAL_PRICE_INPUTS.filter((name) => readText(query, name) !== undefined);
  const refusedOnSell = pair.direction === 'sell' && sent.find((name) => env.seams.refusedSellInputs.includes(name));
  if (refusedOnSell) throw refuse(`${refusedOnSell} is not accepted`, refusedOnSell);
  if (sent.length >= env.seams.optionalInputsCrashFrom.price) throw new TypeError(`${sent.length} optional inputs`);
  const blockchain = readText(query, 'blockchain');
  const network = sentNetwork(pair.coin, blockchain, env.seams.networkCodes);
  if (!network) throw refuse(`blockchain ${blockchain} does not carry ${pair.coin.code}`);
  const methods = methodsFor(pair.direction, pair.fiat.code, pair.coin.code).filter(
    (method) => paymentMethodId === undefined || method.id === paymentMethodId || !env.seams.priceMethodRestricts,
  );
  if (methods.length === 0)
    throw new InvalidParameter('Invalid parameter', 'invalid payment method ID', 'payment_method_id');
  // The source side is fiat on a buy and coins on a sell; source_amount wins over target_amount.
  const sourceSide = pair.direction === 'buy' ? 'fiat' : 'coin';
  const targetSide = pair.direction === 'buy' ? 'coin' : 'fiat';
  const amount =
    sourceAmount !== undefined && !(both && env.seams.bothPriceAmounts === 'target-wins')
      ? ({ of: sourceSide, value: sourceAmount } as const)
      : targetAmount !== undefined && env.seams.priceOneAmount !== 'target-ignored'
        ? ({ of: targetSide, value: targetAmount } as const)
        : undefined;
  // Only a code the mock knows changes the commission; one it does not know is quoted without discount.
  const share = surchargeShare(readText(query, 'discount_code'));
  return { pair, network, methods, amount, share, methodAsked: paymentMethodId !== undefined };
}

export function priceRoutes(env: Environment) {
  return async (app: FastifyInstance) => {
    // An errors array; the real service's detail is a map of the field refused to its message.
    app.setErrorHandler((error: Error, request: FastifyRequest, reply: FastifyReply) => {
      // The real service's title and code, as its SDKs' fixtures show them.
      if (error instanceof SourceNotFound)
        return reply.code(400).send(errorsObject(400, 3220, 'Could not find source'));
      if (!(error instanceof InvalidParameter)) return answerError(env)(error, request, reply);
      const detail = env.seams.priceErrorDetail === 'field-map' ? { [error.field]: error.detail } : error.detail;
      const code = env.seams.priceErrorCode === 'status' ? { status: '422' } : {};
      return reply.code(422).send({ errors: [{ ...code, title: error.title, detail }] });
    });
    const decimal = (text: string) => (env.seams.priceAmountType === 'number' ? Number(text) : text);

    function priceEntry(
      direction: Direction,
      fiatCode: string,
      coinCode: string,
      methodId: number,
      spot: number,
      priced: Quote,
      original?: Quote,
    ) {
      const swapped = direction === 'sell' && env.seams.sellPriceCodes === 'swapped';
      const answeredCoin =
        direction === 'buy' && env.seams.buyPriceCoin === 'another-coin' ? anotherCoin(coinCode).code : coinCode;
      const numbers = env.seams.priceEntryNumbers;
      const before = original !== undefined && env.seams.discountQuote === 'original-as-discounted' ? priced : original;
      // A network fee ten times what the amounts leave, on the quote and its original alike.
      const networkFee = (quoted: Quote) => quoted.networkFee * (numbers === 'network-fee-off' ? 10 : 1);
      const written = {
        spotPriceFee: fiatDecimal(priced.spotPriceFee),
        including: fiatDecimal(numbers === 'including-fee-at-spot' ? spot : priced.spotPriceIncludingFee),
        fee: fiatDecimal(priced.feeAmount),
        network: fiatDecimal(networkFee(priced)),
      };
      const exchanged = <T>(pair: [T, T], when: boolean): [T, T] => (when ? [pair[1], pair[0]] : pair);
      const [spotPriceFee, including] = exchanged(
        [written.spotPriceFee, written.including],
        numbers === 'price-fields-exchanged',
      );
      const [fee, network] = exchanged(
        [written.fee, written.network],
        numbers === 'fees-exchanged' && before === undefined,
      );
      return {
        payment_method_id: methodId,
        type: methodType(direction),
        spot_price_fee: decimal(spotPriceFee),
        spot_price_including_fee: decimal(including),
        coin_amount: decimal(coinDecimal(priced.coinAmount)),
        coin_code: swapped ? fiatCode : answeredCoin,
        fiat_amount: decimal(fiatDecimal(priced.fiatAmount)),
        fiat_code: swapped ? coinCode : fiatCode,
        fee_amount: decimal(fee),
        network_fee: decimal(network),
        ...(before === undefined
          ? {}
          : {
              discount: {
                original_quote: {
                  original_coin_amount: decimal(coinDecimal(before.coinAmount)),
                  original_network_fee: decimal(fiatDecimal(networkFee(before))),
                  original_fee_amount: decimal(fiatDecimal(before.feeAmount)),
                  original_fiat_amount: decimal(fiatDecimal(before.fiatAmount)),
                },
              },
            }),
      };
    }

    app.get('/prices', async (request, reply) => {
      const retryAfter = spendPriceRequest(env, credentialOf(request));
      if (retryAfter !== undefined) {
        return reply
          .code(429)
          .header('retry-after', String(retryAfter))
          .send(errorsArray(429, 'Too Many Requests', `rate limit exceeded; retry in ${retryAfter} s`));
      }
      const { pair, network, methods, amount, share, methodAsked } = readPriceRequest(env, request.query as Query);
      // The code taken and never priced, where the seam says so: the full price, no discount.
      const discounted = share < 1 && env.seams.discountQuote !== 'not-applied';
      const spot = spotPrice(pair.coin, pair.fiat, env.clock.nowMs());
      const prices = methods.map((method, index) => {
        const base = { direction: pair.direction, fiat: pair.fiat, network, spot, amount };
        const original = quote({ ...base, surchargePercent: method.surchargePercent });
        // The mock's discount code halves the surcharge.
        const priced = discounted ? quote({ ...base, surchargePercent: method.surchargePercent * share }) : original;
        if (!priced || !original) throw refuse('the amount does not cover the fees');
        // The first entry of a price asked without payment_method_id names a method no listing gives, where the seam
        // says so.
        const methodId =
          index === 0 && !methodAsked && env.seams.unlistedCodes.includes('price-method')
            ? UNLISTED_METHOD_ID
            : wireMethodId(env, method.id);
        return priceEntry(
          pair.direction,
          pair.fiat.code,
          pair.coin.code,
          methodId,
          spot,
          priced,
          discounted ? original : undefined,
        );
      });
      const shown = spot * env.seams.priceSpotShown;
      return { data: { spot_price: decimal(fiatDecimal(shown)), prices } };
    });
  };
}
