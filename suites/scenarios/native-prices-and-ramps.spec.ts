import { test } from '../../kit/fixtures';
import { checking, WRITES } from '../../kit/checking';
import { expectClientError } from '../../kit/checks/response';
import { expectRule } from '../../kit/checks/violation';
import { createIdentity, objectOf, pricing, rampBody, syntheticEmail } from '../../kit/native/requests';
import { externalCustomerId } from '../../kit/hosted/buy';

// Endpoints › Native API: price is indicative and not rate-locked; quote is locked, for bank-transfer ramps
// only; POST ramps is the only operation accepting quoteId; no ramp while paymentReady is false.

test('MUST answer the indicative price without a quoteId: it is not rate-locked', checking('NAT-PRICE-INDICATIVE'), async ({ native, target }) => {
  const price = objectOf(await native.get('/eapi/v0/price', { query: pricing(target) }), 'NAT-PRICE-INDICATIVE', 'the indicative price');
  expectRule('NAT-PRICE-INDICATIVE', !('quoteId' in price), () => `quoteId ${JSON.stringify(price.quoteId)} in the indicative price`, 'indicative, not rate-locked: no quoteId');
});

test('ASSUMED the indicative price and a locked quote of the same pair differ by at most NATIVE_PRICE_QUOTE_TOLERANCE', checking('NAT-PRICE-QUOTE-CONSISTENT'), async ({ native, target }) => {
  const price = objectOf(await native.get('/eapi/v0/price', { query: pricing(target) }), 'NAT-PRICE-INDICATIVE', 'the indicative price');
  const quote = objectOf(await native.get('/eapi/v0/quote', { query: pricing(target) }), 'NAT-PRICE-QUOTE-CONSISTENT', 'a locked quote');
  const difference = Math.abs(Number(quote.price) - Number(price.price)) / Number(price.price);
  expectRule('NAT-PRICE-QUOTE-CONSISTENT', Number.isFinite(difference) && difference <= target.native.priceQuoteTolerance,
    () => `quote price ${quote.price} against indicative ${price.price} (${(difference * 100).toFixed(1)} %)`, `at most ${target.native.priceQuoteTolerance * 100} % apart (ASSUME-NAT-PRICE-QUOTE)`);
});

test('MUST refuse a quoteId on any operation but ramp creation', checking('NAT-QUOTEID-RAMPS-ONLY'), async ({ native, target }) => {
  const quote = objectOf(await native.get('/eapi/v0/quote', { query: pricing(target) }), 'NAT-QUOTEID-RAMPS-ONLY', 'a locked quote');
  const answer = await native.get('/eapi/v0/price', { query: { ...pricing(target), quoteId: String(quote.quoteId) } });
  expectClientError('NAT-QUOTEID-RAMPS-ONLY', answer, 'quoteId accepted only by ramp creation: a 4xx on the price');
});

test('MUST refuse a ramp without externalCustomerId', checking('NAT-RAMP-EXTERNAL-CUSTOMER-ID', WRITES), async ({ native, target }) => {
  const { externalCustomerId: _left, ...body } = rampBody(target, target.native.readyIdentity, 'unused');
  const answer = await native.post('/eapi/v0/ramps', { json: body });
  expectClientError('NAT-RAMP-EXTERNAL-CUSTOMER-ID', answer, 'externalCustomerId required on every buy and sell order');
});

test('MUST refuse a ramp for an identity whose paymentReady is false', checking('NAT-RAMP-PAYMENT-READY', WRITES), async ({ native, target, data }) => {
  const customer = externalCustomerId(data);
  const identity = objectOf(await createIdentity(native, target, syntheticEmail(data), customer), 'NAT-RAMP-PAYMENT-READY', 'a new identity (ASSUME-NAT-PATHS)');
  test.skip(identity.paymentReady !== false, `a new identity has paymentReady ${JSON.stringify(identity.paymentReady)}: no identity to test with`);
  const answer = await native.post('/eapi/v0/ramps', { json: rampBody(target, String(identity.identityReference), customer) });
  expectClientError('NAT-RAMP-PAYMENT-READY', answer, 'a ramp must not be created when paymentReady is false (Endpoints › Native API, rule 1)');
});
