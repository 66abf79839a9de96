// An example of a partner's staging app, in plain Node, that keeps the document's promises about the partner: the
// customer picks an amount and a method, reviews, confirms; the order is created at that confirmation, on the
// backend, and the customer is sent to its checkout URL at once (Hosted Checkout, or POST /api/orders for an existing
// integration), or, on the Native API, the payment SDK mounts once the identity (one per customer) is payment-ready.
// A checkout that fails brings the customer back to /return: retry once, then a fresh order. `crypto-ramp-conformance
// flow` drives it in Chromium with staging-flow.mjs; STAGING_FAULT breaks one promise, for the suite's own tests.
//
//   CONFORMANCE_PROXY_URL=http://127.0.0.1:8000 STAGING_MODE=hosted PORT=8090 \
//     SANDBOX_API_CREDENTIAL=… SANDBOX_API_KEY=… SANDBOX_PARTNER_REF=… SANDBOX_HMAC_KEY=… SANDBOX_HMAC_SECRET=… \
//     node staging-app.mjs
//   open http://127.0.0.1:8090/?customer=alice
//
// STAGING_MODE: hosted (a new integration, Hosted Checkout), existing (the legacy POST /api/orders), native (Native
// API; alternative methods through Hosted Checkout). Every service call goes to CONFORMANCE_PROXY_URL, from here.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { defaultHmacSigner, signatureSchemes } from 'crypto-ramp-conformance';

const WALLET = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const PAIR = 'source=EUR&target=BTC&amount=100.00';
const pairOf = (order) => `source=EUR&target=${order.coin}&amount=${order.amount}`;
const MAX_FORM_BYTES = 64 * 1024;

