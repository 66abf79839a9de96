import type { Browser, Page } from '@playwright/test';
import { test } from '../../kit/fixtures';
import { audit } from '../../kit/audit-rule';
import { WRITES } from '../../kit/checking';
import { expectRule } from '../../kit/checks/violation';
import { neededField } from '../../kit/checks/answer-field';
import { buyBody, createBuy } from '../../kit/hosted/buy';

// What the customer sees: the checkout page of a Hosted Checkout order, in Chromium. Errors › Checkout symptoms:
// "CSRF token mismatch: stale checkout session from a reused URL or cached page; refresh or retry, and if it
// persists create a fresh order."

/** Opens the checkout URL in a browser session of its own; a page that does not load fails the window rule. */
async function openCheckout(browser: Browser, url: string, timeout: number): Promise<Page> {
  // In English, as a page is read below (Playwright's runner set this default; the kit's fixtures leave it out).
  const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
  const response = await page.goto(url, { timeout });
  const status = response?.status() ?? 0;
  expectRule(
    'HC-CHECKOUT-URL-VALID-WINDOW',
    status >= 200 && status < 300,
    () => `HTTP ${status} on first load in a browser`,
    'valid for 1 minute before first load (Limits)',
  );
  return page;
}

// Both tests in one worker, one after the other: they share its one Chromium instead of starting one each.
test.describe.configure({ mode: 'default' });

async function attachScreenshot(page: Page, name: string): Promise<void> {
  await test.info().attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

test(
  ...audit('HC-CHECKOUT-PAGE', WRITES, async ({ checkoutBrowser, hosted, target, data }) => {
    const { order } = await createBuy(hosted, buyBody(target, data));
    const page = await openCheckout(
      checkoutBrowser,
      neededField(order, 'checkoutUrl', 'text', 'HC-BUY-SHAPE', 'the buy answer'),
      target.requestTimeoutMs,
    );
    await attachScreenshot(page, 'checkout page');
    const text = await page.locator('body').innerText();
    const amount = String(order.fiatAmount);
    const shown =
      [amount, Number(amount).toFixed(2)].some((form) => text.includes(form)) && text.includes(String(order.crypto));
    expectRule(
      'HC-CHECKOUT-PAGE',
      shown,
      () => `a page without ${amount} or ${String(order.crypto)}: ${JSON.stringify(text.slice(0, 100))}`,
      'the customer sees what they pay and what they buy',
    );
  }),
);

test(
  ...audit('HC-CHECKOUT-STALE-SESSION', WRITES, async ({ checkoutBrowser, hosted, target, data, readings }) => {
    const { order, answer } = await createBuy(hosted, buyBody(target, data));
    const url = neededField(order, 'checkoutUrl', 'text', 'HC-BUY-SHAPE', 'the buy answer');
    await openCheckout(checkoutBrowser, url, target.requestTimeoutMs);
    const reused = await openCheckout(checkoutBrowser, url, target.requestTimeoutMs);
    // The document names no control: a page without a Pay button reads the row otherwise, it breaks no promise.
    const pay = reused.getByRole('button', { name: /pay/i }).first();
    const shown = await pay.waitFor({ timeout: target.requestTimeoutMs }).then(
      () => true,
      () => false,
    );
    if (!shown) {
      const buttons = await reused.getByRole('button').allInnerTexts();
      readings.skipNotConfirmed(
        'ASSUME-HC-STALE-SESSION',
        'no Pay button',
        answer.requestId ? [answer.requestId] : [],
        `the checkout page has no button named Pay to submit (buttons: ${JSON.stringify(buttons.slice(0, 5))})`,
      );
    }
    await pay.click({ timeout: target.requestTimeoutMs });
    await reused.waitForLoadState();
    await attachScreenshot(reused, 'reused checkout URL after Pay');
    const text = await reused.locator('body').innerText();
    const symptom = new RegExp(target.hosted.staleSessionText, 'i').test(text);
    const remedy = /refresh|retry/i.test(text) && /(fresh|new) order/i.test(text);
    expectRule(
      'HC-CHECKOUT-STALE-SESSION',
      symptom && remedy,
      () => `after Pay in a second session: ${JSON.stringify(text.slice(0, 120))}`,
      `"${target.hosted.staleSessionText}" with the remedy: refresh or retry, then create a fresh order ` +
        `(Errors › Checkout symptoms)`,
    );
  }),
);
