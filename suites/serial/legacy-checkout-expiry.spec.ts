import { test } from '../../kit/fixtures';
import { checking, WRITES } from '../../kit/checking';
import { expectRule, answerLine } from '../../kit/checks/violation';
import { buyOrderBody, createOrder } from '../../kit/legacy/orders';
import { waitOn } from '../../kit/control/wait';
import type { Answer } from '../../kit/http/surface-client';

// States and transitions: a checkout URL is valid for 1 minute after order creation and must be loaded within
// that window; once loaded it does not expire. ASSUME-CHECKOUT-LOADS: loads = 2xx, no longer loads = 4xx.
const loads = (answer: Answer) => answer.status >= 200 && answer.status < 300;

test('MUST load a checkout URL first opened within 1 minute of order creation', checking('LEG-CHECKOUT-URL-VALID-WINDOW', WRITES), async ({ legacy, target, data, control }) => {
  const wait = waitOn(control, target, test.info());
  const { order } = await createOrder(legacy, buyOrderBody(target, data));
  await wait(50);
  const answer = await legacy.load(String(order.checkout_url));
  expectRule('LEG-CHECKOUT-URL-VALID-WINDOW', loads(answer), () => `${answerLine(answer)} 50 s after creation`, 'valid for 1 minute after order creation');
});

test('MUST stop loading a checkout URL that was not loaded within 1 minute of creation', checking('LEG-CHECKOUT-URL-EXPIRES', WRITES), async ({ legacy, target, data, control }) => {
  const wait = waitOn(control, target, test.info());
  const { order } = await createOrder(legacy, buyOrderBody(target, data));
  await wait(65);
  const answer = await legacy.load(String(order.checkout_url));
  expectRule('LEG-CHECKOUT-URL-EXPIRES', answer.status >= 400 && answer.status < 500, () => `${answerLine(answer)} 65 s after creation, never loaded`, 'no longer loads after 1 minute without a first load');
});

test('MUST keep loading a checkout URL after the minute once it was loaded in time', checking('LEG-CHECKOUT-URL-LOADED-STAYS', WRITES), async ({ legacy, target, data, control }) => {
  const wait = waitOn(control, target, test.info());
  const { order } = await createOrder(legacy, buyOrderBody(target, data));
  const first = await legacy.load(String(order.checkout_url));
  expectRule('LEG-CHECKOUT-URL-VALID-WINDOW', loads(first), () => `${answerLine(first)} right after creation`, 'valid for 1 minute after order creation');
  await wait(65);
  const again = await legacy.load(String(order.checkout_url));
  expectRule('LEG-CHECKOUT-URL-LOADED-STAYS', loads(again), () => `${answerLine(again)} 65 s after creation, loaded at once`, 'once loaded it does not expire');
});
