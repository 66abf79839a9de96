import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { pairCodes } from '../../currency-pairs';
import type { Environment } from '../../environment';
import { indicativePrice, priceDecimal, targetAmountOf } from '../../indicative-prices';
import { lockQuote } from '../../locked-quotes';
import { readAmount, readPair, type Fields } from './payload';

/** The inputs price and quote share: source, target, amount. */
function readPriceRequest(env: Environment, query: Fields) {
  const pair = readPair(query);
  return { pair, amount: readAmount(env, query, true) };
}

/** GET /eapi/v0/price (indicative, not rate-locked) and GET /eapi/v0/quote (locked for the quote's lifetime). */
export function priceRoutes(env: Environment) {
  return async (app: FastifyInstance) => {
    app.get('/eapi/v0/price', async (request) => {
      const { pair, amount } = readPriceRequest(env, request.query as Fields);
      const price = priceDecimal(pair, indicativePrice(pair, env.clock.nowMs()));
      return {
        ...pairCodes(pair), amount, price, targetAmount: targetAmountOf(amount, price),
        // Fault nat-price-with-quote-id: the indicative answer looks like a locked quote.
        ...(env.fault === 'nat-price-with-quote-id' ? { quoteId: `quo-${randomUUID()}` } : {}),
      };
    });

    app.get('/eapi/v0/quote', async (request) => {
      const { pair, amount } = readPriceRequest(env, request.query as Fields);
      const quote = lockQuote(env, pair, amount);
      return { quoteId: quote.quoteId, source: quote.source, target: quote.target, amount, price: quote.price,
        targetAmount: targetAmountOf(amount, quote.price), expiresAt: new Date(quote.expiresAtMs).toISOString() };
    });
  };
}
