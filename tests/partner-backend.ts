import { randomUUID } from 'node:crypto';
import { defaultHmacSigner } from '../kit/auth/hmac';
import { EMBEDDED_MOCK_CREDENTIALS } from '../kit/config/embedded-mock';
import { readTargetConfig } from '../kit/config/read-target';
import type { ClientFault } from './proxy-faults';

/**
 * The sample partner backend that `proxy` watches in tests/proxy-matrix.ts: one customer's journey through all
 * three surfaces of the embedded mock's sandbox, keeping every partner rule, or breaking the one its
 * PARTNER_CLIENT_FAULT names. Run as the proxy's command: the proxy's address is in CONFORMANCE_PROXY_URL.
 */
const base = process.env.CONFORMANCE_PROXY_URL!;
const fault = (process.env.PARTNER_CLIENT_FAULT ?? '') as ClientFault | '';
const legacy = process.env.PARTNER_CLIENT_LEGACY !== 'no';
const backoffMs = Number(process.env.PARTNER_BACKOFF_MS ?? 1000);
const own = EMBEDDED_MOCK_CREDENTIALS.sandbox;
const { hmac } = readTargetConfig({});
const READY = {
  identityReference: 'idr-ready-7f3a9c',
  email: 'ready.customer@example.test',
  externalCustomerId: 'cust-native-ready',
};
const pair = 'source=EUR&target=BTC&amount=100.00';
const walletAddress = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

interface Sent {
  status: number;
  body: Record<string, unknown>;
}

async function send(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Sent> {
  const text = body === undefined ? undefined : JSON.stringify(body);
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(text ? { 'content-type': 'application/json' } : {}), ...headers },
    body: text,
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

const bearer = { authorization: `Bearer ${own.apiCredential}` };
const apiKey = { 'x-api-key': own.apiKey };
const signed = (method: string, path: string, body?: unknown) => ({
  ...defaultHmacSigner(
    { method, url: `${base}${path}`, body: body === undefined ? undefined : JSON.stringify(body) },
    { key: own.hmacKey, secret: own.hmacSecret },
    hmac,
    Date.now(),
  ),
  ...(fault === 'api-key-to-native' ? apiKey : {}),
});
const native = (method: string, path: string, body?: unknown) => send(method, path, signed(method, path, body), body);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  if (legacy) {
    const bothAmounts = fault === 'both-amounts' ? '&target_amount=0.002' : '';
    const prices = `/api/prices?source=EUR&target=BTC&source_amount=100${bothAmounts}`;
    // Asked again and again, as a cached list refreshed, when broken so; once, on the customer's request, else.
    for (let i = 0; i < (fault === 'prices-polled' ? 6 : 1); i++) await send('GET', prices, bearer);
    // A price of one coin in another (a crypto-to-crypto swap), when broken so.
    if (fault === 'crypto-to-crypto') await send('GET', '/api/prices?source=ETH&target=BTC&source_amount=1', bearer);
    // The customer confirms: the order, as JSON (POST /api/orders (JSON body)), or as a form when broken so.
    const order = {
      account_reference: 'acct-7c21',
      source: 'EUR',
      target: 'BTC',
      source_amount: '100.00',
      wallet_address: walletAddress,
      return_url_on_success: 'https://partner.example/return',
    };
    if (fault === 'orders-form-encoded')
      await fetch(`${base}/api/orders`, {
        method: 'POST',
        headers: { ...bearer, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(order).toString(),
      });
    else if (fault === 'sell-fields-on-buy')
      await send('POST', '/api/orders', bearer, { ...order, source_address: walletAddress });
    else await send('POST', '/api/orders', bearer, order);
    // A coin whose network takes a tag, as the service's coin list says (address_tag.required): bought with its tag,
    // or without when broken so.
    await send('GET', '/api/coins/buy', bearer);
    await send('POST', '/api/orders', bearer, {
      ...order,
      target: 'XRP',
      wallet_address: 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe',
      ...(fault === 'xrp-without-tag' ? {} : { wallet_address_tag: '3417761' }),
    });
    for (let i = 0; i < (fault === 'orders-polled' ? 6 : 1); i++)
      await send('GET', '/api/orders?status=inProgress', bearer);
  }

  const buy: Record<string, unknown> = {
    crypto: 'BTC',
    fiat: 'EUR',
    fiatAmount: '100.00',
    walletAddress,
    redirectUrl: 'https://partner.example/return',
    externalCustomerId: 'cust-hc-5e1d',
  };
  if (fault === 'null-optional') buy.discountCode = null;
  if (fault === 'no-external-customer-id') delete buy.externalCustomerId;
  if (fault === 'email-as-external-customer-id') buy.externalCustomerId = 'new.buyer@example.test';
  await send('POST', `/${own.partnerRef}/v2/buy`, apiKey, buy);

  // The target answers the first price 503 (tests/proxy-matrix.ts): retried after backing off.
  const price = `/eapi/v0/price?${pair}`;
  if ((await native('GET', price)).status >= 500) {
    if (fault !== 'no-backoff') await pause(backoffMs + 50);
    await native('GET', price);
  }

  // The ready customer's ramp on a quote: 100 EUR of BTC to the sample wallet.
  const rampOn = (quoteId: unknown) => ({
    identityReference: READY.identityReference,
    externalCustomerId: READY.externalCustomerId,
    source: 'EUR',
    target: 'BTC',
    amount: '100.00',
    walletAddress,
    quoteId,
  });
  // A ramp before its identity's eligibility was read, when broken so (the journey then goes on as written).
  if (fault === 'ramp-without-eligibility') {
    const early = await native('GET', `/eapi/v0/quote?${pair}`);
    await native('POST', '/eapi/v0/ramps', rampOn(early.body.quoteId));
  }
  // A customer who registered before: code 81, then the identity it has, by its stored reference.
  const existing = { email: READY.email, externalCustomerId: READY.externalCustomerId };
  if ((await native('POST', '/eapi/v0/identities', existing)).status === 422) {
    if (fault === 'identity-created-again') await native('POST', '/eapi/v0/identities', existing);
    if (fault === 'email-as-identity-reference')
      await native('GET', `/eapi/v0/identities/${encodeURIComponent(READY.email)}`);
    await native('GET', `/eapi/v0/identities/${READY.identityReference}`);
  }
  const fresh = await native('POST', '/eapi/v0/identities', {
    email: `new.customer.${randomUUID().slice(0, 8)}@example.test`,
    externalCustomerId: `cust-${randomUUID().slice(0, 8)}`,
  });

  const quote = await native('GET', `/eapi/v0/quote?${pair}`);
  if (fault === 'quote-id-to-price') await native('GET', `${price}&quoteId=${String(quote.body.quoteId)}`);
  const ramp = rampOn(quote.body.quoteId);
  await native('POST', '/eapi/v0/ramps', ramp);
  if (fault === 'external-customer-id-changes')
    await native('POST', '/eapi/v0/ramps', { ...ramp, externalCustomerId: 'cust-another-9d2e' });
  // The fresh identity is not paymentReady yet: no ramp for it, unless broken so.
  if (fault === 'ramp-while-not-ready')
    await native('POST', '/eapi/v0/ramps', {
      ...ramp,
      identityReference: fresh.body.identityReference,
      externalCustomerId: 'cust-fresh',
    });
}

main().catch((error) => {
  console.error(`partner client: ${(error as Error).message}`);
  process.exit(1);
});
