import { test, expect } from '@playwright/test';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { buildMock, defaultCredentials } from '../../mock/service';
import { agentOf, mayOfferPaymentMethod, type Agent } from '../../partner/supported-agents';
import { browserRequired } from '../browser-requirement';

const chromium = process.env.CONFORMANCE_CHROMIUM_PATH || '/usr/bin/chromium';
// Without Chromium the tests are skipped, or failed where CI requires it.
test.beforeEach(() => {
  if (existsSync(chromium)) return;
  if (browserRequired()) throw new Error(`no Chromium at ${chromium} (apt-get install -y chromium)`);
  test.skip(true, `needs Chromium at CONFORMANCE_CHROMIUM_PATH (${chromium}); apt-get install -y chromium`);
});

const PICKER = pathToFileURL(join(__dirname, '..', '..', 'partner', 'examples', 'payment-method-picker.html')).href;

/** The reference mock's buy methods for EUR and BTC: card and SEPA for all, Apple Pay on Safari of Apple, Google Pay on Chrome of Android. */
async function buyMethods(): Promise<{ id: number; name: string; supported_agents: Agent[] | null }[]> {
  const answer = await buildMock().apps.sandbox.inject({ method: 'GET', url: '/api/payment-methods?source=EUR&target=BTC',
    headers: { authorization: `Bearer ${defaultCredentials.sandbox}` } });
  return answer.json().data.payment_methods;
}

const customers = [
  { name: 'iPhone Safari', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    offered: ['Credit or debit card', 'SEPA bank transfer', 'Apple Pay'] },
  { name: 'Android Chrome', userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
    offered: ['Credit or debit card', 'SEPA bank transfer', 'Google Pay'] },
  { name: 'Windows Edge', userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
    offered: ['Credit or debit card', 'SEPA bank transfer'] },
];

for (const customer of customers) {
  test(`the picker offers a method with supported_agents only where they admit the browser: ${customer.name}`, async ({ browser }) => {
    const methods = await buyMethods();
    expect(methods.some((method) => method.supported_agents !== null), 'the methods include restricted ones').toBe(true);
    const context = await browser.newContext({ userAgent: customer.userAgent });
    try {
      const page = await context.newPage();
      // The helper runs as the package exports it; the page hands it what its browser really sends.
      await page.exposeFunction('mayOfferPaymentMethod', (method: { supported_agents: Agent[] | null }, userAgent: string) => mayOfferPaymentMethod(method, agentOf(userAgent)));
      await page.goto(`${PICKER}#${encodeURIComponent(JSON.stringify(methods))}`);
      await expect(page.locator('#methods[data-ready="true"]')).toBeAttached();
      await expect(page.locator('#methods li')).toHaveText(customer.offered);
    } finally {
      await context.close();
    }
  });
}
