import { test } from '../../kit/fixtures';
import { audit, ruleTitle } from '../../kit/audit-rule';
import { checking, WRITES } from '../../kit/checking';
import { answerLine, expectRule } from '../../kit/checks/violation';
import { waitOn } from '../../kit/control/wait';
import { neededField } from '../../kit/checks/answer-field';
import { buyOrderBody, createOrder } from '../../kit/legacy/orders';
import { buyBody, createBuy } from '../../kit/hosted/buy';
import { WINDOW } from '../../kit/sequences/hosted-checkouts';
import type { Answer, SurfaceClient } from '../../kit/http/surface-client';
import type { TargetConfig } from '../../kit/config/target-config';
import type { Faker } from '@faker-js/faker';
import type { RuleId } from '../../rules';

// A clock and rate-limit windows of its own where the target offers clock scopes (kit/control/clock-scopes.ts): then
// it runs beside the rest.
test.use({ ownClock: true });

// States and transitions; Limits: a checkout URL is valid for 1 minute after order creation and must be loaded
// within that window; once loaded it does not expire (legacy and Hosted Checkout orders alike).
// ASSUME-CHECKOUT-LOADS: loads = 2xx, no longer loads = 4xx.
// ASSUME-CHECKOUT-WINDOW: "1 minute" from the create answer, with a margin: loads at 50 s, expired at 65 s; a loaded
// URL is held for WINDOW.heldFor (10 minutes) after its first load, whether loaded at once or at 45 s.
// Each surface is reached lazily, so a partner without one surface's credential still runs the other's.
type Fixtures = {
  legacyIn: (env: TargetConfig['env']) => SurfaceClient;
  hostedIn: (env: TargetConfig['env']) => SurfaceClient;
  target: TargetConfig;
  data: Faker;
};

const surfaces: {
  field: string;
  rules: { window: RuleId; expires: RuleId; stays: RuleId };
  client: (fixtures: Fixtures) => SurfaceClient;
  checkoutUrl: (fixtures: Fixtures) => Promise<string>;
}[] = [
  {
    field: 'checkout_url',
    rules: {
      window: 'LEG-CHECKOUT-URL-VALID-WINDOW',
      expires: 'LEG-CHECKOUT-URL-EXPIRES',
      stays: 'LEG-CHECKOUT-URL-LOADED-STAYS',
    },
    client: ({ legacyIn, target }) => legacyIn(target.env),
    checkoutUrl: async ({ legacyIn, target, data }) =>
      neededField(
        (await createOrder(legacyIn(target.env), buyOrderBody(target, data))).order,
        'checkout_url',
        'url',
        'LEG-CHECKOUT-URL-FORM',
        'the create answer',
      ),
  },
  {
    field: 'checkoutUrl',
    rules: {
      window: 'HC-CHECKOUT-URL-VALID-WINDOW',
      expires: 'HC-CHECKOUT-URL-EXPIRES',
      stays: 'HC-CHECKOUT-URL-LOADED-STAYS',
    },
    client: ({ hostedIn, target }) => hostedIn(target.env),
    checkoutUrl: async ({ hostedIn, target, data }) =>
      neededField(
        (await createBuy(hostedIn(target.env), buyBody(target, data))).order,
        'checkoutUrl',
        'text',
        'HC-BUY-SHAPE',
        'the buy answer',
      ),
  },
];

const loads = (answer: Answer) => answer.status >= 200 && answer.status < 300;

for (const { field, rules, client, checkoutUrl } of surfaces) {
  test.describe(field, () => {
    test(
      ...audit(rules.window, WRITES, async ({ legacyIn, hostedIn, target, data, control }) => {
        const wait = waitOn(control, target, test.info());
        const url = await checkoutUrl({ legacyIn, hostedIn, target, data });
        await wait(50);
        const answer = await client({ legacyIn, hostedIn, target, data }).load(url);
        expectRule(
          rules.window,
          loads(answer),
          () => `${answerLine(answer)} 50 s after creation`,
          'valid for 1 minute after order creation',
        );
      }),
    );

    test(
      ...audit(rules.expires, WRITES, async ({ legacyIn, hostedIn, target, data, control }) => {
        const wait = waitOn(control, target, test.info());
        const url = await checkoutUrl({ legacyIn, hostedIn, target, data });
        // A positive control: another order's checkout URL loads at once, so a refusal below is the minute's doing.
        const loadedAtOnce = await client({ legacyIn, hostedIn, target, data }).load(
          await checkoutUrl({ legacyIn, hostedIn, target, data }),
        );
        expectRule(
          rules.window,
          loads(loadedAtOnce),
          () => `${answerLine(loadedAtOnce)} right after creation`,
          'valid for 1 minute after order creation',
        );
        await wait(65);
        const answer = await client({ legacyIn, hostedIn, target, data }).load(url);
        expectRule(
          rules.expires,
          answer.status >= 400 && answer.status < 500,
          () => `${answerLine(answer)} 65 s after creation, never loaded`,
          'no longer loads after 1 minute without a first load (Errors › Checkout symptoms)',
        );
      }),
    );

    test(
      ...audit(rules.stays, WRITES, async ({ legacyIn, hostedIn, target, data, control }) => {
        const wait = waitOn(control, target, test.info());
        const url = await checkoutUrl({ legacyIn, hostedIn, target, data });
        const first = await client({ legacyIn, hostedIn, target, data }).load(url);
        expectRule(
          rules.window,
          loads(first),
          () => `${answerLine(first)} right after creation`,
          'valid for 1 minute after order creation',
        );
        await wait(65);
        const again = await client({ legacyIn, hostedIn, target, data }).load(url);
        expectRule(
          rules.stays,
          loads(again),
          () => `${answerLine(again)} 65 s after creation, loaded at once`,
          'once loaded it does not expire',
        );
        await wait(WINDOW.heldFor - 65);
        const held = await client({ legacyIn, hostedIn, target, data }).load(url);
        expectRule(
          rules.stays,
          loads(held),
          () => `${answerLine(held)} ${WINDOW.heldFor} s after its first load, loaded at once`,
          'once loaded it does not expire',
        );
      }),
    );

    test(
      ruleTitle(rules.stays, `first loaded ${WINDOW.lateLoad} s after creation, held ${WINDOW.heldFor} s`),
      checking(rules.stays, rules.window, 'ASSUME-CHECKOUT-WINDOW', WRITES),
      async ({ legacyIn, hostedIn, target, data, control }) => {
        const wait = waitOn(control, target, test.info());
        const url = await checkoutUrl({ legacyIn, hostedIn, target, data });
        await wait(WINDOW.lateLoad);
        const first = await client({ legacyIn, hostedIn, target, data }).load(url);
        expectRule(
          rules.window,
          loads(first),
          () => `${answerLine(first)} ${WINDOW.lateLoad} s after creation`,
          'valid for 1 minute after order creation',
        );
        await wait(WINDOW.heldFor);
        const held = await client({ legacyIn, hostedIn, target, data }).load(url);
        expectRule(
          rules.stays,
          loads(held),
          () => `${answerLine(held)} ${WINDOW.heldFor} s after its first load at ${WINDOW.lateLoad} s`,
          'once loaded it does not expire',
        );
      },
    );
  });
}
