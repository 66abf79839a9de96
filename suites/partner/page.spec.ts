import { test } from '../../kit/page/fixtures';
import { checking } from '../../kit/checking';
import { ruleTitle } from '../../kit/audit-rule';
import { expectRule } from '../../kit/checks/violation';
import { customerAgents } from '../../partner/customer-agents';
import { agentOf, mayOfferPaymentMethod } from '../../partner/supported-agents';

// Resources › Payment method (rule): the partner's page (`page --url`), opened in Chromium as each customer's
// browser; the methods it offers are the elements carrying CONFORMANCE_PAGE_METHOD_ATTRIBUTE.
const RULE = 'PTR-SUPPORTED-AGENTS';

for (const customer of customerAgents) {
  test(
    ruleTitle(RULE, customer.name),
    checking(RULE, 'ASSUME-LEG-SUPPORTED-AGENTS'),
    async ({ browser, pageTarget, methods }) => {
      test.skip(typeof methods === 'string', methods as string);
      const listed = methods as Exclude<typeof methods, string>;
      const agent = agentOf(customer.userAgent);
      const withheld = listed.filter((method) => !mayOfferPaymentMethod(method, agent));
      test.skip(
        withheld.length === 0,
        `every method of GET /api/payment-methods?${pageTarget.methodsQuery} admits ${agent.browser} on ` +
          `${agent.os}: nothing to withhold from ${customer.name}`,
      );
      const context = await browser.newContext({ userAgent: customer.userAgent });
      try {
        const page = await context.newPage();
        await page.goto(pageTarget.url, { waitUntil: 'load' });
        const selector = `[${pageTarget.methodAttribute}]`;
        // A page that shows its methods after its own requests: wait for the first, then for the network to settle.
        await page
          .waitForSelector(selector, { state: 'attached', timeout: pageTarget.settleMs })
          .catch(() => undefined);
        await page.waitForLoadState('networkidle', { timeout: pageTarget.settleMs }).catch(() => undefined);
        const offered = await page
          .locator(selector)
          .evaluateAll(
            (elements, name) => elements.map((element) => element.getAttribute(name) ?? ''),
            pageTarget.methodAttribute,
          );
        // A page that offers nothing proves nothing: it may not be the picker, or the attribute is another.
        test.skip(
          offered.length === 0,
          `the page offered ${customer.name} no method ` +
            `(no element with ${pageTarget.methodAttribute} within ${pageTarget.settleMs} ms): ` +
            `is it the page where a customer picks how to pay, and is CONFORMANCE_PAGE_METHOD_ATTRIBUTE its attribute?`,
        );
        const wrong = withheld.filter((method) => offered.includes(String(method.id)));
        expectRule(
          RULE,
          wrong.length === 0,
          () =>
            `${customer.name} (${agent.browser} on ${agent.os}) was offered ` +
            `${wrong.map((method) => `${method.name} (${method.id})`).join(', ')}`,
          `no method whose supported_agents leave out ${agent.browser} on ${agent.os}`,
        );
      } finally {
        await context.close();
      }
    },
  );
}