const escape = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const page = (title, body, head = '') =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${escape(title)}</title>${head}</head>` +
  `<body data-ready><h1>${escape(title)}</h1>${body}</body></html>`;
const hidden = (fields) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');

/** The first value of a key anywhere in a JSON answer: where a service puts checkout_url, traceId or code varies. */
function find(value, key) {
  if (value === null || typeof value !== 'object') return undefined;
  if (key in value) return value[key];
  for (const inner of Object.values(value)) {
    const found = find(inner, key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** An amount as the service takes it: two places; what is not a positive number is the default 100. */
const amountOf = (text) => {
  const amount = Number(text);
  return (Number.isFinite(amount) && amount > 0 ? amount : 100).toFixed(2);
};

/**
 * The staging app as a Node HTTP server (not listening).
 * - service: where every service call goes (the suite's proxy); mode: hosted, existing or native.
 * - credentials: { apiCredential, apiKey, partnerRef, hmacKey, hmacSecret }; hmac: the HMAC scheme of the package.
 * - fault: one STAGING_FAULT name ('' keeps every promise); log(line): where failed service answers are reported.
 */
export function stagingApp({ service, mode = 'hosted', credentials, fault = '', hmac, log = console.error }) {
  const base = service.replace(/\/+$/, '');
  const broken = (name, inMode = mode) => fault === name && mode === inMode;
  /** Per customer: the order the customer was last sent to, its parameters and its retries. */
  const current = new Map();
  /** Per customer (customer + session, when broken so): the Native identityReference. */
  const identities = new Map();
  /** order-at-review: per customer + session, the order created as /review rendered. */
  const atReview = new Map();
  /** checkout-url-cached: per customer, the checkout URL of their last order, sent to again on their next buy. */
  const cached = new Map();

  /** One service call; its answer as { status, body (parsed JSON or text) }. */
  async function call(method, path, headers, body) {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { accept: 'application/json', ...(text ? { 'content-type': 'application/json' } : {}), ...headers },
      body: text,
    });
    const raw = await response.text();
    let parsed;
    try {
      parsed = raw === '' ? {} : JSON.parse(raw);
    } catch {
      parsed = raw;
    }
    return { status: response.status, body: parsed };
  }
  // Native API calls are signed, each with its own timestamp, and only ever sent from this backend.
  const native = (method, path, body) => {
    const request = { method, url: `${base}${path}`, body: body === undefined ? undefined : JSON.stringify(body) };
    const credential = { key: credentials.hmacKey, secret: credentials.hmacSecret };
    return call(method, path, defaultHmacSigner(request, credential, hmac, Date.now()), body);
  };

  /** A service answer that is not 2xx: reported whole (status, body with its traceId), the customer told politely. */
  class Failed extends Error {
    constructor(what, answer) {
      super(`${what}: ${answer.status}`);
      this.answer = answer;
      this.what = what;
    }
  }
  const ok = (what, answer) => {
    if (answer.status < 200 || answer.status > 299) throw new Failed(what, answer);
    return answer.body;
  };

  /** The checkout URL of an order's answer; a 2xx without one is reported as a failure, with its body. */
  const urlOf = (answer, key) => {
    const url = find(ok('order failed', answer), key);
    if (typeof url !== 'string' || url === '') throw new Failed(`order answered without ${key}`, answer);
    return url;
  };
  const hostedBuy = async (order) =>
    urlOf(
      await call(
        'POST',
        `/${credentials.partnerRef}/v2/buy`,
        { 'x-api-key': credentials.apiKey },
        {
          crypto: order.coin,
          fiat: 'EUR',
          fiatAmount: order.amount,
          walletAddress: WALLET,
          redirectUrl: `${order.origin}/return?customer=${encodeURIComponent(order.customer)}`,
          externalCustomerId: `cust-${order.customer}`,
        },
      ),
      'checkoutUrl',
    );
  const legacyOrder = async (order) =>
    urlOf(
      await call(
        'POST',
        '/api/orders',
        { authorization: `Bearer ${credentials.apiCredential}` },
        {
          account_reference: broken('account-ref-per-session', 'existing')
            ? `acct-${order.sid}`
            : `acct-${order.customer}`,
          source: 'EUR',
          target: order.coin,
          source_amount: order.amount,
          wallet_address: WALLET,
          return_url_on_success: `${order.origin}/return?customer=${encodeURIComponent(order.customer)}`,
        },
      ),
      'checkout_url',
    );

  /** The customer's one identityReference: stored, else created, else (code 81) fetched by email, never re-created. */
  async function identityOf(order) {
    const perSession = broken('identity-per-session', 'native');
    const key = perSession ? `${order.customer}|${order.sid}` : order.customer;
    if (identities.has(key)) return identities.get(key);
    const [local, domain] = (
      order.customer === 'alice' ? 'ready.customer@example.test' : `${order.customer}.flow@example.test`
    ).split('@');
    const email = perSession
      ? order.customer === 'alice'
        ? `${local}+${order.sid}@${domain}`
        : `${order.customer}+${order.sid}.flow@${domain}`
      : `${local}@${domain}`;
    const created = await native('POST', '/eapi/v0/identities', {
      email,
      externalCustomerId: `cust-${order.customer}`,
    });
    let reference;
    if (created.status === 422 && String(find(created.body, 'code')) === '81') {
      // The email's identity exists: fetched by email (the path segment is ignored when the email query is given).
      const path = `/eapi/v0/identities/lookup?email=${encodeURIComponent(email)}`;
      reference = find(ok('identity lookup failed', await native('GET', path)), 'identityReference');
    } else reference = find(ok('identity failed', created), 'identityReference');
    identities.set(key, reference);
    return reference;
  }

  /** What the customer's confirmation does: a checkout URL to open at once, or a page rendered here (Native). */
  async function placeOrder(order) {
    if (mode === 'existing') return { url: await legacyOrder(order) };
    if (mode === 'native') {
      const reference = await identityOf(order);
      // Eligibility read before anything is offered: paymentReady (a boolean, or its string where a service says so).
      const identity = ok(
        'eligibility failed',
        await native('GET', `/eapi/v0/identities/${encodeURIComponent(reference)}`),
      );
      const ready = identity.paymentReady === true || identity.paymentReady === 'true';
      if (order.method === 'alternative') {
        if (!broken('apm-as-ramp')) return { url: await hostedBuy(order) };
        const quote = ok('quote failed', await native('GET', `/eapi/v0/quote?${pairOf(order)}`));
        ok(
          'order failed',
          await native('POST', '/eapi/v0/ramps', {
            identityReference: reference,
            externalCustomerId: `cust-${order.customer}`,
            source: 'EUR',
            target: order.coin,
            amount: order.amount,
            walletAddress: WALLET,
            quoteId: quote.quoteId,
          }),
        );
        return { html: page('Transfer started', '<p>Your bank transfer has started.</p>') };
      }
      if (!ready && !broken('sdk-while-not-ready'))
        return { html: page('Verification needed', '<p>Please complete verification before you pay.</p>') };
      // Broken so: a locked quote's id handed to the SDK, which takes none.
      const quote = broken('quote-id-to-sdk')
        ? ok('quote failed', await native('GET', `/eapi/v0/quote?${pairOf(order)}`))
        : undefined;
      const sdk =
        `<div data-sdk="payment-sheet" data-amount="${escape(order.amount)}" data-coin="${escape(order.coin)}"` +
        `${quote ? ` data-quote-id="${escape(quote.quoteId)}"` : ''}></div>`;
      return { html: page('Pay', sdk) };
    }
    return { url: await hostedBuy(order) };
  }

  /** The customer's confirmation: the order created now (or taken from where a fault created it earlier). */
  async function confirm(order) {
    let placed;
    const reviewed = `${order.customer}|${order.sid}`;
    if (broken('order-at-review', 'hosted') && atReview.has(reviewed)) {
      placed = { url: atReview.get(reviewed) };
      atReview.delete(reviewed);
    } else if (broken('checkout-url-cached', 'hosted') && cached.has(order.customer)) {
      placed = { url: cached.get(order.customer) };
    } else placed = await placeOrder(order);
    if (broken('checkout-url-cached', 'hosted') && placed.url !== undefined) cached.set(order.customer, placed.url);
    if (placed.url !== undefined) current.set(order.customer, { url: placed.url, order, retries: 0 });
    return placed;
  }

  /** A confirmation's answer: 303 to the checkout URL at once (or, broken so, the URL in a frame), or a page. */
  function answer(response, placed, cookie) {
    const headers = { ...cookie };
    if (placed.html !== undefined)
      return void response.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' }).end(placed.html);
    if (broken('checkout-in-iframe', 'hosted'))
      return void response
        .writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' })
        .end(page('Checkout', `<iframe src="${escape(placed.url)}" width="600" height="800"></iframe>`));
    response.writeHead(303, { ...headers, location: placed.url }).end();
  }

  function failure(response, error) {
    let shown;
    if (error instanceof Failed) {
      const traceId = find(error.answer.body, 'traceId');
      if (fault === 'error-swallowed') {
        log('order failed');
        shown = '<p>Something went wrong.</p>';
      } else {
        log(`staging app: ${error.what}: ${error.answer.status} ${JSON.stringify(error.answer.body)}`);
        shown =
          '<p>Sorry, we could not start your purchase. Please try again later' +
          (traceId === undefined ? '.</p>' : `, quoting trace ID <code id="trace-id">${escape(traceId)}</code>.</p>`);
      }
    } else {
      log(`staging app: ${error.message ?? error}`);
      shown = '<p>Sorry, we could not start your purchase. Please try again later.</p>';
    }
    const title = fault === 'error-swallowed' ? 'Something went wrong' : 'We could not start your purchase';
    if (!response.headersSent)
      response.writeHead(502, { 'content-type': 'text/html; charset=utf-8' }).end(page(title, shown));
  }

  const readForm = (request) =>
    new Promise((resolve, reject) => {
      const chunks = [];
      let size = 0;
      request.on('data', (chunk) => {
        size += chunk.length;
        if (size > MAX_FORM_BYTES) request.destroy(new Error('form too large'));
        else chunks.push(chunk);
      });
      request.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
      request.on('error', reject);
    });

  async function handle(request, response) {
    const url = new URL(request.url ?? '/', 'http://staging');
    const origin = `http://${request.headers.host ?? '127.0.0.1'}`;
    const cookie = /(?:^|;\s*)sid=([0-9a-f]+)/.exec(request.headers.cookie ?? '');
    const sid = cookie ? cookie[1] : randomBytes(8).toString('hex');
    // The session cookie, set once per browser session; no other cookie, ever.
    const session = cookie ? {} : { 'set-cookie': `sid=${sid}; Path=/; HttpOnly; SameSite=Lax` };
    const headers = { 'content-type': 'text/html; charset=utf-8', ...session };
    const html = (body) => void response.writeHead(200, headers).end(body);

    if (request.method === 'GET' && url.pathname === '/health')
      return void response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    const form = request.method === 'POST' ? await readForm(request) : url.searchParams;
    const customer = form.get('customer') ?? '';
    if (customer === '') return void response.writeHead(400, headers).end(page('Who are you?', '<p>?customer=ID</p>'));
    const order = {
      customer,
      sid,
      origin,
      amount: amountOf(form.get('amount') ?? '100'),
      coin: 'BTC',
      method: form.get('method') === 'alternative' ? 'alternative' : 'card',
    };
    const who = encodeURIComponent(customer);

    if (request.method === 'GET' && url.pathname === '/') {
      // Broken so: the browser itself calls the Native API (a request the customer's browser must never send).
      const script = broken('native-from-browser', 'hosted')
        ? `<script>fetch(${JSON.stringify(`${base}/eapi/v0/price?${PAIR}`)}, { mode: 'no-cors' }).catch(() => {});` +
          '</script>'
        : '';
      return html(
        page(
          'Buy crypto',
          '<form method="get" action="/review">' +
            hidden({ customer }) +
            '<label>Amount (EUR) <input id="amount" name="amount" value="100"></label> ' +
            '<label>Coin <select id="coin" name="coin"><option value="BTC">BTC</option></select></label>' +
            '<p><label><input type="radio" name="method" value="card" checked> Card</label> ' +
            '<label><input type="radio" name="method" value="alternative"> ' +
            'Bank transfer (alternative method)</label></p>' +
            '<button id="buy" type="submit">Buy</button></form>' +
            script,
        ),
      );
    }
    if (request.method === 'GET' && url.pathname === '/review') {
      // Broken so: the order is created before the customer confirms, and its URL waits for the click.
      if (broken('order-at-review', 'hosted')) atReview.set(`${customer}|${sid}`, await hostedBuy(order));
      return html(
        page(
          'Review your order',
          `<p>You buy ${escape(order.amount)} EUR of ${order.coin}, paid by ` +
            `${order.method === 'card' ? 'card' : 'bank transfer'}.</p>` +
            '<form method="post" action="/confirm">' +
            hidden({ customer, amount: order.amount, coin: order.coin, method: order.method }) +
            '<button id="confirm" type="submit">Confirm</button></form>' +
            `<p><a href="/?customer=${escape(who)}">Change</a></p>`,
        ),
      );
    }
    if (request.method === 'POST' && url.pathname === '/confirm')
      return answer(response, await confirm(order), session);
    if (request.method === 'GET' && url.pathname === '/return')
      return html(
        page(
          'Your checkout',
          '<p>Welcome back. If your checkout did not complete, try again.</p>' +
            '<form method="post" action="/retry">' +
            hidden({ customer }) +
            '<button id="retry" type="submit">Try again</button></form>' +
            `<p><a href="/?customer=${escape(who)}">Buy again</a></p>`,
        ),
      );
    if (request.method === 'POST' && url.pathname === '/retry') {
      const last = current.get(customer);
      // "refresh or retry, and if it persists create a fresh order": the same URL once, then a fresh order.
      if (last && (last.retries === 0 || broken('stale-url-reused', 'hosted'))) {
        last.retries += 1;
        return answer(response, { url: last.url }, session);
      }
      return answer(response, await confirm(last ? { ...last.order, sid, origin } : order), session);
    }
    response.writeHead(404, headers).end(page('Not found', ''));
  }

  return createServer((request, response) => {
    handle(request, response).catch((error) => failure(response, error));
  });
}

