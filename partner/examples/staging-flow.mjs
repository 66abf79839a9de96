// The flow script of the sample staging app (staging-app.mjs): how a customer goes from the partner's first page to
// the confirmation click, and back after a failed checkout to retry. `crypto-ramp-conformance flow` runs it in
// Chromium, once per customer browser, against the staging app, and watches what follows the click itself.
//
//   node staging-app.mjs &   # see its header for the variables
//   crypto-ramp-conformance flow --app http://127.0.0.1:8090 --script staging-flow.mjs
//
// A partner writes their own with the same four exports: buy, retry, sdk (where their payment SDK mounts) and
// alternative (whether the customer can choose an alternative payment method). `page` is a Playwright Page; no
// sleeps: every step waits for the page it needs.

/** The app's page for this customer: every page names the customer in its query. */
const at = (buyer, path) => new URL(`${path}?customer=${encodeURIComponent(buyer.customer)}`, buyer.app).href;

export default {
  // From the partner's first page to the confirmation click. buyer = { app, customer, method: 'card'|'alternative' }.
  // Calls `await steps.review()` once the review page shows, before clicking Confirm. Returns after the click.
  async buy(page, buyer, steps) {
    await page.goto(at(buyer, '/'));
    await page.check(`input[name=method][value=${buyer.method === 'alternative' ? 'alternative' : 'card'}]`);
    await Promise.all([page.waitForURL((url) => url.pathname === '/review'), page.click('#buy')]);
    await page.waitForSelector('#confirm');
    await steps.review();
    // What follows the click (a redirect to the checkout, or a page of the app) is the suite's to wait for.
    await page.click('#confirm', { noWaitAfter: true });
  },
  // The customer, back after a failed checkout: opens the app's return page and clicks retry. Returns after the click.
  async retry(page, buyer) {
    await page.goto(at(buyer, '/return'));
    await page.click('#retry', { noWaitAfter: true });
  },
  // Where the payment SDK mounts (Native API), and that the script can choose an alternative method.
  sdk: '[data-sdk]',
  alternative: true,
};
