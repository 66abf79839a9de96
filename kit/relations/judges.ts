import {
  WORLD_ROWS,
  type Direction,
  type JudgedKind,
  type Relation,
  type RelationRow,
  type RequestField,
  type Sameness,
  type WorldRow,
} from '../../rules/relations';
import { ruleById } from '../../rules';
import { countryNames, currencyName, currencySymbols, isWorldCode, usStateName } from '../../rules/world';
import { isKnownAgent, nameVerdict } from './world-names';
import { locate, valueAt, withinItem, type Located } from './answer-pointer';
import type { AnsweredExchange } from './answered-exchange';
import { asCode, codesOf, feeKey, type ReferenceLists } from './reference-lists';
import { priceTie, type ArithmeticTolerance } from './price-arithmetic';

/** A relation that did not hold: what came, what the document relates it to, and the exchanges compared. */
export interface Breach {
  received: string;
  documented: string;
  exchanges: AnsweredExchange[];
}

/** What one row found in one exchange: how many values it judged, and those that did not hold. */
export interface Judgement {
  judged: number;
  breaches: Breach[];
  /** The reading of a world row the answer showed (ASSUME-LEG-WORLD-*): recorded, never a breach by itself. */
  observed?: { row: WorldRow; reading: string };
}

/** What a row may look at beyond its own exchange: the reference lists and the test's earlier exchanges. */
export interface JudgeContext {
  reference: ReferenceLists;
  /** The create answers of the test (and their requests), by order id. */
  created: ReadonlyMap<string, AnsweredExchange>;
  /** The readings in force of the world rows: their relations are judged only in the world's reading. */
  readings: Readonly<Record<WorldRow, string>>;
  /** How close a price entry's ties must hold (ASSUME-LEG-PRICE-ARITHMETIC). */
  arithmetic: ArithmeticTolerance;
}

type Judge<K extends JudgedKind> = (
  row: RelationRow & { relation: Extract<Relation, { kind: K }> },
  exchange: AnsweredExchange,
  context: JudgeContext,
) => Judgement;

const show = (value: unknown) => JSON.stringify(value) ?? String(value);

/** The /api row of amounts' sign, read where a rule names no row of its own. */
const SIGN_ROW = 'ASSUME-LEG-AMOUNTS-SIGN';

/** The row a relation is read under: its rule's own assumption (ASSUME-NAT-LIMITS-SIGN), else `fallback`. */
const rowOf = (rule: RelationRow['rule'], fallback: string) => (rule && ruleById(rule)?.assumption) ?? fallback;

/** Whether two values are the same in the sense a row asks; undefined when they cannot be compared that way. */
export function same(how: Sameness, received: unknown, sent: unknown): boolean | undefined {
  if (how === 'exact')
    return received === sent || (typeof received === 'string' && typeof sent === 'number' && received === String(sent));
  if (how === 'code')
    return typeof received === 'string' && (typeof sent === 'string' || typeof sent === 'number')
      ? asCode(received) === asCode(sent)
      : undefined;
  if (how === 'written-code')
    return typeof received === 'string' && (typeof sent === 'string' || typeof sent === 'number')
      ? received === String(sent) || received === asCode(sent)
      : undefined;
  if (how === 'number') {
    const [a, b] = [Number(received), Number(sent)];
    return received !== null &&
      sent !== null &&
      received !== '' &&
      sent !== '' &&
      Number.isFinite(a) &&
      Number.isFinite(b)
      ? a === b
      : undefined;
  }
  const [a, b] = [instant(received), instant(sent)];
  return a !== undefined && b !== undefined ? a === b : undefined;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The document's two timestamp formats (DD-Mon-YYYY HH:MM:SS, YYYY-MM-DD HH:MM:SS), in one time zone: seconds. */
function instant(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const mon = /^(\d{2})-([A-Z][a-z]{2})-(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(value);
  if (mon && MONTHS.includes(mon[2]))
    return Date.UTC(+mon[3], MONTHS.indexOf(mon[2]), +mon[1], +mon[4], +mon[5], +mon[6]) / 1000;
  const iso = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value);
  return iso ? Date.UTC(+iso[1], +iso[2] - 1, +iso[3], +iso[4], +iso[5], +iso[6]) / 1000 : undefined;
}

/** The value of a request field, where it was sent. */
export function sentValue(exchange: AnsweredExchange, field: RequestField): unknown {
  if ('query' in field) return exchange.query[field.query];
  if ('path' in field) return exchange.params[field.path];
  const body = exchange.body;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field.body] : undefined;
}