// Run directly: the sandbox credentials and the suite's proxy from the environment.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const service = process.env.CONFORMANCE_PROXY_URL;
  if (!service) {
    console.error('staging app: CONFORMANCE_PROXY_URL is not set');
    process.exit(2);
  }
  const mode = process.env.STAGING_MODE || 'hosted';
  if (!['hosted', 'existing', 'native'].includes(mode)) {
    console.error(`staging app: STAGING_MODE ${mode} is not hosted, existing or native`);
    process.exit(2);
  }
  const port = Number(process.env.PORT || 8090);
  stagingApp({
    service,
    mode,
    credentials: {
      apiCredential: process.env.SANDBOX_API_CREDENTIAL ?? '',
      apiKey: process.env.SANDBOX_API_KEY ?? '',
      partnerRef: process.env.SANDBOX_PARTNER_REF ?? '',
      hmacKey: process.env.SANDBOX_HMAC_KEY ?? '',
      hmacSecret: process.env.SANDBOX_HMAC_SECRET ?? '',
    },
    fault: process.env.STAGING_FAULT ?? '',
    hmac: signatureSchemes(process.env).hmac,
    log: (line) => console.error(line),
  }).listen(port, '127.0.0.1', () => console.log(`staging app: http://127.0.0.1:${port} (${mode})`));
}
