import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect } from '@playwright/test';
import { ruleFaults, vacuityFaults } from '../../mock/faults';
import { buildMock, defaultCredentials, defaultPartnerCredentials, type Mock } from '../../mock/service';
import { countryName, currencyName, currencySymbols, isWorldCode, usStateName } from '../../rules/world';
import { isKnownAgent } from '../../kit/relations/world-names';
import { MOCK_DISCOUNT_CODE } from '../../mock/discounts';
import { priceTie } from '../../kit/relations/price-arithmetic';
import { feeKey, listedFees } from '../../kit/relations/reference-lists';
import { PRICE_AMOUNT_FIELDS, type PriceTie } from '../../rules/relations';

/**
 * Every fault against every probe: a probe says whether one documented promise is broken, and each
 * fault must break its own promise and none of the others the probes can see.
 */
type Env = 'sandbox' | 'production';
type Json = any;
interface Options {
  payload?: object | string;
  headers?: Record<string, string>;
  auth?: boolean;
  requestId?: boolean;
  accept?: boolean;
}

function client(mock: Mock) {
  // The scheme the instance serves, so only the bearer probe feels bearer-refused; read per request, as a seam.
  const scheme = () => mock.environments.sandbox.seams.legacyAuthScheme;
  async function send(env: Env, method: 'GET' | 'POST', url: string, options: Options = {}) {
    // The base host: inject's default Host, localhost, is the mock's partner host name (mock/environment.ts).
    const headers: Record<string, string> = { host: '127.0.0.1' };
    if (options.auth !== false) headers.authorization = `${scheme()} ${defaultCredentials[env]}`;
    if (options.requestId !== false) headers['x-request-id'] = 'probe';
    if (options.accept !== false) headers.accept = 'application/json';
    const response = await mock.apps[env].inject({
      method,
      url,
      payload: options.payload,
      headers: { ...headers, ...options.headers },
    });
    let body: Json;
    try {
      body = response.json();
    } catch {
      body = undefined;
    }
    return { status: response.statusCode, type: String(response.headers['content-type']), body };
  }
  const get = (url: string, options?: Options) => send('sandbox', 'GET', url, options);
  const post = (url: string, payload: object) => send('sandbox', 'POST', url, { payload });
  return {
    get scheme() {
      return scheme();
    },
    send,
    get,
    post,
  };
}

const dataOf = (body: Json): Json => body?.data ?? body;
const titleOf = (body: Json): unknown => body?.errors?.title ?? body?.errors?.[0]?.title;
const all = 'start_date=2000-01-01&end_date=2100-12-31';
const buy = {
  account_reference: 'probe',
  source: 'EUR',
  target: 'BTC',
  source_amount: '100',
  wallet_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  return_url_on_success: 'https://partner.example/ok',
};
const sell = {
  account_reference: 'probe',
  source: 'BTC',
  target: 'EUR',
  source_amount: '0.01',
  return_url_on_success: 'https://partner.example/ok',
};

type HostedAuth = 'api-key' | 'hmac' | 'none';
interface HostedOptions {
  payload?: object;
  auth?: HostedAuth;
  keyOf?: Env;
  headers?: Record<string, string>;
  requestId?: false;
}

/** Hosted Checkout, KYC sharing and the Native API: x-api-key or the HMAC scheme, signed on the mock clock. */
function hostedClient(mock: Mock) {
  async function send(env: Env, method: 'GET' | 'POST', url: string, options: HostedOptions = {}) {
    const partner = defaultPartnerCredentials[options.keyOf ?? env];
    const body = options.payload === undefined ? '' : JSON.stringify(options.payload);
    // The base host, as client() sends: inject's default Host, localhost, is the mock's partner host name.
    const headers: Record<string, string> = {
      host: '127.0.0.1',
      ...(body ? { 'content-type': 'application/json' } : {}),
    };
    if (options.requestId !== false) headers['x-request-id'] = 'probe';
    if (options.auth === 'api-key') headers['x-api-key'] = partner.apiKey;
    if (options.auth === 'hmac') {
      const timestamp = String(Math.floor(mock.clock.nowMs() / 1000));
      headers['x-hmac-key'] = partner.hmacKey;
      headers['x-hmac-timestamp'] = timestamp;
      headers['x-hmac-signature'] = createHmac('sha256', partner.hmacSecret)
        .update(`${timestamp}\n${method}\n${url}\n${body}`)
        .digest('hex');
    }
    const response = await mock.apps[env].inject({
      method,
      url,
      payload: body || undefined,
      headers: { ...headers, ...options.headers },
    });
    let json: Json;
    try {
      json = response.json();
    } catch {
      json = undefined;
    }
    return {
      status: response.statusCode,
      type: String(response.headers['content-type']),
      body: json,
      text: response.body,
      cookie: response.headers['set-cookie'],
    };
  }
  const buyPath = (env: Env = 'sandbox', partnerRef = defaultPartnerCredentials[env].partnerRef) =>
    `/${partnerRef}/v2/buy`;
  const buy = (payload: object, options: HostedOptions = {}) =>
    send('sandbox', 'POST', buyPath(), { auth: 'api-key', ...options, payload });
  const share = (env: Env, auth: HostedAuth) =>
    send(env, 'POST', '/v2/identities/token/share', { auth, payload: { identityReference: 'idr-probe' } });
  return { send, buyPath, buy, share };
}

const hostedBuy = {
  externalCustomerId: 'cust-probe',
  crypto: 'BTC',
  fiat: 'EUR',
  fiatAmount: '100.00',
  walletAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  redirectUrl: 'https://partner.example/return',
};
const restrictedBuy = {
  ...hostedBuy,
  externalCustomerId: 'cust-ca-restricted-0001',
  crypto: 'USDT',
  walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
};
const codeOf = (body: Json): unknown => body?.error?.code;

interface NativeOptions {
  payload?: object;
  env?: Env;
  /** Whose HMAC key and secret sign; the environment's own by default. */
  keyOf?: Env;
  /** Another secret than the HMAC secret, with the same key. */
  secret?: string;
  /** What the signature is made over, where it differs from what is sent. */
  signedOver?: { method?: string; url?: string; body?: string };
  ageSeconds?: number;
  unsigned?: boolean;
  requestId?: false;
}

/** The Native API under the assumed HMAC scheme, signed on real time, with the tampering a probe asks for. */
function nativeClient(mock: Mock) {
  async function send(method: 'GET' | 'POST', url: string, options: NativeOptions = {}) {
    const env = options.env ?? 'sandbox';
    const partner = defaultPartnerCredentials[options.keyOf ?? env];
    const body = options.payload === undefined ? '' : JSON.stringify(options.payload);
    const headers: Record<string, string> = { ...(body ? { 'content-type': 'application/json' } : {}) };
    if (options.requestId !== false) headers['x-request-id'] = 'probe';
    if (!options.unsigned) {
      const timestamp = String(Math.floor(Date.now() / 1000) - (options.ageSeconds ?? 0));
      const over = { method, url, body, ...options.signedOver };
      headers['x-hmac-key'] = partner.hmacKey;
      headers['x-hmac-timestamp'] = timestamp;
      headers['x-hmac-signature'] = createHmac('sha256', options.secret ?? partner.hmacSecret)
        .update(`${timestamp}\n${over.method}\n${over.url}\n${over.body}`)
        .digest('hex');
    }
    const response = await mock.apps[env].inject({ method, url, payload: body || undefined, headers });
    let json: Json;
    try {
      json = response.json();
    } catch {
      json = undefined;
    }
    return { status: response.statusCode, type: String(response.headers['content-type']), body: json };
  }
  const get = (url: string, options?: NativeOptions) => send('GET', url, options);
  const post = (url: string, payload: object, options?: NativeOptions) => send('POST', url, { ...options, payload });
  return { send, get, post };
}

const nativePrice = '/eapi/v0/price?source=EUR&target=BTC&amount=100.00';
const nativeQuote = '/eapi/v0/quote?source=EUR&target=BTC&amount=100.00';
const limitsAsked = { fiat: 'EUR', transactionType: 'buy' };
const nativeRamp = {
  identityReference: 'idr-ready-7f3a9c',
  externalCustomerId: 'cust-probe',
  source: 'EUR',
  target: 'BTC',
  amount: '100.00',
  walletAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
};
/** A ramp on a quote locked `seconds` of mock time earlier: its status. */
async function rampOnQuoteAfter(mock: Mock, seconds: number): Promise<number> {
  const n = nativeClient(mock);
  const { quoteId } = (await n.get(nativeQuote)).body;
  mock.clock.advance(seconds);
  return (await n.post('/eapi/v0/ramps', { ...nativeRamp, quoteId })).status;
}

/** Asks the control API to deliver a webhook to a receiver of our own; what arrived there. */
async function deliveredWebhook(mock: Mock): Promise<{ body: string; signature?: string }> {
  let received: { body: string; signature?: string } = { body: '' };
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const signature = request.headers['x-webhook-signature'];
      received = {
        body: Buffer.concat(chunks).toString('utf8'),
        signature: typeof signature === 'string' ? signature : undefined,
      };
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = receiver.address() as AddressInfo;
    await mock.apps.control.inject({
      method: 'POST',
      url: '/webhooks/deliver',
      payload: { env: 'sandbox', kind: 'order', url: `http://127.0.0.1:${port}/webhooks` },
    });
    return received;
  } finally {
    receiver.closeAllConnections();
    receiver.close();
  }
}
const hmacHex = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');

type Client = ReturnType<typeof client>;
type Probe = (c: Client, mock: Mock) => Promise<boolean>;

async function checkoutPath(c: Client): Promise<string> {
  return new URL(dataOf((await c.post('/api/orders', buy)).body).order.checkout_url).pathname;
}
const load = async (mock: Mock, path: string) =>
  (await mock.apps.sandbox.inject({ method: 'GET', url: path })).statusCode;

