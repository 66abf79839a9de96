import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { pairCodes } from '../../currency-pairs';
import type { Environment } from '../../environment';
import { indicativePrice, priceDecimal, targetAmountOf } from '../../indicative-prices';
import { coinDecimal } from '../../quotes';
import { lockQuote } from '../../locked-quotes';
import { answerNames, readAmount, readPair, type Fields } from './payload';

/** The inputs price and quote share: source, target, amount (or the default of a reading that takes none). */
function readPriceRequest(env: Environment, query: Fields) {
  const pair = readPair(env, query);
  const fallback = env.seams.nativeDefaultAmount;
  return {
    pair,
    amount: fallback !== undefined && query.amount === undefined ? fallback : readAmount(env, query, true),
  };
}

/** The price under the field name the mock's reading gives it (ASSUME-NAT-PRICE-FIELD). */
const priced = (env: Environment, price: string) => ({ [env.seams.nativePriceField]: price });

/** The pair an answer names: the one asked, or, above the seam's amount, the reverse one. */
function answeredCodes(
  env: Environment,
  operation: 'price' | 'quote',
  codes: { source: string; target: string },
  amount: string,
) {
  const swapped = env.seams.nativePairSwappedAbove;
  const pair =
    swapped.operations.includes(operation) && Number(amount) > swapped.amount
      ? { source: codes.target, target: codes.source }
      : codes;
  return env.seams.nativeAnswerCodesLowerCase.includes(operation)
    ? { source: pair.source.toLowerCase(), target: pair.target.toLowerCase() }
    : pair;
}

/** What the amount comes to at the price, as answered: off by the seam's factor where it says so. */
function answeredTargetAmount(env: Environment, operation: 'price' | 'quote', amount: string, price: string) {
  const off = env.seams.nativeTargetAmountFactor;
  const faithful = targetAmountOf(amount, price);
  return off.operations.includes(operation) ? coinDecimal(Number(faithful) * off.factor) : faithful;
}

/** Names a target reading another payload gives the fields the document does not name (ASSUME-NAT-PAYLOADS=other). */
const OTHER_NAMES = { amount: 'fromAmount', targetAmount: 'toAmount' };

/** GET /eapi/v0/price (indicative, not rate-locked) and GET /eapi/v0/quote (locked for the quote's lifetime). */
export function priceRoutes(env: Environment) {
  return async (app: FastifyInstance) => {
    app.get('/eapi/v0/price', async (request) => {
      const { pair, amount } = readPriceRequest(env, request.query as Fields);
      const price = priceDecimal(pair, indicativePrice(pair, env.clock.nowMs()));
      return answerNames(
        env,
        {
          ...answeredCodes(env, 'price', pairCodes(pair), amount),
          amount,
          ...priced(env, price),
          targetAmount: answeredTargetAmount(env, 'price', amount, price),
          // A quoteId of its own makes the indicative answer look like a locked quote.
          ...(env.seams.indicativePriceCarriesQuoteId ? { quoteId: `quo-${randomUUID()}` } : {}),
          // Honoured, a quoteId sent to the price comes back, the price answered as the locked quote.
          ...(env.seams.quoteIdElsewhere === 'honoured' && typeof (request.query as Fields).quoteId === 'string'
            ? { quoteId: (request.query as Fields).quoteId }
            : {}),
        },
        OTHER_NAMES,
      );
    });

    app.get('/eapi/v0/quote', async (request) => {
      const { pair, amount } = readPriceRequest(env, request.query as Fields);
      const quote = lockQuote(env, pair, amount);
      return answerNames(
        env,
        {
          quoteId: quote.quoteId,
          ...answeredCodes(env, 'quote', { source: quote.source, target: quote.target }, amount),
          amount,
          ...priced(env, quote.price),
          targetAmount: answeredTargetAmount(env, 'quote', amount, quote.price),
          expiresAt: new Date(quote.expiresAtMs).toISOString(),
        },
        OTHER_NAMES,
      );
    });
  };
}
