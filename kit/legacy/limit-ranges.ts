/** A payment method's transaction_limits for one fiat, in cents. */
export interface MethodLimits {
  id: number;
  min: number;
  max: number;
}

/** The amounts of a method a buy is generated in: from `low` (its min, or the network's floor above it) to its max. */
export interface LimitRange extends MethodLimits {
  low: number;
}

export interface LimitRanges {
  /** Every method with an amount to try. */
  ranges: LimitRange[];
  /** Those whose min lies under the network's floor: their cases start at the floor, the min itself is not tried. */
  raised: LimitRange[];
  /** Methods whose whole limits lie under the floor: none of their amounts is tried. */
  under: MethodLimits[];
}

/**
 * The ranges of the generated buys: an amount under the network's min_value (the floor, in cents of the fiat; 0 when
 * unknown) may be refused (ASSUME-NETWORK-MINIMUM-REFUSAL), so no case goes under it. Where that narrows a method's
 * limits, the check is narrower than its title, and says so (untriedLimits).
 */
export function limitRanges(limits: readonly MethodLimits[], floor: number): LimitRanges {
  const ranges = limits.map((limit) => ({ ...limit, low: Math.max(limit.min, floor) }));
  return {
    ranges: ranges.filter((range) => range.low <= range.max),
    raised: ranges.filter((range) => range.low > range.min && range.low <= range.max),
    under: limits.filter((limit) => Math.max(limit.min, floor) > limit.max),
  };
}

/** What the floor kept untried, in a sentence: undefined when every method's min is tried. */
export function untriedLimits(
  { raised, under }: Pick<LimitRanges, 'raised' | 'under'>,
  floor: number,
  fiat: string,
  coin: string,
): string | undefined {
  if (raised.length === 0 && under.length === 0) return undefined;
  const amount = (cents: number) => `${(cents / 100).toFixed(2)} ${fiat}`;
  const parts = [
    ...raised.map((range) => `method ${range.id}'s min ${amount(range.min)}`),
    ...under.map((limit) => `method ${limit.id}'s whole limits (${amount(limit.min)} to ${amount(limit.max)})`),
  ];
  return (
    `the network's min_value of ${coin} comes to about ${amount(floor)}, above ${parts.join(', ')}: not ` +
    `tried, an order under the network's minimum may be refused (ASSUME-NETWORK-MINIMUM-REFUSAL); the ` +
    `cases start at that floor`
  );
}
