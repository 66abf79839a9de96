import { test } from '../../kit/fixtures';
import { audit, ruleTitle } from '../../kit/audit-rule';
import { checking, WRITES } from '../../kit/checking';
import { expectClientError, expectJson, isObject, isRefusal } from '../../kit/checks/response';
import { answerLine, expectRule } from '../../kit/checks/violation';
import {
  createIdentity,
  freshQuoteId,
  objectOf,
  priceField,
  pricing,
  rampBody,
  syntheticEmail,
} from '../../kit/native/requests';
import { externalCustomerId } from '../../kit/hosted/buy';

// Endpoints › Native API: price is indicative and not rate-locked; quote is locked, for bank-transfer ramps
// only; POST ramps is the only operation accepting quoteId; no ramp while paymentReady is false.

test(
  ...audit('NAT-PRICE-INDICATIVE', async ({ native, target }) => {
    const price = objectOf(
      await native.get('/eapi/v0/price', { query: pricing(target) }),
      'NAT-PRICE-INDICATIVE',
      'the indicative price',
    );
    // ASSUME-NAT-PRICE-NO-QUOTEID: a quoteId of null locks nothing; only a quote's id would.
    expectRule(
      'NAT-PRICE-INDICATIVE',
      price.quoteId === null || price.quoteId === undefined,
      () => `quoteId ${JSON.stringify(price.quoteId)} in the indicative price`,
      'indicative, not rate-locked: no quoteId',
    );
  }),
);

test(
  ...audit('NAT-PRICE-QUOTE-CONSISTENT', 'ASSUME-NAT-PRICE-FIELD', async ({ native, target, readings }) => {
    const priceAnswer = await native.get('/eapi/v0/price', { query: pricing(target) });
    const quoteAnswer = await native.get('/eapi/v0/quote', { query: pricing(target) });
    const price = objectOf(priceAnswer, 'NAT-PRICE-INDICATIVE', 'the indicative price');
    const quote = objectOf(quoteAnswer, 'NAT-PRICE-QUOTE-CONSISTENT', 'a locked quote');
    const field = priceField(readings, [priceAnswer, quoteAnswer], price, quote);
    // Relative to the price's size: a price below zero makes no distance negative.
    const difference = Math.abs(Number(quote[field]) - Number(price[field])) / Math.abs(Number(price[field]));
    expectRule(
      'NAT-PRICE-QUOTE-CONSISTENT',
      Number.isFinite(difference) && difference <= target.native.priceQuoteTolerance,
      () =>
        `quote ${field} ${String(quote[field])} ` +
        `against indicative ${String(price[field])} (${(difference * 100).toFixed(1)} %)`,
      `at most ${target.native.priceQuoteTolerance * 100} % apart (ASSUME-NAT-PRICE-QUOTE)`,
    );
  }),
);

test(
  ...audit('NAT-QUOTEID-RAMPS-ONLY', 'ASSUME-NAT-QUOTEID-ELSEWHERE', async ({ native, target, readings }) => {
    const quote = objectOf(
      await native.get('/eapi/v0/quote', { query: pricing(target) }),
      'NAT-QUOTEID-RAMPS-ONLY',
      'a locked quote',
    );
    const answer = await native.get('/eapi/v0/price', {
      query: { ...pricing(target), quoteId: String(quote.quoteId) },
    });
    if (isRefusal(answer, 'a quoteId on the price refused or ignored')) {
      readings.observe('ASSUME-NAT-QUOTEID-ELSEWHERE', 'refused', [answer]);
      return;
    }
    // Served: "the only operation accepting quoteId" then means the price passed over it. Carrying the quote back
    // (its quoteId) is accepting it: the indicative price became a locked one.
    const price = objectOf(
      answer,
      'NAT-QUOTEID-RAMPS-ONLY',
      'a 4xx, or the indicative price as if no quoteId were sent',
    );
    expectRule(
      'NAT-QUOTEID-RAMPS-ONLY',
      price.quoteId === null || price.quoteId === undefined,
      () => `the price answered with quoteId ${JSON.stringify(price.quoteId)}`,
      'quoteId accepted only by ramp creation: refused, or ignored, never carried into the price',
    );
    readings.observe('ASSUME-NAT-QUOTEID-ELSEWHERE', 'ignored', [answer]);
  }),
);

test(
  ...audit('NAT-RAMP-EXTERNAL-CUSTOMER-ID', WRITES, async ({ native, target }) => {
    // With a fresh quoteId: refused for want of externalCustomerId, not of a quote (ASSUME-NAT-RAMP-QUOTEID).
    const { externalCustomerId: _left, ...body } = rampBody(
      target,
      target.native.readyIdentity,
      'unused',
      quoted(await freshQuoteId(native, target)),
    );
    const answer = await native.post('/eapi/v0/ramps', { json: body });
    expectClientError(
      'NAT-RAMP-EXTERNAL-CUSTOMER-ID',
      answer,
      'externalCustomerId required on every buy and sell order',
    );
  }),
);