const fieldName = (field: RequestField) =>
  'query' in field ? `${field.query} (query)` : 'path' in field ? `${field.path} (path)` : `${field.body} (body)`;

/**
 * Which way the exchange goes: a buy when its source is a listed fiat and its target a listed coin, a sell the other
 * way round; undefined when the lists do not tell (a code neither lists: no direction-bound relation is judged).
 */
export function directionOf(exchange: AnsweredExchange, reference: ReferenceLists): Direction | undefined {
  const [source, target] = [
    sentValue(exchange, { query: 'source' }) ?? sentValue(exchange, { body: 'source' }),
    sentValue(exchange, { query: 'target' }) ?? sentValue(exchange, { body: 'target' }),
  ];
  if (typeof source !== 'string' || typeof target !== 'string' || !reference.fiats || !reference.coins)
    return undefined;
  const isFiat = (code: string) => reference.fiats!.some((fiat) => asCode(fiat) === asCode(code));
  const isCoin = (code: string) => asCode(code) in reference.coins!;
  if (isFiat(source) && isCoin(target)) return 'buy';
  if (isCoin(source) && isFiat(target)) return 'sell';
  return undefined;
}

/** Judges each located value: undefined where the value cannot be judged (null, another type: the schema's). */
function each(
  found: Located[],
  judge: (located: Located) => { ok: boolean; received: string; documented: string } | undefined,
  exchange: AnsweredExchange,
): Judgement {
  const judgement: Judgement = { judged: 0, breaches: [] };
  for (const located of found) {
    if (located.value === null || located.value === undefined) continue;
    const verdict = judge(located);
    if (!verdict) continue;
    judgement.judged++;
    if (!verdict.ok)
      judgement.breaches.push({ received: verdict.received, documented: verdict.documented, exchanges: [exchange] });
  }
  return judgement;
}

const none: Judgement = { judged: 0, breaches: [] };

/**
 * An absolute http(s) URL as written: parsed as one without a base, with a host, and no white space anywhere in it (RFC
 * 3986 has no space in a URI; the WHATWG URL Standard calls space around one a validation error).
 */
