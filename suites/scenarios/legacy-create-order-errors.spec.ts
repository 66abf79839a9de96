import { test } from '../../kit/fixtures';
import { audit } from '../../kit/audit-rule';
import { checking, WRITES } from '../../kit/checking';
import { expectJson, expectStatus } from '../../kit/checks/response';
import { expectRule, expectShape } from '../../kit/checks/violation';
import { validateResource } from '../../kit/validation';
import { buyOrderBody } from '../../kit/legacy/orders';
import type { Answer } from '../../kit/http/surface-client';

// Endpoints › POST /api/orders: 422 returns an errors object (status, code, title) with two documented titles.
const refusals = [
  {
    rule: 'LEG-ORDER-422-WALLET',
    title: 'invalid wallet address entered',
    overrides: { wallet_address: 'not-a-wallet-address' },
  },
  {
    rule: 'LEG-ORDER-422-PAYMENT-METHOD',
    title: 'invalid payment method ID',
    overrides: { payment_method_id: 987654321 },
  },
] as const;

/** The title wherever the body puts it, so a wrong shape fails only the shape rule. */
function titleOf(answer: Answer): string | undefined {
  const errors = (answer.json as { errors?: unknown } | undefined)?.errors;
  const first: unknown = Array.isArray(errors) ? errors[0] : errors;
  const title = (first as { title?: unknown } | undefined)?.title;
  return typeof title === 'string' ? title : undefined;
}

for (const { rule, title, overrides } of refusals) {
  test(`MUST refuse an order with 422 "${title}"`, checking(rule, WRITES), async ({ legacy, target, data }) => {
    const answer = await legacy.post('/api/orders', { json: buyOrderBody(target, data, overrides) });
    expectStatus(rule, answer, 422, `422 "${title}" (POST /api/orders)`);
    const received = titleOf(answer);
    // ASSUME-422-TITLES: compared without regard to case or surrounding space.
    expectRule(
      rule,
      received?.trim().toLowerCase() === title.toLowerCase(),
      () => `title ${JSON.stringify(received)}`,
      `title "${title}"`,
    );
  });
}

test(
  ...audit('LEG-ORDER-422-SHAPE', WRITES, async ({ legacy, target, data }) => {
    for (const { rule, overrides } of refusals) {
      const answer = await legacy.post('/api/orders', { json: buyOrderBody(target, data, overrides) });
      expectStatus(rule, answer, 422, '422 for a refused order');
      expectJson(answer);
      const problems = validateResource('legacy/create-order-errors.json', answer.json);
      // The relation checker's words for the same body (kit/relations): one broken body reads alike wherever judged.
      expectShape('LEG-ORDER-422-SHAPE', answer, problems, 'the 422 body of POST /api/orders');
    }
  }),
);
