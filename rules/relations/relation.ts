import type { RuleId } from '..';
import type { AssumptionId } from '../assumptions';
import type { WorldList } from '../world';

/**
 * A field of the request an answer answers: a query parameter, a field of the JSON body, or a parameter of the path
 * (`{name}` in the operation's path template: the identity a Native API limits answer was asked for).
 */
export type RequestField = { query: string } | { body: string } | { path: string };

/** The reference lists the run reads before its first test (kit/relations/reference-lists.ts). */
export type ReferenceList = 'countries' | 'fiats' | 'coins' | 'payment-method-ids';

/** Which way an exchange goes: a buy when its source is a listed fiat, a sell when it is a listed coin. */
export type Direction = 'buy' | 'sell';

/**
 * The rows that say whether a service uses the world's lists (rules/world.ts), and the reading that does: a value of
 * the other reading ('own') is recorded there, and judged only where the world's reading is in force.
 */
export const WORLD_ROWS = { 'ASSUME-LEG-WORLD-CODES': 'iso', 'ASSUME-LEG-WORLD-NAMES': 'english' } as const;
export type WorldRow = keyof typeof WORLD_ROWS;

/**
 * How two values are compared: as written, as codes (case and surrounding space aside), as numbers, as instants; or as
 * a code written as sent or in the upper case the reference lists write codes in (`written-code`: a service may
 * normalise "eur" to "EUR", not "EUR" to "eur" or " EUR").
 */
export type Sameness = 'exact' | 'code' | 'written-code' | 'number' | 'instant';

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
  /** Not below zero: an amount, a fee, a price or a limit (ASSUME-LEG-AMOUNTS-SIGN). */
  | { kind: 'not-negative' }
  /**
   * An absolute http(s) URL with no space in or around it: a field named as a link (ASSUME-LEG-LOGO-URL), a checkout
   * URL the customer is redirected to (ASSUME-CHECKOUT-URL-FORM); the rule's own row is the reading.
   */
  | { kind: 'absolute-url' }
  /**
   * A code written as the reference list writes it: no space around it, and the list's case where the list gives it
   * (`none`: the list itself, whose own form is only trimmed) (ASSUME-LEG-CODE-FORM).
   */
  | { kind: 'code-form'; list: 'countries' | 'fiats' | 'coins' | 'networks' | 'none' }
  /** By direction: `buy` on a buy, anything but `buy` on a sell. */
  | { kind: 'direction-value'; buy: string }
  /** The value the create answer of the same order (same id) gave at `created`, in the same test. */
  | { kind: 'as-created'; created: string; same: Sameness }
  /** The value the create request of the same order sent in `sent`, in the same test. */
  | { kind: 'as-sent-at-creation'; sent: string }
  /** A code (or an agent's name) of a world list, under the row that says the service uses it. */
  | { kind: 'world-member'; list: WorldList; row: WorldRow }
  /** The world's name of the code at the item's sibling field `codeAt` (one of the names, loosely: world-names.ts). */
  | { kind: 'world-name'; list: 'countries' | 'us-states' | 'currencies'; codeAt: string; row: WorldRow }
  /**
   * One of the world's symbols of the currency at the item's sibling field `codeAt` (rules/world.ts: its code, or a
   * symbol CLDR writes it with in English), case and surrounding space aside as names are.
   */
  | { kind: 'world-symbol'; codeAt: string; row: WorldRow }
  /**
   * Native API only (issue 41, item 7), ASSUMED arithmetic: what the amount at `amount` comes to at the price at
   * `price`, either way the price may be written (source per target: amount / price; target per source: amount x
   * price), within `tolerance` (a fraction) or one unit of the answer's last written place.
   */
  | { kind: 'amount-at-price'; amount: string; price: string; tolerance: number }
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
  /**
   * status-or-code: any code-like name (ASSUME-LEG-ERROR-CODE); code: the name the document gives it (create's errors
   * object), a status alone is no error code; anywhere: wherever the body carries one.
   */
  judge:
    | { kind: 'error-code'; where: 'status-or-code' | 'code' | 'anywhere' }
    | { kind: 'schema' }
    /** The words beside a documented application code are not another code's message (Errors › Application codes). */
    | { kind: 'error-words' };
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

/**
 * The value mutants' operators (tests/mutants/value-mutants.ts): each writes, at one answer field, a value of the right
 * type that a faithful answer would not give, as StrykerJS's operators mutate code. A survivor is argued per operator
 * in rules/relations/survivors.ts.
 */
export const VALUE_OPERATORS = [
  /** The value another item of the same list carries (each item takes the next one's). */
  'other-item',
  /** Exchanged with a sibling field of the same type in the same object. */
  'sibling-swap',
  /** The sibling's value copied in. */
  'sibling-copy',
  /** A number scaled by 3 %. */
  'scale-percent',
  /** A number scaled by ten. */
  'scale-ten',
  /** A number negated; a flag flipped. */
  'negate',
  /** A string in another case. */
  'case',
  /** A string padded with spaces. */
  'pad',
  /** A string without its last character. */
  'truncate',
  /** Another code of the same reference list. */
  'other-code',
  /** An item the reference data does not allow, added to the list. */
  'item-added',
  /** An item of the list dropped. */
  'item-dropped',
  /** An optional field dropped where it is present. */
  'optional-dropped',
  /** An optional field written where it is absent, with the value another item carries. */
  'optional-present',
] as const;

export type ValueOperator = (typeof VALUE_OPERATORS)[number];

/**
 * Why a value mutant is indistinguishable from a faithful answer: the fields of one operation (a pointer, or every
 * field under a pointer ending in `/…`) and the operators a conformant service could answer so.
 */
export interface SurvivorRow {
  operation: string;
  fields: readonly string[];
  operators: readonly ValueOperator[];
  reason: string;
}
