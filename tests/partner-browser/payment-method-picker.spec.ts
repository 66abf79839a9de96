import { test, expect } from '@playwright/test';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { agentOf, mayOfferPaymentMethod, type Agent } from '../../partner/supported-agents';
import { browserRequired } from '../browser-requirement';
import { customerAgents, type CustomerName } from '../../partner/customer-agents';
import { mockBuyMethods } from '../page-faults';

const chromium = process.env.CONFORMANCE_CHROMIUM_PATH || '/usr/bin/chromium';
// Without Chromium the tests are skipped, or failed where CI requires it.
test.beforeEach(() => {
  if (existsSync(chromium)) return;
  if (browserRequired()) throw new Error(`no Chromium at ${chromium} (apt-get install -y chromium)`);
  test.skip(true, `needs Chromium at CONFORMANCE_CHROMIUM_PATH (${chromium}); apt-get install -y chromium`);
});

const PICKER = pathToFileURL(join(__dirname, '..', '..', 'partner', 'examples', 'payment-method-picker.html')).href;

const offered: Partial<Record<CustomerName, string[]>> = {
  'iPhone Safari': ['Credit or debit card', 'SEPA bank transfer', 'Apple Pay'],
  'Android Chrome': ['Credit or debit card', 'SEPA bank transfer', 'Google Pay'],
  'Windows Edge': ['Credit or debit card', 'SEPA bank transfer'],
};
const customers = customerAgents.flatMap((customer) =>
  offered[customer.name] ? [{ ...customer, offered: offered[customer.name]! }] : [],
);

for (const customer of customers) {
  test(`the picker offers a method with supported_agents only where they admit the browser: ${customer.name}`, async ({
    browser,
  }) => {
    const methods = await mockBuyMethods();
    expect(
      methods.some((method) => method.supported_agents !== null),
      'the methods include restricted ones',
    ).toBe(true);
    const context = await browser.newContext({ userAgent: customer.userAgent });
    try {
      const page = await context.newPage();
      // The helper runs as the package exports it; the page hands it what its browser really sends.
      await page.exposeFunction(
        'mayOfferPaymentMethod',
        (method: { supported_agents: Agent[] | null }, userAgent: string) =>
          mayOfferPaymentMethod(method, agentOf(userAgent)),
      );
      await page.goto(`${PICKER}#${encodeURIComponent(JSON.stringify(methods))}`);
      await expect(page.locator('#methods[data-ready="true"]')).toBeAttached();
      await expect(page.locator('#methods li')).toHaveText(customer.offered);
    } finally {
      await context.close();
    }
  });
}
