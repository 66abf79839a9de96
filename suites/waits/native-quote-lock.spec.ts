import { test } from '../../kit/fixtures';
import { audit } from '../../kit/audit-rule';
import { WRITES } from '../../kit/checking';
import { expectClientError } from '../../kit/checks/response';
import { answerLine, expectRule } from '../../kit/checks/violation';
import { waitOn } from '../../kit/control/wait';
import { objectOf, pricing, rampBody } from '../../kit/native/requests';
import { externalCustomerId } from '../../kit/hosted/buy';

// A clock and rate-limit windows of its own where the target offers clock scopes (kit/control/clock-scopes.ts): then
// it runs beside the rest.
test.use({ ownClock: true });

// Endpoints › Native API; Limits: a locked quote is valid about 3 minutes, only for bank-transfer ramp creation.
// ASSUME-NAT-QUOTE-LOCK: still locked at NATIVE_QUOTE_LOCKED_SECONDS, expired at NATIVE_QUOTE_EXPIRED_SECONDS.
test(
  ...audit('NAT-QUOTE-LOCK', WRITES, async ({ native, target, data, control }) => {
    const wait = waitOn(control, target, test.info());
    const quote = objectOf(
      await native.get('/eapi/v0/quote', { query: pricing(target) }),
      'NAT-QUOTE-LOCK',
      'a locked quote',
    );
    await wait(target.native.quoteLockedSeconds);
    const ramp = await native.post('/eapi/v0/ramps', {
      json: rampBody(target, target.native.readyIdentity, externalCustomerId(data), { quoteId: quote.quoteId }),
    });
    expectRule(
      'NAT-QUOTE-LOCK',
      ramp.status >= 200 && ramp.status < 300,
      () => `${answerLine(ramp)} ${target.native.quoteLockedSeconds} s after the quote`,
      'locked about 3 minutes (Limits)',
    );
  }),
);

test(
  ...audit('NAT-QUOTE-EXPIRES', WRITES, async ({ native, target, data, control }) => {
    const wait = waitOn(control, target, test.info());
    // Positive control: a ramp with a quote of a moment ago is served, so a refusal after the lock is the lock's end,
    // not a refusal of every quoteId (each quote used once: whether one may be used twice is not shown).
    const fresh = objectOf(
      await native.get('/eapi/v0/quote', { query: pricing(target) }),
      'NAT-QUOTE-EXPIRES',
      'a locked quote',
    );
    const served = await native.post('/eapi/v0/ramps', {
      json: rampBody(target, target.native.readyIdentity, externalCustomerId(data), { quoteId: fresh.quoteId }),
    });
    test.skip(
      served.status < 200 || served.status >= 300,
      `a ramp with a quote of a moment ago answered ${answerLine(served)}: a refusal after the lock would ` +
        `prove nothing (NAT-QUOTE-LOCK judges the lock)`,
    );
    const quote = objectOf(
      await native.get('/eapi/v0/quote', { query: pricing(target) }),
      'NAT-QUOTE-EXPIRES',
      'a locked quote',
    );
    await wait(target.native.quoteExpiredSeconds);
    const ramp = await native.post('/eapi/v0/ramps', {
      json: rampBody(target, target.native.readyIdentity, externalCustomerId(data), { quoteId: quote.quoteId }),
    });
    expectClientError(
      'NAT-QUOTE-EXPIRES',
      ramp,
      `an expired quote is refused (a 4xx) ${target.native.quoteExpiredSeconds} s after the quote`,
    );
  }),
);
