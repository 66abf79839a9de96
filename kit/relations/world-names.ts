import { agentNamesOf, worldNamesByCode } from '../../rules/world';

/**
 * A name as the world's lists are compared with it: lower case, accents off (São Tomé, Côte d’Ivoire), "&" as "and"
 * and "St." as "Saint" (CLDR writes "St. Kitts & Nevis", ISO "Saint Kitts and Nevis"), apostrophes dropped and other
 * punctuation as a space ("Congo - Kinshasa", "Korea, Republic of"). Two spellings of one name are one name; the
 * words stay, so another name stays another.
 */
export function looseName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/\bst\b/g, 'saint')
    .trim();
}

/** An agent's name with no space or punctuation at all: bowser's "Chrome OS" and key "ChromeOS", the real "ios". */
const agentKey = (name: string) => looseName(name).replace(/ /g, '');

/** Whether the words of `part` occur, in order and together, among the words of `whole`. */
const containsWords = (whole: string, part: string) => ` ${whole} `.includes(` ${part} `);

export type NameVerdict = { ok: true } | { ok: false; otherCode?: string };

/**
 * Whether `name` is the world's name of `code` in `list`: one of its names (CLDR's, CLDR's short one, ISO's), loosely;
 * or a longer form of one ("United States of America", "British Pound Sterling") that is not itself the name of
 * another code ("Equatorial Guinea" holds "Guinea" but is GQ's). The name of another code is named in the verdict.
 */
export function nameVerdict(
  list: 'countries' | 'us-states' | 'currencies',
  code: string,
  name: string,
  own: readonly string[],
): NameVerdict {
  const received = looseName(name);
  const names = own.map(looseName);
  if (names.includes(received)) return { ok: true };
  const wanted = code.trim().toUpperCase().replace(/^US-/, '');
  for (const [other, otherNames] of worldNamesByCode(list))
    if (other !== wanted && otherNames.some((otherName) => looseName(otherName) === received))
      return { ok: false, otherCode: other };
  return names.some((world) => world && containsWords(received, world)) ? { ok: true } : { ok: false };
}

/** Whether bowser knows an operating system's or a browser's name, case and spacing aside. */
export function isKnownAgent(list: 'operating-systems' | 'browsers', name: string): boolean {
  const key = agentKey(name);
  return key !== '' && agentNamesOf(list).some((known) => agentKey(known) === key);
}
