import { test, expect } from '@playwright/test';
import { limitRanges, untriedLimits } from '../../kit/legacy/limit-ranges';

// LEG-ORDER-WITHIN-LIMITS: the network's min_value (the floor, in cents) keeps generated buys above it; where it lies
// above a method's min, the min is not tried and the check says so (its second test skips with this reason, so the
// rule shows partially checked).
const methods = [
  { id: 1, min: 2000, max: 2_000_000 },
  { id: 2, min: 500, max: 100_000 },
  { id: 3, min: 100, max: 300 },
];

test('a floor under every min narrows nothing: each min is tried, and no reason is given', () => {
  const found = limitRanges(methods, 50);
  expect(found.ranges.map((range) => [range.id, range.low])).toEqual([
    [1, 2000],
    [2, 500],
    [3, 100],
  ]);
  expect([found.raised, found.under]).toEqual([[], []]);
  expect(untriedLimits(found, 50, 'EUR', 'BTC')).toBeUndefined();
  // No floor known (0): the same.
  expect(untriedLimits(limitRanges(methods, 0), 0, 'EUR', 'BTC')).toBeUndefined();
});

test('a floor above a min starts that method at the floor, and above a max drops the method: both named', () => {
  const found = limitRanges(methods, 612);
  expect(found.ranges.map((range) => [range.id, range.low])).toEqual([
    [1, 2000],
    [2, 612],
  ]);
  expect(found.raised.map((range) => range.id)).toEqual([2]);
  expect(found.under.map((limit) => limit.id)).toEqual([3]);
  const reason = untriedLimits(found, 612, 'EUR', 'BTC');
  expect(reason).toBe(
    "the network's min_value of BTC comes to about 6.12 EUR, above method 2's min 5.00 EUR, method 3's whole " +
      'limits (1.00 EUR to 3.00 EUR): ' +
      ("not tried, an order under the network's minimum may be refused (ASSUME-NETWORK-MINIMUM-REFUSAL); the " +
        'cases start at that floor'),
  );
});

test('a floor at exactly a min narrows nothing', () => {
  expect(limitRanges(methods, 500).raised).toEqual([]);
});
