import type { RuleId } from '../rules';

/** What the sample partner page of tests/page-matrix.ts offers each customer. */
export type Offer = 'filtered' | 'everything' | 'nothing';

/** The sample pages `page` is run against: the rules each must fail (one that offers nothing proves nothing: skipped). */
export const pageRows: readonly { name: string; offer: Offer; breaks: RuleId[] }[] = [
  { name: 'a page that offers each browser what it admits', offer: 'filtered', breaks: [] },
  { name: 'a page that offers every method to everyone', offer: 'everything', breaks: ['PTR-SUPPORTED-AGENTS'] },
  { name: 'a page that offers nothing', offer: 'nothing', breaks: [] },
];