export function isAbsoluteUrl(value: string): boolean {
  if (/\s/.test(value) || !/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Groups located values by the array the last `*` ran over. */
function groups(found: Located[]): Located[][] {
  const byGroup = new Map<string, Located[]>();
  for (const located of found) byGroup.set(located.group, [...(byGroup.get(located.group) ?? []), located]);
  return [...byGroup.values()];
}

/**
 * A world row's values judged where its world reading is in force. A value off the world's list shows the reading
 * 'own' (recorded: the row not confirmed where the world's is in force, and the breach filed under the ASSUMED rule);
 * every value on it confirms the world's reading where that is in force. Where 'own' is in force, nothing is judged:
 * a service of its own words may still use the world's.
 */
function underWorldRow(
  row: WorldRow,
  found: Located[],
  fits: (located: Located) => boolean | undefined,
  verdict: (located: Located) => { received: string; documented: string },
  exchange: AnsweredExchange,
  readings: JudgeContext['readings'],
): Judgement {
  const judgedValues = found.filter((located) => fits(located) !== undefined);
  if (!judgedValues.length) return none;
  const world = WORLD_ROWS[row];
  const off = judgedValues.filter((located) => fits(located) === false);
  const inForce = readings[row] === world;
  const observed = off.length ? { row, reading: 'own' } : inForce ? { row, reading: world } : undefined;
  if (!inForce) return { judged: 0, breaches: [], ...(observed ? { observed } : {}) };
  return {
    judged: judgedValues.length,
    breaches: off.map((located) => ({ ...verdict(located), exchanges: [exchange] })),
    ...(observed ? { observed } : {}),
  };
}

/** A symbol as a partner shows it: case and surrounding space aside ("kr" and "Kr" are both CLDR's). */
const looseSymbol = (symbol: string) => symbol.normalize('NFKC').trim().toLowerCase();

/** The world's names of a code in a list: none where the code is not on it (the codes' rule's to judge). */
function worldNamesOf(list: 'countries' | 'us-states' | 'currencies', code: string): string[] {
  if (list === 'countries') return countryNames(code);
  const name = list === 'us-states' ? usStateName(code) : currencyName(code);
  return name === undefined ? [] : [name];
}

// Native API judges (issue 41, item 7): kinds of the Native API's assumed payloads alone, kept apart from the /api
// kinds above and below so that arithmetic of /api prices can grow beside them.

/** The unit of the last place a decimal is written to: 0.01 for "61.23", 1 for "100". */
function lastPlace(value: unknown): number {
  return 10 ** -(/\.(\d+)$/.exec(String(value))?.[1].length ?? 0);
}

/** A finite number written as one (a decimal string or a number), or undefined. */
function decimal(value: unknown): number | undefined {
  if ((typeof value !== 'string' && typeof value !== 'number') || value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

const nativeJudges: { 'amount-at-price': Judge<'amount-at-price'> } = {
  'amount-at-price': ({ field, relation }, exchange) => {
    const [amount, price] = [valueAt(exchange.answer, relation.amount), valueAt(exchange.answer, relation.price)];
    const [a, p] = [decimal(amount), decimal(price)];
    // Nothing to compute from: an amount or price of no number is the schema's to judge.
    if (a === undefined || p === undefined || a <= 0 || p <= 0) return none;
    const [divided, multiplied] = [a / p, a * p];
    return each(
      locate(exchange.answer, field),
      (located) => {
        const got = decimal(located.value);
        if (got === undefined) return undefined;
        const near = (expected: number) =>
          Math.abs(got - expected) <= Math.max(relation.tolerance * Math.abs(expected), lastPlace(located.value));
        return {
          ok: near(divided) || near(multiplied),
          received: `${located.pointer} ${show(located.value)} for ${show(amount)} at ${show(price)}`,
          documented:
            `${show(amount)} at ${show(price)}: ${divided.toPrecision(8)} (source per target) or ` +
            `${multiplied.toPrecision(8)} (target per source), within ${relation.tolerance * 100} % ` +
            `(ASSUMED: ASSUME-NAT-PAYLOADS names ${relation.amount}, ${relation.price} and ${field})`,
        };
      },
      exchange,
    );
  },
};

/** Each kind's behaviour: the rows carry the kind, this table what it means. */
export const judges: { [K in JudgedKind]: Judge<K> } = {
  echo: ({ field, relation }, exchange, { reference }) => {
    if (relation.when && directionOf(exchange, reference) !== relation.when) return none;
    const sent = sentValue(exchange, relation.of);
    const wanted = sent === undefined || sent === '' ? relation.absent : sent;
    if (wanted === undefined) return none;
    // A number sent beyond what the document allows is refused or capped: no echo to expect
    // (ASSUME-PER-PAGE-ABOVE-MAX). A paging number that is no page (0, a fraction, a word) is the 4xx rule's to judge,
    // not an echo.
    if (relation.absent !== undefined && !(Number.isInteger(Number(wanted)) && Number(wanted) >= 1)) return none;
    if (
      relation.upTo !== undefined &&
      (!Number.isInteger(Number(wanted)) || Number(wanted) < 1 || Number(wanted) > relation.upTo)
    )
      return none;
    const asked =
      sent === undefined || sent === ''
        ? `the default ${show(wanted)} (${fieldName(relation.of)} not sent)`
        : `${show(wanted)}, the ${fieldName(relation.of)} sent${relation.when ? ` on a ${relation.when}` : ''}`;
    return each(
      locate(exchange.answer, field),
      (located) => {
        const ok = same(relation.same, located.value, wanted);
        return ok === undefined
          ? undefined
          : { ok, received: `${located.pointer} ${show(located.value)}`, documented: asked };
      },
      exchange,
    );
  },
  member: ({ field, relation }, exchange, { reference }) => {
    const list = codesOf(reference, relation.list);
    if (!list) return none;
    return each(
      locate(exchange.answer, field),
      (located) => {
        if (typeof located.value !== 'string' && typeof located.value !== 'number') return undefined;
        const ok =
          relation.list === 'payment-method-ids'
            ? list.includes(String(Number(located.value)))
            : list.some((code) => asCode(code) === asCode(located.value));
        return {
          ok,
          received: `${located.pointer} ${show(located.value)}`,
          documented: `one of the ${list.length} ${relation.list} the reference lists give`,
        };
      },
      exchange,
    );
  },
  'member-network': ({ field, relation }, exchange, { reference }) => {
    const coin = valueAt(exchange.answer, relation.coinAt);
    const networks = typeof coin === 'string' ? reference.coins?.[asCode(coin)] : undefined;
    if (!networks?.length) return none;
    return each(
      locate(exchange.answer, field),
      (located) =>
        typeof located.value !== 'string'
          ? undefined
          : {
              ok: networks.some((code) => asCode(code) === asCode(located.value)),
              received: `${located.pointer} ${show(located.value)}`,
              documented: `a network of ${show(coin)}: ${networks.join(', ')} (GET /api/coins)`,
            },
      exchange,
    );
  },
  'member-of-item': ({ field, relation }, exchange) =>
    each(
      locate(exchange.answer, field),
      (located) => {
        const own = (located.items[0] as Record<string, unknown> | undefined)?.[relation.field];
        if (!Array.isArray(own) || typeof located.value !== 'string') return undefined;
        return {
          ok: own.some((code) => same('code', located.value, code)),
          received: `${located.pointer} ${show(located.value)}`,
          documented: `one of the item's own ${relation.field} ${show(own)}`,
        };
      },
      exchange,
    ),
  'member-of-sent': ({ field, relation }, exchange) => {
    const sent = sentValue(exchange, relation.of);
    const allowed =
      typeof sent === 'string'
        ? sent
            .split(',')
            .map((value) => value.trim())
            .filter(Boolean)
        : [];
    if (!allowed.length) return none;
    return each(
      locate(exchange.answer, field),
      (located) => ({
        ok: allowed.includes(String(located.value)),
        received: `${located.pointer} ${show(located.value)}`,
        documented: `one of ${fieldName(relation.of)} ${show(sent)}`,
      }),
      exchange,
    );
  },
  unique: ({ field }, exchange) => {
    const judgement: Judgement = { judged: 0, breaches: [] };
    for (const group of groups(locate(exchange.answer, field))) {
      const values = group.filter((located) => located.value !== null && located.value !== undefined);
      // One item is unique by itself: it proves nothing.
      if (values.length < 2) continue;
      judgement.judged += values.length;
      const seen = new Map<string, string>();
      for (const located of values) {
        const key = typeof located.value === 'string' ? asCode(located.value) : show(located.value);
        const first = seen.get(key);
        if (first)
          judgement.breaches.push({
            received: `${located.pointer} ${show(located.value)}, as at ${first}`,
            documented: `each ${withinItem(field).slice(1)} once in ${located.group}`,
            exchanges: [exchange],
          });
        else seen.set(key, located.pointer);
      }
    }
    return judgement;
  },
  'one-true': ({ field }, exchange) => {
    const judgement: Judgement = { judged: 0, breaches: [] };
    for (const group of groups(locate(exchange.answer, field))) {
      judgement.judged += group.length;
      const marked = group.filter((located) => located.value === true);
      const received =
        marked.length > 1
          ? `${marked.map((located) => located.pointer).join(', ')} all true`
          : marked.length === 0
            ? `none of ${group.length} true`
            : undefined;
      if (received)
        judgement.breaches.push({
          received,
          documented: `exactly one ${withinItem(field).slice(1)} in ${group[0].group}`,
          exchanges: [exchange],
        });
    }
    return judgement;
  },
  'not-above': ({ field, relation }, exchange) =>
    each(
      locate(exchange.answer, field),
      (located) => {
        const item = located.items[located.items.length - 1] as Record<string, unknown> | undefined;
        const [value, limit] = [Number(located.value), Number(item?.[relation.than])];
        if (!Number.isFinite(value) || !Number.isFinite(limit) || item?.[relation.than] === null) return undefined;
        return {
          ok: value <= limit,
          received: `${located.pointer} ${show(located.value)} above ${relation.than} ${show(item?.[relation.than])}`,
          documented: `no greater than its ${relation.than}`,
        };
      },
      exchange,
    ),
  'not-negative': ({ field, rule }, exchange) =>
    each(
      locate(exchange.answer, field),
      (located) => {
        const value = Number(located.value);
        if (located.value === '' || !Number.isFinite(value)) return undefined;
        return {
          ok: value >= 0,
          received: `${located.pointer} ${show(located.value)}`,
          documented: `an amount, a fee, a price or a limit, never below zero (${rowOf(rule, SIGN_ROW)})`,
        };
      },
      exchange,
    ),
  'absolute-url': ({ field, rule }, exchange) =>
    each(
      locate(exchange.answer, field),
      (located) => {
        if (typeof located.value !== 'string') return undefined;
        return {
          ok: isAbsoluteUrl(located.value),
          received: `${located.pointer} ${show(located.value)}`,
          documented:
            'an absolute http or https URL with no space in or around it ' + `(${rowOf(rule, 'ASSUME-LEG-LOGO-URL')})`,
        };
      },
      exchange,
    ),
  'code-form': ({ field, relation }, exchange, { reference }) => {
    const list = codesOf(reference, relation.list);
    if (!list) return none;
    return each(
      locate(exchange.answer, field),
      (located) => {
        if (typeof located.value !== 'string') return undefined;
        const listed = list.find((code) => asCode(code) === asCode(located.value));
        const written = listed ?? located.value.trim();
        return {
          ok: located.value === written,
          received: `${located.pointer} ${show(located.value)}`,
          documented:
            listed === undefined
              ? 'a code with no space around it (ASSUME-LEG-CODE-FORM)'
              : `${show(listed)}, as the ${relation.list} list writes it (ASSUME-LEG-CODE-FORM)`,
        };
      },
      exchange,
    );
  },
  'direction-value': ({ field, relation }, exchange, { reference }) => {
    const direction = directionOf(exchange, reference);
    if (!direction) return none;
    return each(
      locate(exchange.answer, field),
      (located) => ({
        ok: direction === 'buy' ? located.value === relation.buy : located.value !== relation.buy,
        received: `${located.pointer} ${show(located.value)} on a ${direction}`,
        documented:
          direction === 'buy'
            ? `${relation.buy} on a buy`
            : `anything but ${relation.buy} on a sell (ASSUME-SELL-VALUES)`,
      }),
      exchange,
    );
  },
  'as-created': ({ field, relation }, exchange, { created }) => {
    const judgement: Judgement = { judged: 0, breaches: [] };
    for (const located of locate(exchange.answer, field)) {
      const id = (located.items[located.items.length - 1] as Record<string, unknown> | undefined)?.id;
      const creation = typeof id === 'string' || typeof id === 'number' ? created.get(String(id)) : undefined;
      const given = creation && valueAt(creation.answer, relation.created);
      if (!creation || given === undefined || given === null || located.value === null) continue;
      const ok = same(relation.same, located.value, given);
      if (ok === undefined) continue;
      judgement.judged++;
      if (!ok)
        judgement.breaches.push({
          received: `${located.pointer} ${show(located.value)} for order ${show(id)}`,
          documented: `${show(given)}, as its create answer gave at ${relation.created}`,
          exchanges: [creation, exchange],
        });
    }
    return judgement;
  },
  'world-member': ({ field, relation }, exchange, { readings }) => {
    const { list } = relation;
    const fits = (located: Located) =>
      typeof located.value !== 'string'
        ? undefined
        : list === 'operating-systems' || list === 'browsers'
          ? isKnownAgent(list, located.value)
          : isWorldCode(list, located.value);
    const source =
      list === 'countries'
        ? 'an ISO 3166-1 alpha-2 code'
        : list === 'us-states'
          ? 'a subdivision of ISO 3166-2:US'
          : list === 'currencies'
            ? 'an ISO 4217 code'
            : `${list === 'browsers' ? 'a browser' : 'an operating system'} bowser knows`;
    return underWorldRow(
      relation.row,
      locate(exchange.answer, field),
      fits,
      (located) => ({
        received: `${located.pointer} ${show(located.value)}`,
        documented: `${source} (${relation.row})`,
      }),
      exchange,
      readings,
    );
  },
  'world-name': ({ field, relation }, exchange, { readings }) => {
    const codeOf = (located: Located) =>
      (located.items[located.items.length - 1] as Record<string, unknown> | undefined)?.[relation.codeAt];
    const namesOf = (located: Located) => {
      const code = codeOf(located);
      return typeof code === 'string' ? worldNamesOf(relation.list, code) : [];
    };
    const verdictOf = (located: Located) =>
      typeof located.value === 'string' && namesOf(located).length
        ? nameVerdict(relation.list, String(codeOf(located)), located.value, namesOf(located))
        : undefined;
    return underWorldRow(
      relation.row,
      locate(exchange.answer, field),
      (located) => verdictOf(located)?.ok,
      (located) => {
        const other = verdictOf(located);
        return {
          received:
            `${located.pointer} ${show(located.value)} for ${relation.codeAt} ${show(codeOf(located))}` +
            (other && !other.ok && other.otherCode ? `: the name of ${other.otherCode}` : ''),
          documented:
            `the world's English name of ${show(codeOf(located))}: ${namesOf(located)
              .map((n) => show(n))
              .join(' or ')}` + ` (${relation.row})`,
        };
      },
      exchange,
      readings,
    );
  },
  'world-symbol': ({ field, relation }, exchange, { readings }) => {
    const codeOf = (located: Located) =>
      (located.items[located.items.length - 1] as Record<string, unknown> | undefined)?.[relation.codeAt];
    const symbolsOf = (located: Located) => {
      const code = codeOf(located);
      return typeof code === 'string' ? currencySymbols(code) : [];
    };
    return underWorldRow(
      relation.row,
      locate(exchange.answer, field),
      (located) =>
        typeof located.value === 'string' && symbolsOf(located).length
          ? symbolsOf(located).some((symbol) => looseSymbol(symbol) === looseSymbol(String(located.value)))
          : undefined,
      (located) => ({
        received: `${located.pointer} ${show(located.value)} for ${relation.codeAt} ${show(codeOf(located))}`,
        documented:
          `one of the world's symbols of ${show(codeOf(located))}: ` +
          `${symbolsOf(located)
            .map((symbol) => show(symbol))
            .join(' or ')} (${relation.row})`,
      }),
      exchange,
      readings,
    );
  },
  'price-arithmetic': ({ field, relation }, exchange, { reference, arithmetic }) => {
    const direction = directionOf(exchange, reference);
    const spot = valueAt(exchange.answer, '/data/spot_price');
    return each(
      locate(exchange.answer, field),
      (located) => {
        const entry = located.items[located.items.length - 1];
        if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return undefined;
        const priced = entry as Record<string, unknown>;
        const listedPercent = reference.fees?.[feeKey(priced.payment_method_id, priced.fiat_code, priced.coin_code)];
        const verdict = priceTie(relation.ties, {
          entry: priced,
          spot,
          direction,
          tolerance: arithmetic,
          listedPercent,
        });
        return verdict && { ...verdict, received: `${located.pointer.replace(/\/[^/]+$/, '')}: ${verdict.received}` };
      },
      exchange,
    );
  },
  'as-sent-at-creation': ({ field, relation }, exchange, { created }) => {
    const judgement: Judgement = { judged: 0, breaches: [] };
    for (const located of locate(exchange.answer, field)) {
      const id = (located.items[located.items.length - 1] as Record<string, unknown> | undefined)?.id;
      const creation = typeof id === 'string' || typeof id === 'number' ? created.get(String(id)) : undefined;
      const sent = creation && sentValue(creation, { body: relation.sent });
      // null is a type the list's shape judges (the real service's unpaid orders): one fact, one rule.
      if (!creation || sent === undefined || located.value === null) continue;
      judgement.judged++;
      if (located.value !== sent)
        judgement.breaches.push({
          received: `${located.pointer} ${show(located.value)} for order ${show(id)}`,
          documented: `${show(sent)}, the ${relation.sent} sent at its creation`,
          exchanges: [creation, exchange],
        });
    }
    return judgement;
  },
  ...nativeJudges,
};
