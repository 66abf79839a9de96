import type { ResponseMutant } from './seams';

type Container = Record<string, unknown>;
/** One place a pointer names: the object or array that holds it and its key there. */
interface Place {
  holder: Container;
  key: string;
}

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The places `segments` names under `node` whose holder exists (`*`: each item of an array); the key may be absent. */
function placesOf(node: unknown, segments: readonly string[]): Place[] {
  if (!isContainer(node) || !segments.length) return [];
  const [segment, ...rest] = segments;
  const keys = segment === '*' ? (Array.isArray(node) ? node.map((_item, index) => String(index)) : []) : [segment];
  if (!rest.length) return keys.map((key) => ({ holder: node, key }));
  return keys.flatMap((key) => (Object.hasOwn(node, key) ? placesOf(node[key], rest) : []));
}

/** Writes `value` where it differs from what is there: 1 for a change, 0 for none. */
function write(place: Place, value: unknown): number {
  if (value === undefined || same(place.holder[place.key], value)) return 0;
  place.holder[place.key] = structuredClone(value);
  return 1;
}

const DECIMAL = /^-?[0-9]+(?:[.][0-9]+)?$/;

/** A number, or a decimal string written back with its own places, through `change`; undefined for anything else. */
function numeric(value: unknown, change: (number: number, integer: boolean) => number): unknown {
  if (typeof value === 'number') return change(value, Number.isInteger(value));
  if (typeof value !== 'string' || !DECIMAL.test(value)) return undefined;
  const places = value.split('.')[1]?.length ?? 0;
  const changed = change(Number(value), places === 0);
  return Object.is(changed, -0) ? value : changed.toFixed(places);
}

/** Scaled by `factor`; an integer stays one, moved by at least 1, so a small count changes too. */
const scaled = (factor: number) => (number: number, integer: boolean) =>
  integer ? Math.sign(number) * Math.max(Math.abs(number) + 1, Math.round(Math.abs(number) * factor)) : number * factor;

/** A value no reference list holds, of the same length class: ZZ and ZZZ are codes ISO leaves to users. */
function madeUp(value: unknown): unknown {
  if (typeof value === 'string') return value.length <= 2 ? 'ZZ' : value.length === 3 ? 'ZZZ' : `ZZ ${value}`;
  if (typeof value === 'number' && Number.isInteger(value)) return value + 900_000;
  if (Array.isArray(value)) return value.map(madeUp);
  if (isContainer(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, madeUp(item)]));
  return value;
}

/** Each scalar value at a place, through `change` (undefined: left alone). */
function mapValues(places: Place[], change: (value: unknown) => unknown): number {
  return places
    .filter((place) => Object.hasOwn(place.holder, place.key))
    .reduce((count, place) => count + write(place, change(place.holder[place.key])), 0);
}

/**
 * Each item of the list the pointer's last inner `*` runs over takes the value the next item carries there (an
 * array of scalars moves whole, as another item's list).
 */
function otherItem(body: unknown, segments: string[]): number {
  const trimmed = segments.at(-1) === '*' && segments.slice(0, -1).includes('*') ? segments.slice(0, -1) : segments;
  const at = trimmed.lastIndexOf('*');
  if (at < 0) return 0;
  const suffix = trimmed.slice(at + 1);
  let count = 0;
  for (const list of placesOf(body, trimmed.slice(0, at + 1)).filter((place) => place.key === '0')) {
    const items = list.holder as unknown as unknown[];
    const holders = items.flatMap((item) => {
      const [place] = suffix.length ? placesOf(item, suffix) : [{ holder: list.holder, key: '' }];
      return place && Object.hasOwn(place.holder, place.key) ? [place] : [];
    });
    const values = holders.map((place) => structuredClone(place.holder[place.key]));
    holders.forEach((place, index) => (count += write(place, values[(index + 1) % values.length])));
  }
  return count;
}

/** The value another place of the same pointer carries, written where the field is absent. */
function optionalPresent(places: Place[]): number {
  const carrier = places.find((place) => Object.hasOwn(place.holder, place.key) && !Array.isArray(place.holder));
  if (!carrier) return 0;
  return places
    .filter((place) => !Array.isArray(place.holder) && !Object.hasOwn(place.holder, place.key))
    .reduce((count, place) => count + write(place, carrier.holder[carrier.key]), 0);
}

/**
 * Applies a value mutant in place at every place its pointer names: the operator computes each wrong value from the
 * answer itself. Returns how many places changed: 0 when the answer gives the operator nothing to change (one item,
 * a sibling of the same value, a field absent).
 */
export function applyValueMutant(
  body: unknown,
  mutant: Pick<ResponseMutant, 'operator' | 'sibling' | 'codes'>,
  segments: string[],
): number {
  const places = () => placesOf(body, segments);
  switch (mutant.operator) {
    case 'other-item':
      return otherItem(body, segments);
    case 'sibling-swap':
    case 'sibling-copy': {
      const sibling = mutant.sibling!;
      let count = 0;
      for (const place of places()) {
        const { holder, key } = place;
        if (!Object.hasOwn(holder, key) || !Object.hasOwn(holder, sibling) || same(holder[key], holder[sibling]))
          continue;
        const value = holder[key];
        count += write(place, holder[sibling]);
        if (mutant.operator === 'sibling-swap') holder[sibling] = value;
      }
      return count;
    }
    case 'scale-percent':
      return mapValues(places(), (value) => numeric(value, scaled(1.03)));
    case 'scale-ten':
      return mapValues(places(), (value) => numeric(value, scaled(10)));
    case 'negate':
      return mapValues(places(), (value) => (typeof value === 'boolean' ? !value : numeric(value, (n) => -n)));
    case 'case':
      return mapValues(places(), (value) =>
        typeof value !== 'string'
          ? undefined
          : value === value.toUpperCase()
            ? value.toLowerCase()
            : value.toUpperCase(),
      );
    case 'pad':
      return mapValues(places(), (value) => (typeof value === 'string' ? ` ${value} ` : undefined));
    case 'truncate':
      return mapValues(places(), (value) => (typeof value === 'string' && value ? value.slice(0, -1) : undefined));
    case 'other-code': {
      const codes = mutant.codes ?? [];
      return mapValues(places(), (value) => {
        if (typeof value !== 'string') return undefined;
        const at = codes.findIndex((code) => code.toLowerCase() === value.toLowerCase());
        const other = [...codes.slice(at + 1), ...codes.slice(0, at + 1)].find(
          (code) => code.toLowerCase() !== value.toLowerCase(),
        );
        return other === undefined ? undefined : value === value.toLowerCase() ? other.toLowerCase() : other;
      });
    }
    case 'item-added':
      // The pointer names the items (`…/*`): each list gets one made up from its first item.
      return placesOf(body, segments)
        .filter((place) => place.key === '0')
        .reduce((count, place) => {
          (place.holder as unknown as unknown[]).push(madeUp(place.holder['0']));
          return count + 1;
        }, 0);
    case 'item-dropped':
      return placesOf(body, segments)
        .filter((place) => place.key === '0')
        .reduce((count, place) => {
          (place.holder as unknown as unknown[]).shift();
          return count + 1;
        }, 0);
    case 'optional-dropped':
      return places()
        .filter((place) => !Array.isArray(place.holder) && Object.hasOwn(place.holder, place.key))
        .reduce((count, place) => {
          delete place.holder[place.key];
          return count + 1;
        }, 0);
    case 'optional-present':
      return optionalPresent(places());
    case undefined:
      return 0;
  }
}
