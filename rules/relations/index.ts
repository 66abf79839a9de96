import { hostedErrorBodies, hostedRelations } from './hosted';
import { legacyBodyReadings, legacyErrorBodies, legacyRelations } from './legacy';
import { nativeErrorBodies, nativeRelations } from './native';
import type { BodyReadingRow, ErrorBodyRow, PriceTie, RelationRow, RequestField } from './relation';

export type {
  BodyReadingRow,
  Direction,
  ErrorBodyRow,
  JudgedKind,
  PriceTie,
  ReferenceList,
  Relation,
  RelationRow,
  RequestField,
  Sameness,
  WorldRow,
} from './relation';
export { REFUSAL_STATUSES, WORLD_ROWS } from './relation';
export { PRICE_AMOUNT_FIELDS } from './legacy';

/** The relation map: every documented answer field with how it relates, every surface. */
export const relations: readonly RelationRow[] = [...legacyRelations, ...hostedRelations, ...nativeRelations];

/** What the body of every 400 and 422 must be, every surface. */
export const errorBodies: readonly ErrorBodyRow[] = [...legacyErrorBodies, ...hostedErrorBodies, ...nativeErrorBodies];

/** Bodies the document does not show, each read by an assumption row, every surface. */
export const bodyReadings: readonly BodyReadingRow[] = [...legacyBodyReadings];

const BODY_JUDGED: Record<ErrorBodyRow['judge']['kind'], string> = {
  schema: 'the documented body',
  'error-code': 'an error code in the body',
  'error-words': "no other code's message beside its code",
};

/** One line per relation a rule states, as the report shows it: the operation, the field and how it relates. */
export function relationLinesOf(rule: string): string[] {
  const lines = relations
    .filter((row) => row.rule === rule && row.relation.kind !== 'tested' && row.relation.kind !== 'free')
    .map((row) => `${row.operation} ${row.field}: ${describe(row)}`);
  const bodies = errorBodies
    .filter((row) => row.rule === rule)
    .map(
      (row) =>
        `${typeof row.operation === 'string' ? row.operation : `every ${row.operation.surface} operation`} ` +
        `${row.status}: ${BODY_JUDGED[row.judge.kind]}`,
    );
  return [...lines, ...bodies];
}

/** What each tie of a price entry says, as the report shows it (ASSUME-LEG-PRICE-ARITHMETIC gives the tolerance). */
const PRICE_TIES: Record<PriceTie, string> = {
  'adds-up':
    'what the amounts leave: fiat_amount − fee_amount − coin_amount × spot_price on a buy, coin_amount × ' +
    'spot_price − fiat_amount − fee_amount on a sell',
  'original-adds-up': "the original quote's amounts add up at spot_price, as the quote's do",
  'including-fee': 'fiat_amount / coin_amount',
  'price-fee': 'the distance from spot_price_including_fee to data.spot_price',
  'listed-fee':
    "the method's listed percentage fees of fiat_amount on a buy, of coin_amount × spot_price on a sell, " +
    'where no discount applies',
  'discount-fee': 'above fee_amount: the discount lowers the commission',
  'discount-network-fee': 'network_fee: a discount changes the commission, not the network fee',
  'discount-price': 'fewer coins for the fiat than the discounted quote on a buy (less fiat for the coins on a sell)',
};

function describe({ relation }: RelationRow): string {
  const field = (of: RequestField) =>
    'query' in of ? `the ${of.query} query` : 'path' in of ? `the ${of.path} of the path` : `the ${of.body} sent`;
  switch (relation.kind) {
    case 'echo':
      return (
        field(relation.of) +
        (relation.when ? ` on a ${relation.when}` : '') +
        (relation.absent !== undefined ? `, ${relation.absent} when not sent` : '')
      );
    case 'member':
      return `one of the ${relation.list} listed`;
    case 'member-network':
      return `a network of the coin at ${relation.coinAt}`;
    case 'member-of-item':
      return `one of the item's own ${relation.field}`;
    case 'member-of-sent':
      return `one of ${field(relation.of)}, comma separated`;
    case 'unique':
      return 'once in its list';
    case 'one-true':
      return 'true on exactly one item of its list';
    case 'not-above':
      return `no greater than ${relation.than}`;
    case 'not-negative':
      return 'never below zero';
    case 'absolute-url':
      return 'an absolute http(s) URL, no space in or around it';
    case 'code-form':
      return relation.list === 'none' ? 'no space around it' : `written as the ${relation.list} list writes it`;
    case 'direction-value':
      return `${relation.buy} on a buy, anything else on a sell`;
    case 'as-created':
      return `as the create answer of the same order gave at ${relation.created}`;
    case 'as-sent-at-creation':
      return `the ${relation.sent} sent when the order was created`;
    case 'world-member':
      return `one of the world's ${relation.list} (${relation.row})`;
    case 'world-name':
      return `the world's name of the item's ${relation.codeAt} (${relation.row})`;
    case 'world-symbol':
      return `one of the world's symbols of the item's ${relation.codeAt} (${relation.row})`;
    case 'amount-at-price':
      return `${relation.amount} at ${relation.price}, within ${relation.tolerance * 100} %`;
    case 'price-arithmetic':
      return PRICE_TIES[relation.ties];
    default:
      return relation.reason;
  }
}
