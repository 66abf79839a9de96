import { test, expect } from '@playwright/test';
import { agentOf, mayOfferPaymentMethod } from '../../partner/supported-agents';

test('the helper reads the pair as supported_agents writes it, whatever the case; null offers everywhere', () => {
  const applePay = {
    supported_agents: [
      { os: 'iOS', browser: 'Safari' },
      { os: 'macOS', browser: 'Safari' },
    ],
  };
  expect(mayOfferPaymentMethod(applePay, { os: 'ios', browser: 'safari' })).toBe(true);
  expect(mayOfferPaymentMethod(applePay, { os: 'macOS', browser: 'Chrome' })).toBe(false);
  expect(mayOfferPaymentMethod({ supported_agents: null }, { os: 'Linux', browser: 'Firefox' })).toBe(true);
  expect(
    agentOf(
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 ' +
        'Safari/605.1.15',
    ),
  ).toEqual({ os: 'macOS', browser: 'Safari' });
});
