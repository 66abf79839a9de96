import { test } from '../../kit/fixtures';
import { checking, WRITES } from '../../kit/checking';
import { answerLine, expectRule } from '../../kit/checks/violation';
import { waitOn } from '../../kit/control/wait';
import { buyBody, createBuy } from '../../kit/hosted/buy';
import type { Answer } from '../../kit/http/surface-client';

// Limits: checkout URL validity before first load is 1 minute for Hosted Checkout orders too; once loaded it
// does not expire. ASSUME-CHECKOUT-LOADS: loads = 2xx, no longer loads = 4xx.
const loads = (answer: Answer) => answer.status >= 200 && answer.status < 300;

test('MUST load a checkoutUrl first opened within 1 minute of order creation', checking('HC-CHECKOUT-URL-VALID-WINDOW', WRITES), async ({ hosted, target, data, control }) => {
  const wait = waitOn(control, target, test.info());
  const { order } = await createBuy(hosted, buyBody(target, data));
  await wait(50);
  const answer = await hosted.load(String(order.checkoutUrl));
  expectRule('HC-CHECKOUT-URL-VALID-WINDOW', loads(answer), () => `${answerLine(answer)} 50 s after creation`, 'valid for 1 minute before first load (Limits)');
});

test('MUST stop loading a checkoutUrl that was not loaded within 1 minute of creation', checking('HC-CHECKOUT-URL-EXPIRES', WRITES), async ({ hosted, target, data, control }) => {
  const wait = waitOn(control, target, test.info());
  const { order } = await createBuy(hosted, buyBody(target, data));
  await wait(65);
  const answer = await hosted.load(String(order.checkoutUrl));
  expectRule('HC-CHECKOUT-URL-EXPIRES', answer.status >= 400 && answer.status < 500, () => `${answerLine(answer)} 65 s after creation, never loaded`, 'checkoutUrl no longer loads after 1 minute without a first load (Errors › Checkout symptoms)');
});

test('MUST keep loading a checkoutUrl after the minute once it was loaded in time', checking('HC-CHECKOUT-URL-LOADED-STAYS', WRITES), async ({ hosted, target, data, control }) => {
  const wait = waitOn(control, target, test.info());
  const { order } = await createBuy(hosted, buyBody(target, data));
  const first = await hosted.load(String(order.checkoutUrl));
  expectRule('HC-CHECKOUT-URL-VALID-WINDOW', loads(first), () => `${answerLine(first)} right after creation`, 'valid for 1 minute before first load (Limits)');
  await wait(65);
  const again = await hosted.load(String(order.checkoutUrl));
  expectRule('HC-CHECKOUT-URL-LOADED-STAYS', loads(again), () => `${answerLine(again)} 65 s after creation, loaded at once`, 'once loaded it does not expire');
});
