import type { RuleId } from '..';
import type { AssumptionId } from '../assumptions';

/** A field of the request an answer answers: a query parameter or a field of the JSON body. */
export type RequestField = { query: string } | { body: string };

/** The reference lists the run reads before its first test (kit/relations/reference-lists.ts). */
export type ReferenceList = 'countries' | 'fiats' | 'coins' | 'payment-method-ids';

/** Which way an exchange goes: a buy when its source is a listed fiat, a sell when it is a listed coin. */
export type Direction = 'buy' | 'sell';

/**
 * The ties of a price entry: its amounts add up at the spot price (the quote, or a discount's original_quote); the
 * price including fee is fiat over coin, its fee the distance to spot; the fee is the method's listed one; a
 * discount lowers the fee, keeps the network fee and betters the price.
 */
export type PriceTie =
  | 'adds-up'
  | 'original-adds-up'
  | 'including-fee'
  | 'price-fee'
  | 'listed-fee'
  | 'discount-fee'
  | 'discount-network-fee'
  | 'discount-price';

/** How two values are compared: as written, as codes (case and surrounding space aside), as numbers, as instants. */
export type Sameness = 'exact' | 'code' | 'number' | 'instant';

/**
 * How an answer's field relates beyond its type. Each kind is judged by kit/relations/judges.ts; `tested` and
 * `free` are not judged by the checker: the one names the rule whose own test judges the field (an open choice it
 * records, a tolerance), the other why nothing relates it.
 */
export type Relation =
  /**
   * The value sent in `of`, where it was sent (else `absent`, the documented default); `when` limits it to a direction.
   */
  | { kind: 'echo'; of: RequestField; same: Sameness; when?: Direction; absent?: number; upTo?: number }
  /** One of a reference list; `networksOf` takes the networks of the coin at that pointer of the same answer. */
  | { kind: 'member'; list: ReferenceList }
  | { kind: 'member-network'; coinAt: string }
  /** One of the values of a field of the item the first `*` selects (a method's own supported_fiat). */
  | { kind: 'member-of-item'; field: string }
  /** One of the comma-separated values sent in `of`, where it was sent and not empty. */
  | { kind: 'member-of-sent'; of: RequestField }
  /** No two items of the array the last `*` runs over carry the same value. */
  | { kind: 'unique' }
  /**
   * Exactly one item of the array the last `*` runs over carries true (is_default: "default network for the coin",
   * and every coin has a configured default, "default is the coin's configured default").
   */
  | { kind: 'one-true' }
  /** No greater than the sibling field `than` of the same item. */
  | { kind: 'not-above'; than: string }
  /** By direction: `buy` on a buy, anything but `buy` on a sell. */
  | { kind: 'direction-value'; buy: string }
  /** The value the create answer of the same order (same id) gave at `created`, in the same test. */
  | { kind: 'as-created'; created: string; same: Sameness }
  /** The value the create request of the same order sent in `sent`, in the same test. */
  | { kind: 'as-sent-at-creation'; sent: string }
  /**
   * What a price entry's own numbers, data.spot_price and its method's listed fees say of each other, within the
   * tolerance ASSUME-LEG-PRICE-ARITHMETIC reads (the field is the term the tie is read for).
   */
  | { kind: 'price-arithmetic'; ties: PriceTie }
  | { kind: 'tested'; reason: string }
  | { kind: 'free'; reason: string };

export type JudgedKind = Exclude<Relation['kind'], 'tested' | 'free'>;

/** One answer field and how it relates: `field` is a JSON pointer into the answer, `*` for every item of an array. */
export interface RelationRow {
  operation: string;
  field: string;
  relation: Relation;
  /** The rule that states the relation (for `tested`, the rule whose test judges it); absent only for `free`. */
  rule?: RuleId;
}

/** The refusal statuses whose body the document gives: "the body carries an error code" (Errors › HTTP status). */
export const REFUSAL_STATUSES = [400, 422] as const;

/** What a refusal's body must be, per operation: its error code, and where the document shows it, its shape. */
export interface ErrorBodyRow {
  /** An operationId, or every operation of a surface. */
  operation: string | { surface: 'legacy' | 'hosted' | 'native' };
  status: (typeof REFUSAL_STATUSES)[number];
  judge: { kind: 'error-code'; where: 'status-or-code' | 'anywhere' } | { kind: 'schema' };
  rule: RuleId;
  /** The row of where the code sits: a code found in another place leaves it not confirmed, never fails the rule. */
  placed?: AssumptionId;
}

/**
 * A body the document does not show, read by an assumption row: every answer of this status on this surface is
 * recorded under the reading it fits (the one in force first); one of another reading leaves the row not confirmed.
 */
export interface BodyReadingRow {
  operation: { surface: 'legacy' | 'hosted' | 'native' };
  status: number;
  row: AssumptionId;
}
