import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml, page } from './checkout-page';
import { findCheckout, freshToken, openCheckout, type Checkout } from './checkouts';
import type { Environment } from './environment';
import type { HostedOrder } from './hosted-orders';

/** The cookie that binds a checkout page to the browser session that first loaded it. */
export const sessionCookie = 'hc_session';

function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

const notFound = () => page('Checkout not found', '<p>This checkout link does not exist.</p>');

/** Errors › Checkout symptoms: the link loads only within a minute of creation. */
const expired = () =>
  page(
    'Checkout link expired',
    '<p>This checkout link has expired: it must be opened within 1 minute of order creation. ' +
      'Create the order when the customer confirms, and open the URL at once.</p>',
  );

/** Errors › Checkout symptoms: a stale session from a reused URL or a cached page. */
const csrfMismatch = () =>
  page(
    'CSRF token mismatch',
    '<p>CSRF token mismatch: this checkout session is stale (the link was reused or the page was cached). ' +
      'To continue, refresh the page or retry; if it persists, create a fresh order.</p>',
  );

function orderSummary(env: Environment, order: HostedOrder | undefined): string {
  // Without it the customer is asked to pay without seeing for what.
  if (order === undefined || !env.seams.checkoutPageShowsOrder) return '';
  return (
    `<dl><dt>Amount</dt><dd>${escapeHtml(`${order.fiatAmount} ${order.fiat}`)}</dd>` +
    `<dt>Crypto</dt><dd>${escapeHtml(order.crypto)}</dd>` +
    `<dt>Blockchain</dt><dd>${escapeHtml(order.blockchain)}</dd></dl>`
  );
}

function orderPage(env: Environment, checkout: Checkout, csrf: string): string {
  const order = env.state.hostedOrders.get(checkout.orderId);
  return page(
    'Checkout',
    orderSummary(env, order) +
      `<form method="post" action="/hosted-checkout/${escapeHtml(checkout.token)}/pay">` +
      (`<input type="hidden" name="csrf" value="${escapeHtml(csrf)}"><button ` +
        `type="submit">${escapeHtml(env.seams.checkoutSubmitLabel)}</button></form>`),
  );
}

/**
 * GET /hosted-checkout/:token and its Pay form, no authentication. The first load binds a checkout session (a cookie)
 * and a CSRF token to the URL; a load from another browser session still shows the page (a loaded URL does not
 * expire), but its Pay is refused with the CSRF token mismatch.
 */
export function hostedCheckoutPage(env: Environment) {
  return async (app: FastifyInstance) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    app.get('/hosted-checkout/:token', async (request, reply) => {
      const { token } = request.params as { token: string };
      const opening = openCheckout(env, token, 'hosted');
      reply.type('text/html; charset=utf-8');
      if (opening.outcome === 'unknown') return reply.code(404).send(notFound());
      if (opening.outcome === 'expired') return reply.code(410).send(expired());
      const { checkout } = opening;
      if (checkout.session === undefined) {
        checkout.session = { id: freshToken(), csrf: freshToken() };
        reply.header('set-cookie', `${sessionCookie}=${checkout.session.id}; HttpOnly; Path=/hosted-checkout/${token}`);
        return orderPage(env, checkout, checkout.session.csrf);
      }
      const sameSession = cookieOf(request, sessionCookie) === checkout.session.id;
      // Another browser session gets the page with a token no session holds: its Pay fails as stale.
      return orderPage(env, checkout, sameSession ? checkout.session.csrf : freshToken());
    });

    app.post('/hosted-checkout/:token/pay', async (request, reply) => {
      const { token } = request.params as { token: string };
      const checkout = findCheckout(env, token, 'hosted');
      reply.type('text/html; charset=utf-8');
      if (!checkout) return reply.code(404).send(notFound());
      const { session } = checkout;
      const csrf = (request.body as { csrf?: unknown } | undefined)?.csrf;
      const fresh = session !== undefined && cookieOf(request, sessionCookie) === session.id && csrf === session.csrf;
      // Unless Pay needs the loading session, any session that can see the page can pay on it.
      if (!fresh && !(session !== undefined && !env.seams.checkoutPayNeedsLoadingSession)) {
        return reply.code(403).send(csrfMismatch());
      }
      return page('Payment started', '<p>Payment started. You will be returned to the partner when it completes.</p>');
    });
  };
}
