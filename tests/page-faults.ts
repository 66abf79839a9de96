import { buildMock, defaultCredentials } from '../mock/service';
import type { Agent } from '../partner/supported-agents';
import type { RuleId } from '../rules';

/** What the sample partner page of tests/page-matrix.ts offers each customer. */
export type Offer = 'filtered' | 'everything' | 'nothing';

/**
 * The sample pages `page` is run against: the rules each must fail (one that offers nothing proves nothing: skipped).
 */
export const pageRows: readonly { name: string; offer: Offer; breaks: RuleId[] }[] = [
  { name: 'a page that offers each browser what it admits', offer: 'filtered', breaks: [] },
  { name: 'a page that offers every method to everyone', offer: 'everything', breaks: ['PTR-SUPPORTED-AGENTS'] },
  { name: 'a page that offers nothing', offer: 'nothing', breaks: [] },
];

/**
 * The reference mock's buy methods for EUR and BTC: card and SEPA for all, Apple Pay on Safari of Apple, Google Pay on
 * Chrome of Android.
 */
export async function mockBuyMethods(): Promise<{ id: number; name: string; supported_agents: Agent[] | null }[]> {
  const answer = await buildMock().apps.sandbox.inject({
    method: 'GET',
    url: '/api/payment-methods?source=EUR&target=BTC',
    headers: { authorization: `Bearer ${defaultCredentials.sandbox}` },
  });
  return answer.json<{ data: { payment_methods: Awaited<ReturnType<typeof mockBuyMethods>> } }>().data.payment_methods;
}