test(
  ...audit('NAT-RAMP-PAYMENT-READY', WRITES, async ({ native, target, data }) => {
    const customer = externalCustomerId(data);
    const identity = objectOf(
      await createIdentity(native, target, syntheticEmail(data), customer),
      'NAT-IDENTITY-CREATE',
      'a new identity (ASSUME-NAT-PATHS)',
    );
    // A flag that is no boolean tells nothing of eligibility: NAT-IDENTITY-PAYMENT-READY-BOOLEAN fails it, this rule
    // cannot judge.
    test.skip(
      typeof identity.paymentReady !== 'boolean',
      `a new identity has paymentReady ${JSON.stringify(identity.paymentReady)}, no boolean ` +
        `(NAT-IDENTITY-PAYMENT-READY-BOOLEAN): whether it may pay is unknown`,
    );
    test.skip(identity.paymentReady !== false, 'a new identity has paymentReady true: no identity to test with');
    // The positive control: the same ramp, with a fresh quoteId of its own, for the ready identity is created; so the
    // refusal below is for paymentReady, not for the payload or a missing quote (ASSUME-NAT-RAMP-QUOTEID). Its
    // eligibility is checked first, as rule 1 asks: an identity fetched with paymentReady false gets no ramp either.
    const fetched = await native.get(`/eapi/v0/identities/${encodeURIComponent(target.native.readyIdentity)}`);
    const readiness = fetched.status >= 200 && fetched.status < 300 && isObject(fetched.json) ? fetched.json : {};
    const ready = await native.post('/eapi/v0/ramps', {
      json: rampBody(target, target.native.readyIdentity, customer, quoted(await freshQuoteId(native, target))),
    });
    expectRule(
      'NAT-RAMP-PAYMENT-READY',
      !(readiness.paymentReady === false && ready.status >= 200 && ready.status < 300),
      () =>
        `a ramp for ${target.native.readyIdentity} created (${answerLine(ready)}) just after its identity was ` +
        `answered with paymentReady false`,
      'a ramp must not be created when paymentReady is false (Endpoints › Native API, rule 1)',
    );
    objectOf(
      ready,
      'NAT-RAMP-CREATE',
      `a ramp for ${target.native.readyIdentity} (NATIVE_READY_IDENTITY, paymentReady true) with a fresh ` +
        `quoteId created`,
    );
    const answer = await native.post('/eapi/v0/ramps', {
      json: rampBody(target, String(identity.identityReference), customer, quoted(await freshQuoteId(native, target))),
    });
    expectClientError(
      'NAT-RAMP-PAYMENT-READY',
      answer,
      'a ramp must not be created when paymentReady is false (Endpoints › Native API, rule 1)',
    );
    // Without a quoteId too: whether a ramp needs one is open (ASSUME-NAT-RAMP-QUOTEID), but in either reading this
    // identity's ramp is never created; a refusal for the missing quote keeps the promise as well.
    const bare = await native.post('/eapi/v0/ramps', {
      json: rampBody(target, String(identity.identityReference), customer),
    });
    expectClientError(
      'NAT-RAMP-PAYMENT-READY',
      bare,
      'a ramp without quoteId must not be created when paymentReady is false either (Endpoints › Native API, rule 1)',
    );
  }),
);

// "the only operation accepting quoteId" and "only for bank-transfer ramp creation": whether a ramp needs one is not
// said. Served without one, or refused with a 4xx (ASSUME-NAT-RAMP-QUOTEID); never a 5xx.
test(
  ruleTitle('NAT-INVALID-PARAM-4XX', 'a ramp without quoteId, served or refused (ASSUME-NAT-RAMP-QUOTEID)'),
  checking('NAT-INVALID-PARAM-4XX', 'ASSUME-NAT-RAMP-QUOTEID', WRITES),
  async ({ native, target, data, readings }) => {
    const answer = await native.post('/eapi/v0/ramps', {
      json: rampBody(target, target.native.readyIdentity, externalCustomerId(data)),
    });
    if (answer.status >= 200 && answer.status < 300) {
      // Served keeps the document: the check is that it came as JSON, as every Native answer.
      expectJson(answer, 'NAT-RESPONSE-JSON');
      readings.observe('ASSUME-NAT-RAMP-QUOTEID', 'optional', [answer]);
      return;
    }
    expectClientError(
      'NAT-INVALID-PARAM-4XX',
      answer,
      'a ramp without quoteId created, or refused with a 4xx, never a 5xx (Errors › HTTP status)',
    );
    if (!readings.observe('ASSUME-NAT-RAMP-QUOTEID', 'required', [answer]))
      readings.notConfirmed('ASSUME-NAT-RAMP-QUOTEID', 'required', [answer], 'a ramp without quoteId was refused');
  },
);

/** The quoteId of a ramp, where the target gave one. */
function quoted(quoteId: string | undefined): Record<string, unknown> {
  return quoteId === undefined ? {} : { quoteId };
}
