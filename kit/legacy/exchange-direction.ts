import type { ExchangeDirection } from '../spec';
import { asCode } from '../relations/reference-lists';

/**
 * The exchange type of a request by its source and target: "The exchange type (buy or sell) follows from which of
 * the two is fiat and which is crypto." A fiat source or a crypto target is a buy, a crypto source or a fiat target a
 * sell; neither given, or the two saying different things, is none.
 */
export function exchangeDirection(
  fields: Readonly<Record<string, unknown>>,
  fiats: readonly string[],
): ExchangeDirection | undefined {
  const listed = new Set(fiats.map(asCode));
  const side = (value: unknown): 'fiat' | 'crypto' | undefined =>
    typeof value === 'string' && value.trim() !== '' ? (listed.has(asCode(value)) ? 'fiat' : 'crypto') : undefined;
  const bySource = { fiat: 'buy', crypto: 'sell' } as const;
  const byTarget = { fiat: 'sell', crypto: 'buy' } as const;
  const [source, target] = [side(fields.source), side(fields.target)];
  const fromSource = source && bySource[source];
  const fromTarget = target && byTarget[target];
  if (fromSource && fromTarget) return fromSource === fromTarget ? fromSource : undefined;
  return fromSource ?? fromTarget;
}
