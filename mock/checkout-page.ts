import type { FastifyInstance, FastifyReply } from 'fastify';
import { openCheckout } from './checkouts';
import type { Environment } from './environment';
import { coinDecimal, fiatDecimal } from './quotes';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A whole HTML page; body is markup, the title is text. */
export function page(title: string, body: string): string {
  return (
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body><h1>${escapeHtml(title)}</h1>${body}</body></html>\n`
  );
}

/** GET /checkout/:token (or /checkout?id=…), no authentication: where the customer is sent after order creation. */
export function checkoutPage(env: Environment) {
  return async (app: FastifyInstance) => {
    // The real service's form (legacyCheckoutUrlForm 'signed-query'): the token is the query's id.
    app.get('/checkout', async (request, reply) => answer(String((request.query as { id?: string }).id ?? ''), reply));
    app.get('/checkout/:token', async (request, reply) => answer((request.params as { token: string }).token, reply));
    async function answer(token: string, reply: FastifyReply) {
      const opening = openCheckout(env, token);
      reply.type('text/html; charset=utf-8');
      if (opening.outcome === 'unknown') {
        return reply.code(404).send(page('Checkout not found', '<p>This checkout link does not exist.</p>'));
      }
      if (opening.outcome === 'expired') {
        return reply
          .code(410)
          .send(
            page(
              'Checkout link expired',
              '<p>This checkout link has expired: it must be opened within 1 minute of order creation. ' +
                'Please start a new order.</p>',
            ),
          );
      }
      const order = env.state.orders.find((entry) => entry.id === opening.checkout.orderId);
      const summary =
        order === undefined
          ? ''
          : order.amountKnown
            ? `${order.direction === 'buy' ? 'Buy' : 'Sell'} ${coinDecimal(order.coinAmount)} ${order.coinCode} ` +
              `for ${fiatDecimal(order.fiatAmount)} ${order.fiatCode}`
            : `${order.direction === 'buy' ? 'Buy' : 'Sell'} ${order.coinCode} with ${order.fiatCode}`;
      return reply
        .code(200)
        .send(
          page(
            'Checkout',
            `<p>${escapeHtml(summary)}</p><p>Order ${escapeHtml(opening.checkout.orderId)} (${env.name})</p>`,
          ),
        );
    }
  };
}