async function hostedCheckoutPath(mock: Mock): Promise<string> {
  return new URL((await hostedClient(mock).buy(hostedBuy)).body.checkoutUrl).pathname;
}
/** Loads a Hosted Checkout page; the csrf token its Pay form carries and the session cookie it set, if any. */
async function loadHosted(mock: Mock, path: string, cookie?: string) {
  const response = await mock.apps.sandbox.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });
  const setCookie = response.headers['set-cookie'];
  return {
    status: response.statusCode,
    html: response.body,
    csrf: /name="csrf" value="([^"]*)"/.exec(response.body)?.[1] ?? '',
    cookie: typeof setCookie === 'string' ? setCookie.split(';')[0] : cookie,
  };
}
const pay = async (mock: Mock, path: string, csrf: string, cookie?: string) =>
  mock.apps.sandbox.inject({
    method: 'POST',
    url: `${path}/pay`,
    payload: `csrf=${encodeURIComponent(csrf)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
  });
/** Sends n /v2 requests that name no account's key (they count per IP in production); the first 429's number. */
async function firstLimited(mock: Mock, env: Env, n: number, auth: HostedAuth): Promise<number | undefined> {
  const h = hostedClient(mock);
  for (let sent = 1; sent <= n; sent++) {
    if ((await h.send(env, 'POST', h.buyPath(env), { auth, payload: {} })).status === 429) return sent;
  }
  return undefined;
}
const listed = async (c: Client, query: string) => {
  const { body } = await c.get(`/api/orders?${query}`);
  return { orders: dataOf(body).orders as Json[], meta: body.meta as Record<string, unknown> };
};

/** This environment's HMAC key with a signature that is no signature. */
const malformedHmac = {
  'x-hmac-key': defaultPartnerCredentials.sandbox.hmacKey,
  'x-hmac-timestamp': String(Math.floor(Date.now() / 1000)),
  'x-hmac-signature': 'not-a-signature',
};

/** True when the promise of the fault's rule is broken. */
const probes: Record<(typeof ruleFaults)[number]['name'], Probe> = {
  'no-data-wrapper': async (c) => typeof (await c.get('/api/countries')).body?.data !== 'object',
  'html-content-type': async (c) => !(await c.get('/api/countries')).type.startsWith('application/json'),
  'request-id-required': async (c) => (await c.get('/api/countries', { requestId: false })).status !== 200,
  'bearer-refused': async (c) =>
    (await c.get('/api/countries', { headers: { authorization: `Bearer ${defaultCredentials.sandbox}` } })).status ===
    401,
  'missing-auth-accepted': async (c) =>
    (await c.get('/api/countries', { auth: false, requestId: false })).status !== 401,
  'any-credential-accepted': async (c) =>
    (await c.get('/api/countries', { headers: { authorization: `${c.scheme} not-issued` } })).status !== 401,
  'sandbox-credential-in-production': async (c) =>
    (
      await c.send('production', 'GET', '/api/countries', {
        headers: { authorization: `${c.scheme} ${defaultCredentials.sandbox}` },
      })
    ).status !== 401,
  'production-credential-in-sandbox': async (c) =>
    (await c.get('/api/countries', { headers: { authorization: `${c.scheme} ${defaultCredentials.production}` } }))
      .status !== 401,
  'invalid-param-500': async (c) => (await c.get(`/api/orders?${all}&per_page=abc`)).status >= 500,
  'fiat-symbol-missing': async (c) =>
    dataOf((await c.get('/api/fiats/buy')).body).fiats.some((f: Json) => typeof f.fiat_symbol !== 'string'),
  'coin-min-value-string': async (c) =>
    dataOf((await c.get('/api/coins/buy')).body).coins.some((coin: Json) =>
      coin.blockchains.some((b: Json) => typeof b.min_value !== 'number'),
    ),
  'country-name-null': async (c) =>
    dataOf((await c.get('/api/countries')).body).countries.some((x: Json) => typeof x.country_name !== 'string'),
  'sell-listings-refused': async (c) =>
    (await c.get('/api/fiats/sell')).status !== 200 && (await c.get('/api/coins/sell')).status !== 200,
  'price-including-fee-at-spot': async (c) =>
    (await tiesBroken(c, 'including-fee')).some((broken) => broken.entry.spot_price_including_fee === broken.spot),
  'price-spot-fields-exchanged': async (c) =>
    (await tiesBroken(c, 'including-fee')).some((broken) => broken.entry.spot_price_including_fee !== broken.spot),
  'price-fees-exchanged': async (c) => (await tiesBroken(c, 'listed-fee')).length > 0,
  'price-network-fee-off': async (c) =>
    (await tiesBroken(c, 'adds-up')).length > 0 || (await tiesBroken(c, 'original-adds-up', discounted)).length > 0,
  'discount-original-as-discounted': async (c) =>
    (await tiesBroken(c, 'discount-fee', discounted)).length > 0 ||
    (await tiesBroken(c, 'discount-price', discounted)).length > 0,
  'discount-never-priced': async (c) =>
    dataOf((await c.get(`/api/prices?source=EUR&target=BTC&${discounted}`)).body).prices.some(
      (p: Json) => p.discount === undefined,
    ),
  'order-discount-code-dropped': async (c) =>
    dataOf((await c.post('/api/orders', { ...buy, discount_code: MOCK_DISCOUNT_CODE })).body).order.discount_code !==
    MOCK_DISCOUNT_CODE,
  'prices-method-not-restricting': async (c) => {
    // The last method quoted, as the suite chooses it: the first may name a method no listing gives
    // (price-method-unlisted).
    const last = dataOf((await c.get('/api/prices?source=EUR&target=BTC')).body).prices.at(-1);
    return (
      (dataOf((await c.get(`/api/prices?source=EUR&target=BTC&payment_method_id=${last.payment_method_id}`)).body)
        .prices?.length ?? 0) > 1
    );
  },
  'prices-blockchain-refused': async (c) =>
    (await c.get('/api/prices?source=EUR&target=BTC&blockchain=bitcoin')).status === 422,
  'order-mobile-refused': async (c) =>
    (await c.post('/api/orders', { ...buy, mobile: '+491555000000' })).status === 422,
  'order-email-refused': async (c) =>
    (await c.post('/api/orders', { ...buy, email: 'probe@example.test' })).status === 422,
  'order-return-url-on-cancelled-refused': async (c) =>
    (await c.post('/api/orders', { ...buy, return_url_on_cancelled: 'https://partner.example/cancelled' })).status ===
    422,
  'order-source-address-refused': async (c) =>
    (await c.post('/api/orders', { ...sell, refund_address: buy.wallet_address, source_address: buy.wallet_address }))
      .status === 422,
  'missing-account-reference-accepted': async (c) =>
    (await c.post('/api/orders', { ...buy, account_reference: undefined })).status < 400,
  'sell-order-email-refused': async (c) =>
    (await c.post('/api/orders', { ...sell, refund_address: buy.wallet_address, email: 'probe@example.test' }))
      .status === 422 && (await c.post('/api/orders', { ...buy, email: 'probe@example.test' })).status === 200,
  'order-every-optional-field-500': async (c) =>
    (
      await c.post('/api/orders', {
        ...buy,
        target_amount: '0.001',
        return_url_on_cancelled: 'https://partner.example/c',
        return_url_on_failure: 'https://partner.example/f',
        meta_data: 'probe',
        email: 'probe@example.test',
        mobile: '+4915550123',
        discount_code: 'X',
        blockchain: 'bitcoin',
      })
    ).status === 500 && (await c.post('/api/orders', { ...buy, email: 'probe@example.test' })).status === 200,
  'sell-price-account-reference-refused': async (c) =>
    (await c.get('/api/prices?source=BTC&target=EUR&account_reference=probe')).status === 422 &&
    (await c.get('/api/prices?source=EUR&target=BTC&account_reference=probe')).status === 200,
  'price-every-optional-input-500': async (c) =>
    (
      await c.get(
        '/api/prices?source=EUR&target=BTC&source_amount=100&payment_method_id=1' +
          '&account_reference=probe&blockchain=bitcoin&discount_code=X',
      )
    ).status === 500 && (await c.get('/api/prices?source=EUR&target=BTC&account_reference=probe')).status === 200,
  'payment-methods-one-side-all': async (c) => {
    const methods = dataOf((await c.get('/api/payment-methods?source=EUR')).body).payment_methods;
    return methods.some((m: Json) => m.type === 'CRYPTO_TO_FIAT');
  },
  'orders-page-without-per-page-500': async (c) => (await c.get(`/api/orders?${all}&page=1`)).status === 500,
  'prices-account-reference-refused': async (c) =>
    (await c.get('/api/prices?source=EUR&target=BTC&account_reference=probe')).status === 422,
  'accept-required': async (c) => (await c.get('/api/countries', { accept: false })).status === 406,
  'states-renamed': async (c) => !Array.isArray(dataOf((await c.get('/api/countries/us/states')).body).states),
  'payment-method-id-string': async (c) =>
    dataOf((await c.get('/api/payment-methods')).body).payment_methods.some((m: Json) => !Number.isInteger(m.id)),
  'payment-methods-buy-only': async (c) =>
    !dataOf((await c.get('/api/payment-methods')).body).payment_methods.some((m: Json) => m.type === 'CRYPTO_TO_FIAT'),
  'payment-methods-direction-ignored': async (c) => {
    const methods = dataOf((await c.get('/api/payment-methods?source=BTC&target=EUR')).body).payment_methods;
    return methods.length === 0 || methods.some((m: Json) => m.type !== 'CRYPTO_TO_FIAT');
  },
  'decimal-as-number': async (c) => {
    const data = dataOf((await c.get('/api/prices?source=EUR&target=BTC&discount_code=X')).body);
    return (
      typeof data.spot_price !== 'string' ||
      data.prices.some((p: Json) => PRICE_AMOUNT_FIELDS.some((field) => typeof p[field] !== 'string'))
    );
  },
  'prices-sell-swapped': async (c) =>
    dataOf((await c.get('/api/prices?source=BTC&target=EUR')).body).prices.some(
      (p: Json) => p.fiat_code !== 'EUR' || p.coin_code !== 'BTC',
    ),
  'prices-both-amounts-target-wins': async (c) =>
    dataOf((await c.get('/api/prices?source=EUR&target=BTC&source_amount=100&target_amount=0.001')).body).prices?.some(
      (p: Json) => Number(p.fiat_amount) !== 100,
    ),
  'prices-no-rate-limit': async (c) => {
    for (let i = 0; i < 61; i++) if ((await c.get('/api/prices?source=EUR&target=BTC')).status === 429) return false;
    return true;
  },
  'create-created-at-iso': async (c) =>
    !/^\d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2}:\d{2}$/.test(
      dataOf((await c.post('/api/orders', buy)).body).order.created_at,
    ),
  'missing-return-url-accepted': async (c) =>
    (await c.post('/api/orders', { ...buy, return_url_on_success: undefined })).status < 400,
  'sell-typed-as-buy': async (c) =>
    dataOf((await c.post('/api/orders', { ...sell, refund_address: buy.wallet_address })).body).order.order_type !==
    'CRYPTO-SELL',
  'create-422-errors-array': async (c) => {
    // A 422 no other fault touches: a missing source.
    const { errors } = (await c.post('/api/orders', { ...buy, source: undefined })).body;
    // An errors object that lacks only its code is create-422-status-without-code's.
    return (
      typeof errors !== 'object' ||
      Array.isArray(errors) ||
      !Number.isInteger(errors.status) ||
      typeof errors.title !== 'string'
    );
  },
  'create-422-status-without-code': async (c) => {
    const { errors } = (await c.post('/api/orders', { ...buy, source: undefined })).body;
    return (
      typeof errors === 'object' &&
      !Array.isArray(errors) &&
      Number.isInteger(errors.status) &&
      !Number.isInteger(errors.code)
    );
  },
  'invalid-wallet-accepted': async (c) => {
    const { status, body } = await c.post('/api/orders', { ...buy, wallet_address: '0x00' });
    return status !== 422 || titleOf(body) !== 'invalid wallet address entered';
  },
  'invalid-payment-method-accepted': async (c) => {
    const { status, body } = await c.post('/api/orders', { ...buy, payment_method_id: 999 });
    return status !== 422 || titleOf(body) !== 'invalid payment method ID';
  },
  'address-tag-not-enforced': async (c) =>
    (await c.post('/api/orders', { ...buy, target: 'XRP', wallet_address: 'rN7n7otQDd6FczFgLdSqtcsAUxDkw6fzRH' }))
      .status < 400,
  'address-tag-regex-ignored': async (c) =>
    (
      await c.post('/api/orders', {
        ...buy,
        target: 'XRP',
        wallet_address: 'rN7n7otQDd6FczFgLdSqtcsAUxDkw6fzRH',
        wallet_address_tag: 'not-a-tag',
      })
    ).status < 400,
  'prices-amount-refused': async (c) =>
    (await c.get('/api/prices?source=EUR&target=BTC&source_amount=250')).status !== 200,
  'prices-target-amount-ignored': async (c) =>
    dataOf((await c.get('/api/prices?source=EUR&target=BTC&target_amount=0.005')).body).prices?.some(
      (p: Json) => Number(p.coin_amount) !== 0.005,
    ),
  'create-reference-not-echoed': async (c) =>
    dataOf((await c.post('/api/orders', buy)).body).order.account_reference !== buy.account_reference,
  'create-wallet-address-not-echoed': async (c) =>
    dataOf((await c.post('/api/orders', buy)).body).order.wallet_address !== buy.wallet_address,
  'create-coin-code-not-echoed': async (c) =>
    dataOf((await c.post('/api/orders', buy)).body).order.coin_code !== buy.target,
  'create-other-network': async (c) =>
    dataOf((await c.post('/api/orders', buy)).body).order.blockchain.code !== 'bitcoin',
  'order-both-amounts-target-wins': async (c) =>
    dataOf((await c.post('/api/orders', { ...buy, target_amount: '0.005' })).body).order.fiat_amount !== 100,
  'order-type-default-sell': async (c) =>
    dataOf((await c.get('/api/coins')).body).coins.length !== dataOf((await c.get('/api/coins/buy')).body).coins.length,
  'buy-without-wallet-crashes': async (c) =>
    (await c.post('/api/orders', { ...buy, wallet_address: undefined })).status >= 500,
  'sell-without-refund-typed-buy': async (c) =>
    dataOf((await c.post('/api/orders', sell)).body).order.order_type === 'CRYPTO-BUY' &&
    dataOf((await c.post('/api/orders', { ...sell, refund_address: buy.wallet_address })).body).order.order_type !==
      'CRYPTO-BUY',
  'coin-contract-id-on-native': async (c) =>
    dataOf((await c.get('/api/coins/buy')).body).coins.some((coin: Json) =>
      coin.blockchains.some((b: Json) => b.code.toLowerCase() === coin.coin_name.toLowerCase() && 'contract_id' in b),
    ),
  'partner-host-refused': async (c) =>
    (await c.get('/api/countries', { headers: { host: 'localhost:4010' } })).status !== 200,
  // Served on both hosts (a 404 is partner-host-refused's), with other values.
  'partner-host-other-values': async (c) => {
    const names = async (host?: string) => {
      const answer = await c.get('/api/coins/buy', host ? { headers: { host } } : {});
      return answer.status === 200
        ? JSON.stringify((dataOf(answer.body).coins ?? []).map((coin: Json) => coin.coin_name))
        : undefined;
    };
    const [partner, base] = [await names('localhost:4010'), await names()];
    return partner !== undefined && base !== undefined && partner !== base;
  },
  'network-minimum-not-enforced': async (c) =>
    (await c.post('/api/orders', { ...buy, source_amount: undefined, target_amount: '0.00001' })).status < 400,
  'checkout-url-shared': async (c) => (await checkoutPath(c)) === (await checkoutPath(c)),
  'checkout-url-short-window': async (c, mock) => {
    const path = await checkoutPath(c);
    mock.clock.advance(45);
    return (await load(mock, path)) !== 200;
  },
  'checkout-url-never-expires': async (c, mock) => {
    const path = await checkoutPath(c);
    mock.clock.advance(61);
    return (await load(mock, path)) === 200;
  },
  'checkout-url-expires-after-load': async (c, mock) => {
    const path = await checkoutPath(c);
    await load(mock, path);
    mock.clock.advance(61);
    return (await load(mock, path)) !== 200;
  },
  'checkout-url-loaded-lasts-5-minutes': async (c, mock) => {
    const path = await checkoutPath(c);
    await load(mock, path);
    mock.clock.advance(61);
    if ((await load(mock, path)) !== 200) return false;
    mock.clock.advance(539);
    return (await load(mock, path)) !== 200;
  },
  'checkout-url-late-load-not-kept': async (c, mock) => {
    const [atOnce, late] = [await checkoutPath(c), await checkoutPath(c)];
    await load(mock, atOnce);
    mock.clock.advance(45);
    if ((await load(mock, late)) !== 200) return false;
    mock.clock.advance(20);
    return (await load(mock, atOnce)) === 200 && (await load(mock, late)) !== 200;
  },
  'meta-as-strings': async (c) => Object.values((await listed(c, all)).meta).some((value) => !Number.isInteger(value)),
  'per-page-default-50': async (c) => (await listed(c, all)).orders.length !== 100,
  'per-page-max-ignored': async (c) => (await listed(c, `${all}&per_page=500`)).orders.length > 200,
  'meta-total-off-by-one': async (c) => {
    const first = await listed(c, `${all}&per_page=100`);
    const lastPage = Number(first.meta.last_page);
    const { orders, meta } = await listed(c, `${all}&per_page=100&page=${lastPage}`);
    const [from, to, total] = [Number(meta.from), Number(meta.to), Number(meta.total)];
    return to !== total || lastPage !== Math.ceil(total / 100) || orders.length !== to - from + 1;
  },
  'order-on-two-pages': async (c) => {
    const ids: string[] = [];
    const lastPage = Number((await listed(c, `${all}&per_page=100`)).meta.last_page);
    for (let page = 1; page <= lastPage; page++) {
      ids.push(...(await listed(c, `${all}&per_page=100&page=${page}`)).orders.map((o) => o.id));
    }
    return new Set(ids).size !== ids.length;
  },
  'past-last-page-repeats': async (c) => (await listed(c, `${all}&per_page=100&page=99`)).orders.length > 0,
  'status-filter-ignored': async (c) =>
    (await listed(c, `${all}&per_page=200&status=declined`)).orders.some((o) => o.status !== 'declined'),
  'status-filter-drops-newest': async (c) => {
    const pages = [
      ...(await listed(c, `${all}&per_page=200`)).orders,
      ...(await listed(c, `${all}&per_page=200&page=2`)).orders,
    ];
    // Counted by id: a page that repeats an order (order-on-two-pages) is not this fault.
    const declined = new Set(pages.filter((o) => o.status === 'declined').map((o) => o.id)).size;
    const { orders } = await listed(c, `${all}&per_page=200&status=declined`);
    return orders.every((o) => o.status === 'declined') && orders.length < declined;
  },
  'account-filter-ignored': async (c) =>
    (await listed(c, `${all}&per_page=200&account_reference=cust-0001`)).orders.some(
      (o) => o.account_reference !== 'cust-0001',
    ),
  'account-reference-stored-trimmed': async (c) => {
    const reference = ' probe-spaced ';
    await c.post('/api/orders', { ...buy, account_reference: reference });
    return (await listed(c, `${all}&account_reference=${encodeURIComponent(reference)}`)).orders.length === 0;
  },
  'date-range-ignored': async (c) => {
    const day = (await listed(c, `${all}&per_page=20`)).orders[10].created_at.slice(0, 10);
    const { orders } = await listed(c, `start_date=${day}&end_date=${day}&per_page=200`);
    return orders.length === 0 || orders.some((o) => !o.created_at.startsWith(day));
  },
  'meta-data-dropped': async (c, mock) => {
    const { order } = dataOf(
      (await c.post('/api/orders', { ...buy, account_reference: 'probe-meta', meta_data: 'probe=1' })).body,
    );
    const today = mock.clock.now().toISOString().slice(0, 10);
    const { orders } = await listed(
      c,
      `start_date=${today}&end_date=${today}&account_reference=probe-meta&per_page=200`,
    );
    return orders.find((o) => o.id === order.id)?.meta_data !== 'probe=1';
  },
  'invalid-status-accepted': async (c) => (await c.get(`/api/orders?${all}&status=bogus`)).status !== 422,
  'list-422-errors-object': async (c) => {
    const { status, body } = await c.get(`/api/orders?${all}&per_page=0`);
    const item = Array.isArray(body?.errors) ? body.errors[0] : undefined;
    // Another status is list-invalid-parameter-400's.
    return (
      (status !== 422 && status !== 400) ||
      !item ||
      ['status', 'title', 'detail'].some((key) => typeof item[key] !== 'string')
    );
  },
  'list-invalid-parameter-400': async (c) => {
    const statuses = await Promise.all(
      ['per_page=abc', 'page=abc', 'start_date=2026-13-45', 'status=notAStatus'].map(
        async (query) => (await c.get(`/api/orders?${all}&${query}`)).status,
      ),
    );
    return statuses.slice(0, 3).some((status) => status === 400) && statuses[3] === 422;
  },

  // Hosted Checkout and KYC sharing.
  'hc-html-content-type': async (_c, mock) =>
    !(await hostedClient(mock).buy(hostedBuy)).type.startsWith('application/json'),
  'hc-request-id-required': async (_c, mock) =>
    (await hostedClient(mock).buy(hostedBuy, { requestId: false })).status === 400,
  'hc-invalid-input-500': async (_c, mock) =>
    (await hostedClient(mock).buy({ ...hostedBuy, fiatAmount: 'abc' })).status >= 500,
  'hc-missing-api-key-accepted': async (_c, mock) =>
    (await hostedClient(mock).buy(hostedBuy, { auth: 'none' })).status !== 401,
  'hc-malformed-api-key-accepted': async (_c, mock) =>
    (
      await hostedClient(mock).buy(hostedBuy, {
        auth: 'none',
        headers: { 'x-api-key': `Bearer ${defaultPartnerCredentials.sandbox.apiKey}` },
      })
    ).status !== 401,
  'hc-sandbox-key-in-production': async (_c, mock) => {
    const h = hostedClient(mock);
    return (
      (
        await h.send('production', 'POST', h.buyPath('sandbox'), {
          auth: 'api-key',
          keyOf: 'sandbox',
          payload: hostedBuy,
        })
      ).status !== 401
    );
  },
  'hc-production-key-in-sandbox': async (_c, mock) => {
    const h = hostedClient(mock);
    return (
      (
        await h.send('sandbox', 'POST', h.buyPath('production'), {
          auth: 'api-key',
          keyOf: 'production',
          payload: hostedBuy,
        })
      ).status !== 401
    );
  },
  'hc-partner-ref-ignored': async (_c, mock) => {
    const h = hostedClient(mock);
    return (
      (
        await h.send('sandbox', 'POST', h.buyPath('sandbox', 'another-partner'), {
          auth: 'api-key',
          payload: hostedBuy,
        })
      ).status < 400
    );
  },
  'hc-api-key-on-native': async (_c, mock) =>
    (await hostedClient(mock).send('sandbox', 'GET', '/eapi/v0/price', { auth: 'api-key' })).status !== 401,
  'hc-hmac-on-v2': async (_c, mock) => (await hostedClient(mock).buy(hostedBuy, { auth: 'hmac' })).status !== 401,
  'hc-api-key-on-kyc-share': async (_c, mock) => (await hostedClient(mock).share('sandbox', 'api-key')).status !== 401,
  'hc-kyc-share-unsigned-accepted': async (_c, mock) =>
    (await hostedClient(mock).share('sandbox', 'none')).status !== 401,
  'hc-kyc-share-hmac-refused': async (_c, mock) => (await hostedClient(mock).share('sandbox', 'hmac')).status !== 200,
  'hc-4000-instead-of-4005': async (_c, mock) => {
    const { body } = await hostedClient(mock).share('production', 'hmac');
    return codeOf(body) !== 4005;
  },
  'hc-unknown-api-key-accepted': async (_c, mock) =>
    (await hostedClient(mock).buy(hostedBuy, { auth: 'none', headers: { 'x-api-key': 'unknown-probe-key' } }))
      .status !== 401,
  'hc-4005-with-403': async (_c, mock) => (await hostedClient(mock).share('production', 'hmac')).status !== 400,
  'hc-fiat-amount-number': async (_c, mock) => {
    const { body } = await hostedClient(mock).buy(hostedBuy);
    return (
      ['id', 'checkoutUrl', 'externalCustomerId', 'fiat', 'fiatAmount', 'crypto', 'blockchain'].some(
        (field) => typeof body?.[field] !== 'string',
      ) || !/^\d+(\.\d+)?$/.test(body.fiatAmount)
    );
  },
  'hc-missing-external-customer-id-accepted': async (_c, mock) => {
    const { status, body } = await hostedClient(mock).buy({ ...hostedBuy, externalCustomerId: undefined });
    return status !== 400 || codeOf(body) !== 4002;
  },
  'hc-null-optional-accepted': async (_c, mock) => {
    const { status, body } = await hostedClient(mock).buy({ ...hostedBuy, walletAddress: null });
    return status !== 400 || codeOf(body) !== 4002;
  },
  'hc-wallet-address-optional': async (_c, mock) =>
    (await hostedClient(mock).buy({ ...hostedBuy, walletAddress: undefined })).status < 400,
  'hc-5034-never': async (_c, mock) => {
    const { status, body } = await hostedClient(mock).buy(restrictedBuy);
    return status !== 422 || codeOf(body) !== 5034;
  },
  // The sandbox probe sees the early limit, the production probe the missing one: each its own half of the rule.
  'hc-rate-limit-60-sandbox': async (_c, mock) => (await firstLimited(mock, 'sandbox', 120, 'api-key')) !== undefined,
  'hc-no-rate-limit-sandbox': async (_c, mock) => (await firstLimited(mock, 'sandbox', 121, 'api-key')) === undefined,
  'hc-rate-limit-250-production': async (_c, mock) =>
    (await firstLimited(mock, 'production', 500, 'api-key')) !== undefined,
  'hc-checkout-short-window': async (_c, mock) => {
    const path = await hostedCheckoutPath(mock);
    mock.clock.advance(45);
    return (await loadHosted(mock, path)).status !== 200;
  },
  'hc-checkout-never-expires': async (_c, mock) => {
    const path = await hostedCheckoutPath(mock);
    mock.clock.advance(61);
    return (await loadHosted(mock, path)).status === 200;
  },
  'hc-checkout-expires-after-load': async (_c, mock) => {
    const path = await hostedCheckoutPath(mock);
    await loadHosted(mock, path);
    mock.clock.advance(61);
    return (await loadHosted(mock, path)).status !== 200;
  },
  'hc-checkout-loaded-lasts-5-minutes': async (_c, mock) => {
    const path = await hostedCheckoutPath(mock);
    await loadHosted(mock, path);
    mock.clock.advance(61);
    if ((await loadHosted(mock, path)).status !== 200) return false;
    mock.clock.advance(539);
    return (await loadHosted(mock, path)).status !== 200;
  },
  'hc-checkout-late-load-not-kept': async (_c, mock) => {
    const [atOnce, late] = [await hostedCheckoutPath(mock), await hostedCheckoutPath(mock)];
    await loadHosted(mock, atOnce);
    mock.clock.advance(45);
    if ((await loadHosted(mock, late)).status !== 200) return false;
    mock.clock.advance(20);
    return (await loadHosted(mock, atOnce)).status === 200 && (await loadHosted(mock, late)).status !== 200;
  },
  'hc-checkout-page-blank': async (_c, mock) => {
    const { html } = await loadHosted(mock, await hostedCheckoutPath(mock));
    return !html.includes('100.00 EUR') || !html.includes('BTC');
  },
  'hc-checkout-reusable': async (_c, mock) => {
    const path = await hostedCheckoutPath(mock);
    const first = await loadHosted(mock, path);
    const second = await loadHosted(mock, path);
    const stale = await pay(mock, path, second.csrf);
    const fresh = await pay(mock, path, first.csrf, first.cookie);
    return stale.statusCode !== 403 || !stale.body.includes('CSRF token mismatch') || fresh.statusCode !== 200;
  },

  // The Native API and webhooks.
  'nat-html-content-type': async (_c, mock) =>
    !(await nativeClient(mock).get(nativePrice)).type.startsWith('application/json'),
  'nat-request-id-required': async (_c, mock) =>
    (await nativeClient(mock).get(nativePrice, { requestId: false })).status === 400,
  'nat-invalid-input-500': async (_c, mock) =>
    (await nativeClient(mock).get('/eapi/v0/price?source=EUR&target=BTC&amount=abc')).status >= 500,
  'nat-unsigned-accepted': async (_c, mock) =>
    (await nativeClient(mock).get(nativePrice, { unsigned: true })).status !== 401,
  // A signature over no body, over the root path with the query, or for another method covers nothing else.
  'nat-body-not-signed': async (_c, mock) =>
    (
      await nativeClient(mock).post(
        '/eapi/v0/identities',
        { email: 'body.probe@example.test', externalCustomerId: 'cust-probe' },
        { signedOver: { body: '' } },
      )
    ).status !== 401,
  'nat-path-not-signed': async (_c, mock) =>
    (await nativeClient(mock).get(nativePrice, { signedOver: { url: nativePrice.replace(/^[^?]*/, '/') } })).status !==
    401,
  'nat-method-not-signed': async (_c, mock) =>
    (await nativeClient(mock).get(nativePrice, { signedOver: { method: 'POST' } })).status !== 401,
  'nat-webhook-secret-accepted': async (_c, mock) => {
    const n = nativeClient(mock);
    const sandbox = defaultPartnerCredentials.sandbox;
    return (await n.get(nativePrice, { secret: sandbox.webhookSecret })).status !== 401;
  },
  'nat-api-key-secret-accepted': async (_c, mock) => {
    const n = nativeClient(mock);
    return (await n.get(nativePrice, { secret: defaultPartnerCredentials.sandbox.apiKey })).status !== 401;
  },
  'nat-stale-accepted': async (_c, mock) =>
    (await nativeClient(mock).get(nativePrice, { ageSeconds: 400 })).status !== 401,
  'nat-sandbox-hmac-in-production': async (_c, mock) =>
    (await nativeClient(mock).get(nativePrice, { env: 'production', keyOf: 'sandbox' })).status !== 401,
  'nat-production-hmac-in-sandbox': async (_c, mock) =>
    (await nativeClient(mock).get(nativePrice, { env: 'sandbox', keyOf: 'production' })).status !== 401,
  'nat-duplicate-email-500': async (_c, mock) => {
    const { status, body } = await nativeClient(mock).post('/eapi/v0/identities', {
      email: 'ready.customer@example.test',
      externalCustomerId: 'cust-probe',
    });
    return status !== 422 || codeOf(body) !== 81;
  },
  'nat-email-lookup-ignored': async (_c, mock) =>
    (await nativeClient(mock).get('/eapi/v0/identities/idr-waiting-2b8d1e?email=ready.customer%40example.test')).body
      ?.identityReference !== 'idr-ready-7f3a9c',
  'nat-identity-reference-changes': async (_c, mock) => {
    const n = nativeClient(mock);
    const { identityReference } = (
      await n.post('/eapi/v0/identities', { email: 'stable.probe@example.test', externalCustomerId: 'cust-probe' })
    ).body;
    const path = `/eapi/v0/identities/${encodeURIComponent(identityReference)}`;
    const fetched = [(await n.get(path)).body?.identityReference, (await n.get(path)).body?.identityReference];
    return fetched.some((reference) => reference !== identityReference);
  },
  'nat-identity-reference-email': async (_c, mock) => {
    const { identityReference } = (
      await nativeClient(mock).post('/eapi/v0/identities', {
        email: 'pii.probe@example.test',
        externalCustomerId: 'cust-probe',
      })
    ).body;
    return typeof identityReference !== 'string' || /@|pii\.probe/i.test(identityReference);
  },
  'nat-limits-without-max': async (_c, mock) => {
    const { body } = await nativeClient(mock).post('/eapi/v0/identities/idr-ready-7f3a9c/limits', {
      fiat: 'EUR',
      transactionType: 'buy',
    });
    const limits: Json[] = body?.limits ?? [];
    return (
      limits.length === 0 ||
      // A decimal of either sign: a min below zero is nat-limits-min-negative's.
      limits.some((limit) => ['min', 'max'].some((key) => !/^-?\d+(\.\d+)?$/.test(limit[key] ?? '')))
    );
  },
  'nat-price-with-quote-id': async (_c, mock) => 'quoteId' in ((await nativeClient(mock).get(nativePrice)).body ?? {}),
  'nat-quote-price-off': async (_c, mock) => {
    const n = nativeClient(mock);
    const indicative = Number((await n.get(nativePrice)).body.price);
    const locked = Number((await n.get(nativeQuote)).body.price);
    return Math.abs(locked / indicative - 1) > 0.01;
  },
  'nat-quote-expires-early': async (_c, mock) => (await rampOnQuoteAfter(mock, 170)) !== 200,
  'nat-quote-never-expires': async (_c, mock) => (await rampOnQuoteAfter(mock, 190)) < 400,
  // Faults of state (issue 35): a used quote past its lock served while a fresh one of the same age is refused; a
  // ramp on a live quote aged 30 s whose price is not the quote's.
  'nat-used-quote-outlives-lock': async (_c, mock) => {
    const n = nativeClient(mock);
    const used = (await n.get(nativeQuote)).body.quoteId;
    const fresh = (await n.get(nativeQuote)).body.quoteId;
    await n.post('/eapi/v0/ramps', { ...nativeRamp, quoteId: used });
    mock.clock.advance(190);
    const again = (await n.post('/eapi/v0/ramps', { ...nativeRamp, quoteId: used })).status;
    return again < 400 && (await n.post('/eapi/v0/ramps', { ...nativeRamp, quoteId: fresh })).status >= 400;
  },
  'nat-ramp-priced-at-indicative': async (_c, mock) => {
    const n = nativeClient(mock);
    const quote = (await n.get(nativeQuote)).body;
    mock.clock.advance(30);
    const ramp = await n.post('/eapi/v0/ramps', { ...nativeRamp, quoteId: quote.quoteId });
    return ramp.status === 200 && ramp.body.price !== quote.price;
  },
  'nat-quote-id-on-price': async (_c, mock) =>
    (await nativeClient(mock).get(`${nativePrice}&quoteId=quo-probe`)).status !== 400,
  'nat-ramp-unready-accepted': async (_c, mock) => {
    // With a quoteId: without one is nat-ramp-unready-without-quote-accepted's.
    const n = nativeClient(mock);
    const { quoteId } = (await n.get(nativeQuote)).body;
    return (
      (await n.post('/eapi/v0/ramps', { ...nativeRamp, identityReference: 'idr-waiting-2b8d1e', quoteId })).status !==
      422
    );
  },
  'nat-ramp-unready-without-quote-accepted': async (_c, mock) => {
    const n = nativeClient(mock);
    const { quoteId } = (await n.get(nativeQuote)).body;
    const unready = { ...nativeRamp, identityReference: 'idr-waiting-2b8d1e' };
    return (
      (await n.post('/eapi/v0/ramps', { ...unready, quoteId })).status === 422 &&
      (await n.post('/eapi/v0/ramps', unready)).status < 300
    );
  },
  'nat-ramp-without-external-id': async (_c, mock) =>
    (await nativeClient(mock).post('/eapi/v0/ramps', { ...nativeRamp, externalCustomerId: undefined })).status !== 400,
  // WH-SIGNED sees whether a webhook is signed at all; WH-NOT-API-KEY whether the x-api-key signed it.
  'wh-unsigned': async (_c, mock) => (await deliveredWebhook(mock)).signature === undefined,
  'wh-signed-with-api-key': async (_c, mock) => {
    const { body, signature } = await deliveredWebhook(mock);
    return signature === hmacHex(defaultPartnerCredentials.sandbox.apiKey, body);
  },

  // Another surface's credential, a malformed one; X-Request-Id on a Native POST; null in another buy field.
  'api-key-on-legacy': async (c) =>
    (await c.get('/api/countries', { auth: false, headers: { 'x-api-key': defaultPartnerCredentials.sandbox.apiKey } }))
      .status !== 401,
  'hmac-on-legacy': async (_c, mock) =>
    (await hostedClient(mock).send('sandbox', 'GET', '/api/countries', { auth: 'hmac' })).status !== 401,
  'bare-credential-accepted': async (c) =>
    (await c.get('/api/countries', { headers: { authorization: defaultCredentials.sandbox } })).status !== 401,
  'nat-post-request-id-required': async (_c, mock) =>
    (await nativeClient(mock).post('/eapi/v0/ramps', nativeRamp, { requestId: false })).status === 400,
  'nat-bearer-accepted': async (_c, mock) =>
    (
      await hostedClient(mock).send('sandbox', 'GET', nativePrice, {
        headers: { authorization: `Bearer ${defaultCredentials.sandbox}` },
      })
    ).status !== 401,
  'hc-null-redirect-url-accepted': async (_c, mock) => {
    const { status, body } = await hostedClient(mock).buy({ ...hostedBuy, redirectUrl: null });
    return status !== 400 || codeOf(body) !== 4002;
  },
  'hc-bearer-accepted': async (_c, mock) =>
    (
      await hostedClient(mock).buy(hostedBuy, {
        auth: 'none',
        headers: { authorization: `Bearer ${defaultCredentials.sandbox}` },
      })
    ).status !== 401,
  'nat-malformed-signature-accepted': async (_c, mock) =>
    (await hostedClient(mock).send('sandbox', 'GET', nativePrice, { headers: malformedHmac })).status !== 401,
  'hc-kyc-share-malformed-signature-accepted': async (_c, mock) =>
    (
      await hostedClient(mock).send('sandbox', 'POST', '/v2/identities/token/share', {
        payload: { identityReference: 'idr-probe' },
        headers: malformedHmac,
      })
    ).status !== 401,
  'hc-kyc-share-bearer-accepted': async (_c, mock) =>
    (
      await hostedClient(mock).send('sandbox', 'POST', '/v2/identities/token/share', {
        payload: { identityReference: 'idr-probe' },
        headers: { authorization: `Bearer ${defaultCredentials.sandbox}` },
      })
    ).status !== 401,
  // "paymentReady: boolean eligibility flag": the fetched and the created identity.
  'nat-payment-ready-string': async (_c, mock) => {
    const n = nativeClient(mock);
    const created = (
      await n.post('/eapi/v0/identities', { email: 'boolean.probe@example.test', externalCustomerId: 'cust-probe' })
    ).body;
    return [(await n.get('/eapi/v0/identities/idr-ready-7f3a9c')).body?.paymentReady, created?.paymentReady].some(
      (flag) => typeof flag !== 'boolean',
    );
  },
  'full-last-page-drops-order': async (c) => {
    // Counted by pages of one order, not by meta.total: a full last page of one order each.
    const count = (await listed(c, `${all}&account_reference=cust-0001&per_page=200`)).orders.length;
    return (await listed(c, `${all}&account_reference=cust-0001&per_page=${count}`)).orders.length !== count;
  },
  'meta-data-non-ascii-mangled': async (c, mock) => {
    const { order } = dataOf(
      (await c.post('/api/orders', { ...buy, account_reference: 'probe-unicode', meta_data: 'café ☕ 注文' })).body,
    );
    const today = mock.clock.now().toISOString().slice(0, 10);
    const { orders } = await listed(
      c,
      `start_date=${today}&end_date=${today}&account_reference=probe-unicode&per_page=200`,
    );
    const listedMetaData = orders.find((o) => o.id === order.id)?.meta_data;
    return typeof listedMetaData === 'string' && listedMetaData !== '' && listedMetaData !== 'café ☕ 注文';
  },
  'method-minimum-refused': async (c) => {
    const methods = dataOf((await c.get('/api/payment-methods?source=EUR&target=BTC')).body).payment_methods as Json[];
    const min = methods[0].transaction_limits.find((limit: Json) => limit.fiat_code === 'EUR').min;
    return (
      (await c.post('/api/orders', { ...buy, payment_method_id: methods[0].id, source_amount: String(min) })).status !==
      200
    );
  },
  'account-list-drops-newest-past-two': async (c) => {
    // Three orders of a new customer: the list of its account_reference shows two.
    for (let n = 0; n < 3; n++) await c.post('/api/orders', { ...buy, account_reference: 'probe-growth' });
    const { orders } = await listed(c, `${all}&account_reference=probe-growth`);
    return orders.length === 2 && orders.every((order) => order.account_reference === 'probe-growth');
  },
  'account-total-of-every-customer': async (c) => {
    // The customer's one order listed, with the range's total of every customer's orders.
    await c.post('/api/orders', { ...buy, account_reference: 'probe-total' });
    const own = await listed(c, `${all}&account_reference=probe-total`);
    const every = Number((await listed(c, all)).meta.total);
    return own.orders.length === 1 && Number(own.meta.total) === every && every > 1;
  },
  'account-list-repeats-newest-past-three': async (c) => {
    // Four orders of a new customer read three a page: the newest on page 1 and again on page 2.
    for (let n = 0; n < 4; n++) await c.post('/api/orders', { ...buy, account_reference: 'probe-repeat' });
    const first = await listed(c, `${all}&account_reference=probe-repeat&per_page=3`);
    const second = await listed(c, `${all}&account_reference=probe-repeat&per_page=3&page=2`);
    return (
      second.orders.length === 2 &&
      first.orders.some((order) => order.id === second.orders[1].id) &&
      Number(first.meta.total) === 4
    );
  },
  'status-filter-four-drops-last': async (c) => {
    const four = 'inProgress,coinTransferred,declined,complete';
    const { orders } = await listed(c, `${all}&per_page=200&status=${four}`);
    const three = (await listed(c, `${all}&per_page=200&status=inProgress,coinTransferred,declined`)).orders;
    return orders.length === three.length && !orders.some((o) => o.status === 'complete');
  },
  'status-filter-with-account-drops-oldest': async (c) => {
    // The oldest of the customer's complete orders, as the status filter alone lists them, missing when combined.
    const complete = [
      ...(await listed(c, `${all}&status=complete&per_page=200`)).orders,
      ...(await listed(c, `${all}&status=complete&per_page=200&page=2`)).orders,
    ];
    const oldest = complete.filter((o) => o.account_reference === 'cust-0001').at(-1);
    const combined = (await listed(c, `${all}&account_reference=cust-0001&status=complete&per_page=200`)).orders;
    return oldest !== undefined && !combined.some((o) => o.id === oldest.id);
  },
  'nat-long-decimals-crash': async (_c, mock) =>
    (await nativeClient(mock).get('/eapi/v0/price?source=EUR&target=BTC&amount=100.123456789')).status >= 500,
  'list-dates-roll-over': async (c) =>
    (await c.get('/api/orders?start_date=2026-02-30&end_date=2026-04-31')).status < 400,
  'hc-empty-required-500': async (_c, mock) =>
    (await hostedClient(mock).buy({ ...hostedBuy, externalCustomerId: '' })).status >= 500,
  'price-422-without-code': async (c) => {
    const { status, body } = await c.get('/api/prices?source=EUR&target=BTC&source_amount=abc');
    // Only a 422 carries the promise; another answer is another probe's.
    return status === 422 && !(body?.errors ?? []).every((item: Json) => item.status === '422');
  },
  'hc-non-ascii-customer-id-500': async (_c, mock) =>
    (await hostedClient(mock).buy({ ...hostedBuy, externalCustomerId: 'cust-café' })).status >= 500,
  'hc-customer-id-cut-at-32': async (_c, mock) => {
    // ASCII and long: served, and carried back whole.
    const externalCustomerId = `cust-${'x'.repeat(40)}`;
    const { status, body } = await hostedClient(mock).buy({ ...hostedBuy, externalCustomerId });
    return status === 200 && body?.externalCustomerId !== externalCustomerId;
  },
  'nat-price-pair-swapped-above-1000': async (_c, mock) =>
    String(
      (await nativeClient(mock).get('/eapi/v0/price?source=EUR&target=BTC&amount=5000.00')).body?.source,
    ).toUpperCase() !== 'EUR',
  'nat-quote-pair-swapped-above-1000': async (_c, mock) =>
    String(
      (await nativeClient(mock).get('/eapi/v0/quote?source=EUR&target=BTC&amount=5000.00')).body?.source,
    ).toUpperCase() !== 'EUR',
  // Issue 41, item 7: values of the right type in the wrong place.
  'nat-ramp-other-identity': async (_c, mock) =>
    (await nativeClient(mock).post('/eapi/v0/ramps', nativeRamp)).body?.identityReference !==
    nativeRamp.identityReference,
  'nat-ramp-other-customer-id': async (_c, mock) =>
    (await nativeClient(mock).post('/eapi/v0/ramps', nativeRamp)).body?.externalCustomerId !==
    nativeRamp.externalCustomerId,
  'nat-limits-other-identity': async (_c, mock) =>
    (await nativeClient(mock).post(`/eapi/v0/identities/${nativeRamp.identityReference}/limits`, limitsAsked)).body
      ?.identityReference !== nativeRamp.identityReference,
  'nat-limits-other-fiat': async (_c, mock) =>
    (
      (await nativeClient(mock).post(`/eapi/v0/identities/${nativeRamp.identityReference}/limits`, limitsAsked)).body
        ?.limits ?? []
    ).some((limit: Json) => limit?.fiat !== limitsAsked.fiat),
  'nat-limits-min-max-swapped': async (_c, mock) =>
    (
      (await nativeClient(mock).post(`/eapi/v0/identities/${nativeRamp.identityReference}/limits`, limitsAsked)).body
        ?.limits ?? []
    ).some((limit: Json) => Number(limit?.min) > Number(limit?.max)),
  'nat-limits-min-negative': async (_c, mock) =>
    (
      (await nativeClient(mock).post(`/eapi/v0/identities/${nativeRamp.identityReference}/limits`, limitsAsked)).body
        ?.limits ?? []
    ).some((limit: Json) => Number(limit?.min) < 0 && Number(limit?.min) <= Number(limit?.max)),
  'nat-identity-fetched-not-ready': async (_c, mock) =>
    (await nativeClient(mock).get(`/eapi/v0/identities/${nativeRamp.identityReference}`)).body?.paymentReady ===
      false && (await rampOnQuoteAfter(mock, 0)) < 300,
  'nat-price-codes-lower-case': async (_c, mock) => (await nativeClient(mock).get(nativePrice)).body?.source === 'eur',
  'nat-quote-codes-lower-case': async (_c, mock) => (await nativeClient(mock).get(nativeQuote)).body?.source === 'eur',
  'nat-price-target-amount-x10': async (_c, mock) => {
    const { amount, price, targetAmount } = (await nativeClient(mock).get(nativePrice)).body ?? {};
    return Number(targetAmount) > 2 * (Number(amount) / Number(price));
  },
  'nat-quote-target-amount-3-percent-off': async (_c, mock) => {
    const { amount, price, targetAmount } = (await nativeClient(mock).get(nativeQuote)).body ?? {};
    return Math.abs(Number(targetAmount) / (Number(amount) / Number(price)) - 1) > 0.01;
  },
  'nat-email-lookup-drops-subaddress': async (_c, mock) => {
    const n = nativeClient(mock);
    const { identityReference } = (
      await n.post('/eapi/v0/identities', { email: 'probe+tag@example.test', externalCustomerId: 'cust-probe' })
    ).body;
    const found = await n.get(
      `/eapi/v0/identities/${encodeURIComponent(identityReference)}?email=probe%2Btag%40example.test`,
    );
    return found.body?.identityReference !== identityReference;
  },
  'nat-subaddress-email-500': async (_c, mock) =>
    (
      await nativeClient(mock).post('/eapi/v0/identities', {
        email: 'probe+crash@example.test',
        externalCustomerId: 'cust-probe',
      })
    ).status >= 500,
  // A plain four-part email refused, where the scenarios' three-part ones are still created.
  'nat-identity-four-part-email-refused': async (_c, mock) => {
    const n = nativeClient(mock);
    const three = await n.post('/eapi/v0/identities', {
      email: 'conformance.probe.three@example.test',
      externalCustomerId: 'cust-probe',
    });
    const four = await n.post('/eapi/v0/identities', {
      email: 'c1.ab.cd.ef@example.test',
      externalCustomerId: 'cust-probe',
    });
    return three.status === 200 && four.status === 400;
  },
  // A ramp above 1000 refused, where the sample's 100.00 is still created.
  'nat-ramp-refused-above-1000': async (_c, mock) => {
    const n = nativeClient(mock);
    return (
      (await n.post('/eapi/v0/ramps', nativeRamp)).status === 200 &&
      (await n.post('/eapi/v0/ramps', { ...nativeRamp, amount: '5000.00' })).status === 422
    );
  },

  // Relations (issue 33): an error code in every 400; what an answer names, held to what was sent, the reference lists,
  // other answers.
  'malformed-body-400-without-code': async (c) => {
    const { status, body } = await c.send('sandbox', 'POST', '/api/orders', {
      payload: '{"account_reference":',
      headers: { 'content-type': 'application/json' },
    });
    return status === 400 && !(body?.errors ?? []).every((item: Json) => item.status === '400');
  },
  'hc-validation-without-code': async (_c, mock) => {
    const { status, body } = await hostedClient(mock).buy({ ...hostedBuy, fiatAmount: 'abc' });
    return status === 400 && typeof codeOf(body) !== 'number';
  },
  'nat-400-without-code': async (_c, mock) => {
    const { status, body } = await nativeClient(mock).get('/eapi/v0/price?source=EUR&target=BTC&amount=abc');
    return status === 400 && typeof codeOf(body) !== 'number';
  },
  'list-order-coin-replaced': async (c, mock) => {
    // Held to the coin sent, not to the create answer: an answer that names another coin is
    // create-coin-code-not-echoed's.
    const { order } = dataOf((await c.post('/api/orders', { ...buy, account_reference: 'probe-listed' })).body);
    const today = mock.clock.now().toISOString().slice(0, 10);
    const { orders } = await listed(
      c,
      `start_date=${today}&end_date=${today}&account_reference=probe-listed&per_page=200`,
    );
    const found = orders.find((o) => o.id === order.id);
    return found !== undefined && found.coin_code !== buy.target;
  },
  'fiats-listed-twice': async (c) =>
    (
      await Promise.all(
        ['buy', 'sell'].map(async (type) => codes(dataOf((await c.get(`/api/fiats/${type}`)).body).fiats, 'fiat_code')),
      )
    ).some(repeats),
  'coins-listed-twice': async (c) =>
    (
      await Promise.all(
        ['buy', 'sell'].map(async (type) => codes(dataOf((await c.get(`/api/coins/${type}`)).body).coins, 'coin_code')),
      )
    ).some(repeats),
  'countries-listed-twice': async (c) =>
    repeats(codes(dataOf((await c.get('/api/countries')).body).countries, 'country_code')),
  'states-listed-twice': async (c) =>
    repeats(codes(dataOf((await c.get('/api/countries/us/states')).body).states, 'state_code')),
  'payment-methods-listed-twice': async (c) =>
    (
      await Promise.all(
        ['', '?source=EUR&target=BTC', '?source=BTC&target=EUR'].map(async (query) =>
          codes(dataOf((await c.get(`/api/payment-methods${query}`)).body).payment_methods, 'id'),
        ),
      )
    ).some(repeats),
  'network-listed-twice': async (c) => (await listedCoins(c)).some((coin) => repeats(codes(coin.blockchains, 'code'))),
  'coin-two-defaults': async (c) =>
    (await listedCoins(c)).some(
      (coin) => (coin.blockchains ?? []).filter((b: Json) => b.is_default === true).length > 1,
    ),
  'order-refund-address-tag-refused': async (c) =>
    (
      await c.post('/api/orders', {
        ...sell,
        source: 'XRP',
        source_amount: '25',
        blockchain: 'ripple',
        refund_address: 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh',
        refund_address_tag: '12345',
      })
    ).status === 422,
  'sell-tags-refused-400': async (c) =>
    (await c.post('/api/orders', { ...sell, refund_address_tag: '123456', source_address_tag: '123456' })).status ===
    400,
  'coin-no-default': async (c) =>
    (await listedCoins(c)).some(
      (coin) =>
        (coin.blockchains ?? []).length > 0 && !(coin.blockchains ?? []).some((b: Json) => b.is_default === true),
    ),
  'limits-min-above-max': async (c) =>
    dataOf((await c.get('/api/payment-methods')).body).payment_methods.some((m: Json) =>
      (m.transaction_limits ?? []).some((limit: Json) => Number(limit.min) > Number(limit.max)),
    ),
  'prices-buy-coin-replaced': async (c) =>
    dataOf((await c.get('/api/prices?source=EUR&target=BTC')).body).prices.some((p: Json) => p.coin_code !== 'BTC'),
  'create-network-ignored': async (c) => {
    // Another network of the coin answered than the one sent; one of no blockchain of the coin is
    // create-network-of-other-coin's.
    const { order } = dataOf((await c.post('/api/orders', usdtOnTron)).body);
    const own = codes((await listedCoins(c)).find((coin) => coin.coin_code === 'USDT')?.blockchains, 'code');
    return own.includes(order?.blockchain?.code) && order.blockchain.code !== usdtOnTron.blockchain;
  },
  'create-country-unlisted': async (c) => {
    const { order } = dataOf((await c.post('/api/orders', buy)).body);
    return (
      order?.country !== undefined &&
      !codes(dataOf((await c.get('/api/countries')).body).countries, 'country_code').includes(order.country)
    );
  },
  'create-network-of-other-coin': async (c) => {
    // Sent with its network: an order sent without one and answered on another is create-other-network's.
    const { order } = dataOf((await c.post('/api/orders', { ...buy, blockchain: 'bitcoin' })).body);
    const own = codes((await listedCoins(c)).find((coin) => coin.coin_code === 'BTC')?.blockchains, 'code');
    return order !== undefined && !own.includes(order.blockchain?.code);
  },
  'payment-method-fiat-unlisted': async (c) => {
    const listedFiats = [...(await listedCodes(c, 'fiats', 'fiat_code'))];
    return (await listedMethods(c)).some((m: Json) =>
      (m.supported_fiat ?? []).some((code: string) => !listedFiats.includes(code)),
    );
  },
  'payment-method-coin-unlisted': async (c) => {
    const listedCoinCodes = [...(await listedCodes(c, 'coins', 'coin_code'))];
    return (await listedMethods(c)).some((m: Json) =>
      (m.supported_coin ?? []).some((code: string) => !listedCoinCodes.includes(code)),
    );
  },
  'price-method-unlisted': async (c) => {
    // Compared as text: an id the listing writes as a string is payment-method-id-string's.
    const ids = codes(await listedMethods(c), 'id').map(String);
    return dataOf((await c.get('/api/prices?source=EUR&target=BTC')).body).prices.some(
      (p: Json) => !ids.includes(String(p.payment_method_id)),
    );
  },
  // The world's lists (rules/world.ts): a name judged only where its code is the world's.
  'country-names-shifted': async (c) =>
    (await entriesOf(c, '/api/countries', 'countries')).some(
      (e: Json) =>
        typeof e.country_name === 'string' &&
        countryName(e.country_code) !== undefined &&
        e.country_name !== countryName(e.country_code),
    ),
  'country-code-not-iso': async (c) =>
    (await entriesOf(c, '/api/countries', 'countries')).some((e: Json) => !isWorldCode('countries', e.country_code)),
  'fiat-names-exchanged': async (c) =>
    (await entriesOf(c, '/api/fiats/buy', 'fiats')).some(
      (e: Json) =>
        typeof e.fiat_name === 'string' &&
        currencyName(e.fiat_code) !== undefined &&
        e.fiat_name !== currencyName(e.fiat_code),
    ),
  'fiat-symbols-shifted': async (c) =>
    (await entriesOf(c, '/api/fiats/buy', 'fiats')).some(
      (e: Json) =>
        typeof e.fiat_symbol === 'string' &&
        currencyName(e.fiat_code) !== undefined &&
        !currencySymbols(e.fiat_code).includes(e.fiat_symbol),
    ),
  'fiat-code-not-iso': async (c) =>
    (await entriesOf(c, '/api/fiats/buy', 'fiats')).some((e: Json) => !isWorldCode('currencies', e.fiat_code)),
  'state-not-us': async (c) =>
    (await entriesOf(c, '/api/countries/us/states', 'states')).some(
      (e: Json) => !isWorldCode('us-states', e.state_code),
    ),
  'state-names-shifted': async (c) =>
    (await entriesOf(c, '/api/countries/us/states', 'states')).some(
      (e: Json) =>
        typeof e.state_name === 'string' &&
        usStateName(e.state_code) !== undefined &&
        e.state_name !== usStateName(e.state_code),
    ),
  'agent-os-unknown': async (c) =>
    (await listedMethods(c)).some((m: Json) =>
      (m.supported_agents ?? []).some((agent: Json) => !isKnownAgent('operating-systems', agent.os)),
    ),
  'limit-fiat-unsupported': async (c) =>
    (await listedMethods(c)).some((m: Json) =>
      (m.transaction_limits ?? []).some((limit: Json) => !(m.supported_fiat ?? []).includes(limit.fiat_code)),
    ),
  'fee-fiat-unsupported': async (c) =>
    (await listedMethods(c)).some((m: Json) =>
      (m.transaction_fees ?? []).some((fee: Json) => !(m.supported_fiat ?? []).includes(fee.fiat_code)),
    ),
  'fee-coin-unsupported': async (c) =>
    (await listedMethods(c)).some((m: Json) =>
      (m.transaction_fees ?? []).some((fee: Json) => !(m.supported_coin ?? []).includes(fee.coin_code)),
    ),
  'payment-method-logo-not-url': async (c) =>
    (await listedMethods(c)).some((m: Json) => !String(m.logo_url).startsWith('https://')),
  'address-tag-required-negated': async (c) =>
    dataOf((await c.get('/api/coins/buy')).body).coins.some((coin: Json) =>
      coin.blockchains.some(
        (chain: Json) => chain.address_tag?.required === false && chain.address_tag?.regex === '^[0-9]{1,10}$',
      ),
    ),
  'bulk-fees-negative': async (c) =>
    ((dataOf((await c.get(`/api/orders?${all}`)).body).orders ?? []) as Json[]).some((order) => order.fee < 0),
  'bulk-commissions-negative': async (c) =>
    ((dataOf((await c.get(`/api/orders?${all}`)).body).orders ?? []) as Json[]).some((order) => order.commission < 0),
  'listed-order-network-padded': async (c) =>
    ((dataOf((await c.get(`/api/orders?${all}`)).body).orders ?? []) as Json[]).some(
      (order) => order.blockchain?.code !== String(order.blockchain?.code).trim(),
    ),
  'checkout-url-padded': async (c) => {
    const { body } = await c.post('/api/orders', buy);
    const url = dataOf(body)?.order?.checkout_url;
    return typeof url === 'string' && url !== url.trim() && URL.canParse(url.trim());
  },
  'created-order-codes-padded': async (c) => {
    const { body } = await c.post('/api/orders', buy);
    return dataOf(body)?.order?.fiat_code !== String(dataOf(body)?.order?.fiat_code).trim();
  },
  'hc-4002-in-coin-restriction-words': async (_c, mock) => {
    const { status, body } = await hostedClient(mock).buy({ ...hostedBuy, fiatAmount: 'abc' });
    return status === 400 && body?.error?.code === 4002 && body?.error?.message === 'Coin restriction';
  },
  'hc-buy-fiat-replaced': async (_c, mock) => {
    const { status, body } = await hostedClient(mock).buy(hostedBuy);
    return status === 200 && String(body?.fiat).toUpperCase() !== hostedBuy.fiat;
  },
  'hc-buy-crypto-replaced': async (_c, mock) => {
    const { status, body } = await hostedClient(mock).buy(hostedBuy);
    return status === 200 && String(body?.crypto).trim().toUpperCase() !== hostedBuy.crypto;
  },
  // Issue 41, item 7: the same letters in another case.
  'hc-buy-codes-lower-case': async (_c, mock) => {
    const { status, body } = await hostedClient(mock).buy(hostedBuy);
    return status === 200 && body?.fiat === hostedBuy.fiat.toLowerCase();
  },
  'hc-checkout-url-padded': async (_c, mock) => {
    const { status, body } = await hostedClient(mock).buy(hostedBuy);
    const url = body?.checkoutUrl;
    return status === 200 && typeof url === 'string' && url !== url.trim() && URL.canParse(url.trim());
  },
  'hc-buy-crypto-padded': async (_c, mock) => {
    const { status, body } = await hostedClient(mock).buy(hostedBuy);
    return status === 200 && body?.crypto === ` ${hostedBuy.crypto} `;
  },
  'hc-buy-fiat-amount-rounded': async (_c, mock) => {
    // An amount with cents; compared as a number, so a JSON number is hc-fiat-amount-number's.
    const { status, body } = await hostedClient(mock).buy({ ...hostedBuy, fiatAmount: '123.45' });
    return status === 200 && Number(body?.fiatAmount) !== 123.45;
  },
};

/** The values of one field across a listing's entries; none for a listing not there. */
const codes = (entries: Json, field: string): unknown[] =>
  Array.isArray(entries) ? entries.map((entry: Json) => entry?.[field]) : [];
const repeats = (values: unknown[]) => new Set(values).size !== values.length;
/** The coins of the buy and the sell listings, each listing's entries in turn. */
const listedCoins = async (c: Client): Promise<Json[]> =>
  (
    await Promise.all(
      ['buy', 'sell'].map(async (type) => (dataOf((await c.get(`/api/coins/${type}`)).body).coins ?? []) as Json[]),
    )
  ).flat();
/** A field of the buy and the sell listings of fiats or coins, together. */
const listedCodes = async (c: Client, kind: 'fiats' | 'coins', field: string) =>
  new Set(
    (
      await Promise.all(
        ['buy', 'sell'].map(async (type) => codes(dataOf((await c.get(`/api/${kind}/${type}`)).body)[kind], field)),
      )
    ).flat(),
  );
const entriesOf = async (c: Client, path: string, field: string): Promise<Json[]> =>
  dataOf((await c.get(path)).body)?.[field] ?? [];
const listedMethods = async (c: Client): Promise<Json[]> =>
  dataOf((await c.get('/api/payment-methods')).body).payment_methods ?? [];
/** USDT sent on tron, a network of the coin other than its default (ethereum), with a tron address. */
const usdtOnTron = { ...buy, target: 'USDT', blockchain: 'tron', wallet_address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' };

const discounted = `discount_code=${MOCK_DISCOUNT_CODE}`;
/**
 * The price entries, of a buy and a sell, whose `tie` does not hold as the suite judges it (ASSUME-LEG-PRICE-ARITHMETIC
 * written), with their answer's spot_price.
 */
async function tiesBroken(c: Client, tie: PriceTie, extra = ''): Promise<{ entry: Json; spot: unknown }[]> {
  const fees = listedFees(await listedMethods(c));
  const broken: { entry: Json; spot: unknown }[] = [];
  for (const [direction, pair] of [
    ['buy', 'source=EUR&target=BTC'],
    ['sell', 'source=BTC&target=EUR'],
  ] as const) {
    const data = dataOf((await c.get(`/api/prices?${pair}&${extra}`)).body);
    for (const entry of data?.prices ?? []) {
      const listedPercent = fees[feeKey(entry.payment_method_id, entry.fiat_code, entry.coin_code)];
      const verdict = priceTie(tie, { entry, spot: data.spot_price, direction, tolerance: 'written', listedPercent });
      if (verdict?.ok === false) broken.push({ entry, spot: data.spot_price });
    }
  }
  return broken;
}

/** The promises broken, of the probes named (every probe by default), each on the mock reset. */
async function brokenPromises(mock: Mock, only?: ReadonlySet<string>): Promise<string[]> {
  const c = client(mock);
  const broken: string[] = [];
  for (const [name, probe] of Object.entries(probes)) {
    if (only && !only.has(name)) continue;
    mock.reset();
    if (await probe(c, mock)) broken.push(name);
  }
  return broken;
}

/**
 * The seams each probe reads of a faithful mock built for it alone (the build's reads count for every probe). A probe
 * that reads none of a fault's seams sends the same requests and gets the same answers with the fault as without, so
 * a fault needs only the probes that read one of its seams, and its own.
 */
async function seamsReadByProbe(): Promise<Map<string, Set<string>>> {
  const reads = new Map<string, Set<string>>();
  for (const [name, probe] of Object.entries(probes)) {
    const read = new Set<string>();
    const mock = buildMock({ onSeamRead: (seam) => read.add(seam) });
    if (await probe(client(mock), mock)) throw new Error(`the faithful mock breaks ${name}`);
    reads.set(name, read);
  }
  return reads;
}
const probesSeeing = (reads: Map<string, Set<string>>, fault: (typeof ruleFaults)[number]): Set<string> =>
  new Set(
    [...reads]
      .filter(([name, read]) => name === fault.name || Object.keys(fault.seams).some((seam) => read.has(seam)))
      .map(([name]) => name),
  );

test.describe('mock fault matrix', () => {
  let reads: Map<string, Set<string>>;
  test.beforeAll(async () => {
    // One faithful mock per probe, about 240 of them: room for a loaded runner.
    test.setTimeout(180_000);
    reads = await seamsReadByProbe();
  });

  test('the faithful mock breaks no promise', async () => {
    expect(await brokenPromises(buildMock())).toEqual([]);
  });

  // The selection proven on a few faults: every probe run against each, the same promises broken.
  for (const fault of ruleFaults.filter((_, index) => index % 60 === 7)) {
    test(`every probe against ${fault.name} breaks what the probes reading its seams break`, async () => {
      const mock = buildMock({ faults: [fault.name] });
      expect(await brokenPromises(mock)).toEqual(await brokenPromises(mock, probesSeeing(reads, fault)));
    });
  }

  for (const fault of ruleFaults) {
    test(`fault ${fault.name} breaks ${fault.rule} and nothing else the probes see`, async () => {
      const mock = buildMock({ faults: [fault.name] });
      expect(await brokenPromises(mock, probesSeeing(reads, fault))).toEqual([fault.name]);
    });
  }
});

test('vacuity faults answer every request of their environments with their status and an empty body', async () => {
  for (const fault of vacuityFaults) {
    if (!('everyRequestAnswered' in fault.seams)) continue;
    const mock = buildMock({ faults: [fault.name] });
    for (const env of ['sandbox', 'production'] as const) {
      const status = (fault.seams.everyRequestAnswered as Partial<Record<Env, number>>)[env];
      for (const url of ['/api/countries', '/eapi/v0/price?source=EUR&target=BTC&amount=100', '/nowhere']) {
        const response = await mock.apps[env].inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${defaultCredentials[env]}` },
        });
        if (status === undefined)
          expect(url === '/api/countries' ? response.statusCode : 200, `${fault.name} ${env} ${url}`).toBe(200);
        else expect([response.statusCode, response.body], `${fault.name} ${env} ${url}`).toEqual([status, '']);
      }
    }
  }
});

test('vacuity faults that replace answers: Native refusals, HTML error bodies, empty /api lists', async () => {
  const get = (
    mock: Mock,
    url: string,
    headers: Record<string, string> = { authorization: `Bearer ${defaultCredentials.sandbox}` },
  ) => mock.apps.sandbox.inject({ method: 'GET', url, headers });
  const native = await get(
    buildMock({ faults: ['native-unprocessable-everywhere'] }),
    '/eapi/v0/price?source=EUR&target=BTC&amount=100',
  );
  expect([native.statusCode, native.json().error.code]).toEqual([422, 4002]);
  const html = await get(buildMock({ faults: ['error-bodies-html'] }), '/api/countries', {});
  expect([html.statusCode, html.headers['content-type'], html.body.startsWith('<!doctype html>')]).toEqual([
    401,
    'text/html; charset=utf-8',
    true,
  ]);
  const empty = buildMock({ faults: ['api-lists-empty'] });
  expect((await get(empty, '/api/countries')).json()).toEqual({ data: { countries: [] } });
  expect((await get(empty, '/api/orders?start_date=2000-01-01&end_date=2100-12-31')).json().data.orders).toEqual([]);
});
